import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
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

describe('safeDownload', () => {
  let server: Server;
  let base: string;
  const hits: string[] = [];

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
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => hits.splice(0));

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
});
