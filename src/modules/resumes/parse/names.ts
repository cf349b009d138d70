import { looksLikeJobTitle } from './lexicon';

export interface PersonName {
  firstName: string;
  lastName: string;
}

const PARTICLES = new Set(['de', 'du', 'des', 'van', 'von', 'der', 'den', 'le', 'la', "d'", 'di', 'da', 'del', 'dos', 'ben', 'el', 'al', 'bin', 'ter']);
const NOT_A_NAME = /@|\d|https?:|www\.|linkedin|curriculum|\bcv\b|resume|résumé|page\s/i;
const NAME_TOKEN = /^(?:\p{Lu}[\p{L}'’]*(?:-\p{Lu}?[\p{L}'’]+)*|\p{Lu}\.)$/u;

/** Finds the candidate's name in the first lines of a resume. */
export function findName(lines: string[]): PersonName | null {
  for (const line of lines.slice(0, 12)) {
    const first = line.split(/\s+[|–—•·]\s+|\s+-\s+|,\s+/)[0].trim();
    const name = parseNameLine(first);
    if (name) return name;
  }
  return null;
}

/** Reads one line as a personal name ("Jane Doe", "DUPONT Jean", "Marie de la Fontaine"), else null. */
export function parseNameLine(line: string): PersonName | null {
  if (NOT_A_NAME.test(line) || line.length > 60 || looksLikeJobTitle(line)) return null;
  const tokens = line.replace(/\s+/g, ' ').trim().split(' ');
  if (tokens.length < 2 || tokens.length > 5) return null;
  const isParticle = (token: string): boolean => PARTICLES.has(token.toLowerCase());
  if (!tokens.every((token) => isParticle(token) || NAME_TOKEN.test(token))) return null;
  const isUpper = (token: string): boolean => token.length > 1 && token === token.toUpperCase() && token !== token.toLowerCase();
  // "LE GALL Noémie": a capitalised particle opens a family name in capitals.
  const leadingCapitalParticle = isParticle(tokens[0]) && isUpper(tokens[0]) && tokens.length > 2 && isUpper(tokens[1]);
  if ((isParticle(tokens[0]) && !leadingCapitalParticle) || isParticle(tokens[tokens.length - 1])) return null;

  const upper = tokens.filter((token) => !isParticle(token) && isUpper(token));
  const mixed = tokens.filter((token) => !isParticle(token) && !isUpper(token));
  if (upper.length > 0 && mixed.length > 0) {
    // French convention: the family name in capitals, wherever it stands ("DUPONT Jean", "Jean DE LA FONTAINE").
    const lastStart = tokens.findIndex((token) => isUpper(token) || (isParticle(token) && tokens.slice(tokens.indexOf(token)).some(isUpper)));
    if (lastStart === 0) {
      const firstIndex = tokens.findIndex((token) => !isUpper(token) && !isParticle(token));
      return { firstName: tokens.slice(firstIndex).join(' '), lastName: titleCase(tokens.slice(0, firstIndex).join(' ')) };
    }
    return { firstName: tokens.slice(0, lastStart).join(' '), lastName: titleCase(tokens.slice(lastStart).join(' ')) };
  }
  const particleAt = tokens.findIndex((token, index) => index > 0 && isParticle(token));
  const split = particleAt > 0 ? particleAt : tokens.length - 1;
  return { firstName: titleCase(tokens.slice(0, split).join(' ')), lastName: titleCase(tokens.slice(split).join(' ')) };
}

/** "DUPONT" -> "Dupont", "LE GALL" -> "Le Gall", "JEAN-PIERRE" -> "Jean-Pierre"; mixed case is kept. */
export function titleCase(value: string): string {
  if (value !== value.toUpperCase()) return value;
  return value
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_match, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`);
}
