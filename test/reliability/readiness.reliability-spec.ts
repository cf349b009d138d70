import { withTestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { ApiProcess, DedicatedRedis, fetchJson, startApi, stopAll, waitFor } from '../support/faults';

/**
 * /health/ready follows what the instance can serve: with its Redis stopped, the API still
 * accepts and stores submissions (outbox; the rate limiter fails open), so it stays ready,
 * degraded. The built API runs as a child process on a Redis of the test's own.
 * (PostgreSQL down = 503 down: postgres-faults.reliability-spec.ts.)
 */
describe('readiness with a Redis outage', () => {
  let redis: DedicatedRedis;
  let api: ApiProcess;
  let tenant: TestTenant;

  beforeAll(async () => {
    tenant = await withTestApp({}, (t) => createTenant(t.app));
    redis = await DedicatedRedis.start();
    api = await startApi({ REDIS_URL: redis.url });
  }, 90_000);

  afterAll(() => stopAll(), 30_000);

  const ready = () => fetchJson(`${api.baseUrl}/health/ready`, {}, 10_000);
  const contact = () =>
    fetchJson(
      `${api.baseUrl}/v1/public/crm/${tenant.slug}/contact-requests`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Service-Public-Key': tenant.keys.contacts },
        body: JSON.stringify({ kind: 'individual', firstName: 'Ada', lastName: 'Lovelace', email: `ada-${Date.now()}@example.com` }),
      },
      10_000,
    );

  it('is ok with PostgreSQL and Redis up, naming each dependency', async () => {
    expect(await ready()).toEqual({ status: 200, retryAfter: null, body: { status: 'ok', postgres: 'up', redis: 'up' } });
  });

  it('stays ready (200) but degraded while Redis is down, and the instance keeps accepting submissions', async () => {
    await redis.stop();
    expect(await ready()).toEqual({ status: 200, retryAfter: null, body: { status: 'degraded', postgres: 'up', redis: 'down' } });
    expect((await contact()).status).toBe(201);
  });

  it('is ok again once Redis is back', async () => {
    await redis.restart();
    await waitFor('readiness to be ok', async () => ((await ready()).body as { status: string }).status === 'ok', 20_000, 200);
    expect(await ready()).toEqual({ status: 200, retryAfter: null, body: { status: 'ok', postgres: 'up', redis: 'up' } });
  });
});
