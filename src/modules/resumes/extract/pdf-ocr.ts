import sharp from 'sharp';
import { openPdf } from './pdf';

/**
 * OCR of a PDF without a text layer, bounded by pixels and CPU rather than by pages: the page
 * size comes from the file (up to 14,400 pt a side), so "3 pages" alone let a 535-byte file of
 * three blank 14,400 pt pages cost seconds of rendering and OCR and hundreds of MB. Pages that
 * draw nothing are skipped before rendering; each page is rendered at a scale capped by a pixel
 * budget per page and per document; no page is started once the document's CPU budget is spent.
 */
export interface OcrLimits {
  /** First pages considered. */
  maxPages: number;
  /** Pixels of one rendered page at most. */
  pageMaxPixels: number;
  /** Pixels rendered for the whole document at most. */
  documentMaxPixels: number;
  /** CPU time (this process, OCR threads included) after which no further page is started. */
  cpuBudgetMs: number;
}

export const DEFAULT_OCR_LIMITS: OcrLimits = { maxPages: 3, pageMaxPixels: 4_000_000, documentMaxPixels: 12_000_000, cpuBudgetMs: 20_000 };

/** Scale 2 = 144 dpi: an A4 page is 1,190 x 1,684 px (2 Mpx); normalizeImage takes it to OCR size. */
export const OCR_RENDER_SCALE = 2;

/** Fewer pixels than this left in the document's budget: not worth rendering another page. */
const MIN_PAGE_PIXELS = 250_000;

export interface PdfOcrResult {
  text: string;
  /** Pages handed to OCR. */
  recognised: number;
  /** Pages skipped because they draw nothing (or render to one flat colour). */
  blank: number;
  /** Pixels rendered in all. */
  pixels: number;
  /** Why pages were left unread, if some were. */
  stoppedBy: 'pixels' | 'cpu' | null;
}

type PdfDocument = Awaited<ReturnType<typeof openPdf>>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** Reads the first pages of a scanned PDF with `recognise` (OCR of one PNG), within `limits`. */
export async function ocrPdfPages(bytes: Buffer, limits: OcrLimits, recognise: (png: Buffer) => Promise<string>): Promise<PdfOcrResult> {
  const doc = await openPdf(bytes);
  const cpuAtStart = process.cpuUsage();
  const texts: string[] = [];
  const result: PdfOcrResult = { text: '', recognised: 0, blank: 0, pixels: 0, stoppedBy: null };
  try {
    for (let number = 1; number <= Math.min(doc.numPages, limits.maxPages); number += 1) {
      if (cpuMillis(cpuAtStart) >= limits.cpuBudgetMs) {
        result.stoppedBy = 'cpu';
        break;
      }
      const budget = Math.min(limits.pageMaxPixels, limits.documentMaxPixels - result.pixels);
      if (budget < MIN_PAGE_PIXELS) {
        result.stoppedBy = 'pixels';
        break;
      }
      const page = await doc.getPage(number);
      try {
        if (!(await drawsSomething(page))) {
          result.blank += 1;
          continue;
        }
        const image = await renderPage(doc, page, budget).catch(() => null);
        if (!image) continue;
        result.pixels += image.pixels;
        if (await isFlat(image.png)) {
          result.blank += 1;
          continue;
        }
        texts.push(await recognise(image.png));
        result.recognised += 1;
      } finally {
        page.cleanup();
      }
    }
  } finally {
    await doc.destroy();
  }
  result.text = texts.join('\n\n');
  return result;
}

function cpuMillis(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** Operators that put marks on a page (text, images, shadings, painted paths). */
const MARKING_OPERATORS = [
  'stroke', 'closeStroke', 'fill', 'eoFill', 'fillStroke', 'eoFillStroke', 'closeFillStroke', 'closeEOFillStroke', 'rawFillPath',
  'shadingFill', 'showText', 'showSpacedText', 'nextLineShowText', 'nextLineSetSpacingShowText',
  'paintImageMaskXObject', 'paintImageMaskXObjectGroup', 'paintImageXObject', 'paintInlineImageXObject',
  'paintInlineImageXObjectGroup', 'paintImageXObjectRepeat', 'paintImageMaskXObjectRepeat', 'paintSolidColorImageMask',
] as const;

/**
 * True when the page's operator list holds at least one marking operator. pdf.js folds a path
 * and its painting into one constructPath whose first argument is the painting operator (endPath
 * for a path used only as a clip).
 */
export async function drawsSomething(page: PdfPage): Promise<boolean> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const marking = new Set<number>(MARKING_OPERATORS.map((name) => OPS[name]));
  const { fnArray, argsArray } = await page.getOperatorList();
  return fnArray.some((fn, index) => marking.has(fn) || (fn === OPS.constructPath && (argsArray[index] as unknown[])[0] !== OPS.endPath));
}

/**
 * The scale to render a page at: the wanted one, lowered so that the canvas holds at most
 * maxPixels (an RGBA canvas is 4 bytes a pixel, native memory outside the child's heap limit).
 */
export function renderScale(width: number, height: number, wanted: number, maxPixels: number): number {
  const pixels = Math.ceil(width * wanted) * Math.ceil(height * wanted);
  if (!(pixels > maxPixels)) return wanted;
  // Shrink a little more than the square root so that rounding up the sides stays under the cap.
  return wanted * Math.sqrt(maxPixels / pixels) * 0.999;
}

interface NodeCanvasFactory {
  create(width: number, height: number): { canvas: { toBuffer(mime: string): Buffer }; context: unknown };
}

/** Renders one page to PNG at OCR_RENDER_SCALE, or lower to stay within maxPixels. */
export async function renderPage(doc: PdfDocument, page: PdfPage, maxPixels: number): Promise<{ png: Buffer; pixels: number }> {
  const natural = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: renderScale(natural.width, natural.height, OCR_RENDER_SCALE, maxPixels) });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const { canvas, context } = (doc.canvasFactory as NodeCanvasFactory).create(width, height);
  // The Node canvas (@napi-rs/canvas, a pdfjs-dist dependency) stands in for the DOM types.
  await page.render({ canvasContext: context, canvas, viewport } as unknown as Parameters<PdfPage['render']>[0]).promise;
  return { png: canvas.toBuffer('image/png'), pixels: width * height };
}

/** One flat colour (a white rectangle, an empty form): nothing for OCR to read. */
async function isFlat(png: Buffer): Promise<boolean> {
  const { channels } = await sharp(png).stats();
  return channels.every((channel) => channel.max - channel.min <= 2);
}
