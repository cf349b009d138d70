import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { Scope } from '../../common/auth/scopes';
import { ApiRequestBody } from '../../common/openapi/request-body';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { BodyWithResume, readBodyWithResume } from '../../common/uploads';
import { AppConfig } from '../../config/app-config.service';
import { ApplicationJsonDto, ApplicationMultipartDto, FIELD_MAX_LENGTH, RESUME_FILE_FIELDS } from './dto/application.dto';
import { applySpontaneouslyContract, applyToJobContract } from './careers.openapi';
import { ApplicationCreated, CareersService } from './careers.service';

const BODY_DOC = {
  json: ApplicationJsonDto,
  multipart: ApplicationMultipartDto,
  description: 'The application: JSON, or multipart/form-data to attach the resume file. The job\'s custom fields are also accepted, by their names (or feed element names).',
};

/** Career-site applications (SPEC 4.2, 4.3). Thin: reads the body, hands it to CareersService. */
@ApiTags('careers')
@Controller('v1/public/careers/:slug')
@RateLimit('public')
export class CareersController {
  constructor(
    private readonly careers: CareersService,
    private readonly config: AppConfig,
  ) {}

  @Post('jobs/:job_id/apply')
  @HttpCode(201)
  @RequireScope(Scope.CareersApply, { slugMismatch: 'job_not_found' })
  @applyToJobContract()
  @ApiRequestBody(BODY_DOC)
  async applyToJob(@CurrentAuth() auth: AuthContext, @Param('job_id') jobId: string, @Req() req: Request): Promise<{ data: ApplicationCreated }> {
    const body = await this.readBody(req);
    return { data: await this.careers.applyToJob(auth, jobId, body) };
  }

  @Post('apply')
  @HttpCode(201)
  @RequireScope(Scope.CareersApply, { slugMismatch: 'not_found' })
  @applySpontaneouslyContract()
  @ApiRequestBody(BODY_DOC)
  async applySpontaneously(@CurrentAuth() auth: AuthContext, @Req() req: Request): Promise<{ data: ApplicationCreated }> {
    const body = await this.readBody(req);
    return { data: await this.careers.applySpontaneously(auth, body) };
  }

  /** JSON (already parsed by the body parser) or multipart with the resume (streamed, bounded); anything else 415. */
  private readBody(req: Request): Promise<BodyWithResume> {
    return readBodyWithResume(req, {
      fileFields: RESUME_FILE_FIELDS,
      maxFileBytes: this.config.env.resumeMaxBytes,
      maxFields: 60,
      maxFieldBytes: 4 * FIELD_MAX_LENGTH.motivationText,
    });
  }
}
