import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { FEED_HEAD, FEED_TAIL, FeedJob, jobXml, stripInvalidXmlChars, valueText } from '../../src/modules/feed/feed-xml';
import { answerOf } from '../support/campaign';
import { reportFigures } from '../support/faults';
import { createTenant, TestTenant } from '../support/factories';
import { createHostileApp, expectNoLeak, HostileApp } from '../support/hostile-app';
import { fieldPart, multipartBody } from '../support/multipart';

const KEY_HEADER = 'X-Service-Public-Key';
/** Runs per property: enough to meet control characters, surrogates, RTL and emoji every run; bounded for CI. */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 30);

/** Any UTF-16 code unit (lone surrogates included), or any code point, or the characters that break XML and JSON naively. */
const anyChar = fc.oneof(
  fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\r', '\n', '\t', ']]>', '<', '&', '"', "'", '\u202e', '\u200f', '\u05d0', '\u0627', '😀', '👩\u200d💻', '\ufeff', '\ufffe', '\uffff', '\ud800', '\udfff', '%00', '${x}', '__proto__'),
);
const anyText = (maxLength: number) => fc.array(anyChar, { maxLength }).map((chars) => chars.join(''));

/**
 * Text an endpoint must take and store as sent (after trimming white space): any code point but
 * NUL and lone surrogates (refused: PostgreSQL cannot store them as entered), with at least one
 * letter or digit so that it is not blank.
 */
const storableText = (maxLength: number) =>
  fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        fc.constantFrom('\u0001', '\u001f', '\r\n', '\t', '\u202e', '\u05d0\u05d1', 'مرحبا', '😀', '👩\u200d💻', 'é', 'ß', ' ', '\u200b'),
      ),
      { minLength: 1, maxLength },
    )
    .map((chars) => chars.join('').replace(/\u0000/g, ''))
    .filter((text) => /[\p{L}\p{N}]/u.test(text) && [...text].length <= maxLength);

/**
 * Property-based tests over every endpoint's body and over the feed writer: arbitrary objects and
 * strings (control characters, surrogates, RTL, emoji, long text) never give a 5xx, always the
 * envelope on an error, a 2xx only for a valid body, and what is stored is what was sent.
 */
