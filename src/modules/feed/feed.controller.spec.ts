import { notModified } from './feed.controller';

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
