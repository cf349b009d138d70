import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('company')
export class Company {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('text') name!: string;
  @Column('text', { name: 'name_key' }) nameKey!: string;
  @Column('text') status!: string;
  @Column('text', { nullable: true }) website!: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}

@Entity('company_manager')
export class CompanyManager {
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('uuid', { name: 'company_id', primary: true }) companyId!: string;
  @Column('uuid', { name: 'user_id', primary: true }) userId!: string;
}
