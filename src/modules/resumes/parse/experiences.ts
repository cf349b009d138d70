import { Experience } from '../../../database/entities/person.entity';
import { fold, uniqueBy } from './text';
import { companyScore, looksLikeJobTitle, titleScore } from './lexicon';
import { companyBeforeContract, LOWER_WORDS, RawEntry, splitEntries } from './entries';
import { ResumeLine } from './lines';

type Scorer = (text: string) => number;

/** An entry's distinct heading fragments, in reading order. */
export function fragmentsOf(entry: RawEntry, keep: (fragment: string) => boolean = () => true): string[] {
  const seen = new Set<string>();
  return entry.heads.flat().filter((fragment) => {
    const key = fold(fragment);
    if (seen.has(key) || !keep(fragment)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Gives the two roles (title/company, degree/school) to each entry's fragments. A theme prints
 * every entry of a section in the same order, so the order is voted once for the section from
 * the lexicon scores of all its entries, and an entry departs from it only on strong evidence of
 * its own: an unknown title ("Barista") still lands in the title's place.
 */
export function assignRoles(entries: string[][], first: Scorer, second: Scorer): Array<[string, string]> {
  const pairs = entries.filter((fragments) => fragments.length >= 2);
  const vote = pairs.reduce((sum, [a, b]) => sum + first(a) + second(b) - first(b) - second(a), 0);
  const prior = pairs.length === 0 ? 0.25 : Math.sign(vote) * 1.5 + (vote === 0 ? 0.25 : 0);
  return entries.map((fragments) => {
    if (fragments.length === 0) return ['', ''];
    if (fragments.length === 1) return first(fragments[0]) >= second(fragments[0]) ? [fragments[0], ''] : ['', fragments[0]];
    let best: [string, string] = [fragments[0], fragments[1]];
    let bestScore = -Infinity;
    const candidates = fragments.slice(0, 3);
    for (let i = 0; i < candidates.length; i += 1) {
      for (let j = 0; j < candidates.length; j += 1) {
        if (i === j) continue;
        const order = i < j ? prior : -prior;
        const score = first(candidates[i]) + second(candidates[j]) + order - (i + j) * 0.3;
        if (score > bestScore) {
          bestScore = score;
          best = [candidates[i], candidates[j]];
        }
      }
    }
    return best;
  });
}

/**
 * A title and a company run together on one line, told apart on the page only by colour or weight
 * ("ANALYTICS ENGINEER KANO DATA LABS LTD"): split after the title's last known word when the rest
 * names no title and is a company's name (a company word, or two words or more in capitals).
 */
function splitRunTogether(fragment: string): string[] {
  const words = fragment.split(/\s+/);
  const capitals = fragment === fragment.toUpperCase();
  for (let at = words.length - 2; at >= 0; at -= 1) {
    if (!looksLikeJobTitle(words[at])) continue;
    // (the title's lower-case words after it go with it: "Pharmacien hospitalier", "Data manager clinique")
    let end = at + 1;
    while (end < words.length - 1 && /^\p{Ll}/u.test(words[end]) && !LOWER_WORDS.test(words[end])) end += 1;
    const company = words.slice(end).join(' ');
    const named = companyScore(company) > 0 || (capitals && words.length - end >= 2);
    if (named && /^[\p{Lu}\d]/u.test(company) && !LOWER_WORDS.test(words[end]) && !looksLikeJobTitle(company)) return [words.slice(0, end).join(' '), company];
    return [fragment];
  }
  return [fragment];
}

/** Experiences of the experience section: title, company, dates and description per dated entry. */
export function parseExperiences(lines: ResumeLine[]): Experience[] {
  const entries = splitEntries(lines, { commas: true, placesBesideDates: true });
  const roles = assignRoles(
    entries.map((entry) => {
      const fragments = fragmentsOf(entry);
      return fragments.length === 1 ? splitRunTogether(fragments[0]) : fragments;
    }),
    titleScore,
    companyScore,
  );
  const out: Experience[] = [];
  entries.forEach((entry, index) => {
    // (a role under its employer's name: the employer is its company, its one heading its title)
    const [title, found]: [string, string] = entry.group !== undefined && fragmentsOf(entry).length === 1 ? [fragmentsOf(entry)[0], entry.group] : roles[index];
    if (!title && !found) return;
    // One company above several roles ("Fenwick & Doyle LLP" / "Counsel" dates / "Conveyancer" dates):
    // a role printed alone under the last one with a company is that company's.
    const previous = out[out.length - 1];
    const above = !found && title && fragmentsOf(entry).length === 1 && previous?.company && companyScore(title) <= 0 ? previous.company : found;
    // A company printed after the job's bullets with its contract type ("Locarchives · Temps partiel"), where the heading gave
    // none, or a word the lexicon does not know as a company (the town beside the dates, "septembre 2023 – Aujourd'hui | Amiens").
    const late = entry.body.map(companyBeforeContract).find((each) => each !== null);
    const company = late && (!above || companyScore(above) <= 0) && fold(late) !== fold(title) ? late : above;
    const { start, end } = entry.range;
    // A lone date on the latest entry is where it started ("Mar 2021" beside the current job).
    const lone = start !== null && start === end;
    const current = entry.range.current || (lone && index === 0);
    out.push({
      title,
      company,
      start,
      end: current ? null : end,
      current,
      description: entry.body.join('\n').slice(0, 4000),
    });
  });
  // A layout that prints a section twice (a summary column and the full list) gives each entry once.
  return uniqueBy(out, (experience) => fold(`${experience.title}|${experience.company}|${experience.start}|${experience.end}`));
}
