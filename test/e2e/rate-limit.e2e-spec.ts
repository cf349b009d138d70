import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';

describe('rate limiting per API key', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPartnerPerMinute: 30 });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const newKey = async () => (await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.PartnerProjectsRead])).key;
  const get = (key: string) => t.http.get('/v1/partner/projects').set('X-Service-Public-Key', key);

  it('lets 30 requests of a minute pass and answers the 31st with 429 rate_limited and Retry-After', async () => {
    const key = await newKey();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await get(key);
      statuses.push(res.status);
      expect(res.headers['ratelimit-limit']).toBe('30');
      expect(res.headers['ratelimit-remaining']).toBe(String(29 - i));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await get(key).expect(429);
    expect(refused.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts per key: another key of the same client is unaffected', async () => {
    const first = await newKey();
    const second = await newKey();
    await Promise.all(Array.from({ length: 30 }, () => get(first)));
    await get(first).expect(429);
    await get(second).expect(200);
  });

  it('admits exactly the limit under concurrent requests', async () => {
    const key = await newKey();
    const results = await Promise.all(Array.from({ length: 40 }, () => get(key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(30);
    expect(results.filter((r) => r.status === 429)).toHaveLength(10);
  });

  it('does not limit unauthenticated routes such as health', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => t.http.get('/health/live')));
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});

describe('when Redis is unreachable', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    const healthy = await createTestApp();
    tenant = await createTenant(healthy.app);
    await healthy.close();
    t = await createTestApp({ redisUrl: 'redis://127.0.0.1:1', rateLimitPartnerPerMinute: 2 });
  });
  afterAll(() => t.close());

  it('fails open: requests are served without a limit', async () => {
    for (let i = 0; i < 4; i += 1) {
      await t.http.get('/v1/partner/projects').set('X-Service-Public-Key', tenant.keys.partner).expect(200);
    }
  });

  it('stays ready but degraded (submissions are still accepted), naming Redis as down', async () => {
    const res = await t.http.get('/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'degraded', postgres: 'up', redis: 'down' });
  });
});
