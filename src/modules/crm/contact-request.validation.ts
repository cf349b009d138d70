import { AppError } from '../../common/errors/app-error';
import { validateBody } from '../../common/validation/body';
import { ContactKind } from '../../database/entities/contact-request.entity';
import { ContactRequestDto } from './dto/contact-request.dto';

export { CONTACT_FIELD_MAX_LENGTHS } from './dto/contact-request.dto';

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

/**
 * A contact-request body (SPEC 2.3, 7.1, 8), validated by its DTO (ContactRequestDto). Order: the
 * body's shape (unknown keys, non-string values, a NUL or an unpaired surrogate PostgreSQL cannot
 * store: 400), required fields (422 missing_required_field), then values (kind, companyName of a
 * company (422), lengths in code points, e-mail: 400). Each error names its field.
 */
export function readContactRequest(body: unknown): ContactRequestInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('validation_error', 'The body is a JSON object with the fields of a contact request');
  }
  const dto = validateBody(ContactRequestDto, body as Record<string, unknown>);
  const opt = (value: string | undefined): string | null => value ?? null;
  return {
    kind: dto.kind,
    firstName: dto.firstName,
    lastName: dto.lastName,
    email: dto.email,
    companyName: opt(dto.companyName),
    companyWebsite: opt(dto.companyWebsite),
    phone: opt(dto.phone),
    jobTitle: opt(dto.jobTitle),
    topic: opt(dto.topic),
    message: opt(dto.message),
    formName: opt(dto.formName),
    utm: { source: opt(dto.utm_source), medium: opt(dto.utm_medium), campaign: opt(dto.utm_campaign), term: opt(dto.utm_term), content: opt(dto.utm_content) },
  };
}
