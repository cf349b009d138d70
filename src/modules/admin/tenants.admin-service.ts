import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { randomBase62 } from '../../common/auth/api-key-format';
import { isWellFormedEmail } from '../../common/text/normalize';
import { assertUuid } from '../../common/validation/uuid';
import { AppUser, Client, Company, Job, Notification, Project, Stage } from '../../database/entities';
import { UserRole } from '../../database/entities/app-user.entity';
import { JOB_STATUSES, JobCustomField, JobStatus, REMOTE_TYPES } from '../../database/entities/job.entity';
import { ProjectStatus } from '../../database/entities/project.entity';
import { CompanyRepository } from '../companies/company.repository';
import { ProjectRepository } from '../projects/project.repository';
import { ActivityRepository } from '../history/activity.repository';

export interface ClientSettings {
  requiredFields?: string[];
  defaultCompanyStatus?: string;
}

export interface NewJob {
  /** Fixed ids (the demo seed): the job is created with them, or put back to this content when it exists. */
  id?: string;
  publicId?: string;
  title: string;
  projectId?: string;
  status?: string;
  company?: string;
  city?: string;
  state?: string;
  country?: string;
  url?: string;
  salary?: string;
  jobtype?: string;
  remotetype?: string;
  description?: string;
  customFields?: JobCustomField[];
  publishedAt?: Date;
}

/** Application fields a client may mark required on top of firstName, lastName and email (SPEC 2.2). */
export const OPTIONAL_APPLICATION_FIELDS = [
  'phoneNumber', 'linkedin', 'motivationText', 'resume',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content',
] as const;

function required(value: string | undefined, field: string): string {
  const trimmed = value?.trim();
  if (!trimmed) throw new AppError('validation_error', `--${field} is required`, field);
  return trimmed;
}

