import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, insertPerson, TestTenant } from '../support/factories';
import { RecordsAdminService } from '../../src/modules/admin/records.admin-service';
import { TenantsAdminService } from '../../src/modules/admin/tenants.admin-service';

const KEY = 'X-Service-Public-Key';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
let counter = 0;
const email = (tag = 'cand') => `${tag}.${Date.now()}.${++counter}@test.example`;

async function makePdf(text = 'Ada Lovelace, engineer'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

async function makeDocx(): Promise<Buffer> {
  const { Document, Packer, Paragraph } = await import('docx');
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Grace Hopper, engineer')] }] }));
}

const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096, 1)]);
const SHELL = Buffer.from('#!/bin/sh\necho pwned\nrm -rf /tmp/x\n'.repeat(10));

describe('Career-site applications', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let pdf: Buffer;
  let docx: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100000, rateLimitPartnerPerMinute: 100000 });
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
    pdf = await makePdf();
    docx = await makeDocx();
    png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366ff' } }).png().toBuffer();
  });
  afterAll(() => t.close());

  const jobPath = (job: string, slug = tenant.slug) => `/v1/public/careers/${slug}/jobs/${encodeURIComponent(job)}/apply`;
  const spontaneousPath = (slug = tenant.slug) => `/v1/public/careers/${slug}/apply`;
  const applicant = (overrides: Record<string, unknown> = {}) => ({ firstName: 'Ada', lastName: 'Lovelace', email: email(), ...overrides });
  const postJson = (path: string, body: unknown, key = tenant.keys.careers) => t.http.post(path).set(KEY, key).send(body as object);
  const postForm = (path: string, fields: Record<string, string>, files: Array<[string, Buffer, string]> = [], key = tenant.keys.careers) => {
    let req = t.http.post(path).set(KEY, key);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    for (const [name, bytes, filename] of files) req = req.attach(name, bytes, filename);
    return req;
  };
  const count = async (sql: string, params: unknown[]) => Number((await t.db.query(sql, params))[0].n);
  const applicationsOf = (address: string) =>
    t.db.query(`SELECT * FROM application WHERE client_id = $1 AND email_key = lower($2) ORDER BY created_at, status`, [tenant.clientId, address]);

  describe('JSON body', () => {
    it('creates an application, a candidate and a process at the first stage, and answers 201 { data: { id } }', async () => {
      const body = applicant({ phoneNumber: '+33612345678', motivationText: 'Hello', utm_source: 'test-suite', utm_campaign: 'spring' });
      const res = await postJson(jobPath(tenant.jobs.published), body).expect(201);
      expect(res.body).toEqual({ data: { id: expect.stringMatching(UUID) } });

      const [application] = await t.db.query(`SELECT * FROM application WHERE id = $1`, [res.body.data.id]);
      expect(application).toMatchObject({
        client_id: tenant.clientId, status: 'received', first_name: 'Ada', last_name: 'Lovelace', email: body.email,
        phone_number: '+33612345678', motivation_text: 'Hello', utm_source: 'test-suite', utm_campaign: 'spring',
        origin: 'website', resume_status: 'none', document_id: null, resume_url: null,
      });
      expect(application.api_key_id).toEqual(expect.stringMatching(UUID));
      const [person] = await t.db.query(`SELECT * FROM person WHERE id = $1`, [application.person_id]);
      expect(person).toMatchObject({ client_id: tenant.clientId, first_name: 'Ada', email: body.email, is_candidate: true, is_contact: false, phone: '+33612345678' });
      expect(person.provenance).toMatchObject({ firstName: 'form', lastName: 'form', email: 'form', phone: 'form' });
      const [process] = await t.db.query(`SELECT * FROM process WHERE id = $1`, [application.process_id]);
      expect(process).toMatchObject({ person_id: person.id, project_id: tenant.openProject.id, stage_id: tenant.stages[0].id });
      expect(await count(`SELECT count(*) AS n FROM activity WHERE client_id = $1 AND person_id = $2 AND kind = 'application.received'`, [tenant.clientId, person.id])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM outbox WHERE payload->>'applicationId' = $1`, [application.id])).toBe(0);
    });

    it('accepts the job\'s custom fields by their name and by their feed slug', async () => {
      const byName = await postJson(jobPath(tenant.jobs.published), applicant({ Team: 'Platform' })).expect(201);
      const bySlug = await postJson(jobPath(tenant.jobs.published), applicant({ team: 'Data' })).expect(201);
      const rows = await t.db.query(`SELECT id, custom_fields FROM application WHERE id = ANY($1) ORDER BY created_at`, [[byName.body.data.id, bySlug.body.data.id]]);
      expect(rows.map((r: { custom_fields: unknown }) => r.custom_fields)).toEqual([{ Team: 'Platform' }, { Team: 'Data' }]);
    });

    it.each(['firstName', 'lastName', 'email'])('returns 422 missing_required_field naming %s when it is missing or blank', async (field) => {
      const missing = applicant();
      delete (missing as Record<string, unknown>)[field];
      const res = await postJson(jobPath(tenant.jobs.published), missing).expect(422);
      expect(res.body).toEqual({ error: { code: 'missing_required_field', message: expect.any(String), field } });
      const blank = await postJson(jobPath(tenant.jobs.published), applicant({ [field]: '   ' })).expect(422);
      expect(blank.body.error.field).toBe(field);
    });

    it('returns 400 validation_error field email for a malformed e-mail', async () => {
      const res = await postJson(jobPath(tenant.jobs.published), applicant({ email: 'not-an-email' })).expect(400);
      expect(res.body.error).toEqual({ code: 'validation_error', message: expect.any(String), field: 'email' });
    });

    it('returns 400 validation_error naming an unknown key', async () => {
      const res = await postJson(jobPath(tenant.jobs.published), applicant({ favouriteColour: 'blue' })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'favouriteColour' });
    });

    it('refuses a custom field of another job on a spontaneous application', async () => {
      const res = await postJson(spontaneousPath(), applicant({ Team: 'Platform' })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'Team' });
    });

    it('returns 400 for a documented field that is not a string, and for a value over its maximum length', async () => {
      const typed = await postJson(jobPath(tenant.jobs.published), applicant({ phoneNumber: 612345678 })).expect(400);
      expect(typed.body.error).toMatchObject({ code: 'validation_error', field: 'phoneNumber' });
      const long = await postJson(jobPath(tenant.jobs.published), applicant({ firstName: 'A'.repeat(101) })).expect(400);
      expect(long.body.error).toMatchObject({ code: 'validation_error', field: 'firstName' });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a NUL in firstName', { firstName: 'A\u0000b' }, 'firstName'],
      ['a NUL in motivationText', { motivationText: 'Hello\u0000' }, 'motivationText'],
      ['a NUL in a custom field', { Team: 'x\u0000y' }, 'Team'],
      ['a NUL in a custom field list', { team: ['ok', 'x\u0000y'] }, 'team'],
      ['an unpaired surrogate in a custom field', { Team: 'x\uD800y' }, 'Team'],
      ['an unpaired surrogate in utm_source', { utm_source: '\uDC00' }, 'utm_source'],
    ])('returns 400 validation_error naming the field for %s and stores nothing', async (_label, overrides, field) => {
      const body = applicant(overrides);
      const res = await postJson(jobPath(tenant.jobs.published), body).expect(400);
      expect(res.body.error).toEqual({ code: 'validation_error', message: expect.any(String), field });
      expect(await count(`SELECT count(*) AS n FROM application WHERE client_id = $1 AND email_key = lower($2)`, [tenant.clientId, body.email])).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = lower($2)`, [tenant.clientId, body.email])).toBe(0);
    });

    it('accepts other control characters and paired surrogates (an emoji) as entered', async () => {
      const res = await postJson(jobPath(tenant.jobs.published), applicant({ firstName: 'A\u0001\u001fb', Team: '😀' })).expect(201);
      const [application] = await t.db.query(`SELECT first_name, custom_fields FROM application WHERE id = $1`, [res.body.data.id]);
      expect(application).toEqual({ first_name: 'A\u0001\u001fb', custom_fields: { Team: '😀' } });
    });

    it('stores a resumeUrl, marks the resume pending and hands it to the pipeline through the outbox', async () => {
      const res = await postJson(jobPath(tenant.jobs.published), applicant({ resumeUrl: 'https://files.example.com/cv.pdf' })).expect(201);
      const [application] = await t.db.query(`SELECT * FROM application WHERE id = $1`, [res.body.data.id]);
      expect(application).toMatchObject({ resume_url: 'https://files.example.com/cv.pdf', resume_status: 'pending', document_id: null });
      const [outbox] = await t.db.query(`SELECT * FROM outbox WHERE payload->>'applicationId' = $1`, [application.id]);
      expect(outbox.payload).toEqual({ clientId: tenant.clientId, documentId: null, applicationId: application.id, resumeUrl: 'https://files.example.com/cv.pdf', personId: application.person_id });
    });

    it.each(['ftp://files.example.com/cv.pdf', 'javascript:alert(1)', 'cv.pdf'])('returns 400 field resumeUrl for %s', async (resumeUrl) => {
      const res = await postJson(jobPath(tenant.jobs.published), applicant({ resumeUrl })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'resumeUrl' });
    });

    it('returns 400 for a resume field in a JSON body', async () => {
      const res = await postJson(jobPath(tenant.jobs.published), applicant({ resume: 'base64...' })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'resume' });
    });

    it('returns 400 for a JSON body that is not an object and for malformed JSON', async () => {
      await postJson(jobPath(tenant.jobs.published), [applicant()]).expect(400);
      const res = await t.http.post(jobPath(tenant.jobs.published)).set(KEY, tenant.keys.careers).set('Content-Type', 'application/json').send('{"firstName":').expect(400);
      expect(res.body.error.code).toBe('validation_error');
    });

    it('returns 415 unsupported_media_type for another content type', async () => {
      const res = await t.http.post(jobPath(tenant.jobs.published)).set(KEY, tenant.keys.careers).set('Content-Type', 'text/plain').send('firstName=Ada').expect(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
      const form = await t.http.post(jobPath(tenant.jobs.published)).set(KEY, tenant.keys.careers).type('form').send({ firstName: 'Ada' }).expect(415);
      expect(form.body.error.code).toBe('unsupported_media_type');
    });
  });

  describe('multipart body and resume files', () => {
    const fields = () => ({ firstName: 'Grace', lastName: 'Hopper', email: email('mp'), utm_source: 'test-suite' });
    const nothingStoredFor = async (address: string) => {
      expect(await count(`SELECT count(*) AS n FROM application WHERE client_id = $1 AND email_key = lower($2)`, [tenant.clientId, address])).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = lower($2)`, [tenant.clientId, address])).toBe(0);
    };

    it.each([
      ['a PDF in field resume', 'resume', 'pdf', 'cv.pdf', 'application/pdf'],
      ['a DOCX in field cv', 'cv', 'docx', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['a PNG named .pdf', 'resume', 'png', 'scan.pdf', 'image/png'],
    ])('stores %s with its type from its bytes, and queues the parsing', async (_label, field, kind, filename, mime) => {
      const bytes = kind === 'pdf' ? pdf : kind === 'docx' ? docx : png;
      const body = fields();
      const res = await postForm(jobPath(tenant.jobs.published), body, [[field, bytes, filename]]).expect(201);
      const [application] = await t.db.query(`SELECT * FROM application WHERE id = $1`, [res.body.data.id]);
      expect(application).toMatchObject({ resume_status: 'pending', utm_source: 'test-suite', first_name: 'Grace' });
      const [document] = await t.db.query(
        `SELECT d.*, c.bytes FROM document d JOIN document_content c ON c.document_id = d.id WHERE d.id = $1`, [application.document_id]);
      expect(document).toMatchObject({ person_id: application.person_id, mime_type: mime, size_bytes: bytes.length, original_name: filename, source: 'upload' });
      expect(Buffer.compare(document.bytes, bytes)).toBe(0);
      const [outbox] = await t.db.query(`SELECT * FROM outbox WHERE payload->>'applicationId' = $1`, [application.id]);
      expect(outbox.payload).toEqual({ clientId: tenant.clientId, documentId: document.id, applicationId: application.id, resumeUrl: null, personId: application.person_id });
    });

    it('stores a file whose name carries a NUL or control characters, with those characters removed', async () => {
      // The RFC 5987 form a browser may send: filename*=UTF-8''cv%00%07.pdf
      const boundary = 'nulboundary';
      const parts = Object.entries(fields()).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      const body = Buffer.concat([
        Buffer.from(parts.join('')),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename*=UTF-8''cv%00%07.pdf\r\nContent-Type: application/pdf\r\n\r\n`),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.http.post(jobPath(tenant.jobs.published)).set(KEY, tenant.keys.careers)
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body).expect(201);
      const [document] = await t.db.query(
        `SELECT d.original_name FROM document d JOIN application a ON a.document_id = d.id WHERE a.id = $1`, [res.body.data.id]);
      expect(document.original_name).toBe('cv.pdf');
    });

    it.each([
      ['an ELF executable renamed .pdf', ELF],
      ['a shell script renamed .pdf', SHELL],
    ])('refuses %s with 400 validation_error field resume and stores nothing', async (_label, bytes) => {
      const body = fields();
      const res = await postForm(jobPath(tenant.jobs.published), body, [['resume', bytes, 'cv.pdf']]).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'resume' });
      await nothingStoredFor(body.email);
    });

    it('refuses an 11 MB file with 413 payload_too_large while streaming and stores nothing', async () => {
      const body = fields();
      const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
      const before = await count(`SELECT count(*) AS n FROM document WHERE client_id = $1`, [tenant.clientId]);
      const res = await postForm(jobPath(tenant.jobs.published), body, [['resume', big, 'big.pdf']]).expect(413);
      expect(res.body.error).toMatchObject({ code: 'payload_too_large', field: 'resume' });
      await nothingStoredFor(body.email);
      expect(await count(`SELECT count(*) AS n FROM document WHERE client_id = $1`, [tenant.clientId])).toBe(before);
    });

    it('refuses a second file with 400 naming its field', async () => {
      const res = await postForm(jobPath(tenant.jobs.published), fields(), [['resume', pdf, 'a.pdf'], ['cv', docx, 'b.docx']]).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'cv' });
    });

    it('refuses a file in another field with 400 naming it', async () => {
      const res = await postForm(jobPath(tenant.jobs.published), fields(), [['photo', png, 'me.png']]).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'photo' });
    });

    it('refuses a file together with a resumeUrl with 400', async () => {
      const res = await postForm(jobPath(tenant.jobs.published), { ...fields(), resumeUrl: 'https://files.example.com/cv.pdf' }, [['resume', pdf, 'cv.pdf']]).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'resumeUrl' });
    });

    it('applies the same field rules as JSON (422 for a missing name, 400 for an unknown key)', async () => {
      const { firstName: _omit, ...withoutFirstName } = fields();
      const missing = await postForm(jobPath(tenant.jobs.published), withoutFirstName).expect(422);
      expect(missing.body.error).toMatchObject({ code: 'missing_required_field', field: 'firstName' });
      const unknown = await postForm(jobPath(tenant.jobs.published), { ...fields(), nickname: 'Amazing' }).expect(400);
      expect(unknown.body.error).toMatchObject({ code: 'validation_error', field: 'nickname' });
    });

    it('refuses a NUL in a text field with 400 validation_error naming it and stores nothing', async () => {
      const body = { ...fields(), firstName: 'Gr\u0000ace' };
      const res = await postForm(jobPath(tenant.jobs.published), body, [['resume', pdf, 'cv.pdf']]).expect(400);
      expect(res.body.error).toEqual({ code: 'validation_error', message: expect.any(String), field: 'firstName' });
      await nothingStoredFor(body.email);
    });

    it('returns 400 for a malformed multipart body', async () => {
      const res = await t.http
        .post(jobPath(tenant.jobs.published))
        .set(KEY, tenant.keys.careers)
        .set('Content-Type', 'multipart/form-data; boundary=XYZ')
        .send('--XYZ\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda')
        .expect(400);
      expect(res.body.error.code).toBe('validation_error');
    });
  });

  describe('client-required fields', () => {
    let strict: TestTenant;
    beforeAll(async () => {
      strict = await createTenant(t.app, { requiredFields: ['phoneNumber', 'resume'] });
    });
    const path = () => jobPath(strict.jobs.published, strict.slug);

    it('returns 422 naming a field the client requires', async () => {
      const res = await postJson(path(), applicant({ resumeUrl: 'https://files.example.com/cv.pdf' }), strict.keys.careers).expect(422);
      expect(res.body.error).toMatchObject({ code: 'missing_required_field', field: 'phoneNumber' });
    });

    it('returns 422 field resume when the client requires a resume and none is sent', async () => {
      const res = await postJson(path(), applicant({ phoneNumber: '0612345678' }), strict.keys.careers).expect(422);
      expect(res.body.error).toMatchObject({ code: 'missing_required_field', field: 'resume' });
    });

    it('counts a resumeUrl or a file as the required resume', async () => {
      await postJson(path(), applicant({ phoneNumber: '0612345678', resumeUrl: 'https://files.example.com/cv.pdf' }), strict.keys.careers).expect(201);
      await postForm(path(), { firstName: 'Ada', lastName: 'L', email: email(), phoneNumber: '0612345678' }, [['cv', pdf, 'cv.pdf']], strict.keys.careers).expect(201);
    });

    it('follows a change of the client settings', async () => {
      await t.app.get(TenantsAdminService).updateClient(strict.slug, { requiredFields: ['linkedin'] });
      const res = await postJson(path(), applicant({ phoneNumber: '0612345678' }), strict.keys.careers).expect(422);
      expect(res.body.error.field).toBe('linkedin');
      await t.app.get(TenantsAdminService).updateClient(strict.slug, { requiredFields: ['phoneNumber', 'resume'] });
    });
  });

  describe('job rules and tenant isolation', () => {
    it('returns 404 job_not_found for an unknown job', async () => {
      const res = await postJson(jobPath('no-such-job'), applicant()).expect(404);
      expect(res.body.error.code).toBe('job_not_found');
    });

    it.each(['unpublished', 'closed', 'deleted', 'closedProject'] as const)('returns 410 job_removed for a %s job and stores nothing', async (status) => {
      const body = applicant();
      const res = await postJson(jobPath(tenant.jobs[status]), body).expect(410);
      expect(res.body.error.code).toBe('job_removed');
      expect(await applicationsOf(body.email)).toHaveLength(0);
    });

    it('returns 404 job_not_found for a job of another client under the key\'s own slug', async () => {
      const res = await postJson(jobPath(other.jobs.published), applicant()).expect(404);
      expect(res.body.error.code).toBe('job_not_found');
    });

    it('returns 404 job_not_found for the slug of another client', async () => {
      const res = await postJson(jobPath(other.jobs.published, other.slug), applicant()).expect(404);
      expect(res.body.error.code).toBe('job_not_found');
    });

    it('returns 404 not_found for a spontaneous application under the slug of another client', async () => {
      const res = await postJson(spontaneousPath(other.slug), applicant()).expect(404);
      expect(res.body.error.code).toBe('not_found');
    });

    it('does not match a person of another client with the same e-mail', async () => {
      const address = email('shared');
      await postJson(jobPath(other.jobs.published, other.slug), applicant({ email: address }), other.keys.careers).expect(201);
      await postJson(jobPath(tenant.jobs.published), applicant({ email: address })).expect(201);
      const persons = await t.db.query(`SELECT client_id FROM person WHERE email_key = $1 ORDER BY client_id`, [address]);
      expect(persons.map((p: { client_id: string }) => p.client_id).sort()).toEqual([tenant.clientId, other.clientId].sort());
      const [mine] = await applicationsOf(address);
      expect(mine.status).toBe('received');
    });
  });

  describe('spontaneous application', () => {
    it('creates an application without job and without process', async () => {
      const res = await postJson(spontaneousPath(), applicant({ utm_source: 'test-suite' })).expect(201);
      const [application] = await t.db.query(`SELECT * FROM application WHERE id = $1`, [res.body.data.id]);
      expect(application).toMatchObject({ job_id: null, process_id: null, status: 'received', origin: 'website' });
    });

    it('accepts a resume file', async () => {
      const res = await postForm(spontaneousPath(), { firstName: 'Ada', lastName: 'L', email: email() }, [['resume', pdf, 'cv.pdf']]).expect(201);
      const [application] = await t.db.query(`SELECT * FROM application WHERE id = $1`, [res.body.data.id]);
      expect(application.document_id).toEqual(expect.stringMatching(UUID));
    });

    it('never quarantines repeated spontaneous applications', async () => {
      const body = applicant();
      await postJson(spontaneousPath(), body).expect(201);
      await postJson(spontaneousPath(), body).expect(201);
      expect((await applicationsOf(body.email)).map((a: { status: string }) => a.status)).toEqual(['received', 'received']);
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, body.email])).toBe(1);
    });
  });

  describe('existing persons', () => {
    const createPerson = (input: { email: string; firstName?: string; phone?: string | null }, isCandidate: boolean) =>
      insertPerson(t.app, tenant.clientId, input, { isCandidate });

    it('reuses the person with the e-mail (case-insensitive), fills only empty fields and marks them candidate', async () => {
      const address = email('known');
      const person = await createPerson({ email: address, firstName: 'Recruiter-set', phone: null }, false);
      await postJson(jobPath(tenant.jobs.published), applicant({ email: address.toUpperCase(), firstName: 'Form-set', phoneNumber: '+33611111111' })).expect(201);
      const [stored] = await t.db.query(`SELECT * FROM person WHERE id = $1`, [person.id]);
      expect(stored).toMatchObject({ first_name: 'Recruiter-set', phone: '+33611111111', is_candidate: true });
      expect(stored.provenance).toMatchObject({ firstName: 'recruiter', phone: 'form' });
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, address])).toBe(1);
      const [application] = await applicationsOf(address);
      expect(application.person_id).toBe(person.id);
    });

    it('picks the oldest candidate when several persons share the e-mail', async () => {
      const address = email('generic');
      await createPerson({ email: address }, false);
      const candidate = await createPerson({ email: address }, true);
      await createPerson({ email: address }, true);
      await postJson(jobPath(tenant.jobs.published), applicant({ email: address })).expect(201);
      const [application] = await applicationsOf(address);
      expect(application.person_id).toBe(candidate.id);
    });
  });

  describe('duplicate applications (SPEC 3)', () => {
    it('quarantines a second application to the same job by the same e-mail, without a second person or process', async () => {
      const body = applicant();
      const first = await postJson(jobPath(tenant.jobs.published), body).expect(201);
      const second = await postJson(jobPath(tenant.jobs.published), { ...body, email: body.email.toUpperCase() }).expect(201);
      expect(second.body.data.id).not.toBe(first.body.data.id);
      const rows = await applicationsOf(body.email);
      expect(rows.map((a: { status: string }) => a.status).sort()).toEqual(['quarantined', 'received']);
      expect(new Set(rows.map((a: { person_id: string }) => a.person_id)).size).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM process WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, rows[0].person_id])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM activity WHERE client_id = $1 AND person_id = $2 AND kind = 'application.quarantined'`, [tenant.clientId, rows[0].person_id])).toBe(1);
    });

    it('gives one person, one process, one received and 19 quarantined for 20 simultaneous applications', async () => {
      const body = applicant();
      const responses = await Promise.all(Array.from({ length: 20 }, () => postJson(jobPath(tenant.jobs.published), body)));
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
      const rows = await applicationsOf(body.email);
      expect(rows).toHaveLength(20);
      expect(rows.filter((a: { status: string }) => a.status === 'received')).toHaveLength(1);
      expect(rows.filter((a: { status: string }) => a.status === 'quarantined')).toHaveLength(19);
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, body.email])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM process WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, rows[0].person_id])).toBe(1);
    });

    it('creates one person for simultaneous applications by one e-mail to different jobs', async () => {
      const second = await t.app.get(TenantsAdminService).createJob(tenant.slug, { title: 'Second job', status: 'published', projectId: tenant.openProject.id });
      const body = applicant();
      const responses = await Promise.all([
        ...Array.from({ length: 5 }, () => postJson(jobPath(tenant.jobs.published), body)),
        ...Array.from({ length: 5 }, () => postJson(jobPath(second.jobid), body)),
        ...Array.from({ length: 5 }, () => postJson(spontaneousPath(), body)),
      ]);
      expect(responses.every((r) => r.status === 201)).toBe(true);
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, body.email])).toBe(1);
      const rows = await applicationsOf(body.email);
      expect(rows.filter((a: { status: string }) => a.status === 'received')).toHaveLength(7);
    });
  });

  describe('keys', () => {
    it('returns 401 unauthorized without a key and with a malformed key', async () => {
      const none = await t.http.post(jobPath(tenant.jobs.published)).send(applicant()).expect(401);
      expect(none.body.error.code).toBe('unauthorized');
      await postJson(jobPath(tenant.jobs.published), applicant(), 'rk_garbage').expect(401);
    });

    it('returns 403 insufficient_scope for a key without public:careers:apply', async () => {
      for (const key of [tenant.keys.noWriteScope, tenant.keys.contacts, tenant.keys.partner, tenant.keys.partnerReadOnly]) {
        const res = await postJson(jobPath(tenant.jobs.published), applicant(), key).expect(403);
        expect(res.body.error.code).toBe('insufficient_scope');
      }
    });

    it('accepts a partner key with a connector and partner:candidates:write, with the connector as origin', async () => {
      const job = await postJson(jobPath(tenant.jobs.published), applicant(), tenant.keys.partnerConnector).expect(201);
      const spontaneous = await postJson(spontaneousPath(), applicant(), tenant.keys.partnerConnector).expect(201);
      const rows = await t.db.query(`SELECT origin FROM application WHERE id = ANY($1)`, [[job.body.data.id, spontaneous.body.data.id]]);
      expect(rows.map((r: { origin: string }) => r.origin)).toEqual([`connector-${tenant.slug}`, `connector-${tenant.slug}`]);
    });
  });

  describe('recruit show application', () => {
    it('shows status, job, person, utm, origin, document and resume status', async () => {
      const body = { firstName: 'Show', lastName: 'Case', email: email('show'), utm_source: 'test-suite', utm_medium: 'email', Team: 'Platform' };
      const res = await postForm(jobPath(tenant.jobs.published), body, [['resume', pdf, 'cv.pdf']]).expect(201);
      const shown = await t.app.get(RecordsAdminService).show('application', res.body.data.id);
      expect(shown).toMatchObject({
        id: res.body.data.id,
        status: 'received',
        origin: 'website',
        firstName: 'Show',
        email: body.email,
        personId: expect.stringMatching(UUID),
        processId: expect.stringMatching(UUID),
        customFields: { Team: 'Platform' },
        utm: { source: 'test-suite', medium: 'email', campaign: null, term: null, content: null },
        job: { jobid: tenant.jobs.published, title: 'Published job', status: 'published', projectId: tenant.openProject.id },
        document: { mimeType: 'application/pdf', sizeBytes: pdf.length },
        resumeStatus: expect.stringMatching(/^(pending|processing|parsed|failed)$/),
      });
    });
  });
});

describe('Career-site applications: rate limit', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 30 });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  it('accepts 30 applications a minute per key, refuses the 31st with 429 rate_limited and Retry-After, and leaves another key unaffected', async () => {
    const path = `/v1/public/careers/${tenant.slug}/apply`;
    const send = (key: string) => t.http.post(path).set(KEY, key).send({ firstName: 'Rate', lastName: 'Limit', email: email('rl') });
    for (let i = 0; i < 30; i++) {
      const res = await send(tenant.keys.careers);
      expect(res.status).toBe(201);
    }
    const refused = await send(tenant.keys.careers).expect(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await send(tenant.keys.partnerConnector).expect(201);
  });
});
