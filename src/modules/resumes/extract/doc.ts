import { ExtractionError } from './extraction-error';

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

/** Text of a legacy .doc; dashes and curly quotes kept (filterUnicode: false). */
export async function extractDocText(bytes: Buffer): Promise<string> {
  // word-extractor has no types; its constructor and document API are typed above.
  const WordExtractor = require('word-extractor') as WordExtractorClass;
  try {
    const doc = await new WordExtractor().extract(bytes);
    const body = doc.getBody({ filterUnicode: false });
    const headers = doc.getHeaders({ filterUnicode: false, includeFooters: false });
    return [headers, body].filter((part) => part.trim() !== '').join('\n');
  } catch (error) {
    throw new ExtractionError('unreadable', `The Word 97-2003 document cannot be read (${error instanceof Error ? error.message : 'unknown error'})`);
  }
}
