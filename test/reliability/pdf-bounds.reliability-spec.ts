import { ExtractionRunner, residentBytes } from '../../src/modules/resumes/extract/extraction-runner';
import { reportFigures } from '../support/faults';
import { blankPagesPdf, numberedPagesPdf } from '../support/pdfs';

/**
 * Hostile PDFs through the isolated extraction process the worker uses (the built child script:
 * `npm run build` first), with a resident memory limit well under what they used to cost: three
 * blank 14,400 pt pages took 8-11 s of rendering and OCR and 420-450 MB here; a 5,000-page PDF
 * was refused as a whole.
 */
describe('PDF extraction bounds', () => {
  let runner: ExtractionRunner;
  let peak = 0;
  let probe: NodeJS.Timeout;

  beforeAll(() => {
    runner = new ExtractionRunner({ size: 1, timeoutMs: 30_000, memoryMb: 256, rssLimitMb: 300 });
    probe = setInterval(() => {
      const pid = (runner as unknown as { slots: Array<{ child: { pid?: number } }> }).slots[0]?.child.pid;
      peak = Math.max(peak, (pid && residentBytes(pid)) || 0);
    }, 20);
  });

  afterAll(async () => {
    clearInterval(probe);
    await runner.close();
  });

  it('reads a 535-byte PDF of three blank 14,400 pt pages without OCR, within 300 MB', async () => {
    const bytes = blankPagesPdf(3, 14400);
    peak = 0;
    const started = Date.now();
    await expect(runner.run(bytes, 'pdf')).resolves.toEqual({ text: '', method: 'pdf-ocr', pages: 3 });
    reportFigures('blank 14,400 pt PDF', { bytes: bytes.length, ms: Date.now() - started, peakMb: Math.round(peak / 1048576) });
  });

  it('reads the first 30 pages of a 5,000-page PDF instead of failing it', async () => {
    const result = await runner.run(numberedPagesPdf(5000), 'pdf');
    expect(result).toMatchObject({ method: 'pdf', pages: 5000 });
    expect(result.text).toContain('Page 1 of the long document');
    expect(result.text).toContain('Page 30 of the long document');
    expect(result.text).not.toContain('Page 31 of');
  });
});
