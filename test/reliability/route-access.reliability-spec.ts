import { Controller, Get, INestApplication, Module } from '@nestjs/common';
import { Scope } from '../../src/common/auth/scopes';
import { createApp } from '../../src/bootstrap';
import { AdminModule } from '../../src/modules/admin/admin.module';
import { createTenant, TestTenant } from '../support/factories';
import { createHostileApp, expectNoLeak, HostileApp } from '../support/hostile-app';
import { declaredMounts, expressSurface, mountOf, NestRoute, nestRoutes } from '../support/routes';
import { testEnv } from '../support/test-env';
import { concretePath } from '../support/route-params';

const KEY_HEADER = 'X-Service-Public-Key';
const METRICS_TOKEN = 'metrics-token-for-the-route-test';
const DASHBOARD = { user: 'ops', password: 'dashboard-password-1' };

/**
 * Every route the app serves, enumerated (Nest's controllers from its module container, and
 * Express's own router stack for what is mounted beside them), never listed by hand: each must
 * declare a scope (@RequireScope), be explicitly public (@Public), or name a credential of its
 * own (@OwnCredential, MountedRoutes), and each is then asked for what it declared.
 */
describe('route access', () => {
  let t: HostileApp;
  let tenant: TestTenant;
  let routes: NestRoute[];

  beforeAll(async () => {
    t = await createHostileApp({ metricsToken: METRICS_TOKEN, adminDashboard: DASHBOARD });
    tenant = await createTenant(t.app);
    t.watch.addTenant(tenant);
    t.watch.add(METRICS_TOKEN, DASHBOARD.password);
    routes = nestRoutes(t.app);
  });
  afterAll(async () => {
    expectNoLeak(t);
    await t.close();
  });

  it('finds the routes of every brick (the enumeration itself works)', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /public/feeds/site-web/:slug.xml',
        'POST /v1/public/careers/:slug/jobs/:job_id/apply',
        'POST /v1/public/careers/:slug/apply',
        'GET /v1/public/careers/:slug/jobs',
        'GET /v1/public/careers/:slug/jobs/:job_id',
        'POST /v1/public/crm/:slug/contact-requests',
        'GET /v1/partner/projects',
        'POST /v1/partner/candidates',
        'GET /v1/partner/candidates',
        'GET /v1/partner/candidates/:externalId',
        'GET /health/live',
        'GET /health/ready',
        'GET /metrics',
        'DELETE /v1/public/test-data',
      ]),
    );
  });

  it('every controller route declares a scope, @Public or @OwnCredential', () => {
    const undeclared = routes.filter((r) => r.access.kind === 'undeclared').map((r) => `${r.method} ${r.path} (${r.controller}.${r.handler})`);
    expect(undeclared).toEqual([]);
  });

  it('only the feed, health and metrics are open without an API key (anything else public is a decision to write here)', () => {
    const open = routes.filter((r) => r.access.kind !== 'scope').map((r) => `${r.method} ${r.path} ${r.access.kind}`);
    expect(open.sort()).toEqual(['GET /health/live public', 'GET /health/ready public', 'GET /metrics own-credential', 'GET /public/feeds/site-web/:slug.xml public']);
  });

  it('everything Express serves is a controller route or a declared mount', () => {
    const surface = expressSurface(t.app);
    const mounts = declaredMounts(t.app);
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    // Nest's middleware (request logs, metrics) is registered as catch-all route layers that only pass on: see the 404 test below.
    const unexplained = surface.routes.filter((r) => r.path !== '/{*path}' && !known.has(`${r.method} ${r.path}`) && !mountOf(mounts, r.path));
    expect(unexplained).toEqual([]);
    const unexplainedMounts = surface.mounts.filter((layer) => !mounts.some((mount) => layer.match(mount.path)));
    expect(unexplainedMounts.map((layer) => layer.name)).toEqual([]);
    expect(mounts.map((m) => `${m.path} ${m.access.kind}`).sort()).toEqual(['/admin/queues own-credential', '/docs public', '/openapi.json public']);
  });

  it('answers a path no route serves with the 404 envelope, whatever the method (the catch-all middleware passes on)', async () => {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const res = await t.http[method]('/v1/no/such/route').set(KEY_HEADER, tenant.keys.partner).expect(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('refuses every scoped route without a key (401) and with a key of the client that lacks the scope (403)', async () => {
    const scoped = routes.filter((r) => r.access.kind === 'scope');
    expect(scoped.length).toBeGreaterThanOrEqual(8);
    for (const route of scoped) {
      if (route.access.kind !== 'scope') continue;
      const path = concretePath(route, { slug: tenant.slug, job_id: tenant.jobs.published, externalId: 'never-submitted' });
      const send = (key?: string) => {
        const req = t.http[route.method.toLowerCase() as 'get' | 'post'](path);
        return key ? req.set(KEY_HEADER, key) : req;
      };
      const anonymous = await send();
      expect({ route: `${route.method} ${route.path}`, status: anonymous.status, body: anonymous.body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
        body: { error: { code: 'unauthorized', message: expect.any(String) } },
      });
      const lacking = await send(keyLacking(tenant, [route.access.requirement.scope, ...(route.access.requirement.alsoAccepted ?? [])]));
      expect({ route: `${route.method} ${route.path}`, status: lacking.status, code: lacking.body.error?.code }).toEqual({ route: `${route.method} ${route.path}`, status: 403, code: 'insufficient_scope' });
    }
  });

  it('opens every public route without a key', async () => {
    for (const route of routes.filter((r) => r.access.kind === 'public')) {
      const res = await t.http.get(concretePath(route, { slug: tenant.slug }));
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 200 });
    }
  });

  it('asks every own-credential route and mount for its credential: 401 without it or with a wrong one, 200 with it', async () => {
    const checks: Array<{ path: string; right: string; wrong: string }> = [];
    for (const route of routes.filter((r) => r.access.kind === 'own-credential')) {
      expect(route.path).toBe('/metrics'); // a new one needs its credential below
      checks.push({ path: route.path, right: `Bearer ${METRICS_TOKEN}`, wrong: 'Bearer not-the-metrics-token' });
    }
    for (const mount of declaredMounts(t.app).filter((m) => m.access.kind === 'own-credential')) {
      expect(mount.path).toBe('/admin/queues');
      const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
      checks.push({ path: `${mount.path}/api/queues`, right: basic(DASHBOARD.user, DASHBOARD.password), wrong: basic(DASHBOARD.user, 'wrong-password-12') });
    }
    expect(checks).toHaveLength(2);
    for (const check of checks) {
      const none = await t.http.get(check.path).set(KEY_HEADER, tenant.keys.partner);
      const wrong = await t.http.get(check.path).set('Authorization', check.wrong);
      const right = await t.http.get(check.path).set('Authorization', check.right);
      expect({ path: check.path, none: none.status, noneCode: none.body.error?.code, wrong: wrong.status, right: right.status }).toEqual({ path: check.path, none: 401, noneCode: 'unauthorized', wrong: 401, right: 200 });
    }
  });

  it('serves the documentation mounts without a key', async () => {
    for (const mount of declaredMounts(t.app).filter((m) => m.access.kind === 'public')) {
      const res = await t.http.get(mount.path).redirects(1);
      expect({ path: mount.path, status: res.status }).toEqual({ path: mount.path, status: 200 });
    }
  });
});

