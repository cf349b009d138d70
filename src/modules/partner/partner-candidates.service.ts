import { isUuid } from '../../common/validation/uuid';
import { lockUntilCommit } from '../../common/database/advisory-lock';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../common/queue/outbox.service';
import { Person } from '../../database/entities';
import { Provenance } from '../../database/entities/person.entity';
import { DocumentsService } from '../documents/documents.service';
import { PeopleService } from '../people/people.service';
import { connectorKeyOf } from './connector-key';
import { PartnerCandidateInput } from './dto/partner-candidate.input';

/** A resume received with the candidate, its type already decided from its magic bytes. */
export interface PartnerResume {
  bytes: Buffer;
  mimeType: string;
  originalName: string | null;
}

/** SPEC 2.5 output. */
export interface PartnerCandidateResult {
  personId: string;
  processId: string;
  created: boolean;
  deduped: boolean;
  documentId: string | null;
}

interface SubmissionRow {
  id: string;
  person_id: string;
  process_id: string;
  document_id: string | null;
}

/**
 * Partner candidate creation (SPEC 4.6): idempotent by externalId per client and connector,
 * deduplicated by LinkedIn profile then e-mail, one transaction for the records, the document
 * and the outbox row of the resume pipeline.
 *
 * Concurrency: the transaction first takes an advisory lock on (client, connector, externalId),
 * so simultaneous calls with one externalId run one after the other and all but the first find
 * its submission; then a lock per deduplication key (client + LinkedIn key, client + e-mail key),
 * so two submissions of one new person with different externalIds do not create two persons.
 * Locks are always taken in that order (externalId, LinkedIn, e-mail): no deadlock. The unique
 * constraint of partner_submission stays as the safety net.
 */
@Injectable()
export class PartnerCandidatesService {
  private readonly logger = new Logger(PartnerCandidatesService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly people: PeopleService,
    private readonly documents: DocumentsService,
    private readonly outbox: OutboxService,
  ) {}

  async create(auth: AuthContext, input: PartnerCandidateInput, resume: PartnerResume | null): Promise<PartnerCandidateResult> {
    const connectorKey = connectorKeyOf(auth);

    // Fast path for a replay that has nothing to add: one read, no transaction, no lock.
    if (input.externalId !== null) {
      const existing = await this.findSubmission(this.db.manager, auth.clientId, connectorKey, input.externalId);
      if (existing && (!resume || existing.document_id !== null)) return replayResult(existing);
    }

    try {
      return await this.createOnce(auth, connectorKey, input, resume);
    } catch (error) {
      // Safety net: the advisory lock makes this unreachable, but should a submission with this
      // externalId ever be committed in between, the call is answered as the replay it is.
      if (!isSubmissionConflict(error)) throw error;
      this.logger.warn({ clientId: auth.clientId, connector: connectorKey }, 'partner_submission conflict despite the lock; answered as a replay');
      return this.createOnce(auth, connectorKey, input, resume);
    }
  }

  private async createOnce(auth: AuthContext, connectorKey: string, input: PartnerCandidateInput, resume: PartnerResume | null): Promise<PartnerCandidateResult> {
    const outboxIds: string[] = [];
    const result = await this.db.transaction(async (manager) => {
      if (input.externalId !== null) {
        await lockUntilCommit(manager, 'partner-submission', auth.clientId, connectorKey, input.externalId);
        const existing = await this.findSubmission(manager, auth.clientId, connectorKey, input.externalId);
        if (existing) return this.replay(manager, auth, connectorKey, existing, resume, outboxIds);
      }
      return this.createNew(manager, auth, connectorKey, input, resume, outboxIds);
    });
    await this.outbox.relay(outboxIds);
    return result;
  }

