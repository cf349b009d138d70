import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { HeadersObject, SchemaObject } from '@nestjs/swagger';
import { ERROR_STATUS, ErrorCode } from '../errors/app-error';
import { RATE_LIMIT_HEADERS, RETRY_AFTER_HEADER } from './http-headers';

/** What each code means when an operation says nothing more precise. */
const DEFAULT_MEANING: Record<ErrorCode, string> = {
  validation_error: 'A field or parameter is invalid; `field` names it',
  malformed_request: 'The HTTP request itself is malformed',
  invalid_stage: 'Unknown stage key for this client; `field` is `stage`',
  unsupported_file_type: 'The resume is not a PDF, Word document or image (decided by its bytes)',
  unauthorized: 'API key absent, malformed, unknown or revoked',
  insufficient_scope: 'The API key lacks the scope this operation requires',
  forbidden: 'Refused',
  not_found: 'Not found',
  job_not_found: 'Unknown job, or the slug of another client than the key\'s',
  project_not_found: 'projectId is not an open project of this client',
  method_not_allowed: 'Method not allowed on this path',
  request_timeout: 'The request was not sent in time',
  conflict: 'Conflicts with an existing record',
  job_removed: 'The job is closed, unpublished or deleted, or its project is closed',
  payload_too_large: 'The body (or the resume, over 10 MB) is too large',
  unsupported_media_type: 'The body is in a content type (or charset) this operation does not take',
  missing_required_field: 'A required field is missing or blank; `field` names it',
  rate_limited: 'Too many requests for this key: wait Retry-After seconds',
  headers_too_large: 'Request headers too large',
  internal_error: 'Unexpected error (logged with the request id)',
  service_unavailable: 'The database cannot take the request now (nothing was stored): retry after Retry-After seconds',
};

/** The codes of one operation, each with what it means there (`true`: the general meaning). */
export type ErrorCodes = Partial<Record<ErrorCode, string | true>>;

/** The field named in the example of the codes that name one. */
const EXAMPLE_FIELD: Partial<Record<ErrorCode, string>> = { validation_error: 'email', missing_required_field: 'lastName', invalid_stage: 'stage', unsupported_file_type: 'cv' };

/** The error envelope `{ error: { code, message, field? } }` with `code` limited to the given codes. */
export function errorEnvelopeSchema(codes: readonly ErrorCode[]): SchemaObject {
  return {
    type: 'object',
    required: ['error'],
    additionalProperties: false,
    properties: {
      error: {
        type: 'object',
        required: ['code', 'message'],
        additionalProperties: false,
        properties: {
          code: { type: 'string', enum: [...codes], description: 'Stable: the value to test' },
          message: { type: 'string', description: 'For people; may change' },
          field: { type: 'string', description: 'The field or parameter at fault' },
        },
      },
    },
  };
}

function headersFor(status: number): HeadersObject | undefined {
  if (status === 429) return { ...RETRY_AFTER_HEADER, ...RATE_LIMIT_HEADERS };
  if (status === 503) return RETRY_AFTER_HEADER;
  return undefined;
}

/**
 * Documents the error answers of an operation, in the envelope, from the codes it can give: the
 * status of each code is ERROR_STATUS's (one place), `code` an enum of that status's codes, and one
 * example per code. 429 carries Retry-After and the RateLimit-* headers, 503 Retry-After.
 */
export function ApiErrors(codes: ErrorCodes): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of Object.keys(codes) as ErrorCode[]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const meaning = (code: ErrorCode): string => {
    const given = codes[code];
    return typeof given === 'string' ? given : DEFAULT_MEANING[code];
  };
  return applyDecorators(
    ...[...byStatus].map(([status, statusCodes]) =>
      ApiResponse({
        status,
        description: statusCodes.map((code) => `\`${code}\`: ${meaning(code)}`).join('; '),
        schema: errorEnvelopeSchema(statusCodes),
        examples: Object.fromEntries(statusCodes.map((code) => [code, {
          summary: meaning(code),
          value: { error: { code, message: meaning(code), ...(code in EXAMPLE_FIELD ? { field: EXAMPLE_FIELD[code] } : {}) } },
        }])),
        headers: headersFor(status),
      }),
    ),
  );
}

/** Codes every operation that needs a key can give (the key check, then the database). */
export const KEY_ERRORS = {
  unauthorized: true,
  insufficient_scope: true,
  internal_error: true,
  service_unavailable: true,
} as const satisfies ErrorCodes;

/** What 429 means per rate-limit family (defaults of RATE_LIMIT_*_PER_MINUTE). */
export const PUBLIC_RATE_LIMITED = '30 apply and contact requests per minute per key: wait Retry-After seconds';
export const PARTNER_RATE_LIMITED = '120 partner requests per minute per key by default: wait Retry-After seconds';
export const CAREERS_READ_RATE_LIMITED = '120 job reads per minute per key by default: wait Retry-After seconds';
