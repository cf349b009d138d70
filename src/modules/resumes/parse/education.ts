import { Education } from '../../../database/entities/person.entity';
import { isLocation, RawEntry, splitEntries } from './entries';
import { assignRoles, fragmentsOf } from './experiences';
import { degreeScore, schoolScore } from './lexicon';
import { ResumeLine } from './lines';
import { fold, stripBullet, uniqueBy } from './text';

/** Lines of an education entry that are neither the degree nor the school: grades, minors, courses, modes. */
const NOT_A_DEGREE =
  /^(?:gpa|cgpa|grade|moyenne|mention|minor|mineure|major|score|note|courses|cours|modules|en formation continue|en alternance|formation continue|honou?rs|first class|second class|2:1|2:2|dissertation|thesis|these|memoire|option|specialite|specialisation)\b|^\d+(?:[.,]\d+)?\s*(?:\/\s*\d+)?$/i;

const isDegreePart = (fragment: string): boolean => !NOT_A_DEGREE.test(fragment.normalize('NFKD').replace(/\p{M}+/gu, '').trim());

/** "BSc Computer Science, University of Leeds": a school after the last comma of a degree line (or before a town after it). */
function splitSchoolAfterComma(fragments: string[]): string[] {
  return fragments.flatMap((fragment) => {
    // (a town after the school, dropped: "Master en Sciences de l'information, IUT de Corte, Corte")
    const town = /^(.*\S),\s+([^,]+),\s+(\p{Lu}[\p{L}'’ -]{1,30})$/u.exec(fragment);
    if (town && degreeScore(town[1]) > 0 && schoolScore(town[2]) > 0 && schoolScore(town[3]) <= 0 && degreeScore(town[3]) <= 0) return [town[1], town[2]];
    const match = /^(.*\S),\s+([^,]+)$/.exec(fragment);
    // (or a name the lexicon does not know after a degree of two words or more: "Master Métiers de l'enseignement, INSPÉ de Lyon")
    const named = (part: string): boolean => schoolScore(part) > 0 || (/^\p{Lu}/u.test(part) && degreeScore(part) <= 0 && !isLocation(part) && DEGREE_OPENER.test(fold(match?.[1] ?? '')) && !match?.[1].includes(',') && (match?.[1].split(' ').length ?? 0) >= 2);
    return match && named(match[2]) && schoolScore(match[1]) <= 0 ? [match[1], match[2]] : [fragment];
  });
}

/** "M.Tech in Midwifery from Anna University": a school after "from" in a degree's sentence. */
function splitSchoolAfterFrom(fragments: string[]): string[] {
  return fragments.flatMap((fragment) => {
    const match = /^(.*\S)\s+from\s+(\p{Lu}.*)$/u.exec(fragment);
    return match && (degreeScore(match[1]) > 0 || schoolScore(match[2]) > 0) && degreeScore(match[2]) <= 0 ? [match[1], match[2]] : [fragment];
  });
}

/** The words a school's name opens with, and the qualifiers that may come before them ("Technische Universität"). */
const SCHOOL_OPENER = /^(?:university|universite|universidad|universita|universidade|universitat|universiteit|uniwersytet|hochschule|fachhochschule|ecole|institut|instituto|istituto|politecnico|politechnika|college|academy|academie|akademie)$/;
const SCHOOL_QUALIFIER = /^(?:technische|freie|katholische|state|national|federal|royal|imperial|catholic|free|open|pontifical|pontificia)$/;

/** "Master 2 Pharmacie Hochschule für Technik und Wirtschaft Berlin", "B.SC. (HONS) BUSINESS INFORMATICS UNIVERSITY OF LAGOS": a degree run into its school. */
function splitSchoolInside(fragment: string): string[] {
  const words = fragment.split(' ');
  let at = words.findIndex((word, index) => index > 0 && index < words.length - 1 && SCHOOL_OPENER.test(fold(word)));
  if (at < 0) return [fragment];
  if (at > 1 && SCHOOL_QUALIFIER.test(fold(words[at - 1]))) at -= 1;
  const degree = words.slice(0, at).join(' ');
  return degreeScore(degree) > 0 ? [degree, words.slice(at).join(' ')] : [fragment];
}

/** The words a degree opens with. */
const DEGREE_OPENER = /^(?:master|mastere|masters|bachelor|bachelors|bachelier|licence|bts|but|dut|mba|msc|bsc|meng|beng|phd|doctorat|diplome|diploma|associate|certificate|certificat|postgraduate|pgce|llm|llb|diplom|laurea|licenciatura|licenciado|bacharelado|mestrado|magister|grado|doctorado|dottorato)\b/;

/**
 * "HELMo Master of Science", "Haute École Léonard de Vinci Master", "HELMO" / "Master": a school (a
 * school word, or an acronym such as HELMo or ICHEC) set before its degree, alone on the entry's first
 * fragment or before the degree's first word on it. The degree is the rest of the entry.
 */
function schoolBeforeDegree(fragments: string[]): [string, string] | null {
  const words = fragments.flatMap((fragment, index) => fragment.split(' ').map((token) => ({ token, index })));
  const at = words.findIndex((word, position) => position > 0 && word.index <= 1 && DEGREE_OPENER.test(fold(word.token)));
  if (at < 0 || words.slice(0, at).some((word) => word.index > 0)) return null;
  const school = words.slice(0, at).map((word) => word.token).join(' ');
  if (degreeScore(school) > 0 || !(schoolScore(school) > 0 || /^\p{Lu}{2,}/u.test(school))) return null;
  return [school, words.slice(at).map((word) => word.token).join(' ')];
}

/** A degree wrapped by a narrow column: "MSc, Engineering, Networks and" / "Telecommunications". */
function joinWrapped(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    // (not a range open at its dash, whose end a gutter put below the degree: "2013 -" / "M.S. in Modern Languages" / "2015")
    const openRange = previous !== undefined && /(?:19|20)\d{2}\s*[-–—]$/.test(previous.text);
    const open = previous && !openRange && (/[,&/-]$|\s(?:and|et|of|de|des|du|en|in|&)$/i.test(previous.text) || (/^\p{Ll}/u.test(line.text) && !/[.]$/.test(previous.text)));
    if (open && !/\d{4}/.test(line.text) && line.text.length < 60) out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
    else out.push(line);
  }
  return out;
}

/** A school's name: one the lexicon knows, or one it does not know named by its acronym ("HEPIA · Genève", "KNUST"). */
function isSchoolName(text: string): boolean {
  // (not a date in capitals: "JUIL. 2014")
  return text !== '' && (schoolScore(text) > 0 || (schoolScore(text) === 0 && degreeScore(text) <= 0 && /^\p{Lu}{2,}\b/u.test(text) && !/\d/.test(text)));
}

/**
 * An entry whose heading lines hold a second degree on a line of its own, after the first degree's school
 * ("JUIL. 2014" / "Master en Systèmes d'information" / "HEPIA, Genève" / "Bachelor en Génie logiciel" /
 * "HEG Genève, Carouge", one of the two printed without dates): two entries, with the lines that follow the second
 * degree (its school below the heading lines the dates reach) as its heading. The dates go to the degree they
 * stand nearest: the first when they are printed above the second degree's line, else the second.
 */
function withSecondDegreeApart(entries: RawEntry[]): RawEntry[] {
  return entries.flatMap((entry) => {
    const degrees = entry.heads.flatMap((head, index) => (degreeScore(head.join(' ')) > 0 ? [index] : []));
    // (a school after the degree's comma on its line, or a line of its own: "HND in Watchmaking, University of Exeter Penryn")
    const schoolOf = (heads: string[][]): boolean => heads.map((head, index) => (index === 0 ? head.join(' ').split(/,\s*/).slice(1).join(', ') : head.join(' '))).some(isSchoolName);
    // (the two degrees a line apart at least, or the first with its school on its line)
    if (degrees.length < 2 || (degrees[1] - degrees[0] < 2 && !schoolOf([entry.heads[degrees[0]]]))) return [entry];
    const at = degrees[1];
    // (its school the line after it, when the heading ends with it; no school, no entry of its own)
    const below = at === entry.heads.length - 1 && entry.body.length > 0 && schoolScore(entry.body[0]) > 0 ? [[entry.body[0]]] : [];
    const second = [...entry.heads.slice(at), ...below];
    if (!schoolOf(second)) return [entry];
    const undated = { start: null, end: null, current: false, index: 0, length: 0 };
    const above = entry.above ?? 0;
    const datesWithSecond = above > at || (above === at && entry.datesInline === true);
    return [
      { ...entry, heads: entry.heads.slice(0, at), range: datesWithSecond ? undated : entry.range, body: [] },
      { heads: second, range: datesWithSecond ? entry.range : undated, body: entry.body.slice(below.length) },
    ];
  });
}

/** Degrees of the education section: degree, school and dates per dated entry; a lone date is the end. */
export function parseEducation(lines: ResumeLine[]): Education[] {
  // (a grade or a mention alone on its line is neither heading nor description: "GPA: 3.7" would shift the entry template)
  const kept = lines.filter((line) => /(?:19|20)\d{2}/.test(line.text) || isDegreePart(stripBullet(line.text)));
  const raw = splitEntries(joinWrapped(kept), { commas: false, maxAbove: 3, maxBelow: 3, undated: (text) => schoolScore(text) > 0, headPart: (text) => schoolScore(text) > 0 });
  // (a section that opens on a school prints each school over its degree: a degree's next line is the next entry's school)
  const opensOnSchool = kept.length > 0 && degreeScore(kept[0].text) <= 0 && isSchoolName(kept[0].text);
  const entries = opensOnSchool ? raw : withSecondDegreeApart(raw);
  // (a grade after the degree goes, with its "with": "… from Anna University with GPA of 3.7", "… with" / "GPA of")
  const fragments = entries.map((entry) =>
    splitSchoolAfterFrom(splitSchoolAfterComma(fragmentsOf(entry, isDegreePart)))
      .flatMap((fragment, _index, all) => (all.length === 1 ? splitSchoolInside(fragment) : [fragment]))
      .map((fragment) => fragment.replace(/,?\s*\b(?:with\s+(?:an?\s+)?)?(?:gpa|cgpa|moyenne|grade|mention)\b.*$/i, '').replace(/\s+with$/i, '').trim())
      .filter(Boolean),
  );
  // The school is one fragment; everything else of the heading is the degree ("Engineering, Networks and Telecommunications" + "MSc").
  const roles = assignRoles(
    fragments.map((list, entry) => {
      const opened = schoolBeforeDegree(list);
      if (opened) return opened;
      if (list.length <= 2) return list;
      const school = list.reduce((best, fragment) => (schoolScore(fragment) > schoolScore(best) ? fragment : best), list[list.length - 1]);
      // (a town after the school on its line, the list's last: "Leipzig University — Leipzig")
      const sameLine = entries[entry].heads.some((head) => head.length >= 2 && head[head.length - 1] === list[list.length - 1] && head.includes(school));
      const town = (fragment: string, index: number): boolean => index === list.length - 1 && sameLine && schoolScore(school) > 0 && /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(fragment) && degreeScore(fragment) <= 0 && schoolScore(fragment) <= 0;
      const degree = list.filter((fragment, index) => fragment !== school && !town(fragment, index)).join(' ');
      return list.indexOf(school) === 0 ? [school, degree] : [degree, school];
    }),
    degreeScore,
    schoolScore,
  );
  const out: Education[] = [];
  entries.forEach((entry, index) => {
    const [degree, school] = roles[index];
    if (!degree && !school) return;
    const { start, end, current } = entry.range;
    const lone = start !== null && start === end;
    out.push({ degree, school, start: lone ? null : start, end: current ? null : end });
  });
  // A layout that prints a section twice gives each degree once.
  const dated = joinHalves(out);
  // (only after entries read whole, a degree and a school each: lines left over by a shifted template are no degree of their own)
  const whole = dated.length > 0 && dated.every((education) => education.degree && education.school);
  // (in the order the dated ones print them: a school line over its degree, or a degree over its school)
  const heads = entries[0]?.heads.flat() ?? [];
  const schoolFirst = whole && heads.findIndex((fragment) => dated[0].school.includes(fragment)) < heads.findIndex((fragment) => dated[0].degree.includes(fragment));
  const undated = whole ? undatedAfterLast(entries.map((entry) => entry.body), schoolFirst) : [];
  return uniqueBy([...dated, ...undated], (education) => fold(`${education.degree}|${education.school}|${education.start}|${education.end}`));
}

/**
 * Degrees printed without dates after the last dated one ("Bachelor in Information Technology" / "Flinders University"
 * under a dated degree), which the last entry's lines hold: a degree line next to a school line, in the dated ones' order,
 * or a degree and its school on one line between commas, a town after it ("Master en Sciences de l'information, IUT de
 * Corte, Corte").
 */
function undatedAfterLast(bodies: string[][], schoolFirst: boolean): Education[] {
  const lines = bodies[bodies.length - 1] ?? [];
  const out: Education[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const pair = schoolFirst ? [lines[index + 1], lines[index]] : [lines[index], lines[index + 1]];
    const parts = lines[index].split(/,\s+/);
    const at = schoolFirst ? -1 : parts.findIndex((part, position) => position > 0 && isSchoolName(part) && degreeScore(parts.slice(0, position).join(', ')) > 0);
    const twoLines = index + 1 < lines.length && degreeScore(pair[0]) > 0 && isSchoolName(pair[1]);
    const [degree, school] = twoLines ? pair : at > 0 ? [parts.slice(0, at).join(', '), parts[at]] : ['', ''];
    if (degree === '' || degree.length > 80 || school.length > 80) continue;
    out.push({ degree, school, start: null, end: null });
    if (twoLines) index += 1;
  }
  return out;
}

/** A degree and its school read as two entries with the same dates ("MBA" dates / "University of Glasgow" dates): one. */
function joinHalves(entries: Education[]): Education[] {
  const out: Education[] = [];
  for (const entry of entries) {
    const previous = out[out.length - 1];
    const halves = previous && previous.start === entry.start && previous.end === entry.end && ((previous.degree && !previous.school && entry.school && !entry.degree) || (previous.school && !previous.degree && entry.degree && !entry.school));
    if (halves) out[out.length - 1] = { ...previous, degree: previous.degree || entry.degree, school: previous.school || entry.school };
    else out.push(entry);
  }
  return out;
}
