import { PDFDocument, StandardFonts } from 'pdf-lib';
import { Worker } from 'bullmq';
import { MAX_REQUEUES, OutboxReconciler } from '../../src/common/queue/outbox-reconciler';
import { OutboxService } from '../../src/common/queue/outbox.service';
import { bullPrefix, connectionFromUrl } from '../../src/common/queue/queue.constants';
import { QueueRegistry } from '../../src/common/queue/queue-registry';
import { RESUME_JOB, RESUME_QUEUE } from '../../src/modules/resumes/resume.job';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';

async function makePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText('Jane Doe - jane@example.com', { font: await doc.embedFont(StandardFonts.Helvetica), x: 50, y: 700 });
  return Buffer.from(await doc.save());
}

/** DESIGN 4: nothing a client sent with a 201 is lost, and no request waits for Redis. */
describe('resume hand-over while Redis is unreachable', () => {
  let healthy: TestApp;
  let offline: TestApp;
  let tenant: TestTenant;
  let pdf: Buffer;

  beforeAll(async () => {
    healthy = await createTestApp({ rateLimitPublicPerMinute: 100_000, rateLimitPartnerPerMinute: 100_000, outboxSweepIntervalMs: 3_600_000 });
    tenant = await createTenant(healthy.app);
    offline = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', outboxSweepIntervalMs: 3_600_000 });
    pdf = await makePdf();
  });
  afterAll(async () => {
    await offline.close();
    await healthy.close();
  });

  const pendingRow = async (where: string, id: string) =>
    (await healthy.db.query(`SELECT id::text AS id, enqueued_at, attempts, last_error FROM outbox WHERE payload->>'${where}' = $1`, [id]))[0];

  it('accepts an application with a resume, keeps the work in the outbox, and answers without waiting for Redis', async () => {
    const res = await offline.http.post(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`)
      .set('X-Service-Public-Key', tenant.keys.careers)
      .field('firstName', 'Olive').field('lastName', 'Offline').field('email', `olive.${Date.now()}@example.com`)
      .attach('resume', pdf, 'cv.pdf')
      .timeout(5000)
      .expect(201);
    const row = await pendingRow('applicationId', res.body.data.id);
    expect(row).toMatchObject({ enqueued_at: null, attempts: 1, last_error: expect.stringContaining('Queue unavailable') });
  });

  it('accepts a partner candidate with a resume the same way', async () => {
    const res = await offline.http.post('/v1/partner/candidates').set('X-Service-Public-Key', tenant.keys.partner)
      .field('firstName', 'Pat').field('lastName', 'Partner').field('email', `pat.${Date.now()}@example.com`).field('projectId', tenant.openProject.id)
      .attach('cv', pdf, 'cv.pdf')
      .timeout(5000)
      .expect(201);
    expect((await pendingRow('documentId', res.body.documentId)).enqueued_at).toBeNull();
  });

  it('moves the rows to the queue once Redis answers (the periodic sweep)', async () => {
    await healthy.db.query(`UPDATE outbox SET created_at = created_at - interval '5 seconds' WHERE enqueued_at IS NULL`);
    const pending: Array<{ id: string }> = await healthy.db.query(`SELECT id::text AS id FROM outbox WHERE enqueued_at IS NULL ORDER BY id`);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(await healthy.app.get(OutboxService).sweep()).toBe(pending.length);
    const queue = healthy.app.get(QueueRegistry).get(RESUME_QUEUE);
    for (const row of pending) {
      expect(await queue.getJob(`outbox-${row.id}`)).toBeDefined();
    }
    expect(await healthy.db.query(`SELECT 1 FROM outbox WHERE enqueued_at IS NULL`)).toEqual([]);
    await queue.obliterate({ force: true });
  });
});

/**
 * The worker's reconciler: an outbox row stays open until the worker finished its job; an open row
 * queued longer than RESUME_PENDING_DEADLINE_MS ago whose job Redis no longer runs is queued again.
 */
describe('outbox reconciler (work that Redis lost)', () => {
  let t: TestApp;
  let other: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ outboxSweepIntervalMs: 3_600_000 });
    other = await createTestApp({ outboxSweepIntervalMs: 3_600_000 });
    tenant = await createTenant(t.app);
  });
  afterAll(async () => {
    await t.app.get(QueueRegistry).get(RESUME_QUEUE).obliterate({ force: true });
    await other.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.app.get(QueueRegistry).get(RESUME_QUEUE).obliterate({ force: true });
    // Rows of other tests are not this test's business: closed.
    await t.db.query(`UPDATE outbox SET finished_at = now() WHERE finished_at IS NULL`);
  });

  const queue = () => t.app.get(QueueRegistry).get(RESUME_QUEUE);
  const reconcile = () => t.app.get(OutboxReconciler).reconcile();

  /** An outbox row of a resume job, handed to Redis `enqueuedAgo` ago (null: not yet), still open. */
  async function openRow(enqueuedAgo: string | null, requestId: string | null = null): Promise<string> {
    const payload = { clientId: tenant.clientId, documentId: null, applicationId: null, resumeUrl: 'https://example.com/cv.pdf', personId: tenant.admin.id };
    const [row] = await t.db.query(
      `INSERT INTO outbox (client_id, kind, payload, request_id, enqueued_at) VALUES ($1, $2, $3, $4, now() - $5::interval) RETURNING id::text AS id`,
      [tenant.clientId, RESUME_JOB, payload, requestId, enqueuedAgo],
    );
    return row.id;
  }
  const row = async (id: string) => (await t.db.query(`SELECT enqueued_at, requeues, finished_at FROM outbox WHERE id = $1`, [id]))[0];

  it('queues again an open row past the deadline whose job Redis no longer has, with its request id', async () => {
    const id = await openRow('1 hour', 'req-lost-1');
    expect(await reconcile()).toEqual({ checked: 1, requeued: 1 });
    const job = await queue().getJob(`outbox-${id}`);
    expect(await job?.getState()).toBe('waiting');
    expect(job?.data).toMatchObject({ resumeUrl: 'https://example.com/cv.pdf', requestId: 'req-lost-1' });
    const after = await row(id);
    expect(after.requeues).toBe(1);
    expect(Date.now() - after.enqueued_at.getTime()).toBeLessThan(60_000);
    // Queued again just now: not past the deadline any more, left alone by the next pass.
    expect(await reconcile()).toEqual({ checked: 0, requeued: 0 });
  });

  it('leaves alone a row whose job Redis still holds, a row within the deadline, a row not yet queued (the sweep’s) and a finished row', async () => {
    const waiting = await openRow('1 hour');
    await queue().add(RESUME_JOB, { marker: 'original' }, { jobId: `outbox-${waiting}` });
    const recent = await openRow('1 second');
    const unqueued = await openRow(null);
    const finished = await openRow('1 hour');
    await t.db.query(`UPDATE outbox SET finished_at = now() WHERE id = $1`, [finished]);
    expect(await reconcile()).toEqual({ checked: 1, requeued: 0 });
    expect((await queue().getJob(`outbox-${waiting}`))?.data).toEqual({ marker: 'original' });
    expect((await queue().getJobCounts('waiting')).waiting).toBe(1);
    for (const id of [waiting, recent, unqueued, finished]) expect((await row(id)).requeues).toBe(0);
  });

  it('queues again an open row whose job Redis kept as completed (an add of the same job id would be ignored)', async () => {
    const id = await openRow('1 hour');
    await queue().add(RESUME_JOB, { marker: 'first run' }, { jobId: `outbox-${id}`, removeOnComplete: false });
    const worker = new Worker(RESUME_QUEUE, async () => 'done', { connection: connectionFromUrl(t.env.redisUrl, false), prefix: bullPrefix(t.env.redisPrefix) });
    try {
      await waitForState(id, 'completed');
    } finally {
      await worker.close();
    }
    expect(await reconcile()).toEqual({ checked: 1, requeued: 1 });
    const job = await queue().getJob(`outbox-${id}`);
    expect(await job?.getState()).toBe('waiting');
    expect(job?.data).toMatchObject({ resumeUrl: 'https://example.com/cv.pdf' });
  });

  it('stops queuing a row again after MAX_REQUEUES times (it stays open, visible)', async () => {
    const id = await openRow('1 hour');
    await t.db.query(`UPDATE outbox SET requeues = $2 WHERE id = $1`, [id, MAX_REQUEUES]);
    expect(await reconcile()).toEqual({ checked: 0, requeued: 0 });
    expect(await queue().getJob(`outbox-${id}`)).toBeUndefined();
    expect((await row(id)).finished_at).toBeNull();
  });

  it('shares the rows between reconcilers running at once: each lost job queued once', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, () => openRow('1 hour')));
    const [a, b] = await Promise.all([reconcile(), other.app.get(OutboxReconciler).reconcile()]);
    expect(a.requeued + b.requeued).toBe(ids.length);
    expect((await t.db.query(`SELECT requeues FROM outbox WHERE id = ANY($1::bigint[])`, [ids])).map((r: { requeues: number }) => r.requeues)).toEqual(ids.map(() => 1));
    expect((await queue().getJobCounts('waiting')).waiting).toBe(ids.length);
  });

  it('closes a row when the worker reports its job finished, and ignores a job that did not come from the outbox', async () => {
    const id = await openRow('1 hour');
    await t.app.get(OutboxService).finish(`outbox-${id}`);
    await t.app.get(OutboxService).finish('manual-42');
    await t.app.get(OutboxService).finish(undefined);
    expect((await row(id)).finished_at).toBeInstanceOf(Date);
    expect(await reconcile()).toEqual({ checked: 0, requeued: 0 });
  });

  it('tells a job whose row was deleted (its work withdrawn) from one whose row exists, open or finished', async () => {
    const outbox = t.app.get(OutboxService);
    const id = await openRow('1 hour');
    expect(await outbox.isWithdrawn(`outbox-${id}`)).toBe(false);
    await outbox.finish(`outbox-${id}`);
    expect(await outbox.isWithdrawn(`outbox-${id}`)).toBe(false);
    expect(await outbox.isWithdrawn('manual-42')).toBe(false);
    await t.db.query(`DELETE FROM outbox WHERE id = $1`, [id]);
    expect(await outbox.isWithdrawn(`outbox-${id}`)).toBe(true);
  });

  async function waitForState(id: string, state: string): Promise<void> {
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await queue().getJobState(`outbox-${id}`)) === state) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job outbox-${id} never ${state}`);
  }
});
