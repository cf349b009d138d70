/** Folds a name for matching: no accents, lower case, single inner spaces, trimmed ("  Société  Générale " -> "societe generale"). */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
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
