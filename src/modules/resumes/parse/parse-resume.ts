import { Education, Experience, LanguageSkill } from '../../../database/entities/person.entity';
import { LayoutLine } from '../extract/layout';
import { emailFromLinks, findEmail, findLinkedin, withHandleSpelledAsAddress } from './contact';
import { findDateRange } from './dates';
import { parseEducation } from './education';
import { parseExperiences } from './experiences';
import { isLanguageName, isNotAboutLanguages, languageKey, languagesNamedAlone, languagesWithoutHeading, parseLanguages } from './languages';
import { schoolScore, titleScore } from './lexicon';
import { ResumeLine, resumeLines } from './lines';
import { findName, labelledName, nameBeforeTitle, nameOpeningContactLine, nameSpelledByAddress, nameSpellingOf, ownerSpelledByAddress, PersonName, resolveName, withoutMonograms } from './names';
import { findPhoneNumber, resumeCountry } from './phones';
import { adjacentHeadings, Sections, splitSections, withCellHeadingsOnTheirLines, withSideListsGathered, withTopAlignedHeadingsFirst } from './sections';
import { contactBlockList, parseSkills, skillsWithoutHeading, trailingList } from './skills';
import { fold, uniqueBy } from './text';

export interface ParsedResume {
  name: PersonName | null;
  email: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  linkedinKey: string | null;
  experiences: Experience[];
  education: Education[];
  skills: string[];
  languages: LanguageSkill[];
}

/**
 * Entries of a resume whose heading was not read (an OCR that dropped it, a theme without one):
 * the dated entries of the other lines (the header included: a first heading that was not read leaves
 * its entries there) that the lexicon recognises (a job title and a company, a school).
 */
function unheaded<T>(sections: Sections<ResumeLine>, parse: (lines: ResumeLine[]) => T[], keep: (entry: T) => boolean): T[] {
  return parse([...afterContactBlock(sections.header), ...sections.summary, ...sections.other]).filter(keep);
}

/** An address, a phone number or a web address: a line of the contact block. */
const CONTACT_LINE = /@|https?:|www\.|linkedin|\+?\d[\d ().-]{7,}\d/i;

/**
 * The header's lines after its contact block (the name and the lines up to the last one with an
 * address, a phone or a link among the first ten): they would be read as the first entry's title.
 */
function afterContactBlock(header: ResumeLine[]): ResumeLine[] {
  const last = header.slice(0, 10).findLastIndex((line) => CONTACT_LINE.test(line.text) && !findDateRange(line.text));
  return header.slice(last + 1);
}

const isKnownJob = (entry: Experience): boolean => titleScore(entry.title) > 0 && entry.company !== '';
const isKnownSchool = (entry: Education): boolean => schoolScore(entry.school) > 0;

/**
 * Dated entries read under a short list's heading (skills, languages): a sidebar heading read
 * before the main column's entries leaves them there. Only those the lexicon recognises.
 */
function misplaced<T>(sections: Sections<ResumeLine>, parse: (lines: ResumeLine[]) => T[], keep: (entry: T) => boolean): T[] {
  return [sections.skills, sections.languages].flatMap((lines) => parse(lines).filter(keep));
}

/**
 * Skills read under the languages heading when the two headings stood side by side ("Skills" then
 * "Languages" with nothing between): the languages section's lines that name no language and no level.
 */
function sharedWithLanguages(lines: ResumeLine[], sections: Sections<ResumeLine>): ResumeLine[] {
  const shared = adjacentHeadings(lines).some(([a, b]) => (a === 'skills' && b === 'languages') || (a === 'languages' && b === 'skills'));
  if (!shared) return [];
  // (the two lists' rows only: a digit, a sentence or a long line ends them; not rating dots OCR read as zeros, "00000 Native",
  // nor a row of tags in brackets, "(Meditech Expanse ) ( Epic EHR) ( Wound care )")
  const end = sections.languages.findIndex((line) => /\d/.test(line.text.replace(/^[0oOe]{3,}(?=\s|$)/, '')) || /[.!?]$/.test(line.text) || (line.text.split(/\s+/).length > 6 && !/[([].*[)\]]/.test(line.text)));
  return sections.languages.slice(0, end < 0 ? undefined : end).filter((line) => isNotAboutLanguages(line.text));
}

