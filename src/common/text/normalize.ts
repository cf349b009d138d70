import { AppError } from '../errors/app-error';

/** Folds a name for matching: no accents, lower case, single inner spaces, trimmed ("  Société  Générale " -> "societe generale"). */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * Folds text for comparing entries (experiences, skills, languages): foldName, with typographic
 * quotes and dashes made plain ("d’applications" = "d'applications", "–" = "-").
 */
export function foldText(value: string): string {
  return foldName(value).replace(/[’‘`]/g, "'").replace(/[‐‑‒–—―]/g, '-');
}

/** The e-mail matching key: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A pragmatic well-formedness check (what forms accept): one @, no spaces, a dotted domain, sane lengths. */
export function isWellFormedEmail(value: string): boolean {
  if (value.length > 254) return false;
  const match = /^([^\s@"(),:;<>[\\\]]+)@([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)$/.exec(value);
  if (!match) return false;
  const [, local, domain] = match;
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..') && /\.[A-Za-z]{2,}$/.test(domain);
}

/** With the `u` flag a well-formed pair is one code point, so only a lone surrogate matches. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * Refuses a value PostgreSQL cannot store as entered, with 400 validation_error naming `field`:
 * - U+0000: text refuses it ("invalid byte sequence for encoding UTF8: 0x00"), jsonb too (22P05);
 * - an unpaired UTF-16 surrogate (`"\uD800"` in JSON): jsonb refuses it (22P02), and the driver
 *   turns it into U+FFFD in text, so the value would be stored altered.
 * Other control characters are valid UTF-8 and are stored as entered.
 */
export function assertStorableText(value: string, field: string): void {
  if (value.includes('\u0000')) throw new AppError('validation_error', `${field} contains a NUL character`, field);
  if (UNPAIRED_SURROGATE.test(value)) throw new AppError('validation_error', `${field} contains an unpaired surrogate (not valid Unicode)`, field);
}
