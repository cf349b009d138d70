import { DynamicModule, Module } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { AuthModule } from './common/auth/auth.module';
import { HealthModule } from './common/health/health.module';
import { LoggingModule } from './common/logging/logging.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { QueueModule } from './common/queue/queue.module';
import { QueueDashboardModule } from './common/queue-dashboard/queue-dashboard.module';
import { RedisModule } from './common/redis/redis.module';
import { ThrottlingModule } from './common/throttling/throttling.module';
import { ConfigModule } from './config/config.module';
import { Env } from './config/env';
import { DatabaseModule } from './database/database.module';
import { AdminModule } from './modules/admin/admin.module';
import { CareersModule } from './modules/careers/careers.module';
import { CrmModule } from './modules/crm/crm.module';
import { FeedModule } from './modules/feed/feed.module';
import { PartnerModule } from './modules/partner/partner.module';
import { PeopleModule } from './modules/people/people.module';

/** The HTTP API. */
@Module({})
export class AppModule {
  /** `logDestination`: where logs go instead of stdout (tests read them). */
  static forRoot(env: Env, logDestination?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggingModule.forRoot(logDestination),
        DatabaseModule,
        RedisModule,
        QueueModule,
        MetricsModule.forApi(),
        QueueDashboardModule,
        AuthModule,
        ThrottlingModule,
        HealthModule,
        PeopleModule,
        AdminModule,
        FeedModule,
        CareersModule,
        CrmModule,
        PartnerModule,
      ],
    };
  }
}
