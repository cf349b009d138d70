/**
 * Parser evaluation on the resume development corpus (the corpus contract's "Scoring"):
 * precision, recall and F1 per field, per format and per language, for each part:
 *   - tuning: test/fixtures/resume-corpus/tuning (the parser is tuned on it; everything is shown);
 *   - test:   test/fixtures/resume-corpus/test (held out: only aggregate scores and failure-class
 *             counts are printed, never a document's text, values or id);
 *   - own generator: test/fixtures/resumes (the old self-generated corpus, for reference);
 *   - headers, headers-2, headers-3, headers-4, skill-sections, skill-sections-2, skill-sections-3, skill-sections-4, entry-sections: test/fixtures/resume-headers and
 *     resume-sections (resume tops and sections as text, scored on the fields they label).
 *
 *   npm run eval:parser     (builds the code, renders both parts into .cache/resume-corpus/, cached)
 *   node dist/modules/resumes/eval/eval-parser.js [--part tuning,test,own,headers,headers-2,headers-3,headers-4,skill-sections,skill-sections-2,skill-sections-3,skill-sections-4,entry-sections] [--no-build] [--no-ocr]
 *        [--formats png,jpeg] [--no-cache] [--verbose] [--out FILE] [--parser DIST]
 * --verbose lists the tuning part's failures per document. --parser scores another build of the
 * service (its dist/ folder, e.g. main's, for a before/after comparison) on the same corpus. Extractions are cached by file hash and
 * extractor build (.cache/resume-corpus/extracted/), so a parser change re-runs in seconds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { detectResumeType } from '../detect/detect-resume-type';
import type { Extraction } from '../extract/extract-text';
import type { resumeLines } from '../parse/lines';
import type { ParsedResume, readingLines } from '../parse/parse-resume';
import type { headingKind, splitSections } from '../parse/sections';
import { Buckets, Part, PartResult, report } from './report';
import { addCounts, Counts, emptyCounts, Field, FIELDS, foldItem, scoreDocument, Truth } from './scoring';

const ROOT = resolve(__dirname, '../../../..');
const CACHE = join(ROOT, '.cache/resume-corpus');

interface ManifestEntry {
  id: string;
  file: string;
  format: string;
  language: string;
  layout: string;
  truth: Truth;
}

const emptyRecord = (): Record<Field, Counts> => Object.fromEntries(FIELDS.map((field) => [field, emptyCounts()])) as Record<Field, Counts>;

/** Renders a contract part with its own build script (cached); false when the part is absent. */
function buildPart(part: 'tuning' | 'test'): boolean {
  const script = join(ROOT, 'scripts/resume-corpus', part, 'build.js');
  if (!existsSync(script)) return false;
  const run = spawnSync(process.execPath, [script], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`The ${part} part did not build (node ${script} exited ${run.status})`);
  return true;
}

function contractPart(key: 'tuning' | 'test'): Part | null {
  const manifestPath = join(ROOT, 'test/fixtures/resume-corpus', key, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ManifestEntry[];
  return {
    key,
    title: key === 'tuning' ? 'tuning part' : 'test part (held out)',
    blind: key === 'test',
    fields: FIELDS,
    note: `${manifest.length} documents, ${new Set(manifest.map((entry) => entry.layout)).size} layouts, rendered by scripts/resume-corpus/${key}/build.js`,
    documents: manifest.map((entry) => ({
      id: entry.id,
      path: join(CACHE, key, entry.file),
      format: entry.format === 'jpg' ? 'jpeg' : entry.format,
      language: entry.language,
      layout: entry.layout,
      truth: entry.truth,
    })),
  };
}

interface OwnTruth {
  file: string;
  format: string;
  lang: string;
  layout: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  linkedin: string | null;
  experiences: Array<{ title: string; company: string; startYear: string; current: boolean }>;
  education: Array<{ degree: string; school: string }>;
  skills: string[];
  languages: string[];
}

/** The old generated corpus: its labels have no dates but start years, so only the fields it labels are scored. */
function ownPart(): Part {
  const dir = join(ROOT, 'test/fixtures/resumes');
  const documents = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const own = JSON.parse(readFileSync(join(dir, name), 'utf8')) as OwnTruth;
      const truth: Truth = {
        firstName: own.firstName,
        lastName: own.lastName,
        email: own.email,
        phone: own.phone,
        linkedin: own.linkedin ? `linkedin.com/in/${own.linkedin}` : null,
        experiences: own.experiences.map((e) => ({ title: e.title, company: e.company, start: e.startYear, end: null, current: e.current })),
        education: own.education.map((e) => ({ degree: e.degree, school: e.school, start: null, end: null })),
        skills: own.skills,
        languages: own.languages,
      };
      return { id: own.file, path: join(dir, own.file), format: own.format === 'jpg' ? 'jpeg' : own.format, language: own.lang, layout: own.layout, truth };
    });
  return {
    key: 'own',
    title: 'own generator (test/fixtures/resumes, made by scripts/make-resume-corpus.js: the parser was written against it)',
    blind: false,
    fields: ['firstName', 'lastName', 'email', 'phone', 'linkedin', 'experiences', 'exp.current', 'education', 'skills', 'languages'],
    note: `${documents.length} documents; its labels have start years only, so exp.start/end and edu dates are not scored and "overall" is the mean of the ${10} labelled fields`,
    documents,
  };
}

