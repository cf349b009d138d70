import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { QUERY_READ_TIMEOUT } from '../../database/deadline-client';
import { redactKeys } from '../logging/redact';
import { AppError, ErrorCode } from './app-error';

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'insufficient_scope',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'missing_required_field',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** Seconds a client is asked to wait when the database refuses work for a while. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * True for an error that says the database cannot take work now, not that the request is wrong:
 * PostgreSQL's insufficient resources (class 53: too many connections...), connection exceptions
 * (class 08, but a protocol violation or an unknown transaction outcome), shutdown or start-up
 * (57P01-57P03), a statement cancelled by statement_timeout (57014), the pool's wait for a
 * connection timing out, a query left unanswered past query_timeout (a frozen server), a lost
 * or reset connection (also seen by TypeORM as its query runner released under a transaction),
 * or the server unreachable when connecting. The client gets 503 with Retry-After rather than a 500:
 * the transaction was rolled back, or never began, so it should retry.
 */
export function isDatabaseUnavailable(exception: unknown): boolean {
  if (!(exception instanceof Error)) return false;
  const { code, syscall } = exception as Error & { code?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (/^53[0-9A-Z]{3}$/.test(code) || ['57014', '57P01', '57P02', '57P03'].includes(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code) && code !== '08P01' && code !== '08007') return true;
    if (syscall === 'connect' && ['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code)) return true;
    // A reset reaching this filter is the database connection's (a server shutting down): a client
    // that went away makes its body reader fail with a 4xx, and needs no answer anyway.
    if (code === 'ECONNRESET' || code === 'EPIPE') return true;
  }
  return RELEASED_QUERY_RUNNER.includes(exception.name) || POOL_UNAVAILABLE_MESSAGES.includes(exception.message);
}

/** TypeORM's errors for a transaction whose connection was released under it (the connection failed). */
const RELEASED_QUERY_RUNNER = ['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError'];

/** What `pg` and `pg-pool` say, with no error code, when no usable connection can be had. */
const POOL_UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  // A connection given up (read timeout, or the pool dropping a broken one) with a query still on it.
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  QUERY_READ_TIMEOUT,
];

/** The 503 answered while the database refuses work (see isDatabaseUnavailable); Retry-After goes with it. */
export function unavailable(): AppError {
  return new AppError('service_unavailable', 'The service cannot take this request right now: retry after the delay in Retry-After');
}

/** Turns any error into SPEC's envelope `{ error: { code, message, field? } }`. */
export function toAppError(exception: unknown): AppError {
  if (exception instanceof AppError) return exception;
  if (exception instanceof ThrottlerException) return new AppError('rate_limited', 'Too many requests: retry after the delay in Retry-After');
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status === 404) return new AppError('not_found', 'No such route');
    const code = STATUS_CODES[status];
    if (code) return new AppError(code, status === 413 ? 'Request body too large' : exception.message);
    if (status >= 400 && status < 500) return new AppError('validation_error', exception.message);
  }
  const httpLike = (exception ?? {}) as HttpLikeError;
  const status = httpLike.status ?? httpLike.statusCode;
  // Errors of the body parsers (malformed JSON, too large, bad charset) carry a 4xx status.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (httpLike.type === 'entity.parse.failed') return new AppError('validation_error', 'Malformed JSON body');
    if (status === 413) return new AppError('payload_too_large', 'Request body too large');
    if (status === 415) return new AppError('unsupported_media_type', 'Unsupported content type or charset');
    return new AppError(STATUS_CODES[status] ?? 'validation_error', 'Invalid request');
  }
  if (isDatabaseUnavailable(exception)) return unavailable();
  return new AppError('internal_error', 'Internal error');
}

/** What is logged of an unexpected error: never its parameters (SQL values may be personal data). */
function describe(exception: unknown): Record<string, unknown> {
  if (!(exception instanceof Error)) return { value: String(exception).slice(0, 200) };
  const { code, table, constraint } = exception as Error & { code?: string; table?: string; constraint?: string };
  // A database message may quote the value at fault ('invalid input syntax for type uuid: "…"').
  const fromDatabase = exception.name === 'QueryFailedError' || typeof code === 'string';
  const message = fromDatabase ? '(database error; see code)' : redactKeys(exception.message.slice(0, 500));
  const stack = fromDatabase ? exception.stack?.split('\n').slice(1).join('\n') : exception.stack;
  return { name: exception.name, message, code, table, constraint, stack };
}

@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger(ErrorEnvelopeFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const error = toAppError(exception);
    if (error.code === 'service_unavailable') {
      // An outage answers many requests so: one short line each, without a stack.
      const { name, code, message } = describe(exception);
      this.logger.warn({ err: { name, code, message }, requestId: request.id, route: request.route?.path }, 'Database unavailable: answered 503');
    } else if (error.status >= 500) {
      this.logger.error({ err: describe(exception), requestId: request.id, route: request.route?.path }, 'Unhandled error');
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    if (error.code === 'service_unavailable') response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    response.status(error.status).json(error.toBody());
  }
}
