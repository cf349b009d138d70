import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { ApiErrorResponses } from '../../common/errors/error-envelope.dto';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { parseQuery } from '../../common/validation/query';
import { notModified } from '../feed';
import { CareerJobsService, Validator } from './career-jobs.service';
import { CareerJobListDto, CareerJobResponseDto, CareerJobsQueryDto } from './dto/career-jobs.dto';

/** Authenticated JSON answers may be kept by the caller (not by shared caches) and are revalidated with the ETag. */
const CACHE_CONTROL = 'private, no-cache';

const IF_NONE_MATCH = { name: 'If-None-Match', required: false, description: 'ETag of a previous answer: 304 when nothing changed' };

/**
 * Reading the career site's jobs as JSON (scope public:careers:read, or a connector key with
 * partner:projects:read, SPEC 5.6): the feed's jobs and fields, plus what a career page needs to
 * render a job and its application form. Thin: the query is read here, the rest is CareerJobsService.
 */
@ApiTags('careers')
@ApiParam({ name: 'slug', type: String, description: 'The key\'s client' })
@ApiErrorResponses({
  401: 'unauthorized: key absent, malformed, unknown or revoked',
  403: 'insufficient_scope: the key lacks public:careers:read (or, with a connector, partner:projects:read)',
  429: 'rate_limited: over the per-key reading rate; wait Retry-After seconds',
})
@Controller('v1/public/careers/:slug/jobs')
@RateLimit('careers-read')
export class CareerJobsController {
  constructor(private readonly jobs: CareerJobsService) {}

  @Get()
  @RequireScope(Scope.CareersRead, { slugMismatch: 'not_found' })
  @ApiOperation({ summary: 'Published jobs of open projects, newest first (the feed\'s jobs), with cursor paging and filters' })
  @ApiQuery({ type: CareerJobsQueryDto, required: false })
  @ApiHeader(IF_NONE_MATCH)
  @ApiOkResponse({ type: CareerJobListDto })
  @ApiNotModifiedResponse({ description: 'Unchanged since the ETag given in If-None-Match' })
  @ApiErrorResponses({
    400: 'validation_error: a parameter out of range, malformed or unknown (field names it), or a cursor of other filters',
    404: 'not_found: the slug of another client than the key\'s',
  })
  async list(@CurrentAuth() auth: AuthContext, @Query() raw: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const query = this.jobs.readQuery(parseQuery(CareerJobsQueryDto, raw));
    const validator = await this.jobs.listValidator(auth, query);
    if (answeredNotModified(req, res, validator)) return;
    res.status(200).json(await this.jobs.list(auth, query));
  }

  @Get(':jobId')
  @RequireScope(Scope.CareersRead, { slugMismatch: 'job_not_found' })
  @ApiOperation({ summary: 'One job of the feed (jobId is the feed\'s jobid), with its application form and schema.org JobPosting JSON-LD' })
  @ApiHeader(IF_NONE_MATCH)
  @ApiOkResponse({ type: CareerJobResponseDto })
  @ApiNotModifiedResponse({ description: 'Unchanged since the ETag given in If-None-Match' })
  @ApiErrorResponses({
    404: 'job_not_found: unknown job, or the slug of another client than the key\'s',
    410: 'job_removed: the job is closed, unpublished or deleted, or its project is closed',
  })
  async get(@CurrentAuth() auth: AuthContext, @Param('jobId') jobId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { validator, data } = await this.jobs.get(auth, jobId);
    if (answeredNotModified(req, res, validator)) return;
    res.status(200).json({ data });
  }
}

/** Sets the validators; answers 304 (and returns true) when the caller's copy is current. */
function answeredNotModified(req: Request, res: Response, validator: Validator): boolean {
  res.setHeader('ETag', validator.etag);
  res.setHeader('Last-Modified', validator.lastModified.toUTCString());
  res.setHeader('Cache-Control', CACHE_CONTROL);
  if (!notModified(req, { clientId: '', jobCount: 0, ...validator })) return false;
  res.status(304).end();
  return true;
}
