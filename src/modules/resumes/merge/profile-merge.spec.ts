import { EMPTY_PROFILE, Experience } from '../../../database/entities/person.entity';
import { ParsedResume } from '../parse/parse-resume';
import { MergeInput, mergeProfile } from './profile-merge';

const experience = (title: string, company: string, start: string): Experience => ({ title, company, start, end: null, current: true, description: '' });

const parsed: ParsedResume = {
  name: { firstName: 'Jean', lastName: 'Dupont' },
  email: 'jean@example.fr',
  phone: '+33612345678',
  linkedinUrl: 'https://www.linkedin.com/in/jean-dupont',
  linkedinKey: 'jean-dupont',
  experiences: [experience('Développeur', 'Doctolib', '2020-01'), experience('Ingénieur', 'Capgemini', '2017-03')],
  education: [{ degree: 'Master', school: 'Université Paris-Saclay', start: '2015', end: '2017' }],
  skills: ['TypeScript', 'SQL'],
  languages: [{ name: 'Anglais', level: 'courant', cefr: 'C1' }],
};

const person = (overrides: Partial<MergeInput> = {}): MergeInput => ({
  firstName: '',
  lastName: '',
  email: null,
  phone: null,
  linkedinUrl: null,
  linkedinKey: null,
  profile: structuredClone(EMPTY_PROFILE),
  provenance: {},
  ...overrides,
});

describe('mergeProfile', () => {
  it('fills every empty field and marks it as set by the resume', () => {
    const result = mergeProfile(person(), parsed);
    expect(result.fields).toEqual({ firstName: 'Jean', lastName: 'Dupont', email: 'jean@example.fr', phone: '+33612345678', linkedinUrl: 'https://www.linkedin.com/in/jean-dupont', linkedinKey: 'jean-dupont' });
    expect(result.provenance).toMatchObject({ phone: 'resume', email: 'resume', experiences: 'resume', skills: 'resume' });
    expect(result.added).toMatchObject({ experiences: 2, education: 1, skills: ['TypeScript', 'SQL'], languages: [{ name: 'Anglais', level: 'courant', cefr: 'C1' }] });
    expect(result.changed).toBe(true);
  });

  it.each(['recruiter', 'form', 'partner:acme'] as const)('never overwrites a phone set by %s', (owner) => {
    const result = mergeProfile(person({ phone: '+33700000000', provenance: { phone: owner } }), parsed);
    expect(result.fields.phone).toBeUndefined();
    expect(result.provenance.phone).toBe(owner);
  });

  it('replaces a value the parser set itself', () => {
    const result = mergeProfile(person({ phone: '+33700000000', provenance: { phone: 'resume' } }), parsed);
    expect(result.fields.phone).toBe('+33612345678');
  });

  it('keeps a field with no recorded owner when it is not empty', () => {
    expect(mergeProfile(person({ email: 'other@example.fr' }), parsed).fields.email).toBeUndefined();
  });

  it('merges lists without duplicates and removes nothing', () => {
    const result = mergeProfile(
      person({
        profile: { experiences: [experience('developpeur', 'DOCTOLIB', '2020-05'), experience('Chef', 'Ailleurs', '2010')], education: [], skills: ['typescript', 'Management'], languages: [{ name: 'English', level: null, cefr: null }] },
        provenance: { skills: 'recruiter' },
      }),
      parsed,
    );
    expect(result.profile.experiences.map((e) => e.company)).toEqual(['DOCTOLIB', 'Ailleurs', 'Capgemini']);
    expect(result.profile.skills).toEqual(['typescript', 'Management', 'SQL']);
    // "Anglais" is the English already on the profile: keyed by folded name, French or English.
    expect(result.profile.languages).toEqual([{ name: 'English', level: null, cefr: null }]);
    expect(result.provenance.skills).toBe('recruiter');
  });

  it('adds nothing the second time the same resume is merged', () => {
    const first = mergeProfile(person(), parsed);
    const after: MergeInput = { ...person(), ...first.fields, profile: first.profile, provenance: first.provenance } as MergeInput;
    const second = mergeProfile(after, parsed);
    expect(second.changed).toBe(false);
    expect(second.fields).toEqual({});
  });
});