describe('properties', () => {
  let t: HostileApp;
  let tenant: TestTenant;
  let sequence = 0;
  const tried: Record<string, number> = {};

  beforeAll(async () => {
    t = await createHostileApp();
    tenant = await createTenant(t.app);
    t.watch.addTenant(tenant);
  });
  afterAll(async () => {
    reportFigures('properties', { runsPerProperty: RUNS, tried });
    expectNoLeak(t);
    await t.close();
  });

  const count = (name: string) => (tried[name] = (tried[name] ?? 0) + 1);
  /** A fresh, well-formed e-mail for every run (no replay, no quarantine across runs). */
  const uniqueEmail = () => {
    sequence += 1;
    const address = `prop${sequence}-${randomBytes(3).toString('hex')}@properties.example`;
    t.watch.add(address);
    return address;
  };

  function expectEnvelopeOrSuccess(status: number, body: unknown): void {
    expect(status).toBeLessThan(500);
    if (status >= 400) expect(body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  }

  const endpoints = () => ({
    apply: { path: `/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`, key: tenant.keys.careers },
    spontaneous: { path: `/v1/public/careers/${tenant.slug}/apply`, key: tenant.keys.careers },
    contact: { path: `/v1/public/crm/${tenant.slug}/contact-requests`, key: tenant.keys.contacts },
    partner: { path: '/v1/partner/candidates', key: tenant.keys.partner },
  });

  /** An arbitrary JSON object: documented keys and any others, any JSON values. */
  const arbitraryObject = (documented: string[]) =>
    fc.dictionary(fc.oneof(fc.constantFrom(...documented), anyText(12)), fc.oneof(anyText(40), fc.jsonValue({ maxDepth: 3 })), { maxKeys: 8 });

  it('arbitrary JSON objects on every endpoint: never a 5xx, the envelope on errors, never a 2xx without the required fields', async () => {
    const documented: Record<keyof ReturnType<typeof endpoints>, string[]> = {
      apply: ['firstName', 'lastName', 'email', 'phoneNumber', 'linkedin', 'motivationText', 'resumeUrl', 'utm_source'],
      spontaneous: ['firstName', 'lastName', 'email', 'motivationText'],
      contact: ['kind', 'firstName', 'lastName', 'email', 'companyName', 'phone', 'message', 'topic'],
      partner: ['firstName', 'lastName', 'email', 'phone', 'linkedinUrl', 'projectId', 'stage', 'externalId'],
    };
    for (const [name, endpoint] of Object.entries(endpoints()) as Array<[keyof ReturnType<typeof endpoints>, { path: string; key: string }]>) {
      await fc.assert(
        fc.asyncProperty(arbitraryObject(documented[name]), async (body) => {
          count(`json-arbitrary:${name}`);
          const res = answerOf(await t.http.post(endpoint.path).set(KEY_HEADER, endpoint.key).set('Content-Type', 'application/json').send(JSON.stringify(body)));
          expectEnvelopeOrSuccess(res.status, res.body);
          const required = name === 'contact' ? ['kind', 'firstName', 'lastName', 'email'] : name === 'partner' ? ['firstName', 'lastName', 'projectId'] : ['firstName', 'lastName', 'email'];
          const hasRequired = required.every((key) => typeof body[key] === 'string' && /[\p{L}\p{N}]/u.test(body[key] as string));
          if (!hasRequired) expect(res.status).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('arbitrary multipart text parts on apply and partner: never a 5xx, the envelope on errors', async () => {
    const parts = fc.array(fc.tuple(fc.oneof(fc.constantFrom('firstName', 'lastName', 'email', 'projectId', 'motivationText'), anyText(10)), anyText(60)), { maxLength: 8 });
    for (const endpoint of [endpoints().apply, endpoints().partner]) {
      await fc.assert(
        fc.asyncProperty(parts, async (fields) => {
          count('multipart-arbitrary');
          const boundary = `prop-${randomBytes(6).toString('hex')}`;
          const body = multipartBody(boundary, fields.map(([key, value]) => fieldPart(key.replace(/["\r\n]/g, ''), value)));
          const res = answerOf(await t.http.post(endpoint.path).set(KEY_HEADER, endpoint.key).set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body));
          expectEnvelopeOrSuccess(res.status, res.body);
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('valid applications with any text (JSON and multipart): 201, and the application stores the values as sent, trimmed', async () => {
    const input = fc.record({ firstName: storableText(40), lastName: storableText(40), motivationText: storableText(3000), utm_source: storableText(60), multipart: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(input, async ({ multipart, ...fields }) => {
        count(`apply-valid:${multipart ? 'multipart' : 'json'}`);
        const body = { ...fields, email: uniqueEmail() };
        const endpoint = endpoints().apply;
        let req = t.http.post(endpoint.path).set(KEY_HEADER, endpoint.key);
        if (multipart) {
          const boundary = `prop-${randomBytes(6).toString('hex')}`;
          req = req.set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(multipartBody(boundary, Object.entries(body).map(([k, v]) => fieldPart(k, v))));
        } else req = req.send(body);
        const res = await req;
        expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { data: { id: expect.any(String) } } });
        const [row] = await t.db.query(`SELECT first_name, last_name, motivation_text, utm_source FROM application WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.data.id]);
        expect(row).toEqual({ first_name: body.firstName.trim(), last_name: body.lastName.trim(), motivation_text: body.motivationText.trim(), utm_source: body.utm_source.trim() });
      }),
      { numRuns: RUNS },
    );
  });

  it('valid contact requests with any text: 201, and the request stores the values as sent, trimmed', async () => {
    const input = fc.record({ firstName: storableText(100), lastName: storableText(100), topic: storableText(200), message: storableText(5000), formName: storableText(100) });
    await fc.assert(
      fc.asyncProperty(input, async (fields) => {
        count('contact-valid');
        const body = { kind: 'individual', ...fields, email: uniqueEmail() };
        const res = await t.http.post(endpoints().contact.path).set(KEY_HEADER, endpoints().contact.key).send(body);
        expect({ status: res.status, body: res.body }).toEqual({ status: 201, body: { data: expect.objectContaining({ id: expect.any(String) }) } });
        const [row] = await t.db.query(`SELECT first_name, last_name, topic, message, form_name FROM contact_request WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.data.id]);
        expect(row).toEqual({ first_name: body.firstName.trim(), last_name: body.lastName.trim(), topic: body.topic.trim(), message: body.message.trim(), form_name: body.formName.trim() });
      }),
      { numRuns: RUNS },
    );
  });

  it('valid partner candidates with any text (JSON and multipart): 201, and the person stores the names as sent, trimmed', async () => {
    const input = fc.record({ firstName: storableText(100), lastName: storableText(100), multipart: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(input, async ({ multipart, ...names }) => {
        count(`partner-valid:${multipart ? 'multipart' : 'json'}`);
        const body = { ...names, email: uniqueEmail(), projectId: tenant.openProject.id };
        let req = t.http.post(endpoints().partner.path).set(KEY_HEADER, endpoints().partner.key);
        if (multipart) {
          const boundary = `prop-${randomBytes(6).toString('hex')}`;
          req = req.set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(multipartBody(boundary, Object.entries(body).map(([k, v]) => fieldPart(k, v))));
        } else req = req.send(body);
        const res = await req;
        expect(res.status).toBe(201);
        const [row] = await t.db.query(`SELECT first_name, last_name FROM person WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.personId]);
        expect(row).toEqual({ first_name: body.firstName.trim(), last_name: body.lastName.trim() });
      }),
      { numRuns: RUNS },
    );
  });

  it('values with a NUL or a lone surrogate are refused with 400 naming the field, never stored altered', async () => {
    const poisoned = fc.tuple(anyText(20), fc.constantFrom('\u0000', '\ud800', '\udfff', '\udc00\ud800'), anyText(20)).map(([a, bad, b]) => `${a}|${bad}|${b}`); // the bars keep a lone surrogate from pairing with a neighbour
    await fc.assert(
      fc.asyncProperty(poisoned, fc.constantFrom('firstName', 'lastName'), async (value, field) => {
        count('poisoned');
        const body = { kind: 'individual', firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), [field]: value };
        const res = await t.http.post(endpoints().contact.path).set(KEY_HEADER, endpoints().contact.key).send(body);
        expect({ status: res.status, code: res.body.error?.code, field: res.body.error?.field }).toEqual({ status: 400, code: 'validation_error', field });
      }),
      { numRuns: RUNS },
    );
  });

  it('the feed writer: any job values and custom field names give XML a strict parser reads back', () => {
    const job = fc.record({
      jobid: anyText(20),
      title: anyText(80),
      url: anyText(40),
      company: anyText(40),
      city: anyText(20),
      state: anyText(20),
      country: anyText(4),
      description: anyText(300),
      salary: anyText(20),
      jobtype: anyText(20),
      remotetype: anyText(20),
      publishedAt: fc.date({ min: new Date('1971-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
      customFields: fc.array(fc.record({ name: anyText(30), value: fc.oneof(anyText(60), fc.integer(), fc.boolean(), fc.constant(null)) }), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(job, (input) => {
        count('feed-writer');
        const xml = FEED_HEAD + jobXml(input as FeedJob) + FEED_TAIL;
        const parsed = parseFeed(xml);
        expect(parsed.error).toBeNull();
        expect(parsed.jobs).toHaveLength(1);
        const elements = parsed.jobs[0];
        const fixed = ['title', 'date', 'jobid', 'url', 'company', 'city', 'state', 'country', 'description', 'salary', 'jobtype', 'remotetype'] as const;
        expect(elements.slice(0, 12).map(([name]) => name)).toEqual([...fixed]);
        const expectedText = (value: unknown) => stripInvalidXmlChars(valueText(value)).replace(/\r\n?/g, '\n');
        for (const [index, name] of fixed.entries()) {
          if (name === 'date') continue;
          expect(elements[index][1]).toBe(expectedText(input[name]));
        }
        const custom = elements.slice(12);
        expect(custom).toHaveLength(input.customFields.length);
        expect(new Set(custom.map(([name]) => name)).size).toBe(custom.length);
        custom.forEach(([, text], i) => expect(text).toBe(expectedText(input.customFields[i].value)));
      }),
      { numRuns: RUNS * 20 },
    );
  });
});

/** The feed read back with saxes (strict XML 1.0): each job's children as [name, text], or the first error. */
function parseFeed(xml: string): { error: string | null; jobs: Array<Array<[string, string]>> } {
  const parser = new SaxesParser();
  const jobs: Array<Array<[string, string]>> = [];
  let error: string | null = null;
  let depth = 0;
  let text = '';
  parser.on('error', (e) => {
    error ??= e.message;
  });
  parser.on('opentag', () => {
    depth += 1;
    if (depth === 2) jobs.push([]);
    if (depth === 3) text = '';
  });
  parser.on('text', (chunk) => {
    if (depth === 3) text += chunk;
  });
  parser.on('cdata', (chunk) => {
    if (depth === 3) text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (depth === 3) jobs[jobs.length - 1].push([tag.name, text]);
    depth -= 1;
  });
  parser.write(xml).close();
  return { error, jobs };
}
