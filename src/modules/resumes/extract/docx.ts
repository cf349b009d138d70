import yauzl from 'yauzl';
import { ExtractionError } from './extraction-error';

export const DOCX_LIMITS = { maxEntries: 2000, maxUncompressedBytes: 50 * 1024 * 1024, maxRatio: 200 };

/**
 * Checks a DOCX's zip directory before decompressing anything: entry count, declared
 * uncompressed sizes and compression ratio (a 132 KB zip bomb costs mammoth seconds and 350 MB).
 */
export function checkZipBomb(bytes: Buffer, limits = DOCX_LIMITS): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(new ExtractionError('unreadable', 'The Word document is not a valid zip file'));
      let entries = 0;
      let total = 0;
      const fail = (reason: ExtractionError): void => {
        zip.close();
        reject(reason);
      };
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        total += entry.uncompressedSize;
        if (entries > limits.maxEntries) return fail(new ExtractionError('too_large', `The Word document holds more than ${limits.maxEntries} parts`));
        if (total > limits.maxUncompressedBytes) return fail(new ExtractionError('too_large', 'The Word document expands to more than 50 MB'));
        if (entry.uncompressedSize > 1024 * 1024 && entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio) {
          return fail(new ExtractionError('too_large', 'The Word document is abusively compressed'));
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(new ExtractionError('unreadable', 'The Word document is not a valid zip file')));
      zip.readEntry();
    });
  });
}

/**
 * Text of a DOCX: paragraphs on their own lines, list items kept as "• item" (raw text would
 * drop the bullets that tell a description from the next job's title), table cells in row order.
 */
export async function extractDocxText(bytes: Buffer): Promise<string> {
  await checkZipBomb(bytes);
  const mammoth = await import('mammoth');
  try {
    const result = await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) });
    return htmlToText(result.value);
  } catch (error) {
    throw new ExtractionError('unreadable', `The Word document cannot be read (${error instanceof Error ? error.message : 'unknown error'})`);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** mammoth's simple HTML to lines of text. */
export function htmlToText(html: string): string {
  return html
    .replace(/<li[^>]*>/g, '\n• ')
    .replace(/<\/(p|h[1-6]|li|td|tr|table|ul|ol)>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (match, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? match;
    })
    .replace(/\n{2,}/g, '\n')
    .trim();
}
