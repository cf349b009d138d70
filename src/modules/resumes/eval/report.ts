/** The parser evaluation's report (see eval-parser.ts); pure, so what it shows of a held-out part is tested. */
import { Counts, Field, FIELDS, overall, prf, Truth } from './scoring';

export interface Document {
  id: string;
  path: string;
  /** A document given as its text (the headers part): parsed as it is, with no file to extract. */
  text?: string;
  format: string;
  language: string;
  layout: string;
  truth: Truth;
}

export interface Part {
  key: 'tuning' | 'test' | 'own' | 'headers' | 'headers-2' | 'headers-3' | 'headers-4' | 'skill-sections' | 'skill-sections-2' | 'skill-sections-3' | 'skill-sections-4' | 'entry-sections';
  title: string;
  /** Held out: aggregates and failure classes only. */
  blind: boolean;
  fields: readonly Field[];
  documents: Document[];
  note: string;
}

export type Buckets = Map<string, Record<Field, Counts>>;

export interface PartResult {
  part: Part;
  buckets: Buckets;
  failures: Map<string, number>;
  perDocument: Array<{ id: string; failures: string[] }>;
  cefr: { right: number; total: number };
  skipped: number;
  errors: number;
}

const fmt = (n: number): string => n.toFixed(3);

/**
 * The evaluation report in Markdown: F1 per field and part, then each part's precision, recall and
 * F1, per format and per language, and its failure classes. A held-out (blind) part never shows a
 * document: no per-document lines, whatever `verbose` says.
 */
export function report(results: PartResult[], verbose: boolean, note = ''): string {
  const lines: string[] = ['# Parser evaluation', ''];
  if (note) lines.push(note, '');
  lines.push(
    'Scoring (the corpus contract): names exact after folding; e-mail lower-cased; phone E.164; LinkedIn `linkedin.com/in/<handle>`; an experience matches on title and company (token-set ratio >= 0.8) and start year, one-to-one greedy; education on degree and school; dates exact at the printed precision on matched entries; skills and languages as folded sets (French and English language names equal). A wrong scalar counts as one FP and one FN. Overall = mean of the fields\' F1.',
    '',
  );
  const labelled = results.filter((result) => result.buckets.has('all'));
  lines.push('## F1 per field and part', '');
  lines.push(`| field | ${labelled.map((r) => r.part.key).join(' | ')} |`, `|---|${labelled.map(() => '---').join('|')}|`);
  for (const field of FIELDS) {
    lines.push(`| ${field} | ${labelled.map((r) => (r.part.fields.includes(field) ? fmt(prf((r.buckets.get('all') as Record<Field, Counts>)[field]).f1) : 'n/a')).join(' | ')} |`);
  }
  lines.push(`| **overall** | ${labelled.map((r) => `**${fmt(overall(r.buckets.get('all') as Record<Field, Counts>, r.part.fields))}**`).join(' | ')} |`, '');

  for (const result of results) {
    const { part, buckets } = result;
    lines.push(`## ${part.title}`, '', `${part.note}.${result.skipped ? ` ${result.skipped} documents skipped (images with --no-ocr, or not rendered).` : ''}${result.errors ? ` ${result.errors} failed to extract.` : ''}`, '');
    const all = buckets.get('all');
    if (!all) {
      lines.push('No document evaluated.', '');
      continue;
    }
    lines.push('| field | precision | recall | F1 | TP | FP | FN |', '|---|---|---|---|---|---|---|');
    for (const field of part.fields) {
      const c = all[field];
      const { p, r, f1 } = prf(c);
      lines.push(`| ${field} | ${fmt(p)} | ${fmt(r)} | ${fmt(f1)} | ${c.tp} | ${c.fp} | ${c.fn} |`);
    }
    lines.push(`| **overall** | | | **${fmt(overall(all, part.fields))}** | | | |`, '');
    if (result.cefr.total) lines.push(`CEFR level of matched languages: ${result.cefr.right}/${result.cefr.total} right (not part of the overall).`, '');
    for (const [title, prefix] of [['format', 'format:'], ['language', 'language:']] as const) {
      const keys = [...buckets.keys()].filter((key) => key.startsWith(prefix)).sort();
      const size = (key: string): number => part.documents.filter((doc) => `${prefix}${prefix === 'format:' ? doc.format : doc.language}` === key).length;
      lines.push(`F1 per ${title}:`, '', `| field | ${keys.map((key) => `${key.slice(prefix.length)} (${size(key)})`).join(' | ')} |`, `|---|${keys.map(() => '---').join('|')}|`);
      for (const field of part.fields) lines.push(`| ${field} | ${keys.map((key) => fmt(prf((buckets.get(key) as Record<Field, Counts>)[field]).f1)).join(' | ')} |`);
      lines.push(`| **overall** | ${keys.map((key) => `**${fmt(overall(buckets.get(key) as Record<Field, Counts>, part.fields))}**`).join(' | ')} |`, '');
    }
    const classes = [...result.failures.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    // (per language and per format too: a gap between the languages of one layout points at content, not at
    // the layout; one between formats, at an extractor; "docs" tells one document's many misses from many documents')
    const groups = [...new Set(part.documents.map((doc) => doc.language))].sort().map((language) => ({ title: language, has: (doc: Document) => doc.language === language }));
    groups.push(...[...new Set(part.documents.map((doc) => doc.format))].sort().map((format) => ({ title: format, has: (doc: Document) => doc.format === format })));
    const documentOf = new Map(part.documents.map((doc) => [doc.id, doc]));
    const failing = (name: string): Array<{ doc: Document; times: number }> =>
      result.perDocument.map((entry) => ({ doc: documentOf.get(entry.id) as Document, times: entry.failures.filter((failure) => failure === name).length })).filter((entry) => entry.times > 0);
    const countIn = (name: string, has: (doc: Document) => boolean): number => failing(name).filter((entry) => has(entry.doc)).reduce((sum, entry) => sum + entry.times, 0);
    lines.push('Failure classes (occurrences; docs: documents with the class):', '');
    if (classes.length === 0) lines.push('none', '');
    else
      lines.push(
        `| class | count | docs | ${groups.map((group) => group.title).join(' | ')} |`,
        `|---|---|---|${groups.map(() => '---').join('|')}|`,
        ...classes.map(([name, count]) => `| ${name} | ${count} | ${failing(name).length} | ${groups.map((group) => countIn(name, group.has)).join(' | ')} |`),
        '',
      );
    if (verbose && !part.blind) {
      lines.push('Per document:', '');
      for (const doc of result.perDocument) if (doc.failures.length) lines.push(`- ${doc.id}: ${doc.failures.join('; ')}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}

