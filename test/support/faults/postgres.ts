import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../../../src/database/data-source';
import { freePort, onCleanup, signal, signalTree, startProcess, Tracked, waitFor } from './processes';

/** The installed PostgreSQL 15 binaries (Debian's layout); PG_BIN overrides. */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** initdb and postgres refuse to run as root: as root, the server runs as the `postgres` user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string): number => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A PostgreSQL server of a fault test's own: a fresh cluster in a temp directory (initdb, trust
 * authentication, fsync off), listening on a free port of 127.0.0.1. The postmaster is a tracked
 * child process; `freeze`/`thaw` SIGSTOP/SIGCONT it with its backends, `stop`/`start` shut it down
 * and bring it back on the same port with the same data, `destroy` (or processes.stopAll) ends it
 * and removes the directory. It never touches the shared server on 5432.
 *
 *   const pg = await DedicatedPostgres.start();
 *   const url = await pg.createDatabase('recruit', { migrate: true });
 *   pg.freeze(); ...; pg.thaw();
 */
export class DedicatedPostgres {
  private server: Tracked | null = null;
  private frozen = false;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    private readonly user: { uid: number; gid: number } | undefined,
  ) {}

  static async start(): Promise<DedicatedPostgres> {
    const user = serverUser();
    const root = mkdtempSync(join(tmpdir(), 'recruit-fault-pg-'));
    if (user) chownSync(root, user.uid, user.gid);
    onCleanup(() => rmSync(root, { recursive: true, force: true }));
    const dataDir = join(root, 'data');
    execFileSync(join(PG_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C.UTF-8'], {
      stdio: 'ignore',
      ...user,
    });
    const pg = new DedicatedPostgres(await freePort(), dataDir, user);
    onCleanup(() => pg.destroy());
    await pg.startServer();
    return pg;
  }

  /** The postmaster's pid (null while stopped). */
  get pid(): number | null {
    return this.server?.running() ? this.server.pid : null;
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Creates a database (and runs the checked-in migrations on it); returns its URL. */
  async createDatabase(name: string, options: { migrate?: boolean } = {}): Promise<string> {
    const admin = new Client({ connectionString: this.url() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    const url = this.url(name);
    if (options.migrate) {
      const dataSource = createDataSource({ databaseUrl: url }, 'fault-test-migrations');
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
      await dataSource.destroy();
    }
    return url;
  }

  /** SIGSTOP the postmaster and every backend: connections stay open, nothing answers. Returns the pids stopped. */
  freeze(): number[] {
    if (!this.server) throw new Error('PostgreSQL is not running');
    this.frozen = true;
    return signalTree(this.server.pid, 'SIGSTOP');
  }

  thaw(): void {
    if (!this.server || !this.frozen) return;
    signalTree(this.server.pid, 'SIGCONT');
    this.frozen = false;
  }

  /** Shuts the server down (`fast`: SIGINT, connections cut and transactions rolled back; `immediate`: SIGQUIT). */
  async stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    if (!this.server) return;
    this.thaw();
    signal(this.server, mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
    const ended = await this.server.exited(30_000);
    if (!ended) signalTree(this.server.pid, 'SIGKILL');
    this.server = null;
  }

  /** Starts the server again on the same port with the same data (after stop). */
  async restart(): Promise<void> {
    if (this.server) throw new Error('PostgreSQL is already running');
    await this.startServer();
  }

  /** Immediate shutdown (SIGQUIT, thawed first); SIGKILL with the backends if it is not gone within 5 s. */
  async destroy(): Promise<void> {
    if (!this.server) return;
    signalTree(this.server.pid, 'SIGCONT');
    signal(this.server, 'SIGQUIT');
    if (!(await this.server.exited(5000))) {
      signalTree(this.server.pid, 'SIGKILL');
      await this.server.exited(5000);
    }
    this.server = null;
  }

  private async startServer(): Promise<void> {
    const settings = ['listen_addresses=127.0.0.1', `port=${this.port}`, `unix_socket_directories=${join(this.dataDir, '..')}`, 'fsync=off', 'full_page_writes=off', 'synchronous_commit=off', 'max_connections=60', 'shared_buffers=16MB'];
    this.server = startProcess('postgres', join(PG_BIN, 'postgres'), ['-D', this.dataDir, ...settings.flatMap((setting) => ['-c', setting])], { ...this.user });
    const server = this.server;
    await waitFor(
      `PostgreSQL on port ${this.port}`,
      async () => {
        if (!server.running()) return true;
        const client = new Client({ connectionString: this.url(), connectionTimeoutMillis: 1000 });
        try {
          await client.connect();
          return true;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      30_000,
      100,
    );
    if (!server.running()) throw new Error(`PostgreSQL did not start:\n${server.output()}`);
  }
}