/** A case of the parts given as text: a resume's first lines or some of its sections, with the truth of what they print. */
interface TextCase {
  id: string;
  language: string;
  text: string;
  truth: Partial<Truth>;
  note: string;
}

/** The parts given as text, written with their truth by engineers who had not read the parser. */
const TEXT_PARTS = {
  headers: {
    file: 'resume-headers/cases.json',
    fields: ['firstName', 'lastName', 'email', 'phone', 'linkedin'],
    title: 'resume headers (test/fixtures/resume-headers: the first lines of a resume as text, names and contacts only)',
  },
  'headers-2': {
    file: 'resume-headers/cases-2.json',
    fields: ['firstName', 'lastName', 'email', 'phone', 'linkedin'],
    title: 'resume headers, second set (test/fixtures/resume-headers/cases-2.json: harder resume tops as text, names and contacts only)',
  },
  'headers-3': {
    file: 'resume-headers/cases-3.json',
    fields: ['firstName', 'lastName', 'email', 'phone', 'linkedin'],
    title: 'resume headers, third set (test/fixtures/resume-headers/cases-3.json: resume tops as OCR prints image resumes, names and contacts only)',
  },
  'headers-4': {
    file: 'resume-headers/cases-4.json',
    fields: ['firstName', 'lastName', 'email', 'phone', 'linkedin'],
    title: 'resume headers, fourth set (test/fixtures/resume-headers/cases-4.json: resume tops as pdftotext, Word and OCR print them, names and LinkedIn first)',
  },
  'skill-sections': {
    file: 'resume-sections/skills.json',
    fields: ['skills', 'languages'],
    title: 'skills and languages sections (test/fixtures/resume-sections/skills.json: resume fragments as text)',
  },
  'skill-sections-2': {
    file: 'resume-sections/skills-2.json',
    fields: ['skills', 'languages'],
    title: 'skills and languages sections, second set (test/fixtures/resume-sections/skills-2.json: resume fragments as text)',
  },
  'skill-sections-3': {
    file: 'resume-sections/skills-3.json',
    fields: ['skills', 'languages'],
    title: 'skills and languages sections, third set (test/fixtures/resume-sections/skills-3.json: image resumes as OCR prints them)',
  },
  'skill-sections-4': {
    file: 'resume-sections/skills-4.json',
    fields: ['skills', 'languages'],
    title: 'skills and languages sections, fourth set (test/fixtures/resume-sections/skills-4.json: short resumes as pdftotext, Word and OCR print them)',
  },
  'entry-sections': {
    file: 'resume-sections/entries.json',
    fields: ['experiences', 'exp.start', 'exp.end', 'exp.current', 'education', 'edu.start', 'edu.end'],
    title: 'experience and education sections (test/fixtures/resume-sections/entries.json: resume fragments as text)',
  },
} as const satisfies Record<string, { file: string; fields: readonly Field[]; title: string }>;

/**
 * A part given as text, scored on the fields its truth gives. pdftotext printed some cases with their columns
 * side by side on a line; the extractors give each column's piece a line of its own, so each piece is given
 * its own line here too. A job or a degree the text prints without its company or school has an empty one.
 */
