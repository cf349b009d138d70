import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('partner_submission')
export class PartnerSubmission {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  /** The key's connector, or `key:<api key id>` for a key without one. */
  @Column('text', { name: 'connector_key' }) connectorKey!: string;
  @Column('text', { name: 'external_id' }) externalId!: string;
  @Column('uuid', { name: 'person_id' }) personId!: string;
  @Column('uuid', { name: 'process_id' }) processId!: string;
  @Column('uuid', { name: 'document_id', nullable: true }) documentId!: string | null;
  @Column('uuid', { name: 'api_key_id', nullable: true }) apiKeyId!: string | null;
  @Column('text', { nullable: true }) email!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  /** Latest change of the submission, its process (stage) or its document (resume status); set by triggers. */
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
