import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Block, Line } from 'tesseract.js';
import { layoutLines } from './layout';
import { colouredRegionsMadeBlackOnWhite, keepsReread, longestCommonRun, midToneBands, normalizeImage, ocrImageLines, piecesOfRow, skewAngle, tagsMadePlain, terminateOcr, unreadInkRows, withoutRules, wordsOf } from './ocr';

/** A grey page (one channel) of `width` x `height`, white, with `paint` applied to each pixel. */
function page(width: number, height: number, paint: (x: number, y: number) => number | null): Buffer {
  const pixels = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = paint(x, y) ?? 255;
  return pixels;
}

const row = (pixels: Buffer, width: number, y: number): number[] => [...pixels.subarray(y * width, (y + 1) * width)];

/** "Text" strokes: the last 20 rows of every 60, every 6th column. */
const textStroke = (x: number, y: number): boolean => y % 60 >= 40 && x % 6 < 2;

/** A page with a sidebar x < 300 painted by `sidebar` beside black body text strokes. */
function sidebarPage(width: number, height: number, sidebar: (x: number, y: number) => number): Buffer {
  return page(width, height, (x, y) => (x < 300 ? sidebar(x, y) : textStroke(x, y) ? 0 : null));
}

/** The sidebar found as the one region and made black on white (its strokes under `darkerThan`), the body untouched. */
function expectSidebarMadePlain(pixels: Buffer, width: number, height: number, darkerThan: number): void {
  const regions = colouredRegionsMadeBlackOnWhite(pixels, width, height, 1);
  expect(regions).toHaveLength(1);
  expect(regions[0]).toMatchObject({ left: 0, top: 0 });
  expect(pixels[505 * width + 150]).toBe(255);
  expect(pixels[525 * width + 150]).toBeLessThan(darkerThan);
  expect(pixels[525 * width + 600]).toBe(0);
}