function textPart(key: keyof typeof TEXT_PARTS): Part {
  const { file, fields, title } = TEXT_PARTS[key];
  const cases = JSON.parse(readFileSync(join(ROOT, 'test/fixtures', file), 'utf8')) as TextCase[];
  const documents = cases.map((entry) => ({
    id: entry.id,
    path: '',
    text: entry.text
      .split('\n')
      .flatMap((line) => line.split(/\s{3,}/))
      .join('\n'),
    format: 'text',
    language: entry.language,
    layout: entry.note,
    truth: {
      firstName: entry.truth.firstName ?? null,
      lastName: entry.truth.lastName ?? null,
      email: entry.truth.email ?? null,
      phone: entry.truth.phone ?? null,
      linkedin: entry.truth.linkedin ?? null,
      experiences: (entry.truth.experiences ?? []).map((job) => ({ ...job, title: job.title ?? '', company: job.company ?? '' })),
      education: (entry.truth.education ?? []).map((degree) => ({ ...degree, degree: degree.degree ?? '', school: degree.school ?? '' })),
      skills: entry.truth.skills ?? [],
      languages: entry.truth.languages ?? [],
    },
  }));
  return {
    key,
    title,
    blind: false,
    fields,
    note: `${documents.length} cases, written with their truth by an engineer who had not read the parser; "overall" is the mean of its ${fields.length} fields`,
    documents,
  };
}

/** A part restricted to some formats (--formats png,jpeg: a quick look at what an OCR change does). */
function onlyFormats(part: Part | null, formats: string[] | null): Part | null {
  if (!part || !formats) return part;
  const documents = part.documents.filter((doc) => formats.includes(doc.format));
  return { ...part, documents, note: `${part.note}; only ${formats.join(', ')}: ${documents.length} documents` };
}

/** The extractor and parser under evaluation: this build's, or another dist/ folder's (--parser). */
interface Implementation {
  dir: string;
  extractText(bytes: Buffer, ext: string): Promise<Extraction>;
  terminateOcr(): Promise<void>;
  parseResume(text: string, layout?: Extraction['lines'], links?: Extraction['links']): ParsedResume;
  /** The parser's sections of a document (kind -> its lines' text) and the kinds of the headings it read alone on a line, to tell a lost heading from a lost list. */
  sectionsRead(text: string, layout?: Extraction['lines']): SectionsRead;
}

/** The sections a parser read: kind -> its lines' text, the kinds of the headings read alone on a line, and every line in reading order with its heading kind. */
interface SectionsRead {
  content: Map<string, string[]>;
  headings: Set<string>;
  order: Array<{ text: string; heading: string | null }>;
}

function implementation(dist: string | null): Implementation {
  const dir = dist ? join(resolve(dist), 'modules/resumes') : resolve(__dirname, '..');
  const extract = require(join(dir, 'extract/extract-text.js')) as { extractText: Implementation['extractText'] };
  const ocr = require(join(dir, 'extract/ocr.js')) as { terminateOcr: Implementation['terminateOcr'] };
  const parse = require(join(dir, 'parse/parse-resume.js')) as { parseResume: Implementation['parseResume']; readingLines?: typeof readingLines };
  const lines = require(join(dir, 'parse/lines.js')) as { resumeLines: typeof resumeLines };
  const sections = require(join(dir, 'parse/sections.js')) as { splitSections: typeof splitSections; headingKind: typeof headingKind };
  const sectionsRead = (text: string, layout?: Extraction['lines']): SectionsRead => {
    // (an older build, --parser, without readingLines: its lines as the layout gave them)
    const read = parse.readingLines ? parse.readingLines(text, layout) : lines.resumeLines(text, layout);
    const order = read.map((line) => ({ text: line.text, heading: sections.headingKind(line.text) }));
    return {
      content: new Map(Object.entries(sections.splitSections(read)).map(([kind, content]) => [kind, content.map((line: { text: string }) => line.text)])),
      headings: new Set(order.map((line) => line.heading).filter((kind): kind is NonNullable<typeof kind> => kind !== null)),
      order,
    };
  };
  return { dir, extractText: extract.extractText, terminateOcr: ocr.terminateOcr, parseResume: parse.parseResume, sectionsRead };
}

