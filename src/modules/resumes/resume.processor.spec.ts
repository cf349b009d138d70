import { Job, UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { OutboxService } from '../../common/queue/outbox.service';
import { ResumePipelineService } from './resume-pipeline.service';
import { RESUME_JOB, ResumeWorkPayload } from './resume.job';
import { ResumeProcessor } from './resume.processor';

const payload: ResumeWorkPayload = { clientId: 'c', documentId: 'd', applicationId: null, resumeUrl: null, personId: 'p' };
const job = (name: string, attemptsMade = 0): Job<ResumeWorkPayload> => ({ id: 'outbox-7', name, data: payload, attemptsMade, opts: { attempts: 5 } }) as Job<ResumeWorkPayload>;

/** Dispatch only: the pipeline is a recorder (it has its own tests against PostgreSQL). */
describe('ResumeProcessor', () => {
  const calls: Array<{ payload: ResumeWorkPayload; finalAttempt: boolean }> = [];
  const pipeline = { run: async (data: ResumeWorkPayload, options: { finalAttempt: boolean }) => (calls.push({ payload: data, ...options }), 'parsed') };
  const finished: Array<string | undefined> = [];
  const withdrawn = new Set<string>();
  const outbox = {
    finish: async (jobId: string | undefined) => void finished.push(jobId),
    isWithdrawn: async (jobId: string | undefined) => jobId !== undefined && withdrawn.has(jobId),
  };
  const processor = new ResumeProcessor(pipeline as unknown as ResumePipelineService, outbox as unknown as OutboxService, new PinoLogger({ pinoHttp: { level: 'silent' } }));

  beforeEach(() => {
    calls.splice(0);
    finished.splice(0);
    withdrawn.clear();
  });

  it('skips a job whose outbox row was deleted while it waited (records purged or anonymised): no pipeline run', async () => {
    withdrawn.add('outbox-7');
    await expect(processor.process(job(RESUME_JOB))).resolves.toBe('withdrawn');
    expect(calls).toEqual([]);
    expect(finished).toEqual([]);
  });

  it('passes the checks of start-up (every job name of the queue has its handler)', () => {
    expect(() => processor.onModuleInit()).not.toThrow();
  });

  it('runs the pipeline for a resume job, telling it when the attempt is the last one', async () => {
    await expect(processor.process(job(RESUME_JOB))).resolves.toBe('parsed');
    await processor.process(job(RESUME_JOB, 4));
    expect(calls).toEqual([{ payload, finalAttempt: false }, { payload, finalAttempt: true }]);
  });

  it('closes the outbox row of a job once the pipeline returned (its outcome is recorded), not when it throws', async () => {
    await processor.process(job(RESUME_JOB));
    expect(finished).toEqual(['outbox-7']);
    const failing = new ResumeProcessor({ run: async () => Promise.reject(new Error('transient')) } as unknown as ResumePipelineService, outbox as unknown as OutboxService, new PinoLogger({ pinoHttp: { level: 'silent' } }));
    await expect(failing.process(job(RESUME_JOB))).rejects.toThrow('transient');
    expect(finished).toEqual(['outbox-7']);
  });

  it('refuses a job name it has no handler for, without retries', async () => {
    await expect(processor.process(job('resume.other'))).rejects.toBeInstanceOf(UnrecoverableError);
    expect(calls).toEqual([]);
    expect(finished).toEqual([]);
  });
});
