import { resumeLines, unglue, unspace } from './lines';

describe('unspace', () => {
  it.each([
    ['2021-03 t o P r e s e n t', '2021-03 to Present'],
    ['W ork E xperience', 'Work Experience'],
    ['C ontact', 'Contact'],
    ['2014-J a n', '2014-Jan'],
    ['À propos', 'À propos'],
    ['A great team', 'A great team'],
    ['Python, R, SQL', 'Python, R, SQL'],
  ])('%s -> %s', (text, expected) => {
    expect(unspace(text)).toBe(expected);
  });
});

describe('unglue', () => {
  it.each([
    ['Infirmière puéricultriceTransports Mercier', ['Infirmière puéricultrice', 'Transports Mercier']],
    ['JavaScript Developer', ['JavaScript Developer']],
    ['McAllister', ['McAllister']],
    ['SAP SuccessFactors', ['SAP SuccessFactors']],
    ['TensorFlow, ElasticSearch', ['TensorFlow, ElasticSearch']],
  ])('%s', (text, expected) => {
    expect(unglue(text)).toEqual(expected);
  });
});

describe('unglue on a profile or an address', () => {
  it('leaves a camel-cased handle whole', () => {
    expect(unglue('LinkedIn : LeonieRossierJaquet')).toEqual(['LinkedIn : LeonieRossierJaquet']);
  });
});

describe('resumeLines', () => {
  it('gives font sizes relative to the body and keeps emphasis', () => {
    const layout = [
      { text: 'Jane Doe', page: 1, x: 40, width: 80, top: 40, size: 20, emphasis: true, column: 'full' as const },
      { text: 'A line of body text long enough to count', page: 1, x: 40, width: 300, top: 70, size: 10, emphasis: false, column: 'full' as const },
    ];
    expect(resumeLines('', layout).map((line) => [line.text, line.size, line.emphasis])).toEqual([
      ['Jane Doe', 2, true],
      ['A line of body text long enough to count', 1, false],
    ]);
  });

  it("cuts a PDF line where a date's year runs into the next column's heading", () => {
    const layout = [{ text: 'mai 2022 — mai 2024Compétences', page: 1, x: 340, width: 160, top: 240, size: 12, emphasis: false, column: 'full' as const }];
    expect(resumeLines('', layout).map((line) => line.text)).toEqual(['mai 2022 — mai 2024', 'Compétences']);
  });

  it('reads plain text line by line without layout', () => {
    expect(resumeLines('  Jane\u00a0Doe \n\n Staff Nurse').map((line) => [line.text, line.layout])).toEqual([
      ['Jane Doe', false],
      ['Staff Nurse', false],
    ]);
  });
});
