import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../common/queue/outbox.service';
import { emailKey } from '../../common/text/normalize';
import { BodyWithResume } from '../../common/uploads';
import { ApplicationStatus } from '../../database/entities/application.entity';
import { ApplicationRepository } from '../applications/application.repository';
import { ClientRepository } from '../clients/client.repository';
import { DocumentRepository } from '../documents/document.repository';
import { ActivityRepository } from '../history/activity.repository';
import { IdentityService, MatchRules } from '../people/identity.service';
import { ProcessRepository } from '../projects/process.repository';
import { ApplicationTarget, ProjectRepository } from '../projects/project.repository';
import { resumeJob } from '../resumes/resume.job';
import { customFieldKeys, readApplication } from './application-input';

export interface ApplicationCreated {
  id: string;
}

/** The website channel's origin; a partner key's connector name replaces it (SPEC 5.6). */
export const WEBSITE_ORIGIN = 'website';

/**
 * Career-site applications (SPEC 2.2, 3, 4.2, 4.3). One transaction stores the application,
 * the person (found by e-mail or created as a candidate), the process, the document, an
 * activity and the outbox row for the resume pipeline; the outbox row is relayed after commit.
 */
@Injectable()
export class CareersService {
  private readonly logger = new Logger(CareersService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly identity: IdentityService,
    private readonly applications: ApplicationRepository,
    private readonly projects: ProjectRepository,
    private readonly processes: ProcessRepository,
    private readonly clients: ClientRepository,
    private readonly documents: DocumentRepository,
    private readonly history: ActivityRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** POST /v1/public/careers/:slug/jobs/:job_id/apply */
  async applyToJob(auth: AuthContext, jobPublicId: string, body: BodyWithResume): Promise<ApplicationCreated> {
    const job = jobPublicId.length > 200 ? null : await this.projects.jobForApplication(this.db.manager, auth.clientId, jobPublicId);
    if (!job) throw new AppError('job_not_found', 'No such job for this client');
    if (job.status !== 'published' || job.projectStatus !== 'open') {
      throw new AppError('job_removed', 'This job no longer takes applications');
    }
    return this.submit(auth, job, job.requiredFields, body);
  }

  /** POST /v1/public/careers/:slug/apply (no job, never 410). */
  async applySpontaneously(auth: AuthContext, body: BodyWithResume): Promise<ApplicationCreated> {
    return this.submit(auth, null, await this.clients.requiredApplicationFields(this.db.manager, auth.clientId), body);
  }

  private async submit(auth: AuthContext, job: ApplicationTarget | null, requiredFields: string[], body: BodyWithResume): Promise<ApplicationCreated> {
    const input = readApplication(body.fields, {
      hasFile: body.file !== null,
      requiredFields,
      customFieldKeys: customFieldKeys(job?.customFields),
    });
    const clientId = auth.clientId;
    const key = emailKey(input.email);
    const origin = auth.connector ?? WEBSITE_ORIGIN;

    const { applicationId, outboxId } = await this.db.transaction(async (manager) => {
      // One person per e-mail and one active application per job, under concurrency. The LinkedIn
      // key is locked too since a new person carries it (matching stays by e-mail, SPEC 4.2).
      const locked = await this.identity.lock(manager, clientId, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phoneNumber,
        linkedinUrl: input.linkedin,
      });
      const { personId } = await this.identity.findOrCreate(manager, locked, { match: MatchRules.application, role: 'candidate', source: 'form' });

      // SPEC 3: a second application to the same job by an e-mail with an active one is quarantined.
      let status: ApplicationStatus = job && (await this.applications.hasActive(manager, clientId, job.id, key)) ? 'quarantined' : 'received';
      let processId: string | null = null;
      if (job && status === 'quarantined') {
        processId = await this.processes.findId(manager, clientId, personId, job.projectId);
      } else if (job) {
        const stageId = await this.projects.firstStageId(manager, clientId);
        if (stageId) processId = (await this.processes.attach(manager, clientId, personId, job.projectId, stageId)).processId;
        else this.logger.warn({ clientId, jobId: job.id }, 'Client has no pipeline stage: application stored without a process');
      }

      const document = body.file
        ? await this.documents.store(manager, {
            clientId,
            personId,
            bytes: body.file.bytes,
            mimeType: body.file.type.mime,
            originalName: body.file.originalName,
            source: 'upload',
          })
        : null;
      const hasResume = document !== null || input.resumeUrl !== null;

      const application = {
        jobId: job?.id ?? null,
        personId,
        processId,
        documentId: document?.documentId ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        emailKey: key,
        phoneNumber: input.phoneNumber,
        linkedin: input.linkedin,
        motivationText: input.motivationText,
        utm: input.utm,
        customFields: input.customFields,
        origin,
        apiKeyId: auth.keyId,
        resumeUrl: input.resumeUrl,
        resumeStatus: hasResume ? ('pending' as const) : ('none' as const),
      };
      // Safety net behind the lock: the partial unique index refuses a second active application.
      let id = await this.applications.insert(manager, clientId, application, status);
      if (id === null) {
        status = 'quarantined';
        id = (await this.applications.insert(manager, clientId, application, status)) as string;
      }

      await this.history.record(manager, clientId, {
        personId,
        projectId: job?.projectId ?? null,
        kind: status === 'quarantined' ? 'application.quarantined' : 'application.received',
        summary: job
          ? `Applied to "${job.title}" via ${origin}${status === 'quarantined' ? ' (duplicate, quarantined)' : ''}`
          : `Spontaneous application via ${origin}`,
        data: { applicationId: id, jobId: job?.id ?? null, origin, documentId: document?.documentId ?? null, status },
      });

      const outboxId = hasResume
        ? await this.outbox.add(manager, resumeJob({ clientId, documentId: document?.documentId ?? null, applicationId: id, resumeUrl: input.resumeUrl, personId }))
        : null;
      return { applicationId: id, outboxId };
    });

    if (outboxId) await this.outbox.relay([outboxId]);
    return { id: applicationId };
  }
}
