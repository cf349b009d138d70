import { AppError } from '../../../common/errors/app-error';
import { normalizeLinkedinUrl } from '../../../common/text/linkedin';
import { assertStorableText, isWellFormedEmail } from '../../../common/text/normalize';
import { isInternationalFormat, normalizePhone } from '../../../common/text/phone';

/** A partner candidate (SPEC 2.5) after validation and normalisation. */
export interface PartnerCandidateInput {
  firstName: string;
  lastName: string;
  /** As sent (trimmed). */
  email: string | null;
  /** E.164 (`+33612345678`). */
  phone: string | null;
  /** Canonical `https://www.linkedin.com/in/<handle>`. */
  linkedinUrl: string | null;
  /** Not checked here: a malformed id is a 404 project_not_found like an unknown one. */
  projectId: string;
  stage: string | null;
  externalId: string | null;
}

/** The text fields of SPEC 2.5 (the file, `cv` or `resume`, travels apart) with their maximum lengths. */
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

type FieldName = keyof typeof PARTNER_CANDIDATE_FIELDS;
const REQUIRED: readonly FieldName[] = ['firstName', 'lastName', 'projectId'];

export const PARTNER_FILE_FIELDS = ['cv', 'resume'] as const;

/**
 * Validates a partner candidate body (JSON object, or the text fields of a multipart form).
 * Order of the checks, so the first fault reported is predictable: unknown key (400), value not a
 * string (400), a NUL or an unpaired surrogate PostgreSQL cannot store (400), too long (400), required field missing (422 missing_required_field), e-mail,
 * LinkedIn URL, phone (400 naming the field), neither e-mail nor LinkedIn URL (400, field email).
 * An empty or blank optional value counts as absent (HTML forms send empty fields).
 */
export function parsePartnerCandidate(body: unknown): PartnerCandidateInput {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('validation_error', 'The body must be a JSON object');
  }
  const raw = body as Record<string, unknown>;
  const values: Partial<Record<FieldName, string>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.prototype.hasOwnProperty.call(PARTNER_CANDIDATE_FIELDS, key)) {
      const hint = (PARTNER_FILE_FIELDS as readonly string[]).includes(key) ? ' (a file goes in a multipart/form-data body)' : '';
      throw new AppError('validation_error', `Unknown field "${key}"${hint}`, key);
    }
    const field = key as FieldName;
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string') throw new AppError('validation_error', `${field} must be a string`, field);
    assertStorableText(value, field);
    const trimmed = value.trim();
    if (trimmed.length > PARTNER_CANDIDATE_FIELDS[field]) {
      throw new AppError('validation_error', `${field} is longer than ${PARTNER_CANDIDATE_FIELDS[field]} characters`, field);
    }
    if (trimmed !== '') values[field] = trimmed;
  }

  for (const field of REQUIRED) {
    if (values[field] === undefined) throw new AppError('missing_required_field', `${field} is required`, field);
  }

  let email: string | null = null;
  if (values.email !== undefined) {
    if (!isWellFormedEmail(values.email)) throw new AppError('validation_error', 'email is not a well-formed e-mail address', 'email');
    email = values.email;
  }

  let linkedin: { url: string; key: string } | null = null;
  if (values.linkedinUrl !== undefined) {
    linkedin = normalizeLinkedinUrl(values.linkedinUrl);
    if (!linkedin) {
      throw new AppError('validation_error', 'linkedinUrl must be a LinkedIn profile URL (https://www.linkedin.com/in/<handle>)', 'linkedinUrl');
    }
  }

  let phone: string | null = null;
  if (values.phone !== undefined) {
    // SPEC 2.5 asks for E.164: a national number is refused here rather than read as French.
    phone = isInternationalFormat(values.phone) ? normalizePhone(values.phone) : null;
    if (!phone) throw new AppError('validation_error', 'phone must be an international number in E.164 format (+33612345678)', 'phone');
  }

  if (!email && !linkedin) {
    throw new AppError('validation_error', 'At least one of email and linkedinUrl is required', 'email');
  }

  return {
    firstName: values.firstName!,
    lastName: values.lastName!,
    email,
    phone,
    linkedinUrl: linkedin?.url ?? null,
    projectId: values.projectId!,
    stage: values.stage ?? null,
    externalId: values.externalId ?? null,
  };
}
