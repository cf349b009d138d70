import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config.service';
import { QueueDefinition, queueOptions } from './queue.constants';

/** Injection token of the queue definitions given to QueueModule.forRoot. */
export const QUEUE_DEFINITIONS = Symbol('QUEUE_DEFINITIONS');

/**
 * The producer side of every queue the process writes to (one BullMQ Queue each), found by queue
 * name or by the name of a job it carries. Created by QueueModule.forRoot from the queues'
 * definitions, so common/ never names a module's queue.
 */
@Injectable()
export class QueueRegistry implements OnApplicationShutdown {
  private readonly logger = new Logger('Queues');
  private readonly queues = new Map<string, Queue>();
  private readonly queueOfJob = new Map<string, Queue>();

  constructor(@Inject(QUEUE_DEFINITIONS) definitions: readonly QueueDefinition[], config: AppConfig) {
    for (const definition of definitions) {
      const queue = new Queue(definition.name, queueOptions(config.redisUrl, config.redisPrefix, definition.defaultJobOptions));
      let lastWarning = 0;
      queue.on('error', (error: Error) => {
        if (Date.now() - lastWarning > 10_000) this.logger.warn({ queue: definition.name, err: error.message }, 'Queue connection error');
        lastWarning = Date.now();
      });
      this.queues.set(definition.name, queue);
      for (const job of definition.jobNames) this.queueOfJob.set(job, queue);
    }
  }

  /** The queue of that name (throws for a queue no definition declared). */
  get(name: string): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`No queue "${name}" is registered`);
    return queue;
  }

  /** Every registered queue, in the order of their definitions. */
  all(): Queue[] {
    return [...this.queues.values()];
  }

  /** The queue that carries jobs of that name, or null. */
  forJob(jobName: string): Queue | null {
    return this.queueOfJob.get(jobName) ?? null;
  }

  async onApplicationShutdown(): Promise<void> {
    // close() waits for Redis; during an outage drop the connection instead of hanging shutdown.
    await Promise.all(
      [...this.queues.values()].map((queue) => withTimeout(queue.close(), 2000).catch(() => queue.disconnect().catch(() => undefined))),
    );
  }
}

/** Rejects when `promise` has not settled after `ms` (the promise itself keeps running). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Queue unavailable (no answer in ${ms} ms)`)), ms);
  });
  promise.catch(() => undefined); // a late failure of the abandoned call is not an unhandled rejection
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
