import { layoutPage, linesOf, PositionedText } from './pdf';

const item = (str: string, x: number, y: number, size = 10): PositionedText => ({ str, x, y, width: str.length * size * 0.5, height: size });

describe('layoutPage', () => {
  it('reads a sidebar and a main column one after the other, the name first', () => {
    const items = [
      item('Jane Smith', 40, 800, 20),
      ...['Contact', 'jane@example.com', 'https://www.linkedin.com/in/jane-smith-a-long-handle', 'Skills', 'Python', 'SQL', 'Languages', 'English'].map((t, i) => item(t, 40, 750 - i * 14)),
      ...['Experience', 'Data Engineer - Acme Ltd', 'Jan 2020 - Present', '- Built pipelines', 'Education', 'MSc Data, Leeds', '2017 - 2019'].map((t, i) => item(t, 230, 750 - i * 14)),
    ];
    const text = layoutPage(items, 595).split('\n');
    expect(text[0]).toBe('Jane Smith');
    expect(text.indexOf('English')).toBeLessThan(text.indexOf('Experience'));
    expect(text).toContain('https://www.linkedin.com/in/jane-smith-a-long-handle');
  });

  it('keeps a date column beside its titles on one line', () => {
    const items = ['2020 - 2022', '2018 - 2020', '2015 - 2018', '2014', '2012', '2010'].flatMap((date, i) => [item(date, 40, 700 - i * 40), item(`Title ${i}, Company ${i}`, 200, 700 - i * 40), item('- did things well', 200, 686 - i * 40)]);
    expect(layoutPage(items, 595).split('\n')[0]).toBe('2020 - 2022 Title 0, Company 0');
  });
});

describe('linesOf', () => {
  it('joins pieces of one baseline left to right', () => {
    expect(linesOf([item('World', 80, 500), item('Hello', 40, 500), item('Next', 40, 480)])).toEqual(['Hello World', 'Next']);
  });
});
