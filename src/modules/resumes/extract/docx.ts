import yauzl from 'yauzl';
import { ExtractionError } from './extraction-error';
import { DATE_ROW, LayoutLine } from './layout';
import { LinkCollector } from './links';

export interface DocxLimits {
  maxEntries: number;
  /** All entries together, measured while inflating. */
  maxUncompressedBytes: number;
  /** One entry, measured while inflating. */
  maxEntryBytes: number;
  /** Inflated bytes per compressed byte, checked on entries past 1 MB. */
  maxRatio: number;
}

export const DOCX_LIMITS: DocxLimits = { maxEntries: 2000, maxUncompressedBytes: 50 * 1024 * 1024, maxEntryBytes: 30 * 1024 * 1024, maxRatio: 200 };

const RATIO_FLOOR = 1024 * 1024;

/**
 * Checks a DOCX against zip bombs before mammoth (JSZip) inflates it whole in memory. The
 * directory's sizes are declared by the sender, so they are only a first, cheap filter: each
 * entry is then inflated as a stream and its REAL bytes counted (nothing is kept), and the check
 * stops at the first limit crossed: entry count, bytes per entry, total bytes, compression ratio.
 * yauzl's validateEntrySizes also fails an entry that inflates past its declared size.
 */
export function checkZipBomb(bytes: Buffer, limits: DocxLimits = DOCX_LIMITS): Promise<void> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(new ExtractionError('unreadable', 'The Word document is not a valid zip file'));
      let settled = false;
      let entries = 0;
      let declaredTotal = 0;
      let inflatedTotal = 0;
      const fail = (reason: ExtractionError): void => {
        if (settled) return;
        settled = true;
        zip.close();
        reject(reason);
      };
      const tooLarge = (message: string): ExtractionError => new ExtractionError('too_large', message);
      const totalMb = Math.round(limits.maxUncompressedBytes / (1024 * 1024));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (settled) return;
        entries += 1;
        declaredTotal += entry.uncompressedSize;
        if (entries > limits.maxEntries) return fail(tooLarge(`The Word document holds more than ${limits.maxEntries} parts`));
        if (declaredTotal > limits.maxUncompressedBytes || entry.uncompressedSize > limits.maxEntryBytes) {
          return fail(tooLarge(`The Word document expands to more than ${totalMb} MB`));
        }
        if (entry.uncompressedSize > RATIO_FLOOR && entry.uncompressedSize / Math.max(1, entry.compressedSize) > limits.maxRatio) {
          return fail(tooLarge('The Word document is abusively compressed'));
        }
        zip.openReadStream(entry, (streamError, stream) => {
          if (settled) return stream?.destroy();
          if (streamError || !stream) return fail(new ExtractionError('unreadable', 'The Word document holds an unreadable part'));
          let inflated = 0;
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            inflatedTotal += chunk.length;
            let reason: ExtractionError | null = null;
            if (inflated > limits.maxEntryBytes || inflatedTotal > limits.maxUncompressedBytes) reason = tooLarge(`The Word document expands to more than ${totalMb} MB`);
            else if (inflated > RATIO_FLOOR && inflated / Math.max(1, entry.compressedSize) > limits.maxRatio) reason = tooLarge('The Word document is abusively compressed');
            if (!reason) return;
            stream.destroy();
            fail(reason);
          });
          stream.on('error', (readError: Error) => {
            // validateEntrySizes: "too many bytes in the stream" is a part larger than the directory says.
            fail(
              /too many bytes/.test(readError.message)
                ? tooLarge('The Word document lies about the size of its parts')
                : new ExtractionError('unreadable', 'The Word document holds an unreadable part'),
            );
          });
          stream.on('end', () => {
            if (!settled) zip.readEntry();
          });
        });
      });
      zip.on('end', () => {
        if (settled) return;
        settled = true;
        resolve();
      });
      zip.on('error', () => fail(new ExtractionError('unreadable', 'The Word document is not a valid zip file')));
      zip.readEntry();
    });
  });
}

/**
 * Text of a DOCX: paragraphs on their own lines, list items kept as "• item" (raw text would
 * drop the bullets that tell a description from the next job's title), table cells in row order;
 * and the same lines with what the document says of them: headings (larger), bold paragraphs
 * (emphasis), list items (indented), table cells.
 */
