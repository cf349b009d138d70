import { Injectable, OnModuleInit } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { assertEveryJobHasHandler } from '../../common/queue/queue.constants';
import { ResumePipelineService, RunOutcome } from './resume-pipeline.service';
import { RESUME_JOB, RESUME_QUEUE, RESUME_QUEUE_DEFINITION, ResumeJobName, ResumeWorkPayload } from './resume.job';

type Handler = (job: Job<ResumeWorkPayload>) => Promise<RunOutcome>;

/** Thin BullMQ handler of queue "resumes": dispatches by job name; every decision lives in the pipeline service. */
@Injectable()
export class ResumeProcessor implements OnModuleInit {
  private readonly handlers: Record<ResumeJobName, Handler> = {
    [RESUME_JOB]: (job) => this.pipeline.run(job.data, { finalAttempt: isFinalAttempt(job) }),
  };

  constructor(private readonly pipeline: ResumePipelineService) {}

  /** The worker refuses to start when a job name of the queue has no handler (or a handler has no job). */
  onModuleInit(): void {
    assertEveryJobHasHandler(RESUME_QUEUE_DEFINITION, this.handlers);
  }

  process(job: Job<ResumeWorkPayload>): Promise<RunOutcome> {
    const handler = (this.handlers as Record<string, Handler | undefined>)[job.name];
    // A job name this worker does not know: failed at once, never retried.
    if (!handler) return Promise.reject(new UnrecoverableError(`No handler for job "${job.name}" of queue "${RESUME_QUEUE}"`));
    return handler(job);
  }
}

function isFinalAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
