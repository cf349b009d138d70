import { Global, Logger, Module } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config.service';
import { OutboxService, RESUME_QUEUE_TOKEN } from './outbox.service';
import { queueOptions, RESUME_QUEUE } from './queue.constants';

@Global()
@Module({
  providers: [
    {
      provide: RESUME_QUEUE_TOKEN,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        const queue = new Queue(RESUME_QUEUE, queueOptions(config.redisUrl, config.redisPrefix));
        const logger = new Logger('ResumeQueue');
        let last = 0;
        queue.on('error', (error: Error) => {
          if (Date.now() - last > 10_000) logger.warn({ err: error.message }, 'Queue connection error');
          last = Date.now();
        });
        return queue;
      },
    },
    OutboxService,
  ],
  exports: [OutboxService, RESUME_QUEUE_TOKEN],
})
export class QueueModule {}
