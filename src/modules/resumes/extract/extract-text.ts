import { ResumeType } from '../detect/detect-resume-type';
import { extractDocText } from './doc';
import { extractDocxText } from './docx';
import { ExtractionError } from './extraction-error';
import { ocrImage } from './ocr';
import { extractPdfText, renderPdfPages } from './pdf';

export type ExtractionMethod = 'pdf' | 'pdf-ocr' | 'docx' | 'doc' | 'ocr';

export interface Extraction {
  text: string;
  method: ExtractionMethod;
  pages: number | null;
}

/** Scanned PDFs are OCR'd on their first pages only (OCR costs seconds per page). */
export const MAX_OCR_PDF_PAGES = 3;

/** Reads the text of a resume of a known type. Runs inside the isolated extraction process. */
export async function extractText(bytes: Buffer, type: ResumeType['ext']): Promise<Extraction> {
  switch (type) {
    case 'pdf': {
      const { text, pages } = await extractPdfText(bytes);
      if (hasText(text)) return { text, method: 'pdf', pages };
      const images = await renderPdfPages(bytes, MAX_OCR_PDF_PAGES).catch(() => []);
      const ocr: string[] = [];
      for (const image of images) ocr.push(await ocrImage(image));
      return { text: ocr.join('\n\n'), method: 'pdf-ocr', pages };
    }
    case 'docx':
      return { text: await extractDocxText(bytes), method: 'docx', pages: null };
    case 'doc':
      return { text: await extractDocText(bytes), method: 'doc', pages: null };
    case 'jpg':
    case 'png':
    case 'webp':
    case 'gif':
      try {
        return { text: await ocrImage(bytes), method: 'ocr', pages: 1 };
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
