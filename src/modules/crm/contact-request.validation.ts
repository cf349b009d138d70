import { AppError } from '../../common/errors/app-error';
import { assertStorableText, isWellFormedEmail, presentText } from '../../common/text/normalize';
import { UTM_FIELDS, UTM_MAX_LENGTHS } from '../../common/text/utm';
import { ContactKind } from '../../database/entities/contact-request.entity';

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

/** Every key SPEC 2.3 accepts; any other key is refused (400 validation_error naming it). */
export const CONTACT_FIELDS = [
  'kind', 'firstName', 'lastName', 'email', 'companyName', 'companyWebsite', 'phone', 'jobTitle',
  'topic', 'message', 'formName', ...UTM_FIELDS,
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
const KNOWN = new Set<string>(CONTACT_FIELDS);

/** A validated contact request: values trimmed, empty optional values absent (null). */
export interface ContactRequestInput {
  kind: ContactKind;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string | null;
  /** As entered (trimmed); see normalizeWebsite for what is kept on the company. */
  companyWebsite: string | null;
  /** As entered (trimmed); see normalizePhone for what is stored. */
  phone: string | null;
  jobTitle: string | null;
  topic: string | null;
  message: string | null;
  formName: string | null;
  utm: { source: string | null; medium: string | null; campaign: string | null; term: string | null; content: string | null };
}

export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * Validates a contact-request body (SPEC 2.3, 7.1, 8). Order: the body's shape (unknown keys,
 * non-string values, a NUL or an unpaired surrogate PostgreSQL cannot store: 400), required fields (422 missing_required_field), then values (kind,
 * lengths, e-mail: 400). Each error names its field.
 */
export function parseContactRequest(body: unknown): ContactRequestInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('validation_error', 'The body is a JSON object with the fields of a contact request');
  }
  const raw = body as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!KNOWN.has(key)) throw new AppError('validation_error', `Unknown field ${key}`, key);
  }
  const values: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new AppError('validation_error', `${field} must be a string`, field);
    assertStorableText(value, field);
    const present = presentText(value);
    if (present !== undefined) values[field] = present;
  }

  for (const field of ['kind', 'firstName', 'lastName', 'email'] as const) {
    if (values[field] === undefined) throw new AppError('missing_required_field', `${field} is required`, field);
  }
  const kind = values.kind as string;
  if (kind !== 'company' && kind !== 'individual') {
    throw new AppError('validation_error', 'kind is company or individual', 'kind');
  }
  if (kind === 'company' && values.companyName === undefined) {
    throw new AppError('missing_required_field', 'companyName is required when kind is company', 'companyName');
  }
  for (const [field, max] of Object.entries(CONTACT_FIELD_MAX_LENGTHS) as Array<[ContactField, number]>) {
    const value = values[field];
    if (value !== undefined && codePointLength(value) > max) {
      throw new AppError('validation_error', `${field} is longer than ${max} characters`, field);
    }
  }
  const email = values.email as string;
  if (!isWellFormedEmail(email)) throw new AppError('validation_error', 'Malformed e-mail', 'email');

  const opt = (field: ContactField): string | null => values[field] ?? null;
  return {
    kind,
    firstName: values.firstName as string,
    lastName: values.lastName as string,
    email,
    companyName: opt('companyName'),
    companyWebsite: opt('companyWebsite'),
    phone: opt('phone'),
    jobTitle: opt('jobTitle'),
    topic: opt('topic'),
    message: opt('message'),
    formName: opt('formName'),
    utm: { source: opt('utm_source'), medium: opt('utm_medium'), campaign: opt('utm_campaign'), term: opt('utm_term'), content: opt('utm_content') },
  };
}
