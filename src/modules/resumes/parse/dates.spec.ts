import { findDateRange, parseDatePoint, withoutRange } from './dates';
import { headingKind } from './sections';

describe('findDateRange', () => {
  it.each([
    ["janv. 2020 – aujourd'hui", '2020-01', null, true],
    ['03/2019 - 12/2022', '2019-03', '2022-12', false],
    ['Sept 2017 – Present', '2017-09', null, true],
    ['depuis 2022', '2022', null, true],
    ['Since March 2021', '2021-03', null, true],
    ['2015 - 2017', '2015', '2017', false],
    ['De février 2018 à juin 2019', '2018-02', '2019-06', false],
    ['Oct. 2019 to Dec. 2021', '2019-10', '2021-12', false],
    ['2019-04 — 2020-11', '2019-04', '2020-11', false],
    ['mai 2016 - à ce jour', '2016-05', null, true],
    ['juillet 2014 — août 2015', '2014-07', '2015-08', false],
    ['Jan 2020 - Current', '2020-01', null, true],
    ['2021 – en cours', '2021', null, true],
    ['2021-03-01 - 2024-05-01', '2021-03', '2024-05', false],
    ['2021-Mar - 2023-Feb', '2021-03', '2023-02', false],
    ['2020-juin - Aujourd’hui', '2020-06', null, true],
    ['2024-07-01 —', '2024-07', null, true],
    ['March 2021 — Present', '2021-03', null, true],
    ['sept. 2014 - juin 2016', '2014-09', '2016-06', false],
    ['2022-03-01 À 2025-01-01', '2022-03', '2025-01', false],
    // With a day, dropped:
    ['1 Mar 2020 - 30 Jun 2022', '2020-03', '2022-06', false],
    ['1er mars 2020 – 30 juin 2022', '2020-03', '2022-06', false],
    ['March 1, 2020 – June 30, 2022', '2020-03', '2022-06', false],
    ['Jan 1st, 2020 – Present', '2020-01', null, true],
    ['01/03/2020 - 30/06/2022', '2020-03', '2022-06', false],
    ['15 janvier 2019 - aujourd’hui', '2019-01', null, true],
    // Other words for "now", a season for its year, a bullet between the dates:
    ['Jan 2019 - Till date', '2019-01', null, true],
    ['2017 - En poste', '2017', null, true],
    ['Fall 2019 - Spring 2021', '2019', '2021', false],
    ['Été 2020 – Hiver 2021', '2020', '2021', false],
    ['Jan 2019 • Present', '2019-01', null, true],
    ['03/2018 · 06/2020', '2018-03', '2020-06', false],
  ])('reads %s', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current });
  });

  it('reads a lone year as a one-point range', () => {
    expect(findDateRange('Diplômé en 2012')).toMatchObject({ start: '2012', end: '2012', current: false });
  });

  it('finds nothing in plain text', () => {
    expect(findDateRange('Développeur Full Stack — Doctolib')).toBeNull();
  });

  it.each([
    ['déc. 2020', '2020-12'],
    ['12.2020', '2020-12'],
    ['2020', '2020'],
    ['2019-03-01', '2019-03'],
    ['2019-Mar', '2019-03'],
    ['March, 2019', '2019-03'],
    ['nonsense', null],
  ])('parses the point %s', (text, expected) => {
    expect(parseDatePoint(text)).toBe(expected);
  });
});

describe('withoutRange', () => {
  it.each([
    ['Obtenu en juin 2014', ''],
    ['Completed in June 2014', ''],
    ['Graduated 2019', ''],
    ['Université de Lille 2019', 'Université de Lille'],
  ])('removes the date of %s with the words that announce it', (line, rest) => {
    const range = findDateRange(line);
    expect(range).not.toBeNull();
    expect(withoutRange(line, range as NonNullable<typeof range>)).toBe(rest);
  });
});

describe('headingKind', () => {
  it.each([
    ['EXPÉRIENCE PROFESSIONNELLE', 'experience'],
    ['Expériences professionnelles :', 'experience'],
    ['Work Experience', 'experience'],
    ['Professional Experience', 'experience'],
    ['Parcours professionnel', 'experience'],
    ['Formation', 'education'],
    ['EDUCATION', 'education'],
    ['Diplômes et formations', 'education'],
    ['Compétences techniques', 'skills'],
    ['Key Skills', 'skills'],
    ['Langues', 'languages'],
    ['LANGUAGES', 'languages'],
    ["Centres d'intérêt", 'other'],
    ['Work', 'experience'],
    ['Skills and Tech', 'skills'],
    ['Links', 'other'],
    ['Bl EXPERIENCE', 'experience'],
    ['ea ABOUT', 'summary'],
    ['Profil', 'summary'],
    ['Senior engineer with ten years of experience', null],
  ])('classifies %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });
});
