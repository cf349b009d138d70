import { AppError } from '../errors/app-error';
import { isUuid } from '../validation/uuid';

/**
 * An opaque keyset cursor: the position (timestamp with microseconds, row id) of the last row of a
 * page, and a fingerprint of the filters it was made for. Base64url JSON: not a secret (it only
 * says where a page of the caller's own data ends), but opaque by contract, so its shape may change.
 */
export interface CursorPosition {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, as PostgreSQL's to_char(... 'US') writes it: read back exactly as a timestamptz. */
  at: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
export const CURSOR_MAX_LENGTH = 500;

/** The SQL that writes a timestamptz column in the cursor's form. */
export function cursorTimestampSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function encodeCursor(position: CursorPosition, filters: string): string {
  return Buffer.from(JSON.stringify({ at: position.at, id: position.id, f: filters }), 'utf8').toString('base64url');
}

/** The position of a cursor made for the same filters, or 400 validation_error (field cursor). */
export function decodeCursor(cursor: string, filters: string): CursorPosition {
  const invalid = (why: string) => new AppError('validation_error', `Invalid cursor: ${why}; use nextCursor from the previous page as it was given`, 'cursor');
  if (cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid('malformed');
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid('malformed');
  }
  const { at, id, f } = (decoded ?? {}) as Record<string, unknown>;
  if (typeof at !== 'string' || !TIMESTAMP.test(at) || Number.isNaN(Date.parse(at)) || typeof id !== 'string' || !isUuid(id) || typeof f !== 'string') {
    throw invalid('malformed');
  }
  if (f !== filters) throw invalid('it was made for other filters');
  return { at, id };
}
