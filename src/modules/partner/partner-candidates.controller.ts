import { Controller, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { ApiRequestBody } from '../../common/openapi/request-body';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { readBodyWithResume } from '../../common/uploads';
import { AppConfig } from '../../config/app-config.service';
import { PARTNER_FILE_FIELDS, PartnerCandidateJsonDto, PartnerCandidateMultipartDto } from './dto/partner-candidate.dto';
import { readPartnerCandidate } from './dto/partner-candidate.input';
import { createPartnerCandidateContract } from './partner-candidates.openapi';
import { PartnerCandidatesService } from './partner-candidates.service';

@ApiTags('partner')
@Controller('v1/partner/candidates')
@RateLimit('partner')
export class PartnerCandidatesController {
  constructor(
    private readonly candidates: PartnerCandidatesService,
    private readonly config: AppConfig,
  ) {}

  @Post()
  @RequireScope(Scope.PartnerCandidatesWrite)
  @createPartnerCandidateContract()
  @ApiRequestBody({ json: PartnerCandidateJsonDto, multipart: PartnerCandidateMultipartDto, description: 'JSON, or multipart/form-data to attach the resume file' })
  async create(@CurrentAuth() auth: AuthContext, @Req() req: Request, @Res() res: Response): Promise<void> {
    const body = await readBodyWithResume(req, {
      fileFields: PARTNER_FILE_FIELDS,
      maxFileBytes: this.config.resumeMaxBytes,
      unsupportedTypeCode: 'unsupported_file_type',
    });
    const result = await this.candidates.create(auth, readPartnerCandidate(body.fields), body.file);
    res.status(result.deduped ? 200 : 201).json(result);
  }
}
