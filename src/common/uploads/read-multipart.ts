import type { Writable } from 'node:stream';
import type { Request } from 'express';
import multer, { MulterError } from 'multer';
import { AppError, ErrorCode } from '../errors/app-error';
import { detectResumeType, ResumeType } from '../files/detect-resume-type';
import { multipartBoundary, PartHeaderInspector } from './part-headers';

/** Limits of one multipart body. Every busboy/multer limit is set: nothing is unbounded. */
export interface MultipartOptions {
  /** Field names a file may arrive in (e.g. ['resume', 'cv']). A file anywhere else is 400. */
  fileFields: readonly string[];
  /** Largest accepted file, in bytes (over it: 413 payload_too_large, while streaming). */
  maxFileBytes: number;
  /** Most text fields accepted (over it: 400). */
  maxFields?: number;
  /** Largest text field value, in bytes (over it: 400 naming the field). */
  maxFieldBytes?: number;
  /** Code of the error for a file whose bytes are not an accepted resume type. */
  unsupportedTypeCode?: Extract<ErrorCode, 'validation_error' | 'unsupported_file_type'>;
}

export interface UploadedResume {
  /** The form field the file came in (one of fileFields). */
  field: string;
  originalName: string;
  bytes: Buffer;
  /** Decided by magic bytes (never by the name or the declared type). */
  type: ResumeType;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file?: UploadedResume;
}

export const MULTIPART_DEFAULTS = {
  maxFields: 50,
  maxFieldBytes: 20_000,
  maxFieldNameBytes: 100,
  headerPairs: 20,
} as const;

/** True when the request declares a multipart/form-data body. */
export function isMultipart(req: Request): boolean {
  return /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
}

/** True when the request declares a JSON body (the body parser has already read it). */
export function isJson(req: Request): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(req.headers['content-type'] ?? '');
}

interface MulterFile {
  fieldname: string;
  originalname: string;
  buffer?: Buffer;
}

/**
 * Reads a multipart/form-data request as a stream (multer 2 over busboy, memory storage
 * bounded by maxFileBytes): flat text fields plus at most one file, its type decided by
 * its magic bytes (`detectResumeType`).
 *
 * Errors (AppError, so the envelope filter renders them):
 * - not multipart: 415 unsupported_media_type;
 * - file over maxFileBytes: 413 payload_too_large with `field`, raised while streaming (the
 *   rest of the body is drained and discarded, never buffered);
 * - a file in a field outside fileFields, or a second file: 400 validation_error naming that field;
 * - empty file, or bytes that are not an accepted resume type: 400 (unsupportedTypeCode) naming the field;
 * - too many fields/parts, a value or name too long, a field sent twice, a bracketed name, no
 *   boundary or an empty one, malformed multipart: 400 validation_error;
 * - a part busboy or multer would skip without a word (Content-Disposition absent or malformed, a
 *   file without a file name, a file in another field with an empty name): 400 validation_error,
 *   naming the field when it can be read (PartHeaderInspector, on the raw stream). A part read
 *   but not delivered for any other reason is refused too, never ignored.
 *
 * `fields` has no prototype: a field named `__proto__` is an own key like any other, so the caller's
 * validation sees it (and refuses it as unknown) instead of it vanishing into a prototype setter.
 */
