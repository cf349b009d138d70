/**
 * Scoring rules of the parser evaluation (the corpus contract's "Scoring"), the same for every
 * part of the corpus. Pure: a document's truth and the parser's output in, counts and failure
 * classes out. Failure classes name what went wrong, never a value from the document, so they can
 * be shown for the held-out test part.
 */
import { editDistance } from '../parse/text';

export interface TruthExperience {
  title: string;
  company: string;
  start: string | null;
  end: string | null;
  current: boolean;
}

export interface TruthEducation {
  degree: string;
  school: string;
  start: string | null;
  end: string | null;
}

export interface TruthLanguage {
  name: string;
  level?: string | null;
  cefr?: string | null;
}

export interface Truth {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  experiences: TruthExperience[];
  education: TruthEducation[];
  skills: string[];
  languages: Array<TruthLanguage | string>;
}

/** What the evaluation reads of the parser's output (ParsedResume fits it). */
export interface ParsedView {
  name: { firstName: string; lastName: string } | null;
  email: string | null;
  phone: string | null;
  linkedinKey: string | null;
  experiences: Array<{ title: string; company: string; start: string | null; end: string | null; current: boolean }>;
  education: Array<{ degree: string; school: string; start: string | null; end: string | null }>;
  skills: string[];
  languages: Array<{ name: string; cefr?: string | null } | string>;
}

export const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'linkedin',
  'experiences',
  'exp.start',
  'exp.end',
  'exp.current',
  'education',
  'edu.start',
  'edu.end',
  'skills',
  'languages',
] as const;
export type Field = (typeof FIELDS)[number];

export interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export interface DocumentScore {
  counts: Record<Field, Counts>;
  /** Failure classes, e.g. "experience: company missing"; one item per occurrence. */
  failures: string[];
  /** CEFR level right on matched languages (informational, not in the overall). */
  cefr: { right: number; total: number };
  /** The truth's entries no parsed entry matched, for diagnostics (where they were read). */
  missed: { experiences: TruthExperience[]; education: TruthEducation[] };
}

export const emptyCounts = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

/** Names: NFKD, accents removed, lower case, hyphens, apostrophes and dots as spaces, spaces collapsed. */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[-‐‑‒–—'’‘`.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Set items (skills, languages) and fuzzy fields: the name folding, other punctuation kept. */
export const foldItem = foldName;

/** Length of the longest common subsequence of two strings. */
function lcs(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) row[j] = a[i - 1] === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1]);
    previous = row;
  }
  return previous[b.length];
}

/** Indel similarity in [0, 1] (rapidfuzz's `ratio` / 100). */
export function ratio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  return (2 * lcs(a, b)) / (a.length + b.length);
}

const tokensOf = (value: string): string[] => [...new Set(foldName(value).replace(/[^\p{L}\p{N}\s]/gu, ' ').split(/\s+/).filter(Boolean))].sort();

/**
 * Token-set ratio in [0, 1] (fuzzywuzzy/rapidfuzz `token_set_ratio` / 100): the tokens both sides
 * share against each side's rest; 1 when one side's tokens are all in the other. Two empty values
 * are equal; one empty value matches nothing.
 */
export function tokenSetRatio(a: string, b: string): number {
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (ta.length === 0 && tb.length === 0) return 1;
  if (ta.length === 0 || tb.length === 0) return 0;
  const inB = new Set(tb);
  const common = ta.filter((token) => inB.has(token));
  const onlyA = ta.filter((token) => !inB.has(token));
  const inA = new Set(ta);
  const onlyB = tb.filter((token) => !inA.has(token));
  if (common.length > 0 && (onlyA.length === 0 || onlyB.length === 0)) return 1;
  const base = common.join(' ');
  const withA = [base, onlyA.join(' ')].filter(Boolean).join(' ');
  const withB = [base, onlyB.join(' ')].filter(Boolean).join(' ');
  return Math.max(common.length ? ratio(base, withA) : 0, common.length ? ratio(base, withB) : 0, ratio(withA, withB));
}

