import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { withLogFields } from '../../common/logging/log-fields';
import { OutboxService } from '../../common/queue/outbox.service';
import { assertEveryJobHasHandler } from '../../common/queue/queue.constants';
import { ResumePipelineService, RunOutcome } from './resume-pipeline.service';
import { RESUME_JOB, RESUME_QUEUE, RESUME_QUEUE_DEFINITION, ResumeJobName, ResumeWorkPayload } from './resume.job';

type Handler = (job: Job<ResumeWorkPayload>) => Promise<RunOutcome>;
/** What a job ends with: the pipeline's outcome, or withdrawn (its records were deleted while it waited). */
export type JobOutcome = RunOutcome | 'withdrawn';

/**
 * Thin BullMQ handler of queue "resumes": dispatches by job name; every decision lives in the
 * pipeline service. Each job runs with its request id, client id, document id and job id on every
 * log line, and closes its outbox row once its outcome is recorded (the reconciler leaves it then).
 */
@Injectable()
export class ResumeProcessor implements OnModuleInit {
  private readonly logger = new Logger(ResumeProcessor.name);
  private readonly handlers: Record<ResumeJobName, Handler> = {
    [RESUME_JOB]: (job) => this.pipeline.run(job.data, { finalAttempt: isFinalAttempt(job) }),
  };

  constructor(
    private readonly pipeline: ResumePipelineService,
    private readonly outbox: OutboxService,
    private readonly pino: PinoLogger,
  ) {}

  /** The worker refuses to start when a job name of the queue has no handler (or a handler has no job). */
  onModuleInit(): void {
    assertEveryJobHasHandler(RESUME_QUEUE_DEFINITION, this.handlers);
  }

  process(job: Job<ResumeWorkPayload>): Promise<JobOutcome> {
    const handler = (this.handlers as Record<string, Handler | undefined>)[job.name];
    // A job name this worker does not know: failed at once, never retried.
    if (!handler) return Promise.reject(new UnrecoverableError(`No handler for job "${job.name}" of queue "${RESUME_QUEUE}"`));
    return withLogFields(this.pino, jobLogFields(job), async () => {
      // Records deleted while the job waited (test-data purge, retention): nothing to parse or fill.
      if (await this.outbox.isWithdrawn(job.id)) {
        this.logger.log('Resume work withdrawn before it ran: skipped');
        return 'withdrawn';
      }
      const outcome = await handler(job);
      // The outcome is stored; a failure to close the row only means the reconciler runs the job
      // again later, which finds it done.
      await this.outbox.finish(job.id).catch((error: unknown) =>
        this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'Could not close the outbox row of a finished job'),
      );
      return outcome;
    });
  }
}

/** What every log line of a job carries. */
export function jobLogFields(job: Job<ResumeWorkPayload>): Record<string, unknown> {
  return { requestId: job.data.requestId ?? null, clientId: job.data.clientId, documentId: job.data.documentId, jobId: job.id };
}

function isFinalAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
