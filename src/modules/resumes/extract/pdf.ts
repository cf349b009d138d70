import { ExtractionError } from './extraction-error';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs', { with: { 'resolution-mode': 'import' } });
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjs: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  // ESM-only package; the legacy build carries the polyfills Node 20 needs.
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfText {
  text: string;
  pages: number;
}

export const MAX_PDF_PAGES = 30;

/**
 * Text of a PDF in reading order, two-column layouts read column by column. Only the first
 * maxPages pages are read (a resume is a few pages; a longer file is not refused for that).
 */
export async function extractPdfText(bytes: Buffer, maxPages = MAX_PDF_PAGES): Promise<PdfText> {
  const doc = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(doc.numPages, maxPages); number += 1) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: Math.abs(item.transform[3]) || item.height });
      }
      pages.push(layoutPage(items, viewport.width));
      page.cleanup();
    }
    return { text: pages.join('\n\n'), pages: doc.numPages };
  } finally {
    await doc.destroy();
  }
}

export async function openPdf(bytes: Buffer): Promise<PdfDocument> {
  const { getDocument } = await loadPdfJs();
  try {
    return await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new ExtractionError('unreadable', `The PDF cannot be read (${error instanceof Error ? error.message : 'unknown error'})`);
  }
}

/**
 * Orders a page's text items: finds a vertical gutter (an x no item crosses, with text on both
 * sides) and reads the left column, then the right one; items above the columns (a full-width
 * header) come first. Lines are rebuilt from baselines.
 */
export function layoutPage(items: PositionedText[], pageWidth: number): string {
  const gutter = findGutter(items, pageWidth);
  if (gutter === null) return linesOf(items).join('\n');
  const crosses = (item: PositionedText): boolean => item.x < gutter && item.x + item.width > gutter;
  const columnItems = items.filter((item) => !crosses(item));
  const columnTop = Math.max(...columnItems.map((item) => item.y));
  const header = items.filter((item) => crosses(item) && item.y > columnTop);
  // Below the header, a line running over the gutter (a long URL) belongs to the column it starts in.
  const left = items.filter((item) => !header.includes(item) && (crosses(item) ? item.x < gutter : item.x + item.width / 2 < gutter));
  const right = items.filter((item) => !header.includes(item) && !left.includes(item));
  return [...linesOf(header), ...linesOf(left), ...linesOf(right)].join('\n');
}

export function findGutter(items: PositionedText[], pageWidth: number): number | null {
  if (items.length < 10) return null;
  // A full-width name line and one long URL running into the gutter are tolerated.
  const tolerance = Math.max(2, Math.floor(items.length * 0.04));
  const runs: Array<{ from: number; to: number }> = [];
  const crossingAt = new Map<number, number>();
  let runStart: number | null = null;
  const last = pageWidth * 0.85;
  for (let x = pageWidth * 0.15; x <= last + 2; x += 2) {
    const crossing = x > last ? Infinity : items.filter((item) => item.x - 1 < x && item.x + item.width + 1 > x).length;
    crossingAt.set(x, crossing);
    if (crossing <= tolerance) {
      runStart ??= x;
      continue;
    }
    if (runStart !== null) runs.push({ from: runStart, to: x - 2 });
    runStart = null;
  }
  runs.sort((a, b) => b.to - b.from - (a.to - a.from));
  for (const run of runs) {
    if (run.to - run.from < 6) break;
    const split = cleanestPoint(run, crossingAt);
    if (isColumnSplit(items, split)) return split;
  }
  return null;
}

/** The middle of the stretch of a run that the fewest items cross. */
function cleanestPoint(run: { from: number; to: number }, crossingAt: Map<number, number>): number {
  let min = Infinity;
  for (const [x, count] of crossingAt) if (x >= run.from && x <= run.to) min = Math.min(min, count);
  let best = { from: run.from, to: run.from };
  let current: { from: number; to: number } | null = null;
  for (const [x, count] of crossingAt) {
    if (x < run.from || x > run.to) continue;
    if (count === min) {
      current = current ? { from: current.from, to: x } : { from: x, to: x };
      if (current.to - current.from >= best.to - best.from) best = current;
    } else current = null;
  }
  return (best.from + best.to) / 2;
}

/**
 * Both sides hold real columns of lines, and the left one is not just a column of dates beside
 * job titles (read line by line, that layout keeps each date with its title).
 */
function isColumnSplit(items: PositionedText[], split: number): boolean {
  const left = linesOf(items.filter((item) => item.x + item.width < split));
  const right = linesOf(items.filter((item) => item.x > split));
  if (left.length < 5 || right.length < 5) return false;
  const dated = left.filter((line) => /\b(?:19|20)\d{2}\b/.test(line) && line.replace(/[^\p{L}]/gu, '').length < 25).length;
  return dated / left.length < 0.6;
}

/** Groups items into lines by baseline, top to bottom, each line left to right. */
export function linesOf(items: PositionedText[]): string[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedText[][] = [];
  for (const item of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line[0].y - item.y) <= Math.max(2, item.height * 0.4)) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    const ordered = line.sort((a, b) => a.x - b.x);
    let text = '';
    let end = -Infinity;
    for (const item of ordered) {
      const gap = item.x - end;
      text += text === '' ? item.str : gap > item.height * 0.15 ? ` ${item.str}` : item.str;
      end = item.x + item.width;
    }
    return text.replace(/\s+/g, ' ').trim();
  });
}
