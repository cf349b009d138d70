import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { assertUuid } from '../../common/validation/uuid';
import { APPLICATION_STATUSES, ApplicationStatus } from '../../database/entities/application.entity';
import { JOB_STATUSES } from '../../database/entities/job.entity';
import { ApplicationRepository } from '../applications/application.repository';
import { ActivityRepository } from '../history/activity.repository';
import { IdentityService } from '../people/identity.service';
import { PossibleDuplicateRepository } from '../people/possible-duplicate.repository';
import { ProcessRepository } from '../projects/process.repository';
import { ProjectRepository } from '../projects/project.repository';
import { ListCursor, ListedRow, RecruiterListsRepository } from './recruiter-lists.repository';
import { TenantsAdminService } from './tenants.admin-service';

/** Rows a list prints when no --limit is given, and the most it prints. */
export const LIST_DEFAULT_LIMIT = 100;
export const LIST_MAX_LIMIT = 100_000;
/** Rows read from PostgreSQL at a time while a list streams. */
const PAGE_SIZE = 500;

export const PROJECT_STATUSES = ['open', 'closed'] as const;
export type ProjectStatusValue = (typeof PROJECT_STATUSES)[number];

export interface ApplicationDecision {
  id: string;
  personId: string;
  status: ApplicationStatus;
  previousStatus: ApplicationStatus;
  processId: string | null;
  decidedAt: Date;
  note: string | null;
}

/** A list's rows as the CLI prints them, one JSON line each. */
export type ListRows = AsyncIterable<Record<string, unknown>>;

/**
 * The recruiter's daily work in the admin CLI: lists of applications, jobs and projects (streamed,
 * bounded by a limit), the decision on a quarantined application (SPEC 3), finding a person by
 * e-mail or LinkedIn profile, opening and closing projects.
 */