describe('OCR page clean-up', () => {
  it('erases a thin dashed rule between two sections and keeps a line of text', () => {
    const width = 400;
    const height = 120;
    // A dashed rule 3 px thick at y 20-22; a "text line" 20 px tall at y 60-79 (strokes every 6 px).
    const pixels = page(width, height, (x, y) => ((y >= 20 && y <= 22 && x % 10 < 6) || (y >= 60 && y < 80 && x % 6 < 2) ? 0 : null));
    const out = withoutRules(pixels, width, height, 1);
    for (let y = 20; y <= 22; y += 1) expect(row(out, width, y).every((value) => value === 255)).toBe(true);
    expect(out.subarray(60 * width, 80 * width).equals(pixels.subarray(60 * width, 80 * width))).toBe(true);
  });

  it('makes skill tags plain: an outline erased, a dark fill white with its text dark; an underlined word kept', () => {
    const width = 1000;
    const height = 200;
    const inBox = (x: number, y: number, left: number, top: number, right: number, bottom: number): boolean => x >= left && x <= right && y >= top && y <= bottom;
    const pixels = page(width, height, (x, y) => {
      // An outlined tag (a 3-px ring, 120 x 40) around a "word" (a black bar).
      if (inBox(x, y, 20, 20, 139, 59) && !inBox(x, y, 23, 23, 136, 56)) return 60;
      if (inBox(x, y, 50, 32, 110, 46) && x % 12 < 6) return 0;
      // A navy tag (120 x 40) with a white "word" inside.
      if (inBox(x, y, 200, 20, 319, 59)) return inBox(x, y, 230, 32, 290, 46) && x % 12 < 6 ? 255 : 40;
      // An underlined "word": a bar with a descender touching its 3-px underline.
      if (inBox(x, y, 420, 20, 540, 46) && (x % 12 < 6 || inBox(x, y, 470, 20, 474, 59))) return 0;
      if (inBox(x, y, 420, 57, 540, 59)) return 90;
      return null;
    });
    const out = Buffer.from(pixels);
    expect(tagsMadePlain(out, width, height, 1)).toEqual([{ left: 20, top: 20, right: 140, bottom: 60 }, { left: 200, top: 20, right: 320, bottom: 60 }]);
    const at = (x: number, y: number): number => out[y * width + x];
    expect([at(20, 40), at(80, 21), at(139, 40)]).toEqual([255, 255, 255]);
    expect([at(50, 40), at(56, 40)]).toEqual([0, 255]);
    expect([at(205, 25), at(315, 55)]).toEqual([255, 255]);
    expect([at(240, 40), at(246, 40)]).toEqual([0, 255]);
    expect(out.subarray(0, width * height).subarray(20 * width + 400, 20 * width + 560).equals(pixels.subarray(20 * width + 400, 20 * width + 560))).toBe(true);
    expect(at(472, 58)).toBe(90);
  });

  it('measures the skew of a page photographed askew, and straightens it', async () => {
    // Ten "text lines" (dark bars with gaps, like words) on a white page, then turned 2 degrees clockwise.
    const width = 1200;
    const height = 1600;
    const straight = page(width, height, (x, y) => (y % 60 < 14 && y > 100 && y < 700 && x > 100 && x < 1100 && x % 90 < 70 ? 0 : null));
    const raw = { raw: { width, height, channels: 1 as const } };
    expect(Math.abs(skewAngle(straight, width, height, 1))).toBeLessThan(0.2);
    const turned = await sharp(straight, raw).rotate(2, { background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    expect(skewAngle(turned.data, turned.info.width, turned.info.height, turned.info.channels)).toBeCloseTo(2, 0);
    const png = await sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: turned.info.channels } }).png().toBuffer();
    const normalised = await sharp(await normalizeImage(png)).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(skewAngle(normalised.data, normalised.info.width, normalised.info.height, normalised.info.channels))).toBeLessThan(0.3);
  });

  it('finds a grey band across the page (a coloured header), broken by a line of large text, and no band on a white page', () => {
    const width = 400;
    const height = 1000;
    // A band at rows 100-299 (grey 90) with a "text line" of black and white strokes at rows 180-199.
    const pixels = page(width, height, (x, y) => (y >= 100 && y < 300 ? (y >= 180 && y < 200 ? (x % 3 === 0 ? 0 : 255) : 90) : null));
    expect(midToneBands(pixels, width, height, 1)).toEqual([[100, 300]]);
    expect(midToneBands(page(width, height, () => null), width, height, 1)).toEqual([]);
  });

  it('turns a dark sidebar with light text dark on white, and leaves a page of bold black text alone', () => {
    const width = 800;
    const height = 1000;
    // A sidebar of grey 30 with light "text" strokes beside white body text.
    const pixels = sidebarPage(width, height, (x, y) => (textStroke(x, y) ? 240 : 30));
    expectSidebarMadePlain(pixels, width, height, 40);
    expect(pixels[505 * width + 600]).toBe(255);
    // Thick black letters (a 40-pixel stroke) are no dark region.
    const bold = page(width, height, (x, y) => (y >= 100 && y < 140 && x >= 100 && x < 700 && x % 50 < 40 ? 0 : null));
    expect(colouredRegionsMadeBlackOnWhite(Buffer.from(bold), width, height, 1)).toEqual([]);
  });

  it('reads each part of a region joined from two shades by its own background: a dark sidebar and a grey block padding the page', () => {
    const width = 800;
    const height = 1000;
    // A sidebar of grey 30 with light "text" strokes, joined to a block of grey 70 across the bottom of the page (y >= 850).
    const pixels = page(width, height, (x, y) => (y >= 850 ? 70 : x < 300 ? (textStroke(x, y) ? 240 : 30) : textStroke(x, y) ? 0 : null));
    const regions = colouredRegionsMadeBlackOnWhite(pixels, width, height, 1);
    expect(regions).toEqual([expect.objectContaining({ left: 0, top: 0, dark: true })]);
    expect(pixels[505 * width + 150]).toBe(255);
    expect(pixels[525 * width + 150]).toBeLessThan(40);
    // (the block is white too, not grey: its background is its own, not the sidebar's)
    expect(pixels[920 * width + 600]).toBe(255);
    expect(pixels[525 * width + 600]).toBe(0);
  });

  it('turns a light-grey sidebar with dark text black on white, and keeps its lighter halo and the body as they are', () => {
    const width = 800;
    const height = 1000;
    // A sidebar of grey 215 with dark "text" strokes (level 40), a halo lighter than the sidebar (250) beside each stroke.
    const halo = (x: number, y: number): boolean => y % 60 >= 40 && x % 6 === 2;
    const pixels = sidebarPage(width, height, (x, y) => (textStroke(x, y) ? 40 : halo(x, y) ? 250 : 215));
    expectSidebarMadePlain(pixels, width, height, 60);
    // (the halo, 35 levels over the sidebar, stays light: made dark it would outline every letter)
    expect(pixels[525 * width + 152]).toBeGreaterThan(128);
  });

  it('keeps a short underline (less than an eighth of the width)', () => {
    const width = 400;
    const pixels = page(width, 60, (x, y) => (y === 30 && x < 40 ? 0 : null));
    expect(withoutRules(pixels, width, 60, 1).equals(pixels)).toBe(true);
  });
});

