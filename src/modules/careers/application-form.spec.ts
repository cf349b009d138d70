import { AppError } from '../../common/errors/app-error';
import { applicationForm } from './application-form';
import { customFieldKeys, readApplication } from './application-input';
import { ApplicationFormFieldDto } from './dto/career-jobs.dto';

const TEN_MB = 10 * 1024 * 1024;
const CUSTOM = [{ name: 'Team', value: 'Platform' }, { name: 'Niveau d\'expérience', value: 'Senior' }];

/** A value the apply endpoint accepts for a field, `length` characters long when given. */
function valueFor(field: ApplicationFormFieldDto, length?: number): string {
  if (field.type === 'email') return length === undefined ? 'ada@example.com' : emailOfLength(length);
  if (field.name === 'resumeUrl') return `https://files.example/${'r'.repeat(Math.max(1, (length ?? 30) - 22))}`;
  return 'x'.repeat(length ?? 10);
}

/** A well-formed address of exactly `length` characters (domain labels of at most 60). */
function emailOfLength(length: number): string {
  let rest = length - 'local@'.length - '.com'.length;
  const labels: string[] = [];
  while (rest > 0) {
    const size = Math.min(60, rest);
    labels.push('b'.repeat(size));
    rest -= size + 1;
  }
  return `local@${labels.join('.')}.com`;
}

/** The body a form filled with every field it requires (a required resume as a URL) would send. */
function bodyOf(fields: ApplicationFormFieldDto[]): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of fields) {
    if (!field.required) continue;
    if (field.type === 'file') body.resumeUrl = valueFor({ name: 'resumeUrl', type: 'url', required: true });
    else body[field.name] = valueFor(field);
  }
  return body;
}

function apply(body: Record<string, unknown>, requiredFields: string[]) {
  return () => readApplication(body, { hasFile: false, requiredFields, customFieldKeys: customFieldKeys(CUSTOM) });
}

function failure(run: () => unknown): { code: string; field?: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, field: error.field };
  }
}

describe('applicationForm', () => {
  it('lists the standard fields of SPEC 2.2 with the limits of apply, then the job\'s custom fields', () => {
    const { fields } = applicationForm([], CUSTOM, TEN_MB);
    expect(fields).toEqual([
      { name: 'firstName', type: 'text', required: true, maxLength: 100 },
      { name: 'lastName', type: 'text', required: true, maxLength: 100 },
      { name: 'email', type: 'email', required: true, maxLength: 254 },
      { name: 'phoneNumber', type: 'tel', required: false, maxLength: 50 },
      { name: 'linkedin', type: 'url', required: false, maxLength: 500 },
      { name: 'motivationText', type: 'textarea', required: false, maxLength: 10_000 },
      { name: 'resume', type: 'file', required: false, maxBytes: TEN_MB, aliases: ['cv'] },
      { name: 'resumeUrl', type: 'url', required: false, maxLength: 2_000, alternativeTo: 'resume' },
      { name: 'utm_source', type: 'text', required: false, maxLength: 200 },
      { name: 'utm_medium', type: 'text', required: false, maxLength: 200 },
      { name: 'utm_campaign', type: 'text', required: false, maxLength: 200 },
      { name: 'utm_term', type: 'text', required: false, maxLength: 200 },
      { name: 'utm_content', type: 'text', required: false, maxLength: 200 },
      { name: 'Team', type: 'any', required: false, maxLength: 2_000, aliases: ['team'] },
      { name: 'Niveau d\'expérience', type: 'any', required: false, maxLength: 2_000, aliases: ['niveau_d_experience'] },
    ]);
  });

  it('marks required what the client requires (a required resume: the file, or resumeUrl instead)', () => {
    const { fields } = applicationForm(['phoneNumber', 'resume', 'utm_source'], [], TEN_MB);
    const required = fields.filter((f) => f.required).map((f) => f.name);
    expect(required).toEqual(['firstName', 'lastName', 'email', 'phoneNumber', 'resume', 'utm_source']);
    expect(fields.find((f) => f.name === 'resumeUrl')).toMatchObject({ required: false, alternativeTo: 'resume' });
  });

  it('does not list a custom field that a standard field shadows on apply (the second gets its feed slug)', () => {
    const { fields } = applicationForm([], [{ name: 'email', value: 'x' }, { name: 'Email', value: 'y' }], TEN_MB);
    expect(fields.filter((f) => f.name.toLowerCase() === 'email')).toEqual([
      { name: 'email', type: 'email', required: true, maxLength: 254 },
      { name: 'Email', type: 'any', required: false, maxLength: 2_000, aliases: ['email_2'] },
    ]);
  });

  describe.each([[[]], [['phoneNumber', 'linkedin', 'motivationText', 'resume', 'utm_campaign']]])('agrees with the apply endpoint (required: %j)', (requiredFields) => {
    const { fields } = applicationForm(requiredFields, CUSTOM, TEN_MB);

    it('accepts a body with just the required fields', () => {
      expect(failure(apply(bodyOf(fields), requiredFields))).toBeNull();
    });

    it('refuses, naming it, each required field left out', () => {
      for (const field of fields.filter((f) => f.required)) {
        const body = bodyOf(fields);
        delete body[field.type === 'file' ? 'resumeUrl' : field.name];
        expect({ field: field.name, error: failure(apply(body, requiredFields)) }).toEqual({ field: field.name, error: { code: 'missing_required_field', field: field.name } });
      }
    });

    it('accepts each field at its maxLength and refuses it one character longer, naming it', () => {
      for (const field of fields.filter((f) => f.maxLength !== undefined)) {
        const at = { ...bodyOf(fields), [field.name]: valueFor(field, field.maxLength) };
        expect({ field: field.name, error: failure(apply(at, requiredFields)) }).toEqual({ field: field.name, error: null });
        const over = { ...bodyOf(fields), [field.name]: valueFor(field, field.maxLength! + 1) };
        expect({ field: field.name, error: failure(apply(over, requiredFields)) }).toEqual({ field: field.name, error: { code: 'validation_error', field: field.name } });
      }
    });

    it('accepts each custom field by every name the form gives it', () => {
      for (const field of fields.filter((f) => f.type === 'any')) {
        for (const name of [field.name, ...(field.aliases ?? [])]) expect(failure(apply({ ...bodyOf(fields), [name]: 'value' }, requiredFields))).toBeNull();
      }
    });
  });
});
