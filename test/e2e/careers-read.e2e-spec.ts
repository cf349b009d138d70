import { XMLParser } from 'fast-xml-parser';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { TenantsAdminService } from '../../src/modules/admin/tenants.admin-service';
import { CareerJobDto } from '../../src/modules/careers/dto/career-jobs.dto';
import { FIXED_JOB_ELEMENTS, customFieldElementNames } from '../../src/common/text/xml-name';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant, uniqueSlug } from '../support/factories';
import { checkGoogleJobPosting } from '../support/google-job-posting';
import { wellFormedError } from '../support/xml';

const KEY_HEADER = 'X-Service-Public-Key';
const LIFTED = 100_000;

const xmlParser = new XMLParser({
  cdataPropName: '#cdata',
  isArray: (name) => name === '#cdata' || name === 'job',
  parseTagValue: false,
  trimValues: false,
  ignoreDeclaration: true,
});

/** The feed's jobs as ordered [element, text] lists, after a strict well-formedness check; every value must be CDATA. */
function parseFeed(xml: string): Array<Array<[string, string]>> {
  expect(wellFormedError(xml)).toBeNull();
  const doc = xmlParser.parse(xml) as { source: { job?: Array<Record<string, unknown>> } };
  return (doc.source.job ?? []).map((job) =>
    Object.entries(job).filter(([name]) => !name.startsWith('#')).map(([name, value]) => {
      expect(value).toEqual({ '#cdata': expect.any(Array) });
      return [name, (value as { '#cdata': string[] })['#cdata'].join('')] as [string, string];
    }),
  );
}

/** What the XML feed says of a JSON job: its fixed elements, then its custom fields under their slugs. */
function asFeedElements(job: CareerJobDto): Array<[string, string]> {
  const fixed: Array<[string, string]> = FIXED_JOB_ELEMENTS.map((name) => [name, name === 'date' ? new Date(job.date).toUTCString() : job[name]]);
  const names = Object.keys(job.customFields);
  const slugs = customFieldElementNames(names);
  return [...fixed, ...names.map((name, i): [string, string] => [slugs[i], job.customFields[name]])];
}

