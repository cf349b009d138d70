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
  /** Hosts a resumeUrl may point at even when they resolve to a private address. Empty in production. */
  resumeUrlAllowedHosts: string[];
  resumeDownloadTimeoutMs: number;
  extractionTimeoutMs: number;
  extractionMemoryMb: number;
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
    resumeUrlAllowedHosts: read(source, 'RESUME_URL_ALLOWED_HOSTS', '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    resumeDownloadTimeoutMs: integer(source, 'RESUME_DOWNLOAD_TIMEOUT_MS', 20_000, 100, 600_000),
    extractionTimeoutMs: integer(source, 'EXTRACTION_TIMEOUT_MS', 60_000, 1000, 3_600_000),
    extractionMemoryMb: integer(source, 'EXTRACTION_MEMORY_MB', 512, 64, 16_384),
  };
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
