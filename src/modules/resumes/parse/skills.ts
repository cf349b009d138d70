import { findDateRange, withoutRange } from './dates';
import { ResumeLine } from './lines';
import { fold, isBullet, stripBullet, uniqueBy } from './text';

/** Words that name a group of skills or a level, not a skill ("Tools", "Programmation", "Advanced"). */
const CATEGORY =
  /^(?:(?:programming|programmation|data|donnees|cloud(?:\s*(?:&|and|et)\s*(?:tools|outils))?|clinical|soins|systems|systemes|logiciels|software|finance|tools|outils|marketing|design|creation|operations|hr|rh|office|bureautique|engineering|ingenierie|management|gestion|languages?|langages?|frameworks?|databases?|bases de donnees|methods|methodes|methodologies?|soft skills|hard skills|technical|techniques?|other|autres|web|devops|testing|tests|analytics|communication|sales|vente|leadership|it|informatique|digital|numerique|general|savoir-etre|savoir-faire|personal|personnel)(?:\s*(?:&|and|et)\s*[a-z]+)?|(?:advanced|avance|intermediate|intermediaire|expert|beginner|debutant|basic|notions|proficient|confirme|master|novice|(?:very\s+)?good|strong|excellent|competent|skilled|experienced|familiar|working\s+knowledge|basic\s+knowledge|(?:tres\s+)?bon(?:ne)?(?:\s+(?:niveau|maitrise))?|maitrise|(?:bonnes\s+)?connaissances|junior|senior|level\s*\d+|niveau\s*\d+)(?:\s*\(?\d+\/\d+\)?)?|\d+\+?\s*(?:years?|yrs?|ans?)(?:\s+(?:of\s+experience|d'experience))?)$/;

/** Soft skills named "… skills", which are skills, not groups: "Presentation skills", "Communication skills". */
const SOFT_SKILL_NAMED_SKILLS = /^(?:presentation|communication|interpersonal|leadership|negotiation|organi[sz]ational|analytical|listening|writing|people|mentoring|coaching|time\s+management)\s+skills$/;

export function isSkillCategory(text: string): boolean {
  const key = fold(text).replace(/[:：]$/, '').trim();
  // (a group named after its domain, "Clinical skills", "Compétences métier")
  return CATEGORY.test(key) || (/^(?:[a-z]+\s+skills|competences\s+[a-z]+)$/.test(key) && !SOFT_SKILL_NAMED_SKILLS.test(key));
}

/** A web page's buttons printed with a resume site: "Download CV", "Hire me", "Télécharger". */
const BUTTON = /^(?:download(?:\s+(?:cv|resume|my\s+cv))?|telecharger(?:\s+(?:le|mon)\s+cv)?|hire\s+me|contact\s+me|contactez-moi|read\s+more|see\s+more|more\s+about\s+me|cv|resume|print)$/;
/** Such buttons set side by side on one line ("Hire Me Download CV", "Me recruter Télécharger le CV"), in their printed case. */
const BUTTON_ROW = /^(?:\s*(?:hire\s+me|download\s+(?:cv|resume|my\s+cv)|contact\s+me|me\s+recruter|recrutez-moi|t[ée]l[ée]charger\s+(?:le|mon)\s+cv|contactez-moi)\s*)+$/i;

/** Skills of the skills section: items split on commas, bullets, pipes and semicolons; "Category: a, b" loses its category. */
/** A row of rating stars as OCR reads them under or beside a skill: "* *", "* % *", "* k kkk", "à kk". */
// (its "kk" set apart: "Akka", a word, is a skill)
const OCR_STAR_ROW = /^(?=.*[*★☆]|.*(?:^|\s)kk)[*★☆%+xkàa\s]{1,20}$/i;

/** Such stars read at the end of a skill's line: "Rédaction de rapports * *". */
const OCR_STARS_AFTER = /(?:\s+[*★☆]+){2,}(?:\s+(?:k{1,4}|x{1,2}|%))*\s*$/i;

/**
 * A group's label set apart from its skills on their row, the skills a comma list ("Accompagnement" | "Évaluation des
 * besoins, Projet personnalisé", Awesome-CV's rows under right-aligned labels): read as "Label: skills", a group's label.
 */
function withLabelPartAsGroup(line: ResumeLine): ResumeLine {
  const [label, skills, ...more] = line.parts ?? [];
  if (more.length > 0 || skills === undefined || !/^\p{Lu}[\p{L}'’&-]*(?:\s[\p{L}'’&-]+){0,2}$/u.test(label) || !/,/.test(skills)) return line;
  return { ...line, text: `${label}: ${skills}`, parts: undefined };
}

export function parseSkills(read: ResumeLine[]): string[] {
  const lines = read
    .filter((line) => !OCR_STAR_ROW.test(line.text))
    .map((line) => (OCR_STARS_AFTER.test(line.text) ? { ...line, text: line.text.replace(OCR_STARS_AFTER, ''), parts: undefined } : line))
    .map(withLabelPartAsGroup);
  const items: string[] = [];
  // Group names set apart from their skills: the emphasised lines, when they are the fewer.
  const emphasised = lines.filter((line) => line.emphasis).length;
  const hasEmphasis = emphasised > 0 && emphasised < lines.length / 2;
  const wrapped = joinWrapped(lines);
  const labels = groupLabels(wrapped);
  // A Word document whose tags were glued into runs: its other short runs are glued tags too ("Social media SEO").
  // A list of skills each followed by what was done with it ("Team leadership - led 85 staff across three shifts",
  // "Assessment: moderated GCSE practical endorsements"): the skills alone, when most lines are such.
  const explainedLines = wrapped.filter((line) => explainedSkill(line.text) !== null).length;
  const explainedList = explainedLines >= 2 && explainedLines * 2 >= wrapped.length;
  // (a bulleted line is one item or a list with separators, never a run of glued tags: "» RIBA Plan of Work")
  const gluable = (line: ResumeLine): boolean => !line.positioned && !isBullet(line.text);
  const glued = wrapped.some((line) => gluable(line) && !/[,;|•·:：()]/.test(withTagBorders(line.text)) && splitGluedTags(stripBullet(line.text)).length >= 3);
  for (const [index, raw] of wrapped.entries()) {
    // (skills written as a sentence: "Proficient in Workday and SAP; familiar with BambooHR.")
    const named = skillsOfSentence(stripBullet(raw.text));
    if (named) {
      items.push(...named.filter(isSkill));
      continue;
    }
    // "Category: a, b" loses its category; "Python: Advanced" (a skill and its level) keeps the skill.
    const next = wrapped[index + 1];
    const labelled = /^([^:：]{2,60})[:：]\s*(.*)$/.exec(stripBullet(raw.text));
    const rated = labelled !== null && (isSkillCategory(labelled[2]) || RATING.test(labelled[2].trim())) && !isSkillCategory(labelled[1]);
    // "Gestion de projet (Débutant):" with nothing after it (its level in brackets, or in a list of such lines): the skill itself.
    const leveled = labelled !== null && isSkillCategory(/\(([^)]*)\)\s*$/.exec(labelled[1])?.[1] ?? '');
    const bare = labelled !== null && labelled[2] === '' && (leveled || next === undefined || /[:：]\s*$/.test(next.text));
    // (a level before the skill with "in": "Expert in Lightspeed POS", "Proficient in HACCP")
    // (a skill and what the candidate did with it: "HR analytics - built monthly dashboards in Power BI", "Recruitment: ran 40 campaigns a year")
    const explained = SKILL_EXPLAINED.exec(stripBullet(raw.text));
    // (a sentence, with its small words: "pandas numpy scipy matplotlib" after "Python:" is a list)
    const explanation = explained !== null && explained[2].split(/\s+/).length >= 4 && explained[1].split(/\s+/).length <= 4 && !/[,;|]/.test(explained[2]) && SMALL_WORD.test(explained[2]);
    const explainedInList = explainedList ? explainedSkill(raw.text) : null;
    const printed = explainedInList ?? (explanation && explained ? explained[1] : labelled ? (rated || bare ? labelled[1] : labelled[2]) : withoutGroupLabel(stripBullet(raw.text)));
    const line = withTagBorders(printed.replace(LEVEL_IN, ''));
    const tags = raw.parts !== undefined && raw.parts.length > 1;
    // (a run of capitalised tags a Word document glued is no sentence, however many words: "Root cause analysis AutoCAD Six Sigma FMEA")
    const gluedRun = gluable(raw) && !/[.!?]$/.test(line) && splitGluedTags(line).length >= 3;
    if ((!tags && !gluedRun && isSentence(line)) || BUTTON_ROW.test(line)) continue;
    if (isSkillCategory(line) || labels.has(index)) continue;
    // A group name set apart (bold) above its skills: "Engineering" / "AutoCAD" / "SolidWorks" (not a row of bold tags),
    // or set larger than the skills under it: "SIRH  Intermédiaire" / "SAP SuccessFactors   Workday".
    // (not a skill set apart with only its level under it, the next skill set like it: "Risk assessment" / "Advanced" / "Technical writing")
    const after = wrapped[index + 2];
    const levelOnly = next !== undefined && isSkillCategory(next.text) && (after === undefined || (raw.emphasis && after.emphasis && after.size === raw.size));
    if (hasEmphasis && raw.emphasis && !tags && next && !next.emphasis && !levelOnly && !/[,;|]/.test(line)) continue;
    // (not a row of tags set apart, their levels set smaller under them: "KPI reporting  Route planning" / "Advanced  Beginner")
    if (raw.fontSized && next?.fontSized && raw.size > next.size * 1.15 && !levelOnly && !tags && !/[,;|]/.test(line)) continue;
    // Tags set side by side with no separator: the layout's pieces ("Email marketing", "SEO"); in a
    // Word document, whose words have no measured place, a run of tags read as one line is cut at its capitals.
    // (bullets OCR read as "e" or "©" between tags on one line: "e TypeScript e .NET", "Meditech Expanse e Cerner PowerChart";
    // tag borders read as "~~", "=~", "*": "Cash transfer programming =~ WASH", "Drone mapping * Agworld")
    const split = line.split(/\s+(?:e|©|®)\s+(?=[\p{Lu}\d.])/u);
    // (items after "+" bullets, two on a line: "+ Risk assessment + Pricing"; "Rhino 7 + Grasshopper" is one skill)
    // (or among other bullets OCR read as marks: "Excel « Audit « Bâle III + Relations avec le régulateur")
    const plusBulleted = /^\s*\+\s/.test(raw.text) || DRAWN_SEPARATOR.test(line);
    // (a skill with its level after a dash is one skill, whatever its capitals: "AutoCAD Civil 3D — Advanced")
    const withLevel = isSkillCategory(/\s[–—-]\s+([^–—-]+)$/.exec(line)?.[1] ?? '');
    const pieces = tags && !/[,;|•·]/.test(line) ? (raw.parts as string[]).map((part) => stripBullet(part)) : split.flatMap((each) => each.split(/\s*[,;|•·▪●]\s*|\s+[–—-](?:\s+|$)/).flatMap(bySlashes).flatMap((piece) => piece.split(DRAWN_SEPARATOR)).flatMap((piece) => (plusBulleted ? piece.split(/\s+\+\s+/) : [piece]))).flatMap((piece) => (gluable(raw) && !withLevel ? splitGluedTags(withoutRating(withoutLevel(piece)), glued) : [piece]));
    for (const part of pieces.flatMap(groupItems)) {
      // (a rating before a level: "Excel (VBA) 95% Expert")
      const item = withoutRating(withoutLevel(
        part
          // (a level or a duration in brackets goes; "Infection control (IPC)", "PLC (Siemens S7)" keep theirs)
          .replace(/\s*\(([^)]*)\)\s*$/, (whole, inside: string) => (isBracketedLevel(inside) ? '' : whole))
          // Ratings printed after a skill: "●●●●○", "★★★", "4/5", "80 %", "- expert"; as OCR reads dots, stars and bars: "eeee0", "@@@", "©©©", "*****", "——".
          .replace(/[.\s]+$/, '')
          // (a tag's border or a bullet read after it: "Python =", "MiFID II «", "Snakemake +" before the list goes on on the next line;
          // "Android Studio e" where the line's bullets were read as "e")
          .replace(/\s+(?:[=~]+|[*«»+©®])$/u, '')
          .replace(/\s+e$/u, (bullet) => (split.length > 1 ? '' : bullet))
          // (OCR's "l" for a capital I in a roman numeral: "Bâle lll", "Basel Ill"; its "I" for the slash of "S/4HANA")
          .replace(/(?<=\p{L}\s)[Il]{3}$/u, 'III')
          .replace(/(?<=\p{L}\s)(?:Il|lI|ll)$/u, 'II')
          .replace(/\bS[Il1|]4HANA\b/, 'S/4HANA')
          // (a tag's border read before it: "=~ WASH", "= ArcGIS"; its capital I read as a bracket: "[SO 9001", "{EC 62446")
          .replace(/^[=~*'‘’`]+\s*/u, '')
          .replace(/^[[{](?=\p{L}\p{L}*\s?\d)/u, 'I')
          .trim(),
      ));
      if (isSkill(item) || (pieces.length > 1 && LISTED_CATEGORY.test(fold(item)))) items.push(item);
    }
  }
  return uniqueBy(items, (item) => fold(item)).slice(0, 100);
}

/** Group names that are skills too when a list names them among others: "…, Bluebeam Revu, Leadership, Decision making". */
const LISTED_CATEGORY = /^(?:leadership|communication|marketing|management|design|analytics|testing|devops)$/;

/** A tag's drawn border as OCR reads it: "][", "] (", ") (", a bracket standing apart ("[ CCNP", "Wireshark ]", "{ Gestion"). */
const TAG_BORDER = /\][ \t]*[[({]|\)[ \t]*[[({]|(?:^|[ \t])[[({](?=[ \t])|(?<=[ \t])[\])}](?=[ \t]|$)/g;
/** A tag in its drawn frame as OCR reads it: "[Asepsie]", "{Wireshark}", "(Relation d'aide)", with one bracket inside ("(Load calculations (Manual J))"). */
const FRAMED_TAG = /\s*[[{(][^[\]{}()]*(?:\([^()]*\)[^[\]{}()]*)*[\]})]/g;
/** A pipe or a pill's border standing alone, as OCR reads it: "l", "I", "|", "¦", or two of them side by side ("||", "Il"). */
const BORDER_TOKEN = /(?<=^|\s)[lI|¦]{1,2}(?=\s|$)/g;
/** Two borders side by side read as letters between tags: "Atoll Il Excel Il Wireshark". */
const TAG_BORDER_LETTERS = /[ \t]+(?:Il|lI|ll|Ii)[ \t]+(?=[\p{Lu}\d])/gu;

/**
 * A row of tags whose borders OCR read as brackets and letters ("Cisco IOS XR ][ BGP/MPLS ] [ CCNP Enterprise",
 * "ee Traumatologie du sport | [ Cliniko ] ( Pilates ]"), as a list: its borders made commas, the debris
 * of the first border dropped. A line with one bracket standing apart at most is left as it is.
 */
function withTagBorders(line: string): string {
  // (a line of bracketed tags only: "[Chirurgie orthopédique] [Robot Da Vinci]", "{Premiere Pro} {DaVinci Resolve 18}",
  // "(Soins palliatifs) (Relation d'aide)", a bracket kept inside: "(Load calculations (Manual J))")
  const framed = line.match(FRAMED_TAG) ?? [];
  // (one tag whose border OCR read as brackets with a space inside them, "(Optimisation des performances )", unlike a note "(learning)")
  const spacedFrame = framed.length === 1 && /^\s*[[({]\s+\S|\S\s+[\])}]\s*$/.test(line);
  if (framed.length > 0 && line.replace(FRAMED_TAG, '').trim() === '' && (framed.length >= 2 || !line.trim().startsWith('(') || spacedFrame)) return framed.map((tag) => tag.trim().slice(1, -1).trim()).join(', ');
  // (a border set apart by spaces on both sides counts twice: "Blender ) ( Python" is two pills, "Python (Pandas) (NumPy)" one skill)
  const borders = (line.match(TAG_BORDER) ?? []).length + (line.match(/\s[\])}][ \t]*[[({]\s/g) ?? []).length;
  if (borders === 0 || borders + (line.match(TAG_BORDER_LETTERS) ?? []).length < 2) {
    // (pipes between items or pill borders OCR read as letters standing alone: "Crop planning l Irrigation scheduling I Nutrient
    // management", "l AWS l l Terraform l", "l Dentrix I l Local anesthesia I")
    return (line.match(BORDER_TOKEN) ?? []).length >= 2 ? line.replace(BORDER_TOKEN, ' | ') : line;
  }
  // (a bracket left on a tag whose other one was read as a border: "((Meditech Expanse", "Epic EHR)")
  const unpaired = (tag: string): string => {
    const opens = (tag.match(/[[({]/g) ?? []).length;
    const closes = (tag.match(/[\])}]/g) ?? []).length;
    return opens === closes ? tag : tag.replace(/^[[({]+/, '').replace(/[\])}]+$/, '');
  };
  return line
    .replace(TAG_BORDER, ' , ')
    .replace(TAG_BORDER_LETTERS, ' , ')
    .replace(/^\p{Ll}{1,3}[ \t]+(?=\p{Lu})/u, '')
    .split(',')
    .map((tag) => unpaired(tag.trim()))
    .filter(Boolean)
    .join(', ');
}

/**
 * Skills listed without a "Skills" heading (a sidebar of groups: "Programming" / "Python" / "SQL"):
 * the short lines that follow a group name, up to the next sentence, heading or contact line.
 */
export function skillsWithoutHeading(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    if (!isSkillCategory(lines[index].text.replace(/[:：].*$/, ''))) continue;
    const inline = /[:：]\s*(.+)$/.exec(lines[index].text);
    if (inline) out.push({ ...lines[index], text: inline[1] });
    for (let next = index + 1; next < lines.length; next += 1) {
      const text = lines[next].text;
      if (text.length > 40 || /[@/]|\d{3}|[.!?]$/.test(text) || text.split(' ').length > 5) break;
      if (!isSkillCategory(text)) out.push(lines[next]);
      index = next;
    }
  }
  return out;
}

/**
 * A list printed at a section's end with no heading of its own (a heading an image lost: white on a dark band): the
 * section's last lines, four or more, each a short phrase (five words at most; no date, sentence, address or figure),
 * after a line that is none (the profile's sentence, a job's last bullet).
 */
export function trailingList(lines: ResumeLine[]): ResumeLine[] {
  const item = (line: ResumeLine): boolean => {
    const text = stripBullet(line.text);
    // (not the rest of a URL a line broke: "h-van-rijn")
    return text.length > 1 && text.length <= 40 && text.split(/\s+/).length <= 5 && !/[.!?;:,]$/.test(text) && findDateRange(text) === null && !/@|https?:|www\.|\d{3}/.test(text) && !/^[a-z0-9]+(?:-[a-z0-9]+)+\/?$/.test(text);
  };
  let start = lines.length;
  while (start > 0 && item(lines[start - 1])) start -= 1;
  return start > 0 && lines.length - start >= 4 ? lines.slice(start) : [];
}

/** A person's details a contact block lists that are no skills: "Permis B", "Nationalité française", "Available now". */
const PERSONAL_DETAIL = /permis|licen[cs]e|nationalit|c[ée]libataire|mari[ée]|married|single|v[ée]hicul|n[ée]e?\s+le|born|\bage\b|\bans\b|disponib|available|mobilit/i;

/**
 * Such a list ending the contact block (a sidebar whose heading an image lost, read after the contacts): the
 * trailing list after the e-mail, the phone or a place ("Montego Bay, Jamaica", "Nice (06)", which are not in it).
 */
export function contactBlockList(lines: ResumeLine[]): ResumeLine[] {
  const run = trailingList(lines);
  let from = 0;
  while (from < run.length && /[,\d]/.test(run[from].text)) from += 1;
  const list = run.slice(from);
  const before = lines[lines.length - list.length - 1];
  const afterContacts = from > 0 || (before !== undefined && /@|\d{3}/.test(before.text));
  return list.length >= 4 && afterContacts && !list.some((line) => PERSONAL_DETAIL.test(line.text)) ? list : [];
}

/** A line that lists several skills: separators, tags the layout set apart, or tags a Word document glued together. */
/** Tag borders or bullets OCR read as marks between two tags: "Cash transfer programming =~ WASH", "Drone mapping * Agworld", "Organic certification « Farm budgeting" ("Rhino 7 + Grasshopper" is one skill). */
const DRAWN_SEPARATOR = /\s+(?:[~=*]{1,3}|[«»])\s+/;

function isList(line: ResumeLine): boolean {
  const text = stripBullet(line.text).replace(/^[^:：]{2,40}[:：]\s*/, '');
  return (line.parts?.length ?? 0) > 1 || /[,;|•·]|\s\/\s/.test(text) || DRAWN_SEPARATOR.test(text) || (!line.positioned && splitGluedTags(text).length > 1);
}

/**
 * Group names printed above their skills without a mark of their own ("Web Development" /
 * "HTML, CSS, JavaScript"): a short line with no separator right above a list, when the section
 * repeats that pattern (or opens with it). Never a line of a one-per-line list.
 */
export function groupLabels(lines: ResumeLine[]): Set<number> {
  const found: number[] = [];
  lines.forEach((line, index) => {
    // (a level printed under the group name is skipped: "Web Development" / "Advanced" / "HTML, CSS")
    const next = lines[index + 1] && isSkillCategory(lines[index + 1].text) ? lines[index + 2] : lines[index + 1];
    if (!next || isList(line) || /[:：]/.test(line.text) || isBullet(line.text) || line.text.split(/\s+/).length > 5 || RATING.test(next.text.trim())) return;
    // (a list, or the first item of a bulleted list under a line without a bullet)
    if ((isList(next) || isBullet(next.text)) && !/^[^:：]{2,40}[:：]/.test(stripBullet(next.text))) found.push(index);
  });
  // (group names in capitals above skills that are not: "REGULATORY & QUALITY" / "GCP" / "Regulatory submissions";
  // a word of six letters or more, so that acronyms, "GCP", "LIMS", are skills)
  const inCapitals = (line: ResumeLine | undefined): boolean => line !== undefined && /^[^\p{Ll}]+$/u.test(line.text) && /\p{Lu}{6,}/u.test(line.text) && !isBullet(line.text) && !isList(line);
  const capitals = lines.some((line) => /\p{Ll}/u.test(line.text)) ? lines.flatMap((line, index) => (inCapitals(line) && lines[index + 1] !== undefined && !inCapitals(lines[index + 1]) ? [index] : [])) : [];
  // (as with the others, a pattern or the section's first line: "MATLAB" alone in a list is a skill)
  const patterned = (indexes: number[]): number[] => (indexes.length >= 2 || indexes[0] === 0 ? indexes : []);
  return new Set([...patterned(found), ...patterned(capitals)]);
}

/** A level and "in" before a skill: "Expert in", "Proficient in", "Working knowledge of", "Bonne maîtrise de". */
const LEVEL_IN =
  /^(?:expert|advanced|intermediate|beginner|novice|proficient|fluent|skilled|experienced|competent|strong|good|basic|working\s+knowledge|knowledge|avanc[ée]e?|interm[ée]diaire|d[ée]butant(?:e)?|confirm[ée](?:e)?|(?:bonne\s+)?ma[iî]trise|notions?|connaissances?)\s+(?:in|of|with|at|en|de|du|des|d['’])\s*(?=\S)/i;

/** Levels printed before or after a skill in a table of skills: "Expert Public speaking", "Case management Advanced". */
const LEVEL_WORD = /^(?:expert|advanced|intermediate|beginner|novice|proficient|competent|avance|avancee|intermediaire|debutant|debutante|confirme|confirmee|notions)$/;

/** What brackets after a skill may hold that is no part of it: a level, a rating or a duration ("advanced", "B2", "5 yrs", "4/5"). */
function isBracketedLevel(inside: string): boolean {
  const text = fold(inside);
  return text === '' || isSkillCategory(inside) || LEVEL_WORD.test(text) || /^(?:[abc][12]|native|natif|fluent|courant)$/.test(text) || /\d\s*(?:\+\s*)?(?:years?|yrs?|y\b|ans?|months?|mois|%|\/\s*\d+)/.test(text) || /^\d+(?:[.,]\d+)?$/.test(text);
}

/**
 * A list whose items a slash between spaces sets apart ("Freight forwarding / Customs clearance / Route planning",
 * "Réassort / Encaissement"); a slash joins two names of one skill where a side is an acronym or goes on in lower
 * case ("MSP / SPC", "Lean / 5S", "Check-in / check-out").
 */
const bySlashes = (piece: string): string[] => {
  const sides = piece.split(/\s+\/\s+/);
  const joined = sides.length === 2 && sides.some((side) => /^(?:[\p{Lu}\d&-]{2,}|\p{Ll}.*)$/u.test(side.trim()));
  return joined ? [piece] : sides;
};

/**
 * A list printed after its group's name with no colon, a label column set on the same line ("Frameworks .NET 8, Blazor",
 * "Finance Contrôle de gestion, Reporting IFRS"): the list alone. Not a skill that opens with a group word ("Data
 * Analysis, Python", "Marketing Automation, SEO").
 */
function withoutGroupLabel(line: string): string {
  const labelled = /^(\p{L}[\p{L}&-]*(?:\s+(?:&\s+)?\p{L}[\p{L}-]*)?)\s+(?=[\p{Lu}\d.#])(.+)$/u.exec(line);
  if (!labelled || !/[,;|]/.test(labelled[2])) return line;
  const label = labelled[1];
  const words = label.split(/\s+/);
  const next = labelled[2].split(/[\s,;|]+/)[0];
  return !isSkillCategory(label) || SKILL_OPENERS.test(fold(words[words.length - 1])) || SKILL_CLOSERS.test(fold(next)) ? line : labelled[2];
}

/** A skill without the rating printed after it. */
const withoutRating = (item: string): string => item.replace(RATING_AFTER, '').replace(OCR_RATING_AFTER, '').trim();

/** (a level before a skill of one word is part of its name: "Advanced Analytics", "Advanced Excel") */
function withoutLevel(item: string): string {
  const words = item.split(' ');
  // (before a skill of capitalised words: "Expert Public speaking", not "Advanced airway management")
  if (words.length >= 3 && LEVEL_WORD.test(fold(words[0])) && /^\p{Lu}/u.test(words[1])) words.shift();
  // (a table's level and years read on the skill's line: "Wound care Expert 10")
  if (words.length >= 3 && /^\d{1,2}$/.test(words[words.length - 1]) && (LEVEL_WORD.test(fold(words[words.length - 2])) || /^(?:basic|good|fluent)$/.test(fold(words[words.length - 2])))) words.splice(-2);
  if (words.length >= 2 && LEVEL_WORD.test(fold(words[words.length - 1]))) words.pop();
  return words.join(' ');
}

/**
 * A skill or group with its skills in brackets, cut by the comma split: "Python (Pandas", "NumPy)" ->
 * "Python", "Pandas", "NumPy" (a group name that is no skill, "Software (Revit", is dropped later);
 * "Python (advanced)" is left to the level rules.
 */
function groupItems(piece: string): string[] {
  const opens = /^([^()]*)\(([^()]+)$/.exec(piece);
  if (opens) return [opens[1].trim(), opens[2]].filter(Boolean);
  const closes = /^([^()]+)\)$/.exec(piece);
  return [closes ? closes[1] : piece];
}

/** Brands and words that open a skill of several capitalised words: "Adobe InDesign", "MS Project", "Six Sigma", "Power BI". */
const SKILL_OPENERS = /^(?:adobe|google|microsoft|ms|apache|amazon|aws|azure|power|visual|sap|sage|oracle|ibm|red|unreal|final|after|premiere|six|lean|agile|scrum|iso|spring|ruby|react|vue|angular|node|next|asp|sql|big|data|machine|deep|project|product|customer|social|content|search|email|e-mail|digital|brand|public|financial|cash|risk|supply|change|quality|business|cloud|gestion|service|relation|analyse|conduite|droit|pack|suite)$/i;
/** Words that close such a skill: "Project Management", "Machine Learning", "Google Analytics". */
const SKILL_CLOSERS = /^(?:management|learning|analysis|analytics|science|design|development|marketing|planning|services?|relations|media|control|care|writing|testing|intelligence|studio|office|suite|workspace|cloud|server|sigma|modell?ing|reporting|accounting|support|engineering|communications?|thinking|solving|ads|automation|ops|cad|belt|practitioner|foundation|projet|client|clientele|commerciale|donnees)$/i;

/**
 * A run of tags a converter glued into one line with single spaces ("Adobe InDesign Figma Canva
 * Photoshop"): cut before each capitalised word, except where the words make one skill (an opener
 * before, a closer after, lower-case words and numbers after: "Root cause analysis", "ISO 9001").
 * Only runs of four words or more that make three skills or more ("Natural Language Processing" stays whole);
 * in a list whose other runs were glued tags, runs of three words that make two ("Social media SEO").
 */
export function splitGluedTags(item: string, inGluedList = false): string[] {
  const words = item.trim().split(/\s+/);
  const capitalised = (word: string): boolean => /^[\p{Lu}\d]/u.test(word) && /\p{L}/u.test(word);
  if (words.length < (inGluedList ? 3 : 4) || words.filter(capitalised).length < 2) return [item];
  const chunks: string[][] = [];
  for (const word of words) {
    const current = chunks[chunks.length - 1];
    const previous = current?.[current.length - 1];
    // (a closer ends a skill of capitalised words, "Public Relations", not one in lower case: "Entretiens annuels" / "Relations sociales")
    // (nor after a slash or an ampersand that joins two names: "MSP / SPC", "Stage & AV")
    const starts = capitalised(word) && !(previous && (SKILL_OPENERS.test(fold(previous)) || (SKILL_CLOSERS.test(fold(word)) && capitalised(previous)) || /^[/&]$/.test(previous)));
    if (!current || starts) chunks.push([word]);
    else current.push(word);
  }
  // (two chunks are as likely one skill of three capitalised words, "Strategic Account Planning", unless
  // the list's other runs were glued tags)
  return chunks.length >= (inGluedList ? 2 : 3) ? chunks.map((chunk) => chunk.join(' ')) : [item];
}

/** The words that open a sentence naming skills: "Proficient in", "also comfortable with", "Je maîtrise", "j'utilise aussi". */
const SENTENCE_LEAD =
  /^(?:(?:i\s+am|i'm)\s+)?(?:also\s+)?(?:(?:highly\s+|very\s+)?(?:proficient|skilled|experienced|familiar|comfortable|competent|fluent|confident)\s+(?:in|with|at|using)|(?:(?:strong|solid|extensive|hands-on)\s+)?(?:experience|expertise)\s+(?:in|with)|(?:i\s+)?(?:use|work\s+with)|je\s+ma[iî]trise|j['’]utilise|je\s+connais|je\s+pratique|je\s+travaille\s+avec)(?:\s+(?:aussi|également|egalement|bien|parfaitement))?\s+(?=\S)/i;

/**
 * The skills a sentence names, its clauses (cut at ";" and ".") each opened by SENTENCE_LEAD: the lead
 * dropped, the rest cut at commas and at "and" / "et" ("Compensation & benefits" stays whole); null when
 * the text opens with no such words.
 */
function skillsOfSentence(text: string): string[] | null {
  if (!SENTENCE_LEAD.test(text.trim())) return null;
  return text
    .split(/\s*;\s*|\.(?:\s+|$)/)
    .map((clause) => clause.trim().replace(SENTENCE_LEAD, ''))
    .flatMap((clause) => clause.split(/\s*,\s*|\s+(?:and|et)\s+|\s+(?:and|et)$/i))
    .map((item) => item.replace(/[.\s]+$/, '').trim())
    .filter(Boolean);
}

/** The small words of a sentence, which a list of tools has none of. */
const SMALL_WORD = /\b(?:in|of|for|to|with|the|a|an|and|on|by|from|de|la|le|les|des|du|pour|en|avec|un|une|sur|et|par)\b/i;

/** A rating in glyphs or figures: "●●●○○", "▰▰▱", "███░░", "✓", "4/5", "80 %". */
const RATING_SOURCE = '(?:[●○◉◯★☆■□▪▫◼◻✓✔⬤⚫⚪▰▱█░▒▓◆◇]+|\\d+(?:[.,]\\d+)?\\s*(?:\\/\\s*\\d+|%))';
/** A rating printed after a skill: "Python ●●●●○", "SQL - 4/5". */
const RATING_AFTER = new RegExp(`(?:[\\s:–—-]*${RATING_SOURCE})+\\s*$`, 'u');
/** Rating dots, stars or bars after a skill as OCR reads them: "Residential wiring eeee0", "Opera PMS ****", "Planograms IIIIII", "Soudure TIG ——", "Water quality monitoring __". */
const OCR_RATING_AFTER = /(?:\s+(?:[eEoO0@©®*]{3,}|[Il|]{4,}|[—–]{1,3}|_{2,}))+\s*$/u;
/** A rating printed as a skill's value: "Excel: 4/5". */
const RATING = new RegExp(`^${RATING_SOURCE}$`, 'u');

/** A skill, then a dash or a colon, then what was done with it, in lower case: "Employee relations - managed 40 cases a year". */
const SKILL_EXPLAINED = /^([^:：–—-]{2,40}?)(?:\s+[–—-]|\s*[:：])\s+(\p{Ll}.*)$/u;

/** A skill, then a dash or a colon, then what follows it. */
const EXPLAINED_ANY = /^([^:：–—-]{2,40}?)(?:\s+[–—-]|\s*[:：])\s+(.+)$/u;

/**
 * The skill of a line that explains it ("Health and safety - IOSH-trained, zero RIDDOR incidents in 2023"): a skill
 * of up to four words, then a phrase of four words or more with few separators (not a list: "Cloud - AWS Lambda,
 * Azure Functions, S3"); null otherwise.
 */
function explainedSkill(text: string): string | null {
  const found = EXPLAINED_ANY.exec(stripBullet(text));
  // (not a group or a level before its skills: "Expert: Feasibility studies, Planning applications")
  if (!found || found[1].split(/\s+/).length > 4 || isSkillCategory(found[1])) return null;
  const words = found[2].split(/\s+/).length;
  const separators = (found[2].match(/[,;|•·]/g) ?? []).length;
  // (what was done: small words, a figure of something, verbs in the past; "Python: pandas numpy scipy matplotlib",
  // "Tools: AutoCAD 2024, Adobe InDesign" are lists)
  const phrase = SMALL_WORD.test(found[2]) || /\d(?:[.,]\d+)?\s*[%+k]?\s+\p{Ll}/u.test(found[2]) || /\p{Ll}{3,}ed\b/u.test(found[2]);
  // (a list of capitalised items is a list, whatever its small words: "Restauration: Accords mets et vins, Calcul des coûts")
  const capitalisedList = separators > 0 && found[2].split(/\s*[,;|•·]\s*/).every((piece) => /^[\p{Lu}\d]/u.test(piece));
  return words >= 4 && separators * 3 < words && phrase && !capitalisedList ? found[1].trim() : null;
}

/** A sentence, not a list: many words and few separators ("Passionate about data and teamwork."). */
function isSentence(line: string): boolean {
  const words = line.split(/\s+/).filter((word) => !/^[/|•·–—-]$/.test(word)).length;
  // (a slash between spaces separates too: "Freight forwarding / Customs clearance / Route planning"; and a dash,
  // a middle dot as OCR reads it, at a wrapped line's end too: "Playtests - Unity - C# - Python -")
  // (and bullets OCR read as marks: "SAS » Surveillance des transactions * LCB-FT")
  const separators = (line.match(/[,;|•·]|\s\/\s|\s[–—-](?=\s|$)|\s(?:[~=*+]{1,3}|[«»])(?=\s|$)/g) ?? []).length;
  // (capitalised items of a few words each, however many small words they hold: "Accords mets et vins, Calcul des coûts matière")
  const pieces = line.split(/\s*[,;|•·]\s*|\s\/\s|\s[–—-](?:\s|$)|\s(?:[~=*+]{1,3}|[«»])(?:\s|$)/).filter(Boolean);
  if (separators > 0 && pieces.every((piece) => /^[\p{Lu}\d]/u.test(piece) && piece.split(/\s+/).length <= 5)) return false;
  return words >= 8 && separators < words / 4;
}

/** The labels of a European (Europass) language grid, in English and French ("Writing" or "Speaking" alone may be a skill). */
const LANGUAGE_GRID =
  /^(?:spoken\s+(?:interaction|production)|comprendre|parler|ecrire|ecouter|lire|prendre\s+part\s+a\s+une\s+conversation|s'exprimer\s+oralement\s+en\s+continu|en\s+continu|langues?\s*(?:\(s\)\s*)?maternelles?(?:\s*\(s\))?|autres?\s*(?:\(s\)\s*)?langues?(?:\s*\(s\))?|mother\s+tongues?(?:\s*\(s\))?|other\s+languages?(?:\s*\(s\))?)$/;

/** A table of skills' header row ("Skill | Level", "Compétence  Niveau"), a language's level read with the skills ("Bilingual"), or a page's footer ("Page 1 of 2"). */
const NOT_A_SKILL = /^(?:(?:skills?|levels?|niveaux?|competences?|proficiency|rating|years?|annees)(?:\s+(?:levels?|niveaux?|years?|annees))*|bilingual|bilingue|native(?:\s+speaker)?|natif|native|fluent|courant|mother\s+tongue|langue\s+maternelle|page\s+\d+(?:\s*(?:of|sur|\/)\s*\d+)?)$/;

function isSkill(item: string): boolean {
  if (item.length < 1 || item.length > 40 || NOT_A_SKILL.test(fold(item))) return false;
  // (a date read beside the list: "June 2023", "2019 - 2021", "Sept. 2018 -")
  const range = findDateRange(item);
  if (range && withoutRange(item, range).replace(/[\s.,;:–—-]+/g, '') === '') return false;
  if (item.split(/\s+/).length > 5) return false;
  // (a profile or a site listed under a heading read as the skills': "linkedin.com/in/jane-doe", "github.com/jane")
  if (/@|https?:|www\./i.test(item) || /\.(?:com|org|net|io|dev|me|fr|be|ch|ca|uk)\/\S/.test(item)) return false;
  // (one or two lower-case letters are OCR's reading of an icon or a bullet: "i", "es"; "C", "R", "Go" are skills)
  // (a CEFR level or a label of a language grid read with the skills: "C1", "Spoken interaction", "Écouter")
  if (/^[abc][12]$/.test(fold(item)) || LANGUAGE_GRID.test(fold(item))) return false;
  // (rating dots OCR read as letters and zeros: "eee", "ee e000")
  if (/^(?:[eEoO0]{2,}\s*)+$/.test(item) || /^(?:[eoO0@©]\s+)+[eoO0@©]$/.test(item)) return false;
  return /[\p{L}]/u.test(item) && !/^\p{Ll}{1,2}$/u.test(item) && !/^(?:and|et|etc)$/i.test(item) && !isSkillCategory(item) && !BUTTON.test(fold(item));
}

/** A line that ends on a small word, so goes on on the next: "Stratégie de", "Gestion des postes à". */
const SMALL_WORD_END = /\s(?:de|des|du|d['’]|of|and|&|et|en|for|to|in|la|le|les|à|au|aux)$/iu;

/** Rejoins a skill list wrapped by a narrow column: "Google Analytics, Data" + "visualisation". */
function joinWrapped(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  // A one-per-line list a narrow column wrapped: in a bulleted list, a lower-case word without a bullet after an item
  // ("o NGSS-aligned" / "planning"); in a list without bullets whose lines open with a capital for the most part, a plain
  // lower-case word after an item of up to three words ("Silviculture" / "surveys"; not "Python" / "scikit-learn", "Guest relations" / "team scheduling").
  const bulleted = lines.filter((line) => isBullet(line.text)).length;
  const bulletedList = bulleted >= 2 && bulleted * 2 >= lines.length;
  const capitalisedList = bulleted === 0 && lines.filter((line) => /^\p{Ll}/u.test(line.text)).length * 2 < lines.length;
  const wrappedItem = (line: ResumeLine, previous: ResumeLine): boolean => {
    // (its rating after it: "Conduite de tracteur" / "enjambeur eeeeo")
    const text = withoutRating(line.text);
    // (a word broken at its hyphen is the next rule's: "Merchand-" / "ising")
    if (!/^\p{Ll}/u.test(text) || isBullet(text) || /[,;|•·:]/.test(previous.text) || /[,;|•·:]/.test(text) || /-$/.test(previous.text)) return false;
    if (bulletedList) return isBullet(previous.text) && /^\p{Ll}{4,}$/u.test(text);
    return capitalisedList && /^\p{Ll}{4,}$/u.test(text) && /^\p{Lu}/u.test(previous.text) && previous.text.split(/\s+/).length <= 3;
  };
  const grid = lines.some((line, index) => line.positioned && lines.slice(index + 1, index + 4).some((other) => other.positioned && other.page === line.page && Math.abs(other.top - line.top) <= 1 && other.x > line.x + line.height));
  for (const line of lines) {
    const previous = out[out.length - 1];
    // (a framed tag the line's end cut: "{Python} {Wireshark} [Vulnerability" / "management]")
    const unclosed = previous !== undefined && (previous.text.match(/[[{]/g) ?? []).length > (previous.text.match(/[\]}]/g) ?? []).length && /^[^[{]*[\]}]$/.test(line.text);
    if (previous !== undefined && (unclosed || (!line.positioned && wrappedItem(line, previous)))) {
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}`, parts: undefined };
      continue;
    }
    // A cell of a grid of skills wrapped in two ("Reporting" / "financier" under it, the next cell's
    // lines read between them): a lower-case line right under a line that starts at its left edge.
    // (a line of a grid: another line shares its row; a one-per-line list of skills is no grid)
    // (or the list is one: a cell alone on its row, its neighbour empty, "Land use" / "planning")
    const recent = out.slice(-3);
    const inGrid = (above: ResumeLine): boolean => grid || recent.some((other) => other !== above && Math.abs(other.top - above.top) <= 1 && other.x !== above.x);
    // (not a cell of the grid's next row, whose other cells, level with it and read before it, open with a capital: "Tableau",
    // "Excel modelling", "dbt" under "SQL", "Python", "Power BI")
    // (unless the cell above ends on a small word: "Prévention des" / "blessures" beside "ForceDecks", a column of its own)
    const nextRow = recent.some((other) => other.positioned && other.page === line.page && Math.abs(other.top - line.top) <= 1 && /^\p{Lu}/u.test(other.text));
    const cell = line.positioned && /^\p{Ll}/u.test(line.text) ? recent.findIndex((above) => above.positioned && inGrid(above) && Math.abs(above.x - line.x) <= 2 && line.top > above.top && line.top - above.top <= above.height * 1.6 && !/[,;|•·]/.test(above.text) && (!nextRow || SMALL_WORD_END.test(above.text))) : -1;
    if (cell >= 0) {
      const index = out.length - recent.length + cell;
      out[index] = { ...out[index], text: `${out[index].text} ${line.text}`, parts: undefined };
    } else if (previous !== undefined && /^\p{Ll}/u.test(line.text) && /\p{Ll}-$/u.test(previous.text)) {
      // (a word broken at its hyphen by a narrow column: "Prioritisa-" / "tion"; a prefix keeps its own: "non-" / "conformités")
      const prefix = /(?:^|\s)(?:non|co|anti|auto|multi|inter|post|pre|pré|semi|self|sous|sur|pluri|micro|macro|e)-$/iu.test(previous.text);
      out[out.length - 1] = { ...previous, text: `${prefix ? previous.text : previous.text.slice(0, -1)}${line.text}`, parts: undefined };
    } else if (previous !== undefined && /^\p{Ll}/u.test(line.text) && !isBullet(line.text) && (SMALL_WORD_END.test(previous.text) || (/^(?:de|des|du|d['’]|of|à|au|aux)\s/u.test(line.text) && !/[,;|•·:]/.test(previous.text)))) {
      // (a skill wrapped after its small word: "Stratégie de" / "contenu", "Gestion des postes à" / "quai"; or before it: "Aménagement" / "du territoire")
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}`, parts: undefined };
    } else if (previous !== undefined && !isBullet(line.text) && SENTENCE_LEAD.test(stripBullet(previous.text)) && !/[.!?]$/.test(previous.text)) {
      // (a sentence naming skills, wrapped: "Je maîtrise WordPress …, Montage Adobe" / "Premiere et Final Cut Pro.")
      out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}`, parts: undefined };
    } else if (previous !== undefined && /^\p{Ll}/u.test(line.text) && /[,;|]/.test(previous.text) && !/[,;|•·]$/.test(previous.text)) out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else out.push(line);
  }
  return out;
}
