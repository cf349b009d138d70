import { AppError } from '../../common/errors/app-error';
import { validateBody } from '../../common/validation/body';
import { assertStorableText, codePointLength, isBlank } from '../../common/text/normalize';
import { UTM_FIELDS } from '../../common/text/utm';
import { customFieldElementNames } from '../../common/text/xml-name';
import { APPLY_PHASE, ApplicationJsonDto, DOCUMENTED_FIELDS, DocumentedField, RESUME_FILE_FIELDS } from './dto/application.dto';

/** Maximum length of one custom field value (code points; JSON-encoded for non-strings). */
export const CUSTOM_FIELD_MAX_LENGTH = 2_000;

export interface ApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  linkedin: string | null;
  motivationText: string | null;
  resumeUrl: string | null;
  utm: Record<(typeof UTM_FIELDS)[number], string | null>;
  /** Custom field values keyed by the job's field name (whatever key the form used). */
  customFields: Record<string, unknown>;
}

export interface ValidationContext {
  /** A file came with the body (multipart), in one of RESUME_FILE_FIELDS. */
  hasFile: boolean;
  /** The client's required application fields (client.required_application_fields). */
  requiredFields: readonly string[];
  /** Accepted custom field keys (the job's field names and their feed slugs) -> the field name. */
  customFieldKeys: ReadonlyMap<string, string>;
}

/**
 * An application body (JSON object or multipart text fields): the documented fields by their DTO
 * (ApplicationJsonDto), the runtime data here, in this order (the first fault is reported):
 * 1. a key that is neither documented nor one of the job's custom fields: 400 naming it (`resume`/`cv`
 *    in a JSON body: 400, a file needs multipart); a custom field that is not a string, a number, a
 *    boolean or a list of them, or text PostgreSQL cannot store: 400 naming it;
 * 2. a documented field that is not a string, or text PostgreSQL cannot store: 400;
 * 3. firstName, lastName, email missing or blank: 422 missing_required_field, in that order;
 * 4. a field the client requires missing: 422 naming it (`resume` is satisfied by a file or a resumeUrl);
 * 5. malformed e-mail: 400; 6. a value over its maximum length (code points): 400, custom fields after;
 * 7. a file and a resumeUrl together: 400 field resumeUrl; a resumeUrl that is not an absolute http(s) URL: 400.
 */
export function readApplication(raw: Record<string, unknown>, context: ValidationContext): ApplicationInput {
  // No prototype: a custom field named `constructor` or `__proto__` is a plain key, never inherited.
  const customFields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const dto = validateBody(ApplicationJsonDto, raw, {
    otherKey: (key, value) => takeCustomField(key, value, context, customFields),
    checks: [
      { phase: APPLY_PHASE.clientRequired, check: (body) => missingClientField(body, customFields, context) },
      { phase: APPLY_PHASE.customLength, check: () => tooLongCustomField(customFields) },
      {
        phase: APPLY_PHASE.fileAndUrl,
        check: (body) => (body.resumeUrl !== undefined && context.hasFile ? new AppError('validation_error', 'Send either a resume file or a resumeUrl, not both', 'resumeUrl') : undefined),
      },
    ],
  });
  return {
    firstName: dto.firstName,
    lastName: dto.lastName,
    email: dto.email,
    phoneNumber: dto.phoneNumber ?? null,
    linkedin: dto.linkedin ?? null,
    motivationText: dto.motivationText ?? null,
    resumeUrl: dto.resumeUrl ?? null,
    utm: Object.fromEntries(UTM_FIELDS.map((f) => [f, dto[f] ?? null])) as ApplicationInput['utm'],
    customFields,
  };
}

/** A key the DTO does not declare: one of the job's custom fields (kept by its name), or refused. */
function takeCustomField(key: string, value: unknown, context: ValidationContext, customFields: Record<string, unknown>): boolean {
  const name = context.customFieldKeys.get(key);
  if (name === undefined) {
    if ((RESUME_FILE_FIELDS as readonly string[]).includes(key)) {
      throw new AppError('validation_error', `Field "${key}" must be a file sent as multipart/form-data (or use resumeUrl with JSON)`, key);
    }
    return false;
  }
  if (!isCustomValue(value)) throw new AppError('validation_error', `Field "${key}" must be a string, a number, a boolean or a list of them`, key);
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'string') assertStorableText(item, key);
  }
  customFields[name] = typeof value === 'string' ? value.trim() : value;
  return true;
}

function missingClientField(body: ApplicationJsonDto, customFields: Record<string, unknown>, context: ValidationContext): AppError | undefined {
  const missing = context.requiredFields.find((field) => !isPresent(field, body, customFields, context));
  return missing === undefined ? undefined : new AppError('missing_required_field', `Field "${missing}" is required`, missing);
}

function tooLongCustomField(customFields: Record<string, unknown>): AppError | undefined {
  for (const [name, value] of Object.entries(customFields)) {
    const length = typeof value === 'string' ? codePointLength(value) : codePointLength(JSON.stringify(value));
    if (length > CUSTOM_FIELD_MAX_LENGTH) return new AppError('validation_error', `Field "${name}" is longer than ${CUSTOM_FIELD_MAX_LENGTH} characters`, name);
  }
  return undefined;
}

function isPresent(field: string, body: ApplicationJsonDto, customFields: Record<string, unknown>, context: ValidationContext): boolean {
  if ((RESUME_FILE_FIELDS as readonly string[]).includes(field) || field === 'resumeUrl') return context.hasFile || body.resumeUrl !== undefined;
  if ((DOCUMENTED_FIELDS as readonly string[]).includes(field)) return body[field as DocumentedField] !== undefined;
  // A required custom field, named as the client configured it (its name or its feed slug).
  const name = context.customFieldKeys.get(field) ?? field;
  const value = customFields[name];
  return value !== undefined && value !== null && !(typeof value === 'string' && isBlank(value)) && !(Array.isArray(value) && value.length === 0);
}

function isCustomValue(value: unknown): boolean {
  const scalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
  return scalar(value) || (Array.isArray(value) && value.length <= 100 && value.every(scalar));
}

/** Keys accepted for a job's custom fields: the field name and its feed element name (slug). */
export function customFieldKeys(stored: unknown): Map<string, string> {
  const names = customFieldNames(stored);
  const keys = new Map<string, string>();
  const slugs = customFieldElementNames(names);
  names.forEach((name, i) => {
    if (!keys.has(name)) keys.set(name, name);
    if (!keys.has(slugs[i])) keys.set(slugs[i], name);
  });
  return keys;
}

function customFieldNames(stored: unknown): string[] {
  if (Array.isArray(stored)) {
    return stored
      .map((entry) => (entry && typeof entry === 'object' ? (entry as { name?: unknown }).name : undefined))
      .filter((name): name is string => typeof name === 'string' && name !== '');
  }
  if (stored && typeof stored === 'object') return Object.keys(stored);
  return [];
}
