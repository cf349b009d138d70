/** Stable error codes of the API (SPEC 7, DESIGN 4). The code is what clients test. */
export const ERROR_STATUS = {
  validation_error: 400,
  malformed_request: 400,
  invalid_stage: 400,
  unsupported_file_type: 400,
  unauthorized: 401,
  insufficient_scope: 403,
  forbidden: 403,
  not_found: 404,
  job_not_found: 404,
  project_not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  job_removed: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  missing_required_field: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

/** The one exception type of the domain; mapped to HTTP in ErrorEnvelopeFilter only. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}
