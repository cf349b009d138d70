import { foldName, overall, prf, scoreDocument, tokenSetRatio, Truth } from './scoring';

describe('foldName', () => {
  it.each([
    ['Zoé Müller-Martin', 'zoe muller martin'],
    ["O'Brien", 'o brien'],
    ['St. John', 'st john'],
  ])('%s -> %s', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });
});

describe('tokenSetRatio', () => {
  it.each([
    ['MSc Engineering, Networks and Telecommunications', 'Engineering, Networks and Telecommunications MSc', 1],
    ['Acme SAS', 'Acme', 1],
    ['', '', 1],
    ['Acme', '', 0],
  ])('%s ~ %s = %s', (a, b, expected) => {
    expect(tokenSetRatio(a, b)).toBeCloseTo(expected);
  });

  it('stays under 0.8 for different names', () => {
    expect(tokenSetRatio('Data Engineer', 'Staff Nurse')).toBeLessThan(0.8);
  });
});

describe('scoreDocument', () => {
  const truth: Truth = {
    firstName: 'Zoé',
    lastName: 'Müller-Martin',
    email: 'Zoe@Example.org',
    phone: '+33639981234',
    linkedin: 'linkedin.com/in/zoe-muller',
    experiences: [
      { title: 'Data Engineer', company: 'Acme SAS', start: '2021-03', end: null, current: true },
      { title: 'Analyst', company: 'Globex', start: '2017-09', end: '2021-02', current: false },
    ],
    education: [{ degree: 'MSc Engineering, Networks', school: 'INSA Lyon', start: null, end: '2016' }],
    skills: ['Python', 'Apache Spark'],
    languages: [{ name: 'Anglais', level: 'courant', cefr: 'C1' }],
  };

  it('scores a parse field by field and names its failure classes without values', () => {
    const score = scoreDocument(truth, {
      name: { firstName: 'Zoe', lastName: 'Muller Martin' },
      email: 'zoe@example.org',
      phone: '+442018201920',
      linkedinKey: 'zoe-muller',
      experiences: [
        { title: 'Data Engineer', company: '', start: '2021-03', end: null, current: true },
        { title: 'Analyst', company: 'Globex', start: '2017', end: '2021-02', current: false },
      ],
      education: [{ degree: 'MSc', school: 'INSA Lyon', start: null, end: '2016' }],
      skills: ['python', 'Docker'],
      languages: [{ name: 'English', cefr: 'C1' }],
    });
    expect(score.counts.firstName).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score.counts.email).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score.counts.phone).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(score.counts.experiences).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(score.counts['exp.start']).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(score.counts.education).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score.counts.skills).toEqual({ tp: 1, fp: 1, fn: 1 });
    expect(score.counts.languages).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(score.failures).toEqual(expect.arrayContaining(['phone: read from dates or years', 'experience: company empty', 'exp.start: other precision or month', 'skills: item missed, 2 words', 'skills: extra item, 1-3 words']));
    expect(score.failures.join(' ')).not.toMatch(/Acme|Zo|Python|Docker/);
    expect(score.cefr).toEqual({ right: 1, total: 1 });
  });

  it.each([
    ['zoe@example.org.uk', 'zoe-muller-4a1b', 'email: wrong value (with more text)', 'linkedin: wrong value (with more text)'],
    ['zoe@example.or', 'zoe-mull', 'email: wrong value (cut short)', 'linkedin: wrong value (cut short)'],
    ['zoe@exarnple.org', 'zoe-rnuller', 'email: wrong value (2 characters differ)', 'linkedin: wrong value (2 characters differ)'],
    ['zoe@exampie.org', 'zoe-muiler', 'email: wrong value (1 character differs)', 'linkedin: wrong value (1 character differs)'],
    ['jean.martin@globex.com', 'jean-martin-42', 'email: wrong value (another text)', 'linkedin: wrong value (another text)'],
  ])('tells a wrong e-mail or LinkedIn by its shape, without its value: %s, %s', (email, linkedinKey, emailFailure, linkedinFailure) => {
    const score = scoreDocument(truth, { name: null, email, phone: null, linkedinKey, experiences: [], education: [], skills: [], languages: [] });
    expect(score.failures).toEqual(expect.arrayContaining([emailFailure, linkedinFailure]));
  });

  it('counts the mean of the fields F1 as the overall', () => {
    const perfect = scoreDocument(truth, {
      name: { firstName: 'Zoé', lastName: 'Müller-Martin' },
      email: 'zoe@example.org',
      phone: '+33639981234',
      linkedinKey: 'zoe-muller',
      experiences: truth.experiences,
      education: truth.education,
      skills: truth.skills,
      languages: ['English (fluent)'],
    });
    expect(prf(perfect.counts.languages).f1).toBe(1);
    expect(overall(perfect.counts)).toBe(1);
  });
});
