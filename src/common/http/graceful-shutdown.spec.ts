import { createServer, request, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { closingReserveMs, drainHttpServer } from './graceful-shutdown';

/** A server answering /fast at once and /slow after `slowMs`. */
async function serve(slowMs: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('slow'), slowMs);
    else res.end('fast');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('drainHttpServer', () => {
  it('lets a request in flight finish when it does so before the deadline, and closes at once after it', async () => {
    const { server, port } = await serve(300);
    const inFlight = get(port, '/slow');
    await new Promise((wake) => setTimeout(wake, 50));
    const result = await drainHttpServer(server, 5000);
    expect(await inFlight).toEqual({ status: 200, body: 'slow' });
    expect(result.cut).toBe(0);
    expect(result.elapsedMs).toBeLessThan(5000);
  });

  it('refuses new connections while draining', async () => {
    const { server, port } = await serve(500);
    const inFlight = get(port, '/slow');
    await new Promise((wake) => setTimeout(wake, 50));
    const drained = drainHttpServer(server, 5000);
    expect(await get(port, '/fast')).toEqual({ error: 'ECONNREFUSED' });
    await inFlight;
    await drained;
  });

  it('cuts a request still running at the deadline', async () => {
    const { server, port } = await serve(60_000);
    const inFlight = get(port, '/slow');
    await new Promise((wake) => setTimeout(wake, 50));
    const result = await drainHttpServer(server, 300);
    expect(result.cut).toBe(1);
    expect(await inFlight).toHaveProperty('error');
  });
});

describe('closingReserveMs', () => {
  it('keeps a fifth of the deadline for closing connections to PostgreSQL and Redis, 3 s at most', () => {
    expect([closingReserveMs(5000), closingReserveMs(30_000)]).toEqual([1000, 3000]);
  });
});
