import { AppError } from '../../../common/errors/app-error';
import { normalizeLinkedinUrl } from '../../../common/text/linkedin';
import { normalizePhone } from '../../../common/text/phone';
import { validateBody } from '../../../common/validation/body';
import { PARTNER_FILE_FIELDS, PartnerCandidateJsonDto } from './partner-candidate.dto';

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

/**
 * A partner candidate body (JSON object, or the text fields of a multipart form), validated by its
 * DTO (PartnerCandidateJsonDto, which gives the order of the checks), then normalised: the phone in
 * E.164 (normalizePhone, the one phone rule), the LinkedIn URL in its canonical form. An empty or
 * blank optional value counts as absent (HTML forms send empty fields).
 */
export function readPartnerCandidate(fields: Record<string, unknown>): PartnerCandidateInput {
  const dto = validateBody(PartnerCandidateJsonDto, fields, { order: 'body', otherKey: refuseFileKey });
  return {
    firstName: dto.firstName,
    lastName: dto.lastName,
    email: dto.email ?? null,
    phone: dto.phone === undefined ? null : normalizePhone(dto.phone),
    linkedinUrl: dto.linkedinUrl === undefined ? null : (normalizeLinkedinUrl(dto.linkedinUrl)?.url ?? null),
    projectId: dto.projectId,
    stage: dto.stage ?? null,
    externalId: dto.externalId ?? null,
  };
}

/** `cv` or `resume` in a JSON body: refused with a hint (a file goes in a multipart/form-data body); any other unknown key: refused plainly. */
function refuseFileKey(key: string): boolean {
  if ((PARTNER_FILE_FIELDS as readonly string[]).includes(key)) {
    throw new AppError('validation_error', `Unknown field "${key}" (a file goes in a multipart/form-data body)`, key);
  }
  return false;
}
