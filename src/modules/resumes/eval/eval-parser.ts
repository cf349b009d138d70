/**
 * Parser evaluation on the labelled corpus (test/fixtures/resumes, made by
 * scripts/make-resume-corpus.js): precision, recall and F1 per field and per format.
 *
 *   npm run eval:parser            (builds, then runs this file from dist/)
 *   node dist/modules/resumes/eval/eval-parser.js [--no-ocr] [--dir DIR] [--out FILE]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { detectResumeType } from '../detect/detect-resume-type';
import { extractText } from '../extract/extract-text';
import { terminateOcr } from '../extract/ocr';
import { languageName } from '../parse/languages';
import { parseResume, ParsedResume } from '../parse/parse-resume';
import { fold } from '../parse/text';

interface Truth {
  file: string;
  format: string;
  lang: string;
  layout: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  linkedin: string | null;
  experiences: Array<{ title: string; company: string; startYear: string }>;
  education: Array<{ degree: string; school: string }>;
  skills: string[];
  languages: string[];
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

export const FIELDS = ['email', 'phone', 'linkedin', 'name', 'experiences', 'education', 'skills', 'languages'] as const;
type Field = (typeof FIELDS)[number];

const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0 });

/** Scalar field: right value = TP; a wrong value counts as FP and FN; a miss is FN; a value where none exists is FP. */
function scalar(truth: string | null, found: string | null): Counts {
  if (truth && found) return truth === found ? { tp: 1, fp: 0, fn: 0 } : { tp: 0, fp: 1, fn: 1 };
  if (truth) return { tp: 0, fp: 0, fn: 1 };
  return found ? { tp: 0, fp: 1, fn: 0 } : empty();
}

/** Set field: items compared by key. */
function set(truth: string[], found: string[]): Counts {
  const expected = new Set(truth);
  const got = new Set(found);
  const tp = [...got].filter((key) => expected.has(key)).length;
  return { tp, fp: got.size - tp, fn: expected.size - tp };
}

export function score(truth: Truth, parsed: ParsedResume): Record<Field, Counts> {
  return {
    email: scalar(truth.email.toLowerCase(), parsed.email),
    phone: scalar(truth.phone, parsed.phone),
    linkedin: scalar(truth.linkedin, parsed.linkedinKey),
    name: scalar(fold(`${truth.firstName} ${truth.lastName}`), parsed.name ? fold(`${parsed.name.firstName} ${parsed.name.lastName}`) : null),
    experiences: set(
      truth.experiences.map((e) => `${fold(e.title)}|${fold(e.company)}|${e.startYear}`),
      parsed.experiences.map((e) => `${fold(e.title)}|${fold(e.company)}|${e.start?.slice(0, 4) ?? ''}`),
    ),
    education: set(truth.education.map((e) => `${fold(e.degree)}|${fold(e.school)}`), parsed.education.map((e) => `${fold(e.degree)}|${fold(e.school)}`)),
    skills: set(truth.skills.map(fold), parsed.skills.map(fold)),
    languages: set(truth.languages.map(fold), parsed.languages.map((l) => fold(languageName(l)))),
  };
}

function add(into: Counts, more: Counts): void {
  into.tp += more.tp;
  into.fp += more.fp;
  into.fn += more.fn;
}

function prf(c: Counts): { p: number; r: number; f1: number } {
  const p = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const r = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  return { p, r, f1: p + r === 0 ? 0 : (2 * p * r) / (p + r) };
}

const fmt = (n: number): string => n.toFixed(3);

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: string): string => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const root = resolve(__dirname, '../../../..');
  const dir = resolve(option('--dir', join(root, 'test/fixtures/resumes')));
  const out = resolve(option('--out', join(root, 'bench/results/parser-eval.md')));
  const skipOcr = argv.includes('--no-ocr');
  const verbose = argv.includes('--verbose');

  const totals = new Map<string, Record<Field, Counts>>();
  const bucket = (key: string): Record<Field, Counts> => {
    if (!totals.has(key)) totals.set(key, Object.fromEntries(FIELDS.map((f) => [f, empty()])) as Record<Field, Counts>);
    return totals.get(key) as Record<Field, Counts>;
  };
  const files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
  for (const name of files) {
    const truth = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Truth;
    const image = truth.format === 'png' || truth.format === 'jpg' || truth.format === 'pdf-scan';
    if (image && skipOcr) continue;
    const bytes = readFileSync(join(dir, truth.file));
    const type = await detectResumeType(bytes);
    if (!type) throw new Error(`${truth.file}: type not recognised`);
    const { text } = await extractText(bytes, type.ext);
    const parsed = parseResume(text);
    const scores = score(truth, parsed);
    for (const key of ['all', `format:${truth.format}`, `lang:${truth.lang}`, `layout:${truth.layout}`]) {
      for (const field of FIELDS) add(bucket(key)[field], scores[field]);
    }
    if (verbose) {
      const misses = FIELDS.filter((f) => scores[f].fp + scores[f].fn > 0);
      if (misses.length) process.stdout.write(`${truth.file}: ${misses.map((f) => `${f}(fp ${scores[f].fp}, fn ${scores[f].fn})`).join(' ')}\n`);
    }
  }
  await terminateOcr();

  const lines: string[] = [];
  lines.push(`# Parser evaluation`, '', `Corpus: ${files.length} labelled resumes in test/fixtures/resumes (generated by scripts/make-resume-corpus.js)${skipOcr ? ', images skipped (--no-ocr)' : ''}.`, '');
  lines.push('## F1 per field and format', '');
  const keys = [...totals.keys()].sort((a, b) => (a === 'all' ? -1 : b === 'all' ? 1 : a.localeCompare(b)));
  lines.push(`| field | ${keys.join(' | ')} |`, `|---|${keys.map(() => '---').join('|')}|`);
  for (const field of FIELDS) lines.push(`| ${field} | ${keys.map((key) => fmt(prf((totals.get(key) as Record<Field, Counts>)[field]).f1)).join(' | ')} |`);
  lines.push('', '## Precision / recall / F1 (all formats)', '', '| field | precision | recall | F1 | TP | FP | FN |', '|---|---|---|---|---|---|---|');
  for (const field of FIELDS) {
    const c = bucket('all')[field];
    const { p, r, f1 } = prf(c);
    lines.push(`| ${field} | ${fmt(p)} | ${fmt(r)} | ${fmt(f1)} | ${c.tp} | ${c.fp} | ${c.fn} |`);
  }
  const imageContact = empty();
  for (const key of ['format:png', 'format:jpg', 'format:pdf-scan']) {
    const b = totals.get(key);
    if (b) for (const field of ['email', 'phone', 'linkedin'] as const) add(imageContact, b[field]);
  }
  if (!skipOcr) lines.push('', `Image resumes (PNG, JPEG, scanned PDF), contact fields (email + phone + LinkedIn): F1 ${fmt(prf(imageContact).f1)}.`);
  lines.push('', 'Scalar fields: a wrong value counts as one false positive and one false negative. Experiences match on title + company + start year, education on degree + school, all compared case- and accent-insensitively.', '');
  const report = lines.join('\n');
  process.stdout.write(`${report}\n`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, report);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
