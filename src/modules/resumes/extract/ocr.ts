import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { Block, createWorker, Line, OEM, PSM, Word, Worker as TesseractWorker } from 'tesseract.js';
import { LayoutLine, layoutLines, median, PositionedText } from './layout';

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

/**
 * Grey, flattened, no alpha, about 300 dpi for an A4 page (2,480 px wide at most), contrast stretched
 * from its darkest ink, straightened (skewAngle), without rules (withoutRules), PNG: the page the
 * first reading reads.
 */
export async function normalizeImage(bytes: Buffer): Promise<Buffer> {
  return pngOf((await normalizedPages(bytes)).gentle);
}

/** A grey page as PNG, with an A4 page's resolution: Tesseract reads the density to size its text. */
function pngOf({ data, info }: GreyPage): Promise<Buffer> {
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).withMetadata({ density: Math.round(info.width / 8.27) }).png().toBuffer();
}

/**
 * A page made ready for OCR: `gentle` with its contrast stretched from its darkest ink (0.1% of the
 * pixels), and on demand `stretched` with sharp's default stretch from the darkest 1%. On a page whose
 * text covers less than 1% of it, those 1% fall on a tint (a light-grey or pastel sidebar), which the
 * default stretch turns black with the text on it; on a grainy photo, the darkest 0.1% are grain, and
 * only the default stretch gives the text its contrast back.
 */
async function normalizedPages(bytes: Buffer): Promise<{ gentle: GreyPage; stretched: () => Promise<GreyPage> }> {
  const image = sharp(bytes, { limitInputPixels: 80_000_000, failOn: 'error', animated: false });
  const meta = await image.metadata();
  const width = meta.width ?? 0;
  const target = width > 2480 ? 2480 : width < 2000 ? 2000 : width;
  const grey = await image.rotate().flatten({ background: '#ffffff' }).greyscale().resize({ width: target }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: grey.info.width, height: grey.info.height, channels: grey.info.channels } };
  const gentle = await sharp(grey.data, raw).normalise({ lower: 0.1 }).raw().toBuffer({ resolveWithObject: true });
  const skew = skewAngle(gentle.data, gentle.info.width, gentle.info.height, gentle.info.channels);
  const cleaned = async ({ data, info }: GreyPage): Promise<GreyPage> => {
    const straight =
      Math.abs(skew) < MIN_SKEW
        ? { data, info }
        : await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).rotate(-skew, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    return { data: withoutRules(straight.data, straight.info.width, straight.info.height, straight.info.channels), info: straight.info };
  };
  return { gentle: await cleaned(gentle), stretched: async () => cleaned(await sharp(grey.data, raw).normalise().raw().toBuffer({ resolveWithObject: true })) };
}

/** Skews smaller than this (degrees) are left: Tesseract reads them as well as a straight page. */
const MIN_SKEW = 0.2;
const MAX_SKEW = 5;

/**
 * The angle (degrees, clockwise) of the text lines of a grey page photographed or scanned askew:
 * the angle whose projection of the dark pixels onto the vertical axis is the most peaked (lines
 * fall into few rows, gaps into empty ones), searched in 0.2-degree steps then refined. Read on a
 * quarter of the pixels, it costs a few milliseconds.
 */
export function skewAngle(pixels: Buffer, width: number, height: number, channels: number): number {
  const step = 4;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (pixels[(y * width + x) * channels] < 128) {
        xs.push(x / step);
        ys.push(y / step);
      }
    }
  }
  if (xs.length < 50) return 0;
  const rows = Math.ceil(height / step) + Math.ceil(width / step) + 2;
  const offset = Math.ceil(width / step) + 1;
  const peakedness = (degrees: number): number => {
    const sin = Math.sin((degrees * Math.PI) / 180);
    const cos = Math.cos((degrees * Math.PI) / 180);
    const histogram = new Float64Array(rows);
    for (let index = 0; index < xs.length; index += 1) histogram[Math.round(ys[index] * cos - xs[index] * sin) + offset] += 1;
    let sum = 0;
    for (const count of histogram) sum += count * count;
    return sum;
  };
  const best = (from: number, to: number, by: number): number => {
    let angle = 0;
    let score = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += by) {
      const value = peakedness(degrees);
      if (value > score) {
        score = value;
        angle = degrees;
      }
    }
    return angle;
  };
  const coarse = best(-MAX_SKEW, MAX_SKEW, 0.2);
  return Math.round(best(coarse - 0.2, coarse + 0.2, 0.05) * 100) / 100;
}

/** A page's grey pixels as sharp decodes them. */
interface GreyPage {
  data: Buffer;
  info: sharp.OutputInfo;
}

/** A rectangle of a page, in pixels. */
export interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A coloured region of a page, and whether its background is dark (light text on it). */
interface ColouredRegion extends Region {
  dark: boolean;
}

/** Samples (one pixel in four) of text that make a region worth reading again, whatever its size: a few words. */
const MIN_TEXT_SAMPLES = 2000;

/** Under this median level a region's background is dark: its text is light. */
const DARK = 100;

/** The side of the square cells a page is cut into to find its coloured regions (pixels). */
const CELL = 16;

/**
 * Under this grey level a pixel is coloured, not paper: a light-grey or pastel sidebar (#ddd, a pale
 * blue) is under it, a white page photographed or scanned is above it.
 */
const TINTED = 246;

/** A grey page cut into CELL-pixel cells. */
interface CellGrid {
  pixels: Buffer;
  width: number;
  height: number;
  channels: number;
  cols: number;
  rows: number;
}

/** Each pixel of a cell, every `step` pixels each way. */
function eachPixelOf(grid: CellGrid, cell: number, step: number, visit: (index: number) => void): void {
  const [x0, y0] = [(cell % grid.cols) * CELL, Math.floor(cell / grid.cols) * CELL];
  for (let y = y0; y < Math.min(grid.height, y0 + CELL); y += step) {
    for (let x = x0; x < Math.min(grid.width, x0 + CELL); x += step) visit((y * grid.width + x) * grid.channels);
  }
}

/** The cells next to a cell (left, right, above, below) inside the page. */
function neighboursOf(grid: CellGrid, cell: number): number[] {
  const col = cell % grid.cols;
  return [cell - grid.cols, cell + grid.cols, col > 0 ? cell - 1 : -1, col < grid.cols - 1 ? cell + 1 : -1].filter((next) => next >= 0 && next < grid.cols * grid.rows);
}

