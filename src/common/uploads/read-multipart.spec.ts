import { PassThrough } from 'node:stream';
import type { Request } from 'express';
import { AppError } from '../errors/app-error';
import { readMultipart } from './read-multipart';

const BOUNDARY = '----spec-boundary';
type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };

function body(parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
      );
      chunks.push(part.bytes, Buffer.from('\r\n'));
    }
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function request(payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Request {
  const stream = new PassThrough() as unknown as Request & PassThrough;
  Object.assign(stream, { headers: { 'content-type': contentType, 'content-length': String(payload.length) } });
  // Feed in chunks, like a socket.
  setImmediate(() => {
    for (let i = 0; i < payload.length; i += 64 * 1024) stream.write(payload.subarray(i, i + 64 * 1024));
    stream.end();
  });
  return stream;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
const options = { fileFields: ['resume', 'cv'], maxFileBytes: 1024 * 1024 };

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('readMultipart', () => {
  it('returns the text fields and the file with its type decided by magic bytes', async () => {
    const result = await readMultipart(
      request(body([{ name: 'firstName', value: 'Ada' }, { name: 'cv', filename: 'me.docx', bytes: PDF }])),
      options,
    );
    expect(result.fields).toEqual({ firstName: 'Ada' });
    expect(result.file).toMatchObject({ field: 'cv', originalName: 'me.docx', type: { mime: 'application/pdf', ext: 'pdf' } });
    expect(result.file?.bytes.equals(PDF)).toBe(true);
  });

  it('returns fields only when no file is sent', async () => {
    const result = await readMultipart(request(body([{ name: 'email', value: 'a@b.co' }])), options);
    expect(result).toEqual({ fields: { email: 'a@b.co' } });
  });

  it('rejects a file over the limit with 413 payload_too_large naming the field', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 0x20)]);
    const error = await failure(readMultipart(request(body([{ name: 'resume', filename: 'a.pdf', bytes: big }])), options));
    expect(error.code).toBe('payload_too_large');
    expect(error.status).toBe(413);
    expect(error.field).toBe('resume');
  });

  it('rejects a file in an unexpected field with 400 naming it', async () => {
    const error = await failure(readMultipart(request(body([{ name: 'photo', filename: 'a.pdf', bytes: PDF }])), options));
    expect(error.code).toBe('validation_error');
    expect(error.field).toBe('photo');
  });

  it('rejects a second file with 400 naming its field', async () => {
    const error = await failure(
      readMultipart(
        request(body([{ name: 'resume', filename: 'a.pdf', bytes: PDF }, { name: 'cv', filename: 'b.pdf', bytes: PDF }])),
        options,
      ),
    );
    expect(error.code).toBe('validation_error');
    expect(error.field).toBe('cv');
  });

  it('rejects bytes that are not an accepted resume type whatever the name', async () => {
    const error = await failure(readMultipart(request(body([{ name: 'resume', filename: 'cv.pdf', bytes: ELF }])), options));
    expect(error.code).toBe('validation_error');
    expect(error.field).toBe('resume');
  });

  it('uses the configured code for a refused type', async () => {
    const error = await failure(
      readMultipart(request(body([{ name: 'cv', filename: 'cv.pdf', bytes: ELF }])), { ...options, unsupportedTypeCode: 'unsupported_file_type' }),
    );
    expect(error.code).toBe('unsupported_file_type');
  });

  it('rejects a field value over the limit naming the field', async () => {
    const error = await failure(
      readMultipart(request(body([{ name: 'motivationText', value: 'x'.repeat(200) }])), { ...options, maxFieldBytes: 100 }),
    );
    expect(error.code).toBe('validation_error');
    expect(error.field).toBe('motivationText');
  });

  it('rejects too many fields', async () => {
    const parts = Array.from({ length: 5 }, (_, i) => ({ name: `f${i}`, value: 'v' }));
    const error = await failure(readMultipart(request(body(parts)), { ...options, maxFields: 3 }));
    expect(error.code).toBe('validation_error');
  });

  it('rejects a field sent twice', async () => {
    const error = await failure(readMultipart(request(body([{ name: 'email', value: 'a' }, { name: 'email', value: 'b' }])), options));
    expect(error.field).toBe('email');
  });

  it('rejects a truncated multipart body with 400', async () => {
    const error = await failure(readMultipart(request(body([{ name: 'email', value: 'a' }], false)), options));
    expect(error.code).toBe('validation_error');
  });

  it('rejects a multipart content type without boundary with 400', async () => {
    const error = await failure(readMultipart(request(Buffer.from('x'), 'multipart/form-data'), options));
    expect(error.code).toBe('validation_error');
  });

  it('rejects an empty boundary with 400 (busboy would split the body at every "--")', async () => {
    const error = await failure(readMultipart(request(body([{ name: 'email', value: 'a' }]), 'multipart/form-data; boundary='), options));
    expect(error.code).toBe('validation_error');
  });

  it('rejects a body that is not multipart with 415', async () => {
    const error = await failure(readMultipart(request(Buffer.from('a=b'), 'application/x-www-form-urlencoded'), options));
    expect(error.code).toBe('unsupported_media_type');
  });
});
