import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { OutboxService } from '../../common/queue/outbox.service';
import { emailKey } from '../../common/text/normalize';
import { UploadedResume } from '../../common/uploads';
import { ApplicationStatus } from '../../database/entities/application.entity';
import { Person } from '../../database/entities';
import { DocumentsService } from '../documents/documents.service';
import { customFieldElementNames } from '../feed/xml-name';
import { PeopleService } from '../people/people.service';
import { normalizeLinkedinUrl } from '../resumes/parse/linkedin';
import { validateApplication } from './dto/application-input';

/** What the controller hands over: the body's fields (JSON object or multipart text fields) and the file. */
export interface ApplicationBody {
  fields: Record<string, unknown>;
  file?: UploadedResume;
}

export interface ApplicationCreated {
  id: string;
}

interface JobRow {
  id: string;
  projectId: string;
  title: string;
  status: string;
  projectStatus: string;
  customFields: unknown;
  requiredFields: string[];
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
    private readonly people: PeopleService,
    private readonly documents: DocumentsService,
    private readonly outbox: OutboxService,
  ) {}

  /** POST /v1/public/careers/:slug/jobs/:jobId/apply */
  async applyToJob(auth: AuthContext, jobPublicId: string, body: ApplicationBody): Promise<ApplicationCreated> {
    const job = await this.findJob(auth.clientId, jobPublicId);
    if (!job) throw new AppError('job_not_found', 'No such job for this client');
    if (job.status !== 'published' || job.projectStatus !== 'open') {
      throw new AppError('job_removed', 'This job no longer takes applications');
    }
    return this.submit(auth, job, job.requiredFields, body);
  }

  /** POST /v1/public/careers/:slug/apply (no job, never 410). */
  async applySpontaneously(auth: AuthContext, body: ApplicationBody): Promise<ApplicationCreated> {
    return this.submit(auth, null, await this.requiredFields(auth.clientId), body);
  }

  private async submit(auth: AuthContext, job: JobRow | null, requiredFields: string[], body: ApplicationBody): Promise<ApplicationCreated> {
    const input = validateApplication(body.fields, {
      hasFile: body.file !== undefined,
      requiredFields,
      customFieldKeys: customFieldKeys(job?.customFields),
    });
    const key = emailKey(input.email);
    const origin = auth.connector ?? WEBSITE_ORIGIN;
    const linkedin = input.linkedin ? normalizeLinkedinUrl(input.linkedin) : null;

    const { applicationId, outboxId } = await this.db.transaction(async (manager) => {
      // Serialises every submission for this e-mail in this client: one person, one active application.
      // The LinkedIn key is locked too (before the e-mail, like the partner brick) since a new person
      // carries it: a partner submission with that profile cannot create a second person meanwhile.
      // Matching stays by e-mail (SPEC: the person is found by e-mail).
      await this.people.lockIdentity(manager, auth.clientId, { emailKey: key, linkedinKey: linkedin?.key ?? null });

      const person = await this.findOrCreatePerson(manager, auth.clientId, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phoneNumber,
        linkedinUrl: linkedin?.url ?? null,
        linkedinKey: linkedin?.key ?? null,
      });

      let status: ApplicationStatus = 'received';
      let processId: string | null = null;
      if (job) {
        const active: unknown[] = await manager.query(
          `SELECT 1 FROM application WHERE client_id = $1 AND job_id = $2 AND email_key = $3 AND status = 'received' LIMIT 1`,
          [auth.clientId, job.id, key],
        );
        if (active.length > 0) {
          status = 'quarantined';
          const existing: Array<{ id: string }> = await manager.query(
            `SELECT id FROM process WHERE client_id = $1 AND person_id = $2 AND project_id = $3`,
            [auth.clientId, person.id, job.projectId],
          );
          processId = existing[0]?.id ?? null;
        } else {
          const stageId = await this.people.firstStageId(manager, auth.clientId);
          if (stageId) {
            processId = (await this.people.attachToProject(manager, auth.clientId, person.id, job.projectId, stageId)).process.id;
          } else {
            this.logger.warn({ clientId: auth.clientId, jobId: job.id }, 'Client has no pipeline stage: application stored without a process');
          }
        }
      }

      const document = body.file
        ? await this.documents.store(manager, {
            clientId: auth.clientId,
            personId: person.id,
            bytes: body.file.bytes,
            mimeType: body.file.type.mime,
            originalName: body.file.originalName,
            source: 'upload',
          })
        : null;
      const hasResume = document !== null || input.resumeUrl !== null;

      const values = [
        auth.clientId, job?.id ?? null, person.id, processId, document?.documentId ?? null,
        input.firstName, input.lastName, input.email, key, input.phoneNumber, input.linkedin, input.motivationText,
        input.utm.utm_source, input.utm.utm_medium, input.utm.utm_campaign, input.utm.utm_term, input.utm.utm_content,
        JSON.stringify(input.customFields), origin, auth.keyId, input.resumeUrl, hasResume ? 'pending' : 'none',
      ];
      const insert = (applicationStatus: ApplicationStatus, conflictClause: string): Promise<Array<{ id: string }>> =>
        manager.query(
          `INSERT INTO application (client_id, job_id, person_id, process_id, document_id, first_name, last_name, email, email_key,
             phone_number, linkedin, motivation_text, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
             custom_fields, origin, api_key_id, resume_url, resume_status, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::jsonb, $19, $20, $21, $22, $23)
           ${conflictClause} RETURNING id`,
          [...values, applicationStatus],
        );
      // Safety net behind the lock: the partial unique index application_active_uq.
      let rows = await insert(status, status === 'received' && job
        ? `ON CONFLICT (client_id, job_id, email_key) WHERE status = 'received' AND job_id IS NOT NULL DO NOTHING`
        : '');
      if (rows.length === 0) {
        status = 'quarantined';
        rows = await insert(status, '');
      }
      const id = rows[0].id;

      await this.people.addActivity(
        manager,
        auth.clientId,
        { personId: person.id, projectId: job?.projectId ?? null },
        status === 'quarantined' ? 'application.quarantined' : 'application.received',
        job
          ? `Applied to "${job.title}" via ${origin}${status === 'quarantined' ? ' (duplicate, quarantined)' : ''}`
          : `Spontaneous application via ${origin}`,
        { applicationId: id, jobId: job?.id ?? null, origin, documentId: document?.documentId ?? null, status },
      );

      const outboxId = hasResume
        ? await this.outbox.add(manager, {
            clientId: auth.clientId,
            documentId: document?.documentId ?? null,
            applicationId: id,
            resumeUrl: input.resumeUrl,
            personId: person.id,
          })
        : null;
      return { applicationId: id, outboxId };
    });

    if (outboxId) await this.outbox.relay([outboxId]);
    return { id: applicationId };
  }

  /**
   * The person carrying this e-mail in the client's base (several: the oldest candidate, else the
   * oldest), completed where empty and marked candidate; otherwise a new candidate with 'form' provenance.
   */
  private async findOrCreatePerson(
    manager: EntityManager,
    clientId: string,
    input: { firstName: string; lastName: string; email: string; phone: string | null; linkedinUrl: string | null; linkedinKey: string | null },
  ): Promise<Person> {
    const found = await this.people.findByEmail(manager, clientId, input.email);
    const person = found.find((p) => p.isCandidate) ?? found[0];
    if (!person) return this.people.create(manager, clientId, { ...input, isCandidate: true }, 'form');
    await this.people.fillEmptyFields(manager, person, input, 'form');
    await this.people.markRoles(manager, person, { candidate: true });
    return person;
  }

  /** The job with its project's status and the client's required fields, in one read. */
  private async findJob(clientId: string, publicId: string): Promise<JobRow | null> {
    if (publicId.length > 200) return null;
    const rows: JobRow[] = await this.db.query(
      `SELECT j.id, j.project_id AS "projectId", j.title, j.status, p.status AS "projectStatus", j.custom_fields AS "customFields",
              c.required_application_fields AS "requiredFields"
         FROM job j
         JOIN project p ON p.client_id = j.client_id AND p.id = j.project_id
         JOIN client c ON c.id = j.client_id
        WHERE j.client_id = $1 AND j.public_id = $2`,
      [clientId, publicId],
    );
    return rows[0] ?? null;
  }

  private async requiredFields(clientId: string): Promise<string[]> {
    const rows: Array<{ fields: string[] }> = await this.db.query(
      `SELECT required_application_fields AS fields FROM client WHERE id = $1`,
      [clientId],
    );
    return rows[0]?.fields ?? [];
  }
}

/** Keys accepted for a job's custom fields: the field name and its feed element name (slug). */
export function customFieldKeys(stored: unknown): Map<string, string> {
  const names = customFieldNames(stored);
  const keys = new Map<string, string>();
  const slugs = customFieldElementNames(names);
  names.forEach((name, i) => {
    if (!keys.has(name)) keys.set(name, name);
    if (!keys.has(slugs[i])) keys.set(slugs[i], name);
  });
  return keys;
}

function customFieldNames(stored: unknown): string[] {
  if (Array.isArray(stored)) {
    return stored
      .map((entry) => (entry && typeof entry === 'object' ? (entry as { name?: unknown }).name : undefined))
      .filter((name): name is string => typeof name === 'string' && name !== '');
  }
  if (stored && typeof stored === 'object') return Object.keys(stored);
  return [];
}
