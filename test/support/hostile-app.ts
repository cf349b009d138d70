import { Env } from '../../src/config/env';
import { createTestApp, TestApp } from './create-test-app';
import { SecretWatch } from './secret-watch';

export interface HostileApp extends TestApp {
  /** The app's logs at every level, and what must never appear in them (checked by `expectNoLeak`). */
  watch: SecretWatch;
  port: number;
  baseUrl: string;
}

/**
 * The app the hostile-input, security and concurrency suites attack: the real API on the run's
 * database and Redis, logging at trace level into a capture, rate limits out of the way unless the
 * test is about them.
 */
export async function createHostileApp(overrides: Partial<Env> = {}): Promise<HostileApp> {
  const watch = new SecretWatch();
  const t = await createTestApp({ logLevel: 'trace', rateLimitPublicPerMinute: 1_000_000, rateLimitPartnerPerMinute: 1_000_000, rateLimitCareersReadPerMinute: 1_000_000, ...overrides }, { logDestination: watch.logs });
  const port = (t.app.getHttpServer().address() as { port: number }).port;
  return Object.assign(t, { watch, port, baseUrl: `http://127.0.0.1:${port}` });
}

/** Fails when a watched secret or personal value reached a log line of the app. */
export function expectNoLeak(app: HostileApp): void {
  expect(app.watch.leaks()).toEqual([]);
  expect(app.watch.figures().logLines).toBeGreaterThan(0);
}
