import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * True when `/metrics` may be answered: no token configured, or `Authorization: Bearer <token>`
 * (compared in constant time, through fixed-length digests).
 */
export function metricsAuthorized(authorization: string | undefined, token: string | null): boolean {
  if (token === null) return true;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && sameSecret(match[1], token);
}

export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string): Buffer => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
