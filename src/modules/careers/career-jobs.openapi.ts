import { applyDecorators, Type } from '@nestjs/common';
import { ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiQuery } from '@nestjs/swagger';
import { ApiErrors, CAREERS_READ_RATE_LIMITED, KEY_ERRORS } from '../../common/openapi/api-errors';
import { ApiIfModifiedSince, ApiIfNoneMatch, cachingHeaders } from '../../common/openapi/caching';
import { RATE_LIMIT_HEADERS } from '../../common/openapi/http-headers';
import { ApiSlugParam } from '../../common/openapi/path-params';
import { ApiJobIdParam } from './careers.openapi';
import { CareerJobListDto, CareerJobResponseDto, CareerJobsQueryDto } from './dto/career-jobs.dto';

/** Authenticated JSON answers may be kept by the caller (not by shared caches) and are revalidated with the ETag. */
export const CAREER_JOBS_CACHE_CONTROL = 'private, no-cache';

const READ_ERRORS = {
  ...KEY_ERRORS,
  rate_limited: CAREERS_READ_RATE_LIMITED,
} as const;

/** The answers both reading operations share: their 200 body, the 304 and the conditional headers. */
function readContract(operationId: string, summary: string, description: string, body: Type<unknown>): MethodDecorator {
  const caching = cachingHeaders(CAREER_JOBS_CACHE_CONTROL);
  return applyDecorators(
    ApiOperation({ operationId, summary, description }),
    ApiSlugParam(),
    ApiIfNoneMatch(),
    ApiIfModifiedSince(),
    ApiOkResponse({ type: body, headers: { ...caching, ...RATE_LIMIT_HEADERS } }),
    ApiNotModifiedResponse({ description: 'Unchanged since the ETag of If-None-Match (or the date of If-Modified-Since): no body', headers: caching }),
  );
}

/** GET /v1/public/careers/{slug}/jobs */
export const listCareerJobsContract = (): MethodDecorator =>
  applyDecorators(
    readContract(
      'listCareerJobs',
      'List published jobs',
      'The feed\'s jobs as JSON (published jobs of open projects, newest first, the feed\'s fields), with cursor paging and filters by country, remote policy and title words.',
      CareerJobListDto,
    ),
    ApiQuery({ type: CareerJobsQueryDto, required: false }),
    ApiErrors({
      ...READ_ERRORS,
      validation_error: 'A parameter out of range, malformed or unknown (`field` names it), or a cursor of other filters',
      not_found: 'The slug of another client than the key\'s',
    }),
  );

/** GET /v1/public/careers/{slug}/jobs/{job_id} */
export const getCareerJobContract = (): MethodDecorator =>
  applyDecorators(
    ApiJobIdParam(),
    readContract(
      'getCareerJob',
      'Read one job',
      'One job of the feed with what its page needs: the fields the apply operation takes for this client and job (its application form), and a schema.org JobPosting (JSON-LD).',
      CareerJobResponseDto,
    ),
    ApiErrors({
      ...READ_ERRORS,
      job_not_found: 'Unknown job, or the slug of another client than the key\'s',
      job_removed: 'The job is closed, unpublished or deleted, or its project is closed',
    }),
  );