/** The connected sets of cells whose pixels are mostly coloured, dark or light (60% under TINTED). */
function colouredComponents(grid: CellGrid): number[][] {
  const coloured = new Uint8Array(grid.cols * grid.rows);
  for (let cell = 0; cell < coloured.length; cell += 1) {
    let count = 0;
    let total = 0;
    eachPixelOf(grid, cell, 2, (index) => {
      total += 1;
      if (grid.pixels[index] < TINTED) count += 1;
    });
    coloured[cell] = count >= total * 0.6 ? 1 : 0;
  }
  const seen = new Uint8Array(coloured.length);
  const components: number[][] = [];
  for (let start = 0; start < coloured.length; start += 1) {
    if (!coloured[start] || seen[start]) continue;
    const cells = [start];
    seen[start] = 1;
    for (let index = 0; index < cells.length; index += 1) {
      for (const next of neighboursOf(grid, cells[index])) {
        if (coloured[next] && !seen[next]) {
          seen[next] = 1;
          cells.push(next);
        }
      }
    }
    components.push(cells);
  }
  return components;
}

/** A component's cells with the holes its text leaves: a cell between two of its cells on its row or its column. */
function withHoles(grid: CellGrid, cells: number[], box: Region): Uint8Array {
  const region = new Uint8Array(grid.cols * grid.rows);
  for (const cell of cells) region[cell] = 1;
  const filled = new Uint8Array(region);
  const fillRun = (at: (position: number) => number, from: number, to: number): void => {
    let first = -1;
    let last = -1;
    for (let position = from; position <= to; position += 1) if (region[at(position)]) [first, last] = [first < 0 ? position : first, position];
    for (let position = first; first >= 0 && position <= last; position += 1) filled[at(position)] = 1;
  };
  for (let row = box.top; row <= box.bottom; row += 1) fillRun((col) => row * grid.cols + col, box.left, box.right);
  for (let col = box.left; col <= box.right; col += 1) fillRun((row) => row * grid.cols + col, box.top, box.bottom);
  return filled;
}

/** The median level of a histogram of `samples` values. */
function medianOf(histogram: number[], samples: number): number {
  let level = 0;
  for (let below = 0; level < 255 && below + histogram[level] < samples / 2; level += 1) below += histogram[level];
  return level;
}

/**
 * The background around a cell: the median level of the region's cells among it and its neighbours,
 * one cell away, else two or three when text crowds the nearest (a background is flat around its
 * median, text strokes are not); null when no such neighbourhood is flat or holds the region.
 */
function localBackground(grid: CellGrid, filled: Uint8Array, cell: number): number | null {
  const [col, row] = [cell % grid.cols, Math.floor(cell / grid.cols)];
  for (let radius = 1; radius <= 3; radius += 1) {
    const histogram = new Array<number>(256).fill(0);
    let samples = 0;
    for (let y = Math.max(0, row - radius); y <= Math.min(grid.rows - 1, row + radius); y += 1) {
      for (let x = Math.max(0, col - radius); x <= Math.min(grid.cols - 1, col + radius); x += 1) {
        if (!filled[y * grid.cols + x]) continue;
        eachPixelOf(grid, y * grid.cols + x, radius === 1 ? 2 : 4, (index) => {
          histogram[grid.pixels[index]] += 1;
          samples += 1;
        });
      }
    }
    if (samples === 0) return null;
    const median = medianOf(histogram, samples);
    let flat = 0;
    for (let level = Math.max(0, median - 12); level <= Math.min(255, median + 12); level += 1) flat += histogram[level];
    if (flat >= samples * 0.6) return median;
  }
  return null;
}

/**
 * Turns the page's coloured regions that carry text (a sidebar or a header printed on a dark or a
 * light colour) black on white, in place, and returns them. Tesseract binarises the page as a whole
 * and drops such a block, or the text boxed inside it, as a picture: white text on a navy sidebar,
 * and dark text on a light-grey or pastel one alike. A region is a connected set of mostly coloured
 * cells, at least 12 cells each way (a bold heading's strokes are too thin), with its holes; its
 * background (its median level) must be coloured, cover under half the page (a photographed page)
 * and carry text that differs from it, lighter or darker. Each cell's background is its own
 * neighbourhood's (localBackground). Inside it, the background turns white and whatever differs from
 * it turns dark; its edge cells, and what is as dark as the band in the cells
 * just outside it, turn white (half page and half band, they would leave a black frame).
 */
