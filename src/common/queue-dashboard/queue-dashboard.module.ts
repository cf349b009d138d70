import { Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Express, NextFunction, Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.service';
import { AppError } from '../errors/app-error';
import { setRouteLabel } from '../metrics/http.metrics';
import { sameSecret } from '../metrics/metrics-token';
import { QueueRegistry } from '../queue/queue-registry';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

type Handler = (req: Request, res: Response, next: NextFunction) => void;

/**
 * The queue dashboard for ops (bull-board) at /admin/queues: job counts, failed jobs with their
 * error, retry, clean. Only when ADMIN_DASHBOARD_USER and ADMIN_DASHBOARD_PASSWORD are set (basic
 * authentication); otherwise nothing is mounted and the path is a 404 like any unknown route.
 * Mounted on the Express instance (bull-board is an Express router), before Nest's 404 handler.
 */
@Injectable()
class QueueDashboard implements OnModuleInit {
  private readonly logger = new Logger(QueueDashboard.name);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly queues: QueueRegistry,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const credential = this.config.env.adminDashboard;
    if (!credential) return;
    const board = new ExpressAdapter();
    board.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({ queues: this.queues.all().map((queue) => new BullMQAdapter(queue)), serverAdapter: board, options: { uiConfig: { boardTitle: 'Recruit queues' } } });
    const app = this.adapterHost.httpAdapter.getInstance<Express>();
    const label: Handler = (_req, res, next) => {
      setRouteLabel(res, QUEUE_DASHBOARD_PATH);
      next();
    };
    app.use(QUEUE_DASHBOARD_PATH, label, basicAuth(credential), sameOriginWrites, board.getRouter());
    this.logger.log({ path: QUEUE_DASHBOARD_PATH }, 'Queue dashboard enabled');
  }
}

/** Basic authentication against the configured credential, compared in constant time. */
export function basicAuth(credential: { user: string; password: string }): Handler {
  const expected = `${credential.user}:${credential.password}`;
  return (req, res, next) => {
    const match = /^Basic\s+([A-Za-z0-9+/]+=*)\s*$/i.exec(req.headers.authorization ?? '');
    if (match && sameSecret(Buffer.from(match[1], 'base64').toString('utf8'), expected)) return next();
    res.setHeader('WWW-Authenticate', 'Basic realm="Queue dashboard", charset="UTF-8"');
    refuse(res, new AppError('unauthorized', 'The queue dashboard needs the admin credential'));
  };
}

/**
 * A browser that holds the basic credential must not be made to retry or delete jobs by another
 * site: a request that changes something (not GET/HEAD) is refused when the browser says it comes
 * from elsewhere (Sec-Fetch-Site), or when its Origin is not the host it was sent to.
 */
export const sameOriginWrites: Handler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const crossSite = site !== undefined ? site !== 'same-origin' && site !== 'none' : origin !== undefined && hostOf(origin) !== req.headers.host;
  if (!crossSite) return next();
  refuse(res, new AppError('forbidden', 'Cross-site request to the queue dashboard refused'));
};

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function refuse(res: Response, error: AppError): void {
  res.status(error.status).json(error.toBody());
}

@Module({ providers: [QueueDashboard] })
export class QueueDashboardModule {}
