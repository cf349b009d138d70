import { IsIn } from 'class-validator';
import { ApiSchemaKeywords } from '../../../common/openapi/request-body';
import { UtmFieldsDto } from '../../../common/openapi/utm-fields.dto';
import { rule } from '../../../common/validation/body';
import { IsWellFormedEmail, RequiredWhen, TextField } from '../../../common/validation/field-rules';
import { UTM_MAX_LENGTHS } from '../../../common/text/utm';

/** Maximum lengths of SPEC 8, counted in Unicode code points after trimming surrounding spaces. */
export const CONTACT_FIELD_MAX_LENGTHS = {
  firstName: 100,
  lastName: 100,
  companyName: 200,
  jobTitle: 150,
  topic: 200,
  message: 5000,
  formName: 100,
  ...UTM_MAX_LENGTHS,
} as const;

export const CONTACT_KINDS = ['company', 'individual'] as const;

/**
 * The order of a contact request's checks between the shared phases (PHASE: unknown key, shape 10,
 * required 20, length 50): kind not company or individual 30, companyName missing for a company 40
 * (422), e-mail 60.
 */
export const CONTACT_PHASE = { kind: 30, companyName: 40, email: 60 } as const;

/** The body of POST /v1/public/crm/{slug}/contact-requests (SPEC 2.3): its validation and its OpenAPI schema. */
@ApiSchemaKeywords({ additionalProperties: false, description: 'A contact request; any other key is refused (400 validation_error naming it).' })
export class ContactRequestDto extends UtmFieldsDto {
  @TextField({ required: true, enum: CONTACT_KINDS })
  @IsIn(CONTACT_KINDS, rule(CONTACT_PHASE.kind, 'kind is company or individual'))
  kind!: (typeof CONTACT_KINDS)[number];

  @TextField({ required: true, maxLength: CONTACT_FIELD_MAX_LENGTHS.firstName }) firstName!: string;
  @TextField({ required: true, maxLength: CONTACT_FIELD_MAX_LENGTHS.lastName }) lastName!: string;

  @TextField({ required: true, format: 'email', description: 'Internationalised domains accepted (kept as sent)' })
  @IsWellFormedEmail(rule(CONTACT_PHASE.email, 'Malformed e-mail'))
  email!: string;

  @TextField({ maxLength: CONTACT_FIELD_MAX_LENGTHS.companyName, description: 'Required when kind is company' })
  @RequiredWhen((body) => body.kind === 'company', rule(CONTACT_PHASE.companyName, 'companyName is required when kind is company', { code: 'missing_required_field', absent: true }))
  companyName?: string;

  @TextField({ description: 'https:// is prepended when absent; dropped if still invalid' }) companyWebsite?: string;
  @TextField({ description: 'French national format or E.164; stored in E.164, dropped if unrecognised' }) phone?: string;
  @TextField({ maxLength: CONTACT_FIELD_MAX_LENGTHS.jobTitle }) jobTitle?: string;
  @TextField({ maxLength: CONTACT_FIELD_MAX_LENGTHS.topic }) topic?: string;
  @TextField({ maxLength: CONTACT_FIELD_MAX_LENGTHS.message }) message?: string;
  @TextField({ maxLength: CONTACT_FIELD_MAX_LENGTHS.formName }) formName?: string;
}
