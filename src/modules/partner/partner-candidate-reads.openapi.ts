import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import { ApiErrors, KEY_ERRORS, PARTNER_RATE_LIMITED } from '../../common/openapi/api-errors';
import { RATE_LIMIT_HEADERS } from '../../common/openapi/http-headers';
import { PartnerCandidateListDto, PartnerCandidatesQueryDto, PartnerCandidateStatusDto } from './dto/partner-candidate-read.dto';

const READ_ERRORS = { ...KEY_ERRORS, rate_limited: PARTNER_RATE_LIMITED } as const;

/** GET /v1/partner/candidates */
export const listPartnerCandidatesContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'listPartnerCandidates',
      summary: 'List submitted candidates by last change',
      description: 'Candidates this connector (or, without a connector, this key) submitted, oldest change first, from `updatedSince` on: poll it for stage and resume-status changes, following `nextCursor`.',
    }),
    ApiQuery({ type: PartnerCandidatesQueryDto, required: false }),
    ApiOkResponse({ type: PartnerCandidateListDto, headers: RATE_LIMIT_HEADERS }),
    ApiErrors({
      ...READ_ERRORS,
      validation_error: 'A parameter malformed, out of range or unknown (`field` names it), or a cursor of another updatedSince',
    }),
  );

/** GET /v1/partner/candidates/{externalId} */
export const getPartnerCandidateContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'getPartnerCandidate',
      summary: 'Read a submitted candidate by externalId',
      description: 'The stage and resume status of the candidate submitted with this `externalId` through the key\'s connector (or, without a connector, the key).',
    }),
    ApiParam({ name: 'externalId', type: String, description: 'The `externalId` sent when creating the candidate', example: 'crm-4711' }),
    ApiOkResponse({ type: PartnerCandidateStatusDto, headers: RATE_LIMIT_HEADERS }),
    ApiErrors({ ...READ_ERRORS, not_found: 'No candidate was submitted with this externalId through the key\'s connector (or key)' }),
  );
