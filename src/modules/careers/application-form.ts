import { customFieldKeys, CUSTOM_FIELD_MAX_LENGTH } from './application-input';
import { ALWAYS_REQUIRED, DOCUMENTED_FIELDS, DocumentedField, FIELD_MAX_LENGTH, RESUME_FILE_FIELDS } from './dto/application.dto';
import { ApplicationFormDto, ApplicationFormFieldDto, FormFieldType } from './dto/career-jobs.dto';

/** The input each documented field of SPEC 2.2 calls for. */
const FIELD_TYPES: Record<DocumentedField, FormFieldType> = {
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  phoneNumber: 'tel',
  linkedin: 'url',
  motivationText: 'textarea',
  resumeUrl: 'url',
  utm_source: 'text',
  utm_medium: 'text',
  utm_campaign: 'text',
  utm_term: 'text',
  utm_content: 'text',
};

const [RESUME_FIELD, ...RESUME_ALIASES] = RESUME_FILE_FIELDS;

/**
 * The application form of a job: what POST .../jobs/{job_id}/apply takes and enforces
 * (readApplication in application-input.ts, ApplicationJsonDto), in the order a form shows it: the documented
 * fields (the resume file before resumeUrl, its alternative), then the job's custom fields. A field
 * is required when SPEC 2.2 requires it or the client's configured form does; a required resume is
 * satisfied by a file or a resumeUrl, as on apply.
 */
export function applicationForm(requiredFields: readonly string[], storedCustomFields: unknown, resumeMaxBytes: number): ApplicationFormDto {
  const required = new Set<string>([...ALWAYS_REQUIRED, ...requiredFields]);
  const resumeRequired = [...RESUME_FILE_FIELDS, 'resumeUrl'].some((name) => required.has(name));
  const fields: ApplicationFormFieldDto[] = [];
  for (const name of DOCUMENTED_FIELDS) {
    if (name === 'resumeUrl') {
      fields.push({ name: RESUME_FIELD, type: 'file', required: resumeRequired, maxBytes: resumeMaxBytes, aliases: RESUME_ALIASES });
      fields.push({ name, type: FIELD_TYPES[name], required: false, maxLength: FIELD_MAX_LENGTH[name], alternativeTo: RESUME_FIELD });
      continue;
    }
    fields.push({ name, type: FIELD_TYPES[name], required: required.has(name), maxLength: FIELD_MAX_LENGTH[name] });
  }

  // Keys the apply endpoint accepts for the job's custom fields (name or feed slug) -> field name.
  const taken = new Set<string>([...DOCUMENTED_FIELDS, ...RESUME_FILE_FIELDS]);
  const aliases = new Map<string, string[]>();
  for (const [key, name] of customFieldKeys(storedCustomFields)) {
    if (taken.has(name)) continue; // A documented field of that name always wins on apply.
    const list = aliases.get(name) ?? [];
    if (key !== name && !taken.has(key)) list.push(key);
    aliases.set(name, list);
  }
  for (const [name, others] of aliases) {
    const isRequired = [name, ...others].some((key) => required.has(key));
    fields.push({ name, type: 'any', required: isRequired, maxLength: CUSTOM_FIELD_MAX_LENGTH, ...(others.length ? { aliases: others } : {}) });
  }
  return { fields };
}
