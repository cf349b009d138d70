import { ConnectionOptions, QueueOptions } from 'bullmq';

export const RESUME_QUEUE = 'resumes';
export const RESUME_JOB = 'resume.process';

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
  };
}

export function queueOptions(url: string, redisPrefix: string): QueueOptions {
  return {
    connection: connectionFromUrl(url, true),
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: {
      attempts: 5,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: { count: 1000, age: 24 * 3600 },
      removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
    },
  };
}
