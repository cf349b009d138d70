import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { parseQuery } from '../../common/validation/query';
import { PartnerCandidateListDto, PartnerCandidatesQueryDto, PartnerCandidateStatusDto } from './dto/partner-candidate-read.dto';
import { PartnerCandidateReadsService } from './partner-candidate-reads.service';

/** Reading back the candidates a connector submitted: their stage and resume status (scope partner:candidates:write). */
@ApiTags('partner')
@Controller('v1/partner/candidates')
@RateLimit('partner')
export class PartnerCandidateReadsController {
  constructor(private readonly candidates: PartnerCandidateReadsService) {}

  @Get()
  @RequireScope(Scope.PartnerCandidatesWrite)
  @ApiOperation({ summary: 'Candidates this connector submitted, oldest change first, from updatedSince on (poll for stage changes)' })
  @ApiOkResponse({ type: PartnerCandidateListDto })
  list(@CurrentAuth() auth: AuthContext, @Query() raw: Record<string, unknown>): Promise<PartnerCandidateListDto> {
    return this.candidates.list(auth, parseQuery(PartnerCandidatesQueryDto, raw));
  }

  @Get(':externalId')
  @RequireScope(Scope.PartnerCandidatesWrite)
  @ApiOperation({ summary: 'A candidate this connector submitted, by its externalId: stage and resume status' })
  @ApiOkResponse({ type: PartnerCandidateStatusDto })
  get(@CurrentAuth() auth: AuthContext, @Param('externalId') externalId: string): Promise<PartnerCandidateStatusDto> {
    return this.candidates.get(auth, externalId);
  }
}
