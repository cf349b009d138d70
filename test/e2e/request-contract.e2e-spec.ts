import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';

const KEY = 'X-Service-Public-Key';
const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}`;

/** A one-page PDF, different every call (documents are deduplicated by their bytes). */
async function uniquePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(unique('resume'), { x: 50, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

/** A multipart body whose part headers are written in UTF-8, as browsers and HTTP clients send them. */
function utf8Form(boundary: string, fields: Record<string, string>, file: { field: string; disposition: string; bytes: Buffer }): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ${file.disposition}\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8'));
  chunks.push(file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Schema = { $ref?: string; type?: string; format?: string; properties?: Record<string, Schema>; required?: string[]; additionalProperties?: unknown; anyOf?: Schema[]; description?: string };

/**
 * The request contract of the four write routes (issue 14): one DTO per body validates it and
 * describes it in OpenAPI, with its own schema per media type; file names and internationalised
 * e-mail addresses kept as sent; every length counted in code points.
 */
describe('request contract of the write routes', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100_000, rateLimitPartnerPerMinute: 100_000 });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  const applyPath = () => `/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`;
  const spontaneousPath = () => `/v1/public/careers/${tenant.slug}/apply`;
  const contactPath = () => `/v1/public/crm/${tenant.slug}/contact-requests`;
  const one = async <T>(sql: string, params: unknown[]): Promise<T> => ((await t.db.query(sql, params)) as T[])[0];

  describe('OpenAPI request bodies', () => {
    let doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>; components: { schemas: Record<string, Schema> } };
    const resolve = (schema: Schema): Schema => (schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema);
    const bodyOf = (path: string, mediaType: string): Schema => {
      const content = doc.paths[path].post.requestBody?.content ?? {};
      expect(content[mediaType]).toBeDefined();
      return resolve(content[mediaType].schema);
    };

    beforeAll(async () => {
      doc = (await t.http.get('/openapi.json').expect(200)).body;
    });

    it.each(['/v1/public/careers/{slug}/jobs/{job_id}/apply', '/v1/public/careers/{slug}/apply'])(
      '%s: application/json and multipart/form-data each get their own schema, the file (resume, alias cv) only in multipart',
      (path) => {
        const content = doc.paths[path].post.requestBody?.content ?? {};
        expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
        for (const media of Object.values(content)) expect(media.schema.anyOf ?? (media.schema as { oneOf?: unknown }).oneOf).toBeUndefined();
        const json = bodyOf(path, 'application/json');
        const multipart = bodyOf(path, 'multipart/form-data');
        expect(json.required).toEqual(['firstName', 'lastName', 'email']);
        expect(Object.keys(json.properties ?? {})).toEqual(expect.arrayContaining(['firstName', 'email', 'resumeUrl', 'utm_source']));
        expect(json.properties?.resume).toBeUndefined();
        expect(json.properties?.cv).toBeUndefined();
        expect(multipart.properties?.resume).toMatchObject({ type: 'string', format: 'binary' });
        expect(multipart.properties?.cv).toMatchObject({ type: 'string', format: 'binary' });
        expect(multipart.properties?.firstName).toMatchObject({ type: 'string', maxLength: 100 });
        // The job's custom fields are the keys the schemas do not list: described, not forbidden.
        expect(json.additionalProperties).toMatchObject({ description: expect.stringMatching(/custom fields/) });
        expect(multipart.additionalProperties).toMatchObject({ type: 'string', description: expect.stringMatching(/custom fields/) });
      },
    );

    it('partner candidates: the JSON body has no binary cv; multipart has cv and its alias resume; "email or linkedinUrl" is stated', () => {
      const json = bodyOf('/v1/partner/candidates', 'application/json');
      const multipart = bodyOf('/v1/partner/candidates', 'multipart/form-data');
      expect(json.properties?.cv).toBeUndefined();
      expect(json.properties?.resume).toBeUndefined();
      expect(json.additionalProperties).toBe(false);
      expect(json.anyOf).toEqual([{ required: ['email'] }, { required: ['linkedinUrl'] }]);
      expect(json.description).toMatch(/email and linkedinUrl/);
      expect(json.required).toEqual(['firstName', 'lastName', 'projectId']);
      expect(multipart.properties?.cv).toMatchObject({ type: 'string', format: 'binary' });
      expect(multipart.properties?.resume).toMatchObject({ type: 'string', format: 'binary' });
    });

    it('contact requests: JSON only, additionalProperties false, the required fields', () => {
      const content = doc.paths['/v1/public/crm/{slug}/contact-requests'].post.requestBody?.content ?? {};
      expect(Object.keys(content)).toEqual(['application/json']);
      const json = bodyOf('/v1/public/crm/{slug}/contact-requests', 'application/json');
      expect(json.additionalProperties).toBe(false);
      expect(json.required).toEqual(['kind', 'firstName', 'lastName', 'email']);
      expect(json.properties?.utm_source).toMatchObject({ maxLength: 200 });
    });
  });

  describe('UTF-8 file names are stored as sent', () => {
    const cases: Array<[string, (name: string) => string]> = [
      ['filename="..." in UTF-8', (name) => `filename="${name}"`],
      ["filename*=UTF-8''... (RFC 5987)", (name) => `filename*=UTF-8''${encodeURIComponent(name)}`],
    ];

    it.each(cases)('apply (resume and its alias cv), %s', async (_label, disposition) => {
      for (const field of ['resume', 'cv']) {
        const name = `CV Zoé Müller ${field} 履歴書.pdf`;
        const boundary = unique('b');
        const email = `${unique('utf8-name')}@test.example`;
        const res = await t.http
          .post(applyPath())
          .set(KEY, tenant.keys.careers)
          .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
          .send(utf8Form(boundary, { firstName: 'Zoé', lastName: 'Müller', email }, { field, disposition: disposition(name), bytes: await uniquePdf() }))
          .expect(201);
        const row = await one<{ original_name: string; first_name: string }>(
          `SELECT d.original_name, a.first_name FROM application a JOIN document d ON d.client_id = a.client_id AND d.id = a.document_id WHERE a.client_id = $1 AND a.id = $2`,
          [tenant.clientId, res.body.data.id],
        );
        expect(row).toEqual({ original_name: name, first_name: 'Zoé' });
      }
    });

    it.each(cases)('partner candidates (cv and its alias resume), %s', async (_label, disposition) => {
      for (const field of ['cv', 'resume']) {
        const name = `CV Zoé Müller ${field}.pdf`;
        const boundary = unique('b');
        const fields = { firstName: 'Zoé', lastName: 'Müller', email: `${unique('partner-name')}@test.example`, projectId: tenant.openProject.id };
        const res = await t.http
          .post('/v1/partner/candidates')
          .set(KEY, tenant.keys.partner)
          .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
          .send(utf8Form(boundary, fields, { field, disposition: disposition(name), bytes: await uniquePdf() }))
          .expect(201);
        expect(res.body.documentId).toEqual(expect.any(String));
        const row = await one<{ original_name: string }>(`SELECT original_name FROM document WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.documentId]);
        expect(row.original_name).toBe(name);
      }
    });
  });

  describe('e-mail addresses with an internationalised domain: accepted everywhere, stored as sent', () => {
    const addresses = () => [`zoe.${unique('idn')}@exämple.fr`, `${unique('user')}@例え.jp`, `${unique('idn')}@Bücher.example`];

    it('apply (JSON and multipart) and spontaneous apply', async () => {
      for (const email of addresses()) {
        const json = await t.http.post(applyPath()).set(KEY, tenant.keys.careers).send({ firstName: 'Zoé', lastName: 'Idn', email }).expect(201);
        expect((await one<{ email: string }>(`SELECT email FROM application WHERE id = $1`, [json.body.data.id])).email).toBe(email);
        const form = await t.http.post(spontaneousPath()).set(KEY, tenant.keys.careers).field('firstName', 'Zoé').field('lastName', 'Idn').field('email', email).expect(201);
        expect((await one<{ email: string }>(`SELECT email FROM application WHERE id = $1`, [form.body.data.id])).email).toBe(email);
        const person = await one<{ email: string }>(`SELECT p.email FROM application a JOIN person p ON p.id = a.person_id WHERE a.id = $1`, [json.body.data.id]);
        expect(person.email).toBe(email);
      }
    });

    it('contact requests', async () => {
      for (const email of addresses()) {
        const res = await t.http.post(contactPath()).set(KEY, tenant.keys.contacts).send({ kind: 'individual', firstName: 'Zoé', lastName: 'Idn', email }).expect(201);
        expect((await one<{ email: string }>(`SELECT email FROM contact_request WHERE id = $1`, [res.body.data.id])).email).toBe(email);
        expect((await one<{ email: string }>(`SELECT email FROM person WHERE id = $1`, [res.body.data.personId])).email).toBe(email);
      }
    });

    it('partner candidates', async () => {
      for (const email of addresses()) {
        const res = await t.http.post('/v1/partner/candidates').set(KEY, tenant.keys.partner).send({ firstName: 'Zoé', lastName: 'Idn', email, projectId: tenant.openProject.id }).expect(201);
        expect((await one<{ email: string }>(`SELECT email FROM person WHERE id = $1`, [res.body.personId])).email).toBe(email);
      }
    });

    it.each(['zoe@exämple', 'zoe@ex ämple.fr', 'zoe@-exämple.fr', 'zoe@exämple..fr'])('refuses %j with 400 validation_error email on every brick', async (email) => {
      const answers = await Promise.all([
        t.http.post(applyPath()).set(KEY, tenant.keys.careers).send({ firstName: 'A', lastName: 'B', email }),
        t.http.post(contactPath()).set(KEY, tenant.keys.contacts).send({ kind: 'individual', firstName: 'A', lastName: 'B', email }),
        t.http.post('/v1/partner/candidates').set(KEY, tenant.keys.partner).send({ firstName: 'A', lastName: 'B', email, projectId: tenant.openProject.id }),
      ]);
      for (const res of answers) expect({ status: res.status, error: res.body.error }).toEqual({ status: 400, error: { code: 'validation_error', message: expect.any(String), field: 'email' } });
    });
  });

  describe('utm_* lengths in code points on every brick that takes them (an emoji is one character)', () => {
    const emoji = (n: number) => '😀'.repeat(n);

    it('apply: 200 emoji accepted and stored, 201 refused naming the field (JSON and multipart)', async () => {
      const ok = await t.http.post(applyPath()).set(KEY, tenant.keys.careers).send({ firstName: 'A', lastName: 'B', email: `${unique('utm')}@test.example`, utm_campaign: emoji(200) }).expect(201);
      expect((await one<{ utm_campaign: string }>(`SELECT utm_campaign FROM application WHERE id = $1`, [ok.body.data.id])).utm_campaign).toBe(emoji(200));
      const json = await t.http.post(applyPath()).set(KEY, tenant.keys.careers).send({ firstName: 'A', lastName: 'B', email: `${unique('utm')}@test.example`, utm_campaign: emoji(201) }).expect(400);
      expect(json.body.error).toEqual({ code: 'validation_error', message: expect.any(String), field: 'utm_campaign' });
      await t.http.post(spontaneousPath()).set(KEY, tenant.keys.careers).field('firstName', 'A').field('lastName', 'B').field('email', `${unique('utm')}@test.example`).field('utm_source', emoji(200)).expect(201);
      const form = await t.http.post(spontaneousPath()).set(KEY, tenant.keys.careers).field('firstName', 'A').field('lastName', 'B').field('email', `${unique('utm')}@test.example`).field('utm_source', emoji(201)).expect(400);
      expect(form.body.error).toMatchObject({ code: 'validation_error', field: 'utm_source' });
    });

    it('contact requests: 200 emoji accepted, 201 refused naming the field', async () => {
      const body = (utm_term: string) => ({ kind: 'individual', firstName: 'A', lastName: 'B', email: `${unique('utm')}@test.example`, utm_term });
      await t.http.post(contactPath()).set(KEY, tenant.keys.contacts).send(body(emoji(200))).expect(201);
      const res = await t.http.post(contactPath()).set(KEY, tenant.keys.contacts).send(body(emoji(201))).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'utm_term' });
    });
  });
});
