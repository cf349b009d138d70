import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('process')
export class Process {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('uuid', { name: 'person_id' }) personId!: string;
  @Column('uuid', { name: 'project_id' }) projectId!: string;
  @Column('uuid', { name: 'stage_id' }) stageId!: string;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