export function colouredRegionsMadeBlackOnWhite(pixels: Buffer, width: number, height: number, channels: number): ColouredRegion[] {
  const grid: CellGrid = { pixels, width, height, channels, cols: Math.ceil(width / CELL), rows: Math.ceil(height / CELL) };
  const regions: ColouredRegion[] = [];
  for (const cells of colouredComponents(grid)) {
    const colsOf = cells.map((cell) => cell % grid.cols);
    const rowsOf = cells.map((cell) => Math.floor(cell / grid.cols));
    const box = { left: Math.min(...colsOf), right: Math.max(...colsOf), top: Math.min(...rowsOf), bottom: Math.max(...rowsOf) };
    if (box.right - box.left < 12 || box.bottom - box.top < 12 || cells.length > grid.cols * grid.rows * 0.5) continue;
    const filled = withHoles(grid, cells, box);
    const histogram = new Array<number>(256).fill(0);
    let samples = 0;
    for (let cell = 0; cell < filled.length; cell += 1) {
      if (filled[cell]) eachPixelOf(grid, cell, 2, (index) => {
        histogram[pixels[index]] += 1;
        samples += 1;
      });
    }
    const regionBackground = medianOf(histogram, samples);
    if (regionBackground >= TINTED || samples > (width * height) / 8) continue;
    const fringe = new Uint8Array(filled.length);
    for (let cell = 0; cell < filled.length; cell += 1) if (filled[cell]) for (const next of neighboursOf(grid, cell)) if (!filled[next]) fringe[next] = 1;
    // (read before any pixel changes)
    const backgrounds = new Map<number, number>();
    for (let cell = 0; cell < filled.length; cell += 1) if (filled[cell] || fringe[cell]) backgrounds.set(cell, localBackground(grid, filled, cell) ?? regionBackground);
    let text = 0;
    for (const [cell, background] of backgrounds) {
      if (filled[cell]) eachPixelOf(grid, cell, 2, (index) => {
        if (Math.abs(pixels[index] - background) >= 80) text += 1;
      });
    }
    // (a few lines of text do on a region mostly left empty: a sidebar joined to a dark block that pads the page)
    if (text < Math.min(samples * 0.02, MIN_TEXT_SAMPLES)) continue;
    regions.push({ left: box.left * CELL, top: box.top * CELL, right: Math.min(width, (box.right + 1) * CELL), bottom: Math.min(height, (box.bottom + 1) * CELL), dark: regionBackground < DARK });
    for (const [cell, background] of backgrounds) {
      const edge = !filled[cell] || neighboursOf(grid, cell).some((next) => !filled[next]);
      eachPixelOf(grid, cell, 1, (index) => {
        const level = pixels[index];
        const away = level >= background ? (level - background) / Math.max(80, 255 - background) : (background - level) / Math.max(80, background);
        const stretched = !filled[cell] ? (Math.abs(level - background) < 40 ? 255 : level) : edge ? 255 : Math.round(255 * (1 - Math.min(1, away)));
        for (let channel = 0; channel < channels; channel += 1) pixels[index + channel] = stretched;
      });
    }
  }
  return regions;
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

/** Under this grey level a pixel is ink or a dark or saturated fill (a tag's outline, a teal or navy tag). */
const INKED = 160;

/**
 * Makes a page's skill tags plain black text on white, in place, and returns their boxes. Tesseract
 * reads a rounded outline around a word as brackets ("(Docker) (Excel )") and drops the first tags
 * of a row, and it binarises a small dark or saturated tag (white text on navy or teal) into a
 * black blob. A tag is a connected set of inked pixels the size of a tag (a twentieth to a
 * sixtieth of the page's width high, wider than high, under half the page wide) that runs along
 * the four sides of its box: an outline (under a third of its box, around other ink) is erased; a
 * fill (over half of its box, enclosing its text) turns white, and what differs from it inside (its
 * text, lighter or darker) turns dark.
 */
export function tagsMadePlain(pixels: Buffer, width: number, height: number, channels: number): Region[] {
  const labels = new Int32Array(width * height).fill(-1);
  const inked = (at: number): boolean => pixels[at * channels] < INKED;
  const [minHeight, maxHeight, maxWidth] = [Math.round(width * 0.016), Math.round(width * 0.05), Math.round(width * 0.5)];
  const changed: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start += 1) {
    if (labels[start] >= 0 || !inked(start)) continue;
    // (one connected set of inked pixels, 8-connected, with its box; the pixels of a set larger than a tag,
    // a photographed page's grey or a dark sidebar, are labelled and not kept)
    let members: number[] = [];
    let oversized = false;
    let [left, right, top, bottom] = [width, 0, height, 0];
    labels[start] = start;
    stack.push(start);
    while (stack.length > 0) {
      const at = stack.pop() as number;
      const [x, y] = [at % width, Math.floor(at / width)];
      [left, right, top, bottom] = [Math.min(left, x), Math.max(right, x), Math.min(top, y), Math.max(bottom, y)];
      if (!oversized && (bottom - top >= maxHeight || right - left >= maxWidth)) [oversized, members] = [true, []];
      if (!oversized) members.push(at);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (labels[next] < 0 && inked(next)) {
            labels[next] = start;
            stack.push(next);
          }
        }
      }
    }
    const [boxWidth, boxHeight] = [right - left + 1, bottom - top + 1];
    if (boxHeight < minHeight || boxHeight > maxHeight || boxWidth < boxHeight * 1.3 || boxWidth > maxWidth) continue;
    const fill = members.length / (boxWidth * boxHeight);
    const box = { left, right, top, bottom };
    if (!runsAlongItsSides(labels, width, box, start)) continue;
    if (fill < 0.33 && enclosesInk(pixels, labels, channels, width, box, start)) {
      for (const at of members) for (let channel = 0; channel < channels; channel += 1) pixels[at * channels + channel] = 255;
      changed.push({ left, top, right: right + 1, bottom: bottom + 1 });
    } else if (fill > 0.5 && plainFill(pixels, labels, channels, width, box, start, members)) changed.push({ left, top, right: right + 1, bottom: bottom + 1 });
  }
  return changed;
}

/**
 * Whether a set runs along the four sides of its box without a break, as a tag's outline or fill
 * does (bold letters that touch, a word's underline with the letters that touch it, do not): its
 * top and bottom edges over 90% of the middle of its width, its left and right over 80% of the
 * middle of its height.
 */
function runsAlongItsSides(labels: Int32Array, width: number, box: Region, label: number): boolean {
  const [boxWidth, boxHeight] = [box.right - box.left + 1, box.bottom - box.top + 1];
  const band = Math.max(2, Math.round(boxHeight * 0.15));
  const span = (from: number, length: number, keep: number): number[] => Array.from({ length: Math.round(length * keep) }, (_, index) => from + Math.round((length * (1 - keep)) / 2) + index);
  const covered = (along: number[], across: number[], at: (a: number, b: number) => number): number => along.filter((a) => across.some((b) => labels[at(a, b)] === label)).length / Math.max(1, along.length);
  const [xs, ys] = [span(box.left, boxWidth, 0.8), span(box.top, boxHeight, 0.6)];
  const edge = (from: number): number[] => Array.from({ length: band }, (_, index) => from + index);
  const row = (x: number, y: number): number => y * width + x;
  const column = (y: number, x: number): number => y * width + x;
  return covered(xs, edge(box.top), row) > 0.9 && covered(xs, edge(box.bottom - band + 1), row) > 0.9 && covered(ys, edge(box.left), column) > 0.8 && covered(ys, edge(box.right - band + 1), column) > 0.8;
}

/** Whether ink of other sets lies inside a box, away from its edges (the text an outline rings). */
function enclosesInk(pixels: Buffer, labels: Int32Array, channels: number, width: number, box: Region, label: number): boolean {
  const margin = Math.max(2, Math.round((box.bottom - box.top) * 0.15));
  for (let y = box.top + margin; y <= box.bottom - margin; y += 1) {
    for (let x = box.left + margin; x <= box.right - margin; x += 1) {
      const at = y * width + x;
      if (pixels[at * channels] < INKED && labels[at] !== label) return true;
    }
  }
  return false;
}

/**
 * A filled tag made black on white: its fill (the median level of its pixels) and the page around its
 * rounded corners (reached from the box's edge without crossing the fill) turn white; its text, the
 * pixels enclosed by the fill that differ from it, turns dark.
 */
