import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { INestApplicationContext, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { metricsAuthorized } from '../metrics/metrics-token';

/** What readiness asks of the queue consumer; a BullMQ Worker is one. */
export interface QueueConsumer {
  isRunning(): boolean;
  isPaused(): boolean;
  /** Set once closing has begun (a stopping worker takes no new job: not ready). */
  readonly closing: Promise<void> | undefined;
  /** The consumer's own Redis connection (ioredis: its status, and a PING when it has one). */
  readonly client: Promise<{ status: string }>;
}

export type DependencyState = 'up' | 'down';

export interface WorkerReadiness {
  status: 'ready' | 'not_ready';
  postgres: DependencyState;
  redis: DependencyState;
  consumer: 'running' | 'stopped';
}

const POSTGRES_TIMEOUT_MS = 2000;
const REDIS_TIMEOUT_MS = 1000;

/**
 * The worker's small HTTP server (WORKER_HTTP_PORT; none when unset): GET /metrics (the worker's
 * Prometheus registry, METRICS_TOKEN as on the API), GET /health/live (the process answers) and
 * GET /health/ready (200 when PostgreSQL and the consumer's Redis answer and the consumer is
 * running, else 503; the body names each). Plain node:http: nothing else is served.
 */
export class WorkerHttpServer {
  private readonly logger = new Logger(WorkerHttpServer.name);

  private constructor(
    private readonly server: Server,
    private readonly db: DataSource,
    private readonly metrics: MetricsRegistry,
    private readonly config: AppConfig,
    private readonly consumer: QueueConsumer,
  ) {}

  /** Starts the server when WORKER_HTTP_PORT is set (0: any free port); null otherwise. */
  static async start(app: INestApplicationContext, consumer: QueueConsumer): Promise<WorkerHttpServer | null> {
    const config = app.get(AppConfig);
    const port = config.env.workerHttpPort;
    if (port === null) return null;
    const server = createServer();
    const http = new WorkerHttpServer(server, app.get(DataSource), app.get(MetricsRegistry), config, consumer);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void http.handle(req, res));
    server.headersTimeout = 10_000;
    server.requestTimeout = 10_000;
    server.keepAliveTimeout = 5_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '0.0.0.0', () => {
        server.off('error', reject);
        resolve();
      });
    });
    http.logger.log({ port: http.port }, 'Worker HTTP server listening (/metrics, /health/live, /health/ready)');
    return http;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  /** Readiness: every dependency checked at once, each within its own time limit. */
  async readiness(): Promise<WorkerReadiness> {
    const [postgres, redis] = await Promise.all([
      check(() => this.db.query('SELECT 1'), POSTGRES_TIMEOUT_MS),
      check(() => this.pingRedis(), REDIS_TIMEOUT_MS),
    ]);
    const running = this.consumer.isRunning() && !this.consumer.isPaused() && this.consumer.closing === undefined;
    const ready = postgres === 'up' && redis === 'up' && running;
    return { status: ready ? 'ready' : 'not_ready', postgres, redis, consumer: running ? 'running' : 'stopped' };
  }

  private async pingRedis(): Promise<void> {
    const client: { status: string; ping?: () => Promise<unknown> } = await this.consumer.client;
    if (client.status !== 'ready') throw new Error(`Redis connection ${client.status}`);
    await client.ping?.();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const path = (req.url ?? '/').split('?')[0];
      if (!['/metrics', '/health/live', '/health/ready'].includes(path)) return send(res, 404, envelope('not_found', 'No such route'));
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return send(res, 405, envelope('method_not_allowed', 'Only GET and HEAD are served here'));
      }
      if (path === '/health/live') return send(res, 200, { status: 'ok' });
      if (path === '/health/ready') {
        const readiness = await this.readiness();
        return send(res, readiness.status === 'ready' ? 200 : 503, readiness);
      }
      if (!metricsAuthorized(req.headers.authorization, this.config.env.metricsToken)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        return send(res, 401, envelope('unauthorized', 'This endpoint needs the metrics token (Authorization: Bearer ...)'));
      }
      const body = await this.metrics.render();
      res.writeHead(200, { 'Content-Type': this.metrics.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      this.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'Worker HTTP request failed');
      if (!res.headersSent) send(res, 500, envelope('internal_error', 'Internal error'));
      else res.destroy();
    }
  }
}

async function check(probe: () => Promise<unknown>, timeoutMs: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DependencyState>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  try {
    return await Promise.race([probe().then((): DependencyState => 'up'), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

function envelope(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(json) });
  res.end(res.req.method === 'HEAD' ? undefined : json);
}
