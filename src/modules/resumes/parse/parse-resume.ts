import { Education, Experience } from '../../../database/entities/person.entity';
import { findEmail, findLinkedin, findPhone } from './contact';
import { parseEducation } from './education';
import { parseExperiences } from './experiences';
import { parseLanguages } from './languages';
import { findName, PersonName } from './names';
import { splitSections } from './sections';
import { parseSkills } from './skills';
import { toLines } from './text';

export interface ParsedResume {
  name: PersonName | null;
  email: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  linkedinKey: string | null;
  experiences: Experience[];
  education: Education[];
  skills: string[];
  languages: string[];
}

/** Reads a resume's extracted text into profile fields (French and English). Pure. */
export function parseResume(text: string): ParsedResume {
  const lines = toLines(text);
  const sections = splitSections(lines);
  const linkedin = findLinkedin(text);
  return {
    name: findName(sections.header.length > 0 ? sections.header : lines),
    email: findEmail(text),
    phone: findPhone(sections.header.concat(sections.other, sections.summary).join('\n')) ?? findPhone(text),
    linkedinUrl: linkedin?.url ?? null,
    linkedinKey: linkedin?.key ?? null,
    experiences: parseExperiences(sections.experience),
    education: parseEducation(sections.education),
    skills: parseSkills(sections.skills),
    languages: parseLanguages(sections.languages),
  };
}
