import { randomBytes } from 'node:crypto';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { DocumentRepository } from '../../src/modules/documents/document.repository';
import { ResumePipelineService } from '../../src/modules/resumes/resume-pipeline.service';
import { WorkerModule } from '../../src/worker.module';
import { CliError, jsonLines, recruit } from '../support/cli';
import { createTestApp, TestApp } from '../support/create-test-app';
import { resumePdf } from '../support/resume-pdf';
import { createTenant, TestTenant } from '../support/factories';
import { testEnv } from '../support/test-env';


// Each CLI call boots a process: on a loaded machine a test with several of them takes more than jest's default minute.
jest.setTimeout(180_000);
const KEY = 'X-Service-Public-Key';
const hex = () => randomBytes(4).toString('hex');

interface Link { id: string; reason: string; value: string; source: string; person: { id: string }; otherPerson: { id: string } }
interface ShownDuplicate { personId: string; reason: string; value: string; source: string; dismissedAt: string | null }

/** Possible duplicates: surfaced as a link between two persons, never merged silently (DESIGN 4). */
describe('possible duplicates', () => {
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

  const apply = async (body: Record<string, unknown>): Promise<string> => {
    const res = await t.http.post(`/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`).set(KEY, tenant.keys.careers)
      .send({ firstName: 'Ada', lastName: 'Lovelace', ...body }).expect(201);
    return (await t.db.query(`SELECT person_id FROM application WHERE id = $1`, [res.body.data.id]))[0].person_id as string;
  };
  const partner = async (body: Record<string, unknown>): Promise<string> =>
    (await t.http.post('/v1/partner/candidates').set(KEY, tenant.keys.partnerConnector)
      .send({ firstName: 'Ada', lastName: 'Lovelace', projectId: tenant.openProject.id, ...body }).expect(201)).body.personId;
  const links = (a: string, b: string) => t.db.query(
    `SELECT reason, source, dismissed_at IS NOT NULL AS dismissed FROM possible_duplicate WHERE (person_id = $1 AND other_person_id = $2) OR (person_id = $2 AND other_person_id = $1)`, [a, b]);

  async function parseResume(personId: string, bytes: Buffer): Promise<void> {
    const documentId = await worker.get(DataSource).transaction(async (manager) =>
      (await worker.get(DocumentRepository).store(manager, { clientId: tenant.clientId, personId, bytes, mimeType: 'application/pdf', originalName: 'cv.pdf', source: 'partner' })).documentId);
    expect(await worker.get(ResumePipelineService).run({ clientId: tenant.clientId, documentId, applicationId: null, resumeUrl: null, personId }, { finalAttempt: true })).toBe('parsed');
  }

  it('a resume with the e-mail of another person: not copied, a link recorded, shown, listed, then resolved by a merge', async () => {
    const email = `ada.${hex()}@people.example`;
    const applicant = await apply({ email });
    const linkedinOnly = await partner({ email: null, linkedinUrl: `https://www.linkedin.com/in/ada-${hex()}` });
    await parseResume(linkedinOnly, await resumePdf(['Ada Lovelace', email, '+33 6 12 34 56 78', 'Skills', 'TypeScript, SQL']));

    const holders = await t.db.query(`SELECT id FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, email]);
    expect(holders).toEqual([{ id: applicant }]);
    expect(await links(linkedinOnly, applicant)).toEqual([{ reason: 'email', source: 'resume', dismissed: false }]);

    const shown = await recruit<{ email: string | null; possibleDuplicates: ShownDuplicate[] }>('show', 'person', '--id', linkedinOnly);
    expect(shown.json.email).toBeNull();
    expect(shown.json.possibleDuplicates).toEqual([expect.objectContaining({ personId: applicant, reason: 'email', value: email, source: 'resume', dismissedAt: null })]);
    const listed = jsonLines<Link>((await recruit('person', 'duplicates', '--client', tenant.slug)).stdout);
    expect(listed).toContainEqual(expect.objectContaining({ reason: 'email', value: email, person: expect.objectContaining({ id: linkedinOnly }), otherPerson: expect.objectContaining({ id: applicant }) }));

    const merged = await recruit('person', 'merge', '--client', tenant.slug, '--into', applicant, '--from', linkedinOnly);
    expect(merged.json).toEqual({ id: applicant, mergedFrom: linkedinOnly });
    expect(await t.db.query(`SELECT 1 FROM possible_duplicate WHERE person_id = ANY($1) OR other_person_id = ANY($1)`, [[applicant, linkedinOnly]])).toEqual([]);
    const [survivor] = await t.db.query(`SELECT email, linkedin_url IS NOT NULL AS has_linkedin FROM person WHERE id = $1`, [applicant]);
    expect(survivor).toEqual({ email, has_linkedin: true });
    const after = jsonLines<Link>((await recruit('person', 'duplicates', '--client', tenant.slug)).stdout);
    expect(after.find((l) => l.value === email)).toBeUndefined();
  });

  it('a form with the LinkedIn profile of another person: a link; not-duplicate dismisses it for good', async () => {
    const handle = `grace-${hex()}`;
    const holder = await partner({ email: `grace.${hex()}@people.example`, linkedinUrl: `https://www.linkedin.com/in/${handle}` });
    const email = `g.${hex()}@people.example`;
    const applicant = await apply({ email, linkedin: `https://linkedin.com/in/${handle}` });
    expect(applicant).not.toBe(holder);
    expect(await links(applicant, holder)).toEqual([{ reason: 'linkedin', source: 'form', dismissed: false }]);

    const dismissed = await recruit('person', 'not-duplicate', '--client', tenant.slug, '--ids', `${holder},${applicant}`);
    expect(dismissed.json).toEqual({ ids: [holder, applicant], dismissed: 1 });
    expect(await links(applicant, holder)).toEqual([{ reason: 'linkedin', source: 'form', dismissed: true }]);
    const listed = jsonLines<Link>((await recruit('person', 'duplicates', '--client', tenant.slug)).stdout);
    expect(listed.find((l) => l.value === handle)).toBeUndefined();

    await apply({ email, linkedin: `https://linkedin.com/in/${handle}` });
    expect(await links(applicant, holder)).toEqual([{ reason: 'linkedin', source: 'form', dismissed: true }]);
    const again = await recruit<CliError>('person', 'not-duplicate', '--client', tenant.slug, '--ids', `${holder},${applicant}`);
    expect(again.json.error.code).toBe('not_found');
    expect((await recruit<CliError>('person', 'not-duplicate', '--client', tenant.slug, '--ids', holder)).json.error.code).toBe('validation_error');
  });
});
