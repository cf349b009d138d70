import type { Request, Response } from 'express';
import { FeedController, notModified } from './feed.controller';
import { FeedService } from './feed.service';

describe('notModified', () => {
  const state = { clientId: 'c', etag: '"abc"', lastModified: new Date('2026-01-02T03:04:05.678Z'), jobCount: 1 };
  const req = (headers: Record<string, string>) => ({ headers });

  it.each([
    ['the same ETag', { 'if-none-match': '"abc"' }, true],
    ['a weak form of the ETag', { 'if-none-match': 'W/"abc"' }, true],
    ['a list holding the ETag', { 'if-none-match': '"x", "abc"' }, true],
    ['*', { 'if-none-match': '*' }, true],
    ['another ETag', { 'if-none-match': '"abd"' }, false],
    ['another ETag and a later If-Modified-Since (If-None-Match decides)', { 'if-none-match': '"x"', 'if-modified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' }, false],
    ['If-Modified-Since at the same second', { 'if-modified-since': 'Fri, 02 Jan 2026 03:04:05 GMT' }, true],
    ['If-Modified-Since one second earlier', { 'if-modified-since': 'Fri, 02 Jan 2026 03:04:04 GMT' }, false],
    ['a malformed If-Modified-Since', { 'if-modified-since': 'yesterday' }, false],
    ['no validator', {}, false],
  ])('answers %s', (_label, headers, expected) => {
    expect(notModified(req(headers), state)).toBe(expected);
  });
});

describe('FeedController errors', () => {
  function fakeResponse() {
    const headers: Record<string, string> = {};
    const sent: { status?: number; body?: string } = {};
    const res = {
      headersSent: false,
      setHeader: (name: string, value: string) => (headers[name] = value),
      removeHeader: (name: string) => delete headers[name],
      status(code: number) {
        sent.status = code;
        return res;
      },
      end: (body?: string) => (sent.body = body),
    };
    return { res, headers, sent };
  }

  async function feedFailingWith(error: Error) {
    const feed = { state: () => Promise.reject(error) } as unknown as FeedService;
    const controller = new FeedController(feed);
    jest.spyOn(controller['logger'], 'error').mockImplementation(() => undefined);
    const { res, headers, sent } = fakeResponse();
    await controller.getFeed('acme', { method: 'GET', headers: {} } as unknown as Request, res as unknown as Response);
    return { headers, ...sent };
  }

  it('answers 503 service_unavailable with Retry-After when PostgreSQL refuses connections', async () => {
    const answer = await feedFailingWith(Object.assign(new Error('sorry, too many clients already'), { code: '53300' }));
    expect(answer.status).toBe(503);
    expect(answer.headers['Retry-After']).toBe('5');
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.body).toContain('<code>service_unavailable</code>');
  });

  it('answers 500 internal_error for an unexpected failure', async () => {
    const answer = await feedFailingWith(new Error('boom'));
    expect(answer.status).toBe(500);
    expect(answer.headers['Retry-After']).toBeUndefined();
    expect(answer.body).toContain('<code>internal_error</code>');
  });
});