/** A hash of the built extractor, so a cached extraction is dropped when the extraction code changes. */
function extractorVersion(impl: Implementation): string {
  const hash = createHash('sha256');
  const dir = join(impl.dir, 'extract');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.js')).sort()) hash.update(readFileSync(join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

/** Where a LinkedIn handle printed without its URL stands on its line, told without its text (the test part's failure classes). */
function handleShape(text: string, handle: string): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.toLowerCase().replace(/\s+/g, '').includes(handle));
  if (index < 0) return 'broken over lines';
  const line = lines[index].toLowerCase();
  const compact = line.replace(/\s+/g, '');
  const before = compact.slice(0, compact.indexOf(handle));
  const after = compact.slice(compact.indexOf(handle) + handle.length);
  const what = /linkedin/.test(before)
    ? 'after the word LinkedIn'
    : /\/in\/?$|(?:^|[^a-z])in\/?$/.test(before)
      ? 'after "in/"'
      : before === '' && after === ''
        ? 'alone on its line'
        : before.length <= 3 && !/[a-z0-9]{2}/.test(before)
          ? `after a glyph or two${after ? ', text after it' : ''}`
          : `${/@/.test(line) || /\d{6}/.test(compact) ? 'on a line of other contacts' : 'after other text'}`;
  return `${what}, line ${index + 1} of ${lines.length}`;
}

/** Where a list's items stand from its heading when the heading was read with nothing under it: before or after it, and the next heading in reading order. */
function headingShape(order: SectionsRead['order'], kind: string, items: string[]): string {
  const heading = order.findIndex((line) => line.heading === kind);
  const next = order.slice(heading + 1).find((line) => line.heading !== null)?.heading ?? 'none';
  const at = items.map((item) => order.findIndex((line) => foldItem(line.text).includes(foldItem(item)))).filter((index) => index >= 0);
  if (at.length === 0) return `items on no line; next heading ${next}`;
  const first = Math.min(...at) - heading;
  const last = Math.max(...at) - heading;
  return `items from ${first} to ${last} lines after it; next heading ${next}${next === 'none' ? '' : ` ${order.findIndex((line, index) => index > heading && line.heading !== null) - heading} lines after it`}`;
}

async function extract(impl: Implementation, bytes: Buffer, useCache: boolean, version: string): Promise<Extraction> {
  const key = createHash('sha256').update(bytes).digest('hex');
  const file = join(CACHE, 'extracted', `${version}-${key}.json`);
  if (useCache && existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Extraction;
  const type = await detectResumeType(bytes);
  if (!type) throw new Error('type not recognised');
  const extraction = await impl.extractText(bytes, type.ext);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(extraction));
  return extraction;
}