/** Provisioning of tenants and their catalogue (the admin CLI, the demo seed and the tests use it). */
@Injectable()
export class TenantsAdminService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly companies: CompanyRepository,
    private readonly projects: ProjectRepository,
    private readonly history: ActivityRepository,
  ) {}

  async clientBySlug(slug: string, manager: EntityManager = this.db.manager): Promise<Client> {
    const client = await manager.getRepository(Client).findOne({ where: { slug } });
    if (!client) throw new AppError('not_found', `No client with slug "${slug}"`, 'client');
    return client;
  }

  async createClient(slug: string, name: string, settings: ClientSettings = {}): Promise<Client> {
    if (!/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/.test(slug)) {
      throw new AppError('validation_error', 'A slug is 1-64 lower-case letters, digits or dashes, not starting or ending with a dash', 'slug');
    }
    if (await this.db.getRepository(Client).exist({ where: { slug } })) throw new AppError('conflict', `A client with slug "${slug}" exists`, 'slug');
    return this.db.getRepository(Client).save({
      slug,
      name: required(name, 'name'),
      requiredApplicationFields: this.checkRequiredFields(settings.requiredFields ?? []),
      defaultCompanyStatus: settings.defaultCompanyStatus?.trim() || 'prospect',
    });
  }

  async updateClient(slug: string, settings: ClientSettings & { name?: string }): Promise<Client> {
    const client = await this.clientBySlug(slug);
    if (settings.requiredFields) client.requiredApplicationFields = this.checkRequiredFields(settings.requiredFields);
    if (settings.defaultCompanyStatus !== undefined) client.defaultCompanyStatus = required(settings.defaultCompanyStatus, 'default-company-status');
    if (settings.name !== undefined) client.name = required(settings.name, 'name');
    return this.db.getRepository(Client).save(client);
  }

  private checkRequiredFields(fields: string[]): string[] {
    const unknown = fields.filter((field) => !(OPTIONAL_APPLICATION_FIELDS as readonly string[]).includes(field));
    if (unknown.length) {
      throw new AppError('validation_error', `Unknown application field: ${unknown.join(', ')} (allowed: ${OPTIONAL_APPLICATION_FIELDS.join(', ')})`, 'required-fields');
    }
    return [...new Set(fields)];
  }

  /** Replaces the pipeline stages (order = position). Stages used by processes are kept and re-ordered. */
  async setStages(slug: string, stages: Array<{ key: string; label: string }>): Promise<Stage[]> {
    if (stages.length === 0) throw new AppError('validation_error', 'At least one stage is required', 'stages');
    const keys = new Set<string>();
    for (const stage of stages) {
      if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(stage.key)) throw new AppError('validation_error', `Invalid stage key "${stage.key}" (lower-case letters, digits, _ or -)`, 'stages');
      if (!stage.label.trim()) throw new AppError('validation_error', `Stage "${stage.key}" needs a label`, 'stages');
      if (keys.has(stage.key)) throw new AppError('validation_error', `Duplicate stage key "${stage.key}"`, 'stages');
      keys.add(stage.key);
    }
    return this.db.transaction(async (manager) => {
      const client = await this.clientBySlug(slug, manager);
      const missing = (await this.projects.stageKeysInUse(manager, client.id)).filter((key) => !keys.has(key));
      if (missing.length) throw new AppError('conflict', `Stages in use by processes cannot be removed: ${missing.join(', ')}`, 'stages');
      await this.projects.replaceStages(manager, client.id, stages.map((stage) => ({ key: stage.key, label: stage.label.trim() })));
      return manager.getRepository(Stage).find({ where: { clientId: client.id }, order: { position: 'ASC' } });
    });
  }

  async createUser(slug: string, email: string, name: string, role: string): Promise<AppUser> {
    const client = await this.clientBySlug(slug);
    if (!isWellFormedEmail(email)) throw new AppError('validation_error', 'Malformed e-mail', 'email');
    if (role !== 'admin' && role !== 'recruiter') throw new AppError('validation_error', 'Role is admin or recruiter', 'role');
    const exists: unknown[] = await this.db.query(`SELECT 1 FROM app_user WHERE client_id = $1 AND lower(email) = lower($2)`, [client.id, email]);
    if (exists.length) throw new AppError('conflict', 'A user with this e-mail exists', 'email');
    return this.db.getRepository(AppUser).save({ clientId: client.id, email: email.trim(), name: required(name, 'name'), role: role as UserRole });
  }

  async createCompany(slug: string, name: string, managerIds: string[] = [], options: { status?: string; website?: string } = {}): Promise<Company & { managerIds: string[] }> {
    return this.db.transaction(async (manager) => {
      const client = await this.clientBySlug(slug, manager);
      const id = await this.companies.create(manager, client.id, { name: required(name, 'name'), status: options.status?.trim() || null, website: options.website ?? null });
      for (const userId of managerIds) {
        assertUuid(userId, 'manager');
        const user = await manager.getRepository(AppUser).findOne({ where: { clientId: client.id, id: userId } });
        if (!user) throw new AppError('not_found', `No user ${userId} in this client`, 'manager');
        await this.companies.addManager(manager, client.id, id, userId);
      }
      const company = await manager.getRepository(Company).findOneByOrFail({ clientId: client.id, id });
      return { ...company, managerIds: [...new Set(managerIds)] };
    });
  }

  /** Deletes a company: its projects lose their company, its contact requests stay on their persons without company. */
  async deleteCompany(slug: string, id: string): Promise<{ id: string; deleted: true }> {
    assertUuid(id, 'id');
    const client = await this.clientBySlug(slug);
    if (!(await this.companies.delete(this.db.manager, client.id, id))) throw new AppError('not_found', 'No such company', 'id');
    return { id, deleted: true };
  }

  /** Moves everything of `fromId` (requests, projects, managers, history) to `intoId`, then deletes `fromId`. */
  async mergeCompanies(slug: string, intoId: string, fromId: string): Promise<{ id: string; mergedFrom: string; moved: Record<string, number> }> {
    assertUuid(intoId, 'into');
    assertUuid(fromId, 'from');
    if (intoId === fromId) throw new AppError('validation_error', 'A company cannot be merged into itself', 'from');
    return this.db.transaction(async (manager) => {
      const client = await this.clientBySlug(slug, manager);
      const found = await this.companies.lock(manager, client.id, [intoId, fromId]);
      for (const [id, field] of [[intoId, 'into'], [fromId, 'from']] as const) {
        if (!found.includes(id)) throw new AppError('not_found', `No such company (${field})`, field);
      }
      const moved = await this.companies.merge(manager, client.id, intoId, fromId);
      await this.history.record(manager, client.id, {
        companyId: intoId,
        kind: 'company.merged',
        summary: 'Another company record was merged into this one',
        data: { mergedFrom: fromId, moved },
      });
      return { id: intoId, mergedFrom: fromId, moved };
    });
  }

  /**
   * Creates a project. `companyName` links the client's company of that name by the company-by-name
   * rule of SPEC 4.4 (one: linked; none: created with the client's default status; several: none).
   * With an `id` (the demo seed), the project of that id is created, or put back to these values.
   */
  async createProject(slug: string, title: string, options: { id?: string; companyName?: string; status?: string } = {}): Promise<Project & { companyName: string | null }> {
    const status = (options.status ?? 'open') as ProjectStatus;
    if (status !== 'open' && status !== 'closed') throw new AppError('validation_error', 'Status is open or closed', 'status');
    return this.db.transaction(async (manager) => {
      const client = await this.clientBySlug(slug, manager);
      const companyName = options.companyName?.trim() || null;
      const companyId = companyName ? (await this.companies.findOrCreateByName(manager, client.id, companyName)).id : null;
      const id = options.id === undefined ? {} : { id: assertUuid(options.id, 'id') };
      const project = await manager.getRepository(Project).save({ ...id, clientId: client.id, title: required(title, 'title'), companyId, status });
      return { ...project, companyName };
    });
  }

  async createJob(slug: string, input: NewJob): Promise<{ id: string; jobid: string; projectId: string; status: JobStatus }> {
    const status = (input.status ?? 'published') as JobStatus;
    if (!JOB_STATUSES.includes(status)) throw new AppError('validation_error', `Status is one of ${JOB_STATUSES.join(', ')}`, 'status');
    if (input.remotetype && !(REMOTE_TYPES as readonly string[]).includes(input.remotetype)) {
      throw new AppError('validation_error', `remotetype is one of: ${REMOTE_TYPES.join(', ')}`, 'remotetype');
    }
    const names = new Set<string>();
    for (const field of input.customFields ?? []) {
      if (!field.name.trim()) throw new AppError('validation_error', 'A custom field needs a name', 'custom-field');
      if (names.has(field.name)) throw new AppError('validation_error', `Duplicate custom field "${field.name}"`, 'custom-field');
      names.add(field.name);
    }
    return this.db.transaction(async (manager) => {
      const client = await this.clientBySlug(slug, manager);
      let projectId: string;
      if (input.projectId) {
        projectId = assertUuid(input.projectId, 'project');
        const project = await manager.getRepository(Project).findOne({ where: { clientId: client.id, id: projectId } });
        if (!project) throw new AppError('not_found', 'No such project for this client', 'project');
      } else {
        projectId = (await manager.getRepository(Project).save({ clientId: client.id, title: required(input.title, 'title'), status: 'open' })).id;
      }
      const job = await manager.getRepository(Job).save({
        ...(input.id === undefined ? {} : { id: assertUuid(input.id, 'id') }),
        clientId: client.id,
        projectId,
        publicId: input.publicId ?? randomBase62(10),
        status,
        title: required(input.title, 'title'),
        companyName: input.company ?? '',
        city: input.city ?? '',
        state: input.state ?? '',
        country: input.country ?? '',
        url: input.url ?? '',
        salary: input.salary ?? '',
        jobtype: input.jobtype ?? '',
        remotetype: input.remotetype ?? '',
        description: input.description ?? '',
        customFields: input.customFields ?? [],
        ...(input.publishedAt ? { publishedAt: input.publishedAt } : {}),
      });
      return { id: job.id, jobid: job.publicId, projectId, status: job.status };
    });
  }

  async setJobStatus(slug: string, jobid: string, status: string): Promise<{ jobid: string; status: JobStatus }> {
    if (!(JOB_STATUSES as readonly string[]).includes(status)) throw new AppError('validation_error', `Status is one of ${JOB_STATUSES.join(', ')}`, 'status');
    const client = await this.clientBySlug(slug);
    const result = await this.db.getRepository(Job).update({ clientId: client.id, publicId: jobid }, { status: status as JobStatus });
    if (!result.affected) throw new AppError('not_found', 'No such job for this client', 'jobid');
    return { jobid, status: status as JobStatus };
  }

  async listNotifications(slug: string, userId?: string): Promise<Notification[]> {
    if (userId) assertUuid(userId, 'user');
    const client = await this.clientBySlug(slug);
    return this.db.getRepository(Notification).find({
      where: { clientId: client.id, ...(userId ? { userId } : {}) },
      order: { createdAt: 'DESC' },
      take: 500,
    });
  }
}
