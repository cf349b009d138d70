import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import { formatKey } from '../../src/common/auth/api-key-format';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { answerOf, Attempt, CampaignResult, runCampaign } from '../support/campaign';
import { createTenant, TestTenant } from '../support/factories';
import { createHostileApp, expectNoLeak, HostileApp } from '../support/hostile-app';
import { fieldPart, filePart, multipartBody, RawPart } from '../support/multipart';
import { parseRawResponse, rawExchange } from '../support/raw-http';

const KEY_HEADER = 'X-Service-Public-Key';
const MB10 = 10 * 1024 * 1024;

/** A PDF (by its magic bytes) of exactly `size` bytes: a header, padding in a comment, an end. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n%`, 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}
const smallPdf = (): Buffer => pdfOfSize(300);

/**
 * Hostile and careless input, category by category, against the real app: each input is counted,
 * must get no 5xx, the error envelope, the documented status and code, and leave nothing stored.
 * The figures per category go to $RELIABILITY_REPORT (`bad-input:<category>`).
 */
describe('bad input', () => {
  let t: HostileApp;
  let tenant: TestTenant;
  const results: CampaignResult[] = [];

  beforeAll(async () => {
    t = await createHostileApp();
    tenant = await createTenant(t.app);
    t.watch.addTenant(tenant);
  });
  afterAll(async () => {
    expectNoLeak(t);
    await t.close();
  });

  const email = (): string => {
    const address = `bad-${randomBytes(5).toString('hex')}@example.com`;
    t.watch.add(address);
    return address;
  };

  async function campaign(category: string, attempts: Attempt[]): Promise<void> {
    const result = await runCampaign(category, t.db, tenant.clientId, attempts);
    results.push(result);
    expect(result.mismatches).toEqual([]);
    expect(result.tried).toBe(attempts.length);
  }

  /** The three endpoints that take a resume file, their file fields, and their code for a refused type. */
  const fileEndpoints = () => [
    { name: 'job apply', path: `/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`, key: tenant.keys.careers, fields: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email() }), fileFields: ['resume', 'cv'], typeCode: 'validation_error' },
    { name: 'spontaneous apply', path: `/v1/public/careers/${tenant.slug}/apply`, key: tenant.keys.careers, fields: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email() }), fileFields: ['resume', 'cv'], typeCode: 'validation_error' },
    { name: 'partner', path: '/v1/partner/candidates', key: tenant.keys.partner, fields: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email(), projectId: tenant.openProject.id }), fileFields: ['cv', 'resume'], typeCode: 'unsupported_file_type' },
  ];
  type FileEndpoint = ReturnType<typeof fileEndpoints>[number];

  const sendMultipart = async (endpoint: FileEndpoint, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    answerOf(await t.http.post(endpoint.path).set(KEY_HEADER, endpoint.key).set('Content-Type', contentType).send(body));
  const BOUNDARY = '----bad-input-boundary';
  const form = (parts: RawPart[], options: { close?: boolean } = {}) => multipartBody(BOUNDARY, parts, options);
  const textParts = (fields: Record<string, string>) => Object.entries(fields).map(([name, value]) => fieldPart(name, value));

  it('sizes: a resume of exactly 10 MB is taken and one of 10 MB + 1 byte is 413, on every endpoint and file field', async () => {
    const attempts: Attempt[] = [];
    for (const endpoint of fileEndpoints()) {
      for (const field of endpoint.fileFields) {
        attempts.push({
          name: `${endpoint.name} ${field} 10 MB + 1`,
          send: () => sendMultipart(endpoint, form([...textParts(endpoint.fields()), filePart(field, 'big.pdf', pdfOfSize(MB10 + 1))])),
          expect: { status: 413, code: 'payload_too_large', field },
        });
      }
    }
    await campaign('sizes-over', attempts);

    let taken = 0;
    for (const endpoint of fileEndpoints()) {
      for (const field of endpoint.fileFields) {
        const res = await t.http.post(endpoint.path).set(KEY_HEADER, endpoint.key).set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`).send(form([...textParts(endpoint.fields()), filePart(field, 'exact.pdf', pdfOfSize(MB10))]));
        expect({ endpoint: endpoint.name, field, status: res.status }).toEqual({ endpoint: endpoint.name, field, status: 201 });
        taken += 1;
      }
    }
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM document WHERE client_id = $1 AND size_bytes = $2`, [tenant.clientId, MB10]);
    expect(n).toBe(taken);
  });

  it('multipart abuse: too many parts, huge headers, nested names, duplicates, broken boundaries', async () => {
    const attempts: Attempt[] = [];
    for (const endpoint of fileEndpoints()) {
      const fields = endpoint.fields;
      const add = (name: string, body: () => Buffer, expected: Attempt['expect'], contentType?: string) =>
        attempts.push({ name: `${endpoint.name}: ${name}`, send: () => sendMultipart(endpoint, body(), contentType), expect: expected });
      const invalid = (field?: string | null): Attempt['expect'] => ({ status: 400, code: 'validation_error', ...(field !== undefined ? { field } : {}) });

      add('200 text parts', () => form([...textParts(fields()), ...Array.from({ length: 200 }, (_, i) => fieldPart(`f${i}`, 'x'))]), invalid());
      add('200 empty parts without headers', () => form([...textParts(fields()), ...Array.from({ length: 200 }, () => ({ headers: [], body: '' }))]), invalid());
      add('a part header of 20 KB', () => form([...textParts(fields()), { headers: ['Content-Disposition: form-data; name="motivationText"', `X-Padding: ${'a'.repeat(20_000)}`], body: 'hi' }]), invalid());
      add('30 extra header lines in a part (read, ignored)', () => {
        const [first, ...rest] = textParts(fields());
        return form([{ headers: [...Array.from({ length: 30 }, (_, i) => `X-H${i}: v`), ...first.headers], body: first.body }, ...rest]);
      }, { status: 201 });
      add('a field name of 300 characters', () => form([...textParts(fields()), fieldPart('n'.repeat(300), 'x')]), invalid());
      add('a text value of 200 KB', () => form([...textParts(fields()), fieldPart('lastName', 'x'.repeat(200_000))]), invalid('lastName'));
      for (const nested of ['firstName[]', 'firstName[0]', 'a[b][c]', 'email[__proto__]', '[]']) {
        add(`a nested name ${nested}`, () => form([...textParts(fields()), fieldPart(nested, 'x')]), invalid());
      }
      add('a field sent twice', () => form([...textParts(fields()), fieldPart('email', email())]), invalid('email'));
      add('two files', () => form([...textParts(fields()), filePart(endpoint.fileFields[0], 'a.pdf', smallPdf()), filePart(endpoint.fileFields[1], 'b.pdf', smallPdf())]), invalid(endpoint.fileFields[1]));
      add('a file in an unexpected field', () => form([...textParts(fields()), filePart('photo', 'a.pdf', smallPdf())]), invalid('photo'));
      add('an empty boundary parameter', () => form(textParts(fields())), invalid(), 'multipart/form-data; boundary=');
      add('no boundary parameter', () => form(textParts(fields())), invalid(), 'multipart/form-data');
      add('a boundary the body does not use', () => form(textParts(fields())), invalid(), 'multipart/form-data; boundary=another-one');
      add('no closing boundary', () => form([...textParts(fields()), filePart(endpoint.fileFields[0], 'cv.pdf', smallPdf())], { close: false }), invalid());
      add('a body cut inside a part header', () => Buffer.concat([form(textParts(fields()), { close: false }), Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)]), invalid());
      add('garbage after a boundary', () => Buffer.from(`--${BOUNDARY}garbage\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda\r\n--${BOUNDARY}--\r\n`), invalid());
      add('a body that is not multipart at all', () => Buffer.from('{"firstName":"Ada"}'), invalid());
      add('a NUL in a field name', () => form([...textParts(fields()), fieldPart('na\u0000me', 'x')]), invalid());
      add('a field name with a quote escaped', () => form([...textParts(fields()), { headers: ['Content-Disposition: form-data; name="a\\"b"'], body: 'x' }]), invalid('a"b'));
      add('only the closing boundary', () => Buffer.from(`--${BOUNDARY}--\r\n`), { status: 422, code: 'missing_required_field', field: 'firstName' });
    }
    await campaign('multipart-abuse', attempts);
  });

  it('type spoofing: the type is the bytes\', whatever the name and declared type says', async () => {
    const zip = new JSZip();
    zip.file('a.txt', 'hello');
    const plainZip = await zip.generateAsync({ type: 'nodebuffer' });
    const exe = Buffer.alloc(512, 0);
    exe.write('MZ', 0, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    exe.write('PE\0\0', 0x80, 'latin1');
    const refused: Array<[string, Buffer, string]> = [
      ['a Windows executable named cv.pdf', exe, 'cv.pdf'],
      ['an ELF binary named cv.pdf', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]), 'cv.pdf'],
      ['a plain zip named cv.pdf', plainZip, 'cv.pdf'],
      ['a plain zip named cv.docx', plainZip, 'cv.docx'],
      ['an HTML page named cv.pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'cv.pdf'],
      ['an SVG with a script named cv.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'cv.png'],
      ['a shell script named cv.pdf', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'cv.pdf'],
      ['HTML with a PDF header further down', Buffer.from('<html><body>x</body></html>\n%PDF-1.4\n%%EOF\n'), 'cv.pdf'],
      ['a gzip named cv.doc', Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]), 'cv.doc'],
      ['plain text named cv.docx', Buffer.from('Curriculum vitae\nAda Lovelace\n'), 'cv.docx'],
      ['an empty file named cv.pdf', Buffer.alloc(0), 'cv.pdf'],
    ];
    const attempts: Attempt[] = [];
    for (const endpoint of fileEndpoints()) {
      for (const [name, bytes, filename] of refused) {
        const field = endpoint.fileFields[0];
        attempts.push({
          name: `${endpoint.name}: ${name}`,
          send: () => sendMultipart(endpoint, form([...textParts(endpoint.fields()), filePart(field, filename, bytes, 'application/pdf')])),
          expect: { status: 400, code: endpoint.typeCode, field },
        });
      }
    }
    await campaign('type-spoofing', attempts);

    // Polyglots and lying declarations are taken as what their bytes are, and stored with that type.
    const gifScript = Buffer.concat([Buffer.from('GIF89a/*', 'latin1'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from('*/=alert(1);', 'latin1'), Buffer.from([0x3b])]);
    const pdfZip = Buffer.concat([smallPdf(), plainZip]);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const taken: Array<[string, Buffer, string, string]> = [
      ['a GIF/JavaScript polyglot declared as HTML', gifScript, 'cv.html', 'image/gif'],
      ['a PDF with a zip appended', pdfZip, 'cv.zip', 'application/pdf'],
      ['PNG bytes declared application/pdf and named .pdf', png, 'cv.pdf', 'image/png'],
    ];
    let accepted = 0;
    for (const endpoint of fileEndpoints()) {
      for (const [name, bytes, filename, mime] of taken) {
        const res = await t.http.post(endpoint.path).set(KEY_HEADER, endpoint.key).set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`).send(form([...textParts(endpoint.fields()), filePart(endpoint.fileFields[0], filename, bytes, 'text/html')]));
        expect({ name, status: res.status }).toEqual({ name, status: 201 });
        const [doc] = await t.db.query(`SELECT mime_type FROM document WHERE client_id = $1 AND sha256 = sha256($2::bytea)`, [tenant.clientId, bytes]);
        expect({ name, mime: doc?.mime_type }).toEqual({ name, mime });
        accepted += 1;
      }
    }
    expect(accepted).toBe(9);
  });

  it('JSON abuse: nesting, huge numbers, duplicate and prototype keys, non-object bodies, charsets', async () => {
    const jsonEndpoints = [
      { name: 'job apply', path: `/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`, key: tenant.keys.careers, valid: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email() }) },
      { name: 'contact', path: `/v1/public/crm/${tenant.slug}/contact-requests`, key: tenant.keys.contacts, valid: () => ({ kind: 'individual', firstName: 'Ada', lastName: 'Lovelace', email: email() }) },
      { name: 'partner', path: '/v1/partner/candidates', key: tenant.keys.partner, valid: () => ({ firstName: 'Ada', lastName: 'Lovelace', email: email(), projectId: tenant.openProject.id }) },
    ];
    const attempts: Attempt[] = [];
    for (const endpoint of jsonEndpoints) {
      const raw = (name: string, body: () => string | Buffer, expected: Attempt['expect'], contentType = 'application/json') =>
        attempts.push({ name: `${endpoint.name}: ${name}`, send: async () => answerOf(await t.http.post(endpoint.path).set(KEY_HEADER, endpoint.key).set('Content-Type', contentType).send(body())), expect: expected });
      const withField = (key: string, valueJson: string) => () => {
        const valid = JSON.stringify(endpoint.valid());
        return `${valid.slice(0, -1)},${JSON.stringify(key)}:${valueJson}}`;
      };
      const invalid = (field?: string | null): Attempt['expect'] => ({ status: 400, code: 'validation_error', ...(field !== undefined ? { field } : {}) });

      raw('firstName nested 5,000 arrays deep', withField('firstName', `${'['.repeat(5000)}${']'.repeat(5000)}`), invalid('firstName'));
      raw('lastName an object nested 2,000 deep', withField('lastName', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`), invalid('lastName'));
      raw('firstName 1e999', withField('firstName', '1e999'), invalid('firstName'));
      raw('lastName a 400-digit number', withField('lastName', '9'.repeat(400)), invalid('lastName'));
      raw('email -0', withField('email', '-0'), invalid('email'));
      raw('lastName true', withField('lastName', 'true'), invalid('lastName'));
      for (const key of ['__proto__', 'constructor', 'prototype']) raw(`a ${key} key holding an object`, withField(key, '{"isAdmin":true,"polluted":1}'), invalid(key));
      raw('an unknown key with a NUL', withField('a\u0000b', '"x"'), invalid('a\u0000b'));
      raw('10,000 unknown keys', () => JSON.stringify({ ...endpoint.valid(), ...Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])) }), invalid());
      for (const [name, body] of [['an array', '[]'], ['an array of the object', `[${JSON.stringify(endpoint.valid())}]`], ['a string', '"x"'], ['a number', '42'], ['null', 'null'], ['true', 'true']] as const) {
        raw(`a body that is ${name}`, () => body, invalid());
      }
      raw('malformed JSON', () => '{"firstName":', invalid());
      raw('JSON with a trailing comma', () => '{"firstName":"Ada",}', invalid());
      raw('a JSON body over 1 MB', () => JSON.stringify({ ...endpoint.valid(), firstName: 'x'.repeat(1024 * 1024) }), { status: 413, code: 'payload_too_large' });
      raw('a latin1 charset', () => Buffer.from(JSON.stringify(endpoint.valid()), 'latin1'), { status: 415, code: 'unsupported_media_type' }, 'application/json; charset=latin1');
      raw('UTF-8 bytes declared UTF-16 (decoded as UTF-16: not JSON)', () => JSON.stringify(endpoint.valid()), invalid(), 'application/json; charset=utf-16');
      raw('an unknown charset', () => JSON.stringify(endpoint.valid()), { status: 415, code: 'unsupported_media_type' }, 'application/json; charset=klingon');
      raw('JSON sent as text/plain', () => JSON.stringify(endpoint.valid()), { status: 415, code: 'unsupported_media_type' }, 'text/plain');
      raw('JSON sent form-encoded', () => 'firstName=Ada&lastName=Lovelace', { status: 415, code: 'unsupported_media_type' }, 'application/x-www-form-urlencoded');
      raw('an empty JSON body', () => '', { status: 422, code: 'missing_required_field' });
    }
    await campaign('json-abuse', attempts);

    // Duplicate keys: JSON.parse keeps the last one; what is stored is exactly that value.
    const first = email();
    const last = email();
    const res = await t.http.post(`/v1/public/crm/${tenant.slug}/contact-requests`).set(KEY_HEADER, tenant.keys.contacts).set('Content-Type', 'application/json')
      .send(`{"kind":"individual","firstName":"Dup","lastName":"Keys","email":${JSON.stringify(first)},"email":${JSON.stringify(last)}}`).expect(201);
    const [row] = await t.db.query(`SELECT email FROM contact_request WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.data.id]);
    expect(row.email).toBe(last);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('key header variants: only the X-Service-Public-Key header opens, in any case and with surrounding spaces', async () => {
    const key = tenant.keys.partner;
    const revoked = await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.PartnerProjectsRead]);
    await t.app.get(ApiKeysService).revoke(revoked.id);
    t.watch.addKey(revoked.key);
    const unknown = formatKey('U'.repeat(12), 'V'.repeat(32));
    t.watch.addKey(unknown);
    const get = (headers: Record<string, string>, path = '/v1/partner/projects') => async () => {
      let req = t.http.get(path);
      for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
      return answerOf(await req);
    };
    const raw = (lines: string[], path = '/v1/partner/projects') => async () => {
      const head = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${lines.map((l) => `${l}\r\n`).join('')}\r\n`;
      const exchange = await rawExchange(t.port, [head], 5000);
      const response = parseRawResponse(exchange.received);
      return { status: response?.status ?? 0, body: response ? JSON.parse(response.body || 'null') : null };
    };
    const ok: Attempt['expect'] = { status: 200 };
    const unauthorized: Attempt['expect'] = { status: 401, code: 'unauthorized', field: null };
    const attempts: Attempt[] = [
      { name: 'canonical header', send: get({ [KEY_HEADER]: key }), expect: ok },
      { name: 'lower-case header name', send: raw([`x-service-public-key: ${key}`]), expect: ok },
      { name: 'upper-case header name', send: raw([`X-SERVICE-PUBLIC-KEY: ${key}`]), expect: ok },
      { name: 'spaces and a tab around the value', send: raw([`X-Service-Public-Key:   ${key} \t`]), expect: ok },
      { name: 'the header twice, the same key', send: raw([`X-Service-Public-Key: ${key}`, `X-Service-Public-Key: ${key}`]), expect: unauthorized },
      { name: 'the header twice, two keys', send: raw([`X-Service-Public-Key: ${key}`, `X-Service-Public-Key: ${tenant.keys.careers}`]), expect: unauthorized },
      { name: 'two keys in one header, comma-separated', send: get({ [KEY_HEADER]: `${key}, ${tenant.keys.careers}` }), expect: unauthorized },
      { name: 'a space inside the key', send: get({ [KEY_HEADER]: `${key.slice(0, 20)} ${key.slice(20)}` }), expect: unauthorized },
      { name: 'an empty header', send: raw(['X-Service-Public-Key:']), expect: unauthorized },
      { name: 'the key in the query string', send: get({}, `/v1/partner/projects?X-Service-Public-Key=${encodeURIComponent(key)}`), expect: unauthorized },
      { name: 'the key in the query string as key=', send: get({}, `/v1/partner/projects?key=${key}&api_key=${key}`), expect: unauthorized },
      { name: 'the key as a Bearer token', send: get({ Authorization: `Bearer ${key}` }), expect: unauthorized },
      { name: 'the key in X-Api-Key', send: get({ 'X-Api-Key': key }), expect: unauthorized },
      { name: 'the key in a cookie', send: get({ Cookie: `X-Service-Public-Key=${key}` }), expect: unauthorized },
      { name: 'the key lower-cased', send: get({ [KEY_HEADER]: key.toLowerCase() }), expect: unauthorized },
      { name: 'the key upper-cased', send: get({ [KEY_HEADER]: key.toUpperCase() }), expect: unauthorized },
      { name: 'the key truncated by one character', send: get({ [KEY_HEADER]: key.slice(0, -1) }), expect: unauthorized },
      { name: 'the key with one more character', send: get({ [KEY_HEADER]: `${key}x` }), expect: unauthorized },
      { name: 'the key with its checksum altered', send: get({ [KEY_HEADER]: `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` }), expect: unauthorized },
      { name: 'the key with its secret altered', send: get({ [KEY_HEADER]: `${key.slice(0, 20)}${key[20] === 'a' ? 'b' : 'a'}${key.slice(21)}` }), expect: unauthorized },
      { name: 'a revoked key', send: get({ [KEY_HEADER]: revoked.key }), expect: unauthorized },
      { name: 'an unknown well-formed key', send: get({ [KEY_HEADER]: unknown }), expect: unauthorized },
      { name: 'a key of 10 KB', send: get({ [KEY_HEADER]: `rk_${'a'.repeat(10_000)}` }), expect: unauthorized },
      { name: 'a key in the path instead', send: get({}, `/v1/partner/projects/${key}`), expect: { status: 404, code: 'not_found' } },
      { name: 'a key with a control character (refused by the HTTP parser)', send: raw([`X-Service-Public-Key: ${key.slice(0, 10)}\u0001${key.slice(10)}`]), expect: { status: 400, code: 'malformed_request' } },
    ];
    await campaign('key-variants', attempts);
  });
});
