import { AppError } from '../errors/app-error';
import { PHASE, rule, validateBody } from './body';
import { IsWellFormedEmail, TextField } from './field-rules';

class ExampleDto {
  @TextField({ required: true, maxLength: 5 }) name!: string;
  @TextField({ required: true }) @IsWellFormedEmail(rule(30, 'bad e-mail')) email!: string;
  @TextField({ maxLength: 3 }) note?: string;
}

function failure(raw: Record<string, unknown>, order?: 'declared' | 'body'): { code: string; field?: string; message: string } {
  try {
    validateBody(ExampleDto, raw, { order });
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}

describe('validateBody', () => {
  it('trims, takes blank and null as absent, and returns the DTO', () => {
    const dto = validateBody(ExampleDto, { name: ' Ada ', email: 'ada@example.com', note: ' ' });
    expect(dto).toBeInstanceOf(ExampleDto);
    expect({ ...dto }).toEqual({ name: 'Ada', email: 'ada@example.com', note: undefined });
  });

  it.each<[string, Record<string, unknown>, { code: string; field: string }]>([
    ['an unknown key first, even with other faults', { extra: 1, name: 7 }, { code: 'validation_error', field: 'extra' }],
    ['a non-string before a missing field', { email: ['x'] }, { code: 'validation_error', field: 'email' }],
    ['text PostgreSQL cannot store (shape phase)', { name: 'A\u0000', email: 'x' }, { code: 'validation_error', field: 'name' }],
    ['a missing field before a malformed e-mail', { email: 'nope' }, { code: 'missing_required_field', field: 'name' }],
    ['a blank required field is missing', { name: ' \u200b ', email: 'a@b.co' }, { code: 'missing_required_field', field: 'name' }],
    ['a malformed e-mail (phase 30) before a too long value (phase 50)', { name: 'Adaaaa', email: 'nope' }, { code: 'validation_error', field: 'email' }],
    ['a too long value, in code points', { name: 'Ada', email: 'a@b.co', note: '😀😀😀😀' }, { code: 'validation_error', field: 'note' }],
  ])('reports %s', (_label, raw, expected) => {
    expect(failure(raw)).toMatchObject(expected);
  });

  it('counts code points: 3 emoji fit in 3', () => {
    expect(validateBody(ExampleDto, { name: 'Ada', email: 'a@b.co', note: '😀😀😀' }).note).toBe('😀😀😀');
  });

  it('within a phase, the first declared field, or the first in the body when asked', () => {
    const raw = { note: 5, name: 6, email: 'a@b.co' };
    expect(failure(raw).field).toBe('name');
    expect(failure(raw, 'body').field).toBe('note');
  });

  it('runs checks on runtime data at their phase, only when no earlier fault was found', () => {
    const late = new AppError('validation_error', 'runtime', 'runtime');
    const check = { phase: PHASE.required + 5, check: () => late };
    expect(() => validateBody(ExampleDto, { name: 'Ada', email: 'nope' }, { checks: [check] })).toThrow(late);
    expect(() => validateBody(ExampleDto, { email: 'nope' }, { checks: [check] })).toThrow(expect.objectContaining({ field: 'name' }));
  });

  it('refuses a value nested 10,000 arrays deep as not a string, without walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(failure({ name: deep, email: 'a@b.co' })).toMatchObject({ code: 'validation_error', field: 'name' });
  });

  it('refuses an own __proto__ key as unknown', () => {
    expect(failure(JSON.parse('{"__proto__": {"name": "x"}, "name": "Ada", "email": "a@b.co"}') as Record<string, unknown>)).toMatchObject({ field: '__proto__' });
  });
});