  private async createNew(
    manager: EntityManager,
    auth: AuthContext,
    connectorKey: string,
    input: PartnerCandidateInput,
    resume: PartnerResume | null,
    outboxIds: string[],
  ): Promise<PartnerCandidateResult> {
    const { clientId } = auth;
    const target = await this.findTarget(manager, clientId, input.projectId, input.stage);

    await this.people.lockIdentity(manager, clientId, { linkedinKey: input.linkedinKey, emailKey: input.emailKey });

    const provenance: Provenance = `partner:${connectorKey}`;
    let person = await this.findExistingPerson(manager, clientId, input);
    const created = person === null;
    if (person) {
      await this.people.fillEmptyFields(
        manager,
        person,
        { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone, linkedinUrl: input.linkedinUrl, linkedinKey: input.linkedinKey },
        provenance,
      );
      await this.people.markRoles(manager, person, { candidate: true });
    } else {
      person = await this.people.create(
        manager,
        clientId,
        {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          linkedinUrl: input.linkedinUrl,
          linkedinKey: input.linkedinKey,
          isCandidate: true,
        },
        provenance,
      );
    }

    const { process } = await this.people.attachToProject(manager, clientId, person.id, target.projectId, target.stageId);
    const documentId = resume ? await this.storeResume(manager, clientId, person.id, resume, outboxIds) : null;

    await this.people.addActivity(
      manager,
      clientId,
      { personId: person.id, projectId: target.projectId },
      'partner.candidate',
      `Submitted by partner ${connectorKey}${created ? '' : ' (existing profile)'}`,
      { connector: connectorKey, externalId: input.externalId, processId: process.id, documentId, created },
    );

    if (input.externalId !== null) {
      // The advisory lock makes a conflict impossible here; the constraint is the safety net.
      await manager.query(
        `INSERT INTO partner_submission (client_id, connector_key, external_id, person_id, process_id, document_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [clientId, connectorKey, input.externalId, person.id, process.id, documentId],
      );
    }
    return { personId: person.id, processId: process.id, created, deduped: false, documentId };
  }

  /** An earlier submission exists: nothing is created, except the resume when it had none. */
  private async replay(
    manager: EntityManager,
    auth: AuthContext,
    connectorKey: string,
    existing: SubmissionRow,
    resume: PartnerResume | null,
    outboxIds: string[],
  ): Promise<PartnerCandidateResult> {
    if (!resume || existing.document_id !== null) return replayResult(existing);
    const documentId = await this.storeResume(manager, auth.clientId, existing.person_id, resume, outboxIds);
    await manager.query(`UPDATE partner_submission SET document_id = $3 WHERE client_id = $1 AND id = $2`, [auth.clientId, existing.id, documentId]);
    await this.people.addActivity(manager, auth.clientId, { personId: existing.person_id }, 'partner.resume', `Resume sent by partner ${connectorKey}`, {
      connector: connectorKey,
      documentId,
    });
    return replayResult({ ...existing, document_id: documentId });
  }

  private findSubmission(manager: EntityManager, clientId: string, connectorKey: string, externalId: string): Promise<SubmissionRow | undefined> {
    return manager
      .query(
        `SELECT id, person_id, process_id, document_id FROM partner_submission
          WHERE client_id = $1 AND connector_key = $2 AND external_id = $3`,
        [clientId, connectorKey, externalId],
      )
      .then((rows: SubmissionRow[]) => rows[0]);
  }

  /** The open project of the client and the stage (the given key, or the client's first stage). */
  private async findTarget(manager: EntityManager, clientId: string, projectId: string, stageKey: string | null): Promise<{ projectId: string; stageId: string }> {
    if (!isUuid(projectId)) throw new AppError('project_not_found', 'No open project with this projectId for this client');
    const rows: Array<{ project_id: string | null; stage_id: string | null }> = await manager.query(
      `SELECT (SELECT id FROM project WHERE client_id = $1 AND id = $2 AND status = 'open') AS project_id,
              (SELECT id FROM stage WHERE client_id = $1 AND ($3::text IS NULL OR key = $3) ORDER BY position, key LIMIT 1) AS stage_id`,
      [clientId, projectId, stageKey],
    );
    const row = rows[0];
    if (!row?.project_id) throw new AppError('project_not_found', 'No open project with this projectId for this client');
    if (!row.stage_id) {
      if (stageKey !== null) throw new AppError('invalid_stage', `Unknown stage "${stageKey}": use a key from GET /v1/partner/projects`, 'stage');
      throw new AppError('invalid_stage', 'This client has no pipeline stage', 'stage');
    }
    return { projectId: row.project_id, stageId: row.stage_id };
  }

  /** LinkedIn profile first, then e-mail; among several matches the oldest candidate, else the oldest record. */
  private async findExistingPerson(manager: EntityManager, clientId: string, input: PartnerCandidateInput): Promise<Person | null> {
    if (input.linkedinKey) {
      const found = pick(await this.people.findByLinkedinKey(manager, clientId, input.linkedinKey));
      if (found) return found;
    }
    if (input.email) return pick(await this.people.findByEmail(manager, clientId, input.email));
    return null;
  }

  private async storeResume(manager: EntityManager, clientId: string, personId: string, resume: PartnerResume, outboxIds: string[]): Promise<string> {
    const stored = await this.documents.store(manager, {
      clientId,
      personId,
      bytes: resume.bytes,
      mimeType: resume.mimeType,
      originalName: resume.originalName,
      source: 'partner',
    });
    if (stored.created) {
      outboxIds.push(await this.outbox.add(manager, { clientId, documentId: stored.documentId, applicationId: null, resumeUrl: null, personId }));
      this.logger.log({ clientId, personId, documentId: stored.documentId }, 'Partner resume stored');
    }
    return stored.documentId;
  }
}

function isSubmissionConflict(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; table?: string } }).driverError;
  return driverError?.code === '23505' && driverError.table === 'partner_submission';
}

function replayResult(row: SubmissionRow): PartnerCandidateResult {
  return { personId: row.person_id, processId: row.process_id, created: false, deduped: true, documentId: row.document_id };
}

/** Persons come oldest first: the oldest candidate, else the oldest record. */
function pick(persons: Person[]): Person | null {
  return persons.find((p) => p.isCandidate) ?? persons[0] ?? null;
}

