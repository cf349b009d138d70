import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiParam, ApiProperty } from '@nestjs/swagger';
import { ApiErrors, ErrorCodes, KEY_ERRORS, PUBLIC_RATE_LIMITED } from '../../common/openapi/api-errors';
import { RATE_LIMIT_HEADERS } from '../../common/openapi/http-headers';
import { ApiSlugParam } from '../../common/openapi/path-params';

class ApplicationIdDto { @ApiProperty({ format: 'uuid', description: 'The created application' }) id!: string }
class ApplicationResponseDto { @ApiProperty({ type: ApplicationIdDto }) data!: ApplicationIdDto }

/** `{job_id}`: the feed's `jobid` (SPEC 2.1). */
export const ApiJobIdParam = (): MethodDecorator & ClassDecorator =>
  ApiParam({ name: 'job_id', type: String, description: 'The job\'s `jobid` in the feed', example: 'J-2026-001' });

/** What both apply operations can answer besides their 404 and 410. */
const APPLY_ERRORS = {
  ...KEY_ERRORS,
  validation_error: 'Invalid field (malformed e-mail, refused resume type, field too long, unknown multipart file field...); `field` names it',
  payload_too_large: 'The resume is over 10 MB, or the body over its limit',
  unsupported_media_type: 'The body is neither application/json nor multipart/form-data',
  missing_required_field: 'A required field (of SPEC or of the client\'s application form) is missing or blank; `field` names it',
  rate_limited: PUBLIC_RATE_LIMITED,
} as const satisfies ErrorCodes;

const APPLY_BEHAVIOUR = [
  'Body: multipart/form-data (recommended: it carries the resume, field `resume` or `cv`) or application/json',
  '(`resumeUrl` instead of a file). The resume is parsed after the answer and fills the profile; the person is',
  'found by e-mail or created. A second active application of the same e-mail to the same job is accepted and',
  'quarantined for the recruiter. Send it from your back end: the key is a server-side secret.',
].join(' ');

function applyContract(operationId: string, summary: string, description: string, errors: ErrorCodes): MethodDecorator {
  return applyDecorators(
    ApiOperation({ operationId, summary, description: `${description}\n\n${APPLY_BEHAVIOUR}` }),
    ApiSlugParam(),
    ApiCreatedResponse({ type: ApplicationResponseDto, description: 'The application was stored', headers: RATE_LIMIT_HEADERS }),
    ApiErrors({ ...APPLY_ERRORS, ...errors }),
  );
}

/** POST /v1/public/careers/{slug}/jobs/{job_id}/apply (SPEC 4.2). */
export const applyToJobContract = (): MethodDecorator =>
  applyDecorators(
    ApiJobIdParam(),
    applyContract('applyToJob', 'Apply to a job of the feed', 'An application to the job whose feed `jobid` is `{job_id}`.', {
      job_not_found: 'Unknown job, or the slug of another client than the key\'s',
      job_removed: 'The job is closed, unpublished or deleted, or its project is closed',
    }),
  );

/** POST /v1/public/careers/{slug}/apply (SPEC 4.3). */
export const applySpontaneouslyContract = (): MethodDecorator =>
  applyContract('applySpontaneously', 'Spontaneous application (no job)', 'An application without a job, always open once the key is valid.', {
    not_found: 'The slug of another client than the key\'s',
  });
