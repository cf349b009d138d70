import { ConnectionOptions, JobsOptions, QueueOptions } from 'bullmq';

/**
 * A BullMQ queue of the application, declared by the module that owns its jobs (the resume
 * pipeline: modules/resumes/resume.job.ts) and handed to QueueModule.forRoot by the entry point.
 */
export interface QueueDefinition {
  name: string;
  /** Every job name the queue carries; the worker refuses to start if one has no handler. */
  jobNames: readonly string[];
  defaultJobOptions: JobsOptions;
}

/** BullMQ prefix: the deployment's Redis prefix, hash-tagged so a Redis Cluster keeps a queue on one slot. */
export function bullPrefix(redisPrefix: string): string {
  return `{${redisPrefix}}:bull`;
}

export function connectionFromUrl(url: string, producer: boolean): ConnectionOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    // Producer: fail fast while Redis is down (the outbox keeps the work). Worker: wait for Redis.
    enableOfflineQueue: !producer,
    maxRetriesPerRequest: producer ? 1 : null,
    connectTimeout: 2000,
    // BullMQ's own back-off grows to 20 s between attempts (e^n ms, at least 1 s): after an outage of
    // a minute the API took up to 20 s to notice Redis was back. A short, flat back-off reconnects
    // within half a second; an attempt on a stopped Redis costs one refused connection.
    retryStrategy: reconnectDelay,
  };
}

/** Milliseconds before the next reconnection attempt: 100, 200, ... then every 500 ms for as long as Redis is away. */
export function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 100, RECONNECT_MAX_DELAY_MS);
}

const RECONNECT_MAX_DELAY_MS = 500;

/** Options of a producer Queue (API, outbox sweep, tools): fail-fast connection, the queue's default job options. */
export function queueOptions(url: string, redisPrefix: string, defaultJobOptions: JobsOptions = {}): QueueOptions {
  return {
    connection: connectionFromUrl(url, true),
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions,
  };
}

/**
 * The start-up check of a worker: every job name of the queue has exactly one handler, and no
 * handler waits for a job name the queue does not carry. Throws (the worker does not start).
 */
export function assertEveryJobHasHandler(definition: QueueDefinition, handlers: Record<string, unknown>): void {
  const missing = definition.jobNames.filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !definition.jobNames.includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `Queue "${definition.name}": ${missing.length ? `no handler for job ${missing.join(', ')}` : ''}${missing.length && unknown.length ? '; ' : ''}${unknown.length ? `handler for unknown job ${unknown.join(', ')}` : ''}`,
    );
  }
}
