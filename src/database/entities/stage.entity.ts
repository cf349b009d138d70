import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('stage')
export class Stage {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('text') key!: string;
  @Column('text') label!: string;
  @Column('integer') position!: number;
}
