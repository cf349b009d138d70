import { fileNameOf } from './resume-pipeline.service';

describe('fileNameOf', () => {
  it.each([
    ['https://example.com/files/cv.pdf', 'cv.pdf'],
    ['https://example.com/files/mon%20cv%20%C3%A9t%C3%A9.pdf', 'mon cv été.pdf'],
    ['https://example.com/cv%E0.pdf', 'cv%E0.pdf'],
    ['https://example.com/%', '%'],
    ['https://example.com/', null],
    ['https://example.com/files/', null],
  ])('names %s %p', (url, name) => {
    expect(fileNameOf(url)).toBe(name);
  });

  it('keeps at most 255 characters', () => {
    expect(fileNameOf(`https://example.com/${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});
