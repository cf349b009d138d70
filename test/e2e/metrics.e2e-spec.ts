import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { bullPrefix, connectionFromUrl } from '../../src/common/queue/queue.constants';
import { RESUME_QUEUE } from '../../src/modules/resumes/resume.job';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { find, parseExposition, Sample, value } from '../support/prometheus';
import { startWorkerProcess, WorkerProcess } from '../support/worker-process';

jest.setTimeout(180_000);

const KEY = 'X-Service-Public-Key';
const CORPUS = join(__dirname, '../fixtures/resumes');
const email = (label: string) => `${label}.${randomBytes(5).toString('hex')}@metrics-test.example`;
const pdf = () => readFileSync(join(CORPUS, readdirSync(CORPUS).filter((file) => file.endsWith('.pdf')).sort()[0]));
/** A PDF by its magic bytes that no reader can open: the worker records the failure (reason unreadable). */
const brokenPdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);

/** A queue of this file's own: its workers take only its resumes, not work other suites left queued. */
const PREFIX = `${process.env.REDIS_PREFIX}:metrics`;
// The run's teardown deletes `<prefix>:*` keys; the queue's `{<prefix>}:bull:*` keys of this prefix go here.
afterAll(async () => {
  const queue = new Queue(RESUME_QUEUE, { connection: connectionFromUrl(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', true), prefix: bullPrefix(PREFIX) });
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
});
const FEED = '/public/feeds/site-web/:slug.xml';
const JOB_APPLY = '/v1/public/careers/:slug/jobs/:job_id/apply';
const APPLY = '/v1/public/careers/:slug/apply';
const CONTACT = '/v1/public/crm/:slug/contact-requests';

describe('Prometheus metrics after real traffic (API and worker)', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let worker: WorkerProcess;
  let api: Sample[];
  let workerSamples: Sample[];
  let workerText: string;
  let apiText: string;
  const applicationIds: string[] = [];
  const externalId = `ext-${randomBytes(6).toString('hex')}`;

  async function settled(id: string): Promise<string> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [row] = await t.db.query(`SELECT resume_status FROM application WHERE client_id = $1 AND id = $2`, [tenant.clientId, id]);
      if (row.resume_status === 'parsed' || row.resume_status === 'failed') return row.resume_status;
      if (Date.now() > deadline) throw new Error(`resume of ${id} still ${row.resume_status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    // 3 requests a minute per key on apply + contact: the fourth contact request is refused. No
    // periodic outbox sweep: the relay after commit hands the work over, and a row planted below stays put.
    t = await createTestApp({ rateLimitPublicPerMinute: 3, outboxSweepIntervalMs: 3_600_000, redisPrefix: PREFIX });
    tenant = await createTenant(t.app);
    worker = await startWorkerProcess({ OUTBOX_SWEEP_INTERVAL_MS: '3600000', REDIS_PREFIX: PREFIX });

    // One request of each endpoint.
    await t.http.get(`/public/feeds/site-web/${tenant.slug}.xml`).expect(200);
    const job = await t.http.post(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`).set(KEY, tenant.keys.careers)
      .send({ firstName: 'Ada', lastName: 'Json', email: email('job') }).expect(201);
    const parsed = await t.http.post(`/v1/public/careers/${tenant.slug}/apply`).set(KEY, tenant.keys.careers)
      .field('firstName', 'Ada').field('lastName', 'Parsed').field('email', email('parsed')).attach('resume', pdf(), 'cv.pdf').expect(201);
    const failed = await t.http.post(`/v1/public/careers/${tenant.slug}/apply`).set(KEY, tenant.keys.careers)
      .field('firstName', 'Ada').field('lastName', 'Broken').field('email', email('broken')).attach('resume', brokenPdf(), 'broken.pdf').expect(201);
    applicationIds.push(job.body.data.id, parsed.body.data.id, failed.body.data.id);
    const contact = () => t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set(KEY, tenant.keys.contacts)
      .send({ kind: 'individual', firstName: 'Inès', lastName: 'Martin', email: email('contact') });
    for (let i = 0; i < 3; i++) await contact().expect(201);
    await contact().expect(429);
    await t.http.get(`/v1/public/careers/${tenant.slug}/jobs`).set(KEY, tenant.keys.careers).expect(200);
    await t.http.get(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}`).set(KEY, tenant.keys.careers).expect(200);
    await t.http.get('/v1/partner/projects').set(KEY, tenant.keys.partner).expect(200);
    await t.http.post('/v1/partner/candidates').set(KEY, tenant.keys.partner)
      .send({ firstName: 'Jane', lastName: 'Partner', email: email('partner'), projectId: tenant.openProject.id, externalId }).expect(201);
    await t.http.get('/v1/partner/candidates').set(KEY, tenant.keys.partner).expect(200);
    await t.http.get(`/v1/partner/candidates/${externalId}`).set(KEY, tenant.keys.partner).expect(200);
    await t.http.get('/health/live').expect(200);
    await t.http.get('/health/ready').expect(200);
    await t.http.get(`/no/such/route/${tenant.slug}`).expect(404);

    // One resume parsed and one failed, by the real worker.
    expect(await settled(parsed.body.data.id)).toBe('parsed');
    expect(await settled(failed.body.data.id)).toBe('failed');

    apiText = (await t.http.get('/metrics').expect(200).expect('Content-Type', /^text\/plain; version=0\.0\.4/)).text;
    api = parseExposition(apiText);
    const res = await fetch(`http://127.0.0.1:${worker.port}/metrics`);
    expect(res.status).toBe(200);
    workerText = await res.text();
    workerSamples = parseExposition(workerText);
  });

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it.each([
    [FEED, 'GET', '200'],
    [JOB_APPLY, 'POST', '201'],
    [APPLY, 'POST', '201'],
    [CONTACT, 'POST', '201'],
    [CONTACT, 'POST', '429'],
    ['/v1/public/careers/:slug/jobs', 'GET', '200'],
    ['/v1/public/careers/:slug/jobs/:job_id', 'GET', '200'],
    ['/v1/partner/projects', 'GET', '200'],
    ['/v1/partner/candidates', 'POST', '201'],
    ['/v1/partner/candidates', 'GET', '200'],
    ['/v1/partner/candidates/:externalId', 'GET', '200'],
    ['/health/live', 'GET', '200'],
    ['/health/ready', 'GET', '200'],
    ['(unmatched)', 'GET', '404'],
  ])('counts HTTP requests of %s %s answered %s, with a latency histogram', (route, method, status) => {
    const labels = { route, method, status };
    const expected = route === APPLY ? 2 : route === CONTACT && status === '201' ? 3 : 1;
    expect(value(api, 'recruit_http_requests_total', labels)).toBe(expected);
    expect(value(api, 'recruit_http_request_duration_seconds_count', labels)).toBe(expected);
    expect(value(api, 'recruit_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(expected);
    expect(value(api, 'recruit_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('counts rate-limit rejections by route template and limit family', () => {
    expect(value(api, 'recruit_rate_limit_rejections_total', { route: CONTACT, family: 'public' })).toBe(1);
    expect(find(api, 'recruit_rate_limit_rejections_total')).toHaveLength(1);
  });

  it('puts no slug, key, id or raw path in any label', () => {
    const secrets = [tenant.slug, tenant.clientId, externalId, ...Object.values(tenant.keys), ...Object.values(tenant.jobs), ...applicationIds];
    for (const sample of [...api, ...workerSamples]) {
      for (const labelValue of Object.values(sample.labels)) {
        for (const secret of secrets) expect(labelValue).not.toContain(secret);
      }
    }
    expect(apiText).not.toContain(tenant.slug);
    expect(workerText).not.toContain(tenant.slug);
  });

  it.each([
    ['API', () => api],
    ['worker', () => workerSamples],
  ])('%s: queue jobs by state, read at scrape time', (_name, samples) => {
    for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) {
      expect(find(samples(), 'recruit_queue_jobs', { queue: 'resumes', state })).toHaveLength(1);
    }
    expect(value(samples(), 'recruit_queue_jobs', { queue: 'resumes', state: 'completed' })).toBeGreaterThanOrEqual(2);
    expect(value(samples(), 'recruit_metrics_source_up', { source: 'redis' })).toBe(1);
    expect(value(samples(), 'recruit_metrics_source_up', { source: 'postgres' })).toBe(1);
  });

  it('exposes the outbox backlog, its oldest row and the overdue documents (none here)', () => {
    expect(value(api, 'recruit_outbox_backlog', { queue: 'resumes' })).toBe(0);
    expect(value(api, 'recruit_outbox_oldest_age_seconds', { queue: 'resumes' })).toBe(0);
    expect(value(api, 'recruit_documents_overdue', { status: 'pending' })).toBe(0);
    expect(value(api, 'recruit_documents_overdue', { status: 'processing' })).toBe(0);
  });

  it('exposes the PostgreSQL pool of each process', () => {
    for (const samples of [api, workerSamples]) {
      expect(value(samples, 'recruit_db_pool_max')).toBe(20);
      expect(value(samples, 'recruit_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
      expect(value(samples, 'recruit_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(value(samples, 'recruit_db_pool_waiting')).toBe(0);
      expect(find(samples, 'process_resident_memory_bytes')).toHaveLength(1);
    }
  });

  it('worker: job duration by document type and outcome, failures by reason, extraction restarts', () => {
    expect(value(workerSamples, 'recruit_resume_job_duration_seconds_count', { document_type: 'pdf', outcome: 'parsed' })).toBe(1);
    expect(value(workerSamples, 'recruit_resume_job_duration_seconds_count', { document_type: 'pdf', outcome: 'failed' })).toBe(1);
    expect(value(workerSamples, 'recruit_resume_failures_total', { reason: 'unreadable' })).toBe(1);
    expect(value(workerSamples, 'recruit_resume_failures_total', { reason: 'no_text' })).toBe(0);
    for (const reason of ['timeout', 'too_large', 'crashed', 'unreachable']) {
      expect(value(workerSamples, 'recruit_extraction_child_restarts_total', { reason })).toBe(0);
    }
    expect(find(workerSamples, 'recruit_http_requests_total')).toHaveLength(0);
  });

  it('counts a document still unfinished past RESUME_PENDING_DEADLINE_MS as overdue', async () => {
    const [doc] = await t.db.query(`SELECT id, status, created_at FROM document WHERE client_id = $1 ORDER BY created_at LIMIT 1`, [tenant.clientId]);
    await t.db.query(`UPDATE document SET status = 'pending', created_at = now() - interval '1 hour' WHERE id = $1`, [doc.id]);
    try {
      // The snapshot of the sources is shared for a second between scrapes.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const samples = parseExposition((await t.http.get('/metrics').expect(200)).text);
      expect(value(samples, 'recruit_documents_overdue', { status: 'pending' })).toBe(1);
    } finally {
      await t.db.query(`UPDATE document SET status = $2, created_at = $3 WHERE id = $1`, [doc.id, doc.status, doc.created_at]);
    }
  });

  it('counts outbox rows not yet handed to the queue and the age of the oldest', async () => {
    const [{ id }] = await t.db.query(
      `INSERT INTO outbox (client_id, kind, payload, created_at) VALUES ($1, 'resume.process', '{}'::jsonb, now() - interval '90 seconds') RETURNING id`,
      [tenant.clientId],
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const samples = parseExposition((await t.http.get('/metrics').expect(200)).text);
      expect(value(samples, 'recruit_outbox_backlog', { queue: 'resumes' })).toBeGreaterThanOrEqual(1);
      expect(value(samples, 'recruit_outbox_oldest_age_seconds', { queue: 'resumes' })).toBeGreaterThanOrEqual(90);
    } finally {
      await t.db.query(`DELETE FROM outbox WHERE id = $1`, [id]);
    }
  });
});

describe('/metrics access and resilience', () => {
  it('asks for the bearer token when METRICS_TOKEN is set (API and worker)', async () => {
    const token = randomBytes(24).toString('hex');
    const t = await createTestApp({ metricsToken: token, redisPrefix: PREFIX });
    const worker = await startWorkerProcess({ METRICS_TOKEN: token, REDIS_PREFIX: PREFIX });
    try {
      const refused = await t.http.get('/metrics').expect(401);
      expect(refused.body.error.code).toBe('unauthorized');
      expect(refused.headers['www-authenticate']).toMatch(/^Bearer/);
      await t.http.get('/metrics').set('Authorization', 'Bearer wrong-token-of-some-length').expect(401);
      await t.http.get('/metrics').set('Authorization', `Bearer ${token}`).expect(200);
      const url = `http://127.0.0.1:${worker.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      await worker.stop();
      await t.close();
    }
  });

  it('answers promptly without the queue series while Redis is unreachable', async () => {
    const t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const res = await t.http.get('/metrics').timeout(5000).expect(200);
      const samples = parseExposition(res.text);
      expect(value(samples, 'recruit_metrics_source_up', { source: 'redis' })).toBe(0);
      expect(value(samples, 'recruit_metrics_source_up', { source: 'postgres' })).toBe(1);
      expect(find(samples, 'recruit_queue_jobs')).toHaveLength(0);
      expect(value(samples, 'recruit_outbox_backlog', { queue: 'resumes' })).toBeGreaterThanOrEqual(0);
    } finally {
      await t.close();
    }
  });
});
