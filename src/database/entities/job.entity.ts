import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const JOB_STATUSES = ['published', 'unpublished', 'closed', 'deleted'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const REMOTE_TYPES = ['Fully remote', 'Hybrid remote', 'No remote'] as const;

export interface JobCustomField {
  name: string;
  value: string;
}

@Entity('job')
export class Job {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('uuid', { name: 'project_id' }) projectId!: string;
  /** The feed's jobid and the {job_id} of the apply path. */
  @Column('text', { name: 'public_id' }) publicId!: string;
  @Column('text') status!: JobStatus;
  @Column('text') title!: string;
  @Column('text', { name: 'company_name', default: '' }) companyName!: string;
  @Column('text', { default: '' }) city!: string;
  @Column('text', { default: '' }) state!: string;
  @Column('text', { default: '' }) country!: string;
  @Column('text', { default: '' }) url!: string;
  @Column('text', { default: '' }) description!: string;
  @Column('text', { default: '' }) salary!: string;
  @Column('text', { default: '' }) jobtype!: string;
  @Column('text', { default: '' }) remotetype!: string;
  @Column('jsonb', { name: 'custom_fields', default: () => "'[]'" }) customFields!: JobCustomField[];
  @Column('timestamptz', { name: 'published_at', default: () => 'now()' }) publishedAt!: Date;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