describe('longestCommonRun (a second reading that holds the first\'s letters replaces it)', () => {
  it.each([
    ['skills', 'euvlire', 1],
    ['mediti', 'registerednursedatosmediterraneo', 5],
    ['competences', 'mamdetencmpec', 5],
    ['logi', 'healthitanalystlogisticaiberica', 4],
    ['', 'abc', 0],
  ])('%s in %s: %i', (a, b, expected) => {
    expect(longestCommonRun(a, b)).toBe(expected);
  });
});

describe('wordsOf (OCR words into phrases)', () => {
  const word = (text: string, x0: number, x1: number, y0: number) => ({ text, bbox: { x0, x1, y0, y1: 55 } });
  const line = (words: Array<ReturnType<typeof word>>) => ({ bbox: { x0: 0, x1: 600, y0: 0, y1: 60 }, baseline: { x0: 0, x1: 600, y0: 55, y1: 55 }, words });
  const blocks = (words: Array<ReturnType<typeof word>>) => [{ paragraphs: [{ lines: [line(words)] }] }] as unknown as Block[];

  it('parts a name from a heading in letters half its size that Tesseract read on its line, and lays them out as two lines', () => {
    const items = wordsOf(blocks([word('John', 10, 110, 5), word('Paul', 130, 230, 5), word('PROFILE', 270, 400, 35)]));
    expect(items.map((item) => item.str)).toEqual(['John Paul', 'PROFILE']);
    expect(layoutLines(items, 2480, 3508).map((each) => each.text)).toEqual(['John Paul', 'PROFILE']);
  });

  it('gives a phrase beside a heading twice its size its own height, so the two are laid out as two lines', () => {
    // ("Education" 50 px tall and, more than a word space away, its row's dates 25 px tall, on one line of Tesseract's)
    // (and a line of body text under them, 25 px tall as the dates are: the page's median word)
    const small = (text: string, x0: number, x1: number, y0 = 30) => ({ text, bbox: { x0, x1, y0, y1: y0 + 25 } });
    const body = { bbox: { x0: 0, x1: 600, y0: 100, y1: 125 }, baseline: { x0: 0, x1: 600, y0: 125, y1: 125 }, words: [small('BSc', 400, 450, 100), small('Mathematics', 470, 600, 100)] };
    const page = [{ paragraphs: [{ lines: [line([word('Education', 10, 300, 5), small('2013', 400, 470), small('2016', 490, 560)]), body] }] }] as unknown as Block[];
    const items = wordsOf(page);
    expect(items.map((item) => [item.str, item.height])).toEqual([['Education', 48], ['2013 2016', 20], ['BSc Mathematics', 20]]);
    expect(layoutLines(items.slice(0, 2), 2480, 3508).map((each) => each.text)).toEqual(['Education', '2013 2016']);
    // (beside a word no larger than the body's, a phrase keeps the line's height)
    expect(wordsOf(blocks([word('Education', 10, 300, 5), small('2013', 400, 470), small('2016', 490, 560)])).map((item) => item.height)).toEqual([48, 48]);
  });

  it('keeps the words of one size together, whatever the height of short or low letters', () => {
    expect(wordsOf(blocks([word('Data', 10, 90, 20), word('on', 100, 130, 35), word('Analyst', 140, 260, 20)])).map((item) => item.str)).toEqual(['Data on Analyst']);
  });

  it('keeps the words of a letter-spaced name together across a word space wider than usual, and parts words set at normal spacing that far apart', () => {
    // (a line 48 px tall: words more than 57.6 px apart are two phrases, unless their letters stand apart, 0.2 of their height or more)
    const spaced = (text: string, x0: number, x1: number, letterGap: number) => {
      const pitch = (x1 - x0) / text.length;
      const symbols = [...text].map((_, index) => ({ bbox: { x0: x0 + index * pitch, x1: x0 + (index + 1) * pitch - letterGap, y0: 5, y1: 55 } }));
      return { ...word(text, x0, x1, 5), symbols };
    };
    expect(wordsOf(blocks([spaced('CYRIAQUE', 10, 399, 15), spaced('HAVYARIMANA', 460, 1000, 15)])).map((item) => item.str)).toEqual(['CYRIAQUE HAVYARIMANA']);
    // (capitals at normal spacing, their pitch as wide, their letters close: two phrases)
    expect(wordsOf(blocks([spaced('DESIGN', 10, 300, 4), spaced('SOFTWARE', 360, 750, 4)])).map((item) => item.str)).toEqual(['DESIGN', 'SOFTWARE']);
    expect(wordsOf(blocks([spaced('Python', 10, 130, 2), spaced('Docker', 190, 310, 2)])).map((item) => item.str)).toEqual(['Python', 'Docker']);
  });
});

