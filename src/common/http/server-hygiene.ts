import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { AppError, ErrorBody, ErrorCode, ERROR_STATUS } from '../errors/app-error';
import { isMultipart } from '../uploads';

/**
 * HTTP hygiene of the API's Node server (DESIGN 4): timeouts for slow and idle clients, a
 * declared body over the limit refused before it is read, and the errors of Node's HTTP parser
 * answered in the error envelope. Each piece is applied by createApp.
 */

export interface ServerTimeouts {
  /** Time to receive a request's headers (from its first byte, or from the connection for a first request). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included. */
  requestTimeoutMs: number;
  /** Idle time allowed between two requests of a keep-alive connection. */
  keepAliveTimeoutMs: number;
}

/**
 * Node enforces headersTimeout and requestTimeout from a periodic check of open connections,
 * every 30 s by default, so a 10 s limit could fire after 40 s. The check runs here at least
 * once a second (a walk over the open connections, cheap). Node reads the interval when the
 * server starts listening: call this before listen().
 */
export function applyServerTimeouts(server: Server, timeouts: ServerTimeouts): void {
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  const checking = server as Server & { connectionsCheckingInterval: number };
  checking.connectionsCheckingInterval = Math.max(50, Math.min(1000, Math.floor(timeouts.headersTimeoutMs / 4)));
}

/** Most a JSON body may hold (the body parser's limit). */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/**
 * What a multipart body may carry besides its file: the text fields (apply takes 60 fields of
 * up to 40,000 bytes) and the part headers and boundaries.
 */
export const MULTIPART_OVERHEAD_BYTES = 3 * 1024 * 1024;

export interface BodyLimits {
  json: number;
  multipart: number;
}

export function bodyLimits(resumeMaxBytes: number): BodyLimits {
  return { json: JSON_BODY_MAX_BYTES, multipart: resumeMaxBytes + MULTIPART_OVERHEAD_BYTES };
}

/**
 * Refuses a request whose Content-Length is over the limit of its body type with 413
 * payload_too_large, before a byte of the body is read, and closes the connection after the
 * answer (so the body is never read either). Bodies without a Content-Length (chunked) are
 * bounded while they are read, by the body parser and the multipart reader.
 */
export function refuseDeclaredOversize(limits: BodyLimits) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const declared = Number(req.headers['content-length']);
    const limit = isMultipart(req) ? limits.multipart : limits.json;
    if (!Number.isFinite(declared) || declared <= limit) return next();
    res.setHeader('Connection', 'close');
    next(new AppError('payload_too_large', `The body declares ${declared} bytes; at most ${limit} are accepted here`));
  };
}

interface ParserFailure {
  code: ErrorCode;
  message: string;
}

/** What Node's HTTP parser (llhttp) or its timeouts report, as the envelope's code and message. */
export function describeClientError(code: string | undefined): ParserFailure {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'headers_too_large', message: 'The request line and headers are too large' };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { code: 'payload_too_large', message: 'The chunk extensions are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: 'request_timeout', message: 'The request was not received in time' };
    default:
      return { code: 'malformed_request', message: 'Malformed HTTP request' };
  }
}

const REASONS: Partial<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** A whole HTTP/1.1 response in the error envelope, closing the connection. */
export function rawErrorResponse(failure: ParserFailure): string {
  const status = ERROR_STATUS[failure.code];
  const body: ErrorBody = { error: { code: failure.code, message: failure.message } };
  const json = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
    '',
    json,
  ].join('\r\n');
}

/**
 * Answers what Node's parser refuses (431 for headers over 16 KB, 400 for a malformed request
 * line, conflicting Content-Length and Transfer-Encoding, a bad chunk) and its request and
 * header timeouts (408) in the error envelope, where Node lets the server write one: when no
 * response has started on the connection. Then the connection is closed. Logged without the
 * request's bytes (the error's rawPacket holds its headers, key included).
 */
export function answerClientErrors(server: Server, logger = new Logger('HttpServer')): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const failure = describeClientError(error.code);
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const level = timedOut || error.code === 'ECONNRESET' ? 'debug' : 'warn';
    logger[level]({ code: error.code, answered: ERROR_STATUS[failure.code] }, 'HTTP request refused by the server');
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    socket.end(rawErrorResponse(failure), () => socket.destroy());
    // A client that never reads would keep the socket open: close it anyway.
    setTimeout(() => socket.destroy(), 1000).unref();
  });
}
