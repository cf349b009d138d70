import { createServer } from 'node:http';
import { applyServerTimeouts, describeClientError, rawErrorResponse } from './server-hygiene';

describe('describeClientError', () => {
  it.each([
    ['HPE_HEADER_OVERFLOW', 'headers_too_large'],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 'payload_too_large'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 'request_timeout'],
    ['HPE_INVALID_CHUNK_SIZE', 'malformed_request'],
    ['HPE_UNEXPECTED_CONTENT_LENGTH', 'malformed_request'],
    [undefined, 'malformed_request'],
  ])('maps %s to %s', (code, expected) => {
    expect(describeClientError(code).code).toBe(expected);
  });
});

describe('rawErrorResponse', () => {
  it('is a whole HTTP/1.1 response with the envelope, its length, and Connection: close', () => {
    const raw = rawErrorResponse({ code: 'headers_too_large', message: 'Too large' });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ]);
    expect(JSON.parse(body)).toEqual({ error: { code: 'headers_too_large', message: 'Too large' } });
  });
});

describe('applyServerTimeouts', () => {
  it('sets the three timeouts and checks connections often enough for the headers timeout to fire on time', () => {
    const server = createServer();
    applyServerTimeouts(server, { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5000 });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([10_000, 30_000, 5000]);
    expect((server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(1000);
    applyServerTimeouts(server, { headersTimeoutMs: 1000, requestTimeoutMs: 2000, keepAliveTimeoutMs: 1000 });
    expect((server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(250);
  });
});
