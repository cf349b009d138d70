import { blankPagesPdf } from '../../../../test/support/pdfs';
import { openPdf } from './pdf';
import { drawsSomething, ocrPdfPages, OcrLimits, renderPage, renderScale } from './pdf-ocr';

const LIMITS: OcrLimits = { maxPages: 3, pageMaxPixels: 4_000_000, documentMaxPixels: 12_000_000, cpuBudgetMs: 60_000 };

/** A PDF of `sides.length` pages, each of the given size in points, drawing what `draw` draws. */
async function pdfOf(sides: number[], draw: 'black' | 'white' | 'nothing'): Promise<Buffer> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  for (const side of sides) {
    const page = pdf.addPage([side, side]);
    if (draw !== 'nothing') page.drawRectangle({ x: side / 10, y: side / 10, width: side / 3, height: side / 3, color: draw === 'black' ? rgb(0, 0, 0) : rgb(1, 1, 1) });
  }
  return Buffer.from(await pdf.save());
}

/** A stand-in for OCR that counts the images it is given. */
function counter(): { seen: Buffer[]; recognise: (png: Buffer) => Promise<string> } {
  const seen: Buffer[] = [];
  return { seen, recognise: async (png) => (seen.push(png), `page ${seen.length}`) };
}

const pngSize = (png: Buffer): { width: number; height: number } => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('renderScale', () => {
  it.each([
    [612, 792, 2, 4_000_000, 2],
    [5000, 5000, 1, 25_000_000, 1],
    [14400, 14400, 2, 25_000_000, 0.347],
    [14400, 14400, 2, 4_000_000, 0.1388],
    [14400, 200, 2, 25_000_000, 2],
  ])('renders a %s x %s pt page asked at scale %s within %s pixels at scale %s', (width, height, wanted, maxPixels, scale) => {
    const got = renderScale(width, height, wanted, maxPixels);
    expect(got).toBeCloseTo(scale, 3);
    expect(Math.ceil(width * got) * Math.ceil(height * got)).toBeLessThanOrEqual(maxPixels);
  });
});

describe('drawsSomething', () => {
  it.each([
    ['a page without content', 'nothing', false],
    ['a page with a black rectangle', 'black', true],
    ['a page with a white rectangle (painted, though it shows nothing)', 'white', true],
  ] as const)('tells %s', async (_case, draw, expected) => {
    const doc = await openPdf(await pdfOf([300], draw));
    try {
      expect(await drawsSomething(await doc.getPage(1))).toBe(expected);
    } finally {
      await doc.destroy();
    }
  });
});

describe('renderPage', () => {
  it('renders a 14,400 pt page within the page budget, close to it', async () => {
    const doc = await openPdf(await pdfOf([14400], 'black'));
    try {
      const { png, pixels } = await renderPage(doc, await doc.getPage(1), 4_000_000);
      const { width, height } = pngSize(png);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(width).toBe(height);
      expect(width * height).toBe(pixels);
      expect(pixels).toBeLessThanOrEqual(4_000_000);
      expect(pixels).toBeGreaterThan(3_990_000);
    } finally {
      await doc.destroy();
    }
  });
});

describe('ocrPdfPages', () => {
  it('neither renders nor reads three blank 14,400 pt pages (a 535-byte file)', async () => {
    const bytes = blankPagesPdf(3, 14400);
    expect(bytes.length).toBeLessThan(700);
    const ocr = counter();
    expect(await ocrPdfPages(bytes, LIMITS, ocr.recognise)).toEqual({ text: '', recognised: 0, blank: 3, pixels: 0, stoppedBy: null });
    expect(ocr.seen).toHaveLength(0);
  });

  it('skips a page that paints only one flat colour, after rendering it', async () => {
    const ocr = counter();
    const result = await ocrPdfPages(await pdfOf([600], 'white'), LIMITS, ocr.recognise);
    expect(result).toMatchObject({ recognised: 0, blank: 1 });
    expect(result.pixels).toBeGreaterThan(0);
    expect(ocr.seen).toHaveLength(0);
  });

  it('reads pages that draw something, at most maxPages, each at 144 dpi when within budget', async () => {
    const ocr = counter();
    const result = await ocrPdfPages(await pdfOf([595, 595, 595, 595], 'black'), LIMITS, ocr.recognise);
    expect(result).toEqual({ text: 'page 1\n\npage 2\n\npage 3', recognised: 3, blank: 0, pixels: 3 * 1190 * 1190, stoppedBy: null });
    expect(pngSize(ocr.seen[0])).toEqual({ width: 1190, height: 1190 });
  });

  it('shares the document pixel budget between pages and stops when it is spent', async () => {
    const ocr = counter();
    const result = await ocrPdfPages(await pdfOf([14400, 14400, 14400], 'black'), { ...LIMITS, documentMaxPixels: 6_000_000 }, ocr.recognise);
    expect(result.recognised).toBe(2);
    expect(result.stoppedBy).toBe('pixels');
    expect(result.pixels).toBeLessThanOrEqual(6_000_000);
    const [first, second] = ocr.seen.map(pngSize);
    expect(first.width * first.height).toBeLessThanOrEqual(4_000_000);
    expect(second.width * second.height).toBeLessThanOrEqual(6_000_000 - first.width * first.height);
    expect(second.width * second.height).toBeGreaterThan(1_900_000);
  });

  it('starts no page once the CPU budget is spent', async () => {
    const busy = async (): Promise<string> => {
      const until = Date.now() + 60;
      while (Date.now() < until);
      return 'text';
    };
    const result = await ocrPdfPages(await pdfOf([300, 300, 300], 'black'), { ...LIMITS, cpuBudgetMs: 30 }, busy);
    expect(result).toMatchObject({ recognised: 1, stoppedBy: 'cpu' });
  });
});