@Controller('v1/forgotten')
class ForgottenController {
  @Get()
  list(): { secret: string } {
    return { secret: 'data' };
  }
}
@Module({ controllers: [ForgottenController] })
class ForgottenModule {}

describe('route access: a route that forgets its decorator', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createApp(testEnv(), { logs: false, extraModules: [AdminModule, ForgottenModule] });
  });
  afterAll(() => app.close());

  it('is reported by the enumeration (so the test above fails) and refused by the guard at run time', async () => {
    const undeclared = nestRoutes(app).filter((r) => r.access.kind === 'undeclared');
    expect(undeclared.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/forgotten']);
    const request = (await import('supertest')).default;
    const res = await request(app.getHttpServer()).get('/v1/forgotten').expect(403);
    expect(res.body.error.code).toBe('insufficient_scope');
  });
});

/** A key of the tenant whose scopes (partner equivalences included) lack every scope that opens the route. */
function keyLacking(tenant: TestTenant, accepted: Scope[]): string {
  const candidates: Array<[string, Scope[]]> = [
    [tenant.keys.contacts, [Scope.ContactsWrite]],
    [tenant.keys.noWriteScope, [Scope.CareersRead]],
    [tenant.keys.partnerReadOnly, [Scope.PartnerProjectsRead]],
  ];
  const found = candidates.find(([, scopes]) => !scopes.some((scope) => accepted.includes(scope)));
  if (!found) throw new Error(`no key lacks ${accepted.join(', ')}`);
  return found[0];
}
