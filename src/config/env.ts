/**
 * Environment of every process (API, worker, CLI), validated once at start-up.
 * A bad or missing value stops the process with one line naming the variable.
 */
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Env {
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every Redis key (queues, rate-limit counters); lets several deployments or test runs share one Redis. */
  redisPrefix: string;
  port: number;
  logLevel: LogLevel;
  publicBaseUrl: string;
  rateLimitPublicPerMinute: number;
  rateLimitPartnerPerMinute: number;
  /** Per key, the career-site reading routes (GET /v1/public/careers/{slug}/jobs...). */
  rateLimitCareersReadPerMinute: number;
  resumeMaxBytes: number;
  workerConcurrency: number;
  outboxSweepIntervalMs: number;
  /** How often the worker looks for queued work that was never finished (Redis lost it) past resumePendingDeadlineMs. */
  outboxReconcileIntervalMs: number;
  /** How long a worker's hold on a running job lasts without renewal: a killed worker's job is taken back after it. */
  workerLockDurationMs: number;
  /** Hosts a resumeUrl may point at even when they resolve to a private address. Empty in production. */
  resumeUrlAllowedHosts: string[];
  resumeDownloadTimeoutMs: number;
  extractionTimeoutMs: number;
  extractionMemoryMb: number;
  /** HTTP server: time to receive a request's headers, a whole request, and idle time between two requests of a connection. */
  httpHeadersTimeoutMs: number;
  httpRequestTimeoutMs: number;
  httpKeepAliveTimeoutMs: number;
  /** On SIGTERM: time in-flight requests get before the remaining connections are closed and the API exits. */
  shutdownDeadlineMs: number;
  /** PostgreSQL: longest statement (0 = no limit), and longest wait for a connection. */
  databaseQueryTimeoutMs: number;
  databaseConnectTimeoutMs: number;
  /** OCR of PDFs without a text layer: pixels rendered per page and per document, and CPU time per document. */
  ocrPageMaxMegapixels: number;
  ocrDocumentMaxMegapixels: number;
  ocrDocumentCpuBudgetMs: number;
  /** Bearer token required by /metrics (API and worker); null = open (keep the port private then). */
  metricsToken: string | null;
  /** Port of the worker's small HTTP server (/metrics, /health/live, /health/ready); null = no server. */
  workerHttpPort: number | null;
  /**
   * A document still pending (or processing) this long after its upload is counted as overdue; the
   * worker's reconciler queues again work unfinished this long after it was queued.
   */
  resumePendingDeadlineMs: number;
  /** Basic-auth credential of the queue dashboard (/admin/queues); null = no dashboard (404). */
  adminDashboard: { user: string; password: string } | null;
}

export class EnvError extends Error {
  constructor(readonly variable: string, message: string) {
    super(`Invalid configuration: ${variable} ${message}`);
  }
}

type Source = Record<string, string | undefined>;

