import { IsOptional, Matches } from 'class-validator';
import { AppError } from '../errors/app-error';
import { parseQuery } from './query';

class ExampleQuery {
  @IsOptional() @Matches(/^[0-9]+$/, { message: 'limit must be digits' }) limit?: string;
  @IsOptional() @Matches(/^[a-z]+$/, { message: 'q must be letters' }) q?: string;
}

function failure(raw: Record<string, unknown>): { code: string; field?: string; message: string } {
  try {
    parseQuery(ExampleQuery, raw);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('parsed');
}

describe('parseQuery', () => {
  it('gives the declared parameters, empty ones as absent', () => {
    expect(parseQuery(ExampleQuery, { limit: '5', q: '' })).toEqual(Object.assign(new ExampleQuery(), { limit: '5' }));
    expect(parseQuery(ExampleQuery, {})).toEqual(new ExampleQuery());
  });

  it.each([
    [{ page: '2' }, 'page', 'Unknown query parameter "page"'],
    [{ constructor: 'x' }, 'constructor', 'Unknown query parameter "constructor"'],
    [{ limit: ['1', '2'] }, 'limit', 'Query parameter "limit" must be given once, as plain text'],
    [{ limit: { a: '1' } }, 'limit', 'Query parameter "limit" must be given once, as plain text'],
    [{ limit: 'x' }, 'limit', 'limit must be digits'],
    [{ limit: '1', q: 'A1' }, 'q', 'q must be letters'],
  ])('refuses %j with 400 validation_error naming the parameter', (raw, field, message) => {
    expect(failure(raw)).toEqual({ code: 'validation_error', field, message });
  });

  it('refuses an own __proto__ key (as a query parser can produce)', () => {
    const raw = JSON.parse('{"__proto__": "x"}') as Record<string, unknown>;
    expect(failure(raw)).toMatchObject({ code: 'validation_error', field: '__proto__' });
  });
});
