import { randomBytes } from 'node:crypto';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { createTestApp, TestApp } from '../support/create-test-app';
import { CliError, recruit } from '../support/cli';
import { createTenant, TestTenant } from '../support/factories';


// Each CLI call boots a process: on a loaded machine a test with several of them takes more than jest's default minute.
jest.setTimeout(180_000);
const KEY = 'X-Service-Public-Key';
const hex = () => randomBytes(4).toString('hex');

interface Counts {
  applications: number; contactRequests: number; partnerSubmissions: number; persons: number; processes: number;
  documents: number; companies: number; activities: number; notifications: number;
}
interface Report { deleted: boolean; counts: Counts; ids?: Record<keyof Counts, string[]> }
const NONE: Counts = { applications: 0, contactRequests: 0, partnerSubmissions: 0, persons: 0, processes: 0, documents: 0, companies: 0, activities: 0, notifications: 0 };

/**
 * Test data (SPEC 1): records marked by utm_source, formName or an e-mail pattern, found and purged
 * by the CLI (any record of the client) and by DELETE /v1/public/test-data (the key's own records).
 */
describe('test data', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100000, rateLimitPartnerPerMinute: 100000 });
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const apply = (body: Record<string, unknown>, key = tenant.keys.careers, slug = tenant.slug) =>
    t.http.post(`/v1/public/careers/${slug}/jobs/${tenant.jobs.published}/apply`).set(KEY, key).send({ firstName: 'Test', lastName: 'Person', ...body }).expect(201);
  const applySpontaneous = (body: Record<string, unknown>, key = tenant.keys.careers) =>
    t.http.post(`/v1/public/careers/${tenant.slug}/apply`).set(KEY, key).send({ firstName: 'Test', lastName: 'Person', ...body }).expect(201);
  const contact = (body: Record<string, unknown>, key = tenant.keys.contacts) =>
    t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set(KEY, key).send({ firstName: 'Test', lastName: 'Contact', ...body }).expect(201);
  const partner = (body: Record<string, unknown>, key = tenant.keys.partnerConnector) =>
    t.http.post('/v1/partner/candidates').set(KEY, key).send({ firstName: 'Test', lastName: 'Partner', projectId: tenant.openProject.id, ...body }).expect(201);
  const exists = async (table: string, id: string): Promise<boolean> => (await t.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0;
  const count = async (sql: string, params: unknown[]): Promise<number> => Number((await t.db.query(sql, params))[0].n);

  it('withdraws the resume work of what it deletes, also once handed to the queue (its open outbox row goes, so the worker skips the job)', async () => {
    const marker = `qa-${hex()}`;
    const res = await apply({ email: `url.${hex()}@people.example`, utm_source: marker, resumeUrl: 'https://resumes.example/cv.pdf' });
    const rowOf = async () => t.db.query(`SELECT id, enqueued_at FROM outbox WHERE payload->>'applicationId' = $1`, [res.body.data.id]);
    const deadline = Date.now() + 10_000;
    while (!(await rowOf())[0]?.enqueued_at && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
    expect((await rowOf())[0]?.enqueued_at).not.toBeNull();
    const purged = await recruit<Report>('test-data', 'purge', '--client', tenant.slug, '--utm-source', marker);
    expect(purged.json.counts.applications).toBe(1);
    expect(await rowOf()).toEqual([]);
  });

  it('finds, dry-runs and purges by utm_source; a person who also applied for real keeps that application and the profile', async () => {
    const marker = `qa-${hex()}`;
    const realEmail = `real.${hex()}@people.example`;
    const real = await apply({ email: realEmail, utm_source: 'linkedin' });
    const realTest = await applySpontaneous({ email: realEmail, utm_source: marker });
    const onlyTest = await apply({ email: `only.${hex()}@people.example`, utm_source: marker });
    const otherClient = await t.http.post(`/v1/public/careers/${other.slug}/apply`).set(KEY, other.keys.careers)
      .send({ firstName: 'Other', lastName: 'Client', email: `o.${hex()}@people.example`, utm_source: marker }).expect(201);
    const [{ person_id: realPerson }] = await t.db.query(`SELECT person_id FROM application WHERE id = $1`, [real.body.data.id]);
    const [{ person_id: testPerson, process_id: testProcess }] = await t.db.query(`SELECT person_id, process_id FROM application WHERE id = $1`, [onlyTest.body.data.id]);

    const expected: Counts = { ...NONE, applications: 2, persons: 1, processes: 1, activities: 2 };
    const found = await recruit<Report>('test-data', 'find', '--client', tenant.slug, '--utm-source', marker, '--verbose');
    expect(found.code).toBe(0);
    expect(found.json.deleted).toBe(false);
    expect(found.json.counts).toEqual(expected);
    expect(found.json.ids?.applications.sort()).toEqual([realTest.body.data.id, onlyTest.body.data.id].sort());
    expect(found.json.ids?.persons).toEqual([testPerson]);
    const dry = await recruit<Report>('test-data', 'purge', '--client', tenant.slug, '--utm-source', marker, '--dry-run');
    expect(dry.json).toEqual({ deleted: false, counts: expected });
    expect(await exists('application', onlyTest.body.data.id)).toBe(true);

    const purged = await recruit<Report>('test-data', 'purge', '--client', tenant.slug, '--utm-source', marker);
    expect(purged.json).toEqual({ deleted: true, counts: expected });
    expect(await exists('application', realTest.body.data.id)).toBe(false);
    expect(await exists('application', onlyTest.body.data.id)).toBe(false);
    expect(await exists('person', testPerson)).toBe(false);
    expect(await exists('process', testProcess)).toBe(false);
    expect(await exists('application', real.body.data.id)).toBe(true);
    const [kept] = await t.db.query(`SELECT email, first_name FROM person WHERE id = $1`, [realPerson]);
    expect(kept).toEqual({ email: realEmail, first_name: 'Test' });
    expect(await count(`SELECT count(*) AS n FROM process WHERE person_id = $1`, [realPerson])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM activity WHERE person_id = $1`, [realPerson])).toBe(1);
    expect(await exists('application', otherClient.body.data.id)).toBe(true);

    const again = await recruit<Report>('test-data', 'purge', '--client', tenant.slug, '--utm-source', marker);
    expect(again.json.counts).toEqual(NONE);
  });

  it('purges contact requests by formName: the person, the company the request created, its history and notifications', async () => {
    const form = `qa-form-${hex()}`;
    const company = `QA Company ${hex()}`;
    const request = await contact({ kind: 'company', email: `c.${hex()}@crm.example`, companyName: company, formName: form });
    const plain = await contact({ kind: 'individual', email: `i.${hex()}@crm.example`, formName: 'real-form' });
    const companyId = request.body.data.companyId as string;
    expect(companyId).toEqual(expect.any(String));
    expect(await count(`SELECT count(*) AS n FROM notification WHERE contact_request_id = $1`, [request.body.data.id])).toBe(1);

    const purged = await recruit<Report>('test-data', 'purge', '--client', tenant.slug, '--form-name', form);
    expect(purged.json.counts).toEqual({ ...NONE, contactRequests: 1, persons: 1, companies: 1, activities: 2, notifications: 1 });
    expect(await exists('contact_request', request.body.data.id)).toBe(false);
    expect(await exists('person', request.body.data.personId)).toBe(false);
    expect(await exists('company', companyId)).toBe(false);
    expect(await exists('contact_request', plain.body.data.id)).toBe(true);
  });

  it('keeps a company that existed before the test request, and one still used by another request', async () => {
    const form = `qa-form-${hex()}`;
    const company = `Real Company ${hex()}`;
    const real = await contact({ kind: 'company', email: `r.${hex()}@crm.example`, companyName: company, formName: 'real-form' });
    const test = await contact({ kind: 'company', email: `t.${hex()}@crm.example`, companyName: company, formName: form });
    expect(test.body.data.companyId).toBe(real.body.data.companyId);
    const purged = await recruit<Report>('test-data', 'purge', '--client', tenant.slug, '--form-name', form);
    expect(purged.json.counts).toEqual({ ...NONE, contactRequests: 1, persons: 1, activities: 2, notifications: 1 });
    expect(await exists('company', real.body.data.companyId)).toBe(true);
    expect(await count(`SELECT count(*) AS n FROM activity WHERE company_id = $1`, [real.body.data.companyId])).toBe(1);
  });

  it('purges by e-mail pattern across applications, contact requests and partner submissions', async () => {
    const domain = `qa-${hex()}.test`;
    const app = await apply({ email: `a@${domain}` });
    const req = await contact({ kind: 'individual', email: `B@${domain.toUpperCase()}` });
    const sub = await partner({ email: `c@${domain}`, externalId: `ext-${hex()}` });
    const untouched = await apply({ email: `a@not-${domain}` });
    const applicant = await personOf(app.body.data.id);

    const purged = await recruit<Report>('test-data', 'purge', '--client', tenant.slug, '--email-like', `%@${domain}`, '--verbose');
    expect(purged.json.counts).toEqual({ ...NONE, applications: 1, contactRequests: 1, partnerSubmissions: 1, persons: 3, processes: 2, activities: 3, notifications: 1 });
    expect(purged.json.ids?.persons.sort()).toEqual([req.body.data.personId, sub.body.personId, applicant].sort());
    expect(await exists('person', sub.body.personId)).toBe(false);
    expect(await exists('process', sub.body.processId)).toBe(false);
    expect(await exists('application', untouched.body.data.id)).toBe(true);
  });

  it('combines filters with AND: an application never matches a formName', async () => {
    const marker = `qa-${hex()}`;
    const app = await apply({ email: `x.${hex()}@people.example`, utm_source: marker });
    const found = await recruit<Report>('test-data', 'find', '--client', tenant.slug, '--utm-source', marker, '--form-name', 'anything');
    expect(found.json.counts).toEqual(NONE);
    expect(await exists('application', app.body.data.id)).toBe(true);
  });

  it('refuses a purge without a marker, and an e-mail pattern of wildcards', async () => {
    const none = await recruit<CliError>('test-data', 'purge', '--client', tenant.slug);
    expect(none.code).toBe(1);
    expect(none.json.error.code).toBe('validation_error');
    const wild = await recruit<CliError>('test-data', 'purge', '--client', tenant.slug, '--email-like', '%@%');
    expect(wild.json.error.code).toBe('validation_error');
    expect((await recruit<CliError>('test-data', 'find', '--client', 'no-such-client', '--utm-source', 'x')).json.error.code).toBe('not_found');
  });

  describe('DELETE /v1/public/test-data', () => {
    it('deletes only the records the same key created', async () => {
      const marker = `api-${hex()}`;
      const keys = t.app.get(ApiKeysService);
      const secondKey = (await keys.create(tenant.clientId, [Scope.CareersApply])).key;
      const mine = await apply({ email: `m.${hex()}@people.example`, utm_source: marker });
      const theirs = await apply({ email: `t.${hex()}@people.example`, utm_source: marker }, secondKey);

      const res = await t.http.delete('/v1/public/test-data').query({ utm_source: marker }).set(KEY, tenant.keys.careers).expect(200);
      expect(res.body).toEqual({ data: { counts: { ...NONE, applications: 1, persons: 1, processes: 1, activities: 1 } } });
      expect(await exists('application', mine.body.data.id)).toBe(false);
      expect(await exists('application', theirs.body.data.id)).toBe(true);
      expect(await exists('person', await personOf(theirs.body.data.id))).toBe(true);
    });

    it('deletes only the kinds of record its scopes write', async () => {
      const marker = `api-${hex()}`;
      const keys = t.app.get(ApiKeysService);
      const both = (await keys.create(tenant.clientId, [Scope.CareersApply, Scope.ContactsWrite])).key;
      const app = await apply({ email: `k.${hex()}@people.example`, utm_source: marker }, both);
      const req = await contact({ kind: 'individual', email: `k.${hex()}@crm.example`, utm_source: marker }, both);
      const contactsOnly = (await keys.create(tenant.clientId, [Scope.ContactsWrite])).key;
      // Another key of the client: none of these records is its own.
      expect((await t.http.delete('/v1/public/test-data').query({ utm_source: marker }).set(KEY, contactsOnly).expect(200)).body.data.counts).toEqual(NONE);
      expect(await exists('application', app.body.data.id)).toBe(true);

      const res = await t.http.delete('/v1/public/test-data').query({ utm_source: marker }).set(KEY, both).expect(200);
      expect(res.body.data.counts).toMatchObject({ applications: 1, contactRequests: 1, persons: 2 });
      expect(await exists('contact_request', req.body.data.id)).toBe(false);
    });

    it('purges the partner submissions of its own key by e-mail pattern', async () => {
      const domain = `partner-${hex()}.test`;
      const sub = await partner({ email: `p@${domain}`, externalId: `ext-${hex()}` });
      const res = await t.http.delete('/v1/public/test-data').query({ emailLike: `%@${domain}` }).set(KEY, tenant.keys.partnerConnector).expect(200);
      expect(res.body.data.counts).toEqual({ ...NONE, partnerSubmissions: 1, persons: 1, processes: 1, activities: 1 });
      expect(await exists('person', sub.body.personId)).toBe(false);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM partner_submission WHERE client_id = $1 AND email = $2`, [tenant.clientId, `p@${domain}`]);
      expect(n).toBe(0);
    });

    it('answers 400 validation_error without a marker, with an unknown parameter or a pattern of wildcards', async () => {
      for (const query of [{}, { utm_source: '' }, { source: 'x' }, { emailLike: '%' }, { formName: 'x'.repeat(201) }, { utm_source: 'qa\u0000x' }]) {
        const res = await t.http.delete('/v1/public/test-data').query(query).set(KEY, tenant.keys.careers).expect(400);
        expect(res.body.error.code).toBe('validation_error');
      }
    });

    it('takes a backslash in an e-mail pattern as a plain character (no escape character)', async () => {
      const res = await t.http.delete('/v1/public/test-data').query({ emailLike: `nobody.${hex()}@example.com\\` }).set(KEY, tenant.keys.careers).expect(200);
      expect(res.body.data.counts.applications).toBe(0);
    });

    it('answers 401 without a key and 403 to a key that writes nothing', async () => {
      await t.http.delete('/v1/public/test-data').query({ utm_source: 'x' }).expect(401);
      const res = await t.http.delete('/v1/public/test-data').query({ utm_source: 'x' }).set(KEY, tenant.keys.partnerReadOnly).expect(403);
      expect(res.body.error.code).toBe('insufficient_scope');
    });

    it('is described in the OpenAPI document', async () => {
      const doc = (await t.http.get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>> };
      const operation = doc.paths['/v1/public/test-data']?.delete;
      expect(operation?.parameters?.map((p) => p.name).sort()).toEqual(['emailLike', 'formName', 'utm_source']);
    });
  });

  async function personOf(applicationId: string): Promise<string> {
    const [{ person_id }] = await t.db.query(`SELECT person_id FROM application WHERE id = $1`, [applicationId]);
    return person_id as string;
  }
});
