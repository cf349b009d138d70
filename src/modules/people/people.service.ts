import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { lockUntilCommit } from '../../common/database/advisory-lock';
import { emailKey } from '../../common/text/normalize';
import { Activity, Person, Process } from '../../database/entities';
import { Provenance } from '../../database/entities/person.entity';

export interface NewPerson {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  linkedinUrl?: string | null;
  linkedinKey?: string | null;
  jobTitle?: string | null;
  isCandidate?: boolean;
  isContact?: boolean;
}

/** Profile fields whose provenance is tracked. */
const TRACKED_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'linkedinUrl', 'jobTitle'] as const;
type TrackedField = (typeof TRACKED_FIELDS)[number];

/**
 * Person records shared by careers, CRM, partner and the resume pipeline. Every method takes the
 * caller's transaction manager and the client id, and scopes every query by it.
 */
@Injectable()
export class PeopleService {
  /**
   * Serialises, until commit, every transaction of any brick that may create a person with this
   * identity (careers, CRM, partner, merges): one person per e-mail or LinkedIn profile under
   * concurrency. Always LinkedIn first, then e-mail, so two callers never deadlock.
   */
  async lockIdentity(manager: EntityManager, clientId: string, identity: { emailKey?: string | null; linkedinKey?: string | null }): Promise<void> {
    if (identity.linkedinKey) await lockUntilCommit(manager, 'person-linkedin', clientId, identity.linkedinKey);
    if (identity.emailKey) await lockUntilCommit(manager, 'person-email', clientId, identity.emailKey);
  }

  /** Persons of the client carrying this e-mail (several for a generic mailbox). */
  async findByEmail(manager: EntityManager, clientId: string, email: string): Promise<Person[]> {
    return manager.getRepository(Person).find({ where: { clientId, emailKey: emailKey(email) }, order: { createdAt: 'ASC' } });
  }

  async findByLinkedinKey(manager: EntityManager, clientId: string, linkedinKey: string): Promise<Person[]> {
    return manager.getRepository(Person).find({ where: { clientId, linkedinKey }, order: { createdAt: 'ASC' } });
  }

  /** Creates a person; every given field is recorded with `source` as its provenance. */
  async create(manager: EntityManager, clientId: string, input: NewPerson, source: Provenance): Promise<Person> {
    const provenance: Record<string, Provenance> = {};
    for (const field of TRACKED_FIELDS) {
      const value = input[field];
      if (value !== undefined && value !== null && value !== '') provenance[field] = source;
    }
    return manager.getRepository(Person).save({
      clientId,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email?.trim() || null,
      emailKey: input.email ? emailKey(input.email) : null,
      phone: input.phone ?? null,
      linkedinUrl: input.linkedinUrl ?? null,
      linkedinKey: input.linkedinKey ?? null,
      jobTitle: input.jobTitle ?? null,
      isCandidate: input.isCandidate ?? false,
      isContact: input.isContact ?? false,
      provenance,
    });
  }

  /**
   * Fills the given fields on an existing person, only where the field is empty: what a
   * recruiter (or anyone) already entered is never overwritten. Returns the fields it set.
   */
  async fillEmptyFields(manager: EntityManager, person: Person, input: Partial<Record<TrackedField, string | null | undefined>> & { linkedinKey?: string | null }, source: Provenance): Promise<TrackedField[]> {
    const changes: Partial<Person> = {};
    const provenance = { ...person.provenance };
    const filled: TrackedField[] = [];
    for (const field of TRACKED_FIELDS) {
      const value = input[field];
      if (value === undefined || value === null || value === '') continue;
      if (person[field]) continue;
      Object.assign(changes, { [field]: value });
      if (field === 'email') changes.emailKey = emailKey(value);
      if (field === 'linkedinUrl') changes.linkedinKey = input.linkedinKey ?? null;
      provenance[field] = source;
      filled.push(field);
    }
    if (filled.length > 0) {
      await manager.getRepository(Person).update({ clientId: person.clientId, id: person.id }, { ...changes, provenance });
      Object.assign(person, changes, { provenance });
    }
    return filled;
  }

  async markRoles(manager: EntityManager, person: Person, roles: { candidate?: boolean; contact?: boolean }): Promise<void> {
    const changes: Partial<Person> = {};
    if (roles.candidate && !person.isCandidate) changes.isCandidate = true;
    if (roles.contact && !person.isContact) changes.isContact = true;
    if (Object.keys(changes).length === 0) return;
    await manager.getRepository(Person).update({ clientId: person.clientId, id: person.id }, changes);
    Object.assign(person, changes);
  }

  /**
   * Attaches the person to the project at the stage, or returns the existing process (one per
   * person and project, enforced by a unique constraint, safe under concurrency).
   */
  async attachToProject(manager: EntityManager, clientId: string, personId: string, projectId: string, stageId: string): Promise<{ process: Process; created: boolean }> {
    const inserted: Array<{ id: string }> = await manager.query(
      `INSERT INTO process (client_id, person_id, project_id, stage_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (client_id, person_id, project_id) DO NOTHING RETURNING id`,
      [clientId, personId, projectId, stageId],
    );
    const process = await manager.getRepository(Process).findOneOrFail({ where: { clientId, personId, projectId } });
    return { process, created: inserted.length > 0 };
  }

  /** The client's first stage by position (the default stage of new processes). */
  async firstStageId(manager: EntityManager, clientId: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(`SELECT id FROM stage WHERE client_id = $1 ORDER BY position, key LIMIT 1`, [clientId]);
    return rows[0]?.id ?? null;
  }

  async addActivity(
    manager: EntityManager,
    clientId: string,
    target: { personId?: string | null; companyId?: string | null; projectId?: string | null },
    kind: string,
    summary: string,
    data: Record<string, unknown> = {},
  ): Promise<void> {
    await manager.getRepository(Activity).insert({
      clientId,
      personId: target.personId ?? null,
      companyId: target.companyId ?? null,
      projectId: target.projectId ?? null,
      kind,
      summary,
      data: data as never,
    });
  }
}
