import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('client')
export class Client {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') slug!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'required_application_fields', array: true, default: () => "'{}'" }) requiredApplicationFields!: string[];
  @Column('text', { name: 'default_company_status', default: 'prospect' }) defaultCompanyStatus!: string;
  @Column('integer', { name: 'retention_months', nullable: true }) retentionMonths!: number | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
