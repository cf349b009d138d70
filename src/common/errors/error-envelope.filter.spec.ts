import { ArgumentsHost } from '@nestjs/common';
import { AppError } from './app-error';
import { ErrorEnvelopeFilter, toAppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-envelope.filter';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('toAppError: the database refusing work', () => {
  it.each([
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
    ['out of memory (53200)', withCode('out of memory', '53200')],
    ['connection failure (08006)', withCode('connection failure', '08006')],
    ['server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['administrator shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['server unreachable', Object.assign(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), { syscall: 'connect' })],
    ['the pool waited too long for a connection', new Error('timeout exceeded when trying to connect')],
    ['the connection dropped', new Error('Connection terminated unexpectedly')],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['a statement cancelled by statement_timeout (57014)', withCode('canceling statement due to statement timeout', '57014')],
    ['a query left unanswered past query_timeout (a frozen server)', new Error('Query read timeout')],
    ['the connection reset by a server shutting down', Object.assign(withCode('read ECONNRESET', 'ECONNRESET'), { syscall: 'read' })],
    ['a connection reset while connecting', Object.assign(withCode('connect ECONNRESET', 'ECONNRESET'), { syscall: 'connect' })],
    ['a query on a client given up after such a timeout', new Error('Client was closed and is not queryable')],
    ['a query on a connection being ended', new Error('Connection terminated')],
    ["a transaction's query runner released (TypeORM)", Object.assign(new Error('Query runner already released.'), { name: 'QueryRunnerAlreadyReleasedError' })],
    [
      "a transaction's connection lost (TypeORM released its query runner)",
      Object.assign(new Error('Database connection provided by a query runner was already released'), { name: 'QueryRunnerProviderAlreadyReleasedError' }),
    ],
  ])('maps %s to 503 service_unavailable', (_case, error) => {
    const mapped = toAppError(error);
    expect([mapped.status, mapped.code]).toEqual([503, 'service_unavailable']);
  });

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error (42601)', withCode('syntax error at or near', '42601')],
    ['a protocol violation (08P01), a bug that a retry would repeat', withCode('bind message supplies 1 parameters', '08P01')],
    ['an unknown transaction outcome (08007)', withCode('transaction resolution unknown', '08007')],
    ['a plain error', new Error('something else broke')],
    ['a thrown string', 'not an error'],
  ])('keeps %s a 500 internal_error', (_case, error) => {
    const mapped = toAppError(error);
    expect([mapped.status, mapped.code]).toEqual([500, 'internal_error']);
  });

  it('keeps a client that aborted its body a 4xx, whatever its socket code', () => {
    const aborted = Object.assign(new Error('request aborted'), { code: 'ECONNABORTED', status: 400, type: 'request.aborted' });
    expect(toAppError(aborted).status).toBe(400);
  });

  it('leaves an AppError as it is', () => {
    const error = new AppError('job_removed', 'This job is closed');
    expect(toAppError(error)).toBe(error);
  });
});

describe('ErrorEnvelopeFilter', () => {
  function respond(exception: unknown) {
    const headers: Record<string, string> = {};
    const sent: { status?: number; body?: unknown } = {};
    const response = {
      headersSent: false,
      setHeader: (name: string, value: string) => (headers[name] = value),
      status(code: number) {
        sent.status = code;
        return this;
      },
      json: (body: unknown) => (sent.body = body),
    };
    const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ id: 'req-1' }) }) } as unknown as ArgumentsHost;
    const filter = new ErrorEnvelopeFilter();
    jest.spyOn(filter['logger'], 'error').mockImplementation(() => undefined);
    jest.spyOn(filter['logger'], 'warn').mockImplementation(() => undefined);
    filter.catch(exception, host);
    return { headers, ...sent };
  }

  it('answers 503 with Retry-After when PostgreSQL has no connection slot left', () => {
    const res = respond(withCode('sorry, too many clients already', '53300'));
    expect(res.status).toBe(503);
    expect(res.headers['Retry-After']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ error: { code: 'service_unavailable', message: expect.stringContaining('Retry-After') } });
  });

  it('answers 500 without Retry-After for an unexpected error', () => {
    const res = respond(new Error('boom'));
    expect(res.status).toBe(500);
    expect(res.headers['Retry-After']).toBeUndefined();
    expect(res.body).toEqual({ error: { code: 'internal_error', message: 'Internal error' } });
  });
});
