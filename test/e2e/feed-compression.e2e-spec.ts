import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { TenantsAdminService } from '../../src/modules/admin/tenants.admin-service';
import { FeedJob } from '../../src/modules/feed/feed-xml';
import { FeedService } from '../../src/modules/feed/feed.service';
import { createTestApp, TestApp } from '../support/create-test-app';
import { uniqueSlug } from '../support/factories';
import { wellFormedError } from '../support/xml';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const decode = (res: Raw): Buffer => {
  const coding = res.headers['content-encoding'];
  if (coding === 'gzip') return gunzipSync(res.body);
  if (coding === 'br') return brotliDecompressSync(res.body);
  return res.body;
};

describe('compressed job feed (Accept-Encoding)', () => {
  let t: TestApp;
  let tenants: TenantsAdminService;
  let feed: FeedService;
  let port: number;
  let slug: string;

  /** The bytes as sent on the wire (superagent and fetch would decompress them). */
  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  const feedPath = (s: string) => `/public/feeds/site-web/${s}.xml`;
  const get = (headers: Record<string, string> = {}) => raw(feedPath(slug), headers);

  beforeAll(async () => {
    t = await createTestApp();
    tenants = t.app.get(TenantsAdminService);
    feed = t.app.get(FeedService);
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    slug = uniqueSlug('gz');
    await tenants.createClient(slug, `Gzip ${slug}`);
    const project = await tenants.createProject(slug, 'Open project', { companyName: 'Acme' });
    for (let i = 0; i < 30; i++) {
      await tenants.createJob(slug, {
        title: `Développeur·se n°${i} 🚀`, projectId: project.id, description: `<p>${'Build the platform with us. '.repeat(40)} ]]> é</p>`,
        customFields: [{ name: 'Team', value: `Platform ${i % 3}` }],
      });
    }
  });
  afterAll(() => t.close());

  describe.each([
    ['cached (second request of a small feed)', false],
    ['streamed (cache off: compressed on the fly)', true],
  ])('%s', (_label, streamed) => {
    let plain: Raw;
    beforeAll(async () => {
      feed.cache.configure({ maxDocumentBytes: streamed ? 0 : 8 * 1024 * 1024 });
      plain = await get({ 'Accept-Encoding': 'identity' });
      await get({ 'Accept-Encoding': 'identity' });
    });
    afterAll(() => feed.cache.configure({ maxDocumentBytes: 8 * 1024 * 1024 }));

    it('sends the plain document with Vary and its strong ETag, no Content-Encoding', () => {
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(wellFormedError(plain.body.toString('utf8'))).toBeNull();
    });

    it.each([
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.1, gzip', 'gzip'],
    ])('answers Accept-Encoding %j with %s, Vary and a weak ETag of its own, and round-trips to the plain bytes', async (accept, coding) => {
      const res = await get({ 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers.etag).toBe(`W/${plain.headers.etag!.slice(0, -1)}-${coding}"`);
      for (const header of ['content-type', 'cache-control', 'last-modified']) expect(res.headers[header]).toBe(plain.headers[header]);
      expect(res.body.length).toBeLessThan(plain.body.length / 3);
      expect(decode(res).equals(plain.body)).toBe(true);
      if (streamed) expect(res.headers['content-length']).toBeUndefined();
      else expect(Number(res.headers['content-length'])).toBe(res.body.length);
    });

    it('answers 304 (no body, no Content-Encoding) to the tag of any representation, with the tag of the one asked for', async () => {
      const gzipTag = `W/${plain.headers.etag!.slice(0, -1)}-gzip"`;
      for (const tag of [gzipTag, plain.headers.etag!, `W/${plain.headers.etag}`]) {
        const res = await get({ 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
        expect(res.status).toBe(304);
        expect(res.body.length).toBe(0);
        expect(res.headers.etag).toBe(gzipTag);
        expect(res.headers.vary).toBe('Accept-Encoding');
        expect(res.headers['content-encoding']).toBeUndefined();
      }
      expect((await get({ 'Accept-Encoding': 'identity', 'If-None-Match': gzipTag })).headers.etag).toBe(plain.headers.etag);
      expect((await get({ 'Accept-Encoding': 'gzip', 'If-None-Match': 'W/"other-gzip"' })).status).toBe(200);
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const getRes = await get({ 'Accept-Encoding': 'gzip' });
      const head = await raw(feedPath(slug), { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const header of ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control', 'last-modified', 'content-length']) {
        expect(head.headers[header]).toBe(getRes.headers[header]);
      }
    });
  });

  it('compresses a cached document once per ETag, however many ask for it at once', async () => {
    const setVariant = jest.spyOn(feed.cache, 'setVariant');
    try {
      const s = uniqueSlug('gz-once');
      await tenants.createClient(s, 'Once');
      const project = await tenants.createProject(s, 'Open project');
      await tenants.createJob(s, { title: 'Only job', projectId: project.id, description: 'x'.repeat(50_000) });
      const plain = await raw(feedPath(s), { 'Accept-Encoding': 'identity' });
      const responses = await Promise.all(Array.from({ length: 10 }, () => raw(feedPath(s), { 'Accept-Encoding': 'gzip' })));
      expect(new Set(responses.map((r) => r.body.toString('base64'))).size).toBe(1);
      expect(gunzipSync(responses[0].body).equals(plain.body)).toBe(true);
      expect(setVariant.mock.calls.filter(([, , coding]) => coding === 'gzip')).toHaveLength(1);
    } finally {
      setVariant.mockRestore();
    }
  });

  describe('failures while compressing on the fly', () => {
    beforeEach(() => feed.cache.configure({ maxDocumentBytes: 0 }));
    afterEach(() => feed.cache.configure({ maxDocumentBytes: 8 * 1024 * 1024 }));
    const job = (n: number): FeedJob => ({
      jobid: `j${n}`, title: `Job ${n}`, publishedAt: Date.now(), url: '', company: '', city: '', state: '', country: '',
      description: randomBytes(8192).toString('hex'), salary: '', jobtype: '', remotetype: '', customFields: [],
    });

    it('answers a database failure before the first byte with the plain XML error and Retry-After', async () => {
      const pages = jest.spyOn(feed, 'pages').mockImplementation(async function* () {
        throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      });
      try {
        const res = await get({ 'Accept-Encoding': 'gzip' });
        expect(res.status).toBe(503);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body.toString()).toContain('<error><code>service_unavailable</code>');
      } finally {
        pages.mockRestore();
      }
    });

    it.each(['gzip', 'br'])('cuts the connection (%s) when the failure comes after bytes were sent, and serves the next request whole', async (coding) => {
      const pages = jest.spyOn(feed, 'pages').mockImplementation(async function* () {
        for (let page = 0; page < 4; page++) yield Array.from({ length: 100 }, (_, i) => job(page * 100 + i));
        throw new Error('failure mid-document');
      });
      try {
        await expect(get({ 'Accept-Encoding': coding })).rejects.toThrow();
      } finally {
        pages.mockRestore();
      }
      const next = await get({ 'Accept-Encoding': coding });
      expect(next.status).toBe(200);
      expect(wellFormedError(decode(next).toString('utf8'))).toBeNull();
    });
  });

  it('keeps the 404 of an unknown feed plain and uncompressed', async () => {
    const res = await raw(feedPath(uniqueSlug('nobody')), { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toContain('<error><code>not_found</code>');
  });
});
