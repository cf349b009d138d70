import { DynamicModule, Module, Type } from '@nestjs/common';
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
import { CareersModule } from './modules/careers/careers.module';
import { CrmModule } from './modules/crm/crm.module';
import { FeedModule } from './modules/feed/feed.module';
import { PartnerModule } from './modules/partner/partner.module';
import { RESUME_QUEUE_DEFINITION } from './modules/resumes/resume.job';
import { TestDataModule } from './modules/test-data/test-data.module';

/** The HTTP API. */
@Module({})
export class AppModule {
  /**
   * `logDestination`: where logs go instead of stdout (tests read them). `extraModules`: what a test
   * or a benchmark adds beside the API (the admin services, to provision clients).
   */
  static forRoot(env: Env, options: { logDestination?: DestinationStream; extraModules?: Type[] } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggingModule.forRoot(options.logDestination),
        DatabaseModule,
        RedisModule,
        QueueModule.forRoot([RESUME_QUEUE_DEFINITION]),
        MetricsModule.forApi(),
        QueueDashboardModule,
        AuthModule,
        ThrottlingModule,
        HealthModule,
        FeedModule,
        CareersModule,
        CrmModule,
        PartnerModule,
        TestDataModule,
        ...(options.extraModules ?? []),
      ],
    };
  }
}
