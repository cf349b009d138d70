import { storableFileName } from './document.repository';

describe('storableFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['cv\u0000.pdf', 'cv.pdf'],
    ['cv\r\n.pdf', 'cv.pdf'],
    ['cv\ud800.pdf', 'cv.pdf'],
    ['été 😀.pdf', 'été 😀.pdf'],
    ['\u0000', null],
    ['', null],
    [null, null],
  ])('stores %j as %j', (input, expected) => expect(storableFileName(input)).toBe(expected));

  it('keeps at most 255 characters', () => expect(storableFileName('a'.repeat(300))).toHaveLength(255));
});
