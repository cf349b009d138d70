import type { Server } from 'node:http';
import { INestApplication, Logger } from '@nestjs/common';

/** Part of the deadline kept for closing PostgreSQL and Redis once the HTTP side is done. */
export function closingReserveMs(deadlineMs: number): number {
  return Math.min(3000, Math.floor(deadlineMs / 5));
}

export interface DrainResult {
  /** Connections still open at the drain deadline, closed then (their requests were cut). */
  cut: number;
  elapsedMs: number;
}

/**
 * Stops accepting connections and lets in-flight requests finish, for drainMs at most; then
 * closes every connection still open. Keep-alive connections are closed as soon as they are
 * idle (after the response in flight), and requests arriving on them meanwhile are answered
 * with `Connection: close`.
 */
export async function drainHttpServer(server: Server, drainMs: number): Promise<DrainResult> {
  const started = Date.now();
  const closeAfterResponse = (_req: unknown, res: { setHeader(name: string, value: string): void }): void => res.setHeader('Connection', 'close');
  server.prependListener('request', closeAfterResponse);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'deadline'>((resolve) => (timer = setTimeout(() => resolve('deadline'), drainMs)));
  try {
    if ((await Promise.race([closed, deadline])) !== 'deadline') return { cut: 0, elapsedMs: Date.now() - started };
    const cut = await new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count ?? 0)));
    server.closeAllConnections();
    await closed;
    return { cut, elapsedMs: Date.now() - started };
  } finally {
    clearTimeout(timer);
    clearInterval(idleSweep);
    server.off('request', closeAfterResponse);
  }
}

/**
 * SIGTERM / SIGINT: drain the HTTP server (drainHttpServer) for the deadline minus a reserve,
 * then close the application (database pool, Redis, queues) and exit. The process is ended at
 * the deadline whatever happens, with exit code 1 if the close did not finish.
 */
export function exitOnSignals(app: INestApplication, deadlineMs: number, logger = new Logger('Shutdown')): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      logger.error({ signal, deadlineMs }, 'Shutdown deadline reached: exiting now');
      process.exit(1);
    }, deadlineMs).unref();
    logger.log({ signal, deadlineMs }, 'Stopping: no new connections; finishing requests in flight');
    const drained = await drainHttpServer(app.getHttpServer() as Server, deadlineMs - closingReserveMs(deadlineMs));
    if (drained.cut > 0) logger.warn({ connections: drained.cut, elapsedMs: drained.elapsedMs }, 'Connections still open at the deadline were closed');
    const closed = await app.close().then(
      () => true,
      (error: unknown) => {
        logger.error({ err: error instanceof Error ? error.message : String(error) }, 'Closing the application failed');
        return false;
      },
    );
    logger.log({ elapsedMs: drained.elapsedMs }, 'Stopped');
    process.exit(closed ? 0 : 1);
  };
  // A second signal while stopping changes nothing (the deadline still holds).
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
