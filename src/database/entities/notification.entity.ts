import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('notification')
export class Notification {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') kind!: string;
  @Column('text') title!: string;
  @Column('jsonb', { default: () => "'{}'" }) data!: Record<string, unknown>;
  @Column('uuid', { name: 'contact_request_id', nullable: true }) contactRequestId!: string | null;
  @Column('timestamptz', { name: 'read_at', nullable: true }) readAt!: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
