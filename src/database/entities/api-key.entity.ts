import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('api_key')
export class ApiKey {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('text', { name: 'public_id' }) publicId!: string;
  @Column('bytea', { name: 'secret_hash' }) secretHash!: Buffer;
  @Column('text', { nullable: true }) label!: string | null;
  @Column('text', { array: true }) scopes!: string[];
  @Column('text', { nullable: true }) connector!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @Column('timestamptz', { name: 'last_used_at', nullable: true }) lastUsedAt!: Date | null;
}
