import { FeedCache } from './feed-cache';

describe('FeedCache', () => {
  const body = (bytes: number) => Buffer.alloc(bytes, 'x');

  it('serves a feed only while its ETag holds', () => {
    const cache = new FeedCache({ maxDocumentBytes: 100, maxTotalBytes: 1000 });
    cache.set('c1', '"a"', body(10));
    expect(cache.get('c1', '"a"')?.length).toBe(10);
    expect(cache.get('c1', '"b"')).toBeUndefined();
    expect(cache.get('c1', '"a"')).toBeUndefined();
    expect(cache.size).toEqual({ feeds: 0, bytes: 0 });
  });

  it('never keeps a document over the size limit', () => {
    const cache = new FeedCache({ maxDocumentBytes: 100, maxTotalBytes: 1000 });
    cache.set('c1', '"a"', body(101));
    expect(cache.get('c1', '"a"')).toBeUndefined();
  });

  it('drops the least recently used feeds beyond the total limit', () => {
    const cache = new FeedCache({ maxDocumentBytes: 100, maxTotalBytes: 250 });
    cache.set('c1', '"1"', body(100));
    cache.set('c2', '"2"', body(100));
    cache.get('c1', '"1"');
    cache.set('c3', '"3"', body(100));
    expect(cache.get('c2', '"2"')).toBeUndefined();
    expect(cache.get('c1', '"1"')).toBeDefined();
    expect(cache.get('c3', '"3"')).toBeDefined();
    expect(cache.size).toEqual({ feeds: 2, bytes: 200 });
  });

  it('replaces the entry of a client', () => {
    const cache = new FeedCache({ maxDocumentBytes: 100, maxTotalBytes: 250 });
    cache.set('c1', '"1"', body(50));
    cache.set('c1', '"2"', body(60));
    expect(cache.size).toEqual({ feeds: 1, bytes: 60 });
  });
});

describe('FeedCache compressed copies', () => {
  const body = (bytes: number) => Buffer.alloc(bytes, 'x');

  it('keeps a compressed copy beside its document, for the same ETag only, counted in the total', () => {
    const cache = new FeedCache({ maxDocumentBytes: 100, maxTotalBytes: 1000 });
    cache.set('c1', '"a"', body(100));
    cache.setVariant('c1', '"a"', 'gzip', body(10));
    cache.setVariant('c1', '"b"', 'br', body(5));
    expect(cache.variant('c1', '"a"', 'gzip')?.length).toBe(10);
    expect(cache.variant('c1', '"a"', 'br')).toBeUndefined();
    expect(cache.variant('c1', '"b"', 'gzip')).toBeUndefined();
    expect(cache.size).toEqual({ feeds: 1, bytes: 110 });
    cache.set('c1', '"b"', body(50));
    expect(cache.variant('c1', '"b"', 'gzip')).toBeUndefined();
    expect(cache.size).toEqual({ feeds: 1, bytes: 50 });
  });

  it('drops a copy made for a document that is no longer cached', () => {
    const cache = new FeedCache({ maxDocumentBytes: 100, maxTotalBytes: 1000 });
    cache.setVariant('c1', '"a"', 'gzip', body(10));
    expect(cache.size).toEqual({ feeds: 0, bytes: 0 });
  });

  it('evicts the least recently used entries, copies included, when a copy passes the total', () => {
    const cache = new FeedCache({ maxDocumentBytes: 100, maxTotalBytes: 250 });
    cache.set('c1', '"1"', body(100));
    cache.setVariant('c1', '"1"', 'gzip', body(20));
    cache.set('c2', '"2"', body(100));
    cache.setVariant('c2', '"2"', 'br', body(40));
    expect(cache.get('c1', '"1"')).toBeUndefined();
    expect(cache.size).toEqual({ feeds: 1, bytes: 140 });
  });
});
