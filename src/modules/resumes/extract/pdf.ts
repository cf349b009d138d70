import { ExtractionError } from './extraction-error';
import { bodyFontOf, LayoutLine, layoutLines, PositionedText } from './layout';
import { LinkCollector } from './links';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs', { with: { 'resolution-mode': 'import' } });
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let pdfjs: Promise<PdfJs> | null = null;
function loadPdfJs(): Promise<PdfJs> {
  // ESM-only package; the legacy build carries the polyfills Node 20 needs.
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

export interface PdfText {
  text: string;
  pages: number;
  /** The lines of every page in reading order, with their geometry and font (see layout.ts). */
  lines: LayoutLine[];
  /** The targets of the pages' link annotations (bounded, see links.ts). */
  links: string[];
}

export const MAX_PDF_PAGES = 30;

/**
 * Text of a PDF in reading order, two-column layouts read column by column, and its lines with
 * their layout. Only the first maxPages pages are read (a resume is a few pages; a longer file is
 * not refused for that).
 */
/**
 * A piece set with letter spacing comes out of pdf.js with a space between its glyphs ("2 0 2 2 - 0 5
 * - 0 1", "A U", and with a kerned pair kept together, "E D U C AT I O N"): words of one or two
 * characters, most of them one, two words at least, are one word ("2022-05-01", "AU", "EDUCATION").
 */
export function withoutLetterSpacing(text: string): string {
  const tokens = text.trim().split(' ');
  const glyphs = tokens.filter((token) => token.length === 1).length;
  return tokens.length >= 2 && tokens.every((token) => token.length >= 1 && token.length <= 2) && glyphs > tokens.length / 2 ? tokens.join('') : text;
}

export async function extractPdfText(bytes: Buffer, maxPages = MAX_PDF_PAGES): Promise<PdfText> {
  const doc = await openPdf(bytes);
  try {
    const pages: Array<{ items: PositionedText[]; width: number; height: number }> = [];
    const links = new LinkCollector();
    for (let number = 1; number <= Math.min(doc.numPages, maxPages); number += 1) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        items.push({ str: withoutLetterSpacing(item.str), x: item.transform[4], y: item.transform[5], width: item.width, height: Math.abs(item.transform[3]) || item.height, font: item.fontName });
      }
      pages.push({ items, width: viewport.width, height: viewport.height });
      for (const annotation of await pageAnnotations(page)) if (annotation.subtype === 'Link') links.add(annotation.url);
      page.cleanup();
    }
    // Emphasis is a font other than the body's, the body font being the document's most used one.
    const bodyFont = bodyFontOf(pages.flatMap((page) => page.items));
    const perPage = pages.map((page, index) => layoutLines(page.items, page.width, page.height, index + 1, bodyFont));
    return { text: perPage.map((lines) => lines.map((line) => line.text).join('\n')).join('\n\n'), pages: doc.numPages, lines: perPage.flat(), links: links.links };
  } finally {
    await doc.destroy();
  }
}

/** A page's annotations; a page whose annotations cannot be read has none (its text is still read). */
async function pageAnnotations(page: { getAnnotations(): Promise<unknown[]> }): Promise<Array<{ subtype?: unknown; url?: unknown }>> {
  try {
    return (await page.getAnnotations()).filter((item): item is { subtype?: unknown; url?: unknown } => typeof item === 'object' && item !== null);
  } catch {
    return [];
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
