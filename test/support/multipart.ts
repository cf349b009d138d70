/**
 * Multipart bodies written byte by byte, for what no form-data library sends: part headers of any
 * shape (a malformed Content-Disposition, none, a CR LF inside a quoted file name), a missing end.
 */

/** One part: its raw header lines (without the blank line that ends them) and its content. */
export interface RawPart {
  headers: string[];
  body: string | Buffer;
}

/** A text field part with a well-formed header. */
export function fieldPart(name: string, value: string): RawPart {
  return { headers: [`Content-Disposition: form-data; name="${name}"`], body: value };
}

/** A file part with a well-formed header. */
export function filePart(name: string, filename: string, bytes: Buffer, contentType = 'application/pdf'): RawPart {
  return { headers: [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, `Content-Type: ${contentType}`], body: bytes };
}

/** The body, with `--boundary--` at the end unless `close` is false. */
export function multipartBody(boundary: string, parts: RawPart[], options: { close?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers.map((line) => `${line}\r\n`).join('')}\r\n`, 'latin1'));
    chunks.push(typeof part.body === 'string' ? Buffer.from(part.body, 'utf8') : part.body, Buffer.from('\r\n'));
  }
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const TEST_BOUNDARY = '----recruit-test-boundary';
export const MULTIPART_CONTENT_TYPE = `multipart/form-data; boundary=${TEST_BOUNDARY}`;
