import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Key format: `rk_<public id: 12 base62>_<secret: 32 base62><checksum: 6 base62>`.
 * The public id finds the row; only SHA-256 of the secret is stored; the checksum lets a
 * mistyped or truncated key be refused without touching the database.
 */
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = /^rk_([0-9A-Za-z]{12})_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

export interface ParsedKey {
  publicId: string;
  secret: string;
}

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62]; // 248 = 4 * 62: no modulo bias
    }
  }
  return out;
}

function checksum(body: string): string {
  const digest = createHash('sha256').update(body).digest();
  let out = '';
  for (let i = 0; i < 6; i += 1) out += BASE62[digest[i] % 62];
  return out;
}

export function formatKey(publicId: string, secret: string): string {
  const body = `rk_${publicId}_${secret}`;
  return body + checksum(body);
}

export function generateKey(): { key: string; publicId: string; secretHash: Buffer } {
  const publicId = randomBase62(12);
  const secret = randomBase62(32);
  return { key: formatKey(publicId, secret), publicId, secretHash: hashSecret(secret) };
}

/** Returns null for anything that is not a well-formed key with a valid checksum. */
export function parseKey(value: string | undefined): ParsedKey | null {
  if (!value || value.length !== 54) return null;
  const match = KEY_PATTERN.exec(value);
  if (!match) return null;
  const [, publicId, secret, sum] = match;
  if (checksum(`rk_${publicId}_${secret}`) !== sum) return null;
  return { publicId, secret };
}

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret).digest();
}

export function secretMatches(secret: string, storedHash: Buffer): boolean {
  const candidate = hashSecret(secret);
  return storedHash.length === candidate.length && timingSafeEqual(candidate, storedHash);
}
