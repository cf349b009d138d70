import { AppError } from '../../../common/errors/app-error';
import { readPartnerCandidate } from './partner-candidate.input';

const base = { firstName: 'Jane', lastName: 'Doe', email: 'Jane.Doe@Example.com', projectId: '6f1c1b8e-4a4e-4c43-9c1d-2f0a4b7f6c10' };

function failure(body: Record<string, unknown>): { code: string; field?: string } {
  try {
    readPartnerCandidate(body);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('readPartnerCandidate', () => {
  it('normalises the LinkedIn URL and the phone (the identity keys are the identity service\'s)', () => {
    expect(readPartnerCandidate({ ...base, phone: '+33 6 12-34.56.78', linkedinUrl: 'http://fr.linkedin.com/in/Jane-Doe/?trk=x', externalId: ' ext-1 ' })).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'Jane.Doe@Example.com',
      phone: '+33612345678',
      linkedinUrl: 'https://www.linkedin.com/in/jane-doe',
      projectId: base.projectId,
      stage: null,
      externalId: 'ext-1',
    });
  });

  it('treats blank optional values as absent', () => {
    expect(readPartnerCandidate({ ...base, phone: '', stage: ' ', externalId: '' })).toMatchObject({ phone: null, stage: null, externalId: null });
  });

  it.each<[string, Record<string, unknown>, { code: string; field?: string }]>([
    ['an unknown key', { ...base, foo: 1 }, { code: 'validation_error', field: 'foo' }],
    ['a file key in JSON', { ...base, resume: 'x' }, { code: 'validation_error', field: 'resume' }],
    ['a number', { ...base, lastName: 7 }, { code: 'validation_error', field: 'lastName' }],
    ['a missing firstName', { ...base, firstName: undefined }, { code: 'missing_required_field', field: 'firstName' }],
    ['a blank lastName', { ...base, lastName: ' ' }, { code: 'missing_required_field', field: 'lastName' }],
    ['a missing projectId', { ...base, projectId: null }, { code: 'missing_required_field', field: 'projectId' }],
    ['a malformed e-mail', { ...base, email: 'jane@' }, { code: 'validation_error', field: 'email' }],
    ['no e-mail and no LinkedIn', { ...base, email: '' }, { code: 'validation_error', field: 'email' }],
    ['a company page', { ...base, linkedinUrl: 'https://linkedin.com/company/acme' }, { code: 'validation_error', field: 'linkedinUrl' }],
    ['a national phone', { ...base, phone: '06 12 34 56 78' }, { code: 'validation_error', field: 'phone' }],
    ['an international number that does not exist', { ...base, phone: '+33 1' }, { code: 'validation_error', field: 'phone' }],
    ['an unknown country code', { ...base, phone: '+999123456789' }, { code: 'validation_error', field: 'phone' }],
    ['a too long externalId', { ...base, externalId: 'x'.repeat(201) }, { code: 'validation_error', field: 'externalId' }],
    ['a NUL in firstName', { ...base, firstName: 'Ja\u0000ne' }, { code: 'validation_error', field: 'firstName' }],
    ['a NUL in email', { ...base, email: 'jane\u0000@example.com' }, { code: 'validation_error', field: 'email' }],
    ['a NUL in linkedinUrl', { ...base, linkedinUrl: 'https://www.linkedin.com/in/jane\u0000' }, { code: 'validation_error', field: 'linkedinUrl' }],
    ['a NUL in projectId', { ...base, projectId: '\u0000' }, { code: 'validation_error', field: 'projectId' }],
    ['a NUL in stage', { ...base, stage: 'screen\u0000' }, { code: 'validation_error', field: 'stage' }],
    ['a NUL in externalId', { ...base, externalId: 'ext\u0000-1' }, { code: 'validation_error', field: 'externalId' }],
    ['an unpaired surrogate in externalId', { ...base, externalId: 'ext-\uD800' }, { code: 'validation_error', field: 'externalId' }],
    ['an unpaired surrogate in lastName', { ...base, lastName: 'Doe\uDC00' }, { code: 'validation_error', field: 'lastName' }],
  ])('refuses %s', (_label, body, expected) => {
    expect(failure(body)).toEqual(expected);
  });
});
