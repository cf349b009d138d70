import { SaxesParser } from 'saxes';

/** Strict XML 1.0 well-formedness: saxes refuses forbidden characters, unclosed or mismatched tags. Null when well-formed. */
export function wellFormedError(xml: string): string | null {
  const parser = new SaxesParser();
  let error: string | null = null;
  parser.on('error', (e) => {
    error ??= e.message;
  });
  parser.write(xml).close();
  return error;
}