describe('OCR of a name set large beside small contact text', () => {
  afterAll(() => terminateOcr());

  it('reads the name whole, which the page read in pieces at the small text\'s scale', async () => {
    // A corpus page (a three-column header: the name in 28-point bold, "E-MAIL:" and the address in 8-point type beside it),
    // made black on white; read as a page, its name came out "Ru be n Visse r".
    const { text } = await ocrImageLines(readFileSync(join(__dirname, '../../../../test/fixtures/mixed-size-header.png')));
    expect(text.split('\n')).toContain('Ruben Visser');
  }, 120_000);

  it('keeps a re-reading that is confident and in fewer pieces, not one with a word more than the page read', () => {
    const pieces = ['Ru', 'be', 'n', 'Visse', 'r'].map((text) => ({ text, confidence: 92 }));
    expect(keepsReread(pieces, [{ text: 'Ruben' }, { text: 'Visser' }], 88)).toBe(true);
    expect(keepsReread(pieces, [{ text: 'Ruben' }, { text: 'Visser' }], 80)).toBe(false);
    // (pieces that lost letters: the whole name has more)
    const lossy = ['=', 'hab', 'an', '|', 'M', 'US', 'H', '|'].map((text) => ({ text, confidence: 70 }));
    expect(keepsReread(lossy, [{ text: 'Shabani' }, { text: 'MUSHI' }], 91)).toBe(true);
    const name = ['Jane', 'Doe'].map((text) => ({ text, confidence: 90 }));
    expect(keepsReread(name, [{ text: 'Jane' }, { text: 'Doe' }], 93)).toBe(true);
    // (a rule or the line above read as a word beside the name)
    expect(keepsReread(name, [{ text: 'Jane' }, { text: 'Doe' }, { text: 'Sales' }], 93)).toBe(false);
  });
});

describe('OCR of a faint row', () => {
  afterAll(() => terminateOcr());

  it('reads a contact line in small light-grey type under the name, which the page\'s reading leaves out', async () => {
    // A page rendered by Chromium: the contact line in 7.6-point grey (#a6a6a6) under a 22-point name.
    const { text } = await ocrImageLines(readFileSync(join(__dirname, '../../../../test/fixtures/faint-contact-line.png')));
    expect(text.split('\n')[1]).toMatch(/^shannon\.hamill\+apply@talktalk\.example\.net \| \+447820139924 \| linkedin/);
    expect(text).toContain('I am a Records Manager who enjoys turning messy situations into simple routines.');
  }, 120_000);

  it('finds rows of ink about a line tall outside the lines read, not inside them, nor a picture several lines tall', () => {
    const width = 1000;
    // (a line of text strokes at rows 100-119, a picture at rows 300-419)
    const pixels = page(width, 500, (x, y) => ((y >= 100 && y < 120 && x >= 100 && x < 700 && x % 6 < 2) || (y >= 300 && y < 420 && x >= 100 && x < 300) ? 120 : null));
    const grey = { data: pixels, info: { width, height: 500, channels: 1 } as sharp.OutputInfo };
    expect(unreadInkRows(grey, [], 20)).toEqual([{ top: 100, bottom: 119, left: 102, right: 696 }]);
    expect(unreadInkRows(grey, [{ x0: 90, y0: 98, x1: 710, y1: 121 }], 20)).toEqual([]);
    // (a line read on the row's left half leaves its right half unread)
    expect(unreadInkRows(grey, [{ x0: 90, y0: 98, x1: 400, y1: 121 }], 20)).toEqual([{ top: 100, bottom: 119, left: 408, right: 696 }]);
  });

  it('replaces with a faint row\'s re-reading the pieces of the row read apart: one it holds whole, one read with little confidence', () => {
    const line = (text: string, x0: number, y0: number, confidence: number): Line => ({ text, confidence, bbox: { x0, y0, x1: x0 + text.length * 10, y1: y0 + 18 }, words: [{ text, confidence, bbox: { x0, y0, x1: x0 + text.length * 10, y1: y0 + 18 } }] }) as unknown as Line;
    const piece = line('messagerie.example-region', 1400, 195, 90);
    const crumb = line('du', 1700, 194, 91);
    const misread = line('quel', 1500, 233, 70);
    const name = line('Mélanie Lise Beaulieu', 100, 150, 95);
    const below = line('Chef d’écloserie', 1400, 260, 93);
    const confident = (each: Line): boolean => each.confidence >= 85;
    const strip = { x0: 1200, y0: 176, x1: 1860, y1: 250 };
    expect(piecesOfRow([piece, crumb, misread, name, below], strip, 'melanie.beaulieu@messagerie.example-regions-du-', confident)).toEqual([piece, crumb, misread]);
  });
});

