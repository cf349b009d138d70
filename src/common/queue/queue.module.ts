import { DynamicModule, Module } from '@nestjs/common';
import { OutboxService } from './outbox.service';
import { QueueDefinition } from './queue.constants';
import { QUEUE_DEFINITIONS, QueueRegistry } from './queue-registry';

/**
 * The transactional outbox and the producer queues behind it. The entry point passes the queues'
 * definitions (they belong to the modules whose jobs they carry).
 */
@Module({})
export class QueueModule {
  static forRoot(definitions: readonly QueueDefinition[]): DynamicModule {
    return {
      module: QueueModule,
      global: true,
      providers: [
        { provide: QUEUE_DEFINITIONS, useValue: definitions },
        QueueRegistry,
        OutboxService,
      ],
      exports: [OutboxService, QueueRegistry],
    };
  }
}
