import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.service';
import { OwnCredential } from '../auth/require-scope.decorator';
import { AppError } from '../errors/app-error';
import { NoRateLimit } from '../throttling/rate-limit.decorator';
import { MetricsRegistry } from './metrics-registry';
import { metricsAuthorized } from './metrics-token';
import { metricsContract } from './metrics.openapi';

/**
 * Prometheus scrape endpoint of the API. No API key (Prometheus has none); when METRICS_TOKEN is
 * set, `Authorization: Bearer <token>` is required. Not rate limited.
 */
@ApiTags('operations')
@Controller('metrics')
@OwnCredential('METRICS_TOKEN (Authorization: Bearer); open when unset')
@NoRateLimit()
export class MetricsController {
  constructor(
    private readonly metrics: MetricsRegistry,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @metricsContract()
  async scrape(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!metricsAuthorized(req.headers.authorization, this.config.env.metricsToken)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized', 'This endpoint needs the metrics token (Authorization: Bearer ...)');
    }
    const body = await this.metrics.render();
    res.setHeader('Content-Type', this.metrics.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  }
}