describe('GET /v1/public/careers/{slug}/jobs (reading jobs as JSON)', () => {
  let t: TestApp;
  let tenants: TenantsAdminService;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: LIFTED, rateLimitPartnerPerMinute: LIFTED, rateLimitCareersReadPerMinute: LIFTED });
    tenants = t.app.get(TenantsAdminService);
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const get = (path: string, key: string | null = tenant.keys.careers) => {
    const req = t.http.get(path);
    return key === null ? req : req.set(KEY_HEADER, key);
  };
  const list = (slug: string, query = '', key?: string | null) => get(`/v1/public/careers/${slug}/jobs${query}`, key);
  const one = (slug: string, jobId: string, key?: string | null) => get(`/v1/public/careers/${slug}/jobs/${encodeURIComponent(jobId)}`, key);

  /** A client of its own, with a careers key. */
  async function freshClient(requiredFields: string[] = []): Promise<{ slug: string; clientId: string; projectId: string; key: string }> {
    const slug = uniqueSlug('reads');
    const client = await tenants.createClient(slug, `Reads ${slug}`, { requiredFields });
    const project = await tenants.createProject(slug, 'Open project', { companyName: 'Acme' });
    const key = (await t.app.get(ApiKeysService).create(client.id, [Scope.CareersRead, Scope.CareersApply])).key;
    return { slug, clientId: client.id, projectId: project.id, key };
  }

  /** Every page of a listing, following nextCursor. */
  async function allPages(slug: string, key: string, query: string): Promise<{ jobs: CareerJobDto[]; pages: number }> {
    const jobs: CareerJobDto[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const suffix: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
      const res = await list(slug, `?${query}${suffix}`, key).expect(200);
      jobs.push(...res.body.data);
      cursor = res.body.nextCursor;
      pages += 1;
      expect(pages).toBeLessThan(100);
    } while (cursor !== null);
    return { jobs, pages };
  }

  describe('the list', () => {
    it('equals the XML feed of the same client, job by job (set, order and every value)', async () => {
      const c = await freshClient();
      const closedProject = await tenants.createProject(c.slug, 'Closed', { status: 'closed' });
      const same = new Date('2026-03-01T10:00:00.123Z');
      await tenants.createJob(c.slug, {
        title: 'Développeur backend', projectId: c.projectId, company: 'Acme', city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'FR',
        url: 'https://acme.example/jobs/1?a=1&b=2', description: '<p>Build <b>APIs</b> & more</p>', salary: '55-65k EUR', jobtype: 'CDI',
        remotetype: 'Hybrid remote', customFields: [{ name: 'Team', value: 'Platform' }, { name: 'Niveau d\'expérience', value: 'Senior' }, { name: 'Title', value: 'x' }],
        publishedAt: new Date('2026-02-01T09:00:00Z'),
      });
      await tenants.createJob(c.slug, { title: 'Twin A', projectId: c.projectId, publishedAt: same, customFields: [{ name: 'Télétravail', value: 'oui' }, { name: 'teletravail', value: 'non' }] });
      await tenants.createJob(c.slug, { title: 'Twin B', projectId: c.projectId, publishedAt: same, remotetype: 'Fully remote', country: 'DE' });
      await tenants.createJob(c.slug, { title: 'Oldest ]]> <script>', projectId: c.projectId, salary: '45 000 € / an', publishedAt: new Date('2025-12-31T23:59:59Z') });
      for (const status of ['unpublished', 'closed', 'deleted']) await tenants.createJob(c.slug, { title: `Hidden ${status}`, projectId: c.projectId, status });
      await tenants.createJob(c.slug, { title: 'Hidden: project closed', projectId: closedProject.id });

      const feed = parseFeed((await t.http.get(`/public/feeds/site-web/${c.slug}.xml`).buffer(true).expect(200)).text);
      const { jobs, pages } = await allPages(c.slug, c.key, 'limit=2');
      expect(pages).toBe(2);
      // Twins share a date: the feed orders them by id, and so does the list.
      expect(jobs.map((job) => job.title).slice(2)).toEqual(['Développeur backend', 'Oldest ]]> <script>']);
      expect(jobs.map((job) => job.title).slice(0, 2).sort()).toEqual(['Twin A', 'Twin B']);
      expect(feed).toHaveLength(jobs.length);
      jobs.forEach((job, i) => expect(asFeedElements(job)).toEqual(feed[i]));
      expect(jobs[0].date).toBe('2026-03-01T10:00:00.123Z');
      expect(jobs[2]).toEqual({
        jobid: expect.any(String), title: 'Développeur backend', date: '2026-02-01T09:00:00.000Z', url: 'https://acme.example/jobs/1?a=1&b=2',
        company: 'Acme', city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'FR', description: '<p>Build <b>APIs</b> & more</p>',
        salary: '55-65k EUR', jobtype: 'CDI', remotetype: 'Hybrid remote', customFields: { Team: 'Platform', 'Niveau d\'expérience': 'Senior', Title: 'x' },
      });
    });

    it('answers { data, nextCursor } with 50 jobs by default, and gives every job once, in order, across pages', async () => {
      const c = await freshClient();
      const start = Date.parse('2026-01-01T00:00:00Z');
      for (let i = 0; i < 53; i++) {
        // Some jobs share a publication date: the id decides, and no page boundary loses or repeats one.
        await tenants.createJob(c.slug, { title: `Job ${i}`, projectId: c.projectId, publishedAt: new Date(start + Math.floor(i / 3) * 60_000) });
      }
      const first = await list(c.slug, '', c.key).expect(200);
      expect(Object.keys(first.body)).toEqual(['data', 'nextCursor']);
      expect(first.body.data).toHaveLength(50);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const whole = (await list(c.slug, '?limit=100', c.key).expect(200)).body;
      expect(whole.data).toHaveLength(53);
      expect(whole.nextCursor).toBeNull();
      expect(whole.data.slice(0, 50)).toEqual(first.body.data);

      for (const limit of [1, 7, 53]) {
        const { jobs, pages } = await allPages(c.slug, c.key, `limit=${limit}`);
        expect(pages).toBe(Math.ceil(53 / limit));
        expect(jobs.map((job) => job.jobid)).toEqual(whole.data.map((job: CareerJobDto) => job.jobid));
      }
      const dates = whole.data.map((job: CareerJobDto) => Date.parse(job.date));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it('keeps paging exact while jobs are published and closed between pages', async () => {
      const c = await freshClient();
      const start = Date.parse('2026-01-01T00:00:00Z');
      const created = [];
      for (let i = 0; i < 10; i++) created.push(await tenants.createJob(c.slug, { title: `Job ${i}`, projectId: c.projectId, publishedAt: new Date(start + i * 1000) }));
      const page1 = (await list(c.slug, '?limit=4', c.key).expect(200)).body;
      expect(page1.data.map((j: CareerJobDto) => j.title)).toEqual(['Job 9', 'Job 8', 'Job 7', 'Job 6']);
      await tenants.createJob(c.slug, { title: 'Newest, after page 1', projectId: c.projectId });
      await tenants.setJobStatus(c.slug, created[8].jobid, 'closed');
      await tenants.setJobStatus(c.slug, created[3].jobid, 'closed');
      const rest = [];
      let cursor = page1.nextCursor;
      while (cursor) {
        const res = (await list(c.slug, `?limit=4&cursor=${cursor}`, c.key).expect(200)).body;
        rest.push(...res.data.map((j: CareerJobDto) => j.title));
        cursor = res.nextCursor;
      }
      expect(rest).toEqual(['Job 5', 'Job 4', 'Job 2', 'Job 1', 'Job 0']);
    });

    it('filters by country, remotetype and title words (case- and accent-insensitive), across pages', async () => {
      const c = await freshClient();
      const job = (title: string, country: string, remotetype: string, minute: number) =>
        tenants.createJob(c.slug, { title, projectId: c.projectId, country, remotetype, publishedAt: new Date(Date.parse('2026-01-01T00:00:00Z') + minute * 60_000) });
      await job('Développeur Backend', 'FR', 'Hybrid remote', 1);
      await job('DEVELOPPEUSE frontend', 'FR', 'Fully remote', 2);
      await job('Senior developer', 'fr', 'No remote', 3);
      await job('Entwickler', 'DE', 'Fully remote', 4);
      await job('Chef de projet 100% télétravail_', 'FR', '', 5);
      await job('Ｄéveloppeur ﬁnance', 'FR', 'No remote', 6);
      const titles = async (query: string) => (await allPages(c.slug, c.key, `limit=1&${query}`)).jobs.map((j) => j.title);

      expect(await titles('country=fr')).toEqual(['Ｄéveloppeur ﬁnance', 'Chef de projet 100% télétravail_', 'Senior developer', 'DEVELOPPEUSE frontend', 'Développeur Backend']);
      expect(await titles('country=DE')).toEqual(['Entwickler']);
      expect(await titles('remotetype=Fully%20remote')).toEqual(['Entwickler', 'DEVELOPPEUSE frontend']);
      expect(await titles('q=developpeu')).toEqual(['Ｄéveloppeur ﬁnance', 'DEVELOPPEUSE frontend', 'Développeur Backend']);
      expect(await titles('q=D%C3%89VELOPPEUR')).toEqual(['Ｄéveloppeur ﬁnance', 'Développeur Backend']);
      expect(await titles('q=finance')).toEqual(['Ｄéveloppeur ﬁnance']);
      expect(await titles('q=100%25%20t')).toEqual(['Chef de projet 100% télétravail_']);
      expect(await titles('q=_')).toEqual(['Chef de projet 100% télétravail_']);
      expect(await titles('q=%25')).toEqual(['Chef de projet 100% télétravail_']);
      expect(await titles('q=%20%20backend%20')).toEqual(['Développeur Backend']);
      expect(await titles('country=FR&remotetype=Fully%20remote&q=dev')).toEqual(['DEVELOPPEUSE frontend']);
      expect(await titles('q=nothing-like-this')).toEqual([]);
    });

    it('refuses a cursor made for other filters, or tampered with, with 400 validation_error (field cursor)', async () => {
      const c = await freshClient();
      for (let i = 0; i < 3; i++) await tenants.createJob(c.slug, { title: `Dev ${i}`, projectId: c.projectId, country: 'FR' });
      const cursor = (await list(c.slug, '?limit=1&country=FR', c.key).expect(200)).body.nextCursor as string;
      await list(c.slug, `?limit=1&country=FR&cursor=${cursor}`, c.key).expect(200);
      for (const query of [`?limit=1&country=DE&cursor=${cursor}`, `?limit=1&cursor=${cursor}`, '?cursor=not-a-cursor', `?cursor=${cursor.slice(0, -4)}`, '?cursor=%24%24%24']) {
        const res = await list(c.slug, query, c.key).expect(400);
        expect(res.body).toEqual({ error: { code: 'validation_error', message: expect.any(String), field: 'cursor' } });
      }
      // The cursor is checked before any 304.
      expect((await list(c.slug, '?cursor=not-a-cursor', c.key).set('If-None-Match', '*').expect(400)).body.error.field).toBe('cursor');
      const forged = Buffer.from(JSON.stringify({ at: '2026-01-01T00:00:00.000000Z', id: 'x', f: '[null,null,null]' })).toString('base64url');
      expect((await list(c.slug, `?cursor=${forged}`, c.key).expect(400)).body.error.field).toBe('cursor');
    });

    it.each([
      ['?limit=0', 'limit'], ['?limit=101', 'limit'], ['?limit=abc', 'limit'], ['?limit=1.5', 'limit'], ['?limit=-1', 'limit'], ['?limit=%201', 'limit'],
      ['?limit=5&limit=6', 'limit'], ['?page=2', 'page'], ['?offset=10', 'offset'], ['?country=France', 'country'], ['?remotetype=Remote', 'remotetype'],
      [`?q=${'a'.repeat(101)}`, 'q'],
    ])('answers 400 validation_error naming the parameter for %s', async (query, field) => {
      const res = await list(tenant.slug, query).expect(400);
      expect(res.body).toEqual({ error: { code: 'validation_error', message: expect.any(String), field } });
    });

    it('takes empty parameters as absent', async () => {
      const res = await list(tenant.slug, '?limit=&cursor=&country=&remotetype=&q=').expect(200);
      expect(res.body.data.map((job: CareerJobDto) => job.jobid)).toEqual([tenant.jobs.published]);
    });

    it('shows only the key\'s client\'s jobs', async () => {
      expect((await list(tenant.slug).expect(200)).body.data.map((job: CareerJobDto) => job.jobid)).toEqual([tenant.jobs.published]);
      expect((await list(other.slug, '', other.keys.careers).expect(200)).body.data.map((job: CareerJobDto) => job.jobid)).toEqual([other.jobs.published]);
    });
  });

  describe('one job', () => {
    it('gives the job as the list does, with its application form and its JSON-LD', async () => {
      const c = await freshClient(['phoneNumber']);
      const { jobid } = await tenants.createJob(c.slug, {
        title: 'Backend engineer', projectId: c.projectId, company: 'Acme', city: 'Lyon', state: 'Auvergne-Rhône-Alpes', country: 'FR',
        url: 'https://acme.example/jobs/backend', description: '<p>Build APIs</p>', salary: '55-65k EUR', jobtype: 'CDI',
        remotetype: 'Hybrid remote', customFields: [{ name: 'Team', value: 'Platform' }],
      });
      const res = await one(c.slug, jobid, c.key).expect(200);
      const [listed] = (await list(c.slug, '', c.key).expect(200)).body.data;
      const { applicationForm, jsonLd, ...job } = res.body.data;
      expect(Object.keys(res.body)).toEqual(['data']);
      expect(job).toEqual(listed);
      expect(applicationForm.fields.map((f: { name: string }) => f.name)).toEqual([
        'firstName', 'lastName', 'email', 'phoneNumber', 'linkedin', 'motivationText', 'resume', 'resumeUrl',
        'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'Team',
      ]);
      expect(applicationForm.fields.find((f: { name: string }) => f.name === 'phoneNumber')).toEqual({ name: 'phoneNumber', type: 'tel', required: true, maxLength: 50 });
      expect(applicationForm.fields.find((f: { name: string }) => f.name === 'resume')).toEqual({ name: 'resume', type: 'file', required: false, maxBytes: t.env.resumeMaxBytes, aliases: ['cv'] });
      expect(applicationForm.fields.find((f: { name: string }) => f.name === 'Team')).toEqual({ name: 'Team', type: 'any', required: false, maxLength: 2000, aliases: ['team'] });

      expect(jsonLd).toMatchObject({
        '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Backend engineer', description: '<p>Build APIs</p>',
        datePosted: listed.date, identifier: { '@type': 'PropertyValue', name: 'Acme', value: jobid }, url: 'https://acme.example/jobs/backend',
        hiringOrganization: { '@type': 'Organization', name: 'Acme' },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Lyon', addressRegion: 'Auvergne-Rhône-Alpes', addressCountry: 'FR' } },
        employmentType: 'FULL_TIME',
        baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 55000, maxValue: 65000, unitText: 'YEAR' } },
      });
      expect(checkGoogleJobPosting(jsonLd).filter((finding) => finding.severity === 'error')).toEqual([]);
    });

    it('gives a form that follows the client\'s required fields and the job\'s custom fields, the same rules apply enforces', async () => {
      const c = await freshClient();
      const { jobid } = await tenants.createJob(c.slug, { title: 'Job', projectId: c.projectId, customFields: [{ name: 'Niveau d\'études', value: 'Bac+5' }, { name: 'Team', value: 'Data' }] });
      const required = async () => ((await one(c.slug, jobid, c.key).expect(200)).body.data.applicationForm.fields as Array<{ name: string; required: boolean }>)
        .filter((f) => f.required).map((f) => f.name);
      expect(await required()).toEqual(['firstName', 'lastName', 'email']);
      const before = (await one(c.slug, jobid, c.key).expect(200)).headers.etag;

      await tenants.updateClient(c.slug, { requiredFields: ['linkedin', 'resume', 'utm_source'] });
      const after = await one(c.slug, jobid, c.key).expect(200);
      expect(after.headers.etag).not.toBe(before);
      expect(await required()).toEqual(['firstName', 'lastName', 'email', 'linkedin', 'resume', 'utm_source']);
      const custom = after.body.data.applicationForm.fields.slice(-2);
      expect(custom).toEqual([
        { name: 'Niveau d\'études', type: 'any', required: false, maxLength: 2000, aliases: ['niveau_d_etudes'] },
        { name: 'Team', type: 'any', required: false, maxLength: 2000, aliases: ['team'] },
      ]);

      // The apply endpoint enforces what the form says.
      const applyTo = (body: Record<string, unknown>) => t.http.post(`/v1/public/careers/${c.slug}/jobs/${jobid}/apply`).set(KEY_HEADER, c.key).send(body);
      const body = { firstName: 'Ada', lastName: 'L', email: `ada-${Date.now()}@example.com`, linkedin: 'https://www.linkedin.com/in/ada', utm_source: 'test', 'Niveau d\'études': 'Bac+5', team: 'Data' };
      expect((await applyTo({ ...body, linkedin: undefined }).expect(422)).body.error.field).toBe('linkedin');
      expect((await applyTo(body).expect(422)).body.error.field).toBe('resume');
      await applyTo({ ...body, resumeUrl: 'https://files.example/ada.pdf' }).expect(201);
    });

    it.each(['unpublished', 'closed', 'deleted', 'closedProject'] as const)('answers 410 job_removed for a %s job, as apply does', async (status) => {
      const res = await one(tenant.slug, tenant.jobs[status]).expect(410);
      expect(res.body).toEqual({ error: { code: 'job_removed', message: expect.any(String) } });
      const applied = await t.http.post(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs[status]}/apply`).set(KEY_HEADER, tenant.keys.careers)
        .send({ firstName: 'A', lastName: 'B', email: 'removed@example.com' });
      expect(applied.status).toBe(410);
    });

    it('answers 410 once a listed job is closed, and the list drops it', async () => {
      const c = await freshClient();
      const { jobid } = await tenants.createJob(c.slug, { title: 'Soon closed', projectId: c.projectId });
      await one(c.slug, jobid, c.key).expect(200);
      await tenants.setJobStatus(c.slug, jobid, 'closed');
      expect((await one(c.slug, jobid, c.key).expect(410)).body.error.code).toBe('job_removed');
      expect((await list(c.slug, '', c.key).expect(200)).body.data).toEqual([]);
    });

    it.each([
      ['an unknown job', () => ['NoSuchJob01', tenant.slug]],
      ['a job of another client under the key\'s slug', () => [other.jobs.published, tenant.slug]],
      ['the slug of another client', () => [other.jobs.published, other.slug]],
      ['an overlong job id', () => ['x'.repeat(300), tenant.slug]],
    ])('answers 404 job_not_found for %s, as apply does', async (_case, args) => {
      const [jobId, slug] = args();
      const res = await one(slug, jobId).expect(404);
      expect(res.body).toEqual({ error: { code: 'job_not_found', message: expect.any(String) } });
    });
  });

  describe('keys and scopes', () => {
    it('answers 401 unauthorized without a key or with a malformed or revoked one', async () => {
      for (const key of [null, 'rk_nope']) {
        expect((await list(tenant.slug, '', key).expect(401)).body.error.code).toBe('unauthorized');
        expect((await one(tenant.slug, tenant.jobs.published, key).expect(401)).body.error.code).toBe('unauthorized');
      }
      const keys = t.app.get(ApiKeysService);
      const revoked = await keys.create(tenant.clientId, [Scope.CareersRead]);
      await keys.revoke(revoked.id);
      expect((await list(tenant.slug, '', revoked.key).expect(401)).body.error.code).toBe('unauthorized');
    });

    it.each([
      ['a key with only public:careers:apply', async () => (await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.CareersApply])).key],
      ['a contact-request key', () => tenant.keys.contacts],
      ['a partner key without connector (no SPEC 5.6 equivalence)', () => tenant.keys.partnerReadOnly],
      ['a connector key with only partner:candidates:write', async () => (await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.PartnerCandidatesWrite], { connector: 'writer' })).key],
    ])('answers 403 insufficient_scope to %s', async (_case, key) => {
      const k = await key();
      expect((await list(tenant.slug, '', k).expect(403)).body).toEqual({ error: { code: 'insufficient_scope', message: expect.any(String) } });
      expect((await one(tenant.slug, tenant.jobs.published, k).expect(403)).body.error.code).toBe('insufficient_scope');
    });

    it('lets a connector key with partner:projects:read read (SPEC 5.6), with the same answer', async () => {
      const byConnector = await list(tenant.slug, '', tenant.keys.partnerConnector).expect(200);
      expect(byConnector.body).toEqual((await list(tenant.slug).expect(200)).body);
      await one(tenant.slug, tenant.jobs.published, tenant.keys.partnerConnector).expect(200);
    });

    it('answers 404 to a key of another client (not_found on the list, job_not_found on a job)', async () => {
      expect((await list(tenant.slug, '', other.keys.careers).expect(404)).body.error.code).toBe('not_found');
      expect((await one(tenant.slug, tenant.jobs.published, other.keys.careers).expect(404)).body.error.code).toBe('job_not_found');
    });
  });

  describe('conditional requests', () => {
    it('answers 304 without a body to the ETag of the same answer, 200 when the jobs change', async () => {
      const c = await freshClient();
      const { jobid } = await tenants.createJob(c.slug, { title: 'First', projectId: c.projectId });
      const first = await list(c.slug, '?limit=10', c.key).expect(200);
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const again = await list(c.slug, '?limit=10', c.key).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.text).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
      await list(c.slug, '?limit=10', c.key).set('If-None-Match', `"other", W/${first.headers.etag}`).expect(304);
      // Another query is another answer.
      const other10 = await list(c.slug, '?limit=11', c.key).set('If-None-Match', first.headers.etag).expect(200);
      expect(other10.headers.etag).not.toBe(first.headers.etag);
      // Any change of the client's jobs is a new answer.
      await tenants.createJob(c.slug, { title: 'Second', projectId: c.projectId });
      const changed = await list(c.slug, '?limit=10', c.key).set('If-None-Match', first.headers.etag).expect(200);
      expect(changed.body.data.map((j: CareerJobDto) => j.title)).toEqual(['Second', 'First']);

      const job = await one(c.slug, jobid, c.key).expect(200);
      expect(job.headers.etag).not.toBe(changed.headers.etag);
      await one(c.slug, jobid, c.key).set('If-None-Match', job.headers.etag).expect(304);
      await tenants.setJobStatus(c.slug, jobid, 'unpublished');
      await one(c.slug, jobid, c.key).set('If-None-Match', job.headers.etag).expect(410);
    });

    it('never answers 304 across clients', async () => {
      const a = await list(tenant.slug).expect(200);
      await list(other.slug, '', other.keys.careers).set('If-None-Match', a.headers.etag).expect(200);
    });
  });

  describe('OpenAPI', () => {
    it('describes the reading routes: parameters, answers and errors in the envelope, with the key as security', async () => {
      const doc = (await t.http.get('/openapi.json').expect(200)).body;
      const listOp = doc.paths['/v1/public/careers/{slug}/jobs'].get;
      const jobOp = doc.paths['/v1/public/careers/{slug}/jobs/{job_id}'].get;
      expect(listOp.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`).sort()).toEqual(
        ['header:If-Modified-Since', 'header:If-None-Match', 'path:slug', 'query:country', 'query:cursor', 'query:limit', 'query:q', 'query:remotetype']);
      expect(jobOp.parameters.filter((p: { in: string }) => p.in === 'path').map((p: { name: string }) => p.name).sort()).toEqual(['job_id', 'slug']);
      expect(listOp.parameters.find((p: { name: string }) => p.name === 'remotetype').schema).toEqual({ allOf: [{ $ref: '#/components/schemas/RemoteType' }] });
      expect(doc.components.schemas.RemoteType.enum).toEqual(['Fully remote', 'Hybrid remote', 'No remote']);
      expect(listOp.security).toEqual([{ apiKey: [] }]);
      expect(listOp['x-required-scopes']).toEqual(['public:careers:read']);
      expect(Object.keys(listOp.responses).sort()).toEqual(['200', '304', '400', '401', '403', '404', '429', '500', '503']);
      expect(Object.keys(jobOp.responses).sort()).toEqual(['200', '304', '401', '403', '404', '410', '429', '500', '503']);
      const gone = jobOp.responses['410'].content['application/json'];
      expect(gone.schema.properties.error.properties.code.enum).toEqual(['job_removed']);
      expect(gone.examples.job_removed.value.error.code).toBe('job_removed');
      expect(Object.keys(jobOp.responses['200'].headers).sort()).toEqual(
        ['Cache-Control', 'ETag', 'Last-Modified', 'RateLimit-Limit', 'RateLimit-Policy', 'RateLimit-Remaining', 'RateLimit-Reset']);
      expect(Object.keys(jobOp.responses['429'].headers)).toContain('Retry-After');
      expect(listOp.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CareerJobListDto' });
      expect(Object.keys(doc.components.schemas.CareerJobDto.properties)).toEqual([
        'jobid', 'title', 'date', 'url', 'company', 'city', 'state', 'country', 'description', 'salary', 'jobtype', 'remotetype', 'customFields']);
      expect(doc.components.schemas.CareerJobDetailDto.allOf ?? doc.components.schemas.CareerJobDetailDto.properties).toBeDefined();
      const partner = doc.paths['/v1/partner/candidates'].get;
      expect(partner.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['cursor', 'limit', 'updatedSince']);
      expect(doc.paths['/v1/partner/candidates/{externalId}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PartnerCandidateStatusDto' });
      expect(doc.components.schemas.PartnerCandidateStatusDto.properties.resumeStatus.enum).toEqual(['none', 'pending', 'parsed', 'failed']);
    });
  });
});

