import { Education } from '../../../database/entities/person.entity';
import { degreeScore, schoolScore } from './lexicon';
import { splitEntries } from './entries';
import { pickPair } from './experiences';

/** Degrees of the education section: degree, school and dates per dated entry. */
export function parseEducation(lines: string[]): Education[] {
  const out: Education[] = [];
  for (const entry of splitEntries(lines)) {
    const [degree, school] = pickPair(entry.fragments, degreeScore, schoolScore);
    if (!degree && !school) continue;
    out.push({ degree, school, start: entry.range.start === entry.range.end ? null : entry.range.start, end: entry.range.current ? null : entry.range.end });
  }
  return out;
}
