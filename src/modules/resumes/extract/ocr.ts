import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { Block, createWorker, OEM, PSM, Worker as TesseractWorker } from 'tesseract.js';
import { LayoutLine, layoutLines, PositionedText } from './layout';

/**
 * tesseract.js reads every language from one langPath folder; the npm packages
 * @tesseract.js-data/eng and /fra each hold one. A folder of links to both (LSTM "best_int"
 * models) is made once per machine, so nothing is downloaded or cached at run time.
 */
async function languageFolder(): Promise<string> {
  const { mkdir, symlink, access } = await import('node:fs/promises');
  const folder = join(tmpdir(), `recruit-tessdata-${process.getuid?.() ?? 'u'}`);
  await mkdir(folder, { recursive: true });
  for (const code of LANGUAGES) {
    const target = join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', `${code}.traineddata.gz`);
    const link = join(folder, `${code}.traineddata.gz`);
    const present = await access(link).then(() => true, () => false);
    if (!present) await symlink(target, link).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  return folder;
}

const LANGUAGES = ['eng', 'fra'];

let worker: Promise<TesseractWorker> | null = null;

async function ocrWorker(): Promise<TesseractWorker> {
  worker ??= (async () => {
    const created = await createWorker(LANGUAGES, OEM.LSTM_ONLY, {
      cacheMethod: 'none',
      gzip: true,
      langPath: await languageFolder(),
      logger: () => undefined,
      errorHandler: () => undefined,
    });
    await created.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
    return created;
  })();
  return worker;
}

/** Grey, flattened, no alpha, about 300 dpi for an A4 page (2,480 px wide at most), without rules (withoutRules), PNG. */
export async function normalizeImage(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: 80_000_000, failOn: 'error', animated: false });
  const meta = await image.metadata();
  const width = meta.width ?? 0;
  const target = width > 2480 ? 2480 : width < 2000 ? 2000 : width;
  const { data, info } = await image.rotate().flatten({ background: '#ffffff' }).greyscale().resize({ width: target }).normalise().raw().toBuffer({ resolveWithObject: true });
  const grey = withoutRules(data, info.width, info.height, info.channels);
  // (an A4 page's resolution: Tesseract reads the density to size its text)
  return sharp(grey, { raw: { width: info.width, height: info.height, channels: info.channels } }).withMetadata({ density: Math.round(info.width / 8.27) }).png().toBuffer();
}

/**
 * Erases the thin horizontal rules of a grey page (a line, dashed or solid, between sections): a
 * band of a few pixel rows, dark over a good part of the page's width, with light rows above and
 * below. Tesseract takes a text line set between two rules for a picture and drops it whole.
 */
export function withoutRules(pixels: Buffer, width: number, height: number, channels: number): Buffer {
  const stride = width * channels;
  const dark = new Array<number>(height).fill(0);
  for (let y = 0; y < height; y += 1) {
    let count = 0;
    for (let index = y * stride; index < (y + 1) * stride; index += channels) if (pixels[index] < 128) count += 1;
    dark[y] = count;
  }
  const maxBand = Math.max(6, Math.round(height * 0.0025));
  const isLight = (y: number): boolean => y < 0 || y >= height || dark[y] <= width * 0.03;
  const out = Buffer.from(pixels);
  for (let y = 0; y < height; y += 1) {
    if (dark[y] < width * 0.12 || !isLight(y - 1)) continue;
    let end = y;
    while (end + 1 < height && dark[end + 1] >= width * 0.05 && end - y < maxBand) end += 1;
    if (end - y < maxBand && isLight(end + 1)) out.fill(255, y * stride, (end + 1) * stride);
    y = end;
  }
  return out;
}

/**
 * Text of an image of a page (English and French models). Words are re-ordered with the PDF
 * layout code (baselines, column gutter), since Tesseract may read a two-column page across.
 */
export async function ocrImage(bytes: Buffer): Promise<string> {
  return (await ocrImageLines(bytes)).text;
}

/** ocrImage with the lines' layout (page coordinates in pixels of the normalised image). */
export async function ocrImageLines(bytes: Buffer, page = 1): Promise<{ text: string; lines: LayoutLine[] }> {
  const png = await normalizeImage(bytes);
  const { width, height } = await sharp(png).metadata();
  const tesseract = await ocrWorker();
  const { data } = await tesseract.recognize(png, {}, { text: true, blocks: true });
  if (!data.blocks || data.blocks.length === 0) return { text: data.text, lines: [] };
  const lines = layoutLines(wordsOf(data.blocks), width ?? 2480, height ?? 3508, page);
  return { text: lines.map((line) => line.text).join('\n'), lines };
}

/** The widest gap between two words of one phrase, in line heights (the PDF reader's word space: layout.ts partsOf). */
const WORD_SPACE = 1.2;

/**
 * OCR words as positioned text (y grows upwards, as in PDF) on their line's baseline. Words set
 * at normal spacing are joined into one phrase, so a full-width line (the name) stays one item
 * across the gutter while two columns that Tesseract read as one line stay apart, and tags set
 * side by side ("Python   SQL   Docker") stay pieces of their own.
 */
export function wordsOf(blocks: Block[]): PositionedText[] {
  const items: PositionedText[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const height = Math.max(1, (line.bbox.y1 - line.bbox.y0) * 0.8);
        const baseline = (line.baseline.y0 + line.baseline.y1) / 2;
        let phrase: PositionedText | null = null;
        for (const word of line.words) {
          const text = word.text.trim();
          if (text === '') continue;
          if (phrase && word.bbox.x0 - (phrase.x + phrase.width) < height * WORD_SPACE) {
            phrase.str += ` ${text}`;
            phrase.width = word.bbox.x1 - phrase.x;
            continue;
          }
          phrase = { str: text, x: word.bbox.x0, y: -baseline, width: word.bbox.x1 - word.bbox.x0, height };
          items.push(phrase);
        }
      }
    }
  }
  return items;
}

export async function terminateOcr(): Promise<void> {
  if (!worker) return;
  const current = await worker;
  worker = null;
  await current.terminate();
}
