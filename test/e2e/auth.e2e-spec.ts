import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { formatKey } from '../../src/common/auth/api-key-format';

describe('API keys and the partner project list', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const projects = (key?: string) => {
    const req = t.http.get('/v1/partner/projects');
    return key === undefined ? req : req.set('X-Service-Public-Key', key);
  };

  it('lists the stages in order and only the open projects of the key\'s client', async () => {
    const res = await projects(tenant.keys.partner).expect(200);
    expect(res.body).toEqual({
      stages: [
        { key: 'new', label: 'New' },
        { key: 'screening', label: 'Screening' },
        { key: 'interview', label: 'Interview' },
      ],
      projects: [{ projectId: tenant.openProject.id, title: 'Backend engineer', companyName: 'Acme' }],
    });
  });

  it('does not show projects of another client', async () => {
    const res = await projects(other.keys.partner).expect(200);
    expect(res.body.projects.map((p: { projectId: string }) => p.projectId)).toEqual([other.openProject.id]);
  });

  it('returns 401 unauthorized in the envelope without a key', async () => {
    const res = await projects().expect(401);
    expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it.each([
    ['garbage', () => 'not-a-key'],
    ['a bad checksum', () => tenant.keys.partner.slice(0, -1) + (tenant.keys.partner.endsWith('x') ? 'y' : 'x')],
    ['a truncated key', () => tenant.keys.partner.slice(0, -2)],
  ])('returns 401 for a malformed key (%s)', async (_label, value) => {
    const res = await projects(value()).expect(401);
    expect(res.body.error).toEqual({ code: 'unauthorized', message: 'Malformed API key' });
  });

  it('returns 401 for a blank header', async () => {
    const res = await projects(' ').expect(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('refuses a malformed key before any database read', async () => {
    const keys = t.app.get(ApiKeysService);
    const spy = jest.spyOn(t.db, 'query');
    await expect(keys.authenticate('rk_short')).rejects.toMatchObject({ code: 'unauthorized' });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('returns 401 for a well-formed but unknown key', async () => {
    const res = await projects(formatKey('AAAAAAAAAAAA', 'B'.repeat(32))).expect(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('returns 401 for a key with the right id but a wrong secret', async () => {
    const publicId = tenant.keys.partner.slice(3, 15);
    const res = await projects(formatKey(publicId, 'C'.repeat(32))).expect(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('returns for a revoked key the very 401 of an unknown key (nothing tells a revoked key apart)', async () => {
    const keys = t.app.get(ApiKeysService);
    const created = await keys.create(tenant.clientId, ['partner:projects:read']);
    await projects(created.key).expect(200);
    await keys.revoke(created.id);
    const revoked = await projects(created.key).expect(401);
    const unknown = await projects(formatKey('Z'.repeat(12), 'C'.repeat(32))).expect(401);
    expect(revoked.body).toEqual({ error: { code: 'unauthorized', message: 'Invalid API key' } });
    expect(revoked.body).toEqual(unknown.body);
  });

  it('returns 403 insufficient_scope for a key without partner:projects:read', async () => {
    const res = await projects(tenant.keys.careers).expect(403);
    expect(res.body).toEqual({ error: { code: 'insufficient_scope', message: expect.stringContaining('partner:projects:read') } });
  });

  it('stores only a hash of the key and records its last use', async () => {
    const keys = t.app.get(ApiKeysService);
    const created = await keys.create(tenant.clientId, ['partner:projects:read'], { label: 'hash check' });
    const [row] = await t.db.query(`SELECT * FROM api_key WHERE id = $1`, [created.id]);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(created.key.slice(16, 48));
    expect(row.last_used_at).toBeNull();
    await projects(created.key).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [after] = await t.db.query(`SELECT last_used_at FROM api_key WHERE id = $1`, [created.id]);
    expect(after.last_used_at).not.toBeNull();
  });

  it('never lists secrets', async () => {
    const list = await t.app.get(ApiKeysService).list(tenant.clientId);
    expect(list.length).toBeGreaterThan(3);
    for (const key of list) {
      expect(key).not.toHaveProperty('key');
      expect(key).not.toHaveProperty('secretHash');
      expect(key.prefix).toMatch(/^rk_[0-9A-Za-z]{12}_$/);
    }
  });
});

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('answers an unknown route with 404 not_found in the envelope', async () => {
    const res = await t.http.get('/v1/nothing-here').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers malformed JSON with 400 validation_error, not 500', async () => {
    const res = await t.http.post('/v1/partner/candidates').set('Content-Type', 'application/json').send('{"a":').expect(400);
    expect(res.body).toEqual({ error: { code: 'validation_error', message: expect.any(String) } });
  });

  it('answers a JSON body over 1 MB with 413 payload_too_large', async () => {
    const res = await t.http.post('/v1/partner/candidates').set('Content-Type', 'application/json')
      .send(JSON.stringify({ firstName: 'x'.repeat(1_100_000) })).expect(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('answers a malformed percent-encoding in the path with 400, not 500', async () => {
    const res = await t.http.post('/v1/public/careers/%FF/apply').send({}).expect(400);
    expect(res.body.error.code).toBe('validation_error');
  });

  it('answers a wrong method on a known path with 404 not_found in the envelope', async () => {
    const res = await t.http.delete('/v1/partner/projects').expect(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'No such route' } });
  });
});
