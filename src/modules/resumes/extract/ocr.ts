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

/** Grey, flattened, no alpha, about 300 dpi for an A4 page (2,480 px wide at most), PNG. */
export async function normalizeImage(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: 80_000_000, failOn: 'error', animated: false });
  const meta = await image.metadata();
  const width = meta.width ?? 0;
  const target = width > 2480 ? 2480 : width < 2000 ? 2000 : width;
  return image.rotate().flatten({ background: '#ffffff' }).greyscale().resize({ width: target }).normalise().png().toBuffer();
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

/**
 * OCR words as positioned text (y grows upwards, as in PDF) on their line's baseline. Words set
 * at normal spacing are joined into one phrase, so a full-width line (the name) stays one item
 * across the gutter while two columns that Tesseract read as one line stay apart.
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
          if (phrase && word.bbox.x0 - (phrase.x + phrase.width) <= height * 1.2) {
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
