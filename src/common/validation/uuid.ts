import { AppError } from '../errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Refuses a malformed id before it reaches a uuid column (where PostgreSQL would answer 22P02). */
export function assertUuid(value: string, field: string): string {
  if (!isUuid(value)) throw new AppError('validation_error', `${field} must be a UUID`, field);
  return value;
}
