import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

export type DependencyState = 'up' | 'down';

/**
 * What this instance can serve (DESIGN 4, Readiness). `ok`: everything answers. `degraded`:
 * Redis is down, yet submissions are still accepted and stored (the outbox keeps the parsing
 * work; the rate limiter fails open), so the instance stays in the load balancer. `down`:
 * PostgreSQL is down, nothing can be served.
 */
export interface Readiness {
  status: 'ok' | 'degraded' | 'down';
  postgres: DependencyState;
  redis: DependencyState;
}

/** Longest wait for each dependency's answer. */
export const READINESS_TIMEOUT_MS = 2000;

@Injectable()
export class ReadinessService {
  constructor(
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<Readiness> {
    const [postgres, redis] = await Promise.all([this.postgres(), this.redisState()]);
    return { status: readinessStatus(postgres, redis), postgres, redis };
  }

  private async postgres(): Promise<DependencyState> {
    const result = await this.database.pingCheck('postgres', { timeout: READINESS_TIMEOUT_MS });
    return result.postgres.status;
  }

  private async redisState(): Promise<DependencyState> {
    const indicator = this.indicators.check('redis');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error('timeout')), READINESS_TIMEOUT_MS)));
    try {
      await Promise.race([this.redis.ping(), timeout]);
      return indicator.up().redis.status;
    } catch {
      return indicator.down().redis.status;
    } finally {
      clearTimeout(timer);
    }
  }
}

export function readinessStatus(postgres: DependencyState, redis: DependencyState): Readiness['status'] {
  if (postgres === 'down') return 'down';
  return redis === 'down' ? 'degraded' : 'ok';
}
