import { OutboxJob, OutboxJobData } from '../../common/queue/outbox.service';
import { QueueDefinition } from '../../common/queue/queue.constants';

/**
 * The contract of the resume pipeline's queue: what the API hands over (through the outbox) and
 * what the worker runs. The only file of this module the API imports.
 */
export const RESUME_QUEUE = 'resumes';

/** Parse one resume (stored document, or a resumeUrl to download first) and fill the person's profile. */
export const RESUME_JOB = 'resume.process';
export type ResumeJobName = typeof RESUME_JOB;

/** The job's data: what the API wrote in the outbox, and the outbox's request id (the API request that wrote it). */
export interface ResumeWorkPayload extends OutboxJobData {
  clientId: string;
  /** The stored document to parse, or null when the resume must first be downloaded from resumeUrl. */
  documentId: string | null;
  applicationId: string | null;
  resumeUrl: string | null;
  personId: string;
}

export const RESUME_QUEUE_DEFINITION: QueueDefinition = {
  name: RESUME_QUEUE,
  jobNames: [RESUME_JOB],
  defaultJobOptions: {
    attempts: 5,
    backoff: { type: 'exponential', delay: 5000 },
    removeOnComplete: { count: 1000, age: 24 * 3600 },
    removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
  },
};

/** The outbox entry that hands a resume to the pipeline; written in the caller's transaction. */
export function resumeJob(payload: ResumeWorkPayload): OutboxJob {
  return { clientId: payload.clientId, name: RESUME_JOB, payload };
}
