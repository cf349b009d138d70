import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { MetricsModule } from './common/metrics/metrics.module';
import { QueueModule } from './common/queue/queue.module';
import { ConfigModule } from './config/config.module';
import { Env } from './config/env';
import { DatabaseModule } from './database/database.module';
import { RESUME_QUEUE_DEFINITION } from './modules/resumes/resume.job';
import { ResumesModule } from './modules/resumes/resumes.module';
import { RetentionModule } from './modules/retention/retention.module';
import { RetentionWorker } from './modules/retention/retention.worker';

/** The worker application: no HTTP server, no controllers; the resume pipeline, the outbox sweep and the daily retention. */
@Module({})
export class WorkerModule {
  static forRoot(env: Env): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggerModule.forRoot({ pinoHttp: { level: env.logLevel } }),
        DatabaseModule,
        QueueModule.forRoot([RESUME_QUEUE_DEFINITION]),
        MetricsModule.forWorker(),
        ResumesModule,
        RetentionModule,
      ],
      providers: [RetentionWorker],
    };
  }
}