export async function extractDocxText(bytes: Buffer): Promise<{ text: string; lines: LayoutLine[]; links: string[] }> {
  await checkZipBomb(bytes);
  const mammoth = await import('mammoth');
  try {
    const result = await mammoth.convertToHtml({ buffer: bytes }, { ignoreEmptyParagraphs: true, convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })) });
    const lines = htmlToLines(result.value);
    return { text: lines.map((line) => line.text).join('\n'), lines, links: htmlLinks(result.value) };
  } catch (error) {
    throw new ExtractionError('unreadable', `The Word document cannot be read (${error instanceof Error ? error.message : 'unknown error'})`);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (match, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? match;
  });
}

const HEADING_SIZE: Record<string, number> = { h1: 2, h2: 1.6, h3: 1.3, h4: 1.15, h5: 1.1, h6: 1.05 };

/**
 * mammoth's simple HTML to lines: one per paragraph, heading, list item or table cell (a <br>
 * breaks a line too). Size is relative (1 = body); a line is emphasised when it is a heading or
 * when all its text is bold; list items are indented (x = 1).
 */
export function htmlToLines(html: string): LayoutLine[] {
  const lines: LayoutLine[] = [];
  const blocks = withDatesBesideTheirFirstLine(html).split(/(?=<(?:p|h[1-6]|li|td|th)[\s>])|<br\s*\/?>/);
  for (const block of blocks) {
    const tag = /^<(p|h[1-6]|li|td|th)[\s>]/.exec(block)?.[1] ?? 'p';
    const inner = block.replace(/<\/(?:p|h[1-6]|li|td|th|tr|table|ul|ol)>/g, '\n');
    for (const piece of inner.split('\n')) {
      const text = decodeEntities(piece.replace(/<[^>]+>/g, '')).replace(/[ \t\u00a0]+/g, ' ').trim();
      if (text === '') continue;
      const bold = decodeEntities(piece.replace(/<strong>[\s\S]*?<\/strong>|<b>[\s\S]*?<\/b>/g, '').replace(/<[^>]+>/g, '')).trim() === '' && /<(?:strong|b)>/.test(piece);
      const size = HEADING_SIZE[tag] ?? 1;
      lines.push({ text: tag === 'li' && piece === inner.split('\n')[0] ? `• ${text}` : text, page: 1, x: tag === 'li' ? 1 : 0, width: 0, top: lines.length, size, emphasis: bold || size > 1, column: 'full' });
    }
  }
  return lines;
}

/**
 * A table row whose last cell holds only dates ("11/2019 – 01/2025", "2015") beside a cell of several
 * paragraphs (a job's title and its bullets, a degree and its notes): the dates read after the cell's first
 * paragraph, as a page shows them level with it, not after its bullets, where they would open the next entry.
 */
function withDatesBesideTheirFirstLine(html: string): string {
  // (innermost rows only: a table nested in a cell, a layout table holding the sections, has rows of its own)
  return html.replace(/<tr>((?:(?!<tr>|<table)[\s\S])*?)<\/tr>/g, (row, inner: string) => {
    const cells = inner.match(/<t[dh][^>]*>[\s\S]*?<\/t[dh]>/g) ?? [];
    const last = cells[cells.length - 1] ?? '';
    const dates = decodeEntities(last.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
    const paragraphs = (cell: string): number => (cell.match(/<(?:p|li|h[1-6])[\s>]/g) ?? []).length;
    const content = cells[cells.length - 2];
    if (cells.length < 2 || content === undefined || paragraphs(last) > 1 || dates.length > 40 || !DATE_ROW.test(dates) || paragraphs(content) < 2) return row;
    const first = /<\/(?:p|li|h[1-6])>/.exec(content);
    if (!first) return row;
    const at = first.index + first[0].length;
    const datesHtml = last.replace(/^<t[dh][^>]*>|<\/t[dh]>$/g, '');
    const moved = `${content.slice(0, at)}${/^<p[\s>]/.test(datesHtml) ? datesHtml : `<p>${datesHtml}</p>`}${content.slice(at)}`;
    // (by position: an earlier cell may read the same as the last)
    const withoutLast = inner.slice(0, inner.lastIndexOf(last));
    const from = withoutLast.lastIndexOf(content);
    return `<tr>${withoutLast.slice(0, from)}${moved}${withoutLast.slice(from + content.length)}</tr>`;
  });
}

/** The targets of mammoth's <a href> (a hyperlink's relationship target; bounded, see links.ts). */
export function htmlLinks(html: string): string[] {
  const links = new LinkCollector();
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) links.add(decodeEntities(match[1]));
  return links.links;
}

/** mammoth's simple HTML to lines of text. */
export function htmlToText(html: string): string {
  return htmlToLines(html)
    .map((line) => line.text)
    .join('\n');
}