describe('rate limit of the reading routes', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitCareersReadPerMinute: 3, rateLimitPublicPerMinute: LIFTED, rateLimitPartnerPerMinute: LIFTED });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  it('counts list and job reads together per key, with RateLimit-* headers, then answers 429 rate_limited with Retry-After', async () => {
    const path = `/v1/public/careers/${tenant.slug}/jobs`;
    const remaining = [];
    for (const url of [path, `${path}/${tenant.jobs.published}`, path]) {
      const res = await t.http.get(url).set(KEY_HEADER, tenant.keys.careers).expect(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      expect(res.headers['ratelimit-policy']).toBe('3;w=60');
      remaining.push(res.headers['ratelimit-remaining']);
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const limited = await t.http.get(path).set(KEY_HEADER, tenant.keys.careers).expect(429);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // One budget for the list and the job route.
    await t.http.get(`${path}/${tenant.jobs.published}`).set(KEY_HEADER, tenant.keys.careers).expect(429);

    // Another key has its own budget, and applying does not draw on the reading budget.
    await t.http.get(path).set(KEY_HEADER, tenant.keys.noWriteScope).expect(200);
    await t.http.post(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`).set(KEY_HEADER, tenant.keys.careers)
      .send({ firstName: 'Rate', lastName: 'Limit', email: `rl-${Date.now()}@example.com` }).expect(201);
  });
});
