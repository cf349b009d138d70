import { AppError } from '../errors/app-error';
import { assertStorableText, emailKey, foldName, isWellFormedEmail } from './normalize';

describe('foldName', () => {
  it.each([
    ['Société Générale', 'societe generale'],
    ['  societe   generale ', 'societe generale'],
    ['SOCIÉTÉ\tGÉNÉRALE', 'societe generale'],
    ['Ørsted', 'ørsted'],
    ['Œuvre', 'œuvre'],
  ])('folds %j to %j', (input, expected) => expect(foldName(input)).toBe(expected));
});

describe('emailKey', () => {
  it('trims and lower-cases', () => expect(emailKey('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com'));
});

describe('isWellFormedEmail', () => {
  it.each(['jane@example.com', 'jane.doe+tag@sub.example.fr', "o'neil@example.co.uk"])('accepts %s', (email) =>
    expect(isWellFormedEmail(email)).toBe(true));
  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'jane@@example.com', 'jane..doe@example.com', 'jane@-example.com'])(
    'refuses %s', (email) => expect(isWellFormedEmail(email)).toBe(false));
});

describe('assertStorableText', () => {
  const failure = (value: string): Pick<AppError, 'code' | 'field'> | null => {
    try {
      assertStorableText(value, 'firstName');
      return null;
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, field: error.field };
      throw error;
    }
  };

  it.each([
    ['a NUL', 'A\u0000b'],
    ['a NUL alone', '\u0000'],
    ['a trailing NUL', 'Ada\u0000'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
    ['a reversed pair', '\uDE00\uD83D'],
  ])('refuses %s with 400 validation_error naming the field', (_label, value) => {
    expect(failure(value)).toEqual({ code: 'validation_error', field: 'firstName' });
  });

  it.each([
    ['plain text', 'Ada Lovelace'],
    ['an empty string', ''],
    ['other control characters', 'a\u0001\u0007\u001f\u007fb'],
    ['accents and an emoji (a surrogate pair)', 'Zoë 😀 👩‍💻'],
    ['U+FFFD itself', '\uFFFD'],
  ])('accepts %s', (_label, value) => {
    expect(failure(value)).toBeNull();
  });
});
