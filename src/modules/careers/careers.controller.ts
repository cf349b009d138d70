import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiProperty, ApiPropertyOptional, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { UtmFieldsDto } from '../../common/openapi/utm-fields.dto';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { BodyWithResume, readBodyWithResume } from '../../common/uploads';
import { AppConfig } from '../../config/app-config.service';
import { FIELD_MAX_LENGTH, RESUME_FILE_FIELDS } from './dto/application-input';
import { applySpontaneouslyContract, applyToJobContract } from './careers.openapi';
import { ApplicationCreated, CareersService } from './careers.service';

class ApplicationJsonDto extends UtmFieldsDto {
  @ApiProperty({ maxLength: FIELD_MAX_LENGTH.firstName }) firstName!: string;
  @ApiProperty({ maxLength: FIELD_MAX_LENGTH.lastName }) lastName!: string;
  @ApiProperty({ format: 'email', maxLength: FIELD_MAX_LENGTH.email }) email!: string;
  @ApiPropertyOptional({ maxLength: FIELD_MAX_LENGTH.phoneNumber }) phoneNumber?: string;
  @ApiPropertyOptional({ maxLength: FIELD_MAX_LENGTH.linkedin, description: 'LinkedIn profile URL' }) linkedin?: string;
  @ApiPropertyOptional({ maxLength: FIELD_MAX_LENGTH.motivationText }) motivationText?: string;
  @ApiPropertyOptional({ maxLength: FIELD_MAX_LENGTH.resumeUrl, description: 'Public http(s) URL of the resume, downloaded by the service' }) resumeUrl?: string;
}
class ApplicationMultipartDto extends ApplicationJsonDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'PDF, DOC, DOCX, JPEG, PNG, WEBP or GIF, 10 MB max; alias field: cv' }) resume?: unknown;
}

const BODY_DOC = {
  schema: { oneOf: [{ $ref: getSchemaPath(ApplicationJsonDto) }, { $ref: getSchemaPath(ApplicationMultipartDto) }] },
  description: 'Fields of SPEC 2.2; the job\'s custom fields are also accepted by their names (or feed element names).',
};

/** Career-site applications (SPEC 4.2, 4.3). Thin: reads the body, hands it to CareersService. */
@ApiTags('careers')
@ApiExtraModels(ApplicationJsonDto, ApplicationMultipartDto)
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
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(BODY_DOC)
  async applyToJob(@CurrentAuth() auth: AuthContext, @Param('job_id') jobId: string, @Req() req: Request): Promise<{ data: ApplicationCreated }> {
    const body = await this.readBody(req);
    return { data: await this.careers.applyToJob(auth, jobId, body) };
  }

  @Post('apply')
  @HttpCode(201)
  @RequireScope(Scope.CareersApply, { slugMismatch: 'not_found' })
  @applySpontaneouslyContract()
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody(BODY_DOC)
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
