import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type ContactKind = 'company' | 'individual';

@Entity('contact_request')
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('uuid', { name: 'person_id' }) personId!: string;
  @Column('uuid', { name: 'company_id', nullable: true }) companyId!: string | null;
  @Column('text') kind!: ContactKind;
  @Column('text', { name: 'first_name' }) firstName!: string;
  @Column('text', { name: 'last_name' }) lastName!: string;
  @Column('text') email!: string;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { name: 'job_title', nullable: true }) jobTitle!: string | null;
  @Column('text', { name: 'company_name', nullable: true }) companyName!: string | null;
  @Column('text', { name: 'company_website', nullable: true }) companyWebsite!: string | null;
  @Column('text', { nullable: true }) topic!: string | null;
  @Column('text', { nullable: true }) message!: string | null;
  @Column('text', { name: 'form_name', nullable: true }) formName!: string | null;
  @Column('text', { name: 'utm_source', nullable: true }) utmSource!: string | null;
  @Column('text', { name: 'utm_medium', nullable: true }) utmMedium!: string | null;
  @Column('text', { name: 'utm_campaign', nullable: true }) utmCampaign!: string | null;
  @Column('text', { name: 'utm_term', nullable: true }) utmTerm!: string | null;
  @Column('text', { name: 'utm_content', nullable: true }) utmContent!: string | null;
  @Column('text', { default: 'website' }) origin!: string;
  @Column('text') fingerprint!: string;
  @Column('uuid', { name: 'api_key_id', nullable: true }) apiKeyId!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