async function evaluate(impl: Implementation, part: Part, options: { skipOcr: boolean; useCache: boolean; version: string }): Promise<PartResult> {
  const buckets: Buckets = new Map();
  const bucket = (key: string): Record<Field, Counts> => {
    if (!buckets.has(key)) buckets.set(key, emptyRecord());
    return buckets.get(key) as Record<Field, Counts>;
  };
  const failures = new Map<string, number>();
  const perDocument: PartResult['perDocument'] = [];
  const cefr = { right: 0, total: 0 };
  let skipped = 0;
  let errors = 0;
  for (const [index, doc] of part.documents.entries()) {
    const image = ['png', 'jpeg', 'pdf-scan'].includes(doc.format);
    if ((image && options.skipOcr) || (doc.text === undefined && !existsSync(doc.path))) {
      skipped += 1;
      continue;
    }
    process.stderr.write(`\r${part.key}: ${index + 1}/${part.documents.length}   `);
    let extraction: Pick<Extraction, 'text' | 'lines' | 'links'> = { text: doc.text ?? '' };
    if (doc.text === undefined) {
      try {
        extraction = await extract(impl, readFileSync(doc.path), options.useCache, options.version);
      } catch {
        errors += 1;
        failures.set('document: extraction failed', (failures.get('document: extraction failed') ?? 0) + 1);
      }
    }
    const parsed = impl.parseResume(extraction.text, extraction.lines, extraction.links);
    const score = scoreDocument(doc.truth, parsed);
    // (a list lost whole: was its heading read, and in which section were its items read?)
    const read = impl.sectionsRead(extraction.text, extraction.lines);
    const whereRead = (items: string[]): string => {
      const kinds = items.map((item) => [...read.content.entries()].find(([, texts]) => texts.some((text) => foldItem(text).includes(foldItem(item))))?.[0] ?? 'no line');
      return [...new Set(kinds)].sort().join('+');
    };
    const lost = { skills: doc.truth.skills, languages: doc.truth.languages.map((language) => (typeof language === 'string' ? language : language.name)) };
    // (an entry lost whole: in which section was its company or school read?)
    const entryWhere = [...score.missed.experiences.map((entry) => `experience: entry missing (its company read in ${whereRead([entry.company])})`), ...score.missed.education.map((entry) => `education: entry missing (its school read in ${whereRead([entry.school])})`)];
    score.failures = score.failures.map((failure) => {
      if (!/^(?:experience|education): entry missing$/.test(failure)) return failure;
      const index = entryWhere.findIndex((where) => where.startsWith(failure.split(':')[0]));
      return index < 0 ? failure : entryWhere.splice(index, 1)[0];
    });
    // (a contact not found: was it read at all, whole or with its "linkedin.com/in/" host?)
    const flat = extraction.text.toLowerCase().replace(/\s+/g, '');
    const handle = doc.truth.linkedin?.replace(/^linkedin\.com\/in\//, '').toLowerCase() ?? '';
    score.failures = score.failures.map((failure) => {
      if (failure === 'linkedin: not found') return `${failure} (${flat.includes(`linkedin.com/in/${handle}`) ? 'its URL read' : flat.includes(handle) ? `its handle read, no URL; ${handleShape(extraction.text, handle)}` : 'its handle not read'})`;
      if (failure === 'email: not found') return `${failure} (${flat.includes((doc.truth.email ?? '').toLowerCase()) ? 'read' : 'not read whole'})`;
      return failure;
    });
    score.failures = score.failures.map((failure) => {
      if (!/^skills: item missed, no skill found$|^languages: language missed, none found$/.test(failure)) return failure;
      const field = failure.startsWith('skills') ? 'skills' : 'languages';
      const heading = (read.content.get(field)?.length ?? 0) > 0 ? 'its heading read' : read.headings.has(field) ? `its heading read, nothing under it; ${headingShape(read.order, field, lost[field])}` : 'no heading read';
      return `${failure} (${heading}; items in ${whereRead(lost[field])})`;
    });
    for (const key of ['all', `format:${doc.format}`, `language:${doc.language}`]) addCounts(bucket(key), score.counts);
    // Failure classes of fields the part does not label (the own corpus's dates) are not failures.
    score.failures = score.failures.filter((failure) => !/^(?:exp|edu)\.(?:start|end)/.test(failure) || part.fields.includes(failure.split(':')[0] as Field));
    for (const failure of score.failures) failures.set(failure, (failures.get(failure) ?? 0) + 1);
    cefr.right += score.cefr.right;
    cefr.total += score.cefr.total;
    perDocument.push({ id: doc.id, failures: score.failures });
  }
  process.stderr.write('\n');
  return { part, buckets, failures, perDocument, cefr, skipped, errors };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: string): string => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const wanted = option('--part', `tuning,test,own,${Object.keys(TEXT_PARTS).join(',')}`).split(',');
  const out = resolve(option('--out', join(ROOT, 'bench/results/parser-eval.md')));
  const skipOcr = argv.includes('--no-ocr');
  const formats = argv.includes('--formats') ? option('--formats', '').split(',') : null;
  const verbose = argv.includes('--verbose');
  const parts: Part[] = [];
  for (const key of ['tuning', 'test'] as const) {
    if (!wanted.includes(key)) continue;
    const built = argv.includes('--no-build') || buildPart(key);
    const part = built ? onlyFormats(contractPart(key), formats) : null;
    if (part) parts.push(part);
    else process.stderr.write(`The ${key} part is not in this checkout yet (scripts/resume-corpus/${key}/ or its manifest is missing): skipped.\n`);
  }
  if (wanted.includes('own')) parts.push(onlyFormats(ownPart(), formats) as Part);
  for (const key of Object.keys(TEXT_PARTS) as Array<keyof typeof TEXT_PARTS>) if (wanted.includes(key)) parts.push(onlyFormats(textPart(key), formats) as Part);
  const impl = implementation(argv.includes('--parser') ? option('--parser', '') : null);
  const version = extractorVersion(impl);
  const results: PartResult[] = [];
  for (const part of parts) results.push(await evaluate(impl, part, { skipOcr, useCache: !argv.includes('--no-cache'), version }));
  await impl.terminateOcr();
  const note = argv.includes('--parser') ? `Extractor and parser of ${option('--parser', '')} (--parser).` : '';
  const text = report(results, verbose, note);
  process.stdout.write(`${text}\n`);
  mkdirSync(dirname(out), { recursive: true });
  // The written report never carries per-document lines, even with --verbose.
  writeFileSync(out, verbose ? report(results, false, note) : text);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
