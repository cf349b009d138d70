import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Counter, Histogram } from 'prom-client';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

/** Label of requests that reached no route: unknown paths, and requests refused before routing (unreadable body). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** A route template that is only a wildcard: the path of a global middleware, not of an endpoint. */
const CATCH_ALL = /^\/?(\{\*\w*\}|\*\w*)$/;
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Set on `res.locals` by handlers that are not Nest routes (the queue dashboard) to name their route. */
const ROUTE_LABEL = 'metricsRoute';

/** Names the route template of a request served outside Nest's router (so it is not counted as unmatched). */
export function setRouteLabel(res: Response, template: string): void {
  res.locals[ROUTE_LABEL] = template;
}

/**
 * HTTP request count and latency by route template, method and status; rate-limit rejections by
 * route. Labels are bounded: the route is the template (`/v1/public/careers/:slug/apply`), never
 * the path, so no slug, id or key reaches a label; unknown paths share one label.
 */
@Injectable()
export class HttpMetrics {
  private readonly requests: Counter<'route' | 'method' | 'status'>;
  private readonly duration: Histogram<'route' | 'method' | 'status'>;
  private readonly rateLimited: Counter<'route' | 'family'>;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.requests = new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by route template, method and status (status "aborted": the client left first)',
      labelNames: ['route', 'method', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from the request to the last byte of the response, by route template, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.rateLimited = new Counter({
      name: `${METRIC_PREFIX}rate_limit_rejections_total`,
      help: 'Requests refused with 429 by the per-key rate limit, by route template and limit family',
      labelNames: ['route', 'family'],
      registers,
    });
  }

  /** Observes one request from now until its response is sent (or the client leaves). */
  track(req: Request, res: Response): void {
    const start = process.hrtime.bigint();
    const done = (): void => {
      res.off('finish', done);
      res.off('close', done);
      const labels = { route: routeOf(req, res), method: methodOf(req), status: res.writableFinished ? String(res.statusCode) : 'aborted' };
      this.requests.inc(labels);
      this.duration.observe(labels, Number(process.hrtime.bigint() - start) / 1e9);
    };
    res.on('finish', done);
    res.on('close', done);
  }

  rateLimitRejected(req: Request, family: string): void {
    this.rateLimited.inc({ route: routeOf(req), family });
  }
}

function routeOf(req: Request, res?: Response): string {
  const named = res?.locals[ROUTE_LABEL];
  if (typeof named === 'string') return named;
  // A request no route took keeps the route of the last catch-all middleware it went through ('/{*path}').
  const path: unknown = req.route?.path;
  return typeof path === 'string' && !CATCH_ALL.test(path) ? path : UNMATCHED_ROUTE;
}

function methodOf(req: Request): string {
  return KNOWN_METHODS.has(req.method) ? req.method : 'OTHER';
}

/** Starts HttpMetrics.track for every request of the API. */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: HttpMetrics) {}

  use(req: Request, res: Response, next: NextFunction): void {
    this.metrics.track(req, res);
    next();
  }
}
