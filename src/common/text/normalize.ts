import { domainToASCII } from 'node:url';
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

/**
 * What shows nothing: white space and the default-ignorable code points (zero-width space and
 * joiners U+200B-U+200D, word joiner U+2060, U+FEFF, soft hyphen, combining grapheme joiner,
 * variation selectors, bidirectional controls, tags, Hangul fillers...).
 */
const SHOWS_NOTHING = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** True when the value shows nothing: empty, white space, invisible characters only. The one blank rule of every brick. */
export function isBlank(value: string): boolean {
  return SHOWS_NOTHING.test(value);
}

/**
 * A text field as the bricks keep it: trimmed of surrounding white space, or undefined when it is
 * blank (isBlank). Invisible characters inside a real value (a joiner in an emoji or a Persian
 * name) are kept as typed.
 */
export function presentText(value: string): string | undefined {
  const trimmed = value.trim();
  return isBlank(trimmed) ? undefined : trimmed;
}

/** The e-mail matching key: trimmed and lower-cased. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A pragmatic well-formedness check (what forms accept): one @, no spaces, a dotted domain, sane
 * lengths. An internationalised domain (`zoe@exämple.fr`, `user@例え.jp`) is accepted: it is
 * checked in its ASCII (punycode) form, and the address is kept as sent.
 */
export function isWellFormedEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  // domainToASCII gives '' for a domain that cannot be written in ASCII; ASCII domains pass unchanged (lower-cased).
  // IDNA leaves a label such as "-exämple" to the caller: no label starts or ends with a hyphen, in either form.
  if (domain.split('.').some((label) => label.startsWith('-') || label.endsWith('-'))) return false;
  const asciiDomain = /^[\x00-\x7f]*$/.test(domain) ? domain : domainToASCII(domain);
  const address = `${local}@${asciiDomain}`;
  if (address.length > 254) return false;
  const match = /^([^\s@"(),:;<>[\\\]]+)@([A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+)$/.exec(address);
  if (!match) return false;
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..') && /\.(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]{1,59})$/.test(match[2]);
}

/** Length in Unicode code points (an emoji outside the BMP is one, not two UTF-16 units): how every maximum length is counted. */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** With the `u` flag a well-formed pair is one code point, so only a lone surrogate matches. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/**
 * Why PostgreSQL cannot store a value as entered, or undefined when it can:
 * - U+0000: text refuses it ("invalid byte sequence for encoding UTF8: 0x00"), jsonb too (22P05);
 * - an unpaired UTF-16 surrogate (`"\uD800"` in JSON): jsonb refuses it (22P02), and the driver
 *   turns it into U+FFFD in text, so the value would be stored altered.
 * Other control characters are valid UTF-8 and are stored as entered.
 */
export function unstorableReason(value: string, field: string): string | undefined {
  if (value.includes('\u0000')) return `${field} contains a NUL character`;
  if (UNPAIRED_SURROGATE.test(value)) return `${field} contains an unpaired surrogate (not valid Unicode)`;
  return undefined;
}

/** Refuses a value PostgreSQL cannot store as entered (unstorableReason) with 400 validation_error naming `field`. */
export function assertStorableText(value: string, field: string): void {
  const reason = unstorableReason(value, field);
  if (reason) throw new AppError('validation_error', reason, field);
}
