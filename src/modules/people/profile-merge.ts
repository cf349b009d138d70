import { foldText } from '../../common/text/normalize';
import { Education, Experience, LanguageSkill, Profile, Provenance } from '../../database/entities/person.entity';

export type ProfileList = keyof Profile;
export const PROFILE_LISTS: readonly ProfileList[] = ['experiences', 'education', 'skills', 'languages'];

type Item<L extends ProfileList> = Profile[L][number];

/**
 * When two entries of a list are the same one: the one place that decides it, for the resume
 * pipeline and the person merge alike.
 */
export const LIST_KEYS: { [L in ProfileList]: (item: Item<L>) => string } = {
  /** Same job: same title and company (folded) and same start year. */
  experiences: (experience: Experience) => [foldText(experience.title), foldText(experience.company), experience.start?.slice(0, 4) ?? ''].join('|'),
  /** Same degree at the same school ending the same year. */
  education: (education: Education) => [foldText(education.degree), foldText(education.school), education.end?.slice(0, 4) ?? ''].join('|'),
  skills: (skill: string) => foldText(skill),
  /** The language by its folded name, whatever its level: "Français" (courant) and "francais" are one language. */
  languages: (language: LanguageSkill) => foldText(language.name),
};

export type AddedItems = { [L in ProfileList]: Array<Item<L>> };

export interface ListMerge {
  profile: Profile;
  /** Provenance of the lists after the merge: a list that was empty of authors records `sourceOf(list)`. */
  provenance: Record<string, Provenance>;
  added: AddedItems;
}

/**
 * Merges entries into a profile's lists: new entries appended in order, an entry already there
 * (by LIST_KEYS) skipped, nothing removed, whoever set the list. Pure.
 */
export function mergeProfileLists(
  current: Partial<Profile>,
  incoming: Partial<Profile>,
  provenance: Record<string, Provenance>,
  sourceOf: (list: ProfileList) => Provenance | undefined,
): ListMerge {
  const merged = { ...provenance };
  const experiences = appendNew(current.experiences ?? [], incoming.experiences ?? [], LIST_KEYS.experiences);
  const education = appendNew(current.education ?? [], incoming.education ?? [], LIST_KEYS.education);
  const skills = appendNew(current.skills ?? [], incoming.skills ?? [], LIST_KEYS.skills);
  const languages = appendNew(current.languages ?? [], incoming.languages ?? [], LIST_KEYS.languages);
  const added: AddedItems = { experiences: experiences.added, education: education.added, skills: skills.added, languages: languages.added };
  for (const list of PROFILE_LISTS) {
    const source = sourceOf(list);
    if (added[list].length > 0 && !merged[list] && source) merged[list] = source;
  }
  return {
    profile: { experiences: experiences.list, education: education.list, skills: skills.list, languages: languages.list },
    provenance: merged,
    added,
  };
}

/** The number of entries added to all lists. */
export function countAdded(added: AddedItems): number {
  return PROFILE_LISTS.reduce((sum, list) => sum + added[list].length, 0);
}

function appendNew<T>(existing: T[], incoming: T[], key: (item: T) => string): { list: T[]; added: T[] } {
  const seen = new Set(existing.map(key));
  const added: T[] = [];
  for (const item of incoming) {
    const k = key(item);
    if (k === '' || seen.has(k)) continue;
    seen.add(k);
    added.push(item);
  }
  return { list: [...existing, ...added], added };
}
