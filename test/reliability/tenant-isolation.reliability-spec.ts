import { randomBytes } from 'node:crypto';
import { Scope } from '../../src/common/auth/scopes';
import { createTenant, TestTenant } from '../support/factories';
import { createHostileApp, expectNoLeak, HostileApp } from '../support/hostile-app';
import { concretePath } from '../support/route-params';
import { NestRoute, nestRoutes } from '../support/routes';
import { reportFigures } from '../support/faults';
import { rowCounts } from '../support/stored';

const KEY_HEADER = 'X-Service-Public-Key';

/** What each path parameter holds, and the 404 code when it names another client's record. */
const PARAM_404: Record<string, (route: NestRoute) => string> = {
  slug: (route) => (route.access.kind === 'scope' ? route.access.requirement.slugMismatch ?? 'not_found' : 'not_found'),
  job_id: () => 'job_not_found',
  externalId: () => 'not_found',
};
/** Body fields that name a record of the client, and the 404 code for another client's. */
const BODY_404: Record<string, string> = { projectId: 'project_not_found' };

interface TenantValues {
  slug: string;
  job_id: string;
  externalId: string;
  projectId: string;
}

/**
 * The tenant-isolation matrix: every authenticated route (enumerated from the app, so a route added
 * later is in it) called with client A's key and, one at a time, each identifier of client B in its
 * path (slug, job id, externalId) or body (project id): the documented 404, nothing of B in any
 * answer, nothing written to B, and A's own identifiers answered normally (so the 404 is the tenant's).
 */