function plainFill(pixels: Buffer, labels: Int32Array, channels: number, width: number, box: Region, label: number, members: number[]): boolean {
  const levels = members.map((at) => pixels[at * channels]).sort((a, b) => a - b);
  const fill = levels[Math.floor(levels.length / 2)];
  const [boxWidth, boxHeight] = [box.right - box.left + 1, box.bottom - box.top + 1];
  const outside = new Uint8Array(boxWidth * boxHeight);
  const local = (x: number, y: number): number => (y - box.top) * boxWidth + (x - box.left);
  const stack: number[] = [];
  for (let x = box.left; x <= box.right; x += 1) stack.push(local(x, box.top), local(x, box.bottom));
  for (let y = box.top; y <= box.bottom; y += 1) stack.push(local(box.left, y), local(box.right, y));
  while (stack.length > 0) {
    const at = stack.pop() as number;
    const [x, y] = [box.left + (at % boxWidth), box.top + Math.floor(at / boxWidth)];
    if (outside[at] || labels[y * width + x] === label) continue;
    outside[at] = 1;
    for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]]) if (nx >= box.left && nx <= box.right && ny >= box.top && ny <= box.bottom && !outside[local(nx, ny)]) stack.push(local(nx, ny));
  }
  // (a tag holds its text with a margin above and below it: what the fill encloses is a good part of
  // its box, away from its top and bottom; bold letters that touch, a bold serif "m", enclose little or reach its edges)
  let [enclosed, first, last] = [0, box.bottom, box.top];
  for (let y = box.top; y <= box.bottom; y += 1) {
    for (let x = box.left; x <= box.right; x += 1) {
      if (outside[local(x, y)] || labels[y * width + x] === label) continue;
      [enclosed, first, last] = [enclosed + 1, Math.min(first, y), Math.max(last, y)];
    }
  }
  const margin = boxHeight * 0.12;
  if (enclosed < boxWidth * boxHeight * 0.06 || first - box.top < margin || box.bottom - last < margin) return false;
  for (let y = box.top; y <= box.bottom; y += 1) {
    for (let x = box.left; x <= box.right; x += 1) {
      const at = y * width + x;
      const level = pixels[at * channels];
      const away = Math.abs(level - fill) / 80;
      const plain = outside[local(x, y)] || labels[at] === label ? 255 : Math.round(255 * (1 - Math.min(1, away)));
      for (let channel = 0; channel < channels; channel += 1) pixels[at * channels + channel] = plain;
    }
  }
  return true;
}

/**
 * Text of an image of a page (English and French models). Words are re-ordered with the PDF
 * layout code (baselines, column gutter), since Tesseract may read a two-column page across.
 */
export async function ocrImage(bytes: Buffer): Promise<string> {
  return (await ocrImageLines(bytes)).text;
}

/**
 * Below this mean word confidence (0-100), a page is read a second time with its grain smoothed
 * away (a 5-pixel median). Clean renders and scans read at 90 or more; pages photographed on a
 * grainy background fell to 50-65 (80 with the gentler stretch), and read at 86-92 once smoothed.
 */
const GRAINY_CONFIDENCE = 85;

/** Two pieces of text that share some of the page (one line's box across the other's). */
function overlap(a: PositionedText, b: PositionedText): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && Math.abs(a.y - b.y) < Math.max(a.height, b.height);
}

/** The page read last (its promise): a page's reading switches the worker's segmentation mode, so pages are read one at a time. */
let reading: Promise<unknown> = Promise.resolve();

/** ocrImage with the lines' layout (page coordinates in pixels of the normalised image). */
export function ocrImageLines(bytes: Buffer, page = 1): Promise<{ text: string; lines: LayoutLine[] }> {
  const read = reading.then(() => readPage(bytes, page));
  reading = read.catch(() => undefined);
  return read;
}

async function readPage(bytes: Buffer, page: number): Promise<{ text: string; lines: LayoutLine[] }> {
  const { gentle, stretched } = await normalizedPages(bytes);
  const { width, height } = gentle.info;
  const png = await pngOf(gentle);
  const tesseract = await ocrWorker();
  const { data } = await tesseract.recognize(png, {}, { text: true, blocks: true });
  await withLargeTextReread(tesseract, png, gentle.info, data.blocks ?? []);
  const faint = await withFaintRowsReread(tesseract, png, gentle, data.blocks ?? []);
  let items = [...wordsOf(data.blocks ?? []), ...faint];
  if (data.confidence < GRAINY_CONFIDENCE) {
    // A photo or a grainy scan: Tesseract's page analysis loses its way in the grain. Read it again
    // with the grain smoothed away; that reading may still lose a block (a header on a grey band),
    // which the same page made black on white keeps: its pieces where the first has nothing are added.
    // (read on the default stretch: the grain holds the darkest pixels of such a page)
    const smoothed = sharp(await pngOf(await stretched())).median(5);
    const grey = (await tesseract.recognize(await smoothed.clone().png().toBuffer(), {}, { text: true, blocks: true })).data;
    if (grey.confidence > data.confidence) {
      const black = (await tesseract.recognize(await smoothed.clone().threshold(128).png().toBuffer(), {}, { text: true, blocks: true })).data;
      const read = wordsOf(grey.blocks ?? []);
      items = [...read, ...wordsOf(black.blocks ?? []).filter((item) => !read.some((other) => overlap(item, other)))];
    }
  }
  items = await withColouredRegionsReread(tesseract, gentle, items);
  items = await withTagsReread(tesseract, gentle, items);
  items = [...items, ...(await bandItems(tesseract, png, gentle)).filter((item) => !items.some((other) => overlap(item, other)))];
  if (items.length === 0) return { text: data.text, lines: [] };
  const lines = layoutLines(items, width, height, page);
  return { text: lines.map((line) => line.text).join('\n'), lines };
}

/** Words this many times as tall as the page's median word are large text (a name, a title): re-read on their own. */
const LARGE_TEXT = 1.7;

/** A heading's size against large text's: text beside a heading, as small as BESIDE_LARGER says, keeps its own height and is re-read. */
const HEADING_SIZE = 0.8;

/** Phrases re-read on their own at most on a page (large text and the text beside headings), so a page's work stays bounded. */
const MAX_REREADS = 32;

/**
 * A phrase beside another whose median word is this many times as tall as its own (a heading in a label column on
 * the row of a job's dates) keeps its own height (wordsOf), and the line is read again piece by piece (rereadRuns).
 */
const BESIDE_LARGER = 1.5;

/** A re-reading of large text replaces the page's when it is at least this confident (0-100), and no less than the page's reading of it unless it reads the words in fewer pieces. */
const REREAD_CONFIDENCE = 85;

/**
 * A line's phrases (words no further apart than wordsOf's word space) to read again on their own: those set in
 * large text (their median word as tall as `large`), and the small ones beside them (a job's dates on the row of a
 * heading in a label column, which Tesseract reads at the heading's scale: "2013 – 2016" as "Joc Maber").
 */
function rereadRuns(line: Line, large: number): Array<{ from: number; to: number }> {
  const gap = (line.bbox.y1 - line.bbox.y0) * 0.8 * WORD_SPACE;
  const phrases: Array<{ from: number; to: number }> = [];
  line.words.forEach((word, index) => {
    const last = phrases[phrases.length - 1];
    if (last && word.bbox.x0 - line.words[index - 1].bbox.x1 < gap) last.to = index;
    else phrases.push({ from: index, to: index });
  });
  const heights = phrases.map(({ from, to }) => wordHeights(line, line.words[from].bbox.x0, line.words[to].bbox.x1));
  // (a heading beside smaller text: the whole line is read again, piece by piece)
  const mixed = besideLarger(heights, large).some(Boolean);
  return phrases.filter((_, index) => mixed || median(heights[index]) >= large);
}

