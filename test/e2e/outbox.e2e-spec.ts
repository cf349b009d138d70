import { PDFDocument, StandardFonts } from 'pdf-lib';
import { OutboxService } from '../../src/common/queue/outbox.service';
import { QueueRegistry } from '../../src/common/queue/queue-registry';
import { RESUME_QUEUE } from '../../src/modules/resumes/resume.job';
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
