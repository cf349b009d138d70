/**
 * Element names of the custom fields of a feed job (SPEC 2.1: "the slugified field name").
 *
 * The rule (documented in docs/api-reference.md, section "Job feed"; stable: the same name always gives the same slug):
 * 1. Unicode NFKD, combining marks removed (é -> e), letters NFKD keeps whole folded by hand
 *    (ß -> ss, æ -> ae, œ -> oe, ø -> o, ł -> l, đ/ð -> d, þ -> th, ı -> i), lower case.
 * 2. Every run of characters other than a-z and 0-9 becomes one underscore; leading and
 *    trailing underscores are dropped; at most 64 characters.
 * 3. Nothing left (a name of punctuation or of a non-Latin script only): `field`.
 * 4. A slug starting with a digit, starting with `xml` (reserved by XML), or equal to an element
 *    name of the feed (`source`, `job` and the twelve fixed elements of SPEC 2.1) gets the prefix
 *    `field_` (`2nd language` -> `field_2nd_language`, `Title` -> `field_title`).
 * 5. Within one job, fields are taken in their stored order; a slug already used by an earlier
 *    field gets `_2`, `_3`, ... (the first free one), so no element is ever repeated.
 */

/** The fixed elements of a feed job, in SPEC 2.1 order. */
export const FIXED_JOB_ELEMENTS = [
  'title', 'date', 'jobid', 'url', 'company', 'city', 'state', 'country',
  'description', 'salary', 'jobtype', 'remotetype',
] as const;

const RESERVED = new Set<string>(['source', 'job', ...FIXED_JOB_ELEMENTS]);
const MAX_LENGTH = 64;

const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h', ŧ: 't', ŋ: 'n',
};

/** The element name of one custom field, before de-duplication within a job (rules 1-4). */
export function slugifyFieldName(name: string): string {
  let slug = String(name)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþıħŧŋ]/g, (letter) => LETTER_FOLDS[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (slug.length > MAX_LENGTH) slug = slug.slice(0, MAX_LENGTH).replace(/_+$/, '');
  if (!slug) return 'field';
  if (/^[0-9]/.test(slug) || slug.startsWith('xml') || RESERVED.has(slug)) return `field_${slug}`;
  return slug;
}

/** Element names for the custom fields of one job, in order, all distinct (rule 5). */
export function customFieldElementNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = slugifyFieldName(name);
    let candidate = base;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}`;
    used.add(candidate);
    return candidate;
  });
}
