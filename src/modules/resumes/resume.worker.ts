import { Job, Worker } from 'bullmq';
import { bullPrefix, connectionFromUrl } from '../../common/queue/queue.constants';
import { Env } from '../../config/env';
import { ResumeProcessor } from './resume.processor';
import { RESUME_QUEUE, ResumeWorkPayload } from './resume.job';

export interface WorkerTiming {
  lockDurationMs: number;
  stalledIntervalMs: number;
}

/**
 * The timing of WORKER_LOCK_DURATION_MS (30 s by default), checked for stalled jobs twice per lock
 * duration; the tests shorten it to see a killed worker's job recovered within seconds.
 */
export function timingOf(env: Env): WorkerTiming {
  return { lockDurationMs: env.workerLockDurationMs, stalledIntervalMs: Math.ceil(env.workerLockDurationMs / 2) };
}

/**
 * The BullMQ worker of queue "resumes" around the Nest processor (worker entry point, tests,
 * benchmark). Wired by hand rather than with @nestjs/bullmq: its worker takes the Redis options
 * of the producer queue of the same name (the worker process also produces, through the outbox
 * sweep, and needs a fail-fast producer beside a waiting worker), and its worker options
 * (lock duration, stalled interval) come only from a static decorator.
 */
export function createResumeWorker(env: Env, processor: ResumeProcessor, timing: WorkerTiming = timingOf(env)): Worker<ResumeWorkPayload> {
  return new Worker<ResumeWorkPayload>(RESUME_QUEUE, (job: Job<ResumeWorkPayload>) => processor.process(job), {
    connection: connectionFromUrl(env.redisUrl, false),
    prefix: bullPrefix(env.redisPrefix),
    concurrency: env.workerConcurrency,
    // A worker that dies (SIGKILL, OOM) stops renewing its lock: another worker takes the job back
    // at the next stalled check after the lock expires.
    lockDuration: timing.lockDurationMs,
    stalledInterval: timing.stalledIntervalMs,
    maxStalledCount: 2,
  });
}
