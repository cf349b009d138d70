import { Client } from 'pg';
import { withTestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { ApiProcess, reportFigures, signal, startApi, stopAll } from '../support/faults';
import { numberedPagesPdf } from '../support/pdfs';
import { parseRawResponse, rawExchange, RawStep, requestHead } from '../support/raw-http';

/**
 * SIGTERM to the built API with two slow uploads in flight: one that finishes within the
 * shutdown deadline (answered, stored), one that would take far longer (cut at the deadline,
 * nothing stored). The process exits within the deadline; new connections are refused at once.
 */
const DEADLINE_MS = 5000;

describe('API shutdown deadline', () => {
  let api: ApiProcess;
  let tenant: TestTenant;

  beforeAll(async () => {
    tenant = await withTestApp({}, (t) => createTenant(t.app));
    api = await startApi({ SHUTDOWN_DEADLINE_MS: String(DEADLINE_MS), HTTP_REQUEST_TIMEOUT_MS: '120000', LOG_LEVEL: 'info' });
  }, 90_000);

  afterAll(() => stopAll(), 30_000);

  /** A multipart application with a small PDF, sent in `pieces` pieces `pauseMs` apart. */
  function slowUpload(email: string, pieces: number, pauseMs: number): RawStep[] {
    const boundary = `b${Date.now()}`;
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(field('firstName', 'Slow') + field('lastName', 'Upload') + field('email', email)),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      numberedPagesPdf(1),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const head = requestHead('POST', `/v1/public/careers/${tenant.slug}/apply`, {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': body.length,
      'X-Service-Public-Key': tenant.keys.careers,
    });
    const steps: RawStep[] = [head];
    const size = Math.ceil(body.length / pieces);
    for (let at = 0; at < body.length; at += size) steps.push({ waitMs: pauseMs }, body.subarray(at, at + size));
    return steps;
  }

  it('finishes the in-flight request that completes in time, cuts the other at the deadline, and exits within the deadline', async () => {
    const quickEmail = `quick-${Date.now()}@example.com`;
    const slowEmail = `slow-${Date.now()}@example.com`;
    // 10 pieces 300 ms apart: done about 3 s after it starts. 100 pieces 300 ms apart: 30 s.
    const quick = rawExchange(api.port, slowUpload(quickEmail, 10, 300), 20_000);
    const slow = rawExchange(api.port, slowUpload(slowEmail, 100, 300), 20_000);
    await new Promise((wake) => setTimeout(wake, 500));
    const terminatedAt = Date.now();
    signal(api, 'SIGTERM');
    await new Promise((wake) => setTimeout(wake, 300));
    const refused = await fetch(`${api.baseUrl}/health/live`, { signal: AbortSignal.timeout(2000) }).then(
      () => false,
      () => true,
    );
    const exit = await api.exited(DEADLINE_MS + 5000);
    const exitedAfterMs = Date.now() - terminatedAt;
    const [quickExchange, slowExchange] = await Promise.all([quick, slow]);

    expect(refused).toBe(true);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThanOrEqual(DEADLINE_MS + 500);
    const answered = parseRawResponse(quickExchange.received);
    expect(answered?.status).toBe(201);
    expect(quickExchange.closedAfterMs).not.toBeNull();
    expect(parseRawResponse(slowExchange.received)).toBeNull();
    expect(slowExchange.closedAfterMs).not.toBeNull();

    const db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const stored = await db.query(`SELECT email_key FROM application WHERE client_id = $1 AND email_key = ANY($2)`, [tenant.clientId, [quickEmail, slowEmail]]);
      expect(stored.rows.map((row: { email_key: string }) => row.email_key)).toEqual([quickEmail]);
    } finally {
      await db.end();
    }
    expect(api.output()).toContain('Connections still open at the deadline were closed');
    reportFigures('api shutdown', { deadlineMs: DEADLINE_MS, exitedAfterMs, quickAnsweredAfterMs: quickExchange.firstByteAfterMs, slowCutAfterMs: slowExchange.closedAfterMs });
  }, 60_000);
});
