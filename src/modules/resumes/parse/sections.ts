import { median } from '../extract/layout';
import { isLanguageName } from './languages';
import { ResumeLine } from './lines';
import { isSkillCategory } from './skills';
import { editDistance, fold } from './text';

export type SectionKind = 'experience' | 'education' | 'skills' | 'languages' | 'summary' | 'other';

export interface Sections<T = string> {
  /** Lines before the first heading: name, title, contact details. */
  header: T[];
  experience: T[];
  education: T[];
  skills: T[];
  languages: T[];
  summary: T[];
  other: T[];
}

/** Headings as they are written once folded (no accents, lower case), French and English. */
const HEADINGS: Array<[SectionKind, RegExp]> = [
  ['experience', /^(?:(?:work|professional|relevant|career|employment|industry)\s+)?(?:experiences?|history|background)(?:\s+(?:professionnelles?|professional))?$/],
  ['experience', /^(?:experiences?\s+(?:professionnelles?|pro)|parcours(?:\s+professionnel)?|emplois?|employment|work|work\s+history|employment\s+history|career(?:\s+history)?|postes?\s+occupes?|experience\s+professionnelle\s+et\s+stages|stages?\s+et\s+emplois|carriere|historique\s+professionnel|stages?|internships?|positions(?:\s+held)?|professional\s+background|work\s+experience\s+(?:&|and)\s+internships|(?:professional|work|employment|career)\s+(?:experience|history)\s+(?:&|and)\s+(?:internships|projects)|experiences?\s+(?:&|et)\s+(?:stages|projets)|experience\s+summary|career\s+(?:summary|highlights)|professional\s+history|(?:relevant\s+)?work\s+experience|experiences?\s+significatives|jobs|experience\s+highlights|(?:selected|teaching|research|clinical|leadership|military|other|additional|international|consulting|freelance|management|sales|engineering|nursing|legal|industry)\s+experience)$/],
  ['education', /^(?:education|formations?|formation\s+(?:academique|initiale|et\s+diplomes)|diplomes?(?:\s+et\s+formations?)?|etudes|cursus(?:\s+academique)?|parcours\s+academique|academic\s+(?:background|qualifications)|qualifications|education\s+(?:&|and)\s+training|degrees?|education\s+(?:&|and)\s+qualifications|scolarite|academic(?:\s+history)?|training|diplomes?\s+et\s+certifications?|education\s+(?:&|and)\s+certifications?|formations?\s+et\s+certifications?|educational\s+background|education\s+history|education\s+(?:&|and)\s+(?:diplomas|degrees)|academic\s+(?:education|training|record)|schooling|formation\s+(?:universitaire|scolaire)|diplomes?\s+(?:&|et)\s+formations?|parcours\s+scolaire|etudes\s+et\s+diplomes)$/],
  ['skills', /^(?:(?:technical|key|core|professional|it|hard|soft|relevant|main|other|additional|autres)\s+)?(?:skills|competencies|competences)(?:\s+(?:techniques|cles|informatiques|professionnelles|and\s+tech|et\s+outils|&\s+tools|summary|overview|profile|(?:&|and)\s+(?:expertise|abilities|competencies|technologies|tools)))?$/],
  ['skills', /^(?:savoir-faire|outils(?:\s+et\s+technologies)?|technologies|tools|stack(?:\s+technique)?|expertise|skills\s+(?:&|and)\s+(?:tools|technologies|certifications)|competences\s+(?:&|et)\s+certifications|domaines(?:\s+d'(?:expertise|intervention))?|competences\s+(?:&|et)\s+outils|areas\s+of\s+expertise|domaines\s+de\s+competences?|technical\s+(?:proficiencies|expertise|stack)|tech\s+stack|toolbox|toolkit|boite\s+a\s+outils|proficiencies|capabilities|specialties|specialities|connaissances(?:\s+(?:techniques|informatiques))?|environnements?\s+techniques?|competences\s+(?:et\s+savoir-faire|et\s+qualites|techniques\s+et\s+outils|transversales|metiers?)|logiciels\s+maitrises|outils\s+maitrises|savoir-faire\s+techniques|skill\s+set|skillset|key\s+competencies|(?:core|key)\s+qualifications|top\s+skills|principales\s+competences|(?:key\s+|core\s+)?strengths|points\s+forts)$/],
  ['skills', /^(?:logiciels|software|softwares|outils\s+informatiques|systems\s+(?:&|and)\s+software|software\s+(?:&|and)\s+(?:tools|systems)|(?:it|computer|digital)\s+skills|skills\s+(?:&|and|\/)\s+languages|competences\s+(?:&|et|\/)\s+langues|what\s+i\s+bring|ce\s+que\s+j'apporte|tools\s+(?:&|and)\s+technologies|technologies\s+(?:&|and)\s+tools|savoir-etre|what\s+i\s+do|qualites(?:\s+personnelles)?|(?:mes\s+)?atouts)$/],
  ['languages', /^(?:languages?|langues?(?:\s+(?:etrangeres|parlees|vivantes))?|language\s+(?:skills|proficiency)|spoken\s+languages|competences\s+linguistiques|languages\s+spoken|languages\s+known|foreign\s+languages|langues\s+(?:et\s+)?(?:niveaux?|maitrisees)|linguistic\s+skills|langue\(s\)\s+maternelle\(s\)?|langues\s+maternelles|autres?(?:\(s\)?)?\s+langues?(?:\(s\)?)?|mother\s+tongue(?:\(s\)?|s)|other\s+languages?(?:\(s\)?)?)$/],
  ['summary', /^(?:profile|profil|summary|professional\s+summary|about(?:\s+me)?|a\s+propos(?:\s+de\s+moi)?|objective|objectif|resume|presentation|profil\s+professionnel|(?:professional|personal|career)\s+profile|career\s+objective|objectif\s+professionnel|personal\s+statement|executive\s+summary)$/],
  [
    'other',
    /^(?:interests|hobbies|centres?\s+d'interets?|loisirs|(?:licen[cs]es\s+(?:&|and|et)\s+)?certifications?|certificates|references|projects|projets(?:\s+personnels)?|publications|volunteer(?:ing)?|benevolat|activites|awards|distinctions|contact|coordonnees|informations?\s+personnelles|personal(?:\s+(?:details|information))?|personnel|profiles|profils|links|liens|additional(?:\s+information)?|informations?\s+complementaires|passions|permis(?:\s+de\s+conduire)?|driving\s+licen[cs]e|vie\s+associative|engagements?(?:\s+associatifs?)?|activites\s+extra-?professionnelles|volunteer\s+(?:experience|work)|honou?rs(?:\s+(?:&|and)\s+awards)?|accomplishments|memberships|affiliations|elsewhere|find\s+me\s+online|contact\s+me|me\s+contacter|contactez-moi|get\s+in\s+touch|connect|social\s+(?:networks|profiles))$/,
  ],
];

/** The headings with their word spaces optional: a letter-spaced heading read without them. */
const COMPACT_HEADINGS: Array<[SectionKind, RegExp]> = HEADINGS.map(([kind, pattern]) => [kind, new RegExp(pattern.source.replace(/\\s\+/g, '\\s*'))]);

/** A European CV's label of the mother tongues, then the languages on its row ("Langue maternelle" alone is a level). */
const EUROPASS_LANGUAGES = /^((?:langue\(s\)\s+maternelle\(s\)|langues\s+maternelles|mother\s+tongue(?:\(s\)|s)))\s*[:：]?\s+(\S.*)$/iu;

/** A label of the tools a job used, printed under it: "Tech stack:", "Environnement technique :", "Outils :". */
/** Labels of pastimes, which end the section they are printed in. */
const PASTIMES = /^(?:interests|hobbies|centres?\s+d'interets?|loisirs|passions)$/;
const JOB_TOOLS = /^(?:tech(?:nical)?\s+stack|stack(?:\s+technique)?|environnements?\s+techniques?|outils|tools|technologies|technos?)$/;

/** Labels inside an entry ("Highlights", "Courses"): neither content nor a new section. */
const ENTRY_LABELS = /^(?:highlights|realisations|courses|cours|key\s+achievements|achievements|missions|taches|responsibilities|responsabilites|keywords|mots-cles)$/;

function headingKey(line: string): string {
  return fold(line)
    // A count after the heading: "Work Experience(3)", "Languages (2)", "Skills [12]".
    .replace(/\s*[([]\d{1,3}[)\]]\s*$/, '')
    // Numbers, rules and brackets around a heading: "01. Experience", "— Skills —", "[ Education ]", "// Languages", "<Experience />".
    .replace(/^[^\p{L}]+/u, '')
    // (never digits at the end: "Diplôme" / "2015 - 2017" is a degree and its dates, not a heading)
    .replace(/[^\p{L}\d]+$/u, '')
    .replace(/\s+&\s+/g, ' & ')
    // "Mes compétences", "My skills", "Mon parcours": the possessive is not part of the heading.
    .replace(/^(?:mes|mon|ma|my|our|nos|notre)\s+(?=\S)/, '')
    .trim();
}

/** One-word headings a layout may set in small capitals. */
const SMALL_CAPS_HEADINGS = ['education', 'experience', 'experiences', 'languages', 'langues', 'competences', 'formation', 'formations', 'skills', 'profile', 'summary', 'projects', 'certifications', 'interests', 'references'];

/** The kind of a heading line, or null when the line is content. */
export function headingKind(line: string): SectionKind | null {
  if (line.length > 48) return null;
  const kind = kindOf(headingKey(line));
  if (kind) return kind;
  // A heading in capitals OCR read with an "l", a "1" or a "|" for its I, a "0" for its O, a "5" for its S: "SKlLLS", "SK|LLS", "C0MPÉTENCES", "SKILL5".
  if (/^[\p{Lu}\s'’&-]*[l10|5][\p{Lu}\s'’&l10|5-]*$/u.test(line.trim()) && /\p{Lu}{2}/u.test(line)) {
    const mended = kindOf(headingKey(line.replace(/[l1|]/g, 'I').replace(/0/g, 'O').replace(/5/g, 'S')));
    if (mended) return mended;
  }
  // A letter-spaced heading in capitals, read glyph by glyph ("S U M M A RY", "E D U C AT I O N") or
  // with its word spaces lost ("WORKEXPERIENCE"): its letters without spaces.
  const tokens = line.trim().split(/\s+/);
  const spaced = tokens.length >= 4 && tokens.filter((token) => token.length <= 2).length >= tokens.length * 0.6;
  if ((spaced || (tokens.length === 1 && tokens[0].length >= 8)) && line === line.toUpperCase()) {
    const compact = headingKey(line).replace(/\s+/g, '');
    for (const [kind, pattern] of COMPACT_HEADINGS) if (pattern.test(compact)) return kind;
  }
  // A heading in small capitals OCR read in mixed case with a letter wrong: "EpucaTioN", "ExPERlENCE".
  const word = line.trim();
  if (/^\p{L}{6,20}$/u.test(word) && /^\p{L}\p{Ll}*\p{Lu}/u.test(word) && /\p{Ll}/u.test(word)) {
    const key = fold(word);
    const near = SMALL_CAPS_HEADINGS.find((heading) => editDistance(key, heading) <= (heading.length >= 9 ? 2 : 1));
    if (near) return kindOf(near);
  }
  // An icon before the heading, read by OCR as one or two characters: "Bl EXPERIENCE", "ea ABOUT".
  const iconed = /^\S{1,2}\s+(\p{Lu}[\p{Lu}\s'’&]+)$/u.exec(line.trim());
  return iconed ? kindOf(headingKey(iconed[1])) : null;
}

/**
 * A Word document's text (no layout) where the converter set a table's next cell after a tab on the last
 * line of the cell before ("École de santé publique\tExpertise", a two-column table read cell by cell):
 * a section heading after a tab starts a line of its own.
 */
export function withCellHeadingsOnTheirLines(text: string): string {
  return text.replace(/\t+[ \t]*([^\t\n]+?)[ \t]*(?=\n|$)/g, (whole, cell: string) => (headingKind(cell) !== null ? `\n${cell}` : whole));
}

function kindOf(key: string): SectionKind | null {
  if (key === '') return null;
  for (const [kind, pattern] of HEADINGS) if (pattern.test(key)) return kind;
  return null;
}

export function isEntryLabel(line: string): boolean {
  return line.length <= 40 && ENTRY_LABELS.test(headingKey(line));
}

/**
 * A label column read with its row in title case: "Skills Clinical" (the label, then a group of
 * skills), "Languages English" (then a language). Only these two: "Education Coordinator" is a title.
 */
function labelledRow(text: string): RegExpExecArray | null {
  const match = /^(Skills|Compétences|Languages|Langues)\s+(\p{Lu}[\p{L}' ]{1,30})$/u.exec(text.trim());
  if (!match) return null;
  const languages = /^(?:Languages|Langues)$/.test(match[1]);
  return (languages ? isLanguageName(match[2]) : isSkillCategory(match[2])) ? match : null;
}

/**
 * Headings set side by side on one row and read one after the other ("Skills" then "Languages", two
 * columns of a table read row by row): pairs of section kinds whose first heading has no line of its
 * own before the second, so the second's lines hold both lists.
 */
export function adjacentHeadings(lines: Array<{ text: string }>): Array<[SectionKind, SectionKind]> {
  const pairs: Array<[SectionKind, SectionKind]> = [];
  let previous: SectionKind | null = null;
  for (const line of lines) {
    const kind = headingKind(line.text);
    if (kind && previous && kind !== previous) pairs.push([previous, kind]);
    previous = kind;
  }
  return pairs;
}

/** A line that starts with a spoken language's name: "Dutch", "English (Native)", "• Anglais : courant", "Brazilian Portuguese". */
function opensWithLanguage(text: string): boolean {
  const words = text.split(/[\s,;:|()•·–—-]+/).filter(Boolean);
  return [words[0], `${words[0]} ${words[1]}`, words[1]].some((head) => head !== undefined && isLanguageName(head));
}

function isSkillGroupNamedLanguages(lines: ResumeLine[], index: number): boolean {
  const end = lines.findIndex((line, at) => at > index && headingKind(line.text) !== null);
  const group = lines.slice(index + 1, end < 0 ? undefined : end);
  const spokenLater = lines.some((line, at) => at > index && headingKind(line.text) === 'languages');
  return spokenLater && group.length > 0 && !group.some((line) => opensWithLanguage(line.text));
}

/**
 * Splits resume lines by section headings; content of repeated headings is appended. A heading
 * set like content (same size, no emphasis) in the middle of a sentence-like block is still a
 * heading when its words are a known heading: resumes rarely use them otherwise.
 */
/** "Personal" over short lines with no detail of a person (no figure, address, label, nationality, birth or licence). */
function isPersonalSkillGroup(lines: ResumeLine[], index: number): boolean {
  const next = lines[index + 1]?.text ?? '';
  return /^(?:personal|personnel)$/.test(headingKey(lines[index].text)) && next !== '' && next.split(/\s+/).length <= 5 && !/[\d@:：]/.test(next) && !/national|born|birth|naissance|n[ée]e?\s+le|licen[cs]e|permis|married|mari[ée]|single|c[ée]libataire/i.test(next);
}

export function splitSections(lines: ResumeLine[]): Sections<ResumeLine> {
  const sections: Sections<ResumeLine> = { header: [], experience: [], education: [], skills: [], languages: [], summary: [], other: [] };
  let current: keyof Sections = 'header';
  // (the second lines of headings wrapped in a gutter, read after the first row of the content beside them)
  const wrappedHeadings = new Set<number>();
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (wrappedHeadings.has(index)) continue;
    const kind = headingKind(line.text);
    // A group of the skills named "Languages" (programming languages: "Languages" / "C#" / "Java 17"): no new
    // section when a "Languages" heading follows further down and no line up to the next heading names a
    // spoken language (side by side, "Skills" and "Languages" headings are followed by both lists).
    if (kind === 'languages' && current === 'skills' && isSkillGroupNamedLanguages(lines, index)) continue;
    // A group of the skills named "Personal" (its soft skills: "PERSONAL" / "Attention to detail"), not a "Personal details" section.
    if (kind === 'other' && current === 'skills' && isPersonalSkillGroup(lines, index)) {
      sections.skills.push(line);
      continue;
    }
    if (kind) {
      current = kind;
      // A heading wrapped in a narrow column: "COMPÉTENCES" / "TECHNIQUES", "CENTRES" / "D'INTÉRÊT".
      const next = lines[index + 1];
      // Or wrapped in a left gutter beside the content ("Domaines" / "d'expertise"), the content's first row read between its lines.
      const after = lines[index + 2];
      if (next && !headingKind(next.text) && headingKind(`${line.text} ${next.text}`)) index += 1;
      else if (next?.positioned && after?.positioned && after.x + (after.width ?? 0) < next.x && !headingKind(after.text) && headingKind(`${line.text} ${after.text}`) === kind) wrappedHeadings.add(index + 2);
      continue;
    }
    const next = lines[index + 1];
    if (next && line.text.length <= 24 && headingKind(`${line.text} ${next.text}`) && !/\d/.test(line.text)) {
      current = headingKind(`${line.text} ${next.text}`) as SectionKind;
      index += 1;
      continue;
    }
    if (isEntryLabel(line.text)) continue;
    // A heading in a label column set apart on its row's first line: "Work    Fenwick & Doyle LLP" (the layout's parts).
    const parts = line.parts ?? [];
    const labelKind = parts.length >= 2 ? headingKind(parts[0]) : null;
    if (labelKind) {
      current = labelKind;
      const rest = parts.slice(1);
      sections[current].push({ ...line, text: rest.join(' '), parts: rest.length > 1 ? rest : undefined });
      continue;
    }
    // "Langues : anglais, espagnol", "EXPERIENCE Acme | Title" (a label column read with its row).
    // ("Mother tongue(s) English", "Langue(s) maternelle(s) Français": a European CV's label and its languages)
    const inline = [/^([^:：]{3,40})\s*[:：]\s*(.+)$/.exec(line.text), /^(\p{Lu}[\p{Lu}'’ ]{3,40}?)\s+(\S.*)$/u.exec(line.text), labelledRow(line.text), EUROPASS_LANGUAGES.exec(line.text)].find((match) => match && headingKind(match[1]));
    const inlineKind = inline ? headingKind(inline[1]) : null;
    // ("Languages: SQL, R, Scala" in the skills: a group of programming languages, no spoken one)
    // (not under a label that says they are spoken: "Spoken languages: Vietnamese (Mother tongue)")
    const skillGroup = inlineKind === 'languages' && current === 'skills' && /^(?:languages?|langages?|langues?)$/.test(headingKey(inline?.[1] ?? '')) && !opensWithLanguage(inline?.[2] ?? '');
    // ("Tech stack: Nervecentre, Datix" under a job: the job's own content, not the skills list, and the jobs go on after it)
    if (inline && inlineKind === 'skills' && current === 'experience' && JOB_TOOLS.test(headingKey(inline[1]))) {
      sections.experience.push(line);
      continue;
    }
    // (an "other" label ends a section only when it names pastimes: "Interests: Baking, Trail running" after the skills)
    if (inline && inlineKind && (inlineKind !== 'other' || PASTIMES.test(headingKey(inline[1]))) && !skillGroup) {
      current = inlineKind;
      // (a group's label with its colon in the skills it names stays with its items, so the group's line is read as one:
      // "Qualités : discrétion, sens de l'écoute" is not a lower-case line wrapped from the one above)
      const group = inlineKind === 'skills' && sections.skills.length > 0 && sections.skills[sections.skills.length - 1] === lines[index - 1] && /[:：]/.test(line.text);
      sections[current].push(group ? line : { ...line, text: inline[2] });
      continue;
    }
    // (a contact column read after the jobs or the degrees, with no heading of its own: an address, a number, a
    // profile's handle, "gheslop-1982", whose figures would be read as an entry's year)
    if ((current === 'experience' || current === 'education') && isContactDetail(line.text)) {
      sections.header.push(line);
      continue;
    }
    sections[current].push(line);
  }
  return sections;
}

/** Groups of figures that make a phone number, not dates: one of three figures or more that is no year, or five pairs ("06 12 34 56 78"). */
const isPhoneGrouping = (groups: string[]): boolean => groups.some((group) => group.length >= 3 && !/^(?:19|20)\d{2}$/.test(group)) || (groups.length >= 5 && groups.every((group) => group.length === 2));

/** A line that is a contact detail alone, after its label or not: an e-mail address, a web address, a phone number, a handle (one lower-case word with figures), or the label alone. */
function isContactDetail(text: string): boolean {
  // (after its label, or the label alone, its value on the next line: "Email:" / "jane@example.com"; whatever follows an
  // e-mail or phone label with its colon, an address wrapped at its hyphen: "E-mail : contact.yvesmuller-" / "feltgen@example.lu")
  if (/^(?:e-?mail|courriel|phone|t[ée]l[ée]phone|t[ée]l)\s*[:：]/i.test(text.trim())) return true;
  const line = text.trim().replace(/^(?:e-?mail|courriel|phone|t[ée]l[ée]phone|t[ée]l|mobile|portable|gsm|linkedin|website|site web)\s*[:：]?\s*/i, '');
  if (line === '') return text.trim() !== '';
  return (
    /^\S+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$/i.test(line) ||
    /^(?:https?:\/\/|www\.)\S+$|^(?:[a-z]{2,3}\.)?linkedin\.com\/\S+$/i.test(line) ||
    (/^[+\d\s().-]{9,}$/.test(line) && (line.match(/\d/g) ?? []).length >= 9 && isPhoneGrouping(line.split(/\D+/).filter(Boolean))) ||
    /^[a-z]{3,}(?:[-_.][a-z0-9]+)*[-_.]?\d{2,}[a-z0-9]*$/.test(line)
  );
}

/** A line that holds a year (a job's or a degree's dates), which a list beside the jobs does not print. */
const HOLDS_YEAR = /\b(?:19|20)\d{2}\b/;

/** The kinds of section that hold a list of short items a side column carries. */
const isList = (kind: SectionKind | null): boolean => kind === 'skills' || kind === 'languages';

/**
 * A skills or languages list in a column beside the main one, when the page was read row by row (no clean
 * gutter between the columns): its heading stands level with the other column's heading and is read just
 * before or after it ("SKILLS" / "EXPERIENCE", "EXPERIENCE" / "STRENGTHS"), and its items come later, each
 * row's piece of the column between the jobs' lines. The column's lines below the headings are moved, with
 * the list's heading, before the other heading: the lines within the column, the headings of other lists
 * or of a profile under it included, up to a line that runs across into the other column, an experience or
 * education heading in the column, or a break in the column's line pitch before a line that is no heading
 * (a paragraph further down). A line with a year is left where it is.
 */
export function withSideListsGathered(lines: ResumeLine[]): ResumeLine[] {
  let result = lines;
  for (let index = 0; index + 1 < result.length; index += 1) {
    const [first, second] = [result[index], result[index + 1]];
    const [firstKind, secondKind] = [headingKind(first.text), headingKind(second.text)];
    if (!firstKind || !secondKind || (!isList(firstKind) && !isList(secondKind))) continue;
    const [heading, beside] = isList(firstKind) ? [first, second] : [second, first];
    if (!heading.positioned || !beside.positioned || heading.page !== beside.page || heading.width === undefined || beside.width === undefined) continue;
    const unit = Math.max(heading.height, beside.height);
    if (Math.abs(heading.top - beside.top) > unit * 1.5) continue;
    const [headingRight, besideRight] = [heading.x + heading.width, beside.x + beside.width];
    const columnSide = (line: ResumeLine): 'inside' | 'across' | 'outside' => {
      const [left, right] = [line.x, line.x + (line.width ?? 0)];
      if (headingRight + unit < beside.x) return left >= heading.x - unit && right < beside.x - unit * 0.5 ? 'inside' : left < beside.x - unit && right >= beside.x - unit * 0.5 ? 'across' : 'outside';
      if (besideRight + unit < heading.x) return left >= heading.x - unit ? 'inside' : right > heading.x - unit * 0.5 ? 'across' : 'outside';
      return 'outside';
    };
    if (columnSide(heading) !== 'inside' || columnSide(beside) !== 'outside') continue;
    const gathered: ResumeLine[] = [];
    const gaps: number[] = [];
    for (const line of result.slice(index + 2)) {
      if (line.page !== heading.page) break;
      if (!line.positioned || line.top <= heading.top) continue;
      const side = columnSide(line);
      if (side === 'across') break;
      if (side === 'outside' || HOLDS_YEAR.test(line.text)) continue;
      const kind = headingKind(line.text);
      if (kind === 'experience' || kind === 'education') break;
      const previous = gathered[gathered.length - 1];
      const gap = previous ? line.top - previous.top : 0;
      if (previous && gaps.length >= 2 && gap > median(gaps) * 1.8 && !kind) break;
      if (previous) gaps.push(gap);
      gathered.push(line);
    }
    if (gathered.length === 0) continue;
    const moved = new Set([heading, ...gathered]);
    result = [...result.slice(0, index), heading, ...gathered, ...result.slice(index).filter((line) => !moved.has(line))];
    index += gathered.length + 1;
  }
  return result;
}

/**
 * A section heading set larger than its content in a column at its left, its top level with the content's first
 * row (a table cell's "vertical-align: top"): its baseline, lower than that row's, puts it after the row, which
 * would fall in the section before. The heading is moved before the lines right of it whose baselines stand within
 * its height above its own, each set at most 1/1.4 of its size, when they start a block (not a paragraph beside a
 * large name's second line, which goes on from the line above it).
 */
export function withTopAlignedHeadingsFirst(lines: ResumeLine[]): ResumeLine[] {
  const result = [...lines];
  for (const heading of lines) {
    if (!heading.positioned || heading.width === undefined || !headingKind(heading.text)) continue;
    const right = heading.x + heading.width;
    const at = result.indexOf(heading);
    const level = (line: ResumeLine | undefined): boolean =>
      line !== undefined && line.positioned === true && line.page === heading.page && line.column === heading.column && line.x > right && line.top < heading.top && line.top > heading.top - heading.height && line.height * 1.4 <= heading.height;
    let from = at;
    while (level(result[from - 1])) from -= 1;
    if (from === at) continue;
    const [first, before] = [result[from], result[from - 1]];
    if (before !== undefined && before.page === first.page && Math.abs(before.x - first.x) < heading.height && first.top - before.top < first.height * 2) continue;
    result.splice(at, 1);
    result.splice(from, 0, heading);
  }
  return result;
}