/** A scalar: a right value is TP; a wrong one FP and FN; a miss FN; a value where none is printed FP. */
export function scalar(truth: string | null, found: string | null): Counts {
  if (truth && found) return truth === found ? { tp: 1, fp: 0, fn: 0 } : { tp: 0, fp: 1, fn: 1 };
  if (truth) return { tp: 0, fp: 0, fn: 1 };
  return found ? { tp: 0, fp: 1, fn: 0 } : emptyCounts();
}

function set(truth: string[], found: string[]): Counts {
  const expected = new Set(truth.filter(Boolean));
  const got = new Set(found.filter(Boolean));
  const tp = [...got].filter((key) => expected.has(key)).length;
  return { tp, fp: got.size - tp, fn: expected.size - tp };
}

/** Language names in French or English count as the same language. */
const LANGUAGE_ALIASES: Record<string, string> = {
  anglais: 'english', francais: 'french', espagnol: 'spanish', castillan: 'spanish', allemand: 'german', italien: 'italian',
  portugais: 'portuguese', arabe: 'arabic', chinois: 'chinese', mandarin: 'chinese', 'chinois mandarin': 'chinese', 'mandarin chinese': 'chinese',
  japonais: 'japanese', russe: 'russian', polonais: 'polish', neerlandais: 'dutch', turc: 'turkish', coreen: 'korean', grec: 'greek',
  suedois: 'swedish', roumain: 'romanian', hebreu: 'hebrew', vietnamien: 'vietnamese', gallois: 'welsh', irlandais: 'irish',
  danois: 'danish', norvegien: 'norwegian', finnois: 'finnish', tcheque: 'czech', hongrois: 'hungarian', ukrainien: 'ukrainian',
  catalan: 'catalan', breton: 'breton', basque: 'basque', hindi: 'hindi', ourdou: 'urdu', persan: 'persian', farsi: 'persian',
  'langue des signes francaise': 'french sign language', lsf: 'french sign language', bengali: 'bengali', swahili: 'swahili', wolof: 'wolof',
};

export function languageKey(name: string): string {
  const folded = foldItem(name);
  return LANGUAGE_ALIASES[folded] ?? folded;
}

// The old parser's strings carry the level inline: "English (fluent)".
const languageName = (language: TruthLanguage | { name: string } | string): string => (typeof language === 'string' ? language.split(' (')[0] : language.name);
const languageCefr = (language: TruthLanguage | { name: string; cefr?: string | null } | string): string | null => (typeof language === 'string' ? null : (language.cefr ?? null));

const year = (date: string | null): string | null => date?.slice(0, 4) ?? null;
const THRESHOLD = 0.8;

interface Pairing<T, P> {
  pairs: Array<[T, P]>;
  missed: T[];
  spurious: P[];
}

/** One-to-one greedy matching: the best-scoring acceptable pairs first. */
function greedy<T, P>(truth: T[], parsed: P[], score: (t: T, p: P) => number | null): Pairing<T, P> {
  const candidates: Array<{ i: number; j: number; score: number }> = [];
  truth.forEach((t, i) =>
    parsed.forEach((p, j) => {
      const s = score(t, p);
      if (s !== null) candidates.push({ i, j, score: s });
    }),
  );
  candidates.sort((a, b) => b.score - a.score || a.i - b.i || a.j - b.j);
  const usedT = new Set<number>();
  const usedP = new Set<number>();
  const pairs: Array<[T, P]> = [];
  for (const { i, j } of candidates) {
    if (usedT.has(i) || usedP.has(j)) continue;
    usedT.add(i);
    usedP.add(j);
    pairs.push([truth[i], parsed[j]]);
  }
  return { pairs, missed: truth.filter((_, i) => !usedT.has(i)), spurious: parsed.filter((_, j) => !usedP.has(j)) };
}

function add(into: Counts, more: Counts): void {
  into.tp += more.tp;
  into.fp += more.fp;
  into.fn += more.fn;
}

