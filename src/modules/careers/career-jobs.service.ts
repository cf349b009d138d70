import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { CursorPosition, decodeCursor, encodeCursor } from '../../common/pagination/cursor';
import { AppConfig } from '../../config/app-config.service';
import { FeedService, FeedState } from '../feed/feed.service';
import { customFieldPairs, FeedJob, valueText } from '../feed';
import { applicationForm } from './application-form';
import { CAREER_JOBS_DEFAULT_LIMIT, CareerJobDetailDto, CareerJobDto, CareerJobListDto, CareerJobsQueryDto } from './dto/career-jobs.dto';
import { jobPostingJsonLd } from './job-posting/job-posting';
import { JobFilters, JobReadsRepository } from './job-reads.repository';

/** Bumped whenever the JSON of these routes changes, so that cached copies are revalidated. */
export const CAREERS_JSON_VERSION = 'careers-json-v1';

/** The list query, read and normalised: what a page and its ETag depend on. */
export interface CareerJobsQuery {
  limit: number;
  /** The cursor as given (part of the ETag) and the position it names. */
  cursor: string | null;
  after: CursorPosition | null;
  filters: JobFilters;
}

/** What a conditional request is answered from: the feed's validator of the client, narrowed to one answer. */
export type Validator = Pick<FeedState, 'etag' | 'lastModified'>;

/** A job read with its validator: 200, or 304 when the caller has this version. */
export interface JobRead {
  validator: Validator;
  data: CareerJobDetailDto;
}

/**
 * Reading the career site's jobs (GET /v1/public/careers/{slug}/jobs...): the feed's jobs, in the
 * feed's order, with the feed's fields, as JSON. The set of jobs, their order and their values come
 * from the feed's SQL (feed-queries.ts); the validators from the feed's one aggregate query
 * (FeedService.state), narrowed by the query or the job id.
 */
@Injectable()
export class CareerJobsService {
  constructor(
    private readonly feed: FeedService,
    private readonly jobs: JobReadsRepository,
    private readonly config: AppConfig,
  ) {}

  /** The list query, normalised; a cursor made for other filters is 400 (field cursor). */
  readQuery(query: CareerJobsQueryDto): CareerJobsQuery {
    const filters: JobFilters = {
      country: query.country?.toUpperCase() ?? null,
      remotetype: query.remotetype ?? null,
      q: query.q?.trim() || null,
    };
    return {
      limit: query.limit === undefined ? CAREER_JOBS_DEFAULT_LIMIT : Number(query.limit),
      cursor: query.cursor ?? null,
      after: query.cursor === undefined ? null : decodeCursor(query.cursor, filtersKey(filters)),
      filters,
    };
  }

  /** The validator of one list answer: the client's feed state, the query. Costs no job read. */
  async listValidator(auth: AuthContext, query: CareerJobsQuery): Promise<Validator> {
    const state = await this.state(auth);
    return narrow(state, ['list', query.limit, query.cursor ?? '', filtersKey(query.filters)]);
  }

  /** One page of the feed's jobs, with the cursor of the next page (null on the last). */
  async list(auth: AuthContext, query: CareerJobsQuery): Promise<CareerJobListDto> {
    const rows = await this.jobs.page(auth.clientId, query.after, query.filters, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      data: page.map(toCareerJob),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.position, filtersKey(query.filters)) : null,
    };
  }

  /** One job with its application form and JSON-LD: 404 job_not_found, 410 job_removed as on apply. */
  async get(auth: AuthContext, jobId: string): Promise<JobRead> {
    const [state, job] = await Promise.all([this.state(auth), jobId.length > 200 ? null : this.jobs.findWithForm(auth.clientId, jobId)]);
    if (!job) throw new AppError('job_not_found', 'No such job for this client');
    if (!job.inFeed) throw new AppError('job_removed', 'This job is closed, unpublished or deleted, or its project is closed');
    const view = toCareerJob(job);
    return {
      validator: narrow(state, ['job', job.jobid]),
      data: {
        ...view,
        applicationForm: applicationForm(job.requiredFields, job.customFields, this.config.resumeMaxBytes),
        jsonLd: jobPostingJsonLd(view, { clientName: job.clientName }),
      },
    };
  }

  private async state(auth: AuthContext): Promise<FeedState> {
    const state = await this.feed.state(auth.clientSlug);
    if (!state) throw new AppError('not_found', 'No such client');
    return state;
  }
}

/** A feed job in JSON: the feed's names; custom fields by their name, valued as the feed writes them. */
export function toCareerJob(job: FeedJob): CareerJobDto {
  const customFields: Record<string, string> = {};
  for (const [name, value] of customFieldPairs(job.customFields)) {
    if (!Object.prototype.hasOwnProperty.call(customFields, name)) customFields[name] = valueText(value);
  }
  return {
    jobid: job.jobid,
    title: job.title,
    date: new Date(job.publishedAt).toISOString(),
    url: job.url,
    company: job.company,
    city: job.city,
    state: job.state,
    country: job.country,
    description: job.description,
    salary: job.salary,
    jobtype: job.jobtype,
    remotetype: job.remotetype,
    customFields,
  };
}

function filtersKey(filters: JobFilters): string {
  return JSON.stringify([filters.country, filters.remotetype, filters.q]);
}

/** The feed's validator of the client, made specific to one answer (and to this JSON's version). */
function narrow(state: FeedState, parts: unknown[]): Validator {
  const digest = createHash('sha256')
    .update(JSON.stringify([CAREERS_JSON_VERSION, state.etag, ...parts]))
    .digest('base64url')
    .slice(0, 27);
  return { etag: `"${digest}"`, lastModified: state.lastModified };
}
