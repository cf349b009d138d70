import { Job, UnrecoverableError } from 'bullmq';
import { ResumePipelineService } from './resume-pipeline.service';
import { RESUME_JOB, ResumeWorkPayload } from './resume.job';
import { ResumeProcessor } from './resume.processor';

const payload: ResumeWorkPayload = { clientId: 'c', documentId: 'd', applicationId: null, resumeUrl: null, personId: 'p' };
const job = (name: string, attemptsMade = 0): Job<ResumeWorkPayload> => ({ name, data: payload, attemptsMade, opts: { attempts: 5 } }) as Job<ResumeWorkPayload>;

/** Dispatch only: the pipeline is a recorder (it has its own tests against PostgreSQL). */
describe('ResumeProcessor', () => {
  const calls: Array<{ payload: ResumeWorkPayload; finalAttempt: boolean }> = [];
  const pipeline = { run: async (data: ResumeWorkPayload, options: { finalAttempt: boolean }) => (calls.push({ payload: data, ...options }), 'parsed') };
  const processor = new ResumeProcessor(pipeline as unknown as ResumePipelineService);

  beforeEach(() => calls.splice(0));

  it('passes the checks of start-up (every job name of the queue has its handler)', () => {
    expect(() => processor.onModuleInit()).not.toThrow();
  });

  it('runs the pipeline for a resume job, telling it when the attempt is the last one', async () => {
    await expect(processor.process(job(RESUME_JOB))).resolves.toBe('parsed');
    await processor.process(job(RESUME_JOB, 4));
    expect(calls).toEqual([{ payload, finalAttempt: false }, { payload, finalAttempt: true }]);
  });

  it('refuses a job name it has no handler for, without retries', async () => {
    await expect(processor.process(job('resume.other'))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(calls).toEqual([]);
  });
});