/** Why a printed date was read wrong: missed, invented, other precision, other value. */
function dateFailure(field: string, truth: string | null, found: string | null): string | null {
  if (truth === found) return null;
  if (truth && !found) return `${field}: not found`;
  if (!truth && found) return `${field}: found where none is printed`;
  if (truth && found && truth.slice(0, 4) === found.slice(0, 4)) return `${field}: other precision or month`;
  return `${field}: wrong year`;
}

function scalarFailure(field: string, truth: string | null, found: string | null): string | null {
  if (truth === found || (!truth && !found)) return null;
  if (truth && !found) return `${field}: not found`;
  if (!truth) return `${field}: found where none is printed`;
  return `${field}: wrong value`;
}

/** A wrong name told by its shape: a word too many or too few, the other name's place, or another line. */
function nameFailure(field: string, truth: string | null, found: string | null, [otherTruth, otherFound]: Array<string | null>): string | null {
  const base = scalarFailure(field, truth, found);
  if (base !== `${field}: wrong value` || !truth || !found) return base;
  const words = (value: string): string[] => value.split(' ');
  if (found === otherTruth && truth === otherFound) return `${base} (first and last swapped)`;
  if (words(found).length > words(truth).length && words(truth).every((word) => words(found).includes(word))) return `${base} (with a word more)`;
  if (words(truth).length > words(found).length && words(found).every((word) => words(truth).includes(word))) return `${base} (a word missing)`;
  return `${base} (${ratio(truth, found) >= 0.8 ? 'a close spelling' : 'another text'})`;
}

/** A wrong e-mail or LinkedIn told by its shape: more text, cut short, a few characters misread, or another text. */
function contactFailure(field: string, truth: string | null, found: string | null): string | null {
  const base = scalarFailure(field, truth, found);
  if (base !== `${field}: wrong value` || !truth || !found) return base;
  if (found.includes(truth)) return `${base} (with more text)`;
  if (truth.includes(found)) return `${base} (cut short)`;
  const distance = editDistance(truth, found);
  return `${base} (${distance === 1 ? '1 character differs' : distance <= 3 ? `${distance} characters differ` : 'another text'})`;
}

function phoneFailure(truth: string | null, found: string | null): string | null {
  const base = scalarFailure('phone', truth, found);
  if (!base || !truth || !found || base !== 'phone: wrong value') return base;
  const code = (value: string): string => (/^\+(1|33|44|32|41|49|34|39|351|352|212|216|213)/.exec(value)?.[1] ?? value.slice(1, 3));
  if (/(?:19|20)\d\d.*(?:19|20)\d\d/.test(found.slice(3))) return 'phone: read from dates or years';
  return code(truth) === code(found) ? 'phone: wrong digits' : 'phone: wrong country';
}

/** Why a printed entry found no partner: the nearest parsed entry (same start year first) tells. */
function entryFailure(kind: 'experience' | 'education', a: [string, string], candidates: Array<[string, string]>): string {
  const [first, second] = kind === 'experience' ? ['title', 'company'] : ['degree', 'school'];
  if (candidates.length === 0) return `${kind}: entry missing`;
  const scored = candidates.map(([x, y]) => ({ x, y, s: tokenSetRatio(a[0], x) + tokenSetRatio(a[1], y), swapped: tokenSetRatio(a[0], y) >= THRESHOLD && tokenSetRatio(a[1], x) >= THRESHOLD }));
  scored.sort((p, q) => q.s - p.s);
  const best = scored[0];
  if (best.swapped) return `${kind}: ${first} and ${second} swapped`;
  const okFirst = tokenSetRatio(a[0], best.x) >= THRESHOLD;
  const okSecond = tokenSetRatio(a[1], best.y) >= THRESHOLD;
  if (okFirst && okSecond) return `${kind}: start year wrong`;
  if (okFirst) return best.y.trim() === '' ? `${kind}: ${second} empty` : `${kind}: ${second} wrong`;
  if (okSecond) return best.x.trim() === '' ? `${kind}: ${first} empty` : `${kind}: ${first} wrong`;
  return `${kind}: entry missing`;
}

