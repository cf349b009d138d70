import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/require-scope.decorator';
import { NoRateLimit } from '../throttling/rate-limit.decorator';
import { livenessContract, readinessContract } from './health.openapi';
import { Readiness, ReadinessService } from './readiness.service';

@ApiTags('operations')
@Controller('health')
@Public()
@NoRateLimit()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** The process is up (no dependency checked). */
  @Get('live')
  @livenessContract()
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 200 while PostgreSQL answers (`ok`, or `degraded` when Redis does not); 503 `down` otherwise. */
  @Get('ready')
  @readinessContract()
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const readiness = await this.readiness.check();
    res.setHeader('Cache-Control', 'no-store');
    if (readiness.status === 'down') res.status(503);
    return readiness;
  }
}
