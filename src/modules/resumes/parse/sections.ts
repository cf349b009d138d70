import { fold } from './text';

export type SectionKind = 'experience' | 'education' | 'skills' | 'languages' | 'summary' | 'other';

export interface Sections {
  /** Lines before the first heading: name, title, contact details. */
  header: string[];
  experience: string[];
  education: string[];
  skills: string[];
  languages: string[];
  summary: string[];
  other: string[];
}

/** Headings as they are written once folded (no accents, lower case), French and English. */
const HEADINGS: Array<[SectionKind, RegExp]> = [
  ['experience', /^(?:(?:work|professional|relevant|career|employment)\s+)?(?:experiences?|history|background)(?:\s+(?:professionnelles?|professional))?$/],
  ['experience', /^(?:experiences?\s+(?:professionnelles?|pro)|parcours\s+professionnel|emplois?|employment|work\s+history|employment\s+history|career(?:\s+history)?|postes?\s+occupes?)$/],
  ['education', /^(?:education|formations?|formation\s+(?:academique|initiale|et\s+diplomes)|diplomes?(?:\s+et\s+formations?)?|etudes|cursus(?:\s+academique)?|parcours\s+academique|academic\s+(?:background|qualifications)|qualifications|education\s+(?:&|and)\s+training|degrees?)$/],
  ['skills', /^(?:(?:technical|key|core|professional|it|hard|soft)\s+)?(?:skills|competencies|competences)(?:\s+(?:techniques|cles|informatiques|professionnelles))?$/],
  ['skills', /^(?:savoir-faire|outils(?:\s+et\s+technologies)?|technologies|tools|stack(?:\s+technique)?|expertise|skills\s+(?:&|and)\s+tools|competences\s+(?:&|et)\s+outils)$/],
  ['languages', /^(?:languages?|langues?(?:\s+etrangeres)?|language\s+skills|competences\s+linguistiques)$/],
  ['summary', /^(?:profile|profil|summary|professional\s+summary|about(?:\s+me)?|a\s+propos(?:\s+de\s+moi)?|objective|objectif|resume|presentation)$/],
  ['other', /^(?:interests|hobbies|centres?\s+d'interets?|loisirs|certifications?|references|projects|projets(?:\s+personnels)?|publications|volunteering|benevolat|activites|awards|distinctions|contact|coordonnees|informations?\s+personnelles|personal\s+(?:details|information))$/],
];

/** The kind of a heading line, or null when the line is content. */
export function headingKind(line: string): SectionKind | null {
  if (line.length > 48) return null;
  const key = fold(line)
    .replace(/^[\d.)\s#>*•■▪-]+/, '')
    .replace(/[:：.\-–—_=*#]+$/, '')
    .replace(/\s+&\s+/g, ' & ')
    .trim();
  if (key === '') return null;
  for (const [kind, pattern] of HEADINGS) if (pattern.test(key)) return kind;
  return null;
}

/** Splits resume lines by section headings; content of repeated headings is appended. */
export function splitSections(lines: string[]): Sections {
  const sections: Sections = { header: [], experience: [], education: [], skills: [], languages: [], summary: [], other: [] };
  let current: keyof Sections = 'header';
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    const kind = headingKind(line);
    if (kind) {
      current = kind;
      // A heading wrapped in a narrow column: "COMPÉTENCES" / "TECHNIQUES".
      if (index + 1 < lines.length && headingKind(`${line} ${lines[index + 1]}`) === kind && !headingKind(lines[index + 1])) index += 1;
      continue;
    }
    const inline = /^([^:：]{3,40})\s*[:：]\s*(.+)$/.exec(line);
    const inlineKind = inline ? headingKind(inline[1]) : null;
    if (inline && inlineKind && inlineKind !== 'other') {
      current = inlineKind;
      sections[current].push(inline[2]);
      continue;
    }
    sections[current].push(line);
  }
  return sections;
}