describe('tenant isolation', () => {
  let t: HostileApp;
  let a: TestTenant;
  let b: TestTenant;
  let bValues: TenantValues;
  let aValues: TenantValues;
  /** Everything that identifies B's records: none may appear in an answer to A. */
  let bIdentifiers: string[];

  const email = (who: string) => `${who}-${randomBytes(5).toString('hex')}@isolation.example`;

  beforeAll(async () => {
    t = await createHostileApp();
    a = await createTenant(t.app);
    b = await createTenant(t.app);
    t.watch.addTenant(a);
    t.watch.addTenant(b);
    const submit = async (tenant: TestTenant, externalId: string) => {
      const address = email('cand');
      t.watch.add(address);
      const res = await t.http.post('/v1/partner/candidates').set(KEY_HEADER, tenant.keys.partner).send({ firstName: 'Iso', lastName: 'Lated', email: address, projectId: tenant.openProject.id, externalId }).expect(201);
      return { ...(res.body as { personId: string; processId: string }), email: address };
    };
    const bCandidate = await submit(b, `ext-b-${randomBytes(4).toString('hex')}`);
    const aCandidate = await submit(a, `ext-a-${randomBytes(4).toString('hex')}`);
    const bApplication = await t.http.post(`/v1/public/careers/${b.slug}/jobs/${b.jobs.published}/apply`).set(KEY_HEADER, b.keys.careers).send({ firstName: 'Bea', lastName: 'Other', email: email('bea') }).expect(201);
    const [bExternal] = await t.db.query(`SELECT external_id FROM partner_submission WHERE client_id = $1`, [b.clientId]);
    const [aExternal] = await t.db.query(`SELECT external_id FROM partner_submission WHERE client_id = $1`, [a.clientId]);
    bValues = { slug: b.slug, job_id: b.jobs.published, externalId: bExternal.external_id, projectId: b.openProject.id };
    aValues = { slug: a.slug, job_id: a.jobs.published, externalId: aExternal.external_id, projectId: a.openProject.id };
    bIdentifiers = [b.slug, b.clientId, ...Object.values(b.jobs), b.openProject.id, b.closedProject.id, bValues.externalId, bCandidate.personId, bCandidate.processId, bCandidate.email, bApplication.body.data.id];
    expect(aCandidate.personId).not.toBe(bCandidate.personId);
  });
  afterAll(async () => {
    expectNoLeak(t);
    await t.close();
  });

  /** A body each write route takes, with the client's own identifiers (`values`); {} for a route no test knows yet. */
  function bodyFor(route: NestRoute, values: TenantValues): Record<string, unknown> {
    const person = { firstName: 'Matrix', lastName: 'Probe', email: email('probe') };
    if (route.method !== 'POST') return {};
    if (route.path.startsWith('/v1/public/careers/')) return person;
    if (route.path.startsWith('/v1/public/crm/')) return { kind: 'individual', ...person };
    if (route.path === '/v1/partner/candidates') return { ...person, projectId: values.projectId, externalId: `probe-${randomBytes(4).toString('hex')}` };
    return {};
  }

  /** A key of A that holds the route's scope. */
  function keyFor(scope: Scope): string {
    switch (scope) {
      case Scope.ContactsWrite:
        return a.keys.contacts;
      case Scope.CareersRead:
      case Scope.CareersApply:
        return a.keys.careers;
      default:
        return a.keys.partner;
    }
  }

  async function call(route: NestRoute, key: string, pathValues: TenantValues, body: Record<string, unknown>) {
    // A purge of test data needs a marker: one no record carries (the route takes no identifier of a client).
    const path = concretePath(route, { ...pathValues }) + (route.method === 'DELETE' ? '?utm_source=isolation-probe' : '');
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const req = t.http[method](path).set(KEY_HEADER, key);
    return ['post', 'put', 'patch'].includes(method) ? req.send(body) : req;
  }

  it('gives every authenticated route the documented 404 for each identifier of another client, and nothing of it', async () => {
    const routes = nestRoutes(t.app).filter((r) => r.access.kind === 'scope');
    const before = await rowCounts(t.db, b.clientId);
    const outcomes: Array<{ route: string; variant: string; status: number; code?: string }> = [];
    const expected: typeof outcomes = [];
    const answers: string[] = [];

    for (const route of routes) {
      if (route.access.kind !== 'scope') continue;
      const key = keyFor(route.access.requirement.scope);
      const name = `${route.method} ${route.path}`;

      const own = await call(route, key, aValues, bodyFor(route, aValues));
      answers.push(JSON.stringify(own.body));
      outcomes.push({ route: name, variant: 'own identifiers', status: own.status < 300 ? 200 : own.status });
      expected.push({ route: name, variant: 'own identifiers', status: 200 });

      for (const param of route.params) {
        const code = PARAM_404[param];
        if (!code) throw new Error(`${name}: what does another client's :${param} answer? Add it to PARAM_404`);
        const res = await call(route, key, { ...aValues, [param]: bValues[param as keyof TenantValues] }, bodyFor(route, aValues));
        answers.push(JSON.stringify(res.body));
        outcomes.push({ route: name, variant: `other client's ${param}`, status: res.status, code: res.body?.error?.code });
        expected.push({ route: name, variant: `other client's ${param}`, status: 404, code: code(route) });
      }
      const body = bodyFor(route, aValues);
      for (const field of Object.keys(body).filter((f) => f in BODY_404)) {
        const res = await call(route, key, aValues, { ...body, [field]: bValues[field as keyof TenantValues] });
        answers.push(JSON.stringify(res.body));
        outcomes.push({ route: name, variant: `other client's ${field}`, status: res.status, code: res.body?.error?.code });
        expected.push({ route: name, variant: `other client's ${field}`, status: 404, code: BODY_404[field] });
      }
    }

    expect(outcomes).toEqual(expected);
    const leaked = bIdentifiers.filter((id) => answers.some((answer) => answer.includes(id)));
    expect(leaked).toEqual([]);
    expect(await rowCounts(t.db, b.clientId)).toEqual(before);
    reportFigures('tenant-isolation', { routes: routes.length, requests: outcomes.length });
    expect(outcomes.length).toBeGreaterThanOrEqual(routes.length + 8);
  });

  it('keeps the same externalId of two clients apart (two persons, two processes, neither deduped)', async () => {
    const externalId = `shared-${randomBytes(4).toString('hex')}`;
    const body = (tenant: TestTenant, address: string) => ({ firstName: 'Same', lastName: 'Payload', email: address, projectId: tenant.openProject.id, externalId });
    const address = email('same');
    const first = await t.http.post('/v1/partner/candidates').set(KEY_HEADER, a.keys.partner).send(body(a, address)).expect(201);
    const second = await t.http.post('/v1/partner/candidates').set(KEY_HEADER, b.keys.partner).send(body(b, address)).expect(201);
    expect(first.body.deduped).toBe(false);
    expect(second.body.deduped).toBe(false);
    expect(second.body.personId).not.toBe(first.body.personId);
    const owners = await t.db.query(`SELECT client_id FROM person WHERE id = ANY($1) ORDER BY client_id`, [[first.body.personId, second.body.personId]]);
    expect(owners.map((o: { client_id: string }) => o.client_id).sort()).toEqual([a.clientId, b.clientId].sort());
  });
});
