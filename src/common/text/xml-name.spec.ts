import { customFieldElementNames, FIXED_JOB_ELEMENTS, slugifyFieldName } from './xml-name';

const XML_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

describe('slugifyFieldName', () => {
  it.each([
    ['Team', 'team'],
    ['Contract type', 'contract_type'],
    ['Télétravail', 'teletravail'],
    ['Niveau d\'expérience', 'niveau_d_experience'],
    ['Straße & Größe', 'strasse_grosse'],
    ['Cœur de métier', 'coeur_de_metier'],
    ['Æsir Ørsted Łódź', 'aesir_orsted_lodz'],
    ['  --Start date--  ', 'start_date'],
    ['_private', 'private'],
    ['Salary (€/year)', 'salary_year'],
    ['ＦＵＬＬ width', 'full_width'],
    ['2nd language', 'field_2nd_language'],
    ['42', 'field_42'],
    ['#1 priority', 'field_1_priority'],
    ['XML feed id', 'field_xml_feed_id'],
    ['Title', 'field_title'],
    ['JOBID', 'field_jobid'],
    ['Remote type', 'remote_type'],
    ['remotetype', 'field_remotetype'],
    ['job', 'field_job'],
    ['source', 'field_source'],
    ['', 'field'],
    ['!!!', 'field'],
    ['職種', 'field'],
    ['😀 mood', 'mood'],
  ])('slugifies %j as %j', (name, slug) => {
    expect(slugifyFieldName(name)).toBe(slug);
  });

  it('caps a long name at 64 characters without a trailing underscore', () => {
    const slug = slugifyFieldName(`${'a'.repeat(63)} b`);
    expect(slug).toBe('a'.repeat(63));
    expect(slugifyFieldName('x'.repeat(200))).toHaveLength(64);
  });

  it('gives a valid XML name that is never a fixed element', () => {
    for (const name of [...FIXED_JOB_ELEMENTS, 'xmlns', '-1', '\u0000', 'a\u0301', ' ', '.', 'Ä-ö', 'date ', ' URL']) {
      const slug = slugifyFieldName(name);
      expect(slug).toMatch(XML_NAME);
      expect(FIXED_JOB_ELEMENTS as readonly string[]).not.toContain(slug);
      expect(slug.toLowerCase().startsWith('xml')).toBe(false);
    }
  });

  it('is stable: the same name always gives the same slug', () => {
    expect(slugifyFieldName('Télétravail')).toBe(slugifyFieldName('Télétravail'));
    // Composed and decomposed accents are the same name.
    expect(slugifyFieldName('Te\u0301le\u0301travail')).toBe(slugifyFieldName('T\u00e9l\u00e9travail'));
  });
});

describe('customFieldElementNames', () => {
  it('keeps distinct slugs as they are', () => {
    expect(customFieldElementNames(['Team', 'Contract type'])).toEqual(['team', 'contract_type']);
  });

  it('numbers later fields that slugify to an earlier name, in stored order', () => {
    expect(customFieldElementNames(['Télétravail', 'teletravail', 'TELETRAVAIL!'])).toEqual(['teletravail', 'teletravail_2', 'teletravail_3']);
  });

  it('skips a numbered name another field already has', () => {
    expect(customFieldElementNames(['team_2', 'Team', 'team'])).toEqual(['team_2', 'team', 'team_3']);
  });

  it('keeps a field named like a fixed element apart from a field named like its prefixed form', () => {
    expect(customFieldElementNames(['field title', 'Title'])).toEqual(['field_title', 'field_title_2']);
  });

  it('numbers several fields with nothing sluggable', () => {
    expect(customFieldElementNames(['職種', '勤務地', '?'])).toEqual(['field', 'field_2', 'field_3']);
  });
});
