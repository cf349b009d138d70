import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { parseQuery } from '../../common/validation/query';
import { PartnerCandidateListDto, PartnerCandidatesQueryDto, PartnerCandidateStatusDto } from './dto/partner-candidate-read.dto';
import { getPartnerCandidateContract, listPartnerCandidatesContract } from './partner-candidate-reads.openapi';
import { PartnerCandidateReadsService } from './partner-candidate-reads.service';

/** Reading back the candidates a connector submitted: their stage and resume status (scope partner:candidates:write). */
@ApiTags('partner')
@Controller('v1/partner/candidates')
@RateLimit('partner')
export class PartnerCandidateReadsController {
  constructor(private readonly candidates: PartnerCandidateReadsService) {}

  @Get()
  @RequireScope(Scope.PartnerCandidatesWrite)
  @listPartnerCandidatesContract()
  list(@CurrentAuth() auth: AuthContext, @Query() raw: Record<string, unknown>): Promise<PartnerCandidateListDto> {
    return this.candidates.list(auth, parseQuery(PartnerCandidatesQueryDto, raw));
  }

  @Get(':externalId')
  @RequireScope(Scope.PartnerCandidatesWrite)
  @getPartnerCandidateContract()
  get(@CurrentAuth() auth: AuthContext, @Param('externalId') externalId: string): Promise<PartnerCandidateStatusDto> {
    return this.candidates.get(auth, externalId);
  }
}