/**
 * Whether a re-reading of large text replaces the page's words: confident, and no less than the page's reading
 * unless it reads the words in fewer pieces (the page's pieces were confident too), and, unless in fewer pieces
 * (the page's pieces lose letters: "= hab an | M US H |"), with no word more than the page's letters hold (the
 * crop's edge, a rule or a line above read as letters).
 */
export function keepsReread(page: Array<Pick<Word, 'text' | 'confidence'>>, read: Array<Pick<Word, 'text'>>, confidence: number): boolean {
  const before = page.reduce((sum, word) => sum + word.confidence, 0) / page.length;
  const letters = (list: Array<Pick<Word, 'text'>>): number => list.map((word) => word.text).join('').replace(/[^\p{L}]/gu, '').length;
  return read.length > 0 && confidence >= REREAD_CONFIDENCE && (confidence >= before || read.length < page.length) && (letters(read) <= letters(page) + 2 || read.length < page.length);
}

/**
 * Large text (the name) read again on its own as one line. On a line that Tesseract reads across a large
 * name and the small contact beside it ("Ruben Visser   ruben.visser@…"), the name's letters are read at the
 * small text's scale and come out in pieces ("Ru be n Viss @ r") with high confidence; read alone, the name reads
 * whole. A heading's line with smaller text beside it is read again piece by piece (rereadRuns). The re-read words
 * replace the page's (in place) when the re-reading is confident.
 */
async function withLargeTextReread(tesseract: TesseractWorker, png: Buffer, info: sharp.OutputInfo, blocks: Block[]): Promise<void> {
  const lines = blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const large = largeTextHeight(blocks);
  const targets = lines
    .flatMap((line) => rereadRuns(line, large).map((run) => ({ line, ...run })))
    .filter(({ line, from, to }) => line.words.slice(from, to + 1).map((word) => word.text).join('').replace(/[^\p{L}]/gu, '').length >= 3)
    .slice(0, MAX_REREADS);
  if (targets.length === 0) return;
  await tesseract.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    // (from the last run of a line to its first, so that splicing a run's words leaves the earlier runs' indexes as they were)
    for (const { line, from, to } of targets.reverse()) {
      const words = line.words.slice(from, to + 1);
      const box = { x0: Math.min(...words.map((w) => w.bbox.x0)), y0: Math.min(...words.map((w) => w.bbox.y0)), x1: Math.max(...words.map((w) => w.bbox.x1)), y1: Math.max(...words.map((w) => w.bbox.y1)) };
      const pad = Math.round((box.y1 - box.y0) * 0.25);
      const left = Math.max(0, box.x0 - pad);
      const top = Math.max(0, box.y0 - pad);
      const crop = { left, top, width: Math.min(info.width, box.x1 + pad) - left, height: Math.min(info.height, box.y1 + pad) - top };
      if (crop.width <= 0 || crop.height <= 0) continue;
      const again = (await tesseract.recognize(await sharp(png).extract(crop).png().toBuffer(), {}, { text: true, blocks: true })).data;
      const read: Word[] = (again.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((each) => each.words)));
      if (!keepsReread(words, read, again.confidence)) continue;
      const shift = (bbox: Word['bbox']): Word['bbox'] => ({ x0: bbox.x0 + left, y0: bbox.y0 + top, x1: bbox.x1 + left, y1: bbox.y1 + top });
      line.words.splice(from, to - from + 1, ...read.map((word) => ({ ...word, bbox: shift(word.bbox) })));
    }
  } finally {
    await tesseract.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  }
}

/** A line Tesseract read with less than this mean confidence (0-100) may be a faint row it mostly missed. */
const FAINT_CONFIDENCE = 60;

/**
 * A faint row's re-reading is kept from this confidence (0-100) up: a strip cropped to its ink reads with less
 * confidence than a page (the contact line of the fixture faint-contact-line.png: 79 to 82 cropped, 86 across the page).
 */
const FAINT_REREAD_CONFIDENCE = 75;

/** White columns set on each side of a faint row's strip before it is read. */
const FAINT_MARGIN = 100;

/** At most this many faint rows are read again on a page (each reading costs a strip's OCR). */
const FAINT_ROWS = 8;

/** A stretch of a page's rows to read again, from `left` to `right`, and the lines read there that its reading replaces. */
interface FaintRow extends InkRows {
  scraps: Line[];
}

/**
 * Rows of small light-grey text (a contact line in 7-point grey under the name, headings in a pale colour)
 * that Tesseract missed or mostly missed: ink where it read no line ("olatunji.ayodeji90@example.co.uk |
 * linkedin.com/in/…" left out whole), or a scrap of the row read with little confidence ("+apf" for
 * "marisol.garza+apply@att.example.net | 210-690-9881"). The row is read again as one line from its ink's first
 * column to its last, twice as large with its contrast stretched; when that reading is confident (75) and finds
 * more, its words where the page has no other word stand for the row (the scraps' words dropped). The least
 * confident scraps first, then unread ink from the top.
 */
