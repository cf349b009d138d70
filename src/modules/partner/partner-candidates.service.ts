import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';
import { lockUntilCommit } from '../../common/database/advisory-lock';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../common/queue/outbox.service';
import { UploadedResume } from '../../common/uploads';
import { isUuid } from '../../common/validation/uuid';
import { DocumentRepository } from '../documents/document.repository';
import { ActivityRepository } from '../history/activity.repository';
import { IdentityService, MatchRules } from '../people/identity.service';
import { ProcessRepository } from '../projects/process.repository';
import { ProjectRepository } from '../projects/project.repository';
import { resumeJob } from '../resumes/resume.job';
import { connectorKeyOf } from './connector-key';
import { PartnerCandidateInput } from './dto/partner-candidate.input';
import { isSubmissionConflict, PartnerSubmissionIds, PartnerSubmissionRepository } from './partner-submission.repository';

/** SPEC 2.5 output. */
export interface PartnerCandidateResult {
  personId: string;
  processId: string;
  created: boolean;
  deduped: boolean;
  documentId: string | null;
}

/**
 * Partner candidate creation (SPEC 4.6): idempotent by externalId per client and connector,
 * deduplicated by LinkedIn profile then e-mail (IdentityService, MatchRules.partnerCandidate), one
 * transaction for the records, the document and the outbox row of the resume pipeline.
 *
 * Concurrency: the transaction first takes an advisory lock on (client, connector, externalId),
 * so simultaneous calls with one externalId run one after the other and all but the first find
 * its submission; then the identity lock (LinkedIn key, e-mail key), so two submissions of one new
 * person with different externalIds do not create two persons. Locks are always taken in that
 * order: no deadlock. The unique constraint of partner_submission stays as the safety net.
 */
@Injectable()
export class PartnerCandidatesService {
  private readonly logger = new Logger(PartnerCandidatesService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly identity: IdentityService,
    private readonly submissions: PartnerSubmissionRepository,
    private readonly projects: ProjectRepository,
    private readonly processes: ProcessRepository,
    private readonly documents: DocumentRepository,
    private readonly history: ActivityRepository,
    private readonly outbox: OutboxService,
  ) {}

  async create(auth: AuthContext, input: PartnerCandidateInput, resume: UploadedResume | null): Promise<PartnerCandidateResult> {
    const connectorKey = connectorKeyOf(auth);

    // Fast path for a replay that has nothing to add: one read, no transaction, no lock.
    if (input.externalId !== null) {
      const existing = await this.findSubmission(this.db.manager, auth.clientId, connectorKey, input.externalId);
      if (existing && (!resume || existing.documentId !== null)) return replayResult(existing);
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

  private async createOnce(auth: AuthContext, connectorKey: string, input: PartnerCandidateInput, resume: UploadedResume | null): Promise<PartnerCandidateResult> {
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
    resume: UploadedResume | null,
    outboxIds: string[],
  ): Promise<PartnerCandidateResult> {
    const { clientId } = auth;
    const target = await this.findTarget(manager, clientId, input.projectId, input.stage);

    const locked = await this.identity.lock(manager, clientId, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      linkedinUrl: input.linkedinUrl,
    });
    const { personId, created } = await this.identity.findOrCreate(manager, locked, {
      match: MatchRules.partnerCandidate,
      role: 'candidate',
      source: `partner:${connectorKey}`,
    });

    const { processId } = await this.processes.attach(manager, clientId, personId, target.projectId, target.stageId);
    const documentId = resume ? await this.storeResume(manager, clientId, personId, resume, outboxIds) : null;

    await this.history.record(manager, clientId, {
      personId,
      projectId: target.projectId,
      kind: 'partner.candidate',
      summary: `Submitted by partner ${connectorKey}${created ? '' : ' (existing profile)'}`,
      data: { connector: connectorKey, externalId: input.externalId, processId, documentId, created },
    });

    if (input.externalId !== null) {
      // The advisory lock makes a conflict impossible here; the constraint is the safety net.
      await this.submissions.insert(manager, clientId, {
        connectorKey, externalId: input.externalId, personId, processId, documentId, apiKeyId: auth.keyId, email: input.email,
      });
    }
    return { personId, processId, created, deduped: false, documentId };
  }

  /** An earlier submission exists: nothing is created, except the resume when it had none. */
  private async replay(
    manager: EntityManager,
    auth: AuthContext,
    connectorKey: string,
    existing: PartnerSubmissionIds,
    resume: UploadedResume | null,
    outboxIds: string[],
  ): Promise<PartnerCandidateResult> {
    if (!resume || existing.documentId !== null) return replayResult(existing);
    const documentId = await this.storeResume(manager, auth.clientId, existing.personId, resume, outboxIds);
    await this.submissions.setDocument(manager, auth.clientId, existing.id, documentId);
    await this.history.record(manager, auth.clientId, {
      personId: existing.personId,
      kind: 'partner.resume',
      summary: `Resume sent by partner ${connectorKey}`,
      data: { connector: connectorKey, documentId },
    });
    return replayResult({ ...existing, documentId });
  }

  private findSubmission(manager: EntityManager, clientId: string, connectorKey: string, externalId: string): Promise<PartnerSubmissionIds | undefined> {
    return this.submissions.find(manager, clientId, connectorKey, externalId);
  }

  /** The open project of the client and the stage (the given key, or the client's first stage). */
  private async findTarget(manager: EntityManager, clientId: string, projectId: string, stageKey: string | null): Promise<{ projectId: string; stageId: string }> {
    if (!isUuid(projectId)) throw new AppError('project_not_found', 'No open project with this projectId for this client');
    const target = await this.projects.openProjectAndStage(manager, clientId, projectId, stageKey);
    if (!target.projectId) throw new AppError('project_not_found', 'No open project with this projectId for this client');
    if (!target.stageId) {
      if (stageKey !== null) throw new AppError('invalid_stage', `Unknown stage "${stageKey}": use a key from GET /v1/partner/projects`, 'stage');
      throw new AppError('invalid_stage', 'This client has no pipeline stage', 'stage');
    }
    return { projectId: target.projectId, stageId: target.stageId };
  }

  /** Stores the resume on the person (the same bytes once) and, when new, hands it to the resume pipeline. */
  private async storeResume(manager: EntityManager, clientId: string, personId: string, resume: UploadedResume, outboxIds: string[]): Promise<string> {
    const stored = await this.documents.store(manager, {
      clientId,
      personId,
      bytes: resume.bytes,
      mimeType: resume.type.mime,
      originalName: resume.originalName,
      source: 'partner',
    });
    if (stored.created) {
      outboxIds.push(await this.outbox.add(manager, resumeJob({ clientId, documentId: stored.documentId, applicationId: null, resumeUrl: null, personId })));
      this.logger.log({ clientId, personId, documentId: stored.documentId }, 'Partner resume stored');
    }
    return stored.documentId;
  }
}

function replayResult(row: PartnerSubmissionIds): PartnerCandidateResult {
  return { personId: row.personId, processId: row.processId, created: false, deduped: true, documentId: row.documentId };
}
