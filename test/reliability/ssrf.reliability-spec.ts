import dns, { LookupAddress } from 'node:dns';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DownloadError, safeDownload } from '../../src/modules/resumes/download/safe-download';
import { reportFigures } from '../support/faults';
import { createTenant } from '../support/factories';
import { createHostileApp, expectNoLeak } from '../support/hostile-app';

/** Names the local resolver stub answers (every other name goes to the system resolver). */
const STUB: Record<string, LookupAddress[]> = {
  'internal.ssrf.test': [{ address: '127.0.0.1', family: 4 }],
  'loopback6.ssrf.test': [{ address: '::1', family: 6 }],
  'mapped.ssrf.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'metadata.ssrf.test': [{ address: '169.254.169.254', family: 4 }],
  'private.ssrf.test': [{ address: '10.1.2.3', family: 4 }],
  'cgnat.ssrf.test': [{ address: '100.64.0.7', family: 4 }],
  'ula.ssrf.test': [{ address: 'fd12:3456::1', family: 6 }],
  'zero.ssrf.test': [{ address: '0.0.0.0', family: 4 }],
  // One public and one private answer: refused (the client could connect to either).
  'mixed.ssrf.test': [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }],
  'redirector.ssrf.test': [{ address: '127.0.0.1', family: 4 }],
};

type LookupCallback = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[] | string, family?: number) => void;

/**
 * The SSRF address list for resumeUrl: every spelling of a loopback, private, link-local or reserved
 * address, names resolving to one (a local resolver stub), and redirects to them from an allowed
 * host. A canary server listens on the loopback (IPv4 and IPv6) and must get no connection at all.
 */