export function scoreDocument(truth: Truth, parsed: ParsedView): DocumentScore {
  const counts = Object.fromEntries(FIELDS.map((field) => [field, emptyCounts()])) as Record<Field, Counts>;
  const failures: string[] = [];
  const note = (failure: string | null): void => {
    if (failure) failures.push(failure);
  };
  const foldOrNull = (value: string | null | undefined): string | null => (value ? foldName(value) || null : null);

  const first = foldOrNull(truth.firstName);
  const last = foldOrNull(truth.lastName);
  const foundFirst = foldOrNull(parsed.name?.firstName);
  const foundLast = foldOrNull(parsed.name?.lastName);
  counts.firstName = scalar(first, foundFirst);
  counts.lastName = scalar(last, foundLast);
  note(nameFailure('first name', first, foundFirst, [last, foundLast]));
  note(nameFailure('last name', last, foundLast, [first, foundFirst]));

  const email = truth.email?.toLowerCase() ?? null;
  const foundEmail = parsed.email?.toLowerCase() ?? null;
  counts.email = scalar(email, foundEmail);
  note(contactFailure('email', email, foundEmail));
  counts.phone = scalar(truth.phone, parsed.phone);
  note(phoneFailure(truth.phone, parsed.phone));
  const linkedin = truth.linkedin?.toLowerCase().replace(/^(?:https?:\/\/)?(?:[a-z]{2,3}\.|www\.)?/, '').replace(/\/$/, '') ?? null;
  const foundLinkedin = parsed.linkedinKey ? `linkedin.com/in/${parsed.linkedinKey.toLowerCase()}` : null;
  counts.linkedin = scalar(linkedin, foundLinkedin);
  note(contactFailure('linkedin', linkedin, foundLinkedin));

  const experiences = greedy(truth.experiences, parsed.experiences, (t, p) => {
    const title = tokenSetRatio(t.title, p.title);
    const company = tokenSetRatio(t.company, p.company);
    return title >= THRESHOLD && company >= THRESHOLD && year(t.start) === year(p.start) ? title + company : null;
  });
  counts.experiences = { tp: experiences.pairs.length, fp: experiences.spurious.length, fn: experiences.missed.length };
  for (const [t, p] of experiences.pairs) {
    add(counts['exp.start'], scalar(t.start, p.start));
    add(counts['exp.end'], scalar(t.end, p.end));
    add(counts['exp.current'], scalar(String(t.current), String(p.current)));
    note(dateFailure('exp.start', t.start, p.start));
    note(dateFailure('exp.end', t.end, p.end));
    if (t.current !== p.current) note(`exp.current: ${t.current ? 'ongoing entry read as ended' : 'ended entry read as ongoing'}`);
  }
  for (const t of experiences.missed) {
    const sameYear = experiences.spurious.filter((p) => year(p.start) === year(t.start));
    note(entryFailure('experience', [t.title, t.company], (sameYear.length ? sameYear : experiences.spurious).map((p) => [p.title, p.company])));
  }
  for (let i = 0; i < experiences.spurious.length - experiences.missed.length; i += 1) note('experience: extra entry');

  const education = greedy(truth.education, parsed.education, (t, p) => {
    const degree = tokenSetRatio(t.degree, p.degree);
    const school = tokenSetRatio(t.school, p.school);
    return degree >= THRESHOLD && school >= THRESHOLD ? degree + school : null;
  });
  counts.education = { tp: education.pairs.length, fp: education.spurious.length, fn: education.missed.length };
  for (const [t, p] of education.pairs) {
    add(counts['edu.start'], scalar(t.start, p.start));
    add(counts['edu.end'], scalar(t.end, p.end));
    note(dateFailure('edu.start', t.start, p.start));
    note(dateFailure('edu.end', t.end, p.end));
  }
  for (const t of education.missed) note(entryFailure('education', [t.degree, t.school], education.spurious.map((p) => [p.degree, p.school])));
  for (let i = 0; i < education.spurious.length - education.missed.length; i += 1) note('education: extra entry');

  const truthSkills = truth.skills.map(foldItem);
  const foundSkills = parsed.skills.map(foldItem);
  counts.skills = set(truthSkills, foundSkills);
  for (const item of truthSkills.filter((t) => !foundSkills.includes(t))) note(missedSkill(item, foundSkills));
  const elsewhere = [...truth.experiences.flatMap((e) => [e.title, e.company]), ...truth.education.flatMap((e) => [e.degree, e.school]), truth.firstName ?? '', truth.lastName ?? ''].map(foldItem).filter(Boolean);
  for (const item of foundSkills.filter((p) => !truthSkills.includes(p))) note(extraSkill(item, truthSkills, elsewhere));

  const truthLanguages = truth.languages.map((l) => languageKey(languageName(l)));
  const foundLanguages = parsed.languages.map((l) => languageKey(languageName(l)));
  counts.languages = set(truthLanguages, foundLanguages);
  for (let i = 0; i < counts.languages.fn; i += 1) note(foundLanguages.some((l) => truthLanguages.includes(l)) ? 'languages: language missed, others found' : 'languages: language missed, none found');
  for (let i = 0; i < counts.languages.fp; i += 1) note('languages: extra language');
  const cefr = { right: 0, total: 0 };
  for (const t of truth.languages) {
    const wanted = languageCefr(t);
    if (!wanted) continue;
    const found = parsed.languages.find((l) => languageKey(languageName(l)) === languageKey(languageName(t)));
    if (!found) continue;
    cefr.total += 1;
    if (languageCefr(found) === wanted) cefr.right += 1;
    else note(languageCefr(found) ? 'languages: wrong CEFR level' : 'languages: CEFR level not mapped');
  }
  return { counts, failures, cefr, missed: { experiences: experiences.missed, education: education.missed } };
}

