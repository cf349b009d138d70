import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type OutboxKind = 'resume.process';

export interface ResumeWorkPayload {
  clientId: string;
  /** The stored document to parse, or null when the resume must first be downloaded from resumeUrl. */
  documentId: string | null;
  applicationId: string | null;
  resumeUrl: string | null;
  personId: string;
}

@Entity('outbox')
export class OutboxEntry {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' }) id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('text') kind!: OutboxKind;
  @Column('jsonb') payload!: ResumeWorkPayload;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'enqueued_at', nullable: true }) enqueuedAt!: Date | null;
  @Column('integer', { default: 0 }) attempts!: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
}
