import { EMPTY_PROFILE, Experience, Profile } from '../../database/entities/person.entity';
import { countAdded, LIST_KEYS, mergeProfileLists } from './profile-merge';

const experience = (title: string, company: string, start: string): Experience => ({ title, company, start, end: null, current: true, description: '' });

const incoming: Profile = {
  experiences: [experience('Développeur', 'Doctolib', '2020-01'), experience('Ingénieur', 'Capgemini', '2017-03')],
  education: [{ degree: 'Master', school: 'Université Paris-Saclay', start: '2015', end: '2017' }],
  skills: ['TypeScript', 'SQL'],
  languages: [{ name: 'English', level: 'fluent', cefr: 'C1' }],
};

describe('mergeProfileLists', () => {
  it('fills empty lists and records who set them', () => {
    const result = mergeProfileLists(structuredClone(EMPTY_PROFILE), incoming, {}, () => 'resume');
    expect(result.profile).toEqual(incoming);
    expect(result.provenance).toEqual({ experiences: 'resume', education: 'resume', skills: 'resume', languages: 'resume' });
    expect(countAdded(result.added)).toBe(6);
  });

  it('merges without duplicates (accents, case, typographic quotes folded), removes nothing, keeps the list\'s author', () => {
    const result = mergeProfileLists(
      { experiences: [experience('developpeur', 'DOCTOLIB', '2020-05'), experience('Chef', 'Ailleurs', '2010')], education: [], skills: ['typescript', 'Management'], languages: [{ name: 'english', level: null, cefr: null }] },
      incoming,
      { skills: 'recruiter' },
      () => 'resume',
    );
    expect(result.profile.experiences.map((e) => e.company)).toEqual(['DOCTOLIB', 'Ailleurs', 'Capgemini']);
    expect(result.profile.skills).toEqual(['typescript', 'Management', 'SQL']);
    expect(result.profile.languages).toEqual([{ name: 'english', level: null, cefr: null }]);
    expect(result.provenance.skills).toBe('recruiter');
    expect(result.added.skills).toEqual(['SQL']);
  });

  it('adds nothing the second time the same entries are merged', () => {
    const first = mergeProfileLists(structuredClone(EMPTY_PROFILE), incoming, {}, () => 'resume');
    const second = mergeProfileLists(first.profile, incoming, first.provenance, () => 'resume');
    expect(countAdded(second.added)).toBe(0);
    expect(second.profile).toEqual(first.profile);
  });

  it('tolerates a stored profile with missing lists', () => {
    expect(mergeProfileLists({}, { skills: ['SQL'] }, {}, () => undefined).profile).toEqual({ ...EMPTY_PROFILE, skills: ['SQL'] });
  });
});

describe('LIST_KEYS', () => {
  it.each([
    ['experiences', LIST_KEYS.experiences(experience('Chargé d’affaires', 'Société Générale', '2019-04')), LIST_KEYS.experiences(experience("charge d'affaires", 'societe  generale', '2019'))],
    ['skills', LIST_KEYS.skills('Node.js'), LIST_KEYS.skills(' node.JS ')],
    ['languages', LIST_KEYS.languages({ name: 'Français', level: 'courant', cefr: 'C1' }), LIST_KEYS.languages({ name: 'francais', level: null, cefr: null })],
  ])('gives one key to two spellings of one %s entry', (_list, a, b) => {
    expect(a).toBe(b);
  });
});
