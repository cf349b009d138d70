import { resumeLines } from './lines';
import { cefrOf, isLanguageName, languageKey, languagesWithoutHeading, parseLanguages } from './languages';

describe('cefrOf', () => {
  it.each([
    ['Native speaker', 'native'],
    ['Langue maternelle', 'native'],
    ['Bilingue', 'C2'],
    ['Fluent', 'C1'],
    ['courant', 'C1'],
    ['Full professional proficiency', 'C1'],
    ['Professional working proficiency', 'B2'],
    ['Limited working proficiency', 'B1'],
    ['Professionnel', 'B2'],
    ['B2 (upper intermediate)', 'B2'],
    ['Niveau B2', 'B2'],
    ['C1 (TOEIC 945)', 'C1'],
    ['Intermédiaire', 'B1'],
    ['Conversational', 'B1'],
    ['Notions', 'A2'],
    ['Scolaire', 'A2'],
    ['Elementary', 'A2'],
    ['Débutant', 'A1'],
    ['Lu, écrit, parlé', null],
    [null, null],
  ])('%s -> %s', (level, cefr) => {
    expect(cefrOf(level)).toBe(cefr);
  });
});

describe('languageKey', () => {
  it.each([
    ['Anglais', 'english'],
    ['ENGLISH', 'english'],
    ['Néerlandais', 'dutch'],
    ['Mandarin', 'chinese'],
    ['Klingon', 'klingon'],
  ])('%s -> %s', (name, key) => {
    expect(languageKey(name)).toBe(key);
  });
});

describe('parseLanguages', () => {
  it.each([
    [['English (Fluent)', 'French (Native speaker)'], [['English', 'Fluent', 'C1'], ['French', 'Native speaker', 'native']]],
    [['Anglais : courant, Espagnol : notions'], [['Anglais', 'courant', 'C1'], ['Espagnol', 'notions', 'A2']]],
    [['Français · Langue maternelle'], [['Français', 'Langue maternelle', 'native']]],
    [['English', 'Fluency: Fluent', 'German', 'Fluency: Basic'], [['English', 'Fluent', 'C1'], ['German', 'Basic', 'A2']]],
    [['English French', 'Fluent Native speaker'], [['English', 'Fluent', 'C1'], ['French', 'Native speaker', 'native']]],
    [['• German'], [['German', null, null]]],
    [['Tagalog - Native', 'Mandarin Chinese', 'Elementary proficiency', 'Pendjabi (notions)'], [['Tagalog', 'Native', 'native'], ['Mandarin Chinese', 'Elementary proficiency', 'A2'], ['Pendjabi', 'notions', 'A2']]],
    [['ANGLAIS (COURANT)'], [['Anglais', 'COURANT', 'C1']]],
    [['ITALIAN (PROFESSIONAL', 'WORKING PROFICIENCY)', 'FRANÇAIS (LANGUE', 'MATERNELLE)'], [['Italian', 'PROFESSIONAL WORKING PROFICIENCY', 'B2'], ['Français', 'LANGUE MATERNELLE', 'native']]],
  ])('reads %j', (lines, expected) => {
    expect(parseLanguages(lines).map((language) => [language.name, language.level, language.cefr])).toEqual(expected);
  });

  it('reads a table of languages over their levels by position', () => {
    const cell = (text: string, x: number, top: number) => ({ text, x, top, height: 10, layout: true });
    const table = [cell('Français', 40, 100), cell('Italien', 200, 100), cell('Langue maternelle', 40, 112), cell('Professionnel', 200, 112)];
    expect(parseLanguages(table).map((language) => [language.name, language.level, language.cefr])).toEqual([
      ['Français', 'Langue maternelle', 'native'],
      ['Italien', 'Professionnel', 'B2'],
    ]);
  });

  it('reads a level set beside its language in the next cell of the row', () => {
    const cell = (text: string, x: number, top: number) => ({ text, x, top, height: 10, layout: true });
    const rows = [cell('Spanish', 40, 100), cell('Native speaker', 200, 100), cell('Arabic', 40, 116), cell('Basic', 200, 117)];
    expect(parseLanguages(rows).map((language) => [language.name, language.level, language.cefr])).toEqual([
      ['Spanish', 'Native speaker', 'native'],
      ['Arabic', 'Basic', 'A2'],
    ]);
  });

  it('keeps one entry per language whatever its spelling', () => {
    expect(parseLanguages(['English (fluent)', 'Anglais (courant)'])).toHaveLength(1);
  });
});

describe('languagesWithoutHeading', () => {
  it('keeps the lines that name a language beside a level, not a language named in passing', () => {
    expect(languagesWithoutHeading(['English (Fluent)', 'Anglais : courant', 'Taught French to adults', 'Spanish']).map((l) => [l.name, l.cefr])).toEqual([['English', 'C1']]);
  });

  it('keeps a language alone on its line with its level on the next one', () => {
    expect(languagesWithoutHeading(['MSc Civil Engineering', 'Spanish', 'Native speaker', 'German', 'Munich office']).map((l) => [l.name, l.cefr])).toEqual([['Spanish', 'native']]);
  });
});

describe('languages of every two-letter code, by their English and French names', () => {
  it.each(['Māori', 'maori', 'Twi', 'Kinyarwanda', 'tigrigna', 'Créole antillais'])('%s is a language', (name) => {
    expect(isLanguageName(name)).toBe(true);
  });

  it.each(['Kabyle', 'Tshiluba', 'Baoulé', 'Dioula', 'Mooré', 'Cebuano', 'Swiss German', 'créole mauricien'])('%s, of a three-letter code or spelled, is a language', (name) => {
    expect(isLanguageName(name)).toBe(true);
  });

  it('reads them in a French list', () => {
    expect(parseLanguages(resumeLines('Kabyle : Avancé\nBaoulé : Courant (C1)\nTshiluba : Bilingue')).map((language) => language.name)).toEqual(['Kabyle', 'Baoulé', 'Tshiluba']);
  });

  it.each(['Java', 'Go', 'Ruby', 'Swift', 'Ido', 'Sales'])('%s is none', (name) => {
    expect(isLanguageName(name)).toBe(false);
  });
});
