import { AppError } from '../../common/errors/app-error';
import { customFieldKeys, readApplication, ValidationContext } from './application-input';
import { isHttpUrl } from './dto/application.dto';

const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const context = (overrides: Partial<ValidationContext> = {}): ValidationContext => ({
  hasFile: false,
  requiredFields: [],
  customFieldKeys: customFieldKeys([{ name: 'Équipe cible', value: 'x' }, { name: 'Start date', value: 'y' }]),
  ...overrides,
});

function failure(raw: Record<string, unknown>, ctx = context()): { code: string; field?: string } {
  try {
    readApplication(raw, ctx);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('readApplication', () => {
  it('trims values and returns the entered identity, utm and custom fields by their job name', () => {
    const input = readApplication(
      { ...base, firstName: '  Ada ', utm_source: 'site', equipe_cible: 'Platform', 'Start date': 'now', phoneNumber: '' },
      context(),
    );
    expect(input).toMatchObject({
      firstName: 'Ada',
      phoneNumber: null,
      utm: { utm_source: 'site', utm_medium: null },
      customFields: { 'Équipe cible': 'Platform', 'Start date': 'now' },
    });
  });

  it.each<[string, Record<string, unknown>, ValidationContext | undefined, { code: string; field?: string }]>([
    ['unknown key first', { nickname: 'x' }, undefined, { code: 'validation_error', field: 'nickname' }],
    ['missing firstName', { lastName: 'L', email: 'a@b.co' }, undefined, { code: 'missing_required_field', field: 'firstName' }],
    ['blank lastName', { ...base, lastName: ' ' }, undefined, { code: 'missing_required_field', field: 'lastName' }],
    ['missing email', { firstName: 'A', lastName: 'L' }, undefined, { code: 'missing_required_field', field: 'email' }],
    ['malformed email', { ...base, email: 'a@b' }, undefined, { code: 'validation_error', field: 'email' }],
    ['non-string documented field', { ...base, linkedin: ['x'] }, undefined, { code: 'validation_error', field: 'linkedin' }],
    ['object custom field', { ...base, 'Start date': { a: 1 } }, undefined, { code: 'validation_error', field: 'Start date' }],
    ['client-required field', base, context({ requiredFields: ['motivationText'] }), { code: 'missing_required_field', field: 'motivationText' }],
    ['required resume without file or url', base, context({ requiredFields: ['resume'] }), { code: 'missing_required_field', field: 'resume' }],
    ['too long motivation', { ...base, motivationText: 'x'.repeat(10_001) }, undefined, { code: 'validation_error', field: 'motivationText' }],
    ['too long custom field', { ...base, equipe_cible: 'x'.repeat(2_001) }, undefined, { code: 'validation_error', field: 'Équipe cible' }],
    ['file and resumeUrl', { ...base, resumeUrl: 'https://a.example/cv.pdf' }, context({ hasFile: true }), { code: 'validation_error', field: 'resumeUrl' }],
    ['resumeUrl not http', { ...base, resumeUrl: 'file:///etc/passwd' }, undefined, { code: 'validation_error', field: 'resumeUrl' }],
    ['cv in JSON', { ...base, cv: 'x' }, undefined, { code: 'validation_error', field: 'cv' }],
    ['NUL in firstName', { ...base, firstName: 'A\u0000da' }, undefined, { code: 'validation_error', field: 'firstName' }],
    ['NUL in email', { ...base, email: 'ada\u0000@example.com' }, undefined, { code: 'validation_error', field: 'email' }],
    ['NUL in a blank-looking value', { ...base, utm_term: ' \u0000 ' }, undefined, { code: 'validation_error', field: 'utm_term' }],
    ['NUL in resumeUrl', { ...base, resumeUrl: 'https://a.example/cv\u0000.pdf' }, undefined, { code: 'validation_error', field: 'resumeUrl' }],
    ['NUL in a custom field', { ...base, 'Start date': 'x\u0000y' }, undefined, { code: 'validation_error', field: 'Start date' }],
    ['NUL in a custom field by its slug', { ...base, equipe_cible: 'x\u0000' }, undefined, { code: 'validation_error', field: 'equipe_cible' }],
    ['NUL in a custom field list', { ...base, 'Start date': [1, true, 'ok', '\u0000'] }, undefined, { code: 'validation_error', field: 'Start date' }],
    ['unpaired surrogate in lastName', { ...base, lastName: 'Love\uD800lace' }, undefined, { code: 'validation_error', field: 'lastName' }],
    ['unpaired surrogate in a custom field', { ...base, 'Start date': '\uDC00' }, undefined, { code: 'validation_error', field: 'Start date' }],
  ])('refuses %s', (_label, raw, ctx, expected) => {
    expect(failure(raw, ctx ?? context())).toEqual(expected);
  });

  it('counts a file or a resumeUrl as the required resume', () => {
    expect(() => readApplication(base, context({ requiredFields: ['resume'], hasFile: true }))).not.toThrow();
    expect(() => readApplication({ ...base, resumeUrl: 'http://a.example/cv' }, context({ requiredFields: ['resume'] }))).not.toThrow();
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://files.example.com/cv.pdf', true],
    ['http://a.example', true],
    ['ftp://a.example/x', false],
    ['javascript:alert(1)', false],
    ['https://a.example/ x', false],
    ['/relative', false],
  ])('%s -> %s', (value, expected) => expect(isHttpUrl(value)).toBe(expected));
});
