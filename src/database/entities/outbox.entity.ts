import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Work to hand to a queue, written in the same transaction as the records it concerns. */
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
}
