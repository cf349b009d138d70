import { Education, Experience, LanguageSkill, Profile, Provenance } from '../../../database/entities/person.entity';
import { fold } from '../parse/text';
import { languageKey } from '../parse/languages';
import { ParsedResume } from '../parse/parse-resume';

/** Person fields the parser may fill, as stored on the person row. */
export interface ContactFields {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  linkedinKey: string | null;
}

export interface MergeInput extends ContactFields {
  profile: Profile;
  provenance: Record<string, Provenance>;
}

export type ScalarField = 'firstName' | 'lastName' | 'email' | 'phone' | 'linkedinUrl';
export type ListField = keyof Profile;

export interface MergeResult {
  /** Scalar fields to write (with linkedinKey beside linkedinUrl). */
  fields: Partial<ContactFields>;
  profile: Profile;
  provenance: Record<string, Provenance>;
  added: {
    fields: ScalarField[];
    experiences: number;
    education: number;
    skills: string[];
    languages: LanguageSkill[];
  };
  changed: boolean;
}

/**
 * Fills a person from a parsed resume (SPEC 4.6). A scalar field is written only when it is empty
 * or was set by the parser itself, never over a recruiter, form or partner value. Lists are merged:
 * new items appended, duplicates (accent- and case-insensitive) skipped, nothing removed, whoever
 * set the list. Pure: returns what to write and what was added.
 */
export function mergeProfile(person: MergeInput, parsed: ParsedResume): MergeResult {
  const provenance: Record<string, Provenance> = { ...person.provenance };
  const fields: Partial<ContactFields> = {};
  const addedFields: ScalarField[] = [];
  const offer = (field: ScalarField, value: string | null | undefined): void => {
    if (!value) return;
    const current = person[field];
    const owner = provenance[field];
    if (current && owner !== 'resume') return;
    if (current && isSameValue(field, current, value)) return;
    fields[field] = value;
    provenance[field] = 'resume';
    addedFields.push(field);
  };
  offer('firstName', parsed.name?.firstName);
  offer('lastName', parsed.name?.lastName);
  offer('email', parsed.email);
  offer('phone', parsed.phone);
  offer('linkedinUrl', parsed.linkedinUrl);
  if (fields.linkedinUrl) fields.linkedinKey = parsed.linkedinKey;

  const experiences = appendNew(person.profile.experiences ?? [], parsed.experiences, experienceKey);
  const education = appendNew(person.profile.education ?? [], parsed.education, educationKey);
  const skills = appendNew(person.profile.skills ?? [], parsed.skills, (skill) => fold(skill));
  // One entry per language whatever its spelling: "Anglais" and "English" are the same language.
  const languages = appendNew(person.profile.languages ?? [], parsed.languages, (language) => languageKey(language.name));
  const profile: Profile = {
    experiences: experiences.list,
    education: education.list,
    skills: skills.list,
    languages: languages.list,
  };
  for (const [field, added] of [['experiences', experiences.added], ['education', education.added], ['skills', skills.added], ['languages', languages.added]] as const) {
    if (added.length > 0 && !provenance[field]) provenance[field] = 'resume';
  }
  const added = {
    fields: addedFields,
    experiences: experiences.added.length,
    education: education.added.length,
    skills: skills.added,
    languages: languages.added,
  };
  const changed = addedFields.length > 0 || experiences.added.length + education.added.length + skills.added.length + languages.added.length > 0;
  return { fields, profile, provenance, added, changed };
}

function isSameValue(field: ScalarField, a: string, b: string): boolean {
  return field === 'email' ? a.toLowerCase() === b.toLowerCase() : a === b;
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

/** Same job: same title and company (folded) and same start year. */
export function experienceKey(experience: Experience): string {
  return [fold(experience.title), fold(experience.company), experience.start?.slice(0, 4) ?? ''].join('|');
}

export function educationKey(education: Education): string {
  return [fold(education.degree), fold(education.school), education.end?.slice(0, 4) ?? ''].join('|');
}
