import { DynamicModule, Module } from '@nestjs/common';
import { OutboxReconciler } from './outbox-reconciler';
import { OutboxService } from './outbox.service';
import { QueueDefinition } from './queue.constants';
import { QUEUE_DEFINITIONS, QueueRegistry } from './queue-registry';

/**
 * The transactional outbox and the producer queues behind it; the reconciler is started by the
 * worker entry point only. The entry point passes the queues'
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
        OutboxReconciler,
      ],
      exports: [OutboxService, OutboxReconciler, QueueRegistry],
    };
  }
}
