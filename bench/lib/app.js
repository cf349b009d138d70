/**
 * The built application (../dist), for a benchmark's app child process.
 *
 *   const { app, port } = await bootApp({ rateLimitPublicPerMinute: LIFTED });
 */
const path = require('node:path');

const DIST = path.join(__dirname, '..', '..', 'dist');
/** A rate limit no benchmark reaches: the limiter still runs (and costs) on every request. */
const LIFTED = 100_000_000;

/** `require` of a built module: fromDist('modules/feed/feed.service'). */
const fromDist = (relative) => require(path.join(DIST, relative));

/**
 * createApp with the environment of this process (see sandbox.env) plus `overrides` (typed Env
 * fields), listening on a free loopback port. Logs are silent unless BENCH_APP_LOG_LEVEL names a
 * level (`error` shows what a 5xx was), on stdout as in production.
 */
async function bootApp(overrides = {}) {
  const { createApp } = fromDist('bootstrap');
  const { loadEnv } = fromDist('config/env');
  // The admin services (the CLI's) beside the API, to seed clients as `recruit` does.
  const { AdminModule } = fromDist('modules/admin/admin.module');
  const logLevel = process.env.BENCH_APP_LOG_LEVEL ?? 'silent';
  const env = { ...loadEnv(process.env), port: 0, logLevel, ...overrides };
  const app = await createApp(env, { logs: logLevel !== 'silent', extraModules: [AdminModule] });
  await app.listen(0, '127.0.0.1');
  return { app, port: app.getHttpServer().address().port };
}

/**
 * bootApp, then a client of its own through the admin services: `setup(tenants, client)` adds
 * what the scenario needs (stages, jobs, users) and may return more to report; last, an API key
 * with `scopes` (and `keyOptions`, e.g. a connector). Resolves with { app, port, key, clientId, ...setup's }.
 */
async function bootAppWithClient({ overrides, slug, name = `Bench ${slug}`, scopes, keyOptions, setup }) {
  const { TenantsAdminService } = fromDist('modules/admin/tenants.admin-service');
  const { ApiKeysService } = fromDist('common/auth/api-keys.service');
  const { app, port } = await bootApp(overrides);
  const tenants = app.get(TenantsAdminService);
  const client = await tenants.createClient(slug, name, {});
  const extra = (await setup?.(tenants, client)) ?? {};
  const { key } = await app.get(ApiKeysService).create(client.id, scopes, keyOptions);
  return { app, port, key, clientId: client.id, ...extra };
}

module.exports = { DIST, LIFTED, fromDist, bootApp, bootAppWithClient };