@Injectable()
export class RecruitingAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tenants: TenantsAdminService,
    private readonly lists: RecruiterListsRepository,
    private readonly applications: ApplicationRepository,
    private readonly projects: ProjectRepository,
    private readonly processes: ProcessRepository,
    private readonly identity: IdentityService,
    private readonly history: ActivityRepository,
    private readonly duplicates: PossibleDuplicateRepository,
  ) {}

  /** Applications, newest first; filters by status, job (its public jobid) and creation date. */
  async listApplications(slug: string, filter: { status?: string; job?: string; since?: string; limit?: string }): Promise<ListRows> {
    const status = oneOf(filter.status, APPLICATION_STATUSES, 'status');
    const since = instant(filter.since, 'since');
    const limit = listLimit(filter.limit);
    const client = await this.tenants.clientBySlug(slug);
    let jobId: string | null = null;
    if (filter.job !== undefined) {
      jobId = await this.lists.jobIdOf(this.db.manager, client.id, filter.job);
      if (!jobId) throw new AppError('not_found', 'No such job for this client', 'job');
    }
    return this.stream(limit, (cursor, size) => this.lists.applications(this.db.manager, client.id, { status, jobId, since }, cursor, size));
  }

  async listJobs(slug: string, options: { status?: string; limit?: string }): Promise<ListRows> {
    const status = oneOf(options.status, JOB_STATUSES, 'status');
    const limit = listLimit(options.limit);
    const client = await this.tenants.clientBySlug(slug);
    return this.stream(limit, (cursor, size) => this.lists.jobs(this.db.manager, client.id, status, cursor, size));
  }

  async listProjects(slug: string, options: { status?: string; limit?: string }): Promise<ListRows> {
    const status = oneOf(options.status, PROJECT_STATUSES, 'status');
    const limit = listLimit(options.limit);
    const client = await this.tenants.clientBySlug(slug);
    return this.stream(limit, (cursor, size) => this.lists.projects(this.db.manager, client.id, status, cursor, size));
  }

  /**
   * The recruiter's decision on a quarantined application (SPEC 3). Accepted: it becomes received,
   * and the person's process in the job's project is kept, or created at the first stage. Rejected:
   * it is kept as rejected. Either way an entry in the person's history.
   */
  async decide(slug: string, id: string, decision: { accept: boolean; note: string | null }): Promise<ApplicationDecision> {
    assertUuid(id, 'id');
    const note = decision.note?.trim() || null;
    return this.db.transaction(async (manager) => {
      const client = await this.tenants.clientBySlug(slug, manager);
      const application = await this.applications.lockForDecision(manager, client.id, id);
      if (!application) throw new AppError('not_found', 'No such application for this client', 'id');
      if (application.status !== 'quarantined') {
        throw new AppError('conflict', `Only a quarantined application is decided; this one is ${application.status}`, 'id');
      }
      let processId: string | null = null;
      if (decision.accept && application.projectId) {
        const stageId = await this.projects.firstStageId(manager, client.id);
        if (!stageId) throw new AppError('invalid_stage', 'This client has no pipeline stage', 'stage');
        processId = (await this.processes.attach(manager, client.id, application.personId, application.projectId, stageId)).processId;
      }
      const status: ApplicationStatus = decision.accept ? 'received' : 'rejected';
      const decidedAt = await this.applications.decide(manager, client.id, id, { status, processId, note });
      const job = application.jobTitle === null ? 'a removed job' : `"${application.jobTitle}"`;
      await this.history.record(manager, client.id, {
        personId: application.personId,
        projectId: application.projectId,
        kind: decision.accept ? 'application.accepted' : 'application.rejected',
        summary: `Quarantined application to ${job} ${decision.accept ? 'accepted' : 'rejected'} by a recruiter${note ? `: ${note}` : ''}`,
        data: { applicationId: id, jobId: application.jobId, processId: processId ?? application.processId, note },
      });
      return { id, personId: application.personId, status, previousStatus: application.status, processId: processId ?? application.processId, decidedAt, note };
    });
  }

  /** The persons carrying this e-mail or LinkedIn profile (exactly one of the two). */
  async findPersons(slug: string, by: { email?: string; linkedin?: string }): Promise<Array<Record<string, unknown>>> {
    if ((by.email === undefined) === (by.linkedin === undefined)) throw new AppError('validation_error', 'Give --email or --linkedin (one of them)', 'email');
    const client = await this.tenants.clientBySlug(slug);
    const found = await this.identity.findByKey(this.db.manager, client.id, by.linkedin !== undefined ? { linkedinUrl: by.linkedin } : { email: by.email });
    return found.map((p) => ({
      id: p.id, firstName: p.firstName, lastName: p.lastName, email: p.email, phone: p.phone, linkedinUrl: p.linkedinUrl,
      jobTitle: p.jobTitle, isCandidate: p.isCandidate, isContact: p.isContact,
    }));
  }

  /** The open possible-duplicate links, newest first, with both persons. */
  async listDuplicates(slug: string, options: { limit?: string }): Promise<ListRows> {
    const limit = listLimit(options.limit);
    const client = await this.tenants.clientBySlug(slug);
    return this.stream(limit, (cursor, size) => this.duplicates.open(this.db.manager, client.id, cursor, size));
  }

  /** The recruiter says two persons are different people: their open links are dismissed (and not raised again). */
  async notDuplicate(slug: string, ids: string[]): Promise<{ ids: string[]; dismissed: number }> {
    if (ids.length !== 2 || ids[0] === ids[1]) throw new AppError('validation_error', 'Give two different person ids: --ids A,B', 'ids');
    ids.forEach((id) => assertUuid(id, 'ids'));
    return this.db.transaction(async (manager) => {
      const client = await this.tenants.clientBySlug(slug, manager);
      const dismissed = await this.duplicates.dismiss(manager, client.id, ids[0], ids[1]);
      if (dismissed === 0) throw new AppError('not_found', 'No open possible-duplicate link between these two persons', 'ids');
      await this.history.record(manager, client.id, ...ids.map((personId, i) => ({
        personId,
        kind: 'person.not_duplicate',
        summary: 'A recruiter marked another person as a different person',
        data: { otherPersonId: ids[1 - i] },
      })));
      return { ids, dismissed };
    });
  }

  /** Opens or closes a project (a closed project's jobs leave the feed; partners no longer see it), with an entry in its history. */
  async setProjectStatus(slug: string, id: string, status: string): Promise<{ id: string; status: ProjectStatusValue; previousStatus: string; changed: boolean }> {
    assertUuid(id, 'id');
    const next = oneOf(status, PROJECT_STATUSES, 'status') as ProjectStatusValue;
    return this.db.transaction(async (manager) => {
      const client = await this.tenants.clientBySlug(slug, manager);
      const previous = await this.projects.setStatus(manager, client.id, id, next);
      if (previous === null) throw new AppError('not_found', 'No such project for this client', 'id');
      const changed = previous !== next;
      if (changed) {
        await this.history.record(manager, client.id, { projectId: id, kind: 'project.status_changed', summary: `Project ${next === 'open' ? 'reopened' : 'closed'}`, data: { from: previous, to: next } });
      }
      return { id, status: next, previousStatus: previous, changed };
    });
  }

  /** Reads a list a page at a time (keyset), up to `limit` rows, without the cursor column. */
  private async *stream(limit: number, page: (cursor: ListCursor | null, size: number) => Promise<ListedRow[]>): AsyncGenerator<Record<string, unknown>> {
    let cursor: ListCursor | null = null;
    let left = limit;
    while (left > 0) {
      const size = Math.min(PAGE_SIZE, left);
      const rows = await page(cursor, size);
      for (const { cursorAt, ...row } of rows) {
        cursor = { at: cursorAt, id: row.id };
        yield row;
      }
      if (rows.length < size) return;
      left -= rows.length;
    }
  }
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], field: string): T | null {
  if (value === undefined) return null;
  if (!(allowed as readonly string[]).includes(value)) throw new AppError('validation_error', `${field} is one of ${allowed.join(', ')}`, field);
  return value as T;
}

function instant(value: string | undefined, field: string): string | null {
  if (value === undefined) return null;
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new AppError('validation_error', `${field} is a date (2026-11-01) or an ISO 8601 date-time`, field);
  }
  return value;
}

function listLimit(value: string | undefined): number {
  if (value === undefined) return LIST_DEFAULT_LIMIT;
  if (!/^[1-9]\d{0,5}$/.test(value) || Number(value) > LIST_MAX_LIMIT) {
    throw new AppError('validation_error', `limit is a whole number from 1 to ${LIST_MAX_LIMIT}`, 'limit');
  }
  return Number(value);
}
