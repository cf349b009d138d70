import { AppError } from '../errors/app-error';
import { assertStorableText, emailKey, foldName, isBlank, isWellFormedEmail, presentText } from './normalize';

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
  it.each(['jane@example.com', 'jane.doe+tag@sub.example.fr', "o'neil@example.co.uk", 'zoe@exämple.fr', 'user@例え.jp', 'a@Bücher.example', 'a@xn--exmple-cua.fr', 'a@exemple.xn--p1ai', 'a@пример.рф'])('accepts %s', (email) =>
    expect(isWellFormedEmail(email)).toBe(true));
  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'jane@@example.com', 'jane..doe@example.com', 'jane@-example.com', 'zoe@-exämple.fr', 'zoe@exämple-.fr', 'zoe@exämple', 'zoe@ex ämple.fr', 'zoe@exämple..fr', `a@${'é'.repeat(64)}.fr`])(
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

describe('isBlank and presentText', () => {
  it.each([
    ['empty', ''],
    ['spaces, tabs and new lines', ' \t\r\n '],
    ['no-break and ideographic spaces', '\u00A0\u3000\u2007'],
    ['zero-width space, non-joiner and joiner', '\u200B\u200C\u200D'],
    ['word joiner', '\u2060'],
    ['byte order mark', '\uFEFF'],
    ['soft hyphen', '\u00AD'],
    ['combining grapheme joiner', '\u034F'],
    ['Mongolian vowel separator', '\u180E'],
    ['variation selectors', '\uFE0F\u{E0100}'],
    ['bidirectional controls', '\u200E\u200F\u202A\u202E\u2066\u2069'],
    ['tag characters', '\u{E0020}\u{E0041}\u{E007F}'],
    ['Hangul fillers', '\u3164\u115F'],
    ['a mix', ' \u200B\t\u2060\uFEFF '],
  ])('%s is blank', (_label, value) => {
    expect(isBlank(value)).toBe(true);
    expect(presentText(value)).toBeUndefined();
  });

  it.each([
    ['a letter', 'A'],
    ['a letter between zero-width characters', '\u200BA\u200B'],
    ['an emoji made with joiners', '👩\u200D💻'],
    ['a Persian name with a non-joiner', 'می\u200Cخواهم'],
    ['a dot', '.'],
  ])('%s is not blank, and is kept as typed (trimmed of white space only)', (_label, value) => {
    expect(isBlank(value)).toBe(false);
    expect(presentText(` ${value}\t`)).toBe(value);
  });
});
