import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config.service';
import { reconnectDelay } from '../queue/queue.constants';

/**
 * Shared Redis connection for rate-limit counters and health checks. No offline queue and one
 * retry per command: when Redis is down a command fails fast instead of hanging a request.
 */
export const REDIS = Symbol('REDIS');

export function createRedis(url: string, options: { forWorker?: boolean } = {}): Redis {
  return new Redis(url, {
    enableOfflineQueue: options.forWorker ?? false,
    maxRetriesPerRequest: options.forWorker ? null : 1,
    connectTimeout: 2000,
    commandTimeout: options.forWorker ? undefined : 1000,
    // Back within half a second of Redis (as the queue connections): rate limits stop failing open at once.
    retryStrategy: reconnectDelay,
    lazyConnect: false,
  });
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const redis = createRedis(config.redisUrl);
        const logger = new Logger('Redis');
        let lastError = 0;
        redis.on('error', (error: Error) => {
          if (Date.now() - lastError > 10_000) logger.warn({ err: error.message }, 'Redis connection error');
          lastError = Date.now();
        });
        return redis;
      },
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
