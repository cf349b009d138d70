import { ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { ApiSchemaKeywords } from '../../../common/openapi/request-body';
import { UtmFieldsDto } from '../../../common/openapi/utm-fields.dto';
import { rule } from '../../../common/validation/body';
import { IsWellFormedEmail, TextField } from '../../../common/validation/field-rules';
import { UTM_MAX_LENGTHS } from '../../../common/text/utm';

/** What the schemas say of the keys they do not list (checked against the job at run time). */
const CUSTOM_FIELDS_DOC = 'The job\'s custom fields, by their name as the recruiter wrote it or by their feed element name '
  + '(at most 2,000 characters each; required ones are listed in the job\'s applicationForm). Any other key is refused (400 validation_error naming it).';

/** Maximum lengths (code points, after trimming) of the documented application fields. */
export const FIELD_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phoneNumber: 50,
  linkedin: 500,
  motivationText: 10_000,
  resumeUrl: 2_000,
  ...UTM_MAX_LENGTHS,
} as const;

export type DocumentedField = keyof typeof FIELD_MAX_LENGTH;
export const DOCUMENTED_FIELDS = Object.keys(FIELD_MAX_LENGTH) as DocumentedField[];
/** Field names of the resume file (multipart only): the first is its name, the others aliases. */
export const RESUME_FILE_FIELDS = ['resume', 'cv'] as const;
export const ALWAYS_REQUIRED = ['firstName', 'lastName', 'email'] as const;

/**
 * The order of an application's checks (the first fault is the one reported), between the
 * shared phases (PHASE: unknown key, shape 10, required 20, length 50):
 * the client's required fields 30 (runtime data, application-input.ts), e-mail 40, custom field
 * lengths 60 (runtime), a file beside a resumeUrl 70 (runtime), resumeUrl not http(s) 80.
 */
export const APPLY_PHASE = { clientRequired: 30, email: 40, customLength: 60, fileAndUrl: 70, resumeUrl: 80 } as const;

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The body of POST .../apply in JSON, and the text fields of its multipart form (SPEC 2.2): its
 * validation and its OpenAPI schema. The job's custom fields, accepted by name, are runtime data
 * (application-input.ts).
 */
@ApiSchemaKeywords({
  additionalProperties: {
    oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'array', items: { oneOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }] } }],
    description: CUSTOM_FIELDS_DOC,
  },
})
export class ApplicationJsonDto extends UtmFieldsDto {
  @TextField({ required: true, maxLength: FIELD_MAX_LENGTH.firstName }) firstName!: string;
  @TextField({ required: true, maxLength: FIELD_MAX_LENGTH.lastName }) lastName!: string;
  @TextField({ required: true, maxLength: FIELD_MAX_LENGTH.email, format: 'email', description: 'Internationalised domains accepted (kept as sent)' })
  @IsWellFormedEmail(rule(APPLY_PHASE.email, 'The e-mail address is malformed'))
  email!: string;
  @TextField({ maxLength: FIELD_MAX_LENGTH.phoneNumber, description: 'As typed; the person gets it in E.164 when it reads as a phone number' }) phoneNumber?: string;
  @TextField({ maxLength: FIELD_MAX_LENGTH.linkedin, description: 'LinkedIn profile URL' }) linkedin?: string;
  @TextField({ maxLength: FIELD_MAX_LENGTH.motivationText }) motivationText?: string;
  @TextField({ maxLength: FIELD_MAX_LENGTH.resumeUrl, format: 'uri', description: 'Public http(s) URL of the resume, downloaded by the service (not with a resume file)' })
  @ValidateBy({ name: 'isHttpUrl', validator: { validate: (value: unknown) => typeof value !== 'string' || isHttpUrl(value) } }, rule(APPLY_PHASE.resumeUrl, 'resumeUrl must be an absolute http(s) URL'))
  resumeUrl?: string;
}

const FILE_DOC = 'PDF, DOC, DOCX, JPEG, PNG, WEBP or GIF, 10 MB max; not with resumeUrl';

/** The multipart/form-data body of POST .../apply (OpenAPI only): the same text fields, and the resume file in `resume` or its alias `cv`. */
@ApiSchemaKeywords({ additionalProperties: { type: 'string', description: CUSTOM_FIELDS_DOC } })
export class ApplicationMultipartDto extends ApplicationJsonDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: `The resume file. ${FILE_DOC}` }) resume?: unknown;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Alias of resume (send one of the two)' }) cv?: unknown;
}
