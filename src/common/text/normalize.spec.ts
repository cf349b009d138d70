import { emailKey, foldName, isWellFormedEmail } from './normalize';

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
