import { randomBytes } from 'node:crypto';
import { ApiKeysService } from '../../src/common/auth/api-keys.service';
import { Scope } from '../../src/common/auth/scopes';
import { fetchJson, reportFigures } from '../support/faults';
import { createTenant, TestTenant } from '../support/factories';
import { createHostileApp, expectNoLeak, HostileApp } from '../support/hostile-app';

const KEY_HEADER = 'X-Service-Public-Key';

type Answer = Awaited<ReturnType<typeof fetchJson>>;

/**
 * Real concurrent requests (over HTTP, all in flight at once) against the rules that must hold under
 * them: a replayed contact request, a replayed externalId, one e-mail applying many times to a job,
 * the same payload on two clients, and a rate limit shared by two API instances.
 */
describe('concurrency', () => {
  let t: HostileApp;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    t = await createHostileApp();
    tenant = await createTenant(t.app);
    other = await createTenant(t.app);
    t.watch.addTenant(tenant);
    t.watch.addTenant(other);
  });
  afterAll(async () => {
    expectNoLeak(t);
    await t.close();
  });

  const email = (prefix: string) => {
    const address = `${prefix}-${randomBytes(5).toString('hex')}@concurrency.example`;
    t.watch.add(address);
    return address;
  };
  const post = (baseUrl: string, path: string, key: string, body: unknown): Promise<Answer> =>
    fetchJson(`${baseUrl}${path}`, { method: 'POST', headers: { [KEY_HEADER]: key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, 30_000);
  const count = async (sql: string, params: unknown[]) => Number((await t.db.query(sql, params))[0].n);
  const statuses = (answers: Answer[]) => answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

  it('50 identical contact requests at once: one request, one person, every answer the same ids', async () => {
    const body = { kind: 'company', firstName: 'Con', lastName: 'Current', email: email('contact'), companyName: `Race ${randomBytes(3).toString('hex')}`, topic: 'Hiring', message: 'Fifty at once' };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(t.baseUrl, `/v1/public/crm/${tenant.slug}/contact-requests`, tenant.keys.contacts, body)));
    expect(statuses(answers)).toEqual({ 201: 50 });
    const ids = new Set(answers.map((a) => JSON.stringify((a.body as { data: unknown }).data)));
    expect(ids.size).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM contact_request WHERE client_id = $1 AND email = $2`, [tenant.clientId, body.email])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, body.email])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM company WHERE client_id = $1 AND name = $2`, [tenant.clientId, body.companyName])).toBe(1);
    reportFigures('concurrency:contact', { requests: 50, statuses: statuses(answers), stored: 1 });
  });

  it('50 partner creations with one externalId at once: one person, one process, one submission, the same ids in every answer', async () => {
    const body = { firstName: 'Ext', lastName: 'Ernal', email: email('partner'), projectId: tenant.openProject.id, externalId: `race-${randomBytes(4).toString('hex')}` };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(t.baseUrl, '/v1/partner/candidates', tenant.keys.partner, body)));
    expect(statuses(answers)).toEqual({ 201: 1, 200: 49 });
    const ids = new Set(answers.map((a) => JSON.stringify({ personId: (a.body as { personId: string }).personId, processId: (a.body as { processId: string }).processId })));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => (a.body as { deduped: boolean }).deduped).length).toBe(49);
    expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, body.email])).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM partner_submission WHERE client_id = $1 AND external_id = $2`, [tenant.clientId, body.externalId])).toBe(1);
    const personId = (answers[0].body as { personId: string }).personId;
    expect(await count(`SELECT count(*) AS n FROM process WHERE client_id = $1 AND person_id = $2`, [tenant.clientId, personId])).toBe(1);
    reportFigures('concurrency:partner-externalId', { requests: 50, statuses: statuses(answers), persons: 1 });
  });

  it('20 applications by one e-mail to one job at once: one received, 19 quarantined, one person', async () => {
    const address = email('apply');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(t.baseUrl, `/v1/public/careers/${tenant.slug}/jobs/${tenant.jobs.published}/apply`, tenant.keys.careers, { firstName: 'App', lastName: `Lication ${i}`, email: address })),
    );
    expect(statuses(answers)).toEqual({ 201: 20 });
    const rows = await t.db.query(`SELECT status, count(*)::int AS n FROM application WHERE client_id = $1 AND lower(email) = $2 GROUP BY status ORDER BY status`, [tenant.clientId, address]);
    expect(rows).toEqual([{ status: 'quarantined', n: 19 }, { status: 'received', n: 1 }]);
    expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [tenant.clientId, address])).toBe(1);
    reportFigures('concurrency:apply-one-email', { requests: 20, received: 1, quarantined: 19 });
  });

  it('the same payload on two clients at once: two independent records, no link across clients', async () => {
    const address = email('both');
    const externalId = `both-${randomBytes(4).toString('hex')}`;
    const sends: Array<Promise<Answer>> = [];
    for (let i = 0; i < 10; i += 1) {
      for (const client of [tenant, other]) {
        sends.push(post(t.baseUrl, `/v1/public/crm/${client.slug}/contact-requests`, client.keys.contacts, { kind: 'individual', firstName: 'Two', lastName: 'Clients', email: address }));
        sends.push(post(t.baseUrl, '/v1/partner/candidates', client.keys.partner, { firstName: 'Two', lastName: 'Clients', email: address, projectId: client.openProject.id, externalId }));
      }
    }
    const answers = await Promise.all(sends);
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    for (const client of [tenant, other]) {
      expect(await count(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key = $2`, [client.clientId, address])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM contact_request WHERE client_id = $1 AND email = $2`, [client.clientId, address])).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM partner_submission WHERE client_id = $1 AND external_id = $2`, [client.clientId, externalId])).toBe(1);
    }
    // Every record points only at rows of its own client.
    expect(await count(`SELECT count(*) AS n FROM contact_request r JOIN person p ON p.id = r.person_id WHERE r.email = $1 AND p.client_id <> r.client_id`, [address])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM process x JOIN person p ON p.id = x.person_id WHERE p.email_key = $1 AND p.client_id <> x.client_id`, [address])).toBe(0);
    expect(await count(`SELECT count(DISTINCT person_id) AS n FROM contact_request WHERE email = $1`, [address])).toBe(2);
    reportFigures('concurrency:two-clients', { requests: answers.length, statuses: statuses(answers) });
  });

  it('two API instances on one Redis share the rate limit: the sum of allowed requests in a window is the limit', async () => {
    const limit = 10;
    const first = await createHostileApp({ rateLimitPublicPerMinute: limit });
    const second = await createHostileApp({ rateLimitPublicPerMinute: limit });
    try {
      const key = (await t.app.get(ApiKeysService).create(tenant.clientId, [Scope.ContactsWrite])).key;
      first.watch.addKey(key);
      second.watch.addKey(key);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post(i % 2 === 0 ? first.baseUrl : second.baseUrl, `/v1/public/crm/${tenant.slug}/contact-requests`, key, { kind: 'individual', firstName: 'Rate', lastName: `Limited ${i}`, email: email('rate') }),
        ),
      );
      const allowed = answers.filter((a) => a.status !== 429);
      expect(allowed.length).toBe(limit);
      expect(allowed.every((a) => a.status === 201)).toBe(true);
      const limited = answers.filter((a) => a.status === 429);
      expect(limited.every((a) => (a.body as { error: { code: string } }).error.code === 'rate_limited' && Number(a.retryAfter) > 0)).toBe(true);
      const byInstance = [0, 1].map((parity) => answers.filter((a, i) => i % 2 === parity && a.status === 201).length);
      expect(byInstance[0] + byInstance[1]).toBe(limit);
      reportFigures('concurrency:shared-rate-limit', { requests: 40, limit, allowed: allowed.length, byInstance });
      expectNoLeak(first);
      expectNoLeak(second);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
