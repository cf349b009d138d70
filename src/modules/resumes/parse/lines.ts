import { LayoutLine, median } from '../extract/layout';

/**
 * A line of the resume as the parser reads it: its text and, when the reader knew them, where it
 * sits and how it is set. Without layout (a .doc, plain text) every line gets neutral values.
 */
export interface ResumeLine {
  text: string;
  page: number;
  x: number;
  /** The line's width in page units, when the reader measured it (PDF, OCR). */
  width?: number;
  top: number;
  /** Font size relative to the document's body size (1 = body). */
  size: number;
  /** Font size in page units (points, pixels for OCR; 1 without layout). */
  height: number;
  emphasis: boolean;
  column: LayoutLine['column'];
  /** Whether the extractor gave layout for the document at all. */
  layout: boolean;
  /** Pieces of the line set apart by more than a word space (tags), when the layout shows them. */
  parts?: string[];
  /** Whether the reader measured where the line's words stand (PDF, OCR; not Word documents). */
  positioned?: boolean;
  /** Whether `size` is the font's (PDF), not an OCR box's height. */
  fontSized?: boolean;
}

/** Joins letter-spaced words ("P r e s e n t", "W ork E xperience") that some themes print. */
export function unspace(text: string): string {
  const joined = text.replace(/(?<![\p{L}])(?:\p{L} ){2,}\p{L}(?![\p{L}])/gu, (run) => run.replace(/ /g, '').replace(/^(to|à|au)(?=\p{Lu})/u, '$1 '));
  // A drop capital set apart from the rest of each word: only when every word of the line has one.
  // (Not "À propos", "A great team": A, À, I, O and Y are words of their own.)
  return /^(?:[^\P{Lu}AÀIOY] \p{Ll}+[\s&,]*)+$/u.test(joined) ? joined.replace(/(\p{Lu}) (?=\p{Ll})/gu, '$1') : joined;
}

function clean(text: string): string {
  return unspace(text)
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    // (a typeset ligature, "ﬁ", "ﬃ", as its letters)
    .replace(/[\ufb00-\ufb06]/g, (ligature) => ligature.normalize('NFKC'))
    // (and a soft hyphen a word processor left inside a word: "physio\u00adlogique")
    .replace(/[\u0000-\u001f\u007f\u00ad\u200b-\u200d\ufeff\ue000-\uf8ff]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Product names that unglue's rule would cut (five lower-case letters, then a capitalised word of four or more). */
const CAMEL_CASED = /^(?:SuccessFactors|TensorFlow|ElasticSearch|PeopleSoft|BrowserStack|SecureWorks|MailChimp|SmartSheet|QuickSight|ProtonMail)$/;

/**
 * A line whose blocks a converter glued together without a space ("Infirmière puéricultriceTransports
 * Mercier" in a .doc made from a web page): cut where a long lower-case word runs into a capitalised one.
 */
export function unglue(text: string): string[] {
  // (not a profile or an address, whose handle may be camel-cased: "LinkedIn : LeonieRossierJaquet")
  if (/linkedin|\/in\/|@|https?:|www\./i.test(text)) return [text];
  return text
    .split(/(?<=\p{Ll}{5})(?=\p{Lu}\p{Ll}{3})/u)
    .reduce<string[]>((parts, part) => {
      const previous = parts[parts.length - 1];
      // A camel-cased product name is one word: "SuccessFactors", "TensorFlow".
      if (previous !== undefined && CAMEL_CASED.test(`${/\p{L}+$/u.exec(previous)?.[0] ?? ''}${/^\p{L}+/u.exec(part)?.[0] ?? ''}`)) parts[parts.length - 1] = `${previous}${part}`;
      else parts.push(part);
      return parts;
    }, [])
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * A date's year and the next column's heading a PDF set side by side with no space ("mai 2022 — mai 2024Compétences",
 * "April 2023 — June 2024Skills"): two lines.
 */
function withoutGluedHeading(text: string): string[] {
  const glued = /^(.*\d{4})(\p{Lu}\p{Ll}{3,})$/u.exec(text);
  return glued ? [glued[1], glued[2]] : [text];
}

/** Lines for the parser: the layout's lines when there are any, else the text's lines. */
export function resumeLines(text: string, layout?: LayoutLine[]): ResumeLine[] {
  if (layout && layout.length > 0) {
    const body = median(layout.filter((line) => line.text.length > 20).map((line) => line.size)) || median(layout.map((line) => line.size)) || 1;
    return layout
      // Word documents (no geometry: width 0) can glue blocks together like plain text does.
      .flatMap((line) => (line.width === 0 ? unglue(clean(line.text)) : withoutGluedHeading(line.text)).map((text) => ({ ...line, text })))
      .map((line) => ({ text: clean(line.text), page: line.page, x: line.x, width: line.width > 0 ? line.width : undefined, top: line.top, size: line.size / body, height: line.size, emphasis: line.emphasis, column: line.column, layout: true, parts: line.parts?.map(clean), positioned: line.width > 0, fontSized: line.fontSized === true }))
      .filter((line) => line.text.length > 0);
  }
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((raw) => {
      const pieces = unglue(clean(raw));
      // (a Word table's row, its cells after tabs, as a .doc prints it: "Bulletins de paie\tSuivi des absences\t")
      const cells = raw.split('\t').map(clean).filter((cell) => cell.length > 0);
      return pieces.map((piece) => ({ text: piece, parts: pieces.length === 1 && cells.length > 1 ? cells : undefined }));
    })
    .filter((line) => line.text.length > 0)
    .map((line, index) => ({ text: line.text, page: 1, x: 0, top: index, size: 1, height: 1, emphasis: false, column: 'full' as const, layout: false, parts: line.parts }));
}
