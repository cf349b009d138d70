import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error';
import { InspectedPart, multipartBoundary, parseFormDataDisposition, PartHeaderInspector } from './part-headers';

const BOUNDARY = 'b0undary';
const fileFields = new Set(['cv', 'resume']);

function part(headers: string[], body: string): string {
  return `--${BOUNDARY}\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n${body}\r\n`;
}

/** Runs the inspector over `body` cut in chunks of `chunkSize` bytes; the parts seen, or the error. */
async function inspect(body: string, chunkSize: number): Promise<InspectedPart[] | AppError> {
  const bytes = Buffer.from(body, 'latin1');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
  const inspector = new PartHeaderInspector(BOUNDARY, { fileFields });
  try {
    await pipeline(Readable.from(chunks), inspector, async function* (source) {
      for await (const chunk of source) yield chunk;
    });
    return inspector.parts;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const WELL_FORMED =
  'preamble\r\n' +
  part(['Content-Disposition: form-data; name="firstName"'], 'Ada') +
  part(['content-disposition: form-data;name=lastName'], `Love\r\n--${BOUNDARY.slice(0, 4)}lace`) +
  part(['Content-Disposition: form-data; name="cv"; filename="a \\"b\\".pdf"', 'Content-Type: application/pdf'], '%PDF-1.4 xxxx') +
  part(['Content-Disposition: form-data; name="resume"; filename=""', 'Content-Type: application/octet-stream'], '') +
  `--${BOUNDARY}--\r\nepilogue`;

describe('PartHeaderInspector', () => {
  it.each([1, 2, 7, 64, 100_000])('reads every part of a well-formed body, whatever the chunk size (%i bytes)', async (size) => {
    expect(await inspect(WELL_FORMED, size)).toEqual([
      { name: 'firstName', filename: undefined, isFile: false, bytes: 3 },
      { name: 'lastName', filename: undefined, isFile: false, bytes: 16 },
      { name: 'cv', filename: 'a "b".pdf', isFile: true, bytes: 13 },
      { name: 'resume', filename: undefined, isFile: true, bytes: 0 },
    ]);
  });

  it.each([
    ['no Content-Disposition', ['Content-Type: application/pdf'], 'x', undefined],
    ['no header at all', [], 'x', undefined],
    ['an attachment disposition', ['Content-Disposition: attachment; name="cv"; filename="a.pdf"'], 'x', 'cv'],
    ['an unterminated quote', ['Content-Disposition: form-data; name="cv"; filename="a.pdf'], 'x', 'cv'],
    ['a CR LF in a quoted file name', ['Content-Disposition: form-data; name="cv"; filename="a', '.pdf"'], 'x', 'cv'],
    ['a folded header line', ['Content-Disposition: form-data; name="cv";', ' filename="a.pdf"'], 'x', 'cv'],
    ['two dispositions', ['Content-Disposition: form-data; name="cv"', 'Content-Disposition: form-data; name="photo"'], 'x', 'cv'],
    ['a parameter given twice', ['Content-Disposition: form-data; name="cv"; name="photo"'], 'x', 'cv'],
    ['no name', ['Content-Disposition: form-data; filename="a.pdf"'], 'x', undefined],
    ['an empty name', ['Content-Disposition: form-data; name=""'], 'x', undefined],
    ['a file in another field, even empty', ['Content-Disposition: form-data; name="photo"; filename=""', 'Content-Type: application/octet-stream'], '', 'photo'],
    ['a file with content and no file name', ['Content-Disposition: form-data; name="cv"', 'Content-Type: application/octet-stream'], '%PDF', 'cv'],
  ])('refuses a part with %s (400 naming the field when readable), one byte at a time too', async (_case, headers, body, field) => {
    const text = part(['Content-Disposition: form-data; name="firstName"'], 'Ada') + part(headers as string[], body as string) + `--${BOUNDARY}--\r\n`;
    for (const size of [1, 1000]) {
      const error = await inspect(text, size);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'validation_error', field });
    }
  });

  it('refuses a part header block over 16 KB without waiting for its end', async () => {
    const error = await inspect(`--${BOUNDARY}\r\nX-Padding: ${'a'.repeat(20_000)}`, 1000);
    expect(error).toMatchObject({ code: 'validation_error' });
  });
});

describe('parseFormDataDisposition', () => {
  it('reads token and quoted values, escapes and spacing', () => {
    expect(parseFormDataDisposition('FORM-DATA ;  name = "a\\"b" ;filename*=UTF-8\'\'%C3%A9.pdf')?.params).toEqual(
      new Map([['name', 'a"b'], ['filename*', "UTF-8''%C3%A9.pdf"]]),
    );
  });
});

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; boundary="a b;c"', 'a b;c'],
    ['multipart/form-data; charset=utf-8; BOUNDARY=x-1', 'x-1'],
    ['multipart/form-data; boundary=', null],
    ['multipart/form-data; boundary=""', null],
    ['multipart/form-data', null],
  ])('%s -> %s', (contentType, boundary) => {
    expect(multipartBoundary(contentType)).toBe(boundary);
  });
});
