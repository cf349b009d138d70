import { Transform, TransformCallback } from 'node:stream';
import { AppError } from '../errors/app-error';

/** What one part of a multipart body declared, as read from the raw bytes. */
export interface InspectedPart {
  name: string;
  /** The file name (`filename`, or `filename*`), as busboy decides it: undefined when absent or empty. */
  filename: string | undefined;
  /** busboy's rule: a part is a file when it has a file name or is application/octet-stream. */
  isFile: boolean;
  /** Bytes of the part's content (known once the part has ended). */
  bytes: number;
}

export interface PartInspectionOptions {
  /** Field names a file may arrive in; a file part in any other field is refused at its headers. */
  fileFields: ReadonlySet<string>;
}

/** busboy's (and Node's) limit for the header block of one part. */
const MAX_PART_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*(.*?)[ \t]*$/;

/**
 * Reads the part headers of a multipart/form-data body as it streams to busboy, bytes passed on
 * unchanged, nothing buffered beyond one part's header block (16 KB) and a delimiter's length.
 *
 * busboy skips, without any event, a part whose Content-Disposition is absent, unparsable or not
 * `form-data` (`lib/types/multipart.js`, the header callback sets `skipPart`), and multer drops a
 * file part without a file name; either way the request went on as if the part had not been sent.
 * Here such a part fails the stream with a 400 validation_error instead (naming the field when its
 * name can be read), before busboy sees it:
 * - no Content-Disposition, two of them, or one that is not `form-data; name="..."` with well-formed
 *   parameters (an unterminated quote, garbage between parameters, `attachment`...);
 * - a header line that is not `Name: value` (a CR LF inside a quoted file name splits the line),
 *   folded lines, a header block over 16 KB;
 * - a file part in a field outside `fileFields` (even an empty one);
 * - a file part with content but no file name (multer would drop it).
 * `parts` lists every part seen, for the caller to check that each one was delivered.
 */
export class PartHeaderInspector extends Transform {
  readonly parts: InspectedPart[] = [];
  private readonly delimiter: Buffer;
  /** Unscanned bytes: a possible partial delimiter, or an incomplete header block. */
  private pending: Buffer = CRLF; // busboy reads the first delimiter as if a CR LF came before it
  private state: 'content' | 'after-delimiter' | 'headers' | 'done' = 'content';
  private current: InspectedPart | null = null;

  constructor(
    boundary: string,
    private readonly options: PartInspectionOptions,
  ) {
    super();
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      if (this.state !== 'done') this.scan(chunk);
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, chunk);
  }

  private scan(chunk: Buffer): void {
    let data = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (data.length > 0 && this.state !== 'done') {
      if (this.state === 'content') {
        const at = data.indexOf(this.delimiter);
        if (at === -1) {
          // Keep what could be the start of a delimiter split across chunks.
          const keep = Math.min(data.length, this.delimiter.length - 1);
          this.countContent(data.length - keep);
          this.pending = Buffer.from(data.subarray(data.length - keep));
          return;
        }
        this.countContent(at);
        this.endPart();
        data = data.subarray(at + this.delimiter.length);
        this.state = 'after-delimiter';
      } else if (this.state === 'after-delimiter') {
        if (data.length < 2) break;
        const next = data.toString('latin1', 0, 2);
        if (next === '--') {
          this.state = 'done';
          return;
        }
        if (next !== '\r\n') throw new AppError('validation_error', 'Malformed multipart body: a boundary is followed by something else than a line end');
        data = data.subarray(2);
        this.state = 'headers';
      } else {
        const end = data.subarray(0, 2).equals(CRLF) ? -2 : data.indexOf(HEADERS_END);
        if (end === -1 ? data.length > MAX_PART_HEADER_BYTES : end > MAX_PART_HEADER_BYTES) {
          throw new AppError('validation_error', 'The headers of a part of the form are over 16 KB');
        }
        if (end === -1) break;
        this.startPart(end === -2 ? '' : data.toString('latin1', 0, end));
        data = data.subarray(end === -2 ? 2 : end + HEADERS_END.length);
        this.state = 'content';
      }
    }
    this.pending = Buffer.from(data);
  }

  private countContent(bytes: number): void {
    if (this.current) this.current.bytes += bytes;
  }

  private startPart(block: string): void {
    const headers = parseHeaderBlock(block);
    const dispositions = headers.filter((h) => h.name === 'content-disposition');
    const field = nameHint(dispositions[0]?.value ?? block);
    if (dispositions.length !== 1) {
      throw new AppError('validation_error', dispositions.length === 0 ? 'A part of the form has no Content-Disposition header' : 'A part of the form has two Content-Disposition headers', field);
    }
    const disposition = parseFormDataDisposition(dispositions[0].value);
    if (!disposition) throw new AppError('validation_error', 'A part of the form has a malformed Content-Disposition (expected form-data; name="...")', field);
    const contentType = headers.find((h) => h.name === 'content-type')?.value.split(';')[0].trim().toLowerCase();
    const filename = disposition.params.get('filename*') || disposition.params.get('filename') || undefined;
    const isFile = filename !== undefined || contentType === 'application/octet-stream';
    const name = disposition.params.get('name') as string;
    if (isFile && !this.options.fileFields.has(name)) {
      const accepted = [...this.options.fileFields].map((f) => `"${f}"`).join(' or ');
      throw new AppError('validation_error', `A file is not accepted in field "${name}"; send it in ${accepted}`, name);
    }
    this.current = { name, filename, isFile, bytes: 0 };
    this.parts.push(this.current);
  }

  private endPart(): void {
    const part = this.current;
    this.current = null;
    if (part?.isFile && part.filename === undefined && part.bytes > 0) {
      throw new AppError('validation_error', `The file in field "${part.name}" has no file name (Content-Disposition: form-data; name="${part.name}"; filename="...")`, part.name);
    }
  }
}

