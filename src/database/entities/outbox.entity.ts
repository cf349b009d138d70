import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Work to hand to a queue, written in the same transaction as the records it concerns. The row
 * stays open (finished_at NULL) until the worker has finished the job: Redis may lose a queued job.
 */
@Entity('outbox')
export class OutboxEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  /** The job name; it decides the queue (see QueueRegistry). */
  @Column('text') kind!: string;
  /** The job's data, as the queue's job contract defines it (e.g. modules/resumes/resume.job.ts). */
  @Column('jsonb') payload!: object;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'enqueued_at', nullable: true }) enqueuedAt!: Date | null;
  @Column('integer', { default: 0 }) attempts!: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  /** X-Request-Id of the API request that wrote the row (null outside a request). */
  @Column('text', { name: 'request_id', nullable: true }) requestId!: string | null;
  @Column('timestamptz', { name: 'finished_at', nullable: true }) finishedAt!: Date | null;
  /** Times the reconciler queued the job again after Redis lost it. */
  @Column('integer', { default: 0 }) requeues!: number;
}
