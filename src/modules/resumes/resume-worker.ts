import { Job, Worker } from 'bullmq';
import { bullPrefix, connectionFromUrl, RESUME_QUEUE } from '../../common/queue/queue.constants';
import { Env } from '../../config/env';
import { ResumeWorkPayload } from '../../database/entities/outbox.entity';
import { ResumeProcessor } from './resume.processor';

/** The BullMQ worker of queue "resumes" around the Nest processor (worker entry point, tests, benchmark). */
export function createResumeWorker(env: Env, processor: ResumeProcessor): Worker<ResumeWorkPayload> {
  return new Worker<ResumeWorkPayload>(RESUME_QUEUE, (job: Job<ResumeWorkPayload>) => processor.process(job), {
    connection: connectionFromUrl(env.redisUrl, false),
    prefix: bullPrefix(env.redisPrefix),
    concurrency: env.workerConcurrency,
    // A worker that dies (SIGKILL, OOM) stops renewing its lock: another worker takes the job back
    // at the next stalled check after the lock expires.
    lockDuration: 30_000,
    stalledInterval: 15_000,
    maxStalledCount: 2,
  });
}
