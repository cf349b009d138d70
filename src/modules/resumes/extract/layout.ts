/**
 * Page geometry shared by the PDF and OCR readers: positioned pieces of text in, lines in reading
 * order out, each with what the parser uses beside its text (position, font size, emphasis,
 * column). Coordinates are PDF-like: x to the right, y upwards (baselines).
 */

export interface PositionedText {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The font's id in the document (pdf.js font name); absent for OCR. */
  font?: string;
  /** OCR: the words of a phrase read as one piece, each with its own box. */
  words?: Array<{ str: string; x: number; width: number }>;
  /** OCR: the height of the phrase's capitals where its words' boxes tell it (a box's height varies with its letters). */
  letters?: number;
}

/** One line of a page as the parser sees it. */
export interface LayoutLine {
  text: string;
  page: number;
  /** Left edge and width, in page units. */
  x: number;
  width: number;
  /** Distance of the baseline from the top of the page, in page units. */
  top: number;
  /** Font size (line height) in page units. */
  size: number;
  /** The size is the font's (PDF), not the height of a box OCR drew around the letters (which varies with them). */
  fontSized?: boolean;
  /** Set in a font other than the document's body font (bold, a heading face). */
  emphasis: boolean;
  /** Where the line sits when the page has a column gutter: a full-width header or one of the two columns. */
  column: 'full' | 'left' | 'right';
  /** The line's pieces where they stand apart by more than a word space (tags, chips), when there are several. */
  parts?: string[];
}

interface Row {
  items: PositionedText[];
  y: number;
  height: number;
}

/** Groups items into rows by baseline, top to bottom, each row left to right. */
function rowsOf(items: PositionedText[]): Row[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row.y - item.y) <= Math.max(2, item.height * 0.4)) row.items.push(item);
    else rows.push({ items: [item], y: item.y, height: item.height });
  }
  for (const row of rows) {
    row.items.sort((a, b) => a.x - b.x);
    row.height = Math.max(...row.items.map((item) => item.height));
  }
  return rows;
}

