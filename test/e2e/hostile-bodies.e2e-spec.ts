import { randomBytes } from 'node:crypto';
import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { fieldPart, filePart, MULTIPART_CONTENT_TYPE, multipartBody, RawPart, TEST_BOUNDARY } from '../support/multipart';
import { rowCounts } from '../support/stored';

const KEY_HEADER = 'X-Service-Public-Key';

function pdf(): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${randomBytes(6).toString('hex')}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');
}

const email = (): string => `hostile-${randomBytes(5).toString('hex')}@example.com`;

/**
 * Bodies a careless or hostile client sends that the readers used to let through: file parts whose
 * headers busboy cannot read (dropped silently, answered 201 without the file), keys named like
 * Object.prototype's members (dropped by a plain object, answered 201), names made of zero-width
 * characters only (taken for non-blank). Each is refused with its documented code and stores nothing.
 */
describe('hostile bodies', () => {
  let t: TestApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createTestApp({ rateLimitPublicPerMinute: 100000, rateLimitPartnerPerMinute: 100000 });
    tenant = await createTenant(t.app);
  });
  afterAll(() => t.close());

  interface Endpoint {
    name: string;
    path: () => string;
    key: () => string;
    fields: () => Record<string, string>;
    fileField: string;
  }
  const endpoints: Endpoint[] = [
    { name: 'job apply', path: () => `/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`, key: () => tenant.keys.careers, fields: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email() }), fileField: 'resume' },
    { name: 'spontaneous apply', path: () => `/v1/public/careers/${tenant.slug}/apply`, key: () => tenant.keys.careers, fields: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email() }), fileField: 'cv' },
    { name: 'partner candidate', path: () => '/v1/partner/candidates', key: () => tenant.keys.partner, fields: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email(), projectId: tenant.openProject.id }), fileField: 'cv' },
  ];

  const sendParts = (endpoint: Endpoint, parts: RawPart[], options: { close?: boolean } = {}) =>
    t.http.post(endpoint.path()).set(KEY_HEADER, endpoint.key()).set('Content-Type', MULTIPART_CONTENT_TYPE).send(multipartBody(TEST_BOUNDARY, parts, options));
  const textParts = (fields: Record<string, string>): RawPart[] => Object.entries(fields).map(([name, value]) => fieldPart(name, value));

  /** File parts that busboy (or multer) used to drop without a word. `field`: the field the error names. */
  const unreadableFileParts = (fileField: string): Array<{ case: string; part: RawPart; field: string | undefined }> => [
    { case: 'an attachment disposition', part: { headers: [`Content-Disposition: attachment; name="${fileField}"; filename="cv.pdf"`, 'Content-Type: application/pdf'], body: pdf() }, field: fileField },
    { case: 'an unterminated quote', part: { headers: [`Content-Disposition: form-data; name="${fileField}"; filename="cv.pdf`, 'Content-Type: application/pdf'], body: pdf() }, field: fileField },
    { case: 'a CR LF in the file name', part: { headers: [`Content-Disposition: form-data; name="${fileField}"; filename="c`, 'v.pdf"', 'Content-Type: application/pdf'], body: pdf() }, field: fileField },
    { case: 'no Content-Disposition', part: { headers: ['Content-Type: application/pdf'], body: pdf() }, field: undefined },
    { case: 'a Content-Disposition without a name', part: { headers: ['Content-Disposition: form-data; filename="cv.pdf"', 'Content-Type: application/pdf'], body: pdf() }, field: undefined },
    { case: 'an empty Content-Disposition', part: { headers: ['Content-Disposition: ', 'Content-Type: application/pdf'], body: pdf() }, field: undefined },
    { case: 'garbage after the name', part: { headers: [`Content-Disposition: form-data; name="${fileField}" filename="cv.pdf"`, 'Content-Type: application/pdf'], body: pdf() }, field: fileField },
    { case: 'a file name of nothing, with content', part: { headers: [`Content-Disposition: form-data; name="${fileField}"; filename=""`, 'Content-Type: application/pdf'], body: pdf() }, field: fileField },
    { case: 'an octet-stream part without a file name', part: { headers: [`Content-Disposition: form-data; name="${fileField}"`, 'Content-Type: application/octet-stream'], body: pdf() }, field: fileField },
  ];

  describe.each(endpoints)('malformed file parts on $name', (endpoint) => {
    it.each(unreadableFileParts(endpoint.fileField).map((c) => [c.case, c] as const))('refuses %s with 400 validation_error and stores nothing', async (_case, c) => {
      const before = await rowCounts(t.db, tenant.clientId);
      const res = await sendParts(endpoint, [...textParts(endpoint.fields()), c.part]).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', message: expect.any(String) });
      expect(res.body.error.field).toBe(c.field);
      expect(await rowCounts(t.db, tenant.clientId)).toEqual(before);
    });

    it('refuses a file in an unexpected field even with an empty file name', async () => {
      const res = await sendParts(endpoint, [...textParts(endpoint.fields()), { headers: ['Content-Disposition: form-data; name="photo"; filename=""', 'Content-Type: application/pdf'], body: pdf() }]).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: 'photo' });
    });

    it('takes an empty file input (empty name, no bytes: what a browser sends) as no file', async () => {
      const res = await sendParts(endpoint, [...textParts(endpoint.fields()), { headers: [`Content-Disposition: form-data; name="${endpoint.fileField}"; filename=""`, 'Content-Type: application/octet-stream'], body: '' }]);
      expect(res.status).toBe(201);
    });

    it('still reads well-formed parts written in other legal ways (token values, spacing, header case)', async () => {
      const parts: RawPart[] = [
        { headers: ['content-disposition: form-data;name=firstName'], body: 'Ada' },
        { headers: ['CONTENT-DISPOSITION:   FORM-DATA ;  name="lastName"  '], body: 'Lovelace' },
        ...Object.entries(endpoint.fields()).filter(([name]) => name !== 'firstName' && name !== 'lastName').map(([name, value]) => fieldPart(name, value)),
        { headers: [`Content-Disposition: form-data; name="${endpoint.fileField}"; filename*=UTF-8''cv%20%C3%A9t%C3%A9.pdf`, 'Content-Type: application/pdf'], body: pdf() },
      ];
      const res = await sendParts(endpoint, parts);
      expect(res.status).toBe(201);
      const documents = await t.db.query(`SELECT count(*)::int AS n FROM document WHERE client_id = $1 AND original_name = $2`, [tenant.clientId, 'cv été.pdf']);
      expect(documents[0].n).toBeGreaterThan(0);
    });

    it('refuses a body that ends without its closing boundary with 400', async () => {
      const res = await sendParts(endpoint, [...textParts(endpoint.fields()), filePart(endpoint.fileField, 'cv.pdf', pdf())], { close: false }).expect(400);
      expect(res.body.error.code).toBe('validation_error');
    });
  });

  describe.each(endpoints)('keys named like members of Object.prototype on $name', (endpoint) => {
    it.each(['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', '__defineGetter__'])(
      'refuses a multipart field named %s with 400 naming it, and stores nothing',
      async (name) => {
        const before = await rowCounts(t.db, tenant.clientId);
        const res = await sendParts(endpoint, textParts({ ...endpoint.fields(), [name]: 'x' })).expect(400);
        expect(res.body.error).toMatchObject({ code: 'validation_error', field: name });
        expect(await rowCounts(t.db, tenant.clientId)).toEqual(before);
      },
    );

    it.each(['__proto__', 'constructor', 'prototype'])('refuses a JSON key named %s with 400 naming it', async (name) => {
      const body = `{${Object.entries(endpoint.fields()).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')},${JSON.stringify(name)}:{"isAdmin":true}}`;
      const res = await t.http.post(endpoint.path()).set(KEY_HEADER, endpoint.key()).set('Content-Type', 'application/json').send(body).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', field: name });
    });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses a contact-request key named %s with 400 naming it', async (name) => {
    const body = `{"kind":"individual","firstName":"Ada","lastName":"Lovelace","email":"${email()}",${JSON.stringify(name)}:{"isAdmin":true}}`;
    const res = await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set(KEY_HEADER, tenant.keys.contacts).set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', field: name });
  });

  describe('names made of invisible characters only', () => {
    const invisible = ['\u200B', '\u200C\u200D', '\u2060', '\uFEFF\u200B', '\u00AD', '\u034F', '\u180E', '\u200B \u200D\t', '\u{E0020}\u{E0041}'];

    it.each(invisible.map((value) => [JSON.stringify(value), value]))('is a missing firstName (422) on apply, contact and partner: %s', async (_label, value) => {
      const before = await rowCounts(t.db, tenant.clientId);
      for (const endpoint of endpoints) {
        const res = await t.http.post(endpoint.path()).set(KEY_HEADER, endpoint.key()).send({ ...endpoint.fields(), firstName: value }).expect(422);
        expect(res.body.error).toMatchObject({ code: 'missing_required_field', field: 'firstName' });
      }
      const contact = await t.http
        .post(`/v1/public/crm/${tenant.slug}/contact-requests`)
        .set(KEY_HEADER, tenant.keys.contacts)
        .send({ kind: 'individual', firstName: 'Ada', lastName: value, email: email() })
        .expect(422);
      expect(contact.body.error).toMatchObject({ code: 'missing_required_field', field: 'lastName' });
      expect(await rowCounts(t.db, tenant.clientId)).toEqual(before);
    });

    it('keeps zero-width characters inside a real name as typed (joiners in emoji and scripts)', async () => {
      const name = 'Ro\u200Dya 👩\u200D💻';
      const res = await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set(KEY_HEADER, tenant.keys.contacts).send({ kind: 'individual', firstName: name, lastName: 'Ahmadi', email: email() }).expect(201);
      const [row] = await t.db.query(`SELECT first_name FROM contact_request WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.data.id]);
      expect(row.first_name).toBe(name);
    });
  });
});
