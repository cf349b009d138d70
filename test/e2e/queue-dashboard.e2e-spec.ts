import { Job, Queue, Worker } from 'bullmq';
import { QueueRegistry } from '../../src/common/queue/queue-registry';
import { bullPrefix, connectionFromUrl } from '../../src/common/queue/queue.constants';
import { RESUME_QUEUE } from '../../src/modules/resumes/resume.job';
import { createTestApp, TestApp } from '../support/create-test-app';

jest.setTimeout(60_000);

const credential = { user: 'ops', password: 'a long dashboard password' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
const AUTH = basic(credential.user, credential.password);

describe('Queue dashboard (/admin/queues)', () => {
  it('does not exist (404 in the envelope) when no admin credential is configured', async () => {
    const t = await createTestApp();
    try {
      for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
        const res = await t.http.get(path).set('Authorization', AUTH).expect(404);
        expect(res.body.error.code).toBe('not_found');
      }
    } finally {
      await t.close();
    }
  });

  describe('with ADMIN_DASHBOARD_USER and ADMIN_DASHBOARD_PASSWORD', () => {
    let t: TestApp;
    let queue: Queue;
    let worker: Worker;
    let attempts = 0;

    beforeAll(async () => {
      // A queue prefix of its own: the jobs here are not resumes and must meet no resume worker.
      t = await createTestApp({ adminDashboard: credential, redisPrefix: `${process.env.REDIS_PREFIX}:dashboard` });
      queue = t.app.get(QueueRegistry).get(RESUME_QUEUE);
      // A real BullMQ worker on that queue whose first attempt of every job fails.
      worker = new Worker(RESUME_QUEUE, async (job: Job) => {
        attempts += 1;
        if (job.attemptsMade === 0) throw new Error('first attempt fails');
        return 'done';
      }, { connection: connectionFromUrl(t.env.redisUrl, false), prefix: bullPrefix(t.env.redisPrefix) });
      await worker.waitUntilReady();
    });
    afterAll(async () => {
      await worker?.close();
      await queue?.obliterate({ force: true }).catch(() => undefined);
      await t?.close();
    });

    it.each([
      ['no credential', undefined],
      ['a wrong password', basic(credential.user, 'not the password at all')],
      ['a wrong user', basic('root', credential.password)],
      ['another scheme', `Bearer ${credential.password}`],
    ])('refuses %s with 401 and a basic challenge', async (_case, authorization) => {
      for (const path of ['/admin/queues', '/admin/queues/api/queues']) {
        const req = t.http.get(path);
        const res = await (authorization ? req.set('Authorization', authorization) : req).expect(401);
        expect(res.headers['www-authenticate']).toMatch(/^Basic realm="Queue dashboard"/);
        expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
      }
    });

    it('serves the dashboard page and lists the resume queue with the credential', async () => {
      const page = await t.http.get('/admin/queues').set('Authorization', AUTH).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const res = await t.http.get('/admin/queues/api/queues').set('Authorization', AUTH).expect(200);
      expect(res.body.queues.map((q: { name: string }) => q.name)).toEqual([RESUME_QUEUE]);
    });

    it('retries a failed job from its HTTP API, and the job then completes', async () => {
      const job = await queue.add('dashboard-test', { n: 1 }, { attempts: 1, jobId: 'dashboard-retry-1' });
      await waitForState(queue, job.id!, 'failed');
      const listed = await t.http.get('/admin/queues/api/queues').query({ activeQueue: RESUME_QUEUE, status: 'failed' }).set('Authorization', AUTH).expect(200);
      const failed = listed.body.queues[0];
      expect(failed.counts.failed).toBe(1);
      expect(failed.jobs.map((j: { id: string; failedReason: string }) => [j.id, j.failedReason])).toEqual([[job.id, 'first attempt fails']]);

      await t.http.put(`/admin/queues/api/queues/${RESUME_QUEUE}/${job.id}/retry`).set('Authorization', AUTH).expect(204);
      await waitForState(queue, job.id!, 'completed');
      expect(attempts).toBe(2);
    });

    it('refuses a retry sent by another site (a browser holding the credential)', async () => {
      const job = await queue.add('dashboard-test', { n: 2 }, { attempts: 1, jobId: 'dashboard-retry-2' });
      await waitForState(queue, job.id!, 'failed');
      const retry = () => t.http.put(`/admin/queues/api/queues/${RESUME_QUEUE}/${job.id}/retry`).set('Authorization', AUTH);
      expect((await retry().set('Sec-Fetch-Site', 'cross-site').expect(403)).body.error.code).toBe('forbidden');
      await retry().set('Origin', 'https://evil.example').expect(403);
      expect(await queue.getJobState(job.id!)).toBe('failed');
      await retry().set('Sec-Fetch-Site', 'same-origin').expect(204);
      await waitForState(queue, job.id!, 'completed');
    });
  });
});

async function waitForState(queue: Queue, jobId: string, state: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await queue.getJobState(jobId)) !== state) {
    if (Date.now() > deadline) throw new Error(`job ${jobId} never reached ${state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
