import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy, ValidationArguments, ValidationOptions } from 'class-validator';
import { ApiSchemaKeywords } from '../../../common/openapi/request-body';
import { normalizeLinkedinUrl } from '../../../common/text/linkedin';
import { isInternationalFormat, normalizePhone } from '../../../common/text/phone';
import { PHASE, rule } from '../../../common/validation/body';
import { IsWellFormedEmail, TextField, TextFieldOptions } from '../../../common/validation/field-rules';

/** The text fields of SPEC 2.5 (the file, `cv` or `resume`, travels apart) with their maximum lengths (code points, after trimming). */
export const PARTNER_CANDIDATE_FIELDS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  linkedinUrl: 500,
  projectId: 100,
  stage: 100,
  externalId: 200,
} as const;

/** Field names of the resume file (multipart only): the first is its name, the others aliases. */
export const PARTNER_FILE_FIELDS = ['cv', 'resume'] as const;

/**
 * The order of a partner candidate's checks, so the first fault reported is predictable: unknown
 * key, then per key in the body's order a value that is not a string, text PostgreSQL cannot store,
 * or too long (PHASE.shape, PHASE.length is not used: lengths are shape here); required fields
 * missing (422, PHASE.required); then e-mail 30, LinkedIn URL 40, phone 50, neither e-mail nor
 * LinkedIn URL 60 (400, field email).
 */
export const PARTNER_PHASE = { email: 30, linkedinUrl: 40, phone: 50, emailOrLinkedin: 60 } as const;

const text = (field: keyof typeof PARTNER_CANDIDATE_FIELDS, options: Omit<TextFieldOptions, 'maxLength' | 'lengthPhase'> = {}) =>
  TextField({ ...options, maxLength: PARTNER_CANDIDATE_FIELDS[field], lengthPhase: PHASE.shape });

/** A LinkedIn profile URL (/in/<handle>, any spelling normalizeLinkedinUrl reads). */
function IsLinkedinProfile(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isLinkedinProfile', validator: { validate: (value: unknown) => typeof value !== 'string' || normalizeLinkedinUrl(value) !== null } }, options);
}

/** A phone in international form that reads as a real number (SPEC 2.5 asks for E.164: a national number is refused rather than read as French). */
function IsInternationalPhone(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isInternationalPhone', validator: { validate: (value: unknown) => typeof value !== 'string' || (isInternationalFormat(value) && normalizePhone(value) !== null) } },
    options,
  );
}

/** The body of POST /v1/partner/candidates in JSON, and the text fields of its multipart form (SPEC 2.5): its validation and its OpenAPI schema. */
@ApiSchemaKeywords({
  additionalProperties: false,
  anyOf: [{ required: ['email'] }, { required: ['linkedinUrl'] }],
  description: 'A candidate for a project. At least one of email and linkedinUrl is required (400 validation_error, field email, when both are absent).',
})
export class PartnerCandidateJsonDto {
  @text('firstName', { required: true }) firstName!: string;
  @text('lastName', { required: true }) lastName!: string;

  @text('email', { format: 'email', description: 'Required when linkedinUrl is absent. Deduplication key (case-insensitive). Internationalised domains accepted (kept as sent).' })
  @IsWellFormedEmail(rule(PARTNER_PHASE.email, 'email is not a well-formed e-mail address'))
  @ValidateBy(
    { name: 'emailOrLinkedin', validator: { validate: (value: unknown, args?: ValidationArguments) => value !== undefined || (args?.object as PartnerCandidateJsonDto).linkedinUrl !== undefined } },
    rule(PARTNER_PHASE.emailOrLinkedin, 'At least one of email and linkedinUrl is required', { absent: true }),
  )
  email?: string;

  @text('phone', { example: '+33612345678', description: 'International format (E.164, e.g. +33612345678); stored in E.164' })
  @IsInternationalPhone(rule(PARTNER_PHASE.phone, 'phone must be an international number in E.164 format (+33612345678)'))
  phone?: string;

  @text('linkedinUrl', { description: 'LinkedIn profile URL (/in/<handle>); required when email is absent. First deduplication key.' })
  @IsLinkedinProfile(rule(PARTNER_PHASE.linkedinUrl, 'linkedinUrl must be a LinkedIn profile URL (https://www.linkedin.com/in/<handle>)'))
  linkedinUrl?: string;

  @text('projectId', { required: true, format: 'uuid', description: 'An open project from GET /v1/partner/projects' }) projectId!: string;
  @text('stage', { description: 'A stage key from GET /v1/partner/projects; default: the first stage' }) stage?: string;
  @text('externalId', { description: 'Your identifier: the idempotency key of replays (per connector)' }) externalId?: string;
}

/** The multipart/form-data body (OpenAPI only): the same text fields, and the resume file in `cv` or its alias `resume`. */
@ApiSchemaKeywords({ anyOf: [{ required: ['email'] }, { required: ['linkedinUrl'] }], description: 'The text fields of the JSON body, and the resume file.' })
export class PartnerCandidateMultipartDto extends PartnerCandidateJsonDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'The resume file: PDF, Word or image, 10 MB max.' }) cv?: unknown;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Alias of cv (send one of the two)' }) resume?: unknown;
}

export class PartnerCandidateResponseDto {
  @ApiProperty({ format: 'uuid' }) personId!: string;
  @ApiProperty({ format: 'uuid' }) processId!: string;
  @ApiProperty({ description: 'false when an existing profile was reused (or on a replay)' }) created!: boolean;
  @ApiProperty({ description: 'true when an earlier submission with the same externalId existed' }) deduped!: boolean;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) documentId!: string | null;
}
