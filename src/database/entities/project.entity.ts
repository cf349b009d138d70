import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type ProjectStatus = 'open' | 'closed';

@Entity('project')
export class Project {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('text') title!: string;
  @Column('uuid', { name: 'company_id', nullable: true }) companyId!: string | null;
  @Column('text', { default: 'open' }) status!: ProjectStatus;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
