import { ExtractionError } from './extraction-error';
import { bodyFontOf, LayoutLine, layoutLines, PositionedText } from './layout';

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
}

export const MAX_PDF_PAGES = 30;

/** Text of a PDF in reading order, two-column layouts read column by column, and its lines with their layout. */
export async function extractPdfText(bytes: Buffer, maxPages = MAX_PDF_PAGES): Promise<PdfText> {
  const doc = await openPdf(bytes);
  try {
    if (doc.numPages > maxPages) throw new ExtractionError('too_many_pages', `The PDF has ${doc.numPages} pages; at most ${maxPages} are read`);
    const pages: Array<{ items: PositionedText[]; width: number; height: number }> = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        items.push({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: Math.abs(item.transform[3]) || item.height, font: item.fontName });
      }
      pages.push({ items, width: viewport.width, height: viewport.height });
      page.cleanup();
    }
    // Emphasis is a font other than the body's, the body font being the document's most used one.
    const bodyFont = bodyFontOf(pages.flatMap((page) => page.items));
    const perPage = pages.map((page, index) => layoutLines(page.items, page.width, page.height, index + 1, bodyFont));
    return { text: perPage.map((lines) => lines.map((line) => line.text).join('\n')).join('\n\n'), pages: doc.numPages, lines: perPage.flat() };
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

/** Pixels of one rendered page at most (an RGBA canvas of 25 Mpx is 100 MB of native memory). */
export const MAX_RENDER_PIXELS = 25_000_000;

/**
 * The scale to render a page at: the wanted one, lowered so that the canvas holds at most
 * maxPixels. The page size comes from the file's MediaBox (up to 14400 pt a side, about 3.3 GB at
 * scale 2), and the canvas memory is native, outside the child's heap limit.
 */
export function renderScale(width: number, height: number, wanted: number, maxPixels = MAX_RENDER_PIXELS): number {
  const pixels = Math.ceil(width * wanted) * Math.ceil(height * wanted);
  if (!(pixels > maxPixels)) return wanted;
  // Shrink a little more than the square root so that rounding up the sides stays under the cap.
  return wanted * Math.sqrt(maxPixels / pixels) * 0.999;
}

/** Renders the first pages of a PDF to PNG (for OCR of scanned documents), each at most maxPixels. */
export async function renderPdfPages(bytes: Buffer, maxPages: number, scale = 2, maxPixels = MAX_RENDER_PIXELS): Promise<Buffer[]> {
  const doc = await openPdf(bytes);
  try {
    const images: Buffer[] = [];
    for (let number = 1; number <= Math.min(doc.numPages, maxPages); number += 1) {
      const page = await doc.getPage(number);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: renderScale(natural.width, natural.height, scale, maxPixels) });
      const factory = doc.canvasFactory as { create(w: number, h: number): { canvas: { toBuffer(mime: string): Buffer }; context: unknown } };
      const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      // The Node canvas (@napi-rs/canvas, a pdfjs-dist dependency) stands in for the DOM types.
      await page.render({ canvasContext: context, canvas, viewport } as unknown as Parameters<typeof page.render>[0]).promise;
      images.push(canvas.toBuffer('image/png'));
      page.cleanup();
    }
    return images;
  } finally {
    await doc.destroy();
  }
}
