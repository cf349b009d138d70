import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { parseQuery } from '../../common/validation/query';
import { notModified } from '../feed';
import { CareerJobsService, Validator } from './career-jobs.service';
import { CAREER_JOBS_CACHE_CONTROL, getCareerJobContract, listCareerJobsContract } from './career-jobs.openapi';
import { CareerJobsQueryDto } from './dto/career-jobs.dto';

/**
 * Reading the career site's jobs as JSON (scope public:careers:read, or a connector key with
 * partner:projects:read, SPEC 5.6): the feed's jobs and fields, plus what a career page needs to
 * render a job and its application form. Thin: the query is read here, the rest is CareerJobsService.
 */
@ApiTags('careers')
@Controller('v1/public/careers/:slug/jobs')
@RateLimit('careers-read')
export class CareerJobsController {
  constructor(private readonly jobs: CareerJobsService) {}

  @Get()
  @RequireScope(Scope.CareersRead, { slugMismatch: 'not_found' })
  @listCareerJobsContract()
  async list(@CurrentAuth() auth: AuthContext, @Query() raw: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const query = this.jobs.readQuery(parseQuery(CareerJobsQueryDto, raw));
    const validator = await this.jobs.listValidator(auth, query);
    if (answeredNotModified(req, res, validator)) return;
    res.status(200).json(await this.jobs.list(auth, query));
  }

  @Get(':job_id')
  @RequireScope(Scope.CareersRead, { slugMismatch: 'job_not_found' })
  @getCareerJobContract()
  async get(@CurrentAuth() auth: AuthContext, @Param('job_id') jobId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const { validator, data } = await this.jobs.get(auth, jobId);
    if (answeredNotModified(req, res, validator)) return;
    res.status(200).json({ data });
  }
}

/** Sets the validators; answers 304 (and returns true) when the caller's copy is current. */
function answeredNotModified(req: Request, res: Response, validator: Validator): boolean {
  res.setHeader('ETag', validator.etag);
  res.setHeader('Last-Modified', validator.lastModified.toUTCString());
  res.setHeader('Cache-Control', CAREER_JOBS_CACHE_CONTROL);
  if (!notModified(req, { clientId: '', jobCount: 0, ...validator })) return false;
  res.status(304).end();
  return true;
}
