import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { ApiErrorResponses } from '../../common/errors/error-envelope.dto';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { parseQuery } from '../../common/validation/query';
import { PartnerCandidateListDto, PartnerCandidatesQueryDto, PartnerCandidateStatusDto } from './dto/partner-candidate-read.dto';
import { PartnerCandidateReadsService } from './partner-candidate-reads.service';

/** Reading back the candidates a connector submitted: their stage and resume status (scope partner:candidates:write). */
@ApiTags('partner')
@ApiErrorResponses({
  401: 'unauthorized: key absent, malformed, unknown or revoked',
  403: 'insufficient_scope: the key lacks partner:candidates:write',
  429: 'rate_limited: over the per-key partner rate; wait Retry-After seconds',
})
@Controller('v1/partner/candidates')
@RateLimit('partner')
export class PartnerCandidateReadsController {
  constructor(private readonly candidates: PartnerCandidateReadsService) {}

  @Get()
  @RequireScope(Scope.PartnerCandidatesWrite)
  @ApiOperation({ summary: 'Candidates this connector submitted, oldest change first, from updatedSince on (poll for stage changes)' })
  @ApiQuery({ type: PartnerCandidatesQueryDto, required: false })
  @ApiOkResponse({ type: PartnerCandidateListDto })
  @ApiErrorResponses({ 400: 'validation_error: a parameter malformed, out of range or unknown (field names it), or a cursor of another updatedSince' })
  list(@CurrentAuth() auth: AuthContext, @Query() raw: Record<string, unknown>): Promise<PartnerCandidateListDto> {
    return this.candidates.list(auth, parseQuery(PartnerCandidatesQueryDto, raw));
  }

  @Get(':externalId')
  @RequireScope(Scope.PartnerCandidatesWrite)
  @ApiOperation({ summary: 'A candidate this connector submitted, by its externalId: stage and resume status' })
  @ApiOkResponse({ type: PartnerCandidateStatusDto })
  @ApiErrorResponses({ 404: 'not_found: no candidate was submitted with this externalId through the key\'s connector (or, without connector, the key)' })
  get(@CurrentAuth() auth: AuthContext, @Param('externalId') externalId: string): Promise<PartnerCandidateStatusDto> {
    return this.candidates.get(auth, externalId);
  }
}
