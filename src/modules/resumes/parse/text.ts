/** Folds for comparisons: no accents, lower case, single spaces, typographic quotes and dashes made plain. */
export function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/[‐‑‒–—―]/g, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits text into trimmed lines, dropping empty ones and normalising odd spaces. */
export function toLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .filter((line) => line.length > 0);
}

// Bullets, including what OCR makes of them (« + , © at a line start followed by a space; "e" before a capital).
const BULLET = /^(?:[•●○◦▪▫■□◆◇►▸▹➢➤✓✔∙·*°\-–—→➔⇒]\s*|[«»+,;:©®§Ø]\s+|[eoü]\s+(?=[\p{Lu}\d]))/u;

export function isBullet(line: string): boolean {
  return BULLET.test(line) && !/^[-–—]\s*\d/.test(line);
}

export function stripBullet(line: string): string {
  return line.replace(BULLET, '').trim();
}

/** Case- and accent-insensitive de-duplication keeping the first spelling. */
export function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    out.push(item);
  }
  return out;
}

/** The edit distance between two strings (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}
