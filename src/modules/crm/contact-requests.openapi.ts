import { applyDecorators } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { ApiErrors, KEY_ERRORS, PUBLIC_RATE_LIMITED } from '../../common/openapi/api-errors';
import { RATE_LIMIT_HEADERS } from '../../common/openapi/http-headers';
import { ApiSlugParam } from '../../common/openapi/path-params';

class ContactRequestViewDto {
  @ApiProperty({ format: 'uuid', description: 'The contact request' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The contact (person) found by e-mail or created' }) personId!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null for an individual, or when several companies of the client carry the name' })
  companyId!: string | null;
}
class ContactRequestResponseDto { @ApiProperty({ type: ContactRequestViewDto }) data!: ContactRequestViewDto }

/** POST /v1/public/crm/{slug}/contact-requests (SPEC 4.4). */
export const createContactRequestContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'createContactRequest',
      summary: 'Send a contact request',
      description: [
        'A company or individual form of the website creates (or finds by e-mail) a contact, never a candidate, and for',
        '`kind: company` finds the company by name or creates it. The same request sent again within 10 minutes answers',
        '201 with the identifiers of the first. Body: application/json only; any field not listed is refused.',
      ].join(' '),
    }),
    ApiSlugParam(),
    ApiCreatedResponse({ type: ContactRequestResponseDto, description: 'The request was stored (or is a replay of one sent within 10 minutes)', headers: RATE_LIMIT_HEADERS }),
    ApiErrors({
      ...KEY_ERRORS,
      validation_error: 'Invalid field (malformed e-mail, unknown key, too long...); `field` names it',
      not_found: 'The slug of another client than the key\'s',
      payload_too_large: 'The body is over its limit',
      unsupported_media_type: 'The body is not application/json',
      missing_required_field: 'A required field is missing or blank (companyName when kind is company); `field` names it',
      rate_limited: PUBLIC_RATE_LIMITED,
    }),
  );
