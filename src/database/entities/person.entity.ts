import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Who set a profile field. The resume parser only fills empty fields or fields it set itself. */
export type Provenance = 'recruiter' | 'form' | 'resume' | `partner:${string}`;

export interface Experience {
  title: string;
  company: string;
  start: string | null; // YYYY-MM or YYYY
  end: string | null;
  current: boolean;
  description: string;
}

export interface Education {
  degree: string;
  school: string;
  start: string | null;
  end: string | null;
}

/** A CEFR level, or `native` for a mother tongue. */
export type Cefr = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';

/** A language of the profile: its name as printed, its level as printed, and the CEFR level it maps to. */
export interface LanguageSkill {
  name: string;
  level: string | null;
  cefr: Cefr | null;
}

export interface Profile {
  experiences: Experience[];
  education: Education[];
  skills: string[];
  languages: LanguageSkill[];
}

export const EMPTY_PROFILE: Profile = { experiences: [], education: [], skills: [], languages: [] };

@Entity('person')
export class Person {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'client_id' }) clientId!: string;
  @Column('text', { name: 'first_name', default: '' }) firstName!: string;
  @Column('text', { name: 'last_name', default: '' }) lastName!: string;
  @Column('text', { nullable: true }) email!: string | null;
  @Column('text', { name: 'email_key', nullable: true }) emailKey!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { name: 'linkedin_url', nullable: true }) linkedinUrl!: string | null;
  @Column('text', { name: 'linkedin_key', nullable: true }) linkedinKey!: string | null;
  @Column('text', { name: 'job_title', nullable: true }) jobTitle!: string | null;
  @Column('boolean', { name: 'is_candidate', default: false }) isCandidate!: boolean;
  @Column('boolean', { name: 'is_contact', default: false }) isContact!: boolean;
  @Column('jsonb', { default: () => `'{"experiences": [], "education": [], "skills": [], "languages": []}'` }) profile!: Profile;
  @Column('jsonb', { default: () => "'{}'" }) provenance!: Record<string, Provenance>;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
  @Column('timestamptz', { name: 'anonymised_at', nullable: true }) anonymisedAt!: Date | null;
}
