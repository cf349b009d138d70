import { ChildProcess, spawn, SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

/**
 * Child processes of fault tests: every process started here is tracked, and `stopAll()` (call it
 * in afterAll) kills what is still running, by pid, even after a failed test; a process exit hook
 * does the same if jest dies first. Nothing here ever signals a process it did not start, apart
 * from the children of a process it started (PostgreSQL backends).
 */

const ROOT = resolve(__dirname, '../../..');
const OUTPUT_LIMIT = 1024 * 1024;

export interface Tracked {
  child: ChildProcess;
  pid: number;
  name: string;
  /** stdout and stderr so far (the last MB). */
  output(): string;
  /** Resolves with how the process ended, or null if it still runs after timeoutMs. */
  exited(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null>;
  running(): boolean;
}

const tracked = new Set<Tracked>();
const cleanups: Array<() => Promise<void> | void> = [];

/** Starts a process and tracks it until it ends. */
export function startProcess(name: string, command: string, args: string[], options: SpawnOptions = {}): Tracked {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // A process left running must not keep jest alive: the exit hook below ends it.
  child.unref();
  for (const stream of [child.stdout, child.stderr]) (stream as (typeof stream & { unref?: () => void }) | null)?.unref?.();
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveEnd) =>
    child.once('exit', (code, signal) => resolveEnd({ code, signal })),
  );
  const handle: Tracked = {
    child,
    pid: child.pid,
    name,
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    exited: (timeoutMs) =>
      Promise.race([ended, new Promise<null>((resolveLate) => setTimeout(() => resolveLate(null), timeoutMs).unref())]),
  };
  tracked.add(handle);
  void ended.then(() => tracked.delete(handle));
  return handle;
}

/** Sends `signal` to a tracked process (by its pid) if it still runs. */
export function signal(handle: Tracked, name: NodeJS.Signals): void {
  if (handle.running()) process.kill(handle.pid, name);
}

/** Pids of the direct children of `pid` (from /proc: PostgreSQL's backends are the postmaster's children). */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces and parentheses.
      const stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Signals a process and its direct children (SIGSTOP/SIGCONT a PostgreSQL server with its backends). */
export function signalTree(pid: number, name: NodeJS.Signals): number[] {
  const pids = [pid, ...childPids(pid)];
  for (const target of pids) {
    try {
      process.kill(target, name);
    } catch {
      // Already gone.
    }
  }
  return pids;
}

/** Registers an extra clean-up step (a temp directory, a server) run by stopAll. */
export function onCleanup(step: () => Promise<void> | void): void {
  cleanups.push(step);
}

/**
 * Runs the clean-ups (servers shut down, then their directories removed: last registered first),
 * then kills every tracked process still running (thawed first, SIGKILL with its children).
 */
export async function stopAll(): Promise<void> {
  for (const step of cleanups.splice(0).reverse()) await Promise.resolve(step()).catch(() => undefined);
  const running = [...tracked];
  for (const handle of running) {
    signalTree(handle.pid, 'SIGCONT');
    signalTree(handle.pid, 'SIGKILL');
  }
  await Promise.all(running.map((handle) => handle.exited(5000)));
}

process.on('exit', () => {
  for (const handle of tracked) signalTree(handle.pid, 'SIGKILL');
});

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls `check` every intervalMs until it returns true, or fails after timeoutMs. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, intervalMs));
  }
}

/** The environment of a built entry point: this process's, without jest's NODE_OPTIONS, plus `env`. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  delete base.NODE_OPTIONS;
  return { ...base, ...env };
}

export interface ApiProcess extends Tracked {
  port: number;
  baseUrl: string;
}

/**
 * Starts the built API (`node dist/main.js`, run `npm run build` first) with `env` on a free port,
 * and waits until /health/live answers. LOG_LEVEL defaults to warn (its logs are in output()).
 */
export async function startApi(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const handle = startProcess('api', process.execPath, [join(ROOT, 'dist/main.js')], { env: childEnv({ LOG_LEVEL: 'warn', ...env, PORT: String(port) }), cwd: ROOT });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor('the API to answer /health/live', async () => !handle.running() || (await fetch(`${baseUrl}/health/live`)).ok, timeoutMs, 200);
  if (!handle.running()) throw new Error(`The API exited at start:\n${handle.output()}`);
  return Object.assign(handle, { port, baseUrl });
}

/** Starts the built resume worker (`node dist/worker.js`) with `env`, and waits for its start line. */
export async function startWorker(env: Record<string, string>, timeoutMs = 60_000): Promise<Tracked> {
  const handle = startProcess('worker', process.execPath, [join(ROOT, 'dist/worker.js')], { env: childEnv({ LOG_LEVEL: 'info', ...env }), cwd: ROOT });
  await waitFor('the worker to start', () => !handle.running() || handle.output().includes('Resume worker started'), timeoutMs, 200);
  if (!handle.running()) throw new Error(`The worker exited at start:\n${handle.output()}`);
  return handle;
}
