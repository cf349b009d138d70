import { AppError } from '../../common/errors/app-error';
import { codePointLength } from '../../common/text/normalize';
import { readContactRequest } from './contact-request.validation';

const valid = { kind: 'individual', firstName: 'Inès', lastName: 'Martin', email: 'ines@example.fr' };

function errorOf(body: unknown): Pick<AppError, 'code' | 'field'> {
  try {
    readContactRequest(body);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('readContactRequest', () => {
  it('trims values and turns empty optional values into null', () => {
    expect(readContactRequest({ ...valid, firstName: '  Inès ', topic: '', message: '   ', utm_source: ' ads ' })).toMatchObject({
      kind: 'individual', firstName: 'Inès', topic: null, message: null, utm: { source: 'ads', medium: null },
    });
  });

  it.each([
    ['a non-object body', [valid], { code: 'validation_error', field: undefined }],
    ['null', null, { code: 'validation_error', field: undefined }],
    ['an unknown key', { ...valid, cv: 'x' }, { code: 'validation_error', field: 'cv' }],
    ['a number', { ...valid, phone: 612345678 }, { code: 'validation_error', field: 'phone' }],
    ['a boolean', { ...valid, utm_term: false }, { code: 'validation_error', field: 'utm_term' }],
    ['a missing kind', { ...valid, kind: undefined }, { code: 'missing_required_field', field: 'kind' }],
    ['a wrong kind', { ...valid, kind: 'other' }, { code: 'validation_error', field: 'kind' }],
    ['a missing firstName', { ...valid, firstName: '' }, { code: 'missing_required_field', field: 'firstName' }],
    ['a missing email', { ...valid, email: null }, { code: 'missing_required_field', field: 'email' }],
    ['a company without companyName', { ...valid, kind: 'company' }, { code: 'missing_required_field', field: 'companyName' }],
    ['a malformed email', { ...valid, email: 'ines@' }, { code: 'validation_error', field: 'email' }],
    ['a long lastName', { ...valid, lastName: 'x'.repeat(101) }, { code: 'validation_error', field: 'lastName' }],
    ['a long message', { ...valid, message: 'x'.repeat(5001) }, { code: 'validation_error', field: 'message' }],
    ['a NUL in firstName', { ...valid, firstName: 'In\u0000ès' }, { code: 'validation_error', field: 'firstName' }],
    ['a NUL in kind', { ...valid, kind: 'individual\u0000' }, { code: 'validation_error', field: 'kind' }],
    ['a NUL in email', { ...valid, email: 'ines@example.fr\u0000' }, { code: 'validation_error', field: 'email' }],
    ['a NUL in companyWebsite', { ...valid, companyWebsite: 'acme\u0000.fr' }, { code: 'validation_error', field: 'companyWebsite' }],
    ['a NUL in message', { ...valid, message: 'Hello\u0000' }, { code: 'validation_error', field: 'message' }],
    ['a NUL in utm_content', { ...valid, utm_content: '\u0000' }, { code: 'validation_error', field: 'utm_content' }],
    ['an unpaired surrogate in topic', { ...valid, topic: 'Hiring \uD800' }, { code: 'validation_error', field: 'topic' }],
    ['an unpaired surrogate in phone', { ...valid, phone: '\uDFFF0612345678' }, { code: 'validation_error', field: 'phone' }],
  ])('refuses %s', (_label, body, expected) => {
    expect(errorOf(body)).toEqual(expected);
  });

  it('names the unknown key before checking anything else', () => {
    expect(errorOf({ extra: 1 })).toEqual({ code: 'validation_error', field: 'extra' });
  });

  it.each([
    ['abc', 3],
    ['é', 1],
    ['e\u0301', 2],
    ['😀', 1],
    ['👩‍💻', 3],
  ])('counts %j as %i code points', (value, expected) => {
    expect(codePointLength(value)).toBe(expected);
  });
});
