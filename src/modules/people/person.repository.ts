import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Profile, Provenance } from '../../database/entities/person.entity';

/** The identity of a person: what matching and filling read (no profile lists). */
export interface PersonIdentity {
  id: string;
  clientId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  emailKey: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  linkedinKey: string | null;
  jobTitle: string | null;
  isCandidate: boolean;
  isContact: boolean;
  provenance: Record<string, Provenance>;
}

export interface PersonWithProfile extends PersonIdentity {
  profile: Profile;
}

export type NewPerson = Omit<PersonIdentity, 'id'>;
export type PersonChanges = Partial<Omit<PersonWithProfile, 'id' | 'clientId'>>;

/** The two matching keys of a person (SPEC: e-mail; partner: LinkedIn profile too). */
export type IdentityKey = 'email' | 'linkedin';

const KEY_COLUMN: Record<IdentityKey, string> = { email: 'email_key', linkedin: 'linkedin_key' };

const COLUMN: Record<keyof PersonChanges, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  emailKey: 'email_key',
  phone: 'phone',
  linkedinUrl: 'linkedin_url',
  linkedinKey: 'linkedin_key',
  jobTitle: 'job_title',
  isCandidate: 'is_candidate',
  isContact: 'is_contact',
  provenance: 'provenance',
  profile: 'profile',
};

const IDENTITY_COLUMNS = `id, client_id AS "clientId", first_name AS "firstName", last_name AS "lastName", email, email_key AS "emailKey",
  phone, linkedin_url AS "linkedinUrl", linkedin_key AS "linkedinKey", job_title AS "jobTitle",
  is_candidate AS "isCandidate", is_contact AS "isContact", provenance`;

/** SQL of the person table. Every method takes the caller's transaction manager and the client id. */
@Injectable()
export class PersonRepository {
  /**
   * Persons of the client carrying this key, oldest first (with `candidatesFirst`, the candidates
   * before the others, each oldest first), at most `limit`.
   */
  findByKey(manager: EntityManager, clientId: string, key: IdentityKey, value: string, options: { limit: number; candidatesFirst: boolean }): Promise<PersonIdentity[]> {
    return manager.query(
      `SELECT ${IDENTITY_COLUMNS} FROM person WHERE client_id = $1 AND ${KEY_COLUMN[key]} = $2
        ORDER BY ${options.candidatesFirst ? 'is_candidate DESC, ' : ''}created_at, id LIMIT $3`,
      [clientId, value, options.limit],
    );
  }

  /** The ids of the persons of the client carrying this key, oldest first, at most `limit` (a light lookup: no row is loaded). */
  async findIdsByKey(manager: EntityManager, clientId: string, key: IdentityKey, value: string, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM person WHERE client_id = $1 AND ${KEY_COLUMN[key]} = $2 ORDER BY created_at, id LIMIT $3`,
      [clientId, value, limit],
    );
    return rows.map((row) => row.id);
  }

  /** The persons of the client other than `exceptIds` carrying this key, oldest first, at most `limit`. */
  async othersHolding(manager: EntityManager, clientId: string, key: IdentityKey, value: string, exceptIds: string[], limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM person WHERE client_id = $1 AND ${KEY_COLUMN[key]} = $2 AND id <> ALL($3::uuid[]) ORDER BY created_at, id LIMIT $4`,
      [clientId, value, exceptIds, limit],
    );
    return rows.map((row) => row.id);
  }

  findIdentities(manager: EntityManager, clientId: string, ids: string[]): Promise<PersonIdentity[]> {
    return manager.query(`SELECT ${IDENTITY_COLUMNS} FROM person WHERE client_id = $1 AND id = ANY($2::uuid[])`, [clientId, ids]);
  }

  /** The persons with their profiles, row-locked until commit (in id order, so two lockers never deadlock). */
  lockWithProfile(manager: EntityManager, clientId: string, ids: string[]): Promise<PersonWithProfile[]> {
    return manager.query(
      `SELECT ${IDENTITY_COLUMNS}, profile FROM person WHERE client_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE`,
      [clientId, ids],
    );
  }

  async insert(manager: EntityManager, person: NewPerson): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      `INSERT INTO person (client_id, first_name, last_name, email, email_key, phone, linkedin_url, linkedin_key, job_title,
          is_candidate, is_contact, provenance)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        person.clientId, person.firstName, person.lastName, person.email, person.emailKey, person.phone, person.linkedinUrl,
        person.linkedinKey, person.jobTitle, person.isCandidate, person.isContact, person.provenance,
      ],
    );
    return rows[0].id;
  }

  async update(manager: EntityManager, clientId: string, id: string, changes: PersonChanges): Promise<void> {
    const fields = (Object.keys(changes) as Array<keyof PersonChanges>).filter((field) => changes[field] !== undefined);
    if (fields.length === 0) return;
    const assignments = fields.map((field, i) => `${COLUMN[field]} = $${i + 3}`).join(', ');
    await manager.query(`UPDATE person SET ${assignments} WHERE client_id = $1 AND id = $2`, [clientId, id, ...fields.map((field) => changes[field])]);
  }

  async delete(manager: EntityManager, clientId: string, id: string): Promise<boolean> {
    const [, deleted]: [unknown[], number] = await manager.query(`DELETE FROM person WHERE client_id = $1 AND id = $2`, [clientId, id]);
    return deleted > 0;
  }
}
