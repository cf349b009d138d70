import { installDocDeletionFix } from './doc-deletions';
import { ExtractionError } from './extraction-error';
import { LinkCollector } from './links';

interface TextOptions {
  filterUnicode?: boolean;
  includeFooters?: boolean;
}
interface WordDocument {
  getBody(options?: TextOptions): string;
  getHeaders(options?: TextOptions): string;
}
interface WordExtractorInstance {
  extract(input: Buffer): Promise<WordDocument>;
}
type WordExtractorClass = new () => WordExtractorInstance;

/** Text of a legacy .doc (dashes and curly quotes kept: filterUnicode false) and its hyperlink targets. */
export async function extractDocText(bytes: Buffer): Promise<{ text: string; links: string[] }> {
  // word-extractor has no types; its constructor and document API are typed above.
  const WordExtractor = require('word-extractor') as WordExtractorClass;
  // (letter-spaced text is no deletion: the library's release drops it)
  installDocDeletionFix();
  try {
    const doc = await new WordExtractor().extract(bytes);
    const body = doc.getBody({ filterUnicode: false });
    const headers = doc.getHeaders({ filterUnicode: false, includeFooters: false });
    return { text: [headers, body].filter((part) => part.trim() !== '').join('\n'), links: docLinks(bytes) };
  } catch (error) {
    throw new ExtractionError('unreadable', `The Word 97-2003 document cannot be read (${error instanceof Error ? error.message : 'unknown error'})`);
  }
}

const HYPERLINK = /HYPERLINK\s+"([^"\s]{1,2000})"/g;

/**
 * The targets of a .doc's HYPERLINK fields, which word-extractor drops with the field codes: the
 * code text is stored as UTF-16 (or as 8-bit text in older files), so both readings are searched.
 */
export function docLinks(bytes: Buffer): string[] {
  const collector = new LinkCollector();
  for (const text of [bytes.toString('utf16le'), bytes.subarray(1).toString('utf16le'), bytes.toString('latin1')]) {
    for (const match of text.matchAll(HYPERLINK)) collector.add(match[1]);
  }
  return collector.links;
}
