import { PinoLogger } from 'nestjs-pino';
import { storage, Store } from 'nestjs-pino/storage';

/**
 * Runs `work` with `fields` on every log line written meanwhile through Nest's Logger (nestjs-pino
 * reads its logger from this async context, as it does for a request): the worker runs each job
 * under its request id, client id and document id, so a job's lines are found by any of them.
 */
export function withLogFields<T>(base: PinoLogger, fields: Record<string, unknown>, work: () => Promise<T>): Promise<T> {
  return storage.run(new Store(base.logger.child(fields)), work);
}
