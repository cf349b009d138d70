import { randomBytes } from 'node:crypto';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentRepository } from '../../src/modules/documents/document.repository';
import { RetentionWorker } from '../../src/modules/retention/retention.worker';
import { WorkerModule } from '../../src/worker.module';
import { CliError, recruit } from '../support/cli';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { numberedPagesPdf } from '../support/pdfs';
import { testEnv } from '../support/test-env';


// Each CLI call boots a process: on a loaded machine a test with several of them takes more than jest's default minute.
jest.setTimeout(180_000);
const KEY = 'X-Service-Public-Key';
const hex = () => randomBytes(4).toString('hex');

interface RunReport { runId: string; olderThan: string; dryRun: boolean; persons: number; applications: number; documents: number; personIds?: string[] }

/** Retention: candidates with no activity for the period anonymised in place, by the CLI and the worker's daily pass. */
describe('retention', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const apply = async (email: string): Promise<string> => {
    const res = await t.http.post(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`).set(KEY, tenant.keys.careers)
      .send({ firstName: 'Old', lastName: 'Candidate', email, phoneNumber: '+33612345678', linkedin: `https://linkedin.com/in/old-${hex()}`, motivationText: 'Hire me' }).expect(201);
    return (await t.db.query(`SELECT person_id FROM application WHERE id = $1`, [res.body.data.id]))[0].person_id as string;
  };

  /** Moves everything of the person `years` into the past (triggers off: updated_at would move to now). */
  async function age(personId: string, years = 3): Promise<void> {
    await t.db.transaction(async (manager) => {
      await manager.query(`SET LOCAL session_replication_role = replica`);
      const past = `now() - interval '${years} years'`;
      await manager.query(`UPDATE person SET created_at = ${past}, updated_at = ${past} WHERE id = $1`, [personId]);
      for (const table of ['application', 'activity', 'document', 'contact_request']) await manager.query(`UPDATE ${table} SET created_at = ${past} WHERE person_id = $1`, [personId]);
      await manager.query(`UPDATE process SET created_at = ${past}, updated_at = ${past} WHERE person_id = $1`, [personId]);
    });
  }
  const totals = async () => (await t.db.query(
    `SELECT (SELECT count(*)::int FROM person WHERE client_id = $1) AS persons, (SELECT count(*)::int FROM application WHERE client_id = $1) AS applications,
            (SELECT count(*)::int FROM process WHERE client_id = $1) AS processes`, [tenant.clientId]))[0];

  let old = '';
  let recent = '';
  let contact = '';

  it('a dry run counts the candidates due, changes nothing, and is recorded', async () => {
    old = await apply(`old.${hex()}@people.example`);
    await t.db.transaction((manager) => t.app.get(DocumentRepository).store(manager, {
      clientId: tenant.clientId, personId: old, bytes: numberedPagesPdf(1), mimeType: 'application/pdf', originalName: 'cv.pdf', source: 'upload',
    }));
    recent = await apply(`recent.${hex()}@people.example`);
    const contactEmail = `contact.${hex()}@people.example`;
    contact = await apply(contactEmail);
    await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set(KEY, tenant.keys.contacts)
      .send({ kind: 'individual', firstName: 'Old', lastName: 'Contact', email: contactEmail }).expect(201);
    await age(old);
    await age(contact);

    const dry = await recruit<RunReport>('retention', 'run', '--client', tenant.slug, '--older-than', '24m', '--dry-run', '--verbose');
    expect(dry.code).toBe(0);
    expect(dry.json).toMatchObject({ olderThan: '24m', dryRun: true, persons: 1, applications: 1, documents: 1, personIds: [old] });
    const [person] = await t.db.query(`SELECT email, anonymised_at FROM person WHERE id = $1`, [old]);
    expect(person.email).toMatch(/^old\./);
    expect(person.anonymised_at).toBeNull();
    expect(await t.db.query(`SELECT trigger, dry_run, persons FROM retention_run WHERE id = $1`, [dry.json.runId])).toEqual([{ trigger: 'cli', dry_run: true, persons: 1 }]);
  });

  it('a run anonymises them in place: identity, profile and documents gone, rows and counts kept; contacts with requests and recent candidates untouched', async () => {
    const before = await totals();
    const result = await recruit<RunReport>('retention', 'run', '--client', tenant.slug, '--older-than', '24m');
    expect(result.json).toMatchObject({ dryRun: false, persons: 1, applications: 1, documents: 1 });
    expect(await totals()).toEqual(before);

    const [person] = await t.db.query(
      `SELECT first_name, last_name, email, email_key, phone, linkedin_url, linkedin_key, profile, provenance, anonymised_at IS NOT NULL AS anonymised FROM person WHERE id = $1`, [old]);
    expect(person).toEqual({
      first_name: '', last_name: '', email: null, email_key: null, phone: null, linkedin_url: null, linkedin_key: null,
      profile: { experiences: [], education: [], skills: [], languages: [] }, provenance: {}, anonymised: true,
    });
    const [application] = await t.db.query(`SELECT first_name, email, phone_number, linkedin, motivation_text, status, job_id IS NOT NULL AS has_job FROM application WHERE person_id = $1`, [old]);
    expect(application).toEqual({ first_name: '', email: '', phone_number: null, linkedin: null, motivation_text: null, status: 'received', has_job: true });
    expect(await t.db.query(`SELECT 1 FROM document WHERE person_id = $1`, [old])).toEqual([]);
    expect((await t.db.query(`SELECT email FROM person WHERE id = ANY($1) ORDER BY email`, [[recent, contact]])).every((p: { email: string | null }) => p.email !== null)).toBe(true);

    const again = await recruit<RunReport>('retention', 'run', '--client', tenant.slug, '--older-than', '24m');
    expect(again.json).toMatchObject({ persons: 0, applications: 0, documents: 0 });
    expect((await recruit<RunReport>('retention', 'run', '--client', tenant.slug, '--older-than', '1d', '--dry-run')).json.persons).toBe(0);
  });

  it('takes the client\'s period when --older-than is absent, and refuses bad periods', async () => {
    const none = await recruit<CliError>('retention', 'run', '--client', tenant.slug);
    expect(none.json.error.code).toBe('validation_error');
    expect((await recruit<CliError>('retention', 'run', '--client', tenant.slug, '--older-than', '5w')).json.error.code).toBe('validation_error');
    expect((await recruit<CliError>('retention', 'set', '--client', tenant.slug, '--period', '90d')).json.error.code).toBe('validation_error');
    expect((await recruit('retention', 'set', '--client', tenant.slug, '--period', '2y')).json).toEqual({ client: tenant.slug, retentionMonths: 24 });
    expect(await t.db.query(`SELECT retention_months FROM client WHERE id = $1`, [tenant.clientId])).toEqual([{ retention_months: 24 }]);
    const byPeriod = await recruit<RunReport>('retention', 'run', '--client', tenant.slug, '--dry-run');
    expect(byPeriod.json).toMatchObject({ olderThan: '24m', persons: 0 });
  });

  it('the worker runs each client with a period once a day', async () => {
    const later = await apply(`later.${hex()}@people.example`);
    await age(later);
    const worker: INestApplicationContext = await NestFactory.createApplicationContext(WorkerModule.forRoot(testEnv()), { logger: false });
    try {
      const retention = worker.get(RetentionWorker);
      expect(await retention.tick()).toBe(1);
      expect(await t.db.query(`SELECT anonymised_at IS NOT NULL AS anonymised FROM person WHERE id = $1`, [later])).toEqual([{ anonymised: true }]);
      expect(await t.db.query(`SELECT trigger, older_than, persons FROM retention_run WHERE client_id = $1 AND trigger = 'schedule'`, [tenant.clientId]))
        .toEqual([{ trigger: 'schedule', older_than: '24m', persons: 1 }]);
      expect(await retention.tick()).toBe(0);
      await recruit('retention', 'set', '--client', tenant.slug, '--period', 'off');
      expect(await t.db.query(`SELECT retention_months FROM client WHERE id = $1`, [tenant.clientId])).toEqual([{ retention_months: null }]);
    } finally {
      await worker.close();
    }
  });
});
