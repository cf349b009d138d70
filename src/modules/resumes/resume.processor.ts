import { Injectable } from '@nestjs/common';
import { Job } from 'bullmq';
import { ResumeWorkPayload } from '../../database/entities/outbox.entity';
import { ResumePipelineService, RunOutcome } from './resume-pipeline.service';

/** Thin BullMQ handler: every decision lives in the pipeline service. */
@Injectable()
export class ResumeProcessor {
  constructor(private readonly pipeline: ResumePipelineService) {}

  process(job: Job<ResumeWorkPayload>): Promise<RunOutcome> {
    const maxAttempts = job.opts.attempts ?? 1;
    return this.pipeline.run(job.data, { finalAttempt: job.attemptsMade + 1 >= maxAttempts });
  }
}