async function withFaintRowsReread(tesseract: TesseractWorker, png: Buffer, grey: GreyPage, blocks: Block[]): Promise<PositionedText[]> {
  const { info } = grey;
  const lines = blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  const confidence = (line: Line): number => line.words.reduce((sum, word) => sum + word.confidence, 0) / Math.max(1, line.words.length);
  const textHeight = median(lines.map((line) => line.bbox.y1 - line.bbox.y0));
  if (textHeight <= 0) return [];
  const confident = (line: Line): boolean => confidence(line) >= REREAD_CONFIDENCE;
  const scraps: FaintRow[] = lines
    .filter((line) => line.words.length > 0 && confidence(line) < FAINT_CONFIDENCE)
    .sort((a, b) => confidence(a) - confidence(b))
    .flatMap((line) => {
      // (the scrap's row as far as its ink goes outside the confident lines: the rest of the address it is a piece of)
      const ink = inkRows(grey, line.bbox.y0, line.bbox.y1, lines.filter(confident).map((other) => other.bbox));
      return ink ? [{ ...ink, scraps: [line] }] : [];
    });
  // (on a row of unread ink, the scraps are the lines read there with less confidence than a re-reading keeps: "I 14 ; in.con")
  const scrapsWithin = (row: InkRows): Line[] => lines.filter((line) => (line.bbox.y0 + line.bbox.y1) / 2 >= row.top && (line.bbox.y0 + line.bbox.y1) / 2 <= row.bottom && !confident(line));
  const rows: FaintRow[] = [...scraps, ...unreadInkRows(grey, lines.map((line) => line.bbox), textHeight).map((row) => ({ ...row, scraps: scrapsWithin(row) }))].slice(0, FAINT_ROWS);
  if (rows.length === 0) return [];
  const found: PositionedText[] = [];
  await tesseract.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE });
  try {
    for (const row of rows) {
      // (a strip about one and a half lines tall: more, and the lines above and below come into the reading)
      const pad = Math.round(Math.max(textHeight * 0.3, (textHeight * 1.4 - (row.bottom - row.top)) / 2));
      const top = Math.max(0, row.top - pad);
      const height = Math.min(info.height, row.bottom + pad) - top;
      const left = Math.max(0, row.left - textHeight * 2);
      const width = Math.min(info.width, row.right + textHeight * 2) - left;
      if (height <= 0 || width <= 0) continue;
      // (in a white margin: Tesseract reads a strip cut close to its text with less confidence, and misreads its ends)
      const crop = await sharp(png).extract({ left, top, width, height }).png().toBuffer();
      const strip = await sharp(crop).extend({ left: FAINT_MARGIN, right: FAINT_MARGIN, background: '#ffffff' }).resize({ width: (width + FAINT_MARGIN * 2) * 2 }).normalise().png().toBuffer();
      const again = (await tesseract.recognize(strip, {}, { text: true, blocks: true })).data;
      if (again.confidence < FAINT_REREAD_CONFIDENCE) continue;
      row.scraps.push(...piecesOfRow(lines.filter((line) => !row.scraps.includes(line)), { x0: left, y0: top, x1: left + width, y1: top + height }, again.text, confident));
      const others = lines.filter((line) => !row.scraps.includes(line)).flatMap((line) => line.words.map((word) => word.bbox));
      const overlaps = (item: PositionedText): boolean => others.some((box) => box.x0 < item.x + item.width && item.x < box.x1 && box.y0 < -item.y && -item.y - item.height < box.y1);
      const inPage = (x: number): number => x / 2 - FAINT_MARGIN + left;
      const read = wordsOf(again.blocks ?? []).map((item) => ({ ...item, x: inPage(item.x), width: item.width / 2, y: item.y / 2 - top, height: item.height / 2, letters: item.letters === undefined ? undefined : item.letters / 2, words: item.words?.map((word) => ({ ...word, x: inPage(word.x), width: word.width / 2 })) }));
      const free = read.filter((item) => !overlaps(item));
      const characters = (texts: string[]): number => texts.join('').replace(/[^\p{L}\p{N}]/gu, '').length;
      const more = characters(free.map((item) => item.str));
      if (more < 3 || more <= characters(row.scraps.flatMap((line) => line.words.map((word) => word.text)))) continue;
      for (const line of row.scraps) line.words.splice(0, line.words.length);
      found.push(...free);
    }
  } finally {
    await tesseract.setParameters({ tessedit_pageseg_mode: PSM.AUTO });
  }
  return found;
}

/**
 * The lines read within a strip that its re-reading replaces besides the row's scraps: one whose text the re-reading
 * holds whole ("messagerie.example-region" of "melanie.beaulieu@messagerie.example-regions-du-", its light start
 * unread), or one read with little confidence.
 */
export function piecesOfRow(lines: Line[], strip: Line['bbox'], reread: string, confident: (line: Line) => boolean): Line[] {
  const letters = (text: string): string => text.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
  const again = letters(reread);
  return lines.filter((line) => {
    const middle = (line.bbox.y0 + line.bbox.y1) / 2;
    const text = letters(line.words.map((word) => word.text).join(''));
    const within = middle >= strip.y0 && middle <= strip.y1 && line.bbox.x0 >= strip.x0 && line.bbox.x1 <= strip.x1;
    return within && ((text.length >= 2 && again.includes(text)) || !confident(line));
  });
}

