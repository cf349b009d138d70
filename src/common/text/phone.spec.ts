import { isInternationalFormat, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['0612345678', '+33612345678'],
    ['06.12.34.56.78', '+33612345678'],
    ['06-12-34-56-78', '+33612345678'],
    ['01 23 45 67 89', '+33123456789'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+33612345678', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 415 555 2671', '+14155552671'],
    ['  06 12 34 56 78  ', '+33612345678'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['12'],
    ['06 12 34'],
    ['call me maybe'],
    ['+33 6 12 34 56 78 90 12'],
    ['+999 123 456 789'],
    ['06 12 34 56 7a'],
  ])('drops the unrecognised value %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('normalizePhone with another default country', () => {
  it('reads a national number in that country', () => {
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalizePhone('06 12 34 56 78', 'GB')).toBeNull();
  });
});

describe('isInternationalFormat', () => {
  it.each([
    ['+33612345678', true],
    ['+1 (415) 555-2671', true],
    ['+44 20 7946 0958', true],
    ['0612345678', false],
    ['06 12 34 56 78', false],
    ['+0 612345678', false],
    ['+33 6 12 34 56 78 90 12 34', false],
  ])('%s -> %s', (input, expected) => {
    expect(isInternationalFormat(input)).toBe(expected);
  });
});
