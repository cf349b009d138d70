import { createTestApp, TestApp } from '../support/create-test-app';
import { createTenant, TestTenant } from '../support/factories';
import { parseRawResponse, rawExchange, requestHead } from '../support/raw-http';

/**
 * Slow, stalled and malformed HTTP clients against the real app, over raw sockets. The server's
 * timeouts are configured short (1 s for headers, 2 s for a request, 1 s keep-alive idle) so each
 * case is settled in seconds; every connection must be closed well before `OBSERVE_MS`, while
 * Node's defaults (60 s for headers, 300 s for a request, checked every 30 s) keep it open.
 */
const TIMEOUTS = { httpHeadersTimeoutMs: 1000, httpRequestTimeoutMs: 2000, httpKeepAliveTimeoutMs: 1000 };
/** How long a test watches a connection: long enough for any configured timeout to fire, far below Node's defaults. */
const OBSERVE_MS = 6000;
/** The latest a connection may close: the timeout plus Node's connection check (250 ms here) and scheduling slack. */
const within = (timeoutMs: number): number => timeoutMs + 2500;

describe('HTTP server hygiene', () => {
  let t: TestApp;
  let tenant: TestTenant;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(TIMEOUTS);
    tenant = await createTenant(t.app);
    port = (t.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => t.close());

  const contactPath = (): string => `/v1/public/crm/${tenant.slug}/contact-requests`;
  const applyPath = (): string => `/v1/public/careers/${tenant.slug}/apply`;

  function expectEnvelope(received: string, status: number, code: string): void {
    const response = parseRawResponse(received);
    expect(response).not.toBeNull();
    expect(response?.status).toBe(status);
    expect(response?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response?.body ?? '')).toEqual({ error: { code, message: expect.any(String) } });
  }

  describe('timeouts', () => {
    it('closes a connection whose headers arrive one byte at a time, with 408 request_timeout', async () => {
      const head = requestHead('GET', '/health/live');
      const drip = [...head].flatMap((byte) => [byte, { waitMs: 300 }]);
      const exchange = await rawExchange(port, drip, OBSERVE_MS);
      expect(exchange.closedAfterMs).not.toBeNull();
      expect(exchange.closedAfterMs).toBeLessThan(within(TIMEOUTS.httpHeadersTimeoutMs));
      expectEnvelope(exchange.received, 408, 'request_timeout');
    });

    it('closes a connection that never sends a byte', async () => {
      const exchange = await rawExchange(port, [], OBSERVE_MS);
      expect(exchange.closedAfterMs).not.toBeNull();
      expect(exchange.closedAfterMs).toBeLessThan(within(TIMEOUTS.httpHeadersTimeoutMs));
    });

    it('closes a keep-alive connection left idle after its response', async () => {
      const exchange = await rawExchange(port, [requestHead('GET', '/health/live')], OBSERVE_MS);
      expect(parseRawResponse(exchange.received)?.status).toBe(200);
      expect(exchange.closedAfterMs).not.toBeNull();
      expect(exchange.closedAfterMs).toBeLessThan(within(TIMEOUTS.httpKeepAliveTimeoutMs));
    });

    it('closes a request whose body stalls after 5 of the 1,000 bytes it declared, with 408', async () => {
      const head = requestHead('POST', contactPath(), { 'Content-Type': 'application/json', 'Content-Length': 1000, 'X-Service-Public-Key': tenant.keys.contacts });
      const exchange = await rawExchange(port, [head, '{"kin'], OBSERVE_MS);
      expect(exchange.closedAfterMs).not.toBeNull();
      expect(exchange.closedAfterMs).toBeLessThan(within(TIMEOUTS.httpRequestTimeoutMs));
      expectEnvelope(exchange.received, 408, 'request_timeout');
    });

    it('closes a multipart upload that stalls after its headers, with 408, and stores nothing', async () => {
      const before = await t.db.query(`SELECT count(*)::int AS n FROM application WHERE client_id = $1`, [tenant.clientId]);
      const boundary = 'stall-boundary';
      const head = requestHead('POST', applyPath(), {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': 200_000,
        'X-Service-Public-Key': tenant.keys.careers,
      });
      const firstPart = `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      const exchange = await rawExchange(port, [head, firstPart], OBSERVE_MS);
      expect(exchange.closedAfterMs).not.toBeNull();
      expect(exchange.closedAfterMs).toBeLessThan(within(TIMEOUTS.httpRequestTimeoutMs));
      expectEnvelope(exchange.received, 408, 'request_timeout');
      const after = await t.db.query(`SELECT count(*)::int AS n FROM application WHERE client_id = $1`, [tenant.clientId]);
      expect(after[0].n).toBe(before[0].n);
    });
  });

  describe('a declared Content-Length over the limit', () => {
    it('is refused with 413 in the envelope before the body is sent (JSON, limit 1 MB)', async () => {
      const head = requestHead('POST', contactPath(), { 'Content-Type': 'application/json', 'Content-Length': 1024 * 1024 + 1, 'X-Service-Public-Key': tenant.keys.contacts });
      const exchange = await rawExchange(port, [head], OBSERVE_MS);
      expectEnvelope(exchange.received, 413, 'payload_too_large');
      expect(parseRawResponse(exchange.received)?.headers.connection).toBe('close');
      expect(exchange.firstByteAfterMs).toBeLessThan(TIMEOUTS.httpRequestTimeoutMs);
    });

    it('is refused with 413 before the body is sent on a multipart route (resume limit + multipart overhead)', async () => {
      const declared = t.env.resumeMaxBytes + 3 * 1024 * 1024 + 1;
      const head = requestHead('POST', applyPath(), { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': declared, 'X-Service-Public-Key': tenant.keys.careers });
      const exchange = await rawExchange(port, [head], OBSERVE_MS);
      expectEnvelope(exchange.received, 413, 'payload_too_large');
      expect(exchange.firstByteAfterMs).toBeLessThan(TIMEOUTS.httpRequestTimeoutMs);
    });

    it('lets a multipart body within the limit be read (it is not refused for its size; here it stalls, so 408)', async () => {
      const head = requestHead('POST', applyPath(), { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': t.env.resumeMaxBytes + 1024, 'X-Service-Public-Key': tenant.keys.careers });
      const exchange = await rawExchange(port, [head], OBSERVE_MS);
      expectEnvelope(exchange.received, 408, 'request_timeout');
    });
  });

  describe("errors of Node's HTTP parser, in the envelope", () => {
    const observe = (request: string) => rawExchange(port, [request], OBSERVE_MS);

    it('answers 431 headers_too_large for a 20 KB URL', async () => {
      expectEnvelope((await observe(requestHead('GET', `/health/live?q=${'a'.repeat(20_000)}`))).received, 431, 'headers_too_large');
    });

    it('answers 431 headers_too_large for a 20 KB header', async () => {
      expectEnvelope((await observe(requestHead('GET', '/health/live', { 'X-Padding': 'a'.repeat(20_000) }))).received, 431, 'headers_too_large');
    });

    it('answers 400 malformed_request for conflicting Content-Length and Transfer-Encoding', async () => {
      const request = requestHead('POST', contactPath(), { 'Content-Type': 'application/json', 'Content-Length': 5, 'Transfer-Encoding': 'chunked' }) + '0\r\n\r\n';
      expectEnvelope((await observe(request)).received, 400, 'malformed_request');
    });

    it('answers 400 malformed_request for a bad chunk size', async () => {
      const request = requestHead('POST', contactPath(), { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }) + 'zz\r\n{}\r\n0\r\n\r\n';
      expectEnvelope((await observe(request)).received, 400, 'malformed_request');
    });

    it('answers 400 malformed_request for a control character in the path', async () => {
      expectEnvelope((await observe(requestHead('GET', '/health/\u0001live'))).received, 400, 'malformed_request');
    });

    it('closes the connection after answering', async () => {
      const exchange = await observe(requestHead('GET', '/health/\u0001live'));
      expect(exchange.closedAfterMs).not.toBeNull();
      expect(parseRawResponse(exchange.received)?.headers.connection).toBe('close');
    });
  });
});
