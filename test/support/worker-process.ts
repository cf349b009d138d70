import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const WORKER = join(__dirname, '../../dist/worker.js');

export interface WorkerProcess {
  child: ChildProcess;
  /** The port of its HTTP server (WORKER_HTTP_PORT=0: the one it chose). */
  port: number;
  /** Every log line it printed so far (JSON, pino). */
  logs: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

/**
 * The built worker (`dist/worker.js`, as deployed) in a child process on this run's database and
 * Redis prefix, with its HTTP server on a free port; `env` overrides. Resolves once it listens.
 */
export async function startWorkerProcess(env: Record<string, string> = {}): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [WORKER], {
    env: { ...process.env, LOG_LEVEL: 'info', WORKER_HTTP_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker did not start its HTTP server within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      logs.push(entry);
      if (typeof entry.port === 'number' && String(entry.msg).startsWith('Worker HTTP server listening')) {
        clearTimeout(timer);
        resolve(entry.port);
      }
    });
  });
  return {
    child,
    port,
    logs,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      // A worker finishing a long job may take its whole grace period (25 s), then closes: past that, it is stuck.
      const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
