import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { RecordsAdminService } from '../../src/modules/admin/records.admin-service';
import { TenantsAdminService } from '../../src/modules/admin/tenants.admin-service';
import { CONTACT_FIELD_MAX_LENGTHS } from '../../src/modules/crm/contact-request.validation';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';

type Body = Record<string, unknown>;
interface Row { [column: string]: unknown }

const uniqueEmail = (label = 'contact') => `${label}.${randomBytes(5).toString('hex')}@crm-test.example`;
const uniqueCompany = (label = 'Company') => `${label} ${randomBytes(4).toString('hex')}`;

describe('CRM contact requests', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let tenants: TenantsAdminService;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100000, rateLimitPartnerPerMinute: 100000 });
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
    tenants = t.app.get(TenantsAdminService);
  });
  afterAll(() => t.close());

  const post = (body: unknown, options: { key?: string | null; slug?: string } = {}) => {
    const req = t.http.post(`/v1/public/crm/${options.slug ?? tenant.slug}/contact-requests`);
    const key = options.key === undefined ? tenant.keys.contacts : options.key;
    return (key === null ? req : req.set('X-Service-Public-Key', key)).send(body as object);
  };
  const companyForm = (overrides: Body = {}): Body => ({
    kind: 'company',
    firstName: 'Camille',
    lastName: 'Durand',
    email: uniqueEmail(),
    companyName: uniqueCompany(),
    topic: 'Hiring three engineers',
    message: 'Please call me back.',
    formName: 'test-company-form',
    ...overrides,
  });
  const individualForm = (overrides: Body = {}): Body => ({
    kind: 'individual', firstName: 'Inès', lastName: 'Martin', email: uniqueEmail(), topic: 'Career advice', formName: 'test-individual-form', ...overrides,
  });
  const q = (sql: string, params: unknown[] = []): Promise<Row[]> => t.db.query(sql, params);
  const one = async (sql: string, params: unknown[] = []): Promise<Row> => (await q(sql, params))[0];
  const count = async (sql: string, params: unknown[] = []): Promise<number> => Number((await one(sql, params)).n);

  describe('creation', () => {
    it('creates a contact (never a candidate), a company with the client\'s default status and the request as entered', async () => {
      await tenants.updateClient(tenant.slug, { defaultCompanyStatus: 'lead' });
      const body = companyForm({
        jobTitle: 'Head of talent', phone: '06 12 34 56 78', companyWebsite: 'camille-corp.fr',
        utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: 'hiring', utm_content: 'banner',
      });
      const res = await post(body).expect(201);
      expect(res.body).toEqual({ data: { id: expect.any(String), personId: expect.any(String), companyId: expect.any(String) } });
      const { id, personId, companyId } = res.body.data;

      const person = await one(`SELECT * FROM person WHERE id = $1`, [personId]);
      expect(person).toMatchObject({
        client_id: tenant.clientId, first_name: 'Camille', last_name: 'Durand', email: body.email, phone: '+33612345678',
        job_title: 'Head of talent', is_contact: true, is_candidate: false,
        provenance: { firstName: 'form', lastName: 'form', email: 'form', phone: 'form', jobTitle: 'form' },
      });
      expect(await count(`SELECT count(*) AS n FROM process WHERE person_id = $1`, [personId])).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM application WHERE person_id = $1`, [personId])).toBe(0);

      const company = await one(`SELECT * FROM company WHERE id = $1`, [companyId]);
      expect(company).toMatchObject({ client_id: tenant.clientId, name: body.companyName, status: 'lead', website: 'https://camille-corp.fr' });

      const request = await one(`SELECT * FROM contact_request WHERE id = $1`, [id]);
      expect(request).toMatchObject({
        client_id: tenant.clientId, person_id: personId, company_id: companyId, kind: 'company',
        first_name: 'Camille', last_name: 'Durand', email: body.email, phone: '+33612345678', job_title: 'Head of talent',
        company_name: body.companyName, company_website: 'https://camille-corp.fr', topic: body.topic, message: body.message,
        form_name: 'test-company-form', origin: 'website',
        utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_term: 'hiring', utm_content: 'banner',
      });
      await tenants.updateClient(tenant.slug, { defaultCompanyStatus: 'prospect' });
    });

    it('creates an individual contact without a company, even when a company name is entered', async () => {
      const before = await count(`SELECT count(*) AS n FROM company WHERE client_id = $1`, [tenant.clientId]);
      const res = await post(individualForm({ companyName: 'Freelance' })).expect(201);
      expect(res.body.data.companyId).toBeNull();
      expect(await count(`SELECT count(*) AS n FROM company WHERE client_id = $1`, [tenant.clientId])).toBe(before);
      const request = await one(`SELECT kind, company_id, company_name FROM contact_request WHERE id = $1`, [res.body.data.id]);
      expect(request).toEqual({ kind: 'individual', company_id: null, company_name: 'Freelance' });
    });

    it('treats empty optional strings as absent', async () => {
      const res = await post(individualForm({ phone: '', jobTitle: '  ', topic: '', message: '', formName: '', utm_source: '' })).expect(201);
      const request = await one(`SELECT phone, job_title, topic, message, form_name, utm_source FROM contact_request WHERE id = $1`, [res.body.data.id]);
      expect(request).toEqual({ phone: null, job_title: null, topic: null, message: null, form_name: null, utm_source: null });
    });
  });

  describe('validation', () => {
    it('returns 415 unsupported_media_type for a form-encoded body', async () => {
      const res = await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set('X-Service-Public-Key', tenant.keys.contacts)
        .type('form').send('kind=individual&firstName=A&lastName=B&email=a%40b.fr').expect(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    });

    it('returns 415 unsupported_media_type for a multipart body', async () => {
      const res = await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set('X-Service-Public-Key', tenant.keys.contacts)
        .field('kind', 'individual').expect(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    });

    it('returns 400 validation_error for a JSON body that is not an object', async () => {
      const res = await post([individualForm()]).expect(400);
      expect(res.body.error.code).toBe('validation_error');
    });

    it('returns 400 validation_error for malformed JSON', async () => {
      const res = await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set('X-Service-Public-Key', tenant.keys.contacts)
        .set('Content-Type', 'application/json').send('{"kind": ').expect(400);
      expect(res.body.error.code).toBe('validation_error');
    });

    it.each(['attachment', 'resume', 'customField', 'Email'])('returns 400 validation_error naming the unknown key %s', async (key) => {
      const res = await post(individualForm({ [key]: 'x' })).expect(400);
      expect(res.body).toEqual({ error: { code: 'validation_error', message: expect.any(String), field: key } });
    });

    it.each([
      ['firstName', 42],
      ['email', ['a@b.fr']],
      ['message', { text: 'hi' }],
      ['phone', 612345678],
      ['utm_source', true],
    ])('returns 400 validation_error naming %s when it is not a string', async (field, value) => {
      const res = await post(individualForm({ [field]: value })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field });
    });

    it.each([
      ['a NUL in firstName', 'firstName', 'Ca\u0000mille'],
      ['a NUL in message', 'message', 'Call me\u0000'],
      ['a NUL in companyName', 'companyName', 'Acme\u0000'],
      ['an unpaired surrogate in topic', 'topic', 'Hiring \uD800'],
      ['an unpaired surrogate in firstName', 'firstName', '\uDFFFCamille'],
    ])('returns 400 validation_error naming the field for %s and stores nothing', async (_label, field, value) => {
      const body = companyForm({ [field]: value });
      const res = await post(body).expect(400);
      expect(res.body).toEqual({ error: { code: 'validation_error', message: expect.any(String), field } });
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = lower($2)`, [tenant.clientId, body.email])).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM contact_request WHERE client_id = $1 AND lower(email) = lower($2)`, [tenant.clientId, body.email])).toBe(0);
    });

    it.each(['person', 'Company', ''])('returns 400 validation_error for kind %j', async (kind) => {
      const res = await post(individualForm({ kind: kind === '' ? 'none' : kind })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'kind' });
    });

    it.each(['firstName', 'lastName', 'email'])('returns 422 missing_required_field naming %s when absent or blank', async (field) => {
      const absent = individualForm();
      delete absent[field];
      expect((await post(absent).expect(422)).body).toEqual({ error: { code: 'missing_required_field', message: expect.any(String), field } });
      expect((await post(individualForm({ [field]: '   ' })).expect(422)).body.error.field).toBe(field);
    });

    it('returns 422 missing_required_field companyName for a company form without it', async () => {
      const body = companyForm();
      delete body.companyName;
      expect((await post(body).expect(422)).body.error).toMatchObject({ code: 'missing_required_field', field: 'companyName' });
      expect((await post(companyForm({ companyName: '' })).expect(422)).body.error).toMatchObject({ code: 'missing_required_field', field: 'companyName' });
    });

    it.each(['not-an-email', 'a@b', 'a b@c.fr', 'a@@c.fr', '@c.fr'])('returns 400 validation_error email for %j', async (email) => {
      expect((await post(individualForm({ email })).expect(400)).body.error).toMatchObject({ code: 'validation_error', field: 'email' });
    });

    describe.each(Object.entries(CONTACT_FIELD_MAX_LENGTHS))('maximum length of %s (%i)', (field, max) => {
      const form = (value: string) => (field === 'companyName' ? companyForm({ companyName: value }) : companyForm({ [field]: value }));

      it('accepts exactly the limit', async () => {
        const value = 'é'.repeat(max);
        const res = await post(form(value)).expect(201);
        expect(res.body.data.id).toEqual(expect.any(String));
      });

      it('returns 400 validation_error naming the field one character over', async () => {
        const res = await post(form('é'.repeat(max + 1))).expect(400);
        expect(res.body).toEqual({ error: { code: 'validation_error', message: expect.any(String), field } });
      });
    });

    it('counts characters as code points (an emoji is one character)', async () => {
      await post(individualForm({ firstName: '😀'.repeat(100) })).expect(201);
      expect((await post(individualForm({ firstName: '😀'.repeat(101) })).expect(400)).body.error.field).toBe('firstName');
    });
  });

  describe('companies', () => {
    it('finds the company whatever the case, accents and spaces of the entered name', async () => {
      const name = `Société Générale ${randomBytes(3).toString('hex')}`;
      const suffix = name.split(' ')[2];
      const first = await post(companyForm({ companyName: name })).expect(201);
      for (const variant of [`  societe   generale ${suffix} `, `SOCIÉTÉ GÉNÉRALE ${suffix.toUpperCase()}`, `Societe Generale ${suffix}`]) {
        const res = await post(companyForm({ companyName: variant })).expect(201);
        expect(res.body.data.companyId).toBe(first.body.data.companyId);
      }
      expect(await count(`SELECT count(*) AS n FROM company WHERE client_id = $1 AND name_key LIKE $2`, [tenant.clientId, `societe generale ${suffix}`])).toBe(1);
      expect((await one(`SELECT name FROM company WHERE id = $1`, [first.body.data.companyId])).name).toBe(name);
    });

    it('links no company when several companies of the client carry the name, and keeps the entered name on the request', async () => {
      const name = uniqueCompany('Twin');
      await tenants.createCompany(tenant.slug, name);
      await tenants.createCompany(tenant.slug, `  ${name.toUpperCase()} `);
      const res = await post(companyForm({ companyName: `${name.toLowerCase()}` })).expect(201);
      expect(res.body.data.companyId).toBeNull();
      const request = await one(`SELECT company_id, company_name FROM contact_request WHERE id = $1`, [res.body.data.id]);
      expect(request).toEqual({ company_id: null, company_name: name.toLowerCase() });
      expect(await count(`SELECT count(*) AS n FROM company WHERE client_id = $1 AND name_key = lower($2)`, [tenant.clientId, name])).toBe(2);
    });

    it('does not match a company of another client', async () => {
      const name = uniqueCompany('Elsewhere');
      const theirs = await tenants.createCompany(other.slug, name);
      const res = await post(companyForm({ companyName: name })).expect(201);
      expect(res.body.data.companyId).not.toBe(theirs.id);
      expect((await one(`SELECT client_id FROM company WHERE id = $1`, [res.body.data.companyId])).client_id).toBe(tenant.clientId);
    });

    it('keeps a valid website and drops an invalid one without blocking', async () => {
      const kept = await post(companyForm({ companyWebsite: 'www.kept-site.fr/contact' })).expect(201);
      expect((await one(`SELECT website FROM company WHERE id = $1`, [kept.body.data.companyId])).website).toBe('https://www.kept-site.fr/contact');
      for (const website of ['not a website', 'localhost', 'ftp://files.example.fr', 'https://user:pw@evil.fr']) {
        const dropped = await post(companyForm({ companyWebsite: website })).expect(201);
        expect((await one(`SELECT website FROM company WHERE id = $1`, [dropped.body.data.companyId])).website).toBeNull();
        expect((await one(`SELECT company_website FROM contact_request WHERE id = $1`, [dropped.body.data.id])).company_website).toBeNull();
      }
    });
  });

  describe('persons', () => {
    const insertPerson = async (values: { email: string; firstName?: string; lastName?: string; isCandidate?: boolean; isContact?: boolean; jobTitle?: string | null; phone?: string | null }) =>
      (await one(
        `INSERT INTO person (client_id, first_name, last_name, email, email_key, phone, job_title, is_candidate, is_contact, provenance)
         VALUES ($1, $2, $3, $4, lower($4), $5, $6, $7, $8, '{"firstName": "recruiter", "lastName": "recruiter", "jobTitle": "recruiter"}') RETURNING id`,
        [tenant.clientId, values.firstName ?? 'Known', values.lastName ?? 'Person', values.email, values.phone ?? null, values.jobTitle ?? null, values.isCandidate ?? false, values.isContact ?? false],
      )).id as string;

    it('reuses the person with that e-mail (any case) and fills only empty fields', async () => {
      const email = uniqueEmail('known');
      const personId = await insertPerson({ email, firstName: 'Recruiter-Set', jobTitle: 'CTO' });
      const res = await post(companyForm({ email: email.toUpperCase(), firstName: 'Typed', jobTitle: 'Developer', phone: '+33 1 23 45 67 89' })).expect(201);
      expect(res.body.data.personId).toBe(personId);
      const person = await one(`SELECT first_name, job_title, phone, is_contact, provenance FROM person WHERE id = $1`, [personId]);
      expect(person).toEqual({
        first_name: 'Recruiter-Set', job_title: 'CTO', phone: '+33123456789', is_contact: true,
        provenance: { firstName: 'recruiter', lastName: 'recruiter', jobTitle: 'recruiter', phone: 'form' },
      });
    });

    it('makes a known candidate a contact too, without a duplicate', async () => {
      const email = uniqueEmail('candidate');
      const personId = await insertPerson({ email, isCandidate: true });
      const res = await post(individualForm({ email })).expect(201);
      expect(res.body.data.personId).toBe(personId);
      expect(await one(`SELECT is_candidate, is_contact FROM person WHERE id = $1`, [personId])).toEqual({ is_candidate: true, is_contact: true });
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, email])).toBe(1);
    });

    it('creates a distinct contact when the e-mail is a generic mailbox carried by several persons', async () => {
      const email = uniqueEmail('info');
      const first = await insertPerson({ email, firstName: 'Anna' });
      const second = await insertPerson({ email, firstName: 'Bruno' });
      const res = await post(companyForm({ email, firstName: 'Chloé', lastName: 'Petit' })).expect(201);
      expect([first, second]).not.toContain(res.body.data.personId);
      expect(await one(`SELECT first_name, last_name, is_contact, is_candidate FROM person WHERE id = $1`, [res.body.data.personId]))
        .toEqual({ first_name: 'Chloé', last_name: 'Petit', is_contact: true, is_candidate: false });
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, email])).toBe(3);
    });

    it('creates a distinct contact for a generic mailbox even when one of its persons carries the entered name', async () => {
      const email = uniqueEmail('hello');
      const anna = await insertPerson({ email, firstName: 'Anna', lastName: 'Dupont' });
      const chloe = await insertPerson({ email, firstName: 'Chloé', lastName: 'Petit' });
      const res = await post(individualForm({ email, firstName: 'Chloé', lastName: 'Petit' })).expect(201);
      expect([anna, chloe]).not.toContain(res.body.data.personId);
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, email])).toBe(3);
    });

    it('does not match a person of another client with the same e-mail', async () => {
      const email = uniqueEmail('shared');
      await post(individualForm({ email }), { key: other.keys.contacts, slug: other.slug }).expect(201);
      const res = await post(individualForm({ email })).expect(201);
      expect((await one(`SELECT client_id FROM person WHERE id = $1`, [res.body.data.personId])).client_id).toBe(tenant.clientId);
    });

    it('stores a French or E.164 phone in E.164 and drops an unrecognised one without blocking', async () => {
      for (const [phone, expected] of [['06 12 34 56 78', '+33612345678'], ['+44 20 7946 0958', '+442079460958'], ['12', null], ['call me', null]] as const) {
        const res = await post(individualForm({ phone })).expect(201);
        expect((await one(`SELECT phone FROM person WHERE id = $1`, [res.body.data.personId])).phone).toBe(expected);
        expect((await one(`SELECT phone FROM contact_request WHERE id = $1`, [res.body.data.id])).phone).toBe(expected);
      }
    });
  });

  describe('replay and concurrency', () => {
    it('returns the first request\'s identifiers for the same request within 10 minutes and creates nothing', async () => {
      const body = companyForm();
      const first = await post(body).expect(201);
      const again = await post({ ...body, email: (body.email as string).toUpperCase(), companyName: `  ${(body.companyName as string).toLowerCase()} `, phone: '0611223344' }).expect(201);
      expect(again.body).toEqual(first.body);
      expect(await count(`SELECT count(*) AS n FROM contact_request WHERE person_id = $1`, [first.body.data.personId])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM notification WHERE contact_request_id = $1`, [first.body.data.id])).toBe(1);
    });

    it.each([
      ['topic', { topic: 'Another topic' }],
      ['message', { message: 'Another message' }],
      ['form', { formName: 'another-form' }],
      ['company', { companyName: 'Another company name' }],
      ['kind', { kind: 'individual' }],
    ])('treats a request with another %s as new', async (_label, change) => {
      const body = companyForm();
      const first = await post(body).expect(201);
      const second = await post({ ...body, ...change }).expect(201);
      expect(second.body.data.id).not.toBe(first.body.data.id);
      expect(second.body.data.personId).toBe(first.body.data.personId);
    });

    it('creates a new request for the same request after the 10-minute window', async () => {
      const body = companyForm();
      const first = await post(body).expect(201);
      await q(`UPDATE contact_request SET created_at = now() - interval '9 minutes' WHERE id = $1`, [first.body.data.id]);
      expect((await post(body).expect(201)).body).toEqual(first.body);
      await q(`UPDATE contact_request SET created_at = now() - interval '11 minutes' WHERE id = $1`, [first.body.data.id]);
      const later = await post(body).expect(201);
      expect(later.body.data.id).not.toBe(first.body.data.id);
      expect(later.body.data.personId).toBe(first.body.data.personId);
      expect(later.body.data.companyId).toBe(first.body.data.companyId);
      expect(await count(`SELECT count(*) AS n FROM contact_request WHERE person_id = $1`, [first.body.data.personId])).toBe(2);
    });

    it('serialises 20 concurrent identical submissions: one person, one company, one request, 20 times 201 with the same ids', async () => {
      const body = companyForm();
      const results = await Promise.all(Array.from({ length: 20 }, () => post(body)));
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      const ids = new Set(results.map((r) => JSON.stringify(r.body.data)));
      expect(ids.size).toBe(1);
      const { personId, companyId } = results[0].body.data;
      expect(companyId).toEqual(expect.any(String));
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, body.email])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM company WHERE client_id = $1 AND name = $2`, [tenant.clientId, body.companyName])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM contact_request WHERE person_id = $1`, [personId])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM activity WHERE person_id = $1`, [personId])).toBe(1);
    });

    it('creates one person for two simultaneous different requests from the same new e-mail', async () => {
      const email = uniqueEmail('twice');
      const [a, b] = await Promise.all([
        post(companyForm({ email, topic: 'First topic' })),
        post(individualForm({ email, topic: 'Second topic' })),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body.data.personId).toBe(b.body.data.personId);
      expect(a.body.data.id).not.toBe(b.body.data.id);
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, email])).toBe(1);
    });

    it('creates one company for simultaneous requests from different e-mails naming the same new company', async () => {
      const name = uniqueCompany('Rush');
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => post(companyForm({ companyName: i % 2 ? name.toUpperCase() : name }))));
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
      expect(new Set(results.map((r) => r.body.data.companyId)).size).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM company WHERE client_id = $1 AND name_key = lower($2)`, [tenant.clientId, name])).toBe(1);
    });
  });

  describe('history and notifications', () => {
    it('notifies each manager of the company (not the admins) with the name entered in the form', async () => {
      const name = uniqueCompany('Managed');
      const company = await tenants.createCompany(tenant.slug, name, [tenant.recruiter.id]);
      const email = uniqueEmail('renamed');
      await q(`INSERT INTO person (client_id, first_name, last_name, email, email_key, is_contact) VALUES ($1, 'Stored', 'Name', $2, $2, true)`, [tenant.clientId, email]);
      const res = await post(companyForm({ companyName: name, email, firstName: 'Zoé', lastName: 'Entered' })).expect(201);
      expect(res.body.data.companyId).toBe(company.id);
      const notifications = await q(`SELECT user_id, kind, title, data FROM notification WHERE contact_request_id = $1`, [res.body.data.id]);
      expect(notifications).toEqual([{
        user_id: tenant.recruiter.id, kind: 'contact_request', title: `Contact request from Zoé Entered (${name})`,
        data: expect.objectContaining({ contactRequestId: res.body.data.id, companyId: company.id, companyName: name, personId: res.body.data.personId }),
      }]);
    });

    it('notifies every admin of the client when the company has no manager, and the admins only', async () => {
      const secondAdmin = await tenants.createUser(tenant.slug, uniqueEmail('admin2'), 'Second Admin', 'admin');
      const res = await post(companyForm({ firstName: 'Léa', lastName: 'Form' })).expect(201);
      const notifications = await q(`SELECT user_id, title FROM notification WHERE contact_request_id = $1 ORDER BY user_id`, [res.body.data.id]);
      expect(notifications.map((n) => n.user_id).sort()).toEqual([tenant.admin.id, secondAdmin.id].sort());
      expect(notifications.every((n) => (n.title as string).startsWith('Contact request from Léa Form'))).toBe(true);
    });

    it('notifies the admins for an individual request and never another client\'s users', async () => {
      const res = await post(individualForm({ firstName: 'Solo', lastName: 'Person' })).expect(201);
      const notifications = await q(`SELECT n.user_id, u.client_id FROM notification n JOIN app_user u ON u.id = n.user_id WHERE n.contact_request_id = $1`, [res.body.data.id]);
      const admins = await q(`SELECT id FROM app_user WHERE client_id = $1 AND role = 'admin'`, [tenant.clientId]);
      expect(notifications.map((n) => n.user_id).sort()).toEqual(admins.map((a) => a.id).sort());
      expect(notifications.every((n) => n.client_id === tenant.clientId)).toBe(true);
      expect(notifications.map((n) => n.user_id)).not.toContain(tenant.recruiter.id);
    });

    it('records the request in the history of the person and of the company', async () => {
      const res = await post(companyForm({ firstName: 'Hugo', lastName: 'History', topic: 'Audit' })).expect(201);
      const { id, personId, companyId } = res.body.data;
      const onPerson = await q(`SELECT kind, summary, data FROM activity WHERE person_id = $1`, [personId]);
      const onCompany = await q(`SELECT kind, summary, data FROM activity WHERE company_id = $1`, [companyId]);
      for (const rows of [onPerson, onCompany]) {
        expect(rows).toEqual([{ kind: 'contact_request.received', summary: 'Contact request from Hugo History: Audit', data: expect.objectContaining({ contactRequestId: id }) }]);
      }
    });
  });

  describe('authentication', () => {
    it('returns 401 unauthorized without a key', async () => {
      expect((await post(individualForm(), { key: null }).expect(401)).body.error.code).toBe('unauthorized');
    });

    it('returns 401 unauthorized for a revoked key', async () => {
      const keys = t.app.get(ApiKeysService);
      const created = await keys.create(tenant.clientId, [Scope.ContactsWrite]);
      await keys.revoke(created.id);
      expect((await post(individualForm(), { key: created.key }).expect(401)).body.error.code).toBe('unauthorized');
    });

    it('returns 403 insufficient_scope for a key without public:contacts:write', async () => {
      expect((await post(individualForm(), { key: tenant.keys.careers }).expect(403)).body.error.code).toBe('insufficient_scope');
      expect((await post(individualForm(), { key: tenant.keys.partner }).expect(403)).body.error.code).toBe('insufficient_scope');
    });

    it('returns 404 not_found for the slug of another client and creates nothing there', async () => {
      const email = uniqueEmail('cross');
      const res = await post(individualForm({ email }), { slug: other.slug }).expect(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
      expect(await count(`SELECT count(*) AS n FROM person WHERE email_key = $1`, [email])).toBe(0);
    });

    it('returns 404 not_found for an unknown slug', async () => {
      expect((await post(individualForm(), { slug: 'no-such-client' }).expect(404)).body.error.code).toBe('not_found');
    });
  });

  describe('record life cycle', () => {
    const run = promisify(execFile);

    it('moves the requests to the surviving person on person merge', async () => {
      const a = await post(individualForm()).expect(201);
      const b = await post(companyForm()).expect(201);
      await t.app.get(RecordsAdminService).mergePersons(tenant.slug, a.body.data.personId, b.body.data.personId);
      const rows = await q(`SELECT id, person_id, company_id FROM contact_request WHERE id = ANY($1::uuid[]) ORDER BY created_at`, [[a.body.data.id, b.body.data.id]]);
      expect(rows).toEqual([
        { id: a.body.data.id, person_id: a.body.data.personId, company_id: null },
        { id: b.body.data.id, person_id: a.body.data.personId, company_id: b.body.data.companyId },
      ]);
    });

    it('moves the requests to the surviving company on company merge (service)', async () => {
      const a = await post(companyForm()).expect(201);
      const b = await post(companyForm()).expect(201);
      await tenants.mergeCompanies(tenant.slug, a.body.data.companyId, b.body.data.companyId);
      expect((await one(`SELECT company_id FROM contact_request WHERE id = $1`, [b.body.data.id])).company_id).toBe(a.body.data.companyId);
      expect(await count(`SELECT count(*) AS n FROM company WHERE id = $1`, [b.body.data.companyId])).toBe(0);
    });

    it('moves the requests to the surviving company with the real CLI: recruit company merge', async () => {
      const a = await post(companyForm()).expect(201);
      const b = await post(companyForm()).expect(201);
      const { stdout } = await run('node', ['dist/cli.js', 'company', 'merge', '--client', tenant.slug, '--into', a.body.data.companyId, '--from', b.body.data.companyId], {
        cwd: `${__dirname}/../..`, env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL, LOG_LEVEL: 'silent' }, timeout: 30000,
      });
      expect(JSON.parse(stdout)).toMatchObject({ id: a.body.data.companyId, mergedFrom: b.body.data.companyId });
      expect((await one(`SELECT company_id FROM contact_request WHERE id = $1`, [b.body.data.id])).company_id).toBe(a.body.data.companyId);
    }, 40000);

    it('removes the person\'s requests (and their notifications) on permanent person deletion', async () => {
      const res = await post(companyForm()).expect(201);
      await t.app.get(RecordsAdminService).deletePerson(tenant.slug, res.body.data.personId, true);
      expect(await count(`SELECT count(*) AS n FROM contact_request WHERE id = $1`, [res.body.data.id])).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM notification WHERE contact_request_id = $1`, [res.body.data.id])).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM company WHERE id = $1`, [res.body.data.companyId])).toBe(1);
    });

    it('keeps the request on the person without company when the company is deleted', async () => {
      const res = await post(companyForm()).expect(201);
      await tenants.deleteCompany(tenant.slug, res.body.data.companyId);
      expect(await one(`SELECT person_id, company_id, company_name FROM contact_request WHERE id = $1`, [res.body.data.id]))
        .toEqual({ person_id: res.body.data.personId, company_id: null, company_name: expect.any(String) });
    });
  });
});

describe('CRM contact requests under the default rate limit', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  it('accepts 30 requests a minute per key and answers the 31st with 429 rate_limited in the envelope', async () => {
    const post = () => t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set('X-Service-Public-Key', tenant.keys.contacts)
      .send({ kind: 'individual', firstName: 'Rate', lastName: 'Limit', email: uniqueEmail('rate'), formName: 'test-rate' });
    const results = await Promise.all(Array.from({ length: 30 }, post));
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201));
    const refused = await post().expect(429);
    expect(refused.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});
