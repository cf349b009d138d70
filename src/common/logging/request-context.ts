import { AsyncLocalStorage } from 'node:async_hooks';

/** What a request's asynchronous work can read of it: the request itself (its id is set by the logger's middleware). */
interface RequestContext {
  req: { id?: unknown };
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Express middleware: everything that runs for this request (services, the outbox) can read its
 * id with currentRequestId(). The id is read from the request when asked (the logger's middleware
 * sets it, before or after this one).
 */
export function requestContextMiddleware(req: { id?: unknown }, _res: unknown, next: () => void): void {
  storage.run({ req }, next);
}

/** The X-Request-Id of the request being served, or null outside a request (worker, CLI). */
export function currentRequestId(): string | null {
  const id = storage.getStore()?.req.id;
  return typeof id === 'string' ? id : null;
}
