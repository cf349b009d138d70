import { Queue } from 'bullmq';
import { Client } from 'pg';
import { bullPrefix } from '../../src/common/queue/queue.constants';
import { RESUME_QUEUE } from '../../src/modules/resumes/resume.job';
import { withTestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { ApiProcess, DedicatedRedis, fetchJson, Load, Outcome, reportFigures, signal, startApi, startWorker, stopAll, Tracked, waitFor } from '../support/faults';
import { fieldPart, filePart, multipartBody } from '../support/multipart';
import { numberedPagesPdf } from '../support/pdfs';

/**
 * The built API and resume worker on a Redis of the test's own, under a short load of career-site
 * applications with a resume: Redis restarted empty (no persistence), stopped then started,
 * frozen then thawed; the worker stopped (SIGTERM) and killed (SIGKILL) mid-job. Every 201 must
 * end with its application stored and its document parsed exactly once (one resume.parsed
 * activity), within a bound: the outbox row stays open in PostgreSQL until the worker finished the
 * job, and the worker's reconciler queues again what Redis lost. Deadlines are configured short.
 */
const RECONCILE_DEADLINE_MS = 2000;
const WORKER_ENV = {
  RESUME_PENDING_DEADLINE_MS: String(RECONCILE_DEADLINE_MS),
  OUTBOX_RECONCILE_INTERVAL_MS: '1000',
  OUTBOX_SWEEP_INTERVAL_MS: '500',
  WORKER_LOCK_DURATION_MS: '3000',
  WORKER_CONCURRENCY: '2',
};
/** Every accepted resume must be parsed by then, counted from the end of the load. */
const SETTLE_BOUND_MS = 45_000;
/** A request without an answer by then counts as hung (status 0). */
const CLIENT_TIMEOUT_MS = 10_000;
const PDF = numberedPagesPdf(1);

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

describe('Redis faults and worker deaths under a load of applications with resumes', () => {
  let redis: DedicatedRedis;
  let api: ApiProcess;
  let worker: Tracked;
  let tenant: TestTenant;
  const prefix = `${process.env.REDIS_PREFIX}:redis-faults`;
  const workerEnv = () => ({ ...WORKER_ENV, REDIS_URL: redis.url, REDIS_PREFIX: prefix });

  beforeAll(async () => {
    tenant = await withTestApp({}, (t) => createTenant(t.app));
    redis = await DedicatedRedis.start();
    api = await startApi({
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      OUTBOX_SWEEP_INTERVAL_MS: '500',
      LOG_LEVEL: 'info',
    });
    worker = await startWorker(workerEnv());
  }, 120_000);

  afterAll(() => stopAll(), 60_000);

  /** One application with a one-page PDF resume, e-mail `<tag>-<index>@redis-fault.example`. */
  const apply = (email: string, requestId?: string) => {
    const boundary = `redis-fault-${Date.now()}`;
    const body = multipartBody(boundary, [fieldPart('firstName', 'Redis'), fieldPart('lastName', 'Fault'), fieldPart('email', email), filePart('resume', 'cv.pdf', PDF)]);
    return fetchJson(
      `${api.baseUrl}/v1/public/careers/${tenant.slug}/apply`,
      {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Service-Public-Key': tenant.keys.careers, ...(requestId ? { 'X-Request-Id': requestId } : {}) },
        body,
      },
      CLIENT_TIMEOUT_MS,
    );
  };

  /** Two loops of applications, each pausing 150 ms between requests (tens of requests in a few seconds). */
  let run = 0;
  function applicationLoad(): { load: Load; tag: string } {
    run += 1;
    const tag = `run${run}-${Date.now()}`;
    return { tag, load: new Load(2, async (index) => pause(150).then(() => apply(`${tag}-${index}@redis-fault.example`))) };
  }

  interface Settled {
    accepted: number;
    stored: number;
    parsed: number;
    lost: number;
    duplicated: number;
    /** Accepted applications whose job the worker's reconciler queued again (Redis had lost it). */
    requeued: number;
    settledMs: number;
  }

  /**
   * Waits (SETTLE_BOUND_MS at most) until every accepted application's document is parsed, then
   * counts: lost = a 201 without its application, or whose document is not parsed; duplicated =
   * an application stored twice for one e-mail, or a document parsed (profile filled) more than once.
   */
  async function settle(outcomes: Outcome[], ...tags: string[]): Promise<Settled> {
    const patterns = tags.map((tag) => `${tag}-%`);
    const accepted = outcomes.filter((o) => o.status === 201).map((o) => (o.body as { data: { id: string } }).data.id);
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const started = Date.now();
    try {
      const unparsed = async () =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM unnest($1::uuid[]) AS ids(id)
              LEFT JOIN application a ON a.id = ids.id LEFT JOIN document d ON d.id = a.document_id
              WHERE d.status IS DISTINCT FROM 'parsed'`,
            [accepted],
          )
        ).rows[0].n as number;
      await waitFor('every accepted resume to be parsed', async () => (await unparsed()) === 0, SETTLE_BOUND_MS, 500).catch(() => undefined);
      const settledMs = Date.now() - started;
      const rows: Array<{ id: string; doc_status: string | null; fills: number }> = (
        await db.query(
          `SELECT a.id, d.status AS doc_status,
                  (SELECT count(*)::int FROM activity ac WHERE ac.client_id = a.client_id AND ac.kind = 'resume.parsed' AND ac.data->>'documentId' = d.id::text) AS fills
             FROM application a LEFT JOIN document d ON d.id = a.document_id
            WHERE a.client_id = $1 AND a.email_key LIKE ANY($2)`,
          [tenant.clientId, patterns],
        )
      ).rows;
      const doubles = (
        await db.query(`SELECT count(*)::int AS n FROM (SELECT email_key FROM application WHERE client_id = $1 AND email_key LIKE ANY($2) GROUP BY email_key HAVING count(*) > 1) x`, [
          tenant.clientId,
          patterns,
        ])
      ).rows[0].n as number;
      const requeued = (
        await db.query(`SELECT count(*)::int AS n FROM outbox WHERE client_id = $1 AND requeues > 0 AND payload->>'applicationId' = ANY($2::text[])`, [tenant.clientId, accepted])
      ).rows[0].n as number;
      const byId = new Map(rows.map((row) => [row.id, row]));
      const lost = accepted.filter((id) => byId.get(id)?.doc_status !== 'parsed').length;
      const duplicated = doubles + rows.filter((row) => row.fills > 1).length;
      return { accepted: accepted.length, stored: rows.length, parsed: rows.filter((row) => row.doc_status === 'parsed' && row.fills === 1).length, lost, duplicated, requeued, settledMs };
    } finally {
      await db.end();
    }
  }

  function expectWhole(outcomes: Outcome[], settled: Settled): void {
    // Every request is answered: 201 (stored, work in the outbox) or, never here, another status.
    expect(outcomes.filter((o) => o.status !== 201).map((o) => o.status)).toEqual([]);
    expect(settled.accepted).toBeGreaterThan(5);
    expect({ lost: settled.lost, duplicated: settled.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(settled.stored).toBe(settled.accepted);
    expect(worker.running()).toBe(true);
  }

  /**
   * How long after `since` (Redis back) the API hands a job to Redis again: probe applications are
   * sent one after another until one's outbox row is marked enqueued by the request itself (the
   * relay, before the 201; the sweep only takes rows older than a second).
   */
  async function queueRecovery(since: number): Promise<number> {
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      // The relay marks the outbox row enqueued before answering: the first row enqueued at once is the API reconnected.
      await waitFor(
        'the API to hand a job to Redis again',
        async () => {
          const answer = await apply(`probe-${Date.now()}@redis-fault.example`);
          if (answer.status !== 201) return false;
          const { rows } = await db.query(
            `SELECT o.enqueued_at IS NOT NULL AND o.last_error IS NULL AS relayed FROM outbox o WHERE o.client_id = $1 AND o.payload->>'applicationId' = $2`,
            [tenant.clientId, (answer.body as { data: { id: string } }).data.id],
          );
          return rows[0]?.relayed === true;
        },
        30_000,
        50,
      );
      return Date.now() - since;
    } finally {
      await db.end();
    }
  }

  /**
   * Pauses the resume queue, so that the jobs of the load wait in Redis instead of being taken at
   * once: a restart then surely loses queued work (the pause goes with it: the new Redis is empty).
   */
  async function holdJobsInRedis(): Promise<void> {
    const queue = new Queue(RESUME_QUEUE, { connection: { host: '127.0.0.1', port: redis.port }, prefix: bullPrefix(prefix) });
    try {
      await queue.pause();
    } finally {
      await queue.close();
    }
  }

  /** The JSON log lines of a child process so far. */
  function logLines(process: Tracked): Array<Record<string, unknown>> {
    return process
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  it('follows one upload from the API log to the worker log by its request id (given, or generated), with the client and document ids', async () => {
    const given = `trace-${Date.now()}`;
    const traced = await apply(`trace-given-${Date.now()}@redis-fault.example`, given);
    const untraced = await apply(`trace-generated-${Date.now()}@redis-fault.example`);
    expect([traced.status, untraced.status]).toEqual([201, 201]);
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      for (const [answer, expectedId] of [
        [traced, given],
        [untraced, null],
      ] as const) {
        const applicationId = (answer.body as { data: { id: string } }).data.id;
        const { rows } = await db.query(
          `SELECT o.request_id, a.document_id FROM outbox o JOIN application a ON a.id::text = o.payload->>'applicationId' WHERE o.client_id = $1 AND a.id = $2`,
          [tenant.clientId, applicationId],
        );
        const requestId = rows[0].request_id as string;
        if (expectedId) expect(requestId).toBe(expectedId);
        else expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        // The API's request line, then every worker line of the job, carry it.
        const apiLine = logLines(api).find((line) => (line.req as { id?: string } | undefined)?.id === requestId);
        expect(apiLine).toMatchObject({ req: { method: 'POST' }, res: { statusCode: 201 } });
        await waitFor('the worker to log the job', () => logLines(worker).some((line) => line.requestId === requestId && line.msg === 'Resume processed'), 20_000, 100);
        const workerLines = logLines(worker).filter((line) => line.requestId === requestId);
        for (const line of workerLines) expect(line).toMatchObject({ clientId: tenant.clientId, documentId: rows[0].document_id, jobId: expect.stringMatching(/^outbox-\d+$/) });
        expect(workerLines.map((line) => line.msg)).toContain('Resume processed');
      }
    } finally {
      await db.end();
    }
  }, 60_000);

  it('loses nothing when Redis restarts empty (no persistence) under load', async () => {
    const { load, tag } = applicationLoad();
    await holdJobsInRedis();
    load.start();
    await pause(2500);
    await redis.stop();
    await redis.restart();
    const reconnectMs = await queueRecovery(Date.now());
    await pause(1500);
    const outcomes = await load.stop();
    const settled = await settle(outcomes, tag);
    reportFigures('redis restarted empty', { requests: outcomes.length, ...settled, apiQueueReconnectMs: reconnectMs });
    expectWhole(outcomes, settled);
    // The jobs queued before the restart were lost with Redis, and queued again from PostgreSQL.
    expect(settled.requeued).toBeGreaterThan(0);
    expect(reconnectMs).toBeLessThan(2000);
  }, 120_000);

  it('loses nothing, and answers every request within 2 s, when Redis is stopped then started under load', async () => {
    const { load, tag } = applicationLoad();
    await holdJobsInRedis();
    load.start();
    await pause(1500);
    await redis.stop();
    // Long enough for a reconnection back-off that grows (BullMQ's default reaches 3 s, then 8 s) to show.
    await pause(10_000);
    await redis.restart();
    const reconnectMs = await queueRecovery(Date.now());
    await pause(1500);
    const outcomes = await load.stop();
    const settled = await settle(outcomes, tag);
    const slowest = Math.max(...outcomes.map((o) => o.answeredAt - o.sentAt));
    reportFigures('redis stopped then started', { requests: outcomes.length, ...settled, slowestAnswerMs: slowest, apiQueueReconnectMs: reconnectMs });
    expectWhole(outcomes, settled);
    expect(settled.requeued).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(2000);
    expect(reconnectMs).toBeLessThan(2000);
  }, 120_000);

  it('loses nothing when Redis is frozen (SIGSTOP) under load, then thawed', async () => {
    const { load, tag } = applicationLoad();
    load.start();
    await pause(1500);
    redis.freeze();
    try {
      await pause(2500);
    } finally {
      redis.thaw();
    }
    await pause(1500);
    const outcomes = await load.stop();
    const settled = await settle(outcomes, tag);
    const slowest = Math.max(...outcomes.map((o) => o.answeredAt - o.sentAt));
    reportFigures('redis frozen then thawed', { requests: outcomes.length, ...settled, slowestAnswerMs: slowest });
    expectWhole(outcomes, settled);
    // The relay gives Redis 1.5 s, then leaves the row to the sweep; the rate limiter fails open.
    expect(slowest).toBeLessThan(4000);
  }, 120_000);

  it('parses every document exactly once when the worker is stopped (SIGTERM) and killed (SIGKILL) mid-job', async () => {
    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    const midJob = () =>
      waitFor('a document in processing', async () => (await db.query(`SELECT 1 FROM document WHERE client_id = $1 AND status = 'processing' LIMIT 1`, [tenant.clientId])).rowCount === 1, 10_000, 5);
    const outcomes: Outcome[] = [];
    const tags: string[] = [];
    try {
      // SIGTERM: the worker finishes its running jobs, then exits 0; the rest waits in Redis.
      const first = applicationLoad();
      tags.push(first.tag);
      first.load.start();
      await pause(1500);
      await midJob();
      signal(worker, 'SIGTERM');
      outcomes.push(...(await first.load.stop()));
      expect(await worker.exited(30_000)).toEqual({ code: 0, signal: null });
      worker = await startWorker(workerEnv());
      // SIGKILL: its running jobs stay locked until the lock expires, then another worker takes them over.
      const second = applicationLoad();
      tags.push(second.tag);
      second.load.start();
      await midJob();
      signal(worker, 'SIGKILL');
      await pause(500);
      outcomes.push(...(await second.load.stop()));
      expect(await worker.exited(5000)).toEqual({ code: null, signal: 'SIGKILL' });
      worker = await startWorker(workerEnv());
    } finally {
      await db.end();
    }
    const settled = await settle(outcomes, ...tags);
    reportFigures('worker SIGTERM and SIGKILL mid-job', { requests: outcomes.length, ...settled });
    expectWhole(outcomes, settled);
  }, 120_000);
});