describe('OCR of skill tags', () => {
  afterAll(() => terminateOcr());

  it('reads a word on a small dark tag and a word in a rounded outline, which Tesseract garbles or drops', async () => {
    // The two-column fixture's "Java, Salesforce, Jira," line with "Java," printed white on a navy tag
    // and "Jira," ringed by a 3-px outline (as a theme's skill tags are).
    const resume = await sharp(readFileSync(join(__dirname, '../../../../test/fixtures/resumes/42-en-two-column.png'))).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = resume.info;
    const inBox = (x: number, y: number, left: number, top: number, right: number, bottom: number): boolean => x >= left && x <= right && y >= top && y <= bottom;
    const pixels = page(width, height, (x, y) => {
      const value = resume.data[y * width + x];
      if (inBox(x, y, 70, 507, 137, 541)) return value < 128 ? 245 : 40;
      if (inBox(x, y, 257, 507, 319, 541) && !inBox(x, y, 260, 510, 316, 538)) return 60;
      return value;
    });
    const { text } = await ocrImageLines(await sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer());
    expect(text).toMatch(/Java, Salesforce,? Jira/);
  }, 120_000);
});

describe('OCR of a grainy photo', () => {
  afterAll(() => terminateOcr());

  it('reads dark text set on a coloured band (a header), which the page binarised as a whole loses', async () => {
    // The fixture's top 380 rows (name and contact lines) printed on a red-like band: white paper turned grey 90 (a multiply blend).
    const resume = await sharp(readFileSync(join(__dirname, '../../../../test/fixtures/resumes/40-en-single.png'))).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = resume.info;
    const pixels = page(width, height, (x, y) => {
      const value = resume.data[y * width + x];
      return y < 380 ? Math.round((value * 90) / 255) : value;
    });
    const { text } = await ocrImageLines(await sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer());
    expect(text).toContain('Olivia Walker');
    expect(text).toContain('olivia.walker@example.org');
  }, 120_000);

  it('reads dark text on a light-grey sidebar, which the page binarised as a whole drops as a picture', async () => {
    // The two-column fixture with its left column (contact, skills, languages) printed on grey 180.
    const resume = await sharp(readFileSync(join(__dirname, '../../../../test/fixtures/resumes/42-en-two-column.png'))).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = resume.info;
    const pixels = page(width, height, (x, y) => (x < 430 ? Math.min(180, resume.data[y * width + x]) : resume.data[y * width + x]));
    const { text } = await ocrImageLines(await sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer());
    expect(text).toContain('wright.thomas@mail.com');
    expect(text).toContain('Salesforce');
    expect(text).toContain('English');
  }, 120_000);

  it('reads a page photographed on a grainy grey background, where the first reading garbles the address', async () => {
    // A rendered resume set on a grey background 150 px wide around it, every pixel shifted by up to
    // ±75 levels of seeded noise: Tesseract misreads the address of it as it is.
    const resume = await sharp(readFileSync(join(__dirname, '../../../../test/fixtures/resumes/40-en-single.png'))).greyscale().raw().toBuffer({ resolveWithObject: true });
    const width = resume.info.width + 300;
    const height = resume.info.height + 400;
    let seed = 7;
    const noise = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pixels = page(width, height, (x, y) => {
      const inside = x >= 150 && y >= 150 && x - 150 < resume.info.width && y - 150 < resume.info.height;
      const value = inside ? resume.data[(y - 150) * resume.info.width + (x - 150)] : 150;
      return Math.max(0, Math.min(255, Math.round(value - 75 + noise() * 150)));
    });
    const png = await sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer();
    const { text } = await ocrImageLines(png);
    expect(text).toContain('Olivia Walker');
    expect(text).toContain('olivia.walker@example.org');
  }, 120_000);
});