export async function readMultipart(req: Request, options: MultipartOptions): Promise<MultipartBody> {
  if (!isMultipart(req)) {
    throw new AppError('unsupported_media_type', 'Send multipart/form-data or application/json');
  }
  const maxFields = options.maxFields ?? MULTIPART_DEFAULTS.maxFields;
  const maxFieldBytes = options.maxFieldBytes ?? MULTIPART_DEFAULTS.maxFieldBytes;
  const fileFields = new Set(options.fileFields);
  let filesSeen = 0;
  // busboy takes an empty boundary (`boundary=`) and then splits the body at every "--".
  const boundary = multipartBoundary(req.headers['content-type'] ?? '');
  if (boundary === null) throw new AppError('validation_error', 'A multipart/form-data body needs a boundary parameter (boundary=...)');
  const inspector = new PartHeaderInspector(boundary, { fileFields });
  /** Field names of the parts busboy handed over (text fields and files, whatever multer did next). */
  const delivered: string[] = [];

  const multerOptions: MulterOptions = {
    storage: multer.memoryStorage(),
    // File (and field) names without a declared charset are UTF-8, as browsers and HTTP clients send
    // them (busboy's default, latin1, stored "CV Zoé.pdf" as "CV ZoÃ©.pdf"); `filename*=UTF-8''...`
    // (RFC 5987) names their charset and is decoded as such either way.
    defParamCharset: 'utf8',
    limits: {
      fileSize: options.maxFileBytes,
      // Busboy stops counting at this cap; the fileFilter below refuses the second file
      // itself, so the error can name the field it came in.
      files: 2,
      fields: maxFields,
      fieldSize: maxFieldBytes,
      fieldNameSize: MULTIPART_DEFAULTS.maxFieldNameBytes,
      parts: maxFields + 2,
      headerPairs: MULTIPART_DEFAULTS.headerPairs,
      fieldNestingDepth: 0,
    },
    fileFilter: (_req, file, accept) => {
      if (!fileFields.has(file.fieldname)) {
        return accept(
          new AppError(
            'validation_error',
            `A file is not accepted in field "${file.fieldname}"; send it in ${[...fileFields].map((f) => `"${f}"`).join(' or ')}`,
            file.fieldname,
          ),
        );
      }
      filesSeen += 1;
      if (filesSeen > 1) {
        return accept(new AppError('validation_error', 'Only one file may be sent', file.fieldname));
      }
      accept(null, true);
    },
    // Every part's headers are read on the way (PartHeaderInspector), and each part busboy hands over is counted.
    streamHandler: (source, busboy) => {
      busboy.on('field', (name: string) => delivered.push(name));
      busboy.on('file', (name: string) => delivered.push(name));
      inspector.once('error', (error) => busboy.destroy(error));
      source.pipe(inspector).pipe(busboy);
    },
  };
  const upload = multer(multerOptions).any();

  await new Promise<void>((resolve, reject) => {
    upload(req, {} as never, (error?: unknown) => (error ? reject(toUploadError(error, options)) : resolve()));
  });

  assertEveryPartDelivered(inspector.parts.map((part) => part.name), delivered);

  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const raw = (req.body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw new AppError('validation_error', `Field "${name}" was sent more than once`, name);
    fields[name] = value;
  }

  const files = ((req as Request & { files?: MulterFile[] }).files ?? []) as MulterFile[];
  const sent = files[0];
  if (!sent) return { fields };
  const bytes = sent.buffer ?? Buffer.alloc(0);
  const code = options.unsupportedTypeCode ?? 'validation_error';
  if (bytes.length === 0) throw new AppError(code, 'The file is empty', sent.fieldname);
  const type = await detectResumeType(bytes);
  if (!type) {
    throw new AppError(code, 'File type not accepted: send a PDF, DOC, DOCX, JPEG, PNG, WEBP or GIF file', sent.fieldname);
  }
  return { fields, file: { field: sent.fieldname, originalName: sent.originalname || `resume.${type.ext}`, bytes, type } };
}

/**
 * multer 2 feeds busboy through `streamHandler` (documented in its options, missing from its types).
 * busboy is a Writable that emits 'field' and 'file' for each part it hands over.
 */
type MulterOptions = multer.Options & { streamHandler: (req: Request, busboy: Writable) => void };

/**
 * Every part read from the raw body must have been handed over by busboy: a part it skipped for a
 * reason the inspector does not know is 400 (naming it when the names tell which), never ignored.
 * Counted rather than matched by name: busboy may decode non-ASCII names with another charset.
 */
function assertEveryPartDelivered(seen: string[], delivered: string[]): void {
  if (seen.length === delivered.length) return;
  const missing = seen.find((name) => !delivered.includes(name));
  throw new AppError('validation_error', missing === undefined ? 'A part of the form could not be read' : `The part "${missing}" of the form could not be read`, missing);
}

function toUploadError(error: unknown, options: MultipartOptions): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof MulterError) {
    const field = (error as MulterError & { field?: string }).field;
    switch (error.code as string) {
      case 'LIMIT_FILE_SIZE':
        return new AppError('payload_too_large', `The file is over ${formatBytes(options.maxFileBytes)}`, field);
      case 'LIMIT_FIELD_VALUE':
        return new AppError('validation_error', `Field "${field}" is too long`, field);
      case 'LIMIT_FILE_COUNT':
        return new AppError('validation_error', 'Only one file may be sent', field);
      case 'LIMIT_FIELD_COUNT':
      case 'LIMIT_PART_COUNT':
        return new AppError('validation_error', 'Too many fields in the form');
      case 'LIMIT_FIELD_NESTING':
      case 'LIMIT_FIELD_ARRAY_INDEX':
      case 'INVALID_FIELD_NAME':
        return new AppError('validation_error', `Field name "${field}" is not accepted`, field);
      default:
        return new AppError('validation_error', `Malformed multipart body: ${error.message}`, field);
    }
  }
  // Busboy errors: missing boundary, unexpected end of form, malformed part header...
  return new AppError('validation_error', 'Malformed multipart body');
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}