/** The boundary of a multipart Content-Type, or null when it has none. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;]+))/i.exec(contentType);
  if (!match) return null;
  const boundary = match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
  return boundary === '' ? null : boundary;
}

function parseHeaderBlock(block: string): Array<{ name: string; value: string }> {
  if (block === '') return [];
  return block.split('\r\n').map((line) => {
    const match = HEADER_LINE.exec(line);
    // A line starting with a space (an obsolete folded line) or without a colon: a CR LF got into
    // a value (such as a quoted file name), or the block is not headers at all.
    if (!match) throw new AppError('validation_error', 'A part of the form has a malformed header line', nameHint(block));
    return { name: match[1].toLowerCase(), value: match[2] };
  });
}

/**
 * `form-data` followed by `; param=value` pairs (RFC 7578 4.2, RFC 6266 syntax), value a token or
 * a quoted string; a non-empty `name` is required; a parameter given twice is refused. Null when
 * malformed.
 */
export function parseFormDataDisposition(value: string): { params: Map<string, string> } | null {
  const match = /^([^;\s]+)[ \t]*(.*)$/.exec(value);
  if (!match || match[1].toLowerCase() !== 'form-data') return null;
  const params = new Map<string, string>();
  let rest = match[2];
  while (rest !== '') {
    const param = /^;[ \t]*([!#$%&'*+.^_`|~0-9A-Za-z-]+)[ \t]*=[ \t]*(?:"((?:[^"\\\x00-\x08\x0a-\x1f\x7f]|\\[^\x00-\x08\x0a-\x1f\x7f])*)"|([!#$%&'*+.^_`|~0-9A-Za-z-]+))[ \t]*/.exec(rest);
    if (!param) return null;
    const key = param[1].toLowerCase();
    if (params.has(key)) return null;
    params.set(key, param[2] !== undefined ? param[2].replace(/\\(.)/g, '$1') : param[3]);
    rest = rest.slice(param[0].length);
  }
  const name = params.get('name');
  if (name === undefined || name === '') return null;
  return { params };
}

/** The field name a malformed part seems to carry (`name="cv"` or `name=cv`), to name it in the error. */
function nameHint(text: string): string | undefined {
  const match = /(?:^|[;\s])name[ \t]*=[ \t]*(?:"([^"\r\n]*)"?|([^\s;"]+))/i.exec(text);
  const name = match?.[1] ?? match?.[2];
  return name ? name : undefined;
}
