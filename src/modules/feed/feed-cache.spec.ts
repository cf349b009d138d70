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
