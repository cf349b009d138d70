import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('defaults to local PostgreSQL and Redis', () => {
    const env = loadEnv({});
    expect(env.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/recruit');
    expect(env.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(env.port).toBe(3000);
    expect(env.rateLimitPublicPerMinute).toBe(30);
    expect(env.rateLimitPartnerPerMinute).toBe(120);
    expect(env.rateLimitCareersReadPerMinute).toBe(120);
    expect(env.resumeMaxBytes).toBe(10 * 1024 * 1024);
    expect(env.resumeUrlAllowedHosts).toEqual([]);
  });

  it('bounds HTTP, shutdown, PostgreSQL and OCR work by default', () => {
    const env = loadEnv({});
    expect([env.httpHeadersTimeoutMs, env.httpRequestTimeoutMs, env.httpKeepAliveTimeoutMs]).toEqual([10_000, 30_000, 5000]);
    expect(env.shutdownDeadlineMs).toBe(30_000);
    expect([env.databaseQueryTimeoutMs, env.databaseConnectTimeoutMs]).toEqual([5000, 5000]);
    expect([env.ocrPageMaxMegapixels, env.ocrDocumentMaxMegapixels, env.ocrDocumentCpuBudgetMs]).toEqual([4, 12, 20_000]);
  });

  it('refuses a request timeout shorter than the headers timeout (Node requires headers <= request)', () => {
    expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '10000' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });

  it('accepts DATABASE_QUERY_TIMEOUT_MS=0 (no statement limit)', () => {
    expect(loadEnv({ DATABASE_QUERY_TIMEOUT_MS: '0' }).databaseQueryTimeoutMs).toBe(0);
  });

  it.each([
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['REDIS_URL', 'http://localhost'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_PUBLIC_PER_MINUTE', '0'],
    ['RATE_LIMIT_CAREERS_READ_PER_MINUTE', 'many'],
    ['WORKER_CONCURRENCY', '-1'],
    ['REDIS_PREFIX', 'a b'],
    ['HTTP_HEADERS_TIMEOUT_MS', '0'],
    ['SHUTDOWN_DEADLINE_MS', 'soon'],
    ['OCR_PAGE_MAX_MEGAPIXELS', '0'],
  ])('refuses %s=%j with one line naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    try {
      loadEnv({ [name]: value });
    } catch (error) {
      expect((error as EnvError).variable).toBe(name);
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('parses the resumeUrl allow-list', () => {
    expect(loadEnv({ RESUME_URL_ALLOWED_HOSTS: ' Localhost, 127.0.0.1 ,' }).resumeUrlAllowedHosts).toEqual(['localhost', '127.0.0.1']);
  });
});

describe('loadEnv: operations settings', () => {
  it('leaves metrics open, the worker port off and the dashboard off by default', () => {
    const env = loadEnv({});
    expect(env.metricsToken).toBeNull();
    expect(env.workerHttpPort).toBeNull();
    expect(env.adminDashboard).toBeNull();
    expect(env.resumePendingDeadlineMs).toBe(600_000);
    expect(env.outboxReconcileIntervalMs).toBe(60_000);
    expect(env.workerLockDurationMs).toBe(30_000);
  });

  it('reads the worker port (0 = any free port), the metrics token and the dashboard credential', () => {
    const env = loadEnv({ WORKER_HTTP_PORT: '0', METRICS_TOKEN: 'a'.repeat(16), ADMIN_DASHBOARD_USER: 'ops', ADMIN_DASHBOARD_PASSWORD: 'correct horse battery' });
    expect(env.workerHttpPort).toBe(0);
    expect(env.metricsToken).toBe('a'.repeat(16));
    expect(env.adminDashboard).toEqual({ user: 'ops', password: 'correct horse battery' });
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ WORKER_HTTP_PORT: '70000' }, 'WORKER_HTTP_PORT'],
    [{ ADMIN_DASHBOARD_USER: 'ops' }, 'ADMIN_DASHBOARD_PASSWORD'],
    [{ ADMIN_DASHBOARD_PASSWORD: 'correct horse battery' }, 'ADMIN_DASHBOARD_USER'],
    [{ ADMIN_DASHBOARD_USER: 'ops', ADMIN_DASHBOARD_PASSWORD: 'too short' }, 'ADMIN_DASHBOARD_PASSWORD'],
    [{ ADMIN_DASHBOARD_USER: 'o:ps', ADMIN_DASHBOARD_PASSWORD: 'correct horse battery' }, 'ADMIN_DASHBOARD_USER'],
    [{ RESUME_PENDING_DEADLINE_MS: '10' }, 'RESUME_PENDING_DEADLINE_MS'],
    [{ OUTBOX_RECONCILE_INTERVAL_MS: '0' }, 'OUTBOX_RECONCILE_INTERVAL_MS'],
    [{ WORKER_LOCK_DURATION_MS: '500' }, 'WORKER_LOCK_DURATION_MS'],
  ])('refuses %j naming %s', (source, variable) => {
    expect(() => loadEnv(source)).toThrow(expect.objectContaining({ variable }));
  });
});
