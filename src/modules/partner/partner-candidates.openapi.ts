import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, KEY_ERRORS, PARTNER_RATE_LIMITED } from '../../common/openapi/api-errors';
import { RATE_LIMIT_HEADERS } from '../../common/openapi/http-headers';
import { PartnerCandidateResponseDto } from './dto/partner-candidate.dto';

/** POST /v1/partner/candidates (SPEC 4.6). */
export const createPartnerCandidateContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'createPartnerCandidate',
      summary: 'Create or reuse a candidate in a project',
      description: [
        'Creates the candidate, or reuses the profile with the same LinkedIn profile (then e-mail), and attaches it to the',
        'project at the chosen stage (default: the first). Idempotent by `externalId`: a replay answers 200 with the',
        'identifiers of the first submission and creates nothing (a resume it carries is attached if the record had none).',
        'Body: application/json, or multipart/form-data to attach a resume (field `cv`, alias `resume`; a file in any other',
        'field is refused). The same resume is never stored twice on a record.',
      ].join(' '),
    }),
    ApiCreatedResponse({ type: PartnerCandidateResponseDto, description: 'Candidate created or attached (deduped false)', headers: RATE_LIMIT_HEADERS }),
    ApiOkResponse({ type: PartnerCandidateResponseDto, description: 'Replay of an earlier externalId (deduped true): nothing created', headers: RATE_LIMIT_HEADERS }),
    ApiErrors({
      ...KEY_ERRORS,
      validation_error: 'Invalid body (neither email nor linkedinUrl, malformed field, unknown field, file in an unexpected field); `field` names it',
      invalid_stage: 'Unknown stage key for this client; `field` is `stage`',
      unsupported_file_type: 'The resume is not a PDF, Word document or image (decided by its bytes)',
      project_not_found: 'projectId is not an open project of this client',
      payload_too_large: 'The resume is over 10 MB, or the body over its limit',
      unsupported_media_type: 'The body is neither application/json nor multipart/form-data',
      missing_required_field: 'firstName, lastName or projectId is missing or blank; `field` names it',
      rate_limited: PARTNER_RATE_LIMITED,
    }),
  );
