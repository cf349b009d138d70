import { negotiateCoding, representationTag, stateTagOf } from './feed-encoding';

describe('negotiateCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['identity;q=0, *;q=0', 'identity'],
    ['gzip;q=banana', 'gzip'],
    [['gzip', 'br'], 'br'],
  ])('Accept-Encoding %j gives %s', (header, coding) => {
    expect(negotiateCoding(header as string | string[] | undefined)).toBe(coding);
  });
});

describe('representation tags', () => {
  it('keeps the strong tag for the plain document and gives each compressed one a weak tag of its own', () => {
    expect(representationTag('"abc"', 'identity')).toBe('"abc"');
    expect(representationTag('"abc"', 'gzip')).toBe('W/"abc-gzip"');
    expect(representationTag('"abc"', 'br')).toBe('W/"abc-br"');
  });

  it('finds the feed-state tag behind any representation tag', () => {
    for (const tag of ['"abc"', 'W/"abc"', 'W/"abc-gzip"', 'W/"abc-br"', '"abc-gzip"']) expect(stateTagOf(tag)).toBe('"abc"');
    expect(stateTagOf('"abc-deflate"')).toBe('"abc-deflate"');
  });
});