/**
 * The languages section's languages, and those printed elsewhere with a level (a heading OCR
 * dropped, a label column read a row apart that leaves a language above its heading).
 */
function languagesOf(sections: Sections<ResumeLine>): LanguageSkill[] {
  const listed = parseLanguages(sections.languages.map((line) => ({ text: line.text, x: line.x, top: line.top, height: line.height, layout: line.layout })));
  const elsewhere = languagesWithoutHeading([...sections.header, ...sections.summary, ...sections.other, ...sections.skills, ...sections.education].map((line) => line.text));
  const alone = listed.length + elsewhere.length === 0 ? languagesNamedAlone(sections.header.map((line) => line.text)) : [];
  return uniqueBy([...listed, ...elsewhere, ...alone], (language) => languageKey(language.name));
}

/** French when French section titles and words outnumber English ones. */
function languageOf(text: string): 'fr' | 'en' {
  const fr = (text.match(/\b(?:expériences?|formation|compétences|langues|aujourd'hui|janv|févr|avr|juil|août|déc|depuis|chez|et|des|les|au|du|une)\b/gi) ?? []).length;
  const en = (text.match(/\b(?:experience|education|skills|languages|present|since|and|the|of|with|at|for)\b/gi) ?? []).length;
  return fr > en ? 'fr' : 'en';
}

/**
 * Lines of several sections cut into the runs the document printed one after the other: a group of
 * skills in a contact column ends where its section does ("Programming" / "Java" / "SQL", then
 * "Languages" ..., then "Interests" / "Marathon running" is no skill). A line a section rewrote (an
 * inline heading's rest) goes on with its run.
 */
function documentRuns(lines: ResumeLine[], pool: ResumeLine[]): ResumeLine[][] {
  const order = new Map(lines.map((line, index) => [line, index]));
  const runs: ResumeLine[][] = [];
  let previous = -2;
  for (const line of pool) {
    const at = order.get(line);
    if (runs.length === 0 || (at !== undefined && at !== previous + 1)) runs.push([]);
    runs[runs.length - 1].push(line);
    if (at !== undefined) previous = at;
    else previous += 1;
  }
  return runs;
}

/** The lines the parser reads, in the order it reads them (also what the evaluation reports sections from). */
export function readingLines(text: string, layout?: LayoutLine[]): ResumeLine[] {
  return withSideListsGathered(withTopAlignedHeadingsFirst(resumeLines(layout && layout.length > 0 ? text : withCellHeadingsOnTheirLines(text), layout)));
}

/**
 * Reads a resume into profile fields (French and English). Pure. `layout` is the extractor's
 * lines with their position, size and emphasis (PDF, DOCX, OCR); without it (a .doc) the text's
 * lines are read the same way with neutral layout. `links` are the document's hyperlink targets
 * (PDF link annotations, DOCX hyperlinks): a layout that prints only an icon or the word "LinkedIn"
 * keeps the profile there. They give the e-mail (`mailto:`) only when the text prints none, and the
 * LinkedIn profile when the text prints no profile URL (see findLinkedin).
 */
export function parseResume(text: string, layout?: LayoutLine[], links: readonly string[] = []): ParsedResume {
  const lines = readingLines(text, layout);
  const sections = splitSections(lines);
  const plain = lines.map((line) => line.text);
  const joined = plain.join('\n');
  const address = findEmail(joined, null);
  // (a photo's stand-in of initials is no part of the name)
  const nameLines = withoutMonograms(lines);
  // (the LinkedIn handle spells the name as well, read only when the address did not: "Rebecca Chinwe" / "ADEYEMI-JOHNSON"
  // beside /in/rebecca-adeyemi-johnson and rebecca.aj@)
  const spelledByHandle = (): PersonName | null => {
    const handle = findLinkedin(joined, links, null)?.key;
    return handle ? nameSpelledByAddress(nameLines, `${handle}@linkedin.com`) : null;
  };
  const labelled = labelledName(nameLines);
  const found = nameBeforeTitle(nameLines, address) ?? labelled ?? nameSpelledByAddress(nameLines, address) ?? spelledByHandle() ?? nameOpeningContactLine(nameLines) ?? findName(nameLines, withoutMonograms(sections.header), new Set([...sections.experience, ...sections.education]));
  const email = findEmail(joined, found) ?? emailFromLinks(links);
  const name = found && resolveName(lines, found, email ? nameSpellingOf(email) : null, (person) => findLinkedin(joined, links, person)?.key ?? null, found === labelled);
  // (no name read: the one the address spells finds a handle printed alone that carries it)
  const linkedin = withHandleSpelledAsAddress(findLinkedin(joined, links, name ?? ownerSpelledByAddress(email)), name, email);
  const headerLines = Math.max(sections.header.length, 12);
  // (no skills heading read: a list at the end of the jobs, of the profile or of the contact block is the skills, its heading lost)
  const noSkillsHeading = sections.skills.length === 0;
  const afterJobs = noSkillsHeading ? trailingList(sections.experience) : [];
  const headless = noSkillsHeading ? [afterJobs, trailingList(sections.summary), contactBlockList(sections.header)] : [];
  const jobs = sections.experience.slice(0, sections.experience.length - afterJobs.length);
  const experiences = [
    ...(jobs.length > 0 ? parseExperiences(jobs) : unheaded(sections, parseExperiences, isKnownJob)),
    ...misplaced(sections, parseExperiences, isKnownJob),
  ];
  const education = [
    ...(sections.education.length > 0 ? parseEducation(sections.education) : unheaded(sections, parseEducation, isKnownSchool)),
    ...misplaced(sections, parseEducation, isKnownSchool),
  ];
  // What another field holds is no skill (an entry of the main column read under the skills heading,
  // the name); nor is a language listed among the skills ("Languages: English, French" as a skill group),
  // with its level or not ("Roumain (bilingue)", "Greek - native").
  const spoken = (skill: string): boolean => isLanguageName(skill.replace(/\s*(?:\([^)]*\)|[–—:-]\s.*)$/, ''));
  const taken = new Set([...experiences.flatMap((e) => [e.title, e.company]), ...education.flatMap((e) => [e.degree, e.school]), name ? `${name.firstName} ${name.lastName}` : ''].filter(Boolean).map(fold));
  const unheadedSkills = documentRuns(lines, [...sections.header, ...sections.summary, ...sections.other]).flatMap((run) => parseSkills(skillsWithoutHeading(run)));
  const skills = [...parseSkills(sections.skills.length > 0 ? sections.skills : sharedWithLanguages(lines, sections)), ...unheadedSkills, ...headless.flatMap(parseSkills)];
  return {
    name,
    email,
    phone: findPhoneNumber(plain, { country: resumeCountry(joined, languageOf(joined), email), headerLines }),
    linkedinUrl: linkedin?.url ?? null,
    linkedinKey: linkedin?.key ?? null,
    experiences,
    education,
    skills: uniqueBy(skills, (skill) => skill.toLowerCase()).filter((skill) => !spoken(skill) && !taken.has(fold(skill))),
    // (and a language listed among the skills is one the candidate speaks: "l AWS l l English l", "[Néerlandais]")
    languages: uniqueBy([...languagesOf(sections), ...parseLanguages(skills.filter(spoken))], (language) => languageKey(language.name)),
  };
}
