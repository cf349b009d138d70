import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { freePort, onCleanup, signal, signalTree, startProcess, Tracked, waitFor } from './processes';

/**
 * A Redis of a fault test's own (`redis-server` on a free port of 127.0.0.1, no persistence, as the
 * README runs it, noeviction), a tracked child process: `stop` (SIGTERM) and `restart` (same port,
 * empty: nothing was saved), `freeze`/`thaw` (SIGSTOP/SIGCONT), `destroy` (or processes.stopAll).
 * It never touches the shared Redis on 6379.
 */
export class DedicatedRedis {
  private server: Tracked | null = null;

  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<DedicatedRedis> {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-fault-redis-'));
    onCleanup(() => rmSync(dir, { recursive: true, force: true }));
    const redis = new DedicatedRedis(await freePort(), dir);
    onCleanup(() => redis.destroy());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get pid(): number | null {
    return this.server?.running() ? this.server.pid : null;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    signalTree(this.server.pid, 'SIGCONT');
    signal(this.server, 'SIGTERM');
    if (!(await this.server.exited(10_000))) signal(this.server, 'SIGKILL');
    this.server = null;
  }

  /** Starts (again) on the same port, with an empty data set. */
  async restart(): Promise<void> {
    if (this.server) throw new Error('Redis is already running');
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction', '--dir', this.dir];
    const server = startProcess('redis', 'redis-server', args);
    this.server = server;
    await waitFor(
      `Redis on port ${this.port}`,
      async () => {
        if (!server.running()) return true;
        const client = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
        try {
          await client.connect();
          return (await client.ping()) === 'PONG';
        } finally {
          client.disconnect();
        }
      },
      15_000,
      100,
    );
    if (!server.running()) throw new Error(`Redis did not start:\n${server.output()}`);
  }

  freeze(): void {
    if (this.server) signal(this.server, 'SIGSTOP');
  }

  thaw(): void {
    if (this.server) signal(this.server, 'SIGCONT');
  }

  async destroy(): Promise<void> {
    if (!this.server) return;
    signalTree(this.server.pid, 'SIGCONT');
    signal(this.server, 'SIGKILL');
    await this.server.exited(5000);
    this.server = null;
  }
}