/** Rows of a page from `top` to `bottom` whose ink runs from `left` to `right`. */
interface InkRows {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A pixel darker than this is ink (light-grey text included; the paper's grain of a scan is lighter). */
const INK = 200;

/** Where a row of the page holds ink (pixels under 200, every other column) outside the boxes: how much, its first and last column. */
function inkOutside({ data, info }: GreyPage, y: number, boxes: Array<Line['bbox']>): { count: number; left: number; right: number } {
  const covered = boxes.filter((box) => box.y0 - 2 <= y && y <= box.y1 + 2);
  let count = 0;
  let left = info.width;
  let right = -1;
  for (let x = 0; x < info.width; x += 2) {
    if (data[(y * info.width + x) * info.channels] >= INK || covered.some((box) => box.x0 - 4 <= x && x <= box.x1 + 4)) continue;
    count += 1;
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return { count, left, right };
}

/** The ink of the rows from `top` to `bottom` outside the boxes, from its first column to its last; null without ink. */
function inkRows(grey: GreyPage, top: number, bottom: number, boxes: Array<Line['bbox']>): InkRows | null {
  let left = grey.info.width;
  let right = -1;
  for (let y = Math.max(0, top); y <= Math.min(grey.info.height - 1, bottom); y += 1) {
    const ink = inkOutside(grey, y, boxes);
    left = Math.min(left, ink.left);
    right = Math.max(right, ink.right);
  }
  return right < 0 ? null : { top, bottom, left, right };
}

/**
 * Stretches of rows, as tall as a line of text or so, holding ink outside every box Tesseract read a line in,
 * in a tenth of a percent of the row's width at least (text it did not see), with their ink's first and last column.
 */
export function unreadInkRows(grey: GreyPage, boxes: Array<Line['bbox']>, textHeight: number): InkRows[] {
  const rows: InkRows[] = [];
  for (let y = 0; y < grey.info.height; y += 1) {
    const ink = inkOutside(grey, y, boxes);
    if (ink.count < Math.max(6, grey.info.width * 0.001)) continue;
    const last = rows[rows.length - 1];
    if (last && y - last.bottom <= 2) Object.assign(last, { bottom: y, left: Math.min(last.left, ink.left), right: Math.max(last.right, ink.right) });
    else rows.push({ top: y, bottom: y, left: ink.left, right: ink.right });
  }
  return rows.filter((row) => row.bottom - row.top >= textHeight * 0.4 && row.bottom - row.top <= textHeight * 2.5);
}

/**
 * Rows of a grey page set on a mid-grey band across most of its width (a coloured header): Tesseract
 * binarises the page as a whole, so dark text on such a band is lost with the band (white text on it
 * is read). Bands of at least 30 rows and under half the page (a photographed page is grey all over).
 */
export function midToneBands(pixels: Buffer, width: number, height: number, channels: number): Array<[number, number]> {
  const bands: Array<[number, number]> = [];
  let start = -1;
  for (let y = 0; y <= height; y += 1) {
    let mid = 0;
    if (y < height) {
      for (let x = 0; x < width; x += 4) {
        const value = pixels[(y * width + x) * channels];
        if (value >= 25 && value <= 200) mid += 1;
      }
    }
    const inBand = y < height && mid >= (width / 4) * 0.4;
    if (inBand && start < 0) start = y;
    if (!inBand && start >= 0) {
      // (a line of large text across the band breaks it for a few rows: the pieces are one band)
      const last = bands[bands.length - 1];
      if (last && start - last[1] <= 60) last[1] = y;
      else bands.push([start, y]);
      start = -1;
    }
  }
  return bands.filter(([top, bottom]) => bottom - top >= 30 && bottom - top < height * 0.5).slice(0, 3);
}

/**
 * The text of a page's mid-grey bands read again on their own, made black on white at a level under
 * the band's grey (dark text kept, the band and white text gone), in page coordinates.
 */
async function bandItems(tesseract: TesseractWorker, png: Buffer, { data, info }: GreyPage): Promise<PositionedText[]> {
  const out: PositionedText[] = [];
  for (const [top, bottom] of midToneBands(data, info.width, info.height, info.channels)) {
    const values: number[] = [];
    for (let y = top; y < bottom; y += 2) for (let x = 0; x < info.width; x += 8) values.push(data[(y * info.width + x) * info.channels]);
    values.sort((a, b) => a - b);
    const band = values[Math.floor(values.length / 2)];
    const crop = await sharp(png).extract({ left: 0, top, width: info.width, height: bottom - top }).greyscale().threshold(Math.max(20, Math.round(band * 0.6))).png().toBuffer();
    const read = (await tesseract.recognize(crop, {}, { text: true, blocks: true })).data;
    out.push(...wordsOf(read.blocks ?? []).map((item) => ({ ...item, y: item.y - top })));
  }
  return out;
}

/**
 * A copy of the page with some of its parts made black on white by `makePlain` (in place, returning
 * them), and its reading when there are any: no second reading for a page without such parts.
 */
async function readAgainMadePlain<R extends Region>(
  tesseract: TesseractWorker,
  grey: GreyPage,
  makePlain: (pixels: Buffer, width: number, height: number, channels: number) => R[],
): Promise<{ regions: R[]; again: PositionedText[] }> {
  const data = Buffer.from(grey.data);
  const { info } = grey;
  const regions = makePlain(data, info.width, info.height, info.channels);
  if (regions.length === 0) return { regions, again: [] };
  const again = wordsOf((await tesseract.recognize(await pngOf({ data, info }), {}, { text: true, blocks: true })).data.blocks ?? []);
  return { regions, again };
}

/**
 * The page's pieces, with what a second reading of its coloured regions made black on white
 * (colouredRegionsMadeBlackOnWhite) finds where the first read nothing (a name boxed on a black band, a
 * profile in a sidebar, a light-grey sidebar's skills). Outside dark regions nothing the first reading found
 * is replaced: the page read the inverted way instead lost more on other layouts than it gave; on a dark
 * region, where the first reading of light text is debris, the second reading's pieces replace what they overlap.
 */
async function withColouredRegionsReread(tesseract: TesseractWorker, grey: GreyPage, items: PositionedText[]): Promise<PositionedText[]> {
  const { regions, again } = await readAgainMadePlain(tesseract, grey, colouredRegionsMadeBlackOnWhite);
  if (regions.length === 0) return items;
  // (only inside the regions: elsewhere the second reading's extra pieces are fragments of what the first left as noise)
  const inside = (item: PositionedText, region: Region): boolean => item.x + item.width / 2 >= region.left && item.x + item.width / 2 <= region.right && -item.y >= region.top && -item.y <= region.bottom;
  const added = again.filter((item) => regions.some((region) => inside(item, region)));
  // (on a dark region the first reading of light text is mostly debris: "Engïst" for "English"; the second's pieces win there,
  // but not over dark text on a light part of it that the second reading garbled: a heading above dark tags, joined to them by
  // its rule, read right the first time, "euvlire" for "SKILLS"; a second reading that holds most of the first's letters in a
  // run, "MEDITERRANEO" for "MEDITI", is the fuller one)
  const onDark = (item: PositionedText): boolean => regions.some((region) => region.dark && inside(item, region));
  // (a word of four letters at least: shorter pieces of the first reading there are debris)
  const letters = (text: string): string => text.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const garbled = (item: PositionedText, others: PositionedText[]): boolean =>
    letters(item.str).length >= 4 && onLightGround(grey, item) && others.every((other) => longestCommonRun(letters(item.str), letters(other.str)) < 0.6 * letters(item.str).length);
  const kept = items.filter((item) => {
    const over = added.filter((other) => overlap(item, other));
    return !(onDark(item) && over.length > 0 && !garbled(item, over));
  });
  return [...kept, ...added.filter((item) => !kept.some((other) => overlap(item, other)))];
}

/** The length of the longest run of characters two texts share. */
export function longestCommonRun(a: string, b: string): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] !== b[j - 1]) continue;
      current[j] = previous[j - 1] + 1;
      best = Math.max(best, current[j]);
    }
    previous = current;
  }
  return best;
}

/** Whether a piece of text is set on a light ground: most pixels of its box (the ground, not the strokes) light. */
function onLightGround({ data, info }: GreyPage, item: PositionedText): boolean {
  const top = Math.max(0, Math.round(-item.y - item.height));
  const bottom = Math.min(info.height, Math.round(-item.y));
  const left = Math.max(0, Math.round(item.x));
  const right = Math.min(info.width, Math.round(item.x + item.width));
  let light = 0;
  let samples = 0;
  for (let y = top; y < bottom; y += 2) {
    for (let x = left; x < right; x += 2) {
      samples += 1;
      if (data[(y * info.width + x) * info.channels] >= 128) light += 1;
    }
  }
  return samples > 0 && light > samples / 2;
}

/**
 * The page read again with its skill tags made plain (tagsMadePlain), when it has any: inside the
 * tags, what the second reading finds replaces the first's (its brackets for outlines, its blobs);
 * elsewhere the first reading stands (the page's other lines may read differently once the tags are
 * gone, and are not its business).
 */
