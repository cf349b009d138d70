import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('activity')
export class Activity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('uuid', { name: 'person_id', nullable: true }) personId!: string | null;
  @Column('uuid', { name: 'company_id', nullable: true }) companyId!: string | null;
  @Column('uuid', { name: 'project_id', nullable: true }) projectId!: string | null;
  @Column('text') kind!: string;
  @Column('text') summary!: string;
  @Column('jsonb', { default: () => "'{}'" }) data!: Record<string, unknown>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