function read(source: Source, name: string, fallback: string): string {
  const value = source[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function url(source: Source, name: string, fallback: string, protocols: string[]): string {
  const value = read(source, name, fallback);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new EnvError(name, `is not a URL (expected ${protocols.join(' or ')}//...)`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new EnvError(name, `must use ${protocols.join(' or ')}, got ${parsed.protocol}`);
  }
  return value;
}

function integer(source: Source, name: string, fallback: number, min: number, max: number): number {
  const raw = read(source, name, String(fallback));
  if (!/^\d+$/.test(raw)) throw new EnvError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new EnvError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function oneOf<T extends string>(source: Source, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = read(source, name, fallback).toLowerCase();
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new EnvError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return raw as T;
}

/** A whole number that may be left unset (null). */
function optionalInteger(source: Source, name: string, min: number, max: number): number | null {
  if (read(source, name, '') === '') return null;
  return integer(source, name, min /* unused: the value is set */, min, max);
}

/** A secret that may be absent; when given, long enough not to be guessed. */
function optionalSecret(source: Source, name: string, minLength: number): string | null {
  const value = read(source, name, '');
  if (value === '') return null;
  if (value.length < minLength) throw new EnvError(name, `must be at least ${minLength} characters long`);
  return value;
}

function adminDashboard(source: Source): Env['adminDashboard'] {
  const user = read(source, 'ADMIN_DASHBOARD_USER', '');
  const password = optionalSecret(source, 'ADMIN_DASHBOARD_PASSWORD', 12);
  if (!user && !password) return null;
  if (!password) throw new EnvError('ADMIN_DASHBOARD_PASSWORD', 'is required when ADMIN_DASHBOARD_USER is set');
  if (!user) throw new EnvError('ADMIN_DASHBOARD_USER', 'is required when ADMIN_DASHBOARD_PASSWORD is set');
  if (user.includes(':')) throw new EnvError('ADMIN_DASHBOARD_USER', 'may not contain ":" (basic authentication)');
  return { user, password };
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadEnv(source: Source = process.env): Env {
  const port = integer(source, 'PORT', 3000, 0, 65535);
  const prefix = read(source, 'REDIS_PREFIX', 'recruit');
  if (!/^[A-Za-z0-9:_{}.-]+$/.test(prefix)) throw new EnvError('REDIS_PREFIX', 'may hold only letters, digits and : _ { } . -');
  return {
    databaseUrl: url(source, 'DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/recruit', ['postgres:', 'postgresql:']),
    redisUrl: url(source, 'REDIS_URL', 'redis://127.0.0.1:6379', ['redis:', 'rediss:']),
    redisPrefix: prefix,
    port,
    logLevel: oneOf(source, 'LOG_LEVEL', 'info', LOG_LEVELS),
    publicBaseUrl: url(source, 'PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, ''),
    rateLimitPublicPerMinute: integer(source, 'RATE_LIMIT_PUBLIC_PER_MINUTE', 30, 1, 1_000_000_000),
    rateLimitPartnerPerMinute: integer(source, 'RATE_LIMIT_PARTNER_PER_MINUTE', 120, 1, 1_000_000_000),
    rateLimitCareersReadPerMinute: integer(source, 'RATE_LIMIT_CAREERS_READ_PER_MINUTE', 120, 1, 1_000_000_000),
    resumeMaxBytes: integer(source, 'RESUME_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    workerConcurrency: integer(source, 'WORKER_CONCURRENCY', 2, 1, 64),
    outboxSweepIntervalMs: integer(source, 'OUTBOX_SWEEP_INTERVAL_MS', 5000, 100, 3_600_000),
    outboxReconcileIntervalMs: integer(source, 'OUTBOX_RECONCILE_INTERVAL_MS', 60_000, 100, 3_600_000),
    workerLockDurationMs: integer(source, 'WORKER_LOCK_DURATION_MS', 30_000, 1000, 3_600_000),
    resumeUrlAllowedHosts: read(source, 'RESUME_URL_ALLOWED_HOSTS', '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    resumeDownloadTimeoutMs: integer(source, 'RESUME_DOWNLOAD_TIMEOUT_MS', 20_000, 100, 600_000),
    extractionTimeoutMs: integer(source, 'EXTRACTION_TIMEOUT_MS', 60_000, 1000, 3_600_000),
    extractionMemoryMb: integer(source, 'EXTRACTION_MEMORY_MB', 512, 64, 16_384),
    ...httpTimeouts(source),
    shutdownDeadlineMs: integer(source, 'SHUTDOWN_DEADLINE_MS', 30_000, 1000, 600_000),
    databaseQueryTimeoutMs: integer(source, 'DATABASE_QUERY_TIMEOUT_MS', 5000, 0, 3_600_000),
    databaseConnectTimeoutMs: integer(source, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 100, 600_000),
    ocrPageMaxMegapixels: integer(source, 'OCR_PAGE_MAX_MEGAPIXELS', 4, 1, 100),
    ocrDocumentMaxMegapixels: integer(source, 'OCR_DOCUMENT_MAX_MEGAPIXELS', 12, 1, 1000),
    ocrDocumentCpuBudgetMs: integer(source, 'OCR_DOCUMENT_CPU_BUDGET_MS', 20_000, 100, 3_600_000),
    metricsToken: optionalSecret(source, 'METRICS_TOKEN', 16),
    workerHttpPort: optionalInteger(source, 'WORKER_HTTP_PORT', 0, 65535),
    resumePendingDeadlineMs: integer(source, 'RESUME_PENDING_DEADLINE_MS', 600_000, 1000, 7 * 24 * 3_600_000),
    adminDashboard: adminDashboard(source),
  };
}

/** Node requires headersTimeout <= requestTimeout; both bound how long a slow or stalled client holds a socket. */
function httpTimeouts(source: Source): Pick<Env, 'httpHeadersTimeoutMs' | 'httpRequestTimeoutMs' | 'httpKeepAliveTimeoutMs'> {
  const httpHeadersTimeoutMs = integer(source, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000);
  const httpRequestTimeoutMs = integer(source, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 3_600_000);
  if (httpRequestTimeoutMs < httpHeadersTimeoutMs) {
    throw new EnvError('HTTP_REQUEST_TIMEOUT_MS', `must be at least HTTP_HEADERS_TIMEOUT_MS (${httpHeadersTimeoutMs}), got ${httpRequestTimeoutMs}`);
  }
  const httpKeepAliveTimeoutMs = integer(source, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5000, 100, 600_000);
  return { httpHeadersTimeoutMs, httpRequestTimeoutMs, httpKeepAliveTimeoutMs };
}

/** Loads the environment or ends the process with one clear line (for the three entry points). */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
}
