import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { reportFigures, startApi, stopAll } from '../support/faults';
import { createTenant, TestTenant } from '../support/factories';
import { createHostileApp, expectNoLeak, HostileApp } from '../support/hostile-app';
import { fieldPart, filePart, multipartBody } from '../support/multipart';

/** Seconds of load: 12 in the test command, `LOAD_SECONDS=60` for the documented long run. */
const SECONDS = Number(process.env.LOAD_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 8);

type Table = 'application' | 'document' | 'contact_request' | 'partner_submission';

/** Request kinds of the mix, each counted by its status. `stores`: the rows one 2xx of it adds, found by the request's unique e-mail. */
interface Kind {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  key?: string;
  stores?: Table[];
  body?: (email: string) => { body: string | Buffer; contentType: string };
}

/**
 * Mixed load on every endpoint (reads and writes, JSON and multipart) for a bounded time against
 * the built API in a process of its own, then the database must hold exactly what the 2xx answers
 * said was stored: nothing lost, nothing doubled. The API's logs are searched for the keys and
 * e-mails sent.
 */
describe('mixed load', () => {
  let t: HostileApp;
  let tenant: TestTenant;

  beforeAll(async () => {
    t = await createHostileApp();
    tenant = await createTenant(t.app);
    t.watch.addTenant(tenant);
  });
  afterAll(async () => {
    await stopAll();
    await t.close();
  });

  it(`keeps every 2xx of ${SECONDS} s of mixed load, once`, async () => {
    const api = await startApi({
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_PREFIX: process.env.REDIS_PREFIX as string,
      LOG_LEVEL: 'info',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
      RATE_LIMIT_PARTNER_PER_MINUTE: '100000000',
      RATE_LIMIT_CAREERS_READ_PER_MINUTE: '100000000',
      OUTBOX_SWEEP_INTERVAL_MS: '600000',
    });
    const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
    const form = (fields: Record<string, string>, file: string) => {
      const boundary = `load-${randomBytes(6).toString('hex')}`;
      const pdf = Buffer.from(`%PDF-1.4\n% ${randomBytes(12).toString('hex')}\n%%EOF\n`, 'latin1');
      return { body: multipartBody(boundary, [...Object.entries(fields).map(([k, v]) => fieldPart(k, v)), filePart(file, 'cv.pdf', pdf)]), contentType: `multipart/form-data; boundary=${boundary}` };
    };
    const person = (email: string) => ({ firstName: 'Load', lastName: 'Test', email });
    const jobApply = `/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`;
    const kinds: Kind[] = [
      { name: 'feed', method: 'GET', path: `/public/feeds/site-web/${tenant.slug}.xml` },
      { name: 'jobs', method: 'GET', path: `/v1/public/careers/${tenant.slug}/jobs`, key: tenant.keys.careers },
      { name: 'job', method: 'GET', path: `/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}`, key: tenant.keys.careers },
      { name: 'apply-json', method: 'POST', path: jobApply, key: tenant.keys.careers, stores: ['application'], body: (email) => json(person(email)) },
      { name: 'apply-multipart', method: 'POST', path: jobApply, key: tenant.keys.careers, stores: ['application', 'document'], body: (email) => form(person(email), 'resume') },
      { name: 'spontaneous', method: 'POST', path: `/v1/public/careers/${tenant.slug}/apply`, key: tenant.keys.careers, stores: ['application'], body: (email) => json(person(email)) },
      { name: 'contact', method: 'POST', path: `/v1/public/crm/${tenant.slug}/contact-requests`, key: tenant.keys.contacts, stores: ['contact_request'], body: (email) => json({ kind: 'individual', ...person(email) }) },
      { name: 'partner-json', method: 'POST', path: '/v1/partner/candidates', key: tenant.keys.partner, stores: ['partner_submission'], body: (email) => json({ ...person(email), projectId: tenant.openProject.id, externalId: email }) },
      { name: 'partner-multipart', method: 'POST', path: '/v1/partner/candidates', key: tenant.keys.partner, stores: ['partner_submission', 'document'], body: (email) => form({ ...person(email), projectId: tenant.openProject.id, externalId: email }, 'cv') },
      { name: 'projects', method: 'GET', path: '/v1/partner/projects', key: tenant.keys.partner },
      { name: 'candidates', method: 'GET', path: '/v1/partner/candidates', key: tenant.keys.partner },
      { name: 'health', method: 'GET', path: '/health/ready' },
    ];
    const statuses: Record<string, Record<number, number>> = Object.fromEntries(kinds.map((k) => [k.name, {}]));
    /** Every write sent (by its unique e-mail), and its status once answered (undefined: still in flight when the load stopped). */
    const writes = new Map<string, { kind: Kind; status?: number }>();

    const result = await autocannon({
      url: api.baseUrl,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
      requests: kinds.map((kind) => ({
        method: kind.method,
        path: kind.path,
        setupRequest: (request, context) => {
          const headers: Record<string, string> = kind.key ? { 'x-service-public-key': kind.key } : {};
          if (!kind.body) return { ...request, headers };
          const email = `load-${randomBytes(6).toString('hex')}@load.example`;
          writes.set(email, { kind });
          context.email = email; // one request in flight per connection (no pipelining)
          const { body, contentType } = kind.body(email);
          return { ...request, headers: { ...headers, 'content-type': contentType }, body };
        },
        onResponse: (status, _body, context) => {
          statuses[kind.name][status] = (statuses[kind.name][status] ?? 0) + 1;
          const write = kind.body ? writes.get(context.email as string) : undefined;
          if (write) write.status = status;
        },
      })),
    });

    // What the database holds for each e-mail sent, per table (e-mails are unique per request).
    const rows = async (sql: string) => new Map(((await t.db.query(sql, [tenant.clientId])) as Array<{ email: string; n: number }>).map((r) => [r.email, r.n]));
    const stored: Record<Table, Map<string, number>> = {
      application: await rows(`SELECT email_key AS email, count(*)::int AS n FROM application WHERE client_id = $1 GROUP BY 1`),
      document: await rows(`SELECT p.email_key AS email, count(*)::int AS n FROM document d JOIN person p ON p.client_id = d.client_id AND p.id = d.person_id WHERE d.client_id = $1 GROUP BY 1`),
      contact_request: await rows(`SELECT lower(email) AS email, count(*)::int AS n FROM contact_request WHERE client_id = $1 GROUP BY 1`),
      partner_submission: await rows(`SELECT external_id AS email, count(*)::int AS n FROM partner_submission WHERE client_id = $1 GROUP BY 1`),
    };
    const lost: string[] = [];
    const doubled: string[] = [];
    const storedWithoutAnswer: string[] = [];
    let inFlight = 0;
    for (const [email, write] of writes) {
      if (write.status === undefined) inFlight += 1;
      for (const table of write.kind.stores ?? []) {
        const n = stored[table].get(email) ?? 0;
        if (n > 1) doubled.push(`${write.kind.name} ${table}`);
        if (write.status !== undefined && write.status < 300 && n !== 1) lost.push(`${write.kind.name} ${table}`);
        if (write.status === undefined && n === 1) storedWithoutAnswer.push(`${write.kind.name} ${table}`);
      }
    }
    const answered2xx = [...writes.values()].filter((w) => w.status !== undefined && w.status < 300).length;
    const totalStored = Object.values(stored).reduce((sum, map) => sum + [...map.values()].reduce((a, b) => a + b, 0), 0);
    const expectedStored = [...writes.values()].reduce((sum, w) => sum + (w.status !== undefined && w.status < 300 ? (w.kind.stores ?? []).length : 0), 0) + storedWithoutAnswer.length;
    const non2xx = Object.fromEntries(Object.entries(statuses).map(([name, byStatus]) => [name, Object.fromEntries(Object.entries(byStatus).filter(([s]) => Number(s) >= 300))]));
    reportFigures('load', {
      seconds: SECONDS, connections: CONNECTIONS, requests: result.requests.total, rps: result.requests.average, p99: result.latency.p99, errors: result.errors, timeouts: result.timeouts,
      statuses, writes: writes.size, answered2xx, inFlightAtStop: inFlight, storedRows: totalStored, lost: lost.length, doubled: doubled.length,
    });

    expect({ errors: result.errors, timeouts: result.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    expect(non2xx).toEqual(Object.fromEntries(kinds.map((k) => [k.name, {}])));
    for (const kind of kinds) expect({ kind: kind.name, answered: Object.keys(statuses[kind.name]).length > 0 }).toEqual({ kind: kind.name, answered: true });
    expect({ lost, doubled }).toEqual({ lost: [], doubled: [] });
    // The rows stored are those of the 2xx answers, plus (at most) those of the requests the load generator abandoned at its end.
    expect(totalStored).toBe(expectedStored);
    expect(inFlight).toBeLessThanOrEqual(CONNECTIONS);

    const output = api.output();
    for (const key of Object.values(tenant.keys)) expect(output).not.toContain(key.slice(16, 48));
    for (const email of [...writes.keys()].slice(0, 500)) expect(output).not.toContain(email);
    expectNoLeak(t);
  }, (SECONDS + 90) * 1000);
});
