import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../auth/require-scope.decorator';
import { NoRateLimit } from '../throttling/rate-limit.decorator';
import { Readiness, ReadinessService } from './readiness.service';

const READINESS_EXAMPLE = { status: 'degraded', postgres: 'up', redis: 'down' };

@ApiTags('operations')
@Controller('health')
@Public()
@NoRateLimit()
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  /** The process is up (no dependency checked). */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** 200 while PostgreSQL answers (`ok`, or `degraded` when Redis does not); 503 `down` otherwise. */
  @Get('ready')
  @ApiOkResponse({ description: 'Ready: status ok, or degraded (Redis down: submissions still accepted)', schema: { example: READINESS_EXAMPLE } })
  @ApiServiceUnavailableResponse({ description: 'Not ready: PostgreSQL down', schema: { example: { status: 'down', postgres: 'down', redis: 'up' } } })
  async ready(@Res({ passthrough: true }) res: Response): Promise<Readiness> {
    const readiness = await this.readiness.check();
    res.setHeader('Cache-Control', 'no-store');
    if (readiness.status === 'down') res.status(503);
    return readiness;
  }
}
