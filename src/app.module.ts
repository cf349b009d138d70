import { DynamicModule, Module, Type } from '@nestjs/common';
import { AuthModule } from './common/auth/auth.module';
import { HealthModule } from './common/health/health.module';
import { LoggingModule } from './common/logging/logging.module';
import { QueueModule } from './common/queue/queue.module';
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

/** The HTTP API. `extraModules`: what a test or a benchmark adds beside it (e.g. the admin services to provision a client). */
@Module({})
export class AppModule {
  static forRoot(env: Env, extraModules: Type[] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggingModule,
        DatabaseModule,
        RedisModule,
        QueueModule.forRoot([RESUME_QUEUE_DEFINITION]),
        AuthModule,
        ThrottlingModule,
        HealthModule,
        FeedModule,
        CareersModule,
        CrmModule,
        PartnerModule,
        ...extraModules,
      ],
    };
  }
}