export function addCounts(into: Record<Field, Counts>, more: Record<Field, Counts>): void {
  for (const field of FIELDS) add(into[field], more[field]);
}

export function prf(c: Counts): { p: number; r: number; f1: number } {
  const p = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  return { p, r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}

/** Mean of the fields' F1 (the 14 fields, or those a corpus labels). */
export function overall(totals: Record<Field, Counts>, fields: readonly Field[] = FIELDS): number {
  return fields.reduce((sum, field) => sum + prf(totals[field]).f1, 0) / fields.length;
}

/** Why a skill of the truth was not found, told by its shape and by what was found instead (never its value). */
function missedSkill(item: string, found: string[]): string {
  if (found.length === 0) return 'skills: item missed, no skill found';
  if (found.some((other) => other.includes(item))) return 'skills: item missed, inside a longer item found';
  if (found.some((other) => item.includes(other))) return 'skills: item missed, a part of it found';
  const words = item.split(' ').length;
  if (words > 5 || item.length > 40) return 'skills: item missed, more than 5 words or 40 characters';
  if (/[()/&+#.\d]/.test(item)) return 'skills: item missed, with brackets, slash, symbol or digit';
  return `skills: item missed, ${words === 1 ? 'one word' : `${Math.min(words, 3)}${words >= 3 ? '+' : ''} words`}`;
}

/** What an extra skill is, told by its shape against the truth (never its value). */
function extraSkill(item: string, truth: string[], elsewhere: string[]): string {
  if (truth.filter((other) => item.includes(other)).length >= 2) return 'skills: extra item, several true items joined';
  if (truth.some((other) => item.includes(other))) return 'skills: extra item, a true item with more text';
  if (truth.some((other) => other.includes(item))) return 'skills: extra item, a part of a true item';
  if (elsewhere.some((other) => other.includes(item) || item.includes(other))) return 'skills: extra item, from a job, a degree or the name';
  if (/\d/.test(item)) return 'skills: extra item, with a digit';
  return `skills: extra item, ${item.split(' ').length > 3 ? 'more than 3 words' : '1-3 words'}`;
}
