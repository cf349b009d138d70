import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

export type DocumentSource = 'upload' | 'url' | 'partner';
export type DocumentStatus = 'pending' | 'processing' | 'parsed' | 'failed' | 'no_text';

@Entity('document')
export class DocumentRecord {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('uuid', { name: 'person_id' }) personId!: string;
  @Column('bytea') sha256!: Buffer;
  @Column('text', { name: 'mime_type' }) mimeType!: string;
  @Column('integer', { name: 'size_bytes' }) sizeBytes!: number;
  @Column('text', { name: 'original_name', nullable: true }) originalName!: string | null;
  @Column('text') source!: DocumentSource;
  @Column('text', { name: 'source_url', nullable: true }) sourceUrl!: string | null;
  @Column('text', { default: 'pending' }) status!: DocumentStatus;
  @Column('text', { name: 'failure_reason', nullable: true }) failureReason!: string | null;
  @Column('text', { name: 'extracted_text', nullable: true }) extractedText!: string | null;
  @Column('jsonb', { name: 'parse_result', nullable: true }) parseResult!: unknown;
  @Column('timestamptz', { name: 'parsed_at', nullable: true }) parsedAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}

@Entity('document_content')
export class DocumentContent {
  @PrimaryColumn('uuid', { name: 'document_id' }) documentId!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('bytea') bytes!: Buffer;
}
