import { randomBytes, randomUUID } from 'node:crypto';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { PartnerCandidatesService } from '../../src/modules/partner/partner-candidates.service';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';

const KEY_HEADER = 'X-Service-Public-Key';

/** A file that passes magic-byte detection as a PDF; `tag` makes its bytes unique. */
function pdf(tag = randomBytes(6).toString('hex')): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${tag}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

/** A Windows executable (MZ header) whatever its name says. */
function executable(): Buffer {
  const bytes = Buffer.alloc(2048, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

function uniqueEmail(prefix = 'cand'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@partner-test.example`;
}

describe('POST /v1/partner/candidates', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100000, rateLimitPartnerPerMinute: 100000 });
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const post = (key: string | null = tenant.keys.partner) => {
    const req = t.http.post('/v1/partner/candidates');
    return key === null ? req : req.set(KEY_HEADER, key);
  };
  const candidate = (extra: Record<string, unknown> = {}) => ({
    firstName: 'Jane',
    lastName: 'Doe',
    email: uniqueEmail(),
    projectId: tenant.openProject.id,
    ...extra,
  });
  const newKey = async (connector?: string) =>
    (await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.PartnerProjectsRead, Scope.PartnerCandidatesWrite], { connector })).key;
  const count = async (sql: string, params: unknown[]) => Number((await t.db.query(sql, params))[0].n);
  const personsWithEmail = (email: string) => count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = lower($2)`, [tenant.clientId, email]);
  const documentsOf = (personId: string) => count(`SELECT count(*) AS n FROM document WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, personId]);
  const documentCount = () => count(`SELECT count(*) AS n FROM document WHERE client_id = $1`, [tenant.clientId]);

  describe('creation', () => {
    it('creates a candidate attached to the project at the first stage and answers 201', async () => {
      const body = candidate({ phone: '+33 6 12 34 56 78' });
      const res = await post().send(body).expect(201);
      expect(res.body).toEqual({ personId: expect.any(String), processId: expect.any(String), created: true, deduped: false, documentId: null });
      const [person] = await t.db.query(`SELECT * FROM person WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.personId]);
      expect(person).toMatchObject({ first_name: 'Jane', last_name: 'Doe', email: body.email, phone: '+33612345678', is_candidate: true, is_contact: false });
      const keyId = (await t.db.query(`SELECT id FROM api_key WHERE public_id = $1`, [tenant.keys.partner.slice(3, 15)]))[0].id;
      expect(person.provenance).toEqual({ firstName: `partner:key:${keyId}`, lastName: `partner:key:${keyId}`, email: `partner:key:${keyId}`, phone: `partner:key:${keyId}` });
      const [process] = await t.db.query(`SELECT * FROM process WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.processId]);
      expect(process).toMatchObject({ person_id: res.body.personId, project_id: tenant.openProject.id, stage_id: tenant.stages[0].id });
      const activities = await t.db.query(`SELECT kind FROM activity WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, res.body.personId]);
      expect(activities).toEqual([{ kind: 'partner.candidate' }]);
    });

    it('records the connector name as provenance for a connector key', async () => {
      const res = await post(tenant.keys.partnerConnector).send(candidate()).expect(201);
      const [person] = await t.db.query(`SELECT provenance FROM person WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.personId]);
      expect(person.provenance.firstName).toBe(`partner:connector-${tenant.slug}`);
    });

    it('places the candidate at the given stage', async () => {
      const res = await post().send(candidate({ stage: 'interview' })).expect(201);
      const [process] = await t.db.query(`SELECT stage_id FROM process WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.processId]);
      expect(process.stage_id).toBe(tenant.stages[2].id);
    });

    it('accepts a LinkedIn profile without e-mail and stores the canonical URL', async () => {
      const handle = `li-only-${randomBytes(4).toString('hex')}`;
      const res = await post().send({ firstName: 'Li', lastName: 'Only', linkedinUrl: `linkedin.com/in/${handle.toUpperCase()}/`, projectId: tenant.openProject.id }).expect(201);
      const [person] = await t.db.query(`SELECT email, linkedin_url, linkedin_key FROM person WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.personId]);
      expect(person).toEqual({ email: null, linkedin_url: `https://www.linkedin.com/in/${handle}`, linkedin_key: handle });
    });
  });

  describe('validation', () => {
    it('returns 400 validation_error naming an unknown key', async () => {
      const res = await post().send(candidate({ nickname: 'JD' })).expect(400);
      expect(res.body).toEqual({ error: { code: 'validation_error', message: expect.any(String), field: 'nickname' } });
    });

    it.each(['firstName', 'lastName', 'projectId'])('returns 422 missing_required_field when %s is absent', async (field) => {
      const body = candidate();
      delete (body as Record<string, unknown>)[field];
      const res = await post().send(body).expect(422);
      expect(res.body.error).toEqual({ code: 'missing_required_field', message: expect.any(String), field });
    });

    it('returns 422 missing_required_field for a blank firstName', async () => {
      const res = await post().send(candidate({ firstName: '   ' })).expect(422);
      expect(res.body.error.field).toBe('firstName');
    });

    it('returns 400 validation_error (field email) when neither email nor linkedinUrl is given', async () => {
      const res = await post().send({ firstName: 'No', lastName: 'Contact', projectId: tenant.openProject.id }).expect(400);
      expect(res.body.error).toEqual({ code: 'validation_error', message: expect.stringContaining('email'), field: 'email' });
    });

    it('returns 400 validation_error for a malformed e-mail', async () => {
      const res = await post().send(candidate({ email: 'jane@@example' })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'email' });
    });

    it.each(['https://example.com/in/jane', 'https://www.linkedin.com/company/acme', 'not a url'])('returns 400 validation_error for a linkedinUrl that is not a profile (%s)', async (linkedinUrl) => {
      const res = await post().send(candidate({ linkedinUrl })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'linkedinUrl' });
    });

    it.each(['0612345678', '+33 1', 'call me', '+999123456789'])('returns 400 validation_error for a phone not in E.164 (%s)', async (phone) => {
      const res = await post().send(candidate({ phone })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'phone' });
    });

    it('returns 400 validation_error for a non-string value', async () => {
      const res = await post().send(candidate({ firstName: 42 })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'firstName' });
    });

    it('returns 400 validation_error for an externalId over 200 characters', async () => {
      const res = await post().send(candidate({ externalId: 'x'.repeat(201) })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'externalId' });
    });

    it.each([
      ['a NUL in firstName', 'firstName', 'Ja\u0000ne'],
      ['a NUL in externalId', 'externalId', 'ext\u0000-1'],
      ['a NUL in stage', 'stage', 'screen\u0000'],
      ['an unpaired surrogate in externalId', 'externalId', 'ext-\uD800'],
      ['an unpaired surrogate in lastName', 'lastName', 'Doe\uDC00'],
    ])('returns 400 validation_error naming the field for %s and stores nothing', async (_label, field, value) => {
      const body = candidate({ [field]: value });
      const submissions = () => count(`SELECT count(*) AS n FROM partner_submission WHERE client_id = $1`, [tenant.clientId]);
      const before = await submissions();
      const res = await post().send(body).expect(400);
      expect(res.body.error).toEqual({ code: 'validation_error', message: expect.any(String), field });
      expect(await personsWithEmail(body.email)).toBe(0);
      expect(await submissions()).toBe(before);
    });

    it('returns 413 payload_too_large for a JSON body over 1 MB', async () => {
      const res = await post().send(candidate({ lastName: 'x'.repeat(1_100_000) })).expect(413);
      expect(res.body.error.code).toBe('payload_too_large');
    });

    it('returns 400 validation_error for a JSON array body', async () => {
      const res = await post().set('Content-Type', 'application/json').send('[]').expect(400);
      expect(res.body.error.code).toBe('validation_error');
    });

    it('returns 400 invalid_stage for an unknown stage and creates nothing', async () => {
      const body = candidate({ stage: 'hired-yesterday' });
      const res = await post().send(body).expect(400);
      expect(res.body.error).toEqual({ code: 'invalid_stage', message: expect.any(String), field: 'stage' });
      expect(await personsWithEmail(body.email)).toBe(0);
    });

    it('returns 400 invalid_stage for a stage key of another client', async () => {
      await t.db.query(`INSERT INTO stage (client_id, key, label, position) VALUES ($1, 'other-only', 'Other only', 9)`, [other.clientId]);
      const res = await post().send(candidate({ stage: 'other-only' })).expect(400);
      expect(res.body.error.code).toBe('invalid_stage');
    });

    it.each([
      ['a closed project', () => tenant.closedProject.id],
      ['a project of another client', () => other.openProject.id],
      ['an unknown project', () => randomUUID()],
      ['a malformed projectId', () => 'project-42'],
    ])('returns 404 project_not_found for %s and creates nothing', async (_label, projectId) => {
      const body = candidate({ projectId: projectId() });
      const res = await post().send(body).expect(404);
      expect(res.body).toEqual({ error: { code: 'project_not_found', message: expect.any(String) } });
      expect(await personsWithEmail(body.email)).toBe(0);
    });

    it('returns 415 unsupported_media_type for another content type', async () => {
      const res = await post().set('Content-Type', 'text/plain').send('firstName=Jane').expect(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    });

    it('returns 415 unsupported_media_type for a form-urlencoded body', async () => {
      const res = await post().type('form').send({ firstName: 'Jane' }).expect(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    });
  });

  describe('authentication', () => {
    it('returns 401 unauthorized without a key', async () => {
      const res = await post(null).send(candidate()).expect(401);
      expect(res.body.error.code).toBe('unauthorized');
    });

    it('returns 401 unauthorized for a malformed key', async () => {
      await post('rk_nonsense').send(candidate()).expect(401);
    });

    it('returns 403 insufficient_scope for a key without partner:candidates:write', async () => {
      const body = candidate();
      const res = await post(tenant.keys.partnerReadOnly).send(body).expect(403);
      expect(res.body.error.code).toBe('insufficient_scope');
      expect(await personsWithEmail(body.email)).toBe(0);
    });

    it('returns 403 insufficient_scope for a careers key', async () => {
      await post(tenant.keys.careers).send(candidate()).expect(403);
    });
  });

  describe('deduplication of persons', () => {
    it('reuses the person for LinkedIn URL variants (created false)', async () => {
      const handle = `jane-doe-${randomBytes(3).toString('hex')}`;
      const mixed = handle.replace('jane-doe', 'Jane-Doe');
      const first = await post().send({ firstName: 'Jane', lastName: 'Doe', linkedinUrl: `http://fr.linkedin.com/in/${mixed}/?trk=x`, projectId: tenant.openProject.id }).expect(201);
      expect(first.body.created).toBe(true);
      const second = await post().send({ firstName: 'Jane', lastName: 'Doe', linkedinUrl: `https://www.linkedin.com/in/${handle}`, projectId: tenant.openProject.id }).expect(201);
      expect(second.body).toEqual({ personId: first.body.personId, processId: first.body.processId, created: false, deduped: false, documentId: null });
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND linkedin_key = $2`, [tenant.clientId, handle])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM process WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, first.body.personId])).toBe(1);
    });

    it('reuses the person by e-mail whatever its case', async () => {
      const email = uniqueEmail('Case');
      const first = await post().send(candidate({ email })).expect(201);
      const second = await post().send(candidate({ email: email.toUpperCase() })).expect(201);
      expect(second.body).toMatchObject({ personId: first.body.personId, created: false, deduped: false });
      expect(await personsWithEmail(email)).toBe(1);
    });

    it('matches by LinkedIn before e-mail', async () => {
      const handle = `li-first-${randomBytes(4).toString('hex')}`;
      const byLinkedin = await post().send(candidate({ linkedinUrl: `https://www.linkedin.com/in/${handle}` })).expect(201);
      const res = await post().send(candidate({ email: uniqueEmail('other'), linkedinUrl: `linkedin.com/in/${handle}` })).expect(201);
      expect(res.body).toMatchObject({ personId: byLinkedin.body.personId, created: false });
    });

    it('picks the oldest candidate when several persons share the e-mail', async () => {
      const email = uniqueEmail('shared');
      const rows = await t.db.query(
        `INSERT INTO person (client_id, first_name, last_name, email, email_key, is_candidate, is_contact, created_at)
         VALUES ($1, 'Contact', 'Only', $2, lower($2), false, true, now() - interval '2 days'),
                ($1, 'Old', 'Candidate', $2, lower($2), true, false, now() - interval '1 day'),
                ($1, 'New', 'Candidate', $2, lower($2), true, false, now())
         RETURNING id, first_name`,
        [tenant.clientId, email],
      );
      const res = await post().send(candidate({ email })).expect(201);
      expect(res.body.personId).toBe(rows.find((r: { first_name: string }) => r.first_name === 'Old').id);
    });

    it('marks a reused contact as candidate', async () => {
      const email = uniqueEmail('contact');
      const [row] = await t.db.query(
        `INSERT INTO person (client_id, first_name, last_name, email, email_key, is_contact) VALUES ($1, 'Con', 'Tact', $2, lower($2), true) RETURNING id`,
        [tenant.clientId, email],
      );
      const res = await post().send(candidate({ email })).expect(201);
      expect(res.body).toMatchObject({ personId: row.id, created: false });
      const [person] = await t.db.query(`SELECT is_candidate, is_contact FROM person WHERE id = $1`, [row.id]);
      expect(person).toEqual({ is_candidate: true, is_contact: true });
    });

    it('never overwrites data entered by a recruiter, and fills empty fields with partner provenance', async () => {
      const email = uniqueEmail('recruiter');
      const [row] = await t.db.query(
        `INSERT INTO person (client_id, first_name, last_name, email, email_key, phone, is_candidate, provenance)
         VALUES ($1, 'Janet', 'Doh', $2, lower($2), '+33140000000', true, '{"firstName":"recruiter","lastName":"recruiter","email":"recruiter","phone":"recruiter"}')
         RETURNING id`,
        [tenant.clientId, email],
      );
      const handle = `filled-${randomBytes(4).toString('hex')}`;
      await post(tenant.keys.partnerConnector)
        .send(candidate({ email, firstName: 'Jane', lastName: 'Doe', phone: '+33612345678', linkedinUrl: `https://linkedin.com/in/${handle}` }))
        .expect(201);
      const [person] = await t.db.query(`SELECT first_name, last_name, phone, linkedin_url, linkedin_key, provenance FROM person WHERE id = $1`, [row.id]);
      expect(person).toEqual({
        first_name: 'Janet',
        last_name: 'Doh',
        phone: '+33140000000',
        linkedin_url: `https://www.linkedin.com/in/${handle}`,
        linkedin_key: handle,
        provenance: { firstName: 'recruiter', lastName: 'recruiter', email: 'recruiter', phone: 'recruiter', linkedinUrl: `partner:connector-${tenant.slug}` },
      });
    });

    it('reuses the existing process of the project without moving its stage', async () => {
      const email = uniqueEmail('stage');
      const first = await post().send(candidate({ email, stage: 'screening' })).expect(201);
      const second = await post().send(candidate({ email, stage: 'interview' })).expect(201);
      expect(second.body.processId).toBe(first.body.processId);
      const [process] = await t.db.query(`SELECT stage_id FROM process WHERE id = $1`, [first.body.processId]);
      expect(process.stage_id).toBe(tenant.stages[1].id);
    });

    it('creates one person for simultaneous submissions of one new person with different externalIds', async () => {
      const email = uniqueEmail('race-person');
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => post().send(candidate({ email: i % 2 ? email : email.toUpperCase(), externalId: `race-person-${i}-${email}` }))),
      );
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(results.map((r) => r.body.personId)).size).toBe(1);
      expect(results.filter((r) => r.body.created)).toHaveLength(1);
      expect(await personsWithEmail(email)).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM process WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, results[0].body.personId])).toBe(1);
    });
  });

  describe('idempotency by externalId', () => {
    it('answers a replay with 200, deduped true and the first identifiers, creating nothing', async () => {
      const body = candidate({ externalId: `ext-${randomUUID()}` });
      const first = await post().send(body).expect(201);
      const before = await count(`SELECT count(*) AS n FROM activity WHERE client_id = $1`, [tenant.clientId]);
      const replay = await post().send({ ...body, firstName: 'Changed', stage: 'interview' }).expect(200);
      expect(replay.body).toEqual({ personId: first.body.personId, processId: first.body.processId, created: false, deduped: true, documentId: null });
      expect(await count(`SELECT count(*) AS n FROM activity WHERE client_id = $1`, [tenant.clientId])).toBe(before);
      const [person] = await t.db.query(`SELECT first_name FROM person WHERE id = $1`, [first.body.personId]);
      expect(person.first_name).toBe('Jane');
    });

    it('gives exactly one 201 and 19 identical 200s for 20 simultaneous calls with one externalId', async () => {
      const externalId = `race-${randomUUID()}`;
      const body = candidate({ externalId });
      const results = await Promise.all(Array.from({ length: 20 }, () => post().send(body)));
      const created = results.filter((r) => r.status === 201);
      const replays = results.filter((r) => r.status === 200);
      expect(created).toHaveLength(1);
      expect(replays).toHaveLength(19);
      const expected = { personId: created[0].body.personId, processId: created[0].body.processId, created: false, deduped: true, documentId: null };
      for (const replay of replays) expect(replay.body).toEqual(expected);
      expect(await personsWithEmail(body.email)).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM process WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, expected.personId])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM partner_submission WHERE client_id = $1 AND external_id = $2`, [tenant.clientId, externalId])).toBe(1);
    });

    it('answers as a replay when the unique constraint catches a submission the lookup missed', async () => {
      const body = candidate({ externalId: `net-${randomUUID()}` });
      const first = await post().send(body).expect(201);
      const service = t.app.get(PartnerCandidatesService) as unknown as { findSubmission: (...args: unknown[]) => Promise<unknown> };
      const spy = jest.spyOn(service, 'findSubmission').mockResolvedValueOnce(undefined).mockResolvedValueOnce(undefined);
      try {
        const replay = await post().send(body).expect(200);
        expect(replay.body).toEqual({ personId: first.body.personId, processId: first.body.processId, created: false, deduped: true, documentId: null });
      } finally {
        spy.mockRestore();
      }
      expect(await count(`SELECT count(*) AS n FROM activity WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, first.body.personId])).toBe(1);
    });

    it('scopes externalId per connector: two connectors give two submissions', async () => {
      const externalId = `shared-${randomUUID()}`;
      const email = uniqueEmail('connectors');
      const a = await post(await newKey(`crm-a-${randomBytes(3).toString('hex')}`)).send(candidate({ email, externalId })).expect(201);
      const b = await post(await newKey(`crm-b-${randomBytes(3).toString('hex')}`)).send(candidate({ email, externalId })).expect(201);
      expect(b.body).toMatchObject({ personId: a.body.personId, created: false, deduped: false });
      expect(await count(`SELECT count(*) AS n FROM partner_submission WHERE client_id = $1 AND external_id = $2`, [tenant.clientId, externalId])).toBe(2);
    });

    it('shares externalIds between keys of one connector, and separates keys without a connector', async () => {
      const connector = `shared-conn-${randomBytes(3).toString('hex')}`;
      const externalId = `conn-${randomUUID()}`;
      const body = candidate({ externalId });
      await post(await newKey(connector)).send(body).expect(201);
      await post(await newKey(connector)).send(body).expect(200);
      const other1 = await post(await newKey()).send(candidate({ externalId: `k-${externalId}` })).expect(201);
      const other2 = await post(await newKey()).send(candidate({ externalId: `k-${externalId}` })).expect(201);
      expect(other2.body.deduped).toBe(false);
      expect(other2.body.personId).not.toBe(other1.body.personId);
    });

    it('keeps externalIds of different clients apart', async () => {
      const externalId = `client-${randomUUID()}`;
      await post().send(candidate({ externalId })).expect(201);
      const res = await post(other.keys.partner).send({ firstName: 'O', lastName: 'Ther', email: uniqueEmail(), projectId: other.openProject.id, externalId }).expect(201);
      expect(res.body.deduped).toBe(false);
    });
  });

  describe('resume', () => {
    const multipart = (fields: Record<string, string>, key = tenant.keys.partner) => {
      const req = post(key);
      for (const [name, value] of Object.entries(fields)) req.field(name, value);
      return req;
    };
    const fields = (extra: Record<string, string> = {}) => ({ firstName: 'Jane', lastName: 'Doe', email: uniqueEmail('cv'), projectId: tenant.openProject.id, ...extra });

    it('stores the resume sent in field cv, hands it to the pipeline and returns its documentId', async () => {
      const bytes = pdf();
      const res = await multipart(fields()).attach('cv', bytes, 'jane.pdf').expect(201);
      expect(res.body).toMatchObject({ created: true, deduped: false, documentId: expect.any(String) });
      const [doc] = await t.db.query(`SELECT person_id, mime_type, size_bytes, source, original_name FROM document WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.documentId]);
      expect(doc).toEqual({ person_id: res.body.personId, mime_type: 'application/pdf', size_bytes: bytes.length, source: 'partner', original_name: 'jane.pdf' });
      const outbox = await t.db.query(`SELECT payload FROM outbox WHERE client_id = $1 AND payload->>'documentId' = $2`, [tenant.clientId, res.body.documentId]);
      expect(outbox).toEqual([{ payload: { clientId: tenant.clientId, documentId: res.body.documentId, applicationId: null, resumeUrl: null, personId: res.body.personId } }]);
    });

    it('accepts the alias field resume', async () => {
      const res = await multipart(fields()).attach('resume', pdf(), 'jane.pdf').expect(201);
      expect(res.body.documentId).toEqual(expect.any(String));
    });

    it('accepts a multipart body without a file (documentId null)', async () => {
      const res = await multipart(fields()).expect(201);
      expect(res.body.documentId).toBeNull();
    });

    it('validates multipart fields like JSON ones (unknown field)', async () => {
      const res = await multipart(fields({ nickname: 'JD' })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'nickname' });
    });

    it('refuses a NUL in a multipart text field with 400 validation_error naming it, and stores nothing', async () => {
      const body = fields({ externalId: 'mp\u0000-1' });
      const before = await documentCount();
      const res = await multipart(body).attach('cv', pdf(), 'jane.pdf').expect(400);
      expect(res.body.error).toEqual({ code: 'validation_error', message: expect.any(String), field: 'externalId' });
      expect(await personsWithEmail(body.email)).toBe(0);
      expect(await documentCount()).toBe(before);
    });

    it('attaches a resume sent on a replay when the first submission had none (profile first, resume later)', async () => {
      const externalId = `later-${randomUUID()}`;
      const f = fields({ externalId });
      const first = await post().send(f).expect(201);
      expect(first.body.documentId).toBeNull();
      const replay = await multipart(f).attach('cv', pdf(), 'later.pdf').expect(200);
      expect(replay.body).toEqual({ personId: first.body.personId, processId: first.body.processId, created: false, deduped: true, documentId: expect.any(String) });
      const [submission] = await t.db.query(`SELECT document_id FROM partner_submission WHERE client_id = $1 AND external_id = $2`, [tenant.clientId, externalId]);
      expect(submission.document_id).toBe(replay.body.documentId);
      expect(await count(`SELECT count(*) AS n FROM outbox WHERE client_id = $1 AND payload->>'documentId' = $2`, [tenant.clientId, replay.body.documentId])).toBe(1);
      // A later plain replay returns that document.
      const again = await post().send(f).expect(200);
      expect(again.body.documentId).toBe(replay.body.documentId);
    });

    it('does not attach a second resume on a replay when the submission already has one', async () => {
      const f = fields({ externalId: `has-cv-${randomUUID()}` });
      const first = await multipart(f).attach('cv', pdf(), 'a.pdf').expect(201);
      const replay = await multipart(f).attach('cv', pdf(), 'b.pdf').expect(200);
      expect(replay.body.documentId).toBe(first.body.documentId);
      expect(await documentsOf(first.body.personId)).toBe(1);
    });

    it('returns the same documentId for the same file sent twice, with one document row', async () => {
      const f = fields();
      const bytes = pdf();
      const first = await multipart(f).attach('cv', bytes, 'a.pdf').expect(201);
      const second = await multipart(f).attach('cv', bytes, 'renamed.pdf').expect(201);
      expect(second.body).toMatchObject({ personId: first.body.personId, created: false, documentId: first.body.documentId });
      expect(await documentsOf(first.body.personId)).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM outbox WHERE client_id = $1 AND payload->>'personId' = $2`, [tenant.clientId, first.body.personId])).toBe(1);
    });

    it('adds a different file as a new document', async () => {
      const f = fields();
      const first = await multipart(f).attach('cv', pdf(), 'a.pdf').expect(201);
      const second = await multipart(f).attach('cv', pdf(), 'b.pdf').expect(201);
      expect(second.body.documentId).not.toBe(first.body.documentId);
      expect(await documentsOf(first.body.personId)).toBe(2);
    });

    it('returns 400 naming a file sent in an unexpected field, and stores nothing', async () => {
      const f = fields();
      const before = await documentCount();
      const res = await multipart(f).attach('photo', pdf(), 'a.pdf').expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'photo' });
      expect(await personsWithEmail(f.email)).toBe(0);
      expect(await documentCount()).toBe(before);
    });

    it('returns 400 unsupported_file_type for an executable renamed .pdf, and stores nothing', async () => {
      const f = fields();
      const res = await multipart(f).attach('cv', executable(), { filename: 'resume.pdf', contentType: 'application/pdf' }).expect(400);
      expect(res.body.error).toMatchObject({ code: 'unsupported_file_type', field: 'cv' });
      expect(await personsWithEmail(f.email)).toBe(0);
    });

    it('returns 413 payload_too_large for an 11 MB file, and stores nothing', async () => {
      const f = fields();
      const before = await documentCount();
      const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
      big.write('%PDF-1.4\n', 0, 'latin1');
      const res = await multipart(f).attach('cv', big, 'big.pdf');
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: 'payload_too_large', field: 'cv' });
      expect(await personsWithEmail(f.email)).toBe(0);
      expect(await documentCount()).toBe(before);
    });

    it('returns 400 validation_error for a file in a JSON body key', async () => {
      const res = await post().send(candidate({ cv: 'JVBERi0xLjQK' })).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'cv' });
    });
  });
});

describe('POST /v1/partner/candidates rate limit', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100000, rateLimitPartnerPerMinute: 5 });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  it('answers the 6th request of a minute with 429 rate_limited and Retry-After; another key is unaffected', async () => {
    const keys = t.app.get(ApiKeysService);
    const first = (await keys.create(tenant.clientId, [Scope.PartnerCandidatesWrite])).key;
    const second = (await keys.create(tenant.clientId, [Scope.PartnerCandidatesWrite])).key;
    const send = (key: string) =>
      t.http.post('/v1/partner/candidates').set(KEY_HEADER, key).send({ firstName: 'R', lastName: 'L', email: uniqueEmail('rl'), projectId: tenant.openProject.id });
    for (let i = 0; i < 5; i += 1) {
      const res = await send(first).expect(201);
      expect(res.headers['ratelimit-limit']).toBe('5');
      expect(res.headers['ratelimit-remaining']).toBe(String(4 - i));
    }
    const refused = await send(first).expect(429);
    expect(refused.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await send(second).expect(201);
  });
});
