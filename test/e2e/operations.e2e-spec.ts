import { createTestApp, TestApp } from '../support/create-test-app';

describe('operations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('answers liveness without checking dependencies', async () => {
    expect((await t.http.get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('answers readiness with PostgreSQL and Redis up, naming each dependency', async () => {
    const res = await t.http.get('/health/ready').expect(200);
    expect(res.body).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('echoes a request id on every response', async () => {
    const res = await t.http.get('/health/live').set('X-Request-Id', 'abc-123').expect(200);
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.http.get('/health/live');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document generated from the code, with the key header as security scheme', async () => {
    const res = await t.http.get('/openapi.json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.paths['/v1/partner/projects'].get.security).toEqual([{ apiKey: [] }]);
    expect(res.body.components.securitySchemes.apiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Service-Public-Key' });
    expect(res.body.paths['/v1/partner/projects'].get['x-required-scopes']).toEqual(['partner:projects:read']);
    expect(res.body.paths['/v1/partner/projects'].get.description).toContain('Required scope: `partner:projects:read`');
  });

  it('serves the interactive documentation at /docs', async () => {
    const res = await t.http.get('/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger');
  });
});