describe('SSRF: resumeUrl address list', () => {
  const canaries: Server[] = [];
  let canaryConnections = 0;
  let port = 0;
  let redirector: Server;
  let redirectTarget = '';
  let redirectorHits = 0;
  const originalLookup = dns.lookup;

  beforeAll(async () => {
    const first = createServer((_req, res) => res.end('%PDF-1.4 canary'));
    await new Promise<void>((resolve) => first.listen(0, '127.0.0.1', resolve));
    port = (first.address() as AddressInfo).port;
    canaries.push(first);
    const v6 = createServer((_req, res) => res.end('%PDF-1.4 canary'));
    await new Promise<void>((resolve) => v6.once('error', () => resolve()).listen(port, '::1', resolve));
    if (v6.listening) canaries.push(v6);
    for (const canary of canaries) canary.on('connection', () => (canaryConnections += 1));
    redirector = createServer((_req, res) => {
      redirectorHits += 1;
      res.writeHead(302, { location: redirectTarget }).end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    jest.spyOn(dns, 'lookup').mockImplementation(((hostname: string, options: unknown, callback: LookupCallback) => {
      const stubbed = STUB[hostname.toLowerCase().replace(/\.$/, '')];
      if (!stubbed) return (originalLookup as unknown as (...args: unknown[]) => void)(hostname, options, callback);
      const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
      process.nextTick(() => (all ? callback(null, stubbed) : callback(null, stubbed[0].address, stubbed[0].family)));
    }) as unknown as typeof dns.lookup);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    for (const server of [...canaries, redirector]) await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const download = (url: string, allowedHosts: string[] = []) =>
    safeDownload(url, { maxBytes: 1024 * 1024, timeoutMs: 3000, allowedHosts }).then(
      () => 'downloaded',
      (error: unknown) => (error instanceof DownloadError ? error.reason : `unexpected: ${String(error)}`),
    );

  function addressList(): Array<[string, string[]]> {
    const p = port;
    const blocked = ['blocked_address'];
    const invalid = ['invalid_url'];
    return [
      // IPv4 loopback in every spelling the URL parser accepts.
      ...[
        `127.0.0.1:${p}`, `127.1:${p}`, `127.0.1:${p}`, `2130706433:${p}`, `0x7f000001:${p}`, `0x7f.0x0.0x0.0x1:${p}`, `0x7f.1:${p}`,
        `0177.0.0.1:${p}`, `0177.1:${p}`, `017700000001:${p}`, `127.000.000.001:${p}`, `0:${p}`, `0.0.0.0:${p}`, `0x0:${p}`, `127.127.127.127:${p}`,
        `%31%32%37.0.0.1:${p}`, `127.0.0.1.:${p}`,
      ].map((host): [string, string[]] => [`http://${host}/cv.pdf`, blocked]),
      // IPv6 literals, IPv4-mapped and embedded forms.
      ...[
        `[::1]:${p}`, `[0:0:0:0:0:0:0:1]:${p}`, `[::ffff:127.0.0.1]:${p}`, `[::ffff:7f00:1]:${p}`, `[::127.0.0.1]:${p}`, `[0::1]:${p}`,
        `[64:ff9b::127.0.0.1]:${p}`, `[2002:7f00:1::]:${p}`, `[::]:${p}`, `[fe80::1]:${p}`, `[fc00::1]`, `[fd00:ec2::254]`, `[ff02::1]`, `[::ffff:169.254.169.254]`, `[::ffff:10.0.0.1]`,
      ].map((host): [string, string[]] => [`http://${host}/cv.pdf`, blocked]),
      // Private, link-local (cloud metadata), CGNAT, multicast, broadcast, reserved.
      ...['169.254.169.254/latest/meta-data/', '10.0.0.1/', '172.16.0.1/', '172.31.255.255/', '192.168.1.1/', '100.64.0.1/', '100.100.100.200/', '224.0.0.1/', '255.255.255.255/', '198.18.0.1/', '192.0.0.8/', '240.0.0.1/']
        .map((rest): [string, string[]] => [`http://${rest}`, blocked]),
      ...['https://127.0.0.1/', `https://[::1]:${p}/`].map((url): [string, string[]] => [url, blocked]),
      // Names resolving to such addresses (the system's localhost, and the resolver stub).
      // `localhost.` may not resolve at all here (then 'network': no connection either).
      [`http://localhost.:${p}/cv.pdf`, ['blocked_address', 'network']],
      ...[`localhost:${p}`, `LOCALHOST:${p}`, ...Object.keys(STUB).filter((n) => n !== 'redirector.ssrf.test').map((name) => `${name}:${p}`)]
        .map((host): [string, string[]] => [`http://${host}/cv.pdf`, blocked]),
      // Schemes and URL tricks.
      [`file:///etc/passwd`, invalid],
      [`gopher://127.0.0.1:${p}/_GET`, invalid],
      [`ftp://127.0.0.1:${p}/cv.pdf`, invalid],
      [`data:application/pdf;base64,JVBERi0=`, invalid],
      [`http://user:pass@127.0.0.1:${p}/cv.pdf`, invalid],
      [`http://example.com@127.0.0.1:${p}/cv.pdf`, invalid],
      [`http://127.0.0.1:${p}#@example.com/cv.pdf`, blocked],
      [`http://127.0.0.1:${p}\\@example.com/cv.pdf`, blocked],
      [`http:/\\127.0.0.1:${p}/cv.pdf`, blocked],
      [`HTTP://127.0.0.1:${p}/cv.pdf`, blocked],
      ['http://[::1', invalid],
    ];
  }

  it('refuses every address, spelling and name before connecting: the canary gets 0 connections', async () => {
    const outcomes: Array<{ url: string; outcome: string }> = [];
    const wrong: Array<{ url: string; outcome: string; expected: string[] }> = [];
    for (const [url, expected] of addressList()) {
      const outcome = await download(url);
      outcomes.push({ url, outcome });
      if (!expected.includes(outcome)) wrong.push({ url, outcome, expected });
    }
    expect(wrong).toEqual([]);
    expect(canaryConnections).toBe(0);
    reportFigures('ssrf:addresses', { tried: outcomes.length, canaryConnections });
  });

  it('refuses a redirect from an allowed host to any of them, before connecting', async () => {
    const p = port;
    const targets = [
      `http://127.0.0.1:${p}/cv.pdf`, `http://2130706433:${p}/cv.pdf`, `http://0x7f.1:${p}/cv.pdf`, `http://[::1]:${p}/cv.pdf`, `http://[::ffff:127.0.0.1]:${p}/cv.pdf`,
      `http://localhost:${p}/cv.pdf`, `http://internal.ssrf.test:${p}/cv.pdf`, `http://mapped.ssrf.test:${p}/cv.pdf`, 'http://169.254.169.254/latest/meta-data/', 'http://metadata.ssrf.test/',
      `//127.0.0.1:${p}/cv.pdf`, `file:///etc/passwd`,
    ];
    const redirectorUrl = `http://redirector.ssrf.test:${(redirector.address() as AddressInfo).port}/cv.pdf`;
    const wrong: Array<{ target: string; outcome: string }> = [];
    for (const target of targets) {
      redirectTarget = target;
      const outcome = await download(redirectorUrl, ['redirector.ssrf.test']);
      if (outcome !== 'blocked_address' && outcome !== 'invalid_url') wrong.push({ target, outcome });
    }
    expect(wrong).toEqual([]);
    expect(redirectorHits).toBe(targets.length);
    expect(canaryConnections).toBe(0);
    reportFigures('ssrf:redirects', { tried: targets.length, canaryConnections });
  });

  it('takes a private resumeUrl at the API (201, decided by the worker) and never logs it', async () => {
    const t = await createHostileApp();
    try {
      const tenant = await createTenant(t.app);
      t.watch.addTenant(tenant);
      const url = `http://2130706433:${port}/secret-resume-path.pdf`;
      t.watch.add('secret-resume-path');
      const res = await t.http.post(`/v1/public/careers/${tenant.slug}/apply`).set('X-Service-Public-Key', tenant.keys.careers).send({ firstName: 'Ssrf', lastName: 'Probe', email: 'ssrf-probe@example.com', resumeUrl: url }).expect(201);
      const [row] = await t.db.query(`SELECT resume_url FROM application WHERE client_id = $1 AND id = $2`, [tenant.clientId, res.body.data.id]);
      expect(row.resume_url).toBe(url);
      expect(canaryConnections).toBe(0);
      expectNoLeak(t);
    } finally {
      await t.close();
    }
  });
});
