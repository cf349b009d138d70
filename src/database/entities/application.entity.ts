import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const APPLICATION_STATUSES = ['received', 'quarantined', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type ResumeStatus = 'none' | 'pending' | 'processing' | 'parsed' | 'failed';

@Entity('application')
export class Application {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('uuid', { name: 'job_id', nullable: true }) jobId!: string | null;
  @Column('uuid', { name: 'person_id' }) personId!: string;
  @Column('uuid', { name: 'process_id', nullable: true }) processId!: string | null;
  @Column('uuid', { name: 'document_id', nullable: true }) documentId!: string | null;
  @Column('text') status!: ApplicationStatus;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'email_key' }) emailKey!: string;
  @Column('text', { name: 'phone_number', nullable: true }) phoneNumber!: string | null;
  @Column('text', { nullable: true }) linkedin!: string | null;
  @Column('text', { name: 'motivation_text', nullable: true }) motivationText!: string | null;
  @Column('text', { name: 'utm_source', nullable: true }) utmSource!: string | null;
  @Column('text', { name: 'utm_medium', nullable: true }) utmMedium!: string | null;
  @Column('text', { name: 'utm_campaign', nullable: true }) utmCampaign!: string | null;
  @Column('text', { name: 'utm_term', nullable: true }) utmTerm!: string | null;
  @Column('text', { name: 'utm_content', nullable: true }) utmContent!: string | null;
  @Column('jsonb', { name: 'custom_fields', default: () => "'{}'" }) customFields!: Record<string, unknown>;
  @Column('text') origin!: string;
  @Column('uuid', { name: 'api_key_id', nullable: true }) apiKeyId!: string | null;
  @Column('text', { name: 'resume_url', nullable: true }) resumeUrl!: string | null;
  @Column('text', { name: 'resume_status', default: 'none' }) resumeStatus!: ResumeStatus;
  @Column('text', { name: 'resume_error', nullable: true }) resumeError!: string | null;
  @Column('timestamptz', { name: 'decided_at', nullable: true }) decidedAt!: Date | null;
  @Column('text', { name: 'decision_note', nullable: true }) decisionNote!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
