import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config.service';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { ApiKeyThrottlerGuard } from './api-key-throttler.guard';
import { RedisThrottlerStorage } from './redis-throttler.storage';

@Module({ providers: [RedisThrottlerStorage], exports: [RedisThrottlerStorage] })
class ThrottlerStorageModule {}

/** Registers, in this order, the key guard and the per-key rate limiter as global guards. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RedisThrottlerStorage],
      imports: [ThrottlerStorageModule],
      useFactory: (config: AppConfig, storage: RedisThrottlerStorage) => ({
        throttlers: [
          { name: 'public', ttl: 60_000, limit: config.env.rateLimitPublicPerMinute },
          { name: 'partner', ttl: 60_000, limit: config.env.rateLimitPartnerPerMinute },
          { name: 'careers-read', ttl: 60_000, limit: config.env.rateLimitCareersReadPerMinute },
        ],
        storage,
      }),
    }),
  ],
  providers: [
    { provide: APP_GUARD, useExisting: ApiKeyGuard },
    { provide: APP_GUARD, useClass: ApiKeyThrottlerGuard },
  ],
})
export class ThrottlingModule {}