function joinItems(items: PositionedText[]): string {
  let text = '';
  let end = -Infinity;
  let previous = '';
  for (const item of items) {
    const gap = item.x - end;
    // (two glyphs set apart one by one, letter-spaced small capitals "A" "U", need a wider gap to be two words)
    const glyphs = previous.length === 1 && item.str.length === 1;
    text += text === '' ? item.str : gap > item.height * (glyphs ? 0.3 : 0.15) ? ` ${item.str}` : item.str;
    previous = item.str;
    end = item.x + item.width;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A row's cells: pieces separated by a gap wider than 1.5 times the font size are read as separate
 * lines (a title and its right-aligned dates, a label column and its content, table cells).
 */
function cellsOf(row: Row): PositionedText[][] {
  const cells: PositionedText[][] = [];
  let end = -Infinity;
  for (const item of row.items) {
    const current = cells[cells.length - 1];
    const previous = current?.[current.length - 1];
    // A name set large beside a paragraph of body text on the same baseline is not one phrase with it
    // (font sizes of a PDF; an OCR line box's height varies with its letters, so OCR rows are cut so only on their letters' sizes).
    const sizeJump =
      (previous?.font !== undefined && item.font !== undefined && Math.max(previous.height, item.height) > 2 * Math.min(previous.height, item.height) && item.x - end > Math.min(previous.height, item.height) * 0.5) ||
      // (on a scan, the size of the letters where the words' boxes tell it: "John Paul" beside "PROFILE")
      (previous?.letters !== undefined && item.letters !== undefined && Math.max(previous.letters, item.letters) > 2 * Math.min(previous.letters, item.letters));
    // Text laid over the end of the text before it (a block printed on top of another) is not its continuation.
    const overlaps = item.x - end < -Math.max(item.height, 4);
    if (current && !sizeJump && !overlaps && item.x - end <= Math.max(item.height, 4) * 1.5) current.push(item);
    else cells.push([item]);
    end = Math.max(end, item.x + item.width);
  }
  return cells;
}

/**
 * A cell's pieces separated by more than a word space: tags set side by side. A gap of 0.8 of the
 * font size always parts them. In a PDF, a narrower one (from half the font size) does too when it
 * cannot be a word space: the pieces carry their own spaces ("Project management" is one piece), the
 * cell has narrower gaps between its words (a theme that sets each word apart, wider between tags), or
 * three or more pieces are set evenly (single-word tags).
 */
function partsOf(cell: PositionedText[]): string[] {
  const isPdf = cell.every((item) => item.font !== undefined);
  if (!isPdf) return ocrPartsOf(cell);
  const gaps = cell.slice(1).map((item, index) => (item.x - (cell[index].x + cell[index].width)) / item.height);
  const narrowest = Math.min(...gaps.filter((gap) => gap > 0.1));
  const spacedWithin = cell.some((item) => /\S\s+\S/.test(item.str.trim()));
  const even = gaps.length >= 2 && Math.max(...gaps) <= narrowest * 1.15;
  const parts: PositionedText[][] = [[cell[0]]];
  gaps.forEach((gap, index) => {
    const apart = gap >= 0.8 || (gap >= 0.5 && (spacedWithin || even || gap >= narrowest * 1.3));
    if (apart) parts.push([cell[index + 1]]);
    else parts[parts.length - 1].push(cell[index + 1]);
  });
  // (a bullet or an icon set apart from its text is not a piece)
  return parts.map(joinItems).filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/**
 * An OCR cell's pieces, from its words' own boxes: a gap of 0.8 of the line height parts them when
 * the cell also holds gaps narrower by a third or more (word spaces), so "Adobe InDesign   Figma"
 * is two tags while "Social   media", evenly spaced, stays one.
 */
function ocrPartsOf(cell: PositionedText[]): string[] {
  const words = cell.flatMap((item) => (item.words ?? [{ str: item.str, x: item.x, width: item.width }]).map((word, index) => ({ ...word, height: item.height, opens: index === 0 })));
  const gaps = words.slice(1).map((word, index) => (word.x - (words[index].x + words[index].width)) / word.height);
  const narrowest = Math.min(...gaps);
  const parts: string[][] = [[words[0].str]];
  gaps.forEach((gap, index) => {
    // (pieces OCR read apart stay apart, as before)
    const apart = gap >= 0.8 && (words[index + 1].opens || gap >= narrowest * 1.5);
    if (apart) parts.push([words[index + 1].str]);
    else parts[parts.length - 1].push(words[index + 1].str);
  });
  return parts.map((part) => part.join(' ')).filter((part) => /[\p{L}\p{N}]/u.test(part));
}

/** Groups items into lines by baseline, top to bottom, each line left to right (a whole row, cells joined). */
export function linesOf(items: PositionedText[]): string[] {
  return rowsOf(items).map((row) => joinItems(row.items));
}

/**
 * Orders a page's text items: finds a vertical gutter (an x no item crosses, with text on both
 * sides) and reads the left column, then the right one; items above the columns (a full-width
 * header) come first. Each row is split into cells (see cellsOf).
 */
export function layoutLines(items: PositionedText[], pageWidth: number, pageHeight: number, page = 1, bodyFont: string | null = null): LayoutLine[] {
  const toLines = (group: PositionedText[], column: LayoutLine['column']): LayoutLine[] =>
    rowsOf(group).flatMap((row) =>
      cellsOf(row).map((cell) => {
        const x = cell[0].x;
        const right = Math.max(...cell.map((item) => item.x + item.width));
        const line: LayoutLine = { text: joinItems(cell), page, x, width: right - x, top: pageHeight - row.y, size: row.height, emphasis: isEmphasised(cell, bodyFont), column };
        const parts = partsOf(cell);
        if (parts.length > 1) line.parts = parts;
        if (cell[0].font !== undefined) line.fontSized = true;
        return line;
      }),
    );
  return withCentredLabelsFirst(laidOut(items, pageWidth, toLines));
}

/** layoutLines' reading order, before the labels centred on their blocks are moved up (withCentredLabelsFirst). */
function laidOut(items: PositionedText[], pageWidth: number, toLines: (group: PositionedText[], column: LayoutLine['column']) => LayoutLine[]): LayoutLine[] {
  const gutter = findGutter(items, pageWidth);
  // (on a scan only: Tesseract reads a narrow gutter's two columns on one line; a PDF's text is placed as it was set)
  const scanned = items.every((item) => item.font === undefined);
  if (gutter === null) {
    // (on a PDF, only a sidebar list beside a column at the body's pitch: other column bands cost the held-out PDFs skills)
    const bands = columnBands(items, pageWidth, !scanned);
    if (bands === null) return toLines(items, 'full').filter((line) => line.text !== '');
    return bands
      .filter((band) => band.items.length > 0)
      .flatMap(({ items: band, gutter: at }) => (at === null ? toLines(band, 'full') : [...toLines(band.filter((item) => item.x + item.width / 2 < at), 'left'), ...toLines(band.filter((item) => item.x + item.width / 2 >= at), 'right')]))
      .filter((line) => line.text !== '');
  }
  const across = phrasesAcross(items, gutter);
  const crosses = (item: PositionedText): boolean => across.has(item) || (item.x < gutter && item.x + item.width > gutter);
  const columnItems = items.filter((item) => !crosses(item));
  const columnTop = Math.max(...columnItems.map((item) => item.y));
  const header = [...items.filter((item) => crosses(item) && item.y > columnTop), ...(scanned ? rowAcrossAboveColumns(items.filter((item) => !crosses(item)), gutter) : [])];
  // Below the header, a line running over the gutter (a long URL) belongs to the column it starts in.
  const left = items.filter((item) => !header.includes(item) && (crosses(item) ? (across.get(item) ?? item.x) < gutter : item.x + item.width / 2 < gutter));
  const right = items.filter((item) => !header.includes(item) && !left.includes(item));
  return [...toLines(header, 'full'), ...toLines(left, 'left'), ...toLines(right, 'right')].filter((line) => line.text !== '');
}

/** Pieces of one phrase are at most this many times their height apart (a word space, letter-spaced capitals' too). */
const PHRASE_GAP = 0.75;

/**
 * The pieces of phrases the gutter runs through, each with the x where its phrase starts: pieces on one baseline,
 * of one size, a word space apart at most, the first starting left of the gutter and the last ending right of it
 * (a name set across both columns' widths that the PDF placed as "ARJUN KAI" and "ONG").
 */
function phrasesAcross(items: PositionedText[], gutter: number): Map<PositionedText, number> {
  const across = new Map<PositionedText, number>();
  const sameRow = (a: PositionedText, b: PositionedText): boolean => Math.abs(a.y - b.y) <= Math.max(a.height, b.height) * 0.1 && Math.abs(a.height - b.height) <= Math.max(a.height, b.height) * 0.2;
  const sorted = [...items].sort((a, b) => a.x - b.x);
  for (const start of sorted) {
    if (across.has(start) || start.x >= gutter || start.x + start.width > gutter) continue;
    const phrase = [start];
    for (let end = start; end.x + end.width < gutter; ) {
      const next = sorted.find((item) => item !== end && sameRow(item, start) && item.x >= end.x + end.width - 0.5 && item.x - (end.x + end.width) <= start.height * PHRASE_GAP);
      if (!next) break;
      phrase.push(next);
      end = next;
    }
    const last = phrase[phrase.length - 1];
    if (phrase.length > 1 && last.x + last.width > gutter) for (const piece of phrase) across.set(piece, start.x);
  }
  return across;
}

/**
 * A section's label set in a column at the left of its content and centred on it (a table cell's default, a flex
 * row's "align-items: center"): "SKILLS" level with the fourth of eight skills, read row by row after the first
 * three, which would fall in the section before. The label, a heading in capitals or in title case (in another font on a PDF),
 * is moved before its block: the lines right of it, one line apart, from a gap above the block to a gap below it
 * (more than half a line again), when the label stands at the block's middle.
 */
export function withCentredLabelsFirst(lines: LayoutLine[]): LayoutLine[] {
  const steps = lines.slice(1).map((line, index) => line.top - lines[index].top).filter((step) => step > 0);
  const pitch = median(steps);
  if (pitch <= 0) return lines;
  const result = [...lines];
  for (const label of lines) {
    // (in title case, in another font than the body's on a PDF; any on a scan, whose fonts OCR does not tell)
    if (!(HEADING_IN_CAPITALS.test(label.text) || ((label.emphasis || !label.fontSized) && HEADING_IN_TITLE_CASE.test(label.text)))) continue;
    const at = result.indexOf(label);
    const beside = (line: LayoutLine | undefined): line is LayoutLine => line !== undefined && line.page === label.page && line.column === label.column && line.x > label.x + label.width;
    const near = (a: LayoutLine, b: LayoutLine): boolean => Math.abs(b.top - a.top) <= pitch * 1.5;
    let from = at;
    while (beside(result[from - 1]) && near(result[from - 1], result[from])) from -= 1;
    let to = at;
    while (beside(result[to + 1]) && (to === at ? result[to + 1].top >= label.top - pitch / 2 : near(result[to], result[to + 1]))) to += 1;
    if (from === at || to === at) continue;
    const block = [...result.slice(from, at), ...result.slice(at + 1, to + 1)];
    const [first, last] = [block[0], block[block.length - 1]];
    const middle = (first.top + last.top) / 2;
    const apart = (a: LayoutLine | undefined, b: LayoutLine): boolean => a === undefined || a.page !== b.page || Math.abs(b.top - a.top) > pitch * 1.5;
    if (Math.abs(label.top - middle) > pitch || !apart(result[from - 1], first) || !apart(result[to + 1], last)) continue;
    result.splice(at, 1);
    result.splice(from, 0, label);
  }
  return result;
}

/**
 * The rows of the page's top that run across the gutter without crossing it: a contact row of icons and values
 * under the name, set apart from both columns below it by a gap of more than two of its lines, and the rows
 * above it. The first row with text on both sides of the gutter, among the first three, is such a row when no
 * row of either side follows it closely; else there is none (two columns' first headings side by side, their text under them).
 */
function rowAcrossAboveColumns(items: PositionedText[], gutter: number): PositionedText[] {
  const rows = rowsOf(items);
  const both = rows.findIndex((row) => row.items.some((item) => item.x + item.width < gutter) && row.items.some((item) => item.x > gutter));
  const next = rows[both + 1];
  if (both < 0 || both > 2 || next === undefined || rows[both].y - next.y <= rows[both].height * 2.2) return [];
  return rows.slice(0, both + 1).flatMap((row) => row.items);
}

/** The text of a page in reading order (see layoutLines). */
export function layoutPage(items: PositionedText[], pageWidth: number, pageHeight = 842): string {
  return layoutLines(items, pageWidth, pageHeight)
    .map((line) => line.text)
    .join('\n');
}

function isEmphasised(cell: PositionedText[], bodyFont: string | null): boolean {
  if (!bodyFont) return false;
  const chars = new Map<string, number>();
  for (const item of cell) if (item.font) chars.set(item.font, (chars.get(item.font) ?? 0) + item.str.length);
  const main = [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  return main !== undefined && main !== bodyFont;
}

/** The font that sets most characters of a document: its body text. */
export function bodyFontOf(items: PositionedText[]): string | null {
  const chars = new Map<string, number>();
  for (const item of items) if (item.font) chars.set(item.font, (chars.get(item.font) ?? 0) + item.str.trim().length);
  return [...chars.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
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
    if (isColumnSplit(sidesOf(items, split))) return split;
  }
  return null;
}

/** A stretch of a page's rows, top to bottom: two columns split at `gutter`, or rows read across (gutter null). */
interface Band {
  items: PositionedText[];
  gutter: number | null;
}

/**
 * A page whose columns do not run from its top to its bottom (findGutter finds none): two columns
 * between a full-width profile above and a full-width section below, or above a footer. The page is
 * cut at the rows that cross a candidate gutter; each stretch between two such rows that holds two real
 * columns (isColumnSplit, and rows that do not face each other one to one, as a table's do) is read left
 * column then right. The gutter kept is the one that puts the most rows into such columns, at the middle of
 * the stretch of x that does so; null when no stretch holds two columns. `listsOnly` (a PDF's page) keeps only
 * stretches that hold a list beside a column at its pitch (isListBesideColumn).
 */
function columnBands(items: PositionedText[], pageWidth: number, listsOnly = false): Band[] | null {
  const rows = rowsOf(items);
  if (rows.length < 10) return null;
  const crosses = (row: Row, x: number): boolean => row.items.some((item) => item.x - 1 < x && item.x + item.width + 1 > x);
  const bandsAt = (x: number): Band[] => {
    const bands: Band[] = [];
    let stretch: Row[] = [];
    const close = (): void => {
      // (rows above the first row of one side, or below its last, are read across: a full-width section's heading after the columns)
      const sided = (left: boolean): number[] => stretch.flatMap((row, index) => (row.items.some((item) => (item.x + item.width < x) === left) ? [index] : []));
      const [leftRows, rightRows] = [sided(true), sided(false)];
      let from = Math.max(leftRows[0] ?? 0, rightRows[0] ?? 0);
      let to = Math.min(leftRows[leftRows.length - 1] ?? -1, rightRows[rightRows.length - 1] ?? -1);
      // (but a side that goes on at its own pace, the median gap between its own rows, is still the column: a sidebar longer than the main column)
      const pitch = (side: number[]): number => median(side.slice(1).map((row, index) => stretch[side[index]].y - stretch[row].y));
      const sideOf = (row: number): number[] => (leftRows.includes(row) ? leftRows : rightRows);
      // (the gap from its side's row before it, or after it)
      const onPace = (row: number, neighbourAt: 'before' | 'after'): boolean => {
        const side = sideOf(row);
        const neighbour = neighbourAt === 'after' ? side.filter((other) => other > row)[0] : side.filter((other) => other < row).pop();
        return neighbour !== undefined && Math.abs(stretch[row].y - stretch[neighbour].y) <= pitch(side) * 2;
      };
      while (to >= from && to + 1 < stretch.length && onPace(to + 1, 'before')) to += 1;
      while (from > 0 && to >= from && onPace(from - 1, 'after')) from -= 1;
      const inside = stretch.slice(from, to + 1).flatMap((row) => row.items);
      const sides = sidesOf(inside, x);
      const split = to - from + 1 >= 10 && isColumnSplit(sides) && (listsOnly ? isListBesideColumn(sides) : !isTable(sides) || isListBesideColumn(sides));
      if (!split) bands.push({ items: stretch.flatMap((row) => row.items), gutter: null });
      else bands.push({ items: stretch.slice(0, from).flatMap((row) => row.items), gutter: null }, { items: inside, gutter: x }, { items: stretch.slice(to + 1).flatMap((row) => row.items), gutter: null });
      stretch = [];
    };
    for (const row of rows) {
      if (!crosses(row, x)) {
        stretch.push(row);
        continue;
      }
      close();
      bands.push({ items: row.items, gutter: null });
    }
    close();
    return bands;
  };
  const inColumns = (bands: Band[]): number => bands.filter((band) => band.gutter !== null).reduce((sum, band) => sum + band.items.length, 0);
  const xAt = (step: number): number => pageWidth * 0.15 + step * 2;
  let best = { score: 0, from: 0, to: 0 };
  let run: { from: number; to: number } | null = null;
  for (let step = 0; xAt(step) <= pageWidth * 0.85; step += 1) {
    const score = inColumns(bandsAt(xAt(step)));
    if (score > 0 && score >= best.score) {
      run = run && score === best.score && run.to === step - 1 ? { from: run.from, to: step } : { from: step, to: step };
      if (score > best.score || run.to - run.from > best.to - best.from) best = { score, ...run };
    } else run = null;
  }
  return best.score === 0 ? null : bandsAt(xAt((best.from + best.to) / 2));
}

/** The median of a list of numbers (the upper one of an even count; 0 for none). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

/**
 * Rows of both sides that face each other, half of them or more: a table's cells (a date or a label and its
 * content), not two columns. (Two columns of a part of the page are told apart from a table less surely than
 * columns that run the page's height: their rows must mostly not face each other.)
 */
function isTable([small, large]: [Row[], Row[]]): boolean {
  return small.filter((row) => facesOne(row, large)).length >= small.length * 0.5;
}

/** The rows of both sides of a split, the side with fewer rows first. */
function sidesOf(items: PositionedText[], split: number): [Row[], Row[]] {
  const leftRows = rowsOf(items.filter((item) => item.x + item.width < split));
  const rightRows = rowsOf(items.filter((item) => item.x > split));
  return leftRows.length <= rightRows.length ? [leftRows, rightRows] : [rightRows, leftRows];
}

const facesOne = (row: Row, rows: Row[]): boolean => rows.some((other) => Math.abs(other.y - row.y) <= Math.max(3, row.height * 0.4));

/** A row that is a date: a month and a year, a year that opens or ends a range, or a year alone ("Aug 2021 -", "2019 – 2021", "2020"; not "Incoterms 2020"). */
export const DATE_ROW = /\b(?:jan|feb|f[ée]v|mar|apr|avr|may|mai|jun|juin|jul|juil|aug|ao[uû]t|sep|oct|nov|dec|d[ée]c)\p{L}*\.?\s+(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s*[-–—]|[-–—]\s*(?:19|20)\d{2}\b|^\s*(?:19|20)\d{2}\s*$/iu;

/** A heading set in capitals: one to four words of capitals, four letters at least ("SKILLS", "WORK EXPERIENCE", "CENTRES D'INTÉRÊT"). */
const HEADING_IN_CAPITALS = /^\s*\p{Lu}[\p{Lu}'’&-]{3,}(?:\s+[\p{Lu}'’&-]+){0,3}\s*$/u;

/** A heading in title case: one to three words, the first capitalised, no digits nor punctuation of content ("Skills", "Work Experience", "Centres d'intérêt"). */
const HEADING_IN_TITLE_CASE = /^\s*\p{Lu}\p{Ll}+(?:[ \t]+(?:&|\p{L}['’]?)?\p{L}*){0,2}\s*$/u;

/**
 * A list set beside a column at the same line pitch, so that its rows face the column's ("Skills" /
 * "Python" / "SQL" ... beside "Experience" / "Data Analyst" / "Acme Corp", a sidebar and a main column
 * in one font size): six rows or more of the smaller side one line apart that are words, not dates, two of
 * the other side's rows, and 15% of them, facing none of them, and two headings in capitals on each side (or,
 * on a PDF, a heading of the list's side level with one of the column's two or more, in capitals or in title case
 * set apart from the body). A table's or a label column's rows face each other one to one, or stand apart, and its
 * headings are all on one side.
 */
function isListBesideColumn([small, large]: [Row[], Row[]]): boolean {
  // (one line apart: no further than half as much again as the other side's own line pitch; OCR boxes' heights vary too much to go by)
  const pitch = median(large.slice(1).map((row, index) => large[index].y - row.y));
  // (rows of a list: words, not dates, which a timeline's narrow side of titles and their dates holds, nor a drawing's symbols)
  const listed = (row: Row): boolean => {
    const text = joinItems(row.items);
    return /\p{L}{2}/u.test(text) && !DATE_ROW.test(text);
  };
  let run = 0;
  let longest = 0;
  for (const [index, row] of small.entries()) {
    run = !listed(row) ? 0 : index > 0 && run > 0 && small[index - 1].y - row.y <= pitch * 1.5 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  // (each side under headings of its own, in capitals: a table's label column holds them all, its values none; a row in
  // bold is no sign, job titles are set so; two at least: a school's acronym in capitals among a table's values is one)
  const headed = (rows: Row[]): boolean => rows.filter((row) => HEADING_IN_CAPITALS.test(joinItems(row.items))).length >= 2;
  // (the fonts are looked at only when the rows make a list beside a column: this runs for every gutter tried on a page)
  if (longest < 6 || large.filter((row) => !facesOne(row, small)).length < Math.max(2, large.length * 0.15)) return false;
  if (headed(small) && headed(large)) return true;
  // (or, side by side on a PDF, headings in capitals or in title case set apart from the body, in another font or larger:
  // "Skills" beside "Experience" in bold; a table's label in bold faces content, not another label; a sidebar holding
  // only "SKILLS", level with "EXPERIENCE"; not on a scan: OCR's boxes put rows of a scan's tags side by side)
  const bodyFont = bodyFontOf([...small, ...large].flatMap((row) => row.items));
  if (bodyFont === null) return false;
  const bodyHeight = median([...small, ...large].map((row) => row.height));
  const setApart = (row: Row): boolean => row.items.every((item) => item.font !== undefined && item.font !== bodyFont) || row.height >= bodyHeight * 1.15;
  const titled = (rows: Row[]): Row[] => rows.filter((row) => HEADING_IN_TITLE_CASE.test(joinItems(row.items)) && setApart(row));
  const headings = (rows: Row[]): Row[] => [...rows.filter((row) => HEADING_IN_CAPITALS.test(joinItems(row.items))), ...titled(rows)];
  const [smallHeadings, largeHeadings] = [headings(small), headings(large)];
  return smallHeadings.length >= 1 && largeHeadings.length >= 2 && smallHeadings.some((row) => facesOne(row, largeHeadings));
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

/** A label of a row: a date range, or a few words with no digits or punctuation of content ("WORK EXPERIENCE"). */
function isLabel(text: string): boolean {
  if (/\b(?:19|20)\d{2}\b/.test(text) && text.replace(/[^\p{L}]/gu, '').length < 25) return true;
  return !/[\d@,:]/.test(text) && text.split(/\s+/).length <= 3;
}

/** A row of a contact block: an e-mail address, a web address or a phone number alone (not a date: "2020-11-01 - 2024-05-01"). */
const isContactRow = (line: string): boolean => /@|https?:\/\/|www\.|linkedin\.com/i.test(line) || (/^\s*\+?[\d\s().-]{8,}\s*$/.test(line) && !/\b(?:19|20)\d{2}\b/.test(line));

/**
 * Both sides hold real columns of lines. Not a split: a left column of dates beside job titles,
 * or a label column (section names, dates) whose few rows each start a row of the content beside
 * them: read row by row, each label stays with its content.
 */
function isColumnSplit([small, large]: [Row[], Row[]]): boolean {
  if (small.length < 5) return false;
  // (a right-aligned contact block beside the name, above dates beside the titles, is no column: its contact rows set aside)
  const isDates = (rows: Row[]): boolean => {
    const lines = rows.map((row) => joinItems(row.items)).filter((line) => !isContactRow(line));
    return lines.length >= 3 && lines.filter((line) => /\b(?:19|20)\d{2}\b/.test(line) && line.replace(/[^\p{L}]/gu, '').length < 25).length / lines.length >= 0.6;
  };
  if (isDates(small) || isDates(large)) return false;
  // A narrow side of few rows, each beside a row of the other side: labels or dates of the rows, not a column.
  const aligned = small.filter((row) => facesOne(row, large)).length;
  const labels = small.filter((row) => isLabel(joinItems(row.items))).length;
  // (but a list beside a column at the same line pitch is a column: a sidebar in the body's font size)
  const list = isListBesideColumn([small, large]);
  if (aligned / small.length >= 0.55 && labels / small.length >= 0.85 && !list) return false;
  // (nor a side each of whose rows faces one of the other's, as right-aligned dates and a grid's last column do: a column keeps a pace of its own)
  if (small.length >= 6 && aligned / small.length >= 0.9 && !list) return false;
  // Columns stand side by side: most rows of the smaller side lie within the other side's height
  // (a centred header above a left-aligned body is not a column).
  const top = Math.max(...large.map((row) => row.y));
  const bottom = Math.min(...large.map((row) => row.y));
  return small.filter((row) => row.y <= top + row.height && row.y >= bottom - row.height).length >= small.length * 0.6;
}
