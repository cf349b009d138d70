import { Experience } from '../../../database/entities/person.entity';
import { companyScore, titleScore } from './lexicon';
import { RawEntry, splitEntries } from './entries';

/** Experiences of the experience section: title, company, dates and description per dated entry. */
export function parseExperiences(lines: string[]): Experience[] {
  return splitEntries(lines)
    .map(toExperience)
    .filter((experience): experience is Experience => experience !== null);
}

function toExperience(entry: RawEntry): Experience | null {
  const [title, company] = pickPair(entry.fragments, titleScore, companyScore);
  if (!title && !company) return null;
  return {
    title,
    company,
    start: entry.range.start,
    end: entry.range.current ? null : entry.range.end,
    current: entry.range.current,
    description: entry.body.join('\n').slice(0, 4000),
  };
}

/**
 * Picks the two roles of an entry's fragments by their lexicon scores (title vs company, degree vs
 * school); on a tie the first fragment takes the first role, the order most resumes use.
 */
export function pickPair(fragments: string[], first: (text: string) => number, second: (text: string) => number): [string, string] {
  const candidates = fragments.slice(0, 4);
  if (candidates.length === 0) return ['', ''];
  if (candidates.length === 1) return first(candidates[0]) >= second(candidates[0]) ? [candidates[0], ''] : ['', candidates[0]];
  let best: [number, number] = [0, 1];
  let bestScore = -Infinity;
  for (let i = 0; i < candidates.length; i += 1) {
    for (let j = 0; j < candidates.length; j += 1) {
      if (i === j) continue;
      // Small bonus for the order of appearance and for adjacent fragments.
      const score = first(candidates[i]) + second(candidates[j]) + (i < j ? 0.25 : 0) - (Math.abs(i - j) - 1) * 0.1 - (i + j) * 0.05;
      if (score > bestScore) {
        bestScore = score;
        best = [i, j];
      }
    }
  }
  return [candidates[best[0]], candidates[best[1]]];
}
