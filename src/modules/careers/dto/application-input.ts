import { assertStorableText, isWellFormedEmail } from '../../../common/text/normalize';
import { AppError } from '../../../common/errors/app-error';
import { UTM_FIELDS, UTM_MAX_LENGTHS } from '../../../common/text/utm';
import { customFieldElementNames } from '../../../common/text/xml-name';

/** Maximum lengths (characters, after trimming) of the documented application fields. */
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

/** Maximum length of one custom field value (characters; JSON-encoded for non-strings). */
export const CUSTOM_FIELD_MAX_LENGTH = 2_000;

export type DocumentedField = keyof typeof FIELD_MAX_LENGTH;
export const DOCUMENTED_FIELDS = Object.keys(FIELD_MAX_LENGTH) as DocumentedField[];
/** Field names of the resume file (multipart only). */
export const RESUME_FILE_FIELDS = ['resume', 'cv'] as const;
export const ALWAYS_REQUIRED = ['firstName', 'lastName', 'email'] as const;

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
 * Validates an application body (JSON object or multipart text fields), in this order:
 * 1. a key that is neither documented nor one of the job's custom fields: 400 validation_error naming it
 *    (`resume`/`cv` in a JSON body: 400, a file needs multipart);
 * 2. a documented field that is not a string (JSON), or any string value (custom ones and list items
 *    included) with a NUL or an unpaired surrogate, which PostgreSQL cannot store: 400 naming it;
 * 3. firstName, lastName, email missing or blank: 422 missing_required_field, in that order;
 * 4. a field the client requires missing: 422 naming it (`resume` is satisfied by a file or a resumeUrl);
 * 5. malformed e-mail: 400 field email;
 * 6. a value over its maximum length: 400 naming it;
 * 7. a file and a resumeUrl together: 400 field resumeUrl; a resumeUrl that is not an absolute http(s) URL: 400.
 */
export function validateApplication(raw: Record<string, unknown>, context: ValidationContext): ApplicationInput {
  const documented = new Set<string>(DOCUMENTED_FIELDS);
  const customFields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (documented.has(key)) continue;
    const name = context.customFieldKeys.get(key);
    if (name !== undefined) {
      if (!isCustomValue(value)) throw new AppError('validation_error', `Field "${key}" must be a string, a number, a boolean or a list of them`, key);
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string') assertStorableText(item, key);
      }
      customFields[name] = typeof value === 'string' ? value.trim() : value;
      continue;
    }
    if ((RESUME_FILE_FIELDS as readonly string[]).includes(key)) {
      throw new AppError('validation_error', `Field "${key}" must be a file sent as multipart/form-data (or use resumeUrl with JSON)`, key);
    }
    throw new AppError('validation_error', `Unknown field "${key}"`, key);
  }

  const text: Partial<Record<DocumentedField, string>> = {};
  for (const field of DOCUMENTED_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw new AppError('validation_error', `Field "${field}" must be a string`, field);
    assertStorableText(value, field);
    const trimmed = value.trim();
    if (trimmed !== '') text[field] = trimmed;
  }

  for (const field of ALWAYS_REQUIRED) {
    if (!text[field]) throw new AppError('missing_required_field', `Field "${field}" is required`, field);
  }
  for (const field of context.requiredFields) {
    if (!isPresent(field, text, customFields, context)) throw new AppError('missing_required_field', `Field "${field}" is required`, field);
  }

  if (!isWellFormedEmail(text.email!)) throw new AppError('validation_error', 'The e-mail address is malformed', 'email');

  for (const field of DOCUMENTED_FIELDS) {
    const value = text[field];
    if (value !== undefined && value.length > FIELD_MAX_LENGTH[field]) {
      throw new AppError('validation_error', `Field "${field}" is longer than ${FIELD_MAX_LENGTH[field]} characters`, field);
    }
  }
  for (const [name, value] of Object.entries(customFields)) {
    const length = typeof value === 'string' ? value.length : JSON.stringify(value).length;
    if (length > CUSTOM_FIELD_MAX_LENGTH) {
      throw new AppError('validation_error', `Field "${name}" is longer than ${CUSTOM_FIELD_MAX_LENGTH} characters`, name);
    }
  }

  if (text.resumeUrl !== undefined) {
    if (context.hasFile) throw new AppError('validation_error', 'Send either a resume file or a resumeUrl, not both', 'resumeUrl');
    if (!isHttpUrl(text.resumeUrl)) throw new AppError('validation_error', 'resumeUrl must be an absolute http(s) URL', 'resumeUrl');
  }

  return {
    firstName: text.firstName!,
    lastName: text.lastName!,
    email: text.email!,
    phoneNumber: text.phoneNumber ?? null,
    linkedin: text.linkedin ?? null,
    motivationText: text.motivationText ?? null,
    resumeUrl: text.resumeUrl ?? null,
    utm: Object.fromEntries(UTM_FIELDS.map((f) => [f, text[f] ?? null])) as ApplicationInput['utm'],
    customFields,
  };
}

function isPresent(
  field: string,
  text: Partial<Record<DocumentedField, string>>,
  customFields: Record<string, unknown>,
  context: ValidationContext,
): boolean {
  if ((RESUME_FILE_FIELDS as readonly string[]).includes(field) || field === 'resumeUrl') return context.hasFile || text.resumeUrl !== undefined;
  if ((DOCUMENTED_FIELDS as readonly string[]).includes(field)) return text[field as DocumentedField] !== undefined;
  // A required custom field, named as the client configured it (its name or its feed slug).
  const name = context.customFieldKeys.get(field) ?? field;
  const value = customFields[name];
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
}

function isCustomValue(value: unknown): boolean {
  const scalar = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
  return scalar(value) || (Array.isArray(value) && value.length <= 100 && value.every(scalar));
}

export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
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
