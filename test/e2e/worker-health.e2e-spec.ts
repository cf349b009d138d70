import { Queue } from 'bullmq';
import { bullPrefix, connectionFromUrl } from '../../src/common/queue/queue.constants';
import { RESUME_QUEUE } from '../../src/modules/resumes/resume.job';
import { TcpProxy } from '../support/tcp-proxy';
import { startWorkerProcess, WorkerProcess } from '../support/worker-process';

jest.setTimeout(120_000);

/** A queue of their own: these workers must take no job other suites left queued (a long one would slow their shutdown). */
const PREFIX = `${process.env.REDIS_PREFIX}:health`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
afterAll(async () => {
  const queue = new Queue(RESUME_QUEUE, { connection: connectionFromUrl(REDIS_URL, true), prefix: bullPrefix(PREFIX) });
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
});

const get = async (port: number, path: string, method = 'GET'): Promise<{ status: number; body: Record<string, unknown> | null }> => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
};

/** Polls readiness until it has `status` (a dependency's loss or return is seen at the next check). */
async function readinessBecomes(port: number, status: number): Promise<Record<string, unknown> | null> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await get(port, '/health/ready');
    if (res.status === status) return res.body;
    if (Date.now() > deadline) throw new Error(`readiness stayed ${res.status}: ${JSON.stringify(res.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('Worker health endpoints (WORKER_HTTP_PORT)', () => {
  let worker: WorkerProcess;
  beforeAll(async () => {
    worker = await startWorkerProcess({ REDIS_PREFIX: PREFIX });
  });
  afterAll(() => worker?.stop());

  it('answers liveness without checking dependencies', async () => {
    expect(await get(worker.port, '/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('is ready when connected to PostgreSQL and Redis and consuming, and names each', async () => {
    expect(await readinessBecomes(worker.port, 200)).toEqual({ status: 'ready', postgres: 'up', redis: 'up', consumer: 'running' });
  });

  it('answers HEAD like GET without a body, other methods 405, other paths 404, in the error envelope', async () => {
    expect(await get(worker.port, '/health/live', 'HEAD')).toEqual({ status: 200, body: null });
    const post = await get(worker.port, '/health/ready', 'POST');
    expect(post).toEqual({ status: 405, body: { error: { code: 'method_not_allowed', message: expect.any(String) } } });
    const unknown = await get(worker.port, '/v1/partner/projects');
    expect(unknown).toEqual({ status: 404, body: { error: { code: 'not_found', message: expect.any(String) } } });
  });
});

describe('Worker readiness when a dependency goes away', () => {
  let worker: WorkerProcess;
  let postgres: TcpProxy;
  let redis: TcpProxy;

  beforeAll(async () => {
    // The worker reaches the shared PostgreSQL and Redis through relays the test can cut (closed port, connections dropped).
    postgres = await TcpProxy.start(Number(new URL(process.env.DATABASE_URL!).port || 5432));
    redis = await TcpProxy.start(Number(new URL(REDIS_URL).port || 6379));
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.host = `127.0.0.1:${postgres.port}`;
    worker = await startWorkerProcess({ DATABASE_URL: databaseUrl.toString(), REDIS_URL: `redis://127.0.0.1:${redis.port}`, REDIS_PREFIX: PREFIX });
  });
  afterAll(async () => {
    await postgres?.restore().catch(() => undefined);
    await redis?.restore().catch(() => undefined);
    await worker?.stop();
    await postgres?.cut();
    await redis?.cut();
  });

  it('answers 503 naming PostgreSQL while its port is closed, and 200 once it is back', async () => {
    await readinessBecomes(worker.port, 200);
    await postgres.cut();
    expect(await readinessBecomes(worker.port, 503)).toEqual({ status: 'not_ready', postgres: 'down', redis: 'up', consumer: 'running' });
    expect((await get(worker.port, '/health/live')).status).toBe(200);
    await postgres.restore();
    expect(await readinessBecomes(worker.port, 200)).toMatchObject({ status: 'ready', postgres: 'up' });
  });

  it('answers 503 naming Redis while its port is closed, and 200 once it is back', async () => {
    await readinessBecomes(worker.port, 200);
    await redis.cut();
    expect(await readinessBecomes(worker.port, 503)).toMatchObject({ status: 'not_ready', postgres: 'up', redis: 'down' });
    await redis.restore();
    expect(await readinessBecomes(worker.port, 200)).toMatchObject({ status: 'ready', redis: 'up', consumer: 'running' });
  });

  it('keeps /metrics answering while PostgreSQL is away, with the postgres source down', async () => {
    await postgres.cut();
    try {
      const res = await fetch(`http://127.0.0.1:${worker.port}/metrics`, { signal: AbortSignal.timeout(5000) });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('recruit_metrics_source_up{source="postgres"} 0');
    } finally {
      await postgres.restore();
    }
  });
});