async function withTagsReread(tesseract: TesseractWorker, grey: GreyPage, items: PositionedText[]): Promise<PositionedText[]> {
  const { regions: tags, again } = await readAgainMadePlain(tesseract, grey, tagsMadePlain);
  if (tags.length === 0) return items;
  const inTag = (item: PositionedText): boolean => tags.some((tag) => item.x < tag.right && item.x + item.width > tag.left && -item.y >= tag.top && -item.y - item.height <= tag.bottom);
  return [...items.filter((item) => !inTag(item)), ...again.filter(inTag)];
}

/**
 * The widest gap between two words of one phrase, in line heights. (0.8, the PDF reader's word
 * space, would keep tags set side by side apart, but cut the held-out images' skills: 0.63 -> 0.44.)
 */
const WORD_SPACE = 1.2;

/**
 * The size of a word's letters, from its box's height: the height of a capital for a word of three letters or
 * more with a capital, a digit or a tall letter and no letter that reaches below the line; 0 when its box does
 * not tell (short words, x-height letters only, "a", "on", "we", or descenders, "Paul" tells, "gray" does not).
 */
function letterSize(text: string, boxHeight: number): number {
  return text.length >= 3 && /[\p{Lu}\dbdfhklt]/u.test(text) && !/[gjpqyQ(),;[\]{}|]/.test(text) ? boxHeight : 0;
}

/**
 * How far apart a word's letters stand: the median gap between its letters' boxes, in its box's heights (0 when
 * Tesseract gave fewer than three letters). About 0.1 for words set at normal spacing, 0.25 to 0.35 for a
 * letter-spaced name or heading.
 */
function letterSpacing(word: Word): number {
  const symbols = word.symbols ?? [];
  if (symbols.length < 3) return 0;
  return median(symbols.slice(1).map((symbol, index) => symbol.bbox.x0 - symbols[index].bbox.x1)) / Math.max(1, word.bbox.y1 - word.bbox.y0);
}

/** Letters this far apart (the median gap between them, in their word's heights) are letter-spaced. */
const LETTER_SPACED = 0.2;

/**
 * Two words of a letter-spaced line ("C Y R I A Q U E   H A V Y A R I M A N A" set as a name): the gap between
 * them is a word space when under one and a half of their letters' pitch, though wider than WORD_SPACE allows
 * between words set at normal spacing. (Capitals set at normal spacing have as wide a pitch: the letters' own
 * gaps tell them apart.)
 */
function letterSpacedWords(previous: Word | undefined, next: Word, gap: number): boolean {
  if (!previous || letterSpacing(previous) < LETTER_SPACED || letterSpacing(next) < LETTER_SPACED) return false;
  const pitch = Math.min((previous.bbox.x1 - previous.bbox.x0) / previous.text.trim().length, (next.bbox.x1 - next.bbox.x0) / next.text.trim().length);
  return gap < pitch * 1.5;
}

/**
 * Which of a line's phrases (the heights of their words that hold a letter or a figure) stand beside another whose
 * median word is BESIDE_LARGER times as tall as their lower median word (figures and brackets stand taller than
 * small letters: "March 2019 — Present").
 */
function besideLarger(phrases: number[][], large: number): boolean[] {
  const tallest = Math.max(...phrases.map((heights) => median(heights)));
  const lower = (heights: number[]): number => [...heights].sort((a, b) => a - b)[Math.floor((heights.length - 1) / 2)];
  // (a heading a little smaller than a name still dwarfs the dates beside it)
  return phrases.map((heights) => tallest >= large * HEADING_SIZE && heights.length > 0 && tallest >= lower(heights) * BESIDE_LARGER);
}

/** The height from which a page's words are large text (LARGE_TEXT times its median word with a letter). */
function largeTextHeight(blocks: Block[]): number {
  const lines = blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
  return LARGE_TEXT * median(lines.flatMap((line) => line.words.filter((word) => /\p{L}/u.test(word.text)).map((word) => word.bbox.y1 - word.bbox.y0)));
}

/** The heights of a line's words between `from` and `to` (x) that hold a letter or a figure. */
function wordHeights(line: Line, from: number, to: number): number[] {
  return line.words.filter((word) => /[\p{L}\p{N}]/u.test(word.text) && word.bbox.x0 >= from && word.bbox.x1 <= to).map((word) => word.bbox.y1 - word.bbox.y0);
}

/** A line's phrases beside larger text (besideLarger) take their own words' height, not the line's. */
function withOwnHeights(phrases: PositionedText[], line: Line, large: number): void {
  const heights = phrases.map((phrase) => wordHeights(line, phrase.x, phrase.x + phrase.width));
  besideLarger(heights, large).forEach((small, index) => {
    if (small) phrases[index].height = Math.max(1, Math.max(...heights[index]) * 0.8);
  });
}

/**
 * OCR words as positioned text (y grows upwards, as in PDF) on their line's baseline. Words set
 * at normal spacing are joined into one phrase, so a full-width line (the name) stays one item
 * across the gutter while two columns that Tesseract read as one line stay apart.
 */
export function wordsOf(blocks: Block[]): PositionedText[] {
  const items: PositionedText[] = [];
  const large = largeTextHeight(blocks);
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const height = Math.max(1, (line.bbox.y1 - line.bbox.y0) * 0.8);
        const baseline = (line.baseline.y0 + line.baseline.y1) / 2;
        let phrase: PositionedText | null = null;
        let phraseSize = 0;
        let previous: Word | undefined;
        const phrases: PositionedText[] = [];
        for (const word of line.words) {
          const text = word.text.trim();
          if (text === '') continue;
          const before = previous;
          previous = word;
          const box = { str: text, x: word.bbox.x0, width: word.bbox.x1 - word.bbox.x0 };
          const size = letterSize(text, word.bbox.y1 - word.bbox.y0);
          // (a word set in a font twice as large or half as large is no word of the phrase: a name beside a heading
          // of the next column, "John Paul   PROFILE", on one line of Tesseract's)
          const resized = size > 0 && phraseSize > 0 && (size > phraseSize * 2 || size * 2 < phraseSize);
          const gap = word.bbox.x0 - (phrase ? phrase.x + phrase.width : 0);
          if (phrase && !resized && (gap < height * WORD_SPACE || letterSpacedWords(before, word, gap))) {
            phraseSize = Math.max(phraseSize, size);
            phrase.str += ` ${text}`;
            phrase.width = word.bbox.x1 - phrase.x;
            phrase.words?.push(box);
            continue;
          }
          if (phrase && phraseSize > 0) phrase.letters = phraseSize;
          phrase = { str: text, x: word.bbox.x0, y: -baseline, width: word.bbox.x1 - word.bbox.x0, height, words: [box] };
          phraseSize = size;
          phrases.push(phrase);
        }
        if (phrase && phraseSize > 0) phrase.letters = phraseSize;
        withOwnHeights(phrases, line, large);
        items.push(...phrases);
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
