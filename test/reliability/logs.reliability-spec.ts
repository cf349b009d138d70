import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { formatKey } from '../../src/common/auth/api-key-format';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { LogCapture } from '../support/log-capture';
import { rawExchange, requestHead } from '../support/raw-http';

/**
 * The logs of a real app instance (every level, captured from its pino destination) over requests
 * that carry a key in every place a client may put one: the query string, headers, the body, the
 * path. No form of a key (whole, its secret, its public id) may reach a log line.
 */
describe('logs', () => {
  const logs = new LogCapture();
  let t: TestApp;
  let tenant: TestTenant;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ logLevel: 'trace' }, { logDestination: logs });
    tenant = await createTenant(t.app);
    port = (t.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => t.close());

  /** The pieces of a key that must never be logged. */
  const secretsOf = (key: string): string[] => [key, key.slice(3, 15), key.slice(16, 48)];

  function expectNotLogged(key: string): void {
    const text = logs.text();
    for (const piece of secretsOf(key)) expect(text).not.toContain(piece);
  }

  it('never logs a key sent in the query string, and logs the path without the query', async () => {
    const key = tenant.keys.partner;
    const feed = `/public/feeds/site-web/${tenant.slug}.xml`;
    await t.http.get(`${feed}?key=${key}&page=2`).expect(200);
    await t.http.get(`/v1/partner/projects?X-Service-Public-Key=${encodeURIComponent(key)}`).expect(401);
    await t.http.get(`/no/such/route?${key}`).expect(404);
    await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests?key=${key}`).set('Content-Type', 'application/json').send('{"broken').expect(400);
    const urls = logs.lines().flatMap((line) => (line.req && typeof line.req === 'object' ? [(line.req as { url: string }).url] : []));
    expect(urls).toEqual(expect.arrayContaining([`${feed}?[redacted]`, '/v1/partner/projects?[redacted]', '/no/such/route?[redacted]']));
    expectNotLogged(key);
  });

  it('never logs a key sent in headers (the key header and others), in the body, or in the path', async () => {
    const key = tenant.keys.contacts;
    await t.http
      .post(`/v1/public/crm/${tenant.slug}/contact-requests`)
      .set('X-Service-Public-Key', key)
      .set('Authorization', `Bearer ${key}`)
      .set('X-Api-Key', key)
      .set('Cookie', `key=${key}`)
      .send({ kind: 'individual', firstName: 'Ada', lastName: 'Lovelace', email: `ada-${Date.now()}@example.com`, message: key })
      .expect(201);
    await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set('X-Service-Public-Key', key).send({ kind: 'individual', apiKey: key }).expect(400);
    await t.http.get(`/public/feeds/site-web/${key}.xml`).expect(404);
    await t.http.post(`/v1/public/careers/${key}/apply`).set('X-Service-Public-Key', key).send({}).expect(403);
    expectNotLogged(key);
  });

  it('never logs a key carried by a request that Node refuses (a 20 KB header beside the key)', async () => {
    const key = tenant.keys.careers;
    await rawExchange(port, [requestHead('GET', `/health/live?key=${key}`, { 'X-Service-Public-Key': key, 'X-Padding': 'a'.repeat(20_000) })], 3000);
    expect(logs.text()).toContain('HTTP request refused by the server');
    expectNotLogged(key);
  });

  it('gives a revoked and an unknown key the same answer, and logs which it was without the key', async () => {
    const keys = t.app.get(ApiKeysService);
    const created = await keys.create(tenant.clientId, ['partner:projects:read']);
    await keys.revoke(created.id);
    const unknown = formatKey('Q'.repeat(12), 'W'.repeat(32));
    const revokedAnswer = await t.http.get('/v1/partner/projects').set('X-Service-Public-Key', created.key).expect(401);
    const unknownAnswer = await t.http.get('/v1/partner/projects').set('X-Service-Public-Key', unknown).expect(401);
    expect(revokedAnswer.body).toEqual(unknownAnswer.body);
    const refusals = logs.lines().filter((line) => line.msg === 'API key refused');
    expect(refusals).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reason: 'revoked', keyId: created.id, clientId: tenant.clientId }),
        expect.objectContaining({ reason: 'unknown' }),
      ]),
    );
    expectNotLogged(created.key);
    expectNotLogged(unknown);
  });
});
