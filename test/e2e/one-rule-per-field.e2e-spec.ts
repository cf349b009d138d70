import { randomBytes } from 'node:crypto';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { RecordsAdminService } from '../../src/modules/admin/records.admin-service';
import { TenantsAdminService } from '../../src/modules/admin/tenants.admin-service';
import { DocumentRepository } from '../../src/modules/documents/document.repository';
import { IdentityService } from '../../src/modules/people/identity.service';
import { PersonRepository } from '../../src/modules/people/person.repository';
import { ResumePipelineService } from '../../src/modules/resumes/resume-pipeline.service';
import { WorkerModule } from '../../src/worker.module';
import { createTestApp, TestApp } from '../support/create-test-app';
import { resumePdf } from '../support/resume-pdf';
import { createTenant, insertPerson, TestTenant } from '../support/factories';
import { testEnv } from '../support/test-env';

const KEY = 'X-Service-Public-Key';
const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}`;
const uniqueEmail = (label: string) => `${unique(label)}@rules.example`;

type Shown = Record<string, unknown> & { phone: string | null; email: string | null; linkedinUrl: string | null; isCandidate: boolean; isContact: boolean; provenance: Record<string, string> };

/** A one-page PDF resume with these lines. */
/**
 * DESIGN 4 "one rule per field" and STYLE 11: each rule has one home and every brick that touches
 * the field goes through it: the identity (one person per e-mail), the phone (E.164 on the person),
 * the company by name (SPEC 4.4 rule 1), and the identity lock and key rule of the resume pipeline
 * and the admin merge.
 */
describe('one rule per field, through every brick', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100_000, rateLimitPartnerPerMinute: 100_000 });
    tenant = await createTenant(t.app);
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(testEnv()), { logger: false });
  });
  afterAll(async () => {
    await worker?.close();
    await t.close();
  });

  const apply = (body: Record<string, unknown>) =>
    t.http.post(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`).set(KEY, tenant.keys.careers).send({ firstName: 'Ada', lastName: 'Lovelace', ...body });
  const contact = (body: Record<string, unknown>) =>
    t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set(KEY, tenant.keys.contacts).send({ kind: 'individual', firstName: 'Ada', lastName: 'Lovelace', ...body });
  const partner = (body: Record<string, unknown>) =>
    t.http.post('/v1/partner/candidates').set(KEY, tenant.keys.partner).send({ firstName: 'Ada', lastName: 'Lovelace', projectId: tenant.openProject.id, ...body });
  const show = <T = Record<string, unknown>>(kind: 'application' | 'person' | 'company' | 'contact-request', id: string) =>
    t.app.get(RecordsAdminService).show(kind, id) as Promise<T>;
  const personOfApplication = async (applicationId: string) => (await show<{ personId: string }>('application', applicationId)).personId;
  const personsWithEmail = (email: string) =>
    t.db.transaction((manager) => t.app.get(PersonRepository).findByKey(manager, tenant.clientId, 'email', email.toLowerCase(), { limit: 10, candidatesFirst: false }));

  /** Runs the resume pipeline on a PDF stored on the person, as the worker does. */
  async function parseResume(personId: string, bytes: Buffer): Promise<void> {
    const documentId = await worker.get(DataSource).transaction(async (manager) =>
      (await worker.get(DocumentRepository).store(manager, { clientId: tenant.clientId, personId, bytes, mimeType: 'application/pdf', originalName: 'cv.pdf', source: 'upload' })).documentId);
    const outcome = await worker.get(ResumePipelineService).run({ clientId: tenant.clientId, documentId, applicationId: null, resumeUrl: null, personId }, { finalAttempt: true });
    expect(outcome).toBe('parsed');
  }

  describe('identity: the same e-mail is one person', () => {
    it('through apply, then a contact request, then a partner candidate (any case)', async () => {
      const email = uniqueEmail('same');
      const applied = await apply({ email }).expect(201);
      const personId = await personOfApplication(applied.body.data.id);
      const contacted = await contact({ email: email.toUpperCase() }).expect(201);
      const submitted = await partner({ email: ` ${email}` }).expect(201);
      expect(contacted.body.data.personId).toBe(personId);
      expect(submitted.body).toMatchObject({ personId, created: false });
      expect(await personsWithEmail(email)).toHaveLength(1);
      expect(await show<Shown>('person', personId)).toMatchObject({ isCandidate: true, isContact: true });
    });

    it('through a partner candidate, then a contact request, then apply', async () => {
      const email = uniqueEmail('reverse');
      const submitted = await partner({ email }).expect(201);
      const contacted = await contact({ email }).expect(201);
      const applied = await apply({ email: email.toUpperCase() }).expect(201);
      expect(contacted.body.data.personId).toBe(submitted.body.personId);
      expect(await personOfApplication(applied.body.data.id)).toBe(submitted.body.personId);
      expect(await personsWithEmail(email)).toHaveLength(1);
    });

    it('fills only empty fields whatever the brick, each recording who set it', async () => {
      const email = uniqueEmail('fill');
      const { id } = await insertPerson(t.app, tenant.clientId, { email, firstName: 'Set', lastName: 'ByRecruiter' });
      await contact({ email, firstName: 'Other', jobTitle: 'CTO', phone: '06 12 34 56 78' }).expect(201);
      await apply({ email, firstName: 'Third', linkedin: `https://linkedin.com/in/${unique('fill')}` }).expect(201);
      const person = await show<Shown>('person', id);
      expect(person).toMatchObject({ firstName: 'Set', lastName: 'ByRecruiter', jobTitle: 'CTO', phone: '+33612345678' });
      expect(person.provenance).toMatchObject({ firstName: 'recruiter', lastName: 'recruiter', jobTitle: 'form', phone: 'form', linkedinUrl: 'form' });
    });
  });

  describe('phone: E.164 on the person, from every brick', () => {
    const typed = '06 12 34 56 78';

    it('apply: E.164 on the person, the phone as typed on the application', async () => {
      const res = await apply({ email: uniqueEmail('phone-apply'), phoneNumber: typed }).expect(201);
      const application = await show<{ personId: string; phoneNumber: string }>('application', res.body.data.id);
      expect(application.phoneNumber).toBe(typed);
      expect((await show<Shown>('person', application.personId)).phone).toBe('+33612345678');
    });

    it('contact request: E.164 on the person and on the request', async () => {
      const res = await contact({ email: uniqueEmail('phone-crm'), phone: typed }).expect(201);
      expect((await show<Shown>('person', res.body.data.personId)).phone).toBe('+33612345678');
      expect((await show<{ phone: string }>('contact-request', res.body.data.id)).phone).toBe('+33612345678');
    });

    it('partner: the international form is stored in E.164; the national form is refused (SPEC 2.5 asks for E.164)', async () => {
      const res = await partner({ email: uniqueEmail('phone-partner'), phone: '+33 6 12 34 56 78' }).expect(201);
      expect((await show<Shown>('person', res.body.personId)).phone).toBe('+33612345678');
      expect((await partner({ email: uniqueEmail('phone-partner'), phone: typed }).expect(400)).body.error).toMatchObject({ code: 'validation_error', field: 'phone' });
    });

    it('resume: the phone printed on the resume, in E.164', async () => {
      const res = await apply({ email: uniqueEmail('phone-resume') }).expect(201);
      const personId = await personOfApplication(res.body.data.id);
      await parseResume(personId, await resumePdf(['Ada Lovelace', `Telephone : ${typed}`, 'Experience', 'Developer - Acme', '2019 - 2021']));
      expect(await show<Shown>('person', personId)).toMatchObject({ phone: '+33612345678', provenance: expect.objectContaining({ phone: 'resume' }) });
    });

    it('never blocks: an unreadable phone leaves the person without one (kept as typed on the application)', async () => {
      const applied = await apply({ email: uniqueEmail('phone-bad'), phoneNumber: 'call me' }).expect(201);
      const application = await show<{ personId: string; phoneNumber: string }>('application', applied.body.data.id);
      expect(application.phoneNumber).toBe('call me');
      expect((await show<Shown>('person', application.personId)).phone).toBeNull();
      const contacted = await contact({ email: uniqueEmail('phone-bad'), phone: '12' }).expect(201);
      expect((await show<Shown>('person', contacted.body.data.personId)).phone).toBeNull();
    });
  });

  describe('company by name (SPEC 4.4 rule 1): contact requests and project creation', () => {
    const tenants = () => t.app.get(TenantsAdminService);
    const companyRequest = (companyName: string) => contact({ kind: 'company', email: uniqueEmail('co'), companyName, topic: unique('topic') });

    it('none: created with the client\'s default status, by either path', async () => {
      await tenants().updateClient(tenant.slug, { defaultCompanyStatus: 'lead' });
      const viaRequest = await companyRequest(unique('New Co')).expect(201);
      const viaProject = await tenants().createProject(tenant.slug, 'Project', { companyName: unique('Other New Co') });
      expect((await show<{ status: string }>('company', viaRequest.body.data.companyId)).status).toBe('lead');
      expect((await show<{ status: string }>('company', viaProject.companyId as string)).status).toBe('lead');
    });

    it('one: linked, case, accents and spaces folded, by either path', async () => {
      const name = unique('Société Générale');
      const company = await tenants().createCompany(tenant.slug, name);
      const folded = `  ${name.toUpperCase().replace('É', 'E')} `;
      expect((await companyRequest(folded).expect(201)).body.data.companyId).toBe(company.id);
      expect((await tenants().createProject(tenant.slug, 'Project', { companyName: folded })).companyId).toBe(company.id);
    });

    it('several: none linked, by either path (the recruiter decides)', async () => {
      const name = unique('Twin Co');
      await tenants().createCompany(tenant.slug, name);
      await tenants().createCompany(tenant.slug, name);
      const request = await companyRequest(name).expect(201);
      expect(request.body.data.companyId).toBeNull();
      expect((await show<{ companyName: string }>('contact-request', request.body.data.id)).companyName).toBe(name);
      expect((await tenants().createProject(tenant.slug, 'Project', { companyName: name })).companyId).toBeNull();
    });

    it('simultaneous requests and project creations for one new name create one company', async () => {
      const name = unique('Race Co');
      const results = await Promise.all([
        ...Array.from({ length: 4 }, () => companyRequest(name)),
        ...Array.from({ length: 4 }, () => tenants().createProject(tenant.slug, 'Project', { companyName: name })),
      ]);
      const ids = results.map((r) => ('body' in r ? r.body.data.companyId : r.companyId));
      expect(ids.every((id) => typeof id === 'string')).toBe(true);
      expect(new Set(ids).size).toBe(1);
    });
  });

  describe('a key another person holds is never copied (DESIGN 4)', () => {
    it('partner: a person found by LinkedIn does not take an e-mail another person carries', async () => {
      const taken = uniqueEmail('taken');
      await contact({ email: taken }).expect(201);
      const handle = unique('li');
      const first = await partner({ email: null, linkedinUrl: `https://www.linkedin.com/in/${handle}` }).expect(201);
      const second = await partner({ email: taken, linkedinUrl: `https://linkedin.com/in/${handle}` }).expect(201);
      expect(second.body).toMatchObject({ personId: first.body.personId, created: false });
      expect((await show<Shown>('person', first.body.personId)).email).toBeNull();
      expect(await personsWithEmail(taken)).toHaveLength(1);
    });

    it('resume: a LinkedIn profile another person holds is not copied, and the history says so', async () => {
      const handle = unique('held');
      await partner({ email: uniqueEmail('holder'), linkedinUrl: `https://www.linkedin.com/in/${handle}` }).expect(201);
      const res = await apply({ email: uniqueEmail('finder') }).expect(201);
      const personId = await personOfApplication(res.body.data.id);
      await parseResume(personId, await resumePdf(['Ada Lovelace', `linkedin.com/in/${handle}`, 'Skills', 'TypeScript, SQL']));
      const person = await show<Shown & { history: Array<{ kind: string; data: { skipped?: string[] } }> }>('person', personId);
      expect(person.linkedinUrl).toBeNull();
      expect(person.history.find((h) => h.kind === 'resume.parsed')?.data.skipped).toEqual(['linkedinUrl']);
    });
  });

  describe('the identity lock is taken by the resume pipeline and the admin merge', () => {
    /** Holds the identity lock of `email` in a transaction of its own until `release` is called. */
    async function holdIdentityLock(email: string): Promise<{ release: () => Promise<void> }> {
      const runner = t.db.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      await t.app.get(IdentityService).lock(runner.manager, tenant.clientId, { firstName: 'x', lastName: 'x', email });
      return { release: async () => { await runner.commitTransaction(); await runner.release(); } };
    }
    /** Resolves once another session of this run's database waits for an advisory lock (the identity lock held above). */
    async function someoneWaitsForTheLock(): Promise<void> {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM pg_locks
           WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`);
        if (n > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('nobody waited for the identity lock');
    }

    it('a resume that carries an e-mail waits for that e-mail\'s identity lock', async () => {
      const found = uniqueEmail('in-resume');
      const { id } = await insertPerson(t.app, tenant.clientId, { email: null, firstName: 'No', lastName: 'Mail' });
      const lock = await holdIdentityLock(found);
      const parsing = parseResume(id, await resumePdf(['No Mail', found, 'Skills', 'TypeScript']));
      try {
        await someoneWaitsForTheLock();
      } finally {
        await lock.release();
      }
      await parsing;
      expect((await show<Shown>('person', id)).email).toBe(found);
    });

    it('a person merge waits for the identity lock of either person', async () => {
      const email = uniqueEmail('merge');
      const into = await contact({ email }).expect(201);
      const { id: fromId } = await insertPerson(t.app, tenant.clientId, { email: uniqueEmail('merged'), phone: '+33612345678' });
      const lock = await holdIdentityLock(email);
      const merging = t.app.get(RecordsAdminService).mergePersons(tenant.slug, into.body.data.personId, fromId);
      try {
        await someoneWaitsForTheLock();
      } finally {
        await lock.release();
      }
      await merging;
      expect(await show<Shown>('person', into.body.data.personId)).toMatchObject({ email, phone: '+33612345678' });
    });
  });
});
