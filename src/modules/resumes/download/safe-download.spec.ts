import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { isPublicAddress } from './address-policy';
import { DownloadError, safeDownload } from './safe-download';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '0.1.2.3',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd00:ec2::254', 'ff02::1', '::ffff:127.0.0.1',
    '::ffff:10.0.0.1', '64:ff9b::7f00:1', '2002:7f00:1::', 'not-an-ip',
    // IPv4-compatible ::/96 (what the URL parser makes of [::127.0.0.1]) and the rest of the reserved 0000::/8.
    '::7f00:1', '::a00:1', '::a9fe:a9fe', '::808:808', '::2', '::1:0:0:1', 'ff::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34', '2001:4860:4860::8888', '2a00:1450::1'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/** What a hostile host sent before the download gave up: bytes written, and whether the client hung up. */
interface Sent {
  bytes: number;
  closed: boolean;
}

/** gzip of 200 MB of zeros: about 200 KB on the wire. */
const GZIP_BOMB = gzipSync(Buffer.alloc(200 * 1024 * 1024));

describe('safeDownload', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];
  const sent = new Map<string, Sent>();

  /** Writes `chunk` every `everyMs` (0: as fast as the socket drains) until `limit` bytes or the client hangs up. */
  function stream(req: IncomingMessage, res: ServerResponse, chunk: Buffer, everyMs: number, limit = Infinity): void {
    const record: Sent = { bytes: 0, closed: false };
    sent.set(req.url ?? '', record);
    res.on('close', () => (record.closed = true));
    const next = (): void => {
      if (record.closed) return;
      if (record.bytes >= limit) return void res.end();
      record.bytes += chunk.length;
      const drained = res.write(chunk);
      if (everyMs > 0) setTimeout(next, everyMs);
      else if (drained) setImmediate(next);
      else res.once('drain', next);
    };
    next();
  }

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      hits.push(req.url ?? '');
      if (req.url === '/cv.pdf') return res.end('%PDF-1.7 fake');
      if (req.url === '/redirect-private') return res.writeHead(302, { location: 'http://10.0.0.1/cv.pdf' }).end();
      if (req.url === '/redirect-ok') return res.writeHead(301, { location: '/cv.pdf' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/big') {
        res.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024, 1);
        for (let i = 0; i < 40; i += 1) res.write(chunk);
        return res.end();
      }
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 3000);
      // Hostile hosts: a body dripped a byte at a time, an endless body, 50 MB (declared, or not), a gzip bomb.
      if (req.url === '/drip') return void (res.writeHead(200, { 'content-type': 'application/pdf' }), stream(req, res, Buffer.from('%'), 100));
      if (req.url === '/endless') return void (res.writeHead(200, { 'content-type': 'application/pdf' }), stream(req, res, Buffer.alloc(64 * 1024, 0x41), 0));
      if (req.url === '/50mb') return void (res.writeHead(200), stream(req, res, Buffer.alloc(64 * 1024, 0x41), 0, 50 * 1024 * 1024));
      if (req.url === '/50mb-declared') return void (res.writeHead(200, { 'content-length': 50 * 1024 * 1024 }), stream(req, res, Buffer.alloc(64 * 1024, 0x41), 0, 50 * 1024 * 1024));
      if (req.url === '/gzip-bomb') return res.writeHead(200, { 'content-type': 'application/pdf', 'content-encoding': 'gzip', 'content-length': GZIP_BOMB.length }).end(GZIP_BOMB);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  beforeEach(() => {
    hits.splice(0);
    sent.clear();
  });

  const allowLocal = { maxBytes: 1024 * 1024, timeoutMs: 2000, allowedHosts: ['127.0.0.1'] };

  it('downloads from an allow-listed host', async () => {
    const result = await safeDownload(`${base}/cv.pdf`, allowLocal);
    expect(result.bytes.toString()).toBe('%PDF-1.7 fake');
  });

  it('follows a redirect to the same allowed host', async () => {
    expect((await safeDownload(`${base}/redirect-ok`, allowLocal)).bytes.toString()).toBe('%PDF-1.7 fake');
  });

  it('refuses the local server without the allow-list, before any request', async () => {
    await expect(safeDownload(`${base}/cv.pdf`, { maxBytes: 1024, timeoutMs: 2000 })).rejects.toMatchObject({ reason: 'blocked_address' });
    expect(hits).toEqual([]);
  });

  it.each([
    'http://127.0.0.1/', 'http://10.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/',
    'http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://[fd00:ec2::254]/', 'http://100.64.1.1/',
    'http://[::127.0.0.1]/', 'http://[::7f00:1]/', 'http://[::169.254.169.254]/',
  ])('refuses %s without connecting', async (url) => {
    await expect(safeDownload(url, { maxBytes: 1024, timeoutMs: 2000 })).rejects.toMatchObject({ reason: 'blocked_address' });
  });

  it('refuses a host name that resolves to a loopback address', async () => {
    await expect(safeDownload('http://localhost:9/cv.pdf', { maxBytes: 1024, timeoutMs: 2000 })).rejects.toMatchObject({ reason: 'blocked_address' });
  });

  it.each(['ftp://example.com/cv.pdf', 'file:///etc/passwd', 'http://user:pw@example.com/', 'not a url'])('refuses %s', async (url) => {
    await expect(safeDownload(url, { maxBytes: 1024, timeoutMs: 2000 })).rejects.toMatchObject({ reason: 'invalid_url' });
  });

  it('refuses a redirect to a private address without following it', async () => {
    await expect(safeDownload(`${base}/redirect-private`, allowLocal)).rejects.toMatchObject({ reason: 'blocked_address' });
  });

  it('stops after three redirects', async () => {
    await expect(safeDownload(`${base}/loop`, allowLocal)).rejects.toMatchObject({ reason: 'too_many_redirects' });
    expect(hits).toHaveLength(4);
  });

  it('stops a body over the cap while streaming', async () => {
    await expect(safeDownload(`${base}/big`, { ...allowLocal, maxBytes: 100 * 1024 })).rejects.toMatchObject({ reason: 'too_large' });
  });

  it('gives up after the total time limit, as a transient failure', async () => {
    const error = await safeDownload(`${base}/slow`, { ...allowLocal, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect(error).toMatchObject({ reason: 'timeout', transient: true });
  });

  it('reports an HTTP error status as final', async () => {
    await expect(safeDownload(`${base}/missing`, allowLocal)).rejects.toMatchObject({ reason: 'http_status', transient: false });
  });

  /** Runs a download, returning its error and how long it took. */
  async function timed(url: string, options: Parameters<typeof safeDownload>[1]): Promise<{ error: unknown; ms: number }> {
    const started = Date.now();
    const error = await safeDownload(url, options).then(
      () => null,
      (e: unknown) => e,
    );
    return { error, ms: Date.now() - started };
  }

  it('cuts a body dripped a byte at a time at the total time limit (not per byte), and hangs up', async () => {
    const { error, ms } = await timed(`${base}/drip`, { ...allowLocal, timeoutMs: 800 });
    expect(error).toMatchObject({ reason: 'timeout', transient: true, message: 'The resume URL did not answer in time' });
    expect(ms).toBeLessThan(800 + 700);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.get('/drip')).toMatchObject({ closed: true });
  });

  it('cuts an endless body at the size cap, and hangs up', async () => {
    const { error, ms } = await timed(`${base}/endless`, { ...allowLocal, maxBytes: 2 * 1024 * 1024 });
    expect(error).toMatchObject({ reason: 'too_large', transient: false, message: 'The resume is larger than 2 MB' });
    expect(ms).toBeLessThan(2000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.get('/endless')?.closed).toBe(true);
    expect(sent.get('/endless')?.bytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('refuses a 50 MB body over a 10 MB cap: undeclared, after about 10 MB; declared, before reading it', async () => {
    const cap = { ...allowLocal, maxBytes: 10 * 1024 * 1024, timeoutMs: 5000 };
    const undeclared = await timed(`${base}/50mb`, cap);
    expect(undeclared.error).toMatchObject({ reason: 'too_large', message: 'The resume is larger than 10 MB' });
    const declared = await timed(`${base}/50mb-declared`, cap);
    expect(declared.error).toMatchObject({ reason: 'too_large', message: 'The resume is larger than 10 MB' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.get('/50mb')?.closed).toBe(true);
    expect(sent.get('/50mb')?.bytes).toBeLessThan(50 * 1024 * 1024);
    expect(sent.get('/50mb-declared')?.closed).toBe(true);
    expect(sent.get('/50mb-declared')?.bytes).toBeLessThan(50 * 1024 * 1024);
    expect(Math.max(undeclared.ms, declared.ms)).toBeLessThan(5000);
  });

  it('never inflates a gzip bomb: the bytes arrive as sent (about 200 KB), and the type check refuses them', async () => {
    const result = await safeDownload(`${base}/gzip-bomb`, { ...allowLocal, maxBytes: 1024 * 1024 });
    expect(result.bytes.length).toBe(GZIP_BOMB.length);
    expect(result.bytes.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });
});
