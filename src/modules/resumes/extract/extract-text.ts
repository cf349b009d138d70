import { ResumeType } from '../detect/detect-resume-type';
import { extractDocText } from './doc';
import { extractDocxText } from './docx';
import { ExtractionError } from './extraction-error';
import { LayoutLine } from './layout';
import { ocrImage, ocrImageLines } from './ocr';
import { extractPdfText } from './pdf';
import { DEFAULT_OCR_LIMITS, ocrPdfPages, OcrLimits } from './pdf-ocr';

export type ExtractionMethod = 'pdf' | 'pdf-ocr' | 'docx' | 'doc' | 'ocr';

export interface Extraction {
  /** The text in reading order (kept on the document as extracted_text). */
  text: string;
  method: ExtractionMethod;
  pages: number | null;
  /** The same lines with their layout (position, font size, emphasis, column), when the reader knows it (not .doc). */
  lines?: LayoutLine[];
  /** The document's hyperlink targets (PDF link annotations, DOCX hyperlinks, DOC HYPERLINK fields), bounded; the parser reads contacts from them when the text has none. */
  links?: string[];
}

/**
 * Reads the text of a resume of a known type. Runs inside the isolated extraction process.
 * A PDF without a text layer is OCR'd within `ocrLimits` (first pages, pixels, CPU).
 */
export async function extractText(bytes: Buffer, type: ResumeType['ext'], ocrLimits: OcrLimits = DEFAULT_OCR_LIMITS): Promise<Extraction> {
  switch (type) {
    case 'pdf': {
      const { text, pages, lines, links } = await extractPdfText(bytes);
      if (hasText(text)) return { text, method: 'pdf', pages, lines, links };
      const ocr = await ocrPdfPages(bytes, ocrLimits, ocrImage);
      return { text: ocr.text, method: 'pdf-ocr', pages };
    }
    case 'docx': {
      const { text, lines, links } = await extractDocxText(bytes);
      return { text, method: 'docx', pages: null, lines, links };
    }
    case 'doc': {
      const { text, links } = await extractDocText(bytes);
      return { text, method: 'doc', pages: null, links };
    }
    case 'jpg':
    case 'png':
    case 'webp':
    case 'gif':
      try {
        const { text, lines } = await ocrImageLines(bytes);
        return { text, method: 'ocr', pages: 1, lines };
      } catch (error) {
        throw new ExtractionError('unreadable', `The image cannot be read (${error instanceof Error ? error.message : 'unknown error'})`);
      }
    default:
      throw new ExtractionError('unsupported', 'Unsupported file type');
  }
}

export function hasText(text: string): boolean {
  return text.replace(/\s+/g, '').length >= 20;
}
