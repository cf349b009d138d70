import { Client, ClientConfig } from 'pg';

/** What `pg` rejects a query with when no answer came within `query_timeout`. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

type Callback = (error: unknown, result: unknown) => void;

/**
 * A `pg` client that gives its connection up when a query gets no answer within
 * `query_timeout` (a frozen or unreachable server: PostgreSQL's own statement_timeout cannot
 * fire then). `pg` rejects the query but keeps the connection with the query still pending on
 * it, so the pool would hand it out again: the next request would wait behind the stuck query,
 * and after the server came back it could even run inside the stuck transaction. Ending it makes
 * the pool drop it and the server roll its transaction back when it reads the connection's end.
 */
export class DeadlineClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    const query = Client.prototype.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          this.endOnReadTimeout(error);
          (callback as Callback)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.catch((error: unknown) => this.endOnReadTimeout(error));
      return result;
    }) as Client['query'];
  }

  private endOnReadTimeout(error: unknown): void {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.end().catch(() => undefined);
  }
}
