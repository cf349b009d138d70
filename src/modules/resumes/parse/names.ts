import { isLocation, isRegionCode } from './entries';
import { looksLikeJobTitle, namesAnInstitution } from './lexicon';
import { ResumeLine } from './lines';
import { headingKind } from './sections';
import { editDistance, fold } from './text';

export interface PersonName {
  firstName: string;
  lastName: string;
}

const PARTICLES = new Set(['de', 'du', 'des', 'van', 'von', 'der', 'den', 'le', 'la', "d'", 'di', 'da', 'del', 'dal', 'dalla', 'della', 'dos', 'das', 'ben', 'el', 'al', 'bin', 'binti', 'binte', 'ter', 'st', 'st.', 'ní', 'ni', 'nic', 'mac', 'ó', 'ap', 'dela', 'ould', 'te', 'ul', 'ud', 'zu', "'t", '’t', 'los', 'las']);
const NOT_A_NAME = /@|\d|https?:|www\.|linkedin|curriculum|\bcv\b|resume|résumé|page\s|github/i;
const NAME_TOKEN = /^(?:\p{Lu}\p{M}*[\p{L}\p{M}'’]*(?:-\p{Lu}?[\p{L}\p{M}'’]+)*\.?|\p{Lu}\.|(?:d|D|O|N|L)['’]\p{Lu}[\p{L}\p{M}'’-]*|(?:al|el|ben|bin|abu|ibn)-\p{Lu}[\p{L}\p{M}'’-]*)$/u;

/** Titles before a name and letters after it (degrees, professional bodies), never part of the name. */
const PREFIX = /^(?:dr|dre|docteur|doctor|prof|pr|professeur|professor|mr|mrs|ms|miss|mx|mme|mlle|m|me|monsieur|madame|mademoiselle|sir|dame|rev|ing|eng|ir|univ\.?-prof|dipl\.?-ing|dr\.?-ing|mag)\.?$/i;
const POST_NOMINALS =
  /^(?:phd|ph\.d\.?|dphil|md|mba|msc|bsc|ma|ba|beng|meng|llb|llm|cfa|cpa|acca|aca|cima|frm|pmp|prince2|rgn|rmn|rn|nmc|mrcp|frcs|mcips|cips|ceng|mice|miet|fca|acma|chfc|cipd|mcipd|esq|jr|sr|ii|iii|iv|cissp|cism|cisa|hdr|bsn|msn|dnp|lpn|pa-c|pharmd|jd|edd|mph|msw|lcsw|cfp|cma|cia|phr|sphr|shrm-cp|shrm-scp|csm|p\.eng|eit|cfe|crna|aprn|fnp|mha|mfa|mpa|dds|dmd|dvm|obe|mbe|cbe|frsa)\.?$/i;

/**
 * Removes what surrounds a name on its line: a title before it ("Dr", "Mme"), letters after it
 * ("RGN", "PhD, CFA"), and a job title after a comma or a dash ("Jane Doe, Data Engineer").
 */
export function stripNameDecorations(line: string): string {
  let text = line.replace(/\s+/g, ' ').trim();
  // "Name | title", "Name – title", "Name, Title": keep the part before the first strong separator.
  text = text.split(/\s+[|–—•·]\s+|\s+-\s+/)[0];
  const parts = text.split(/\s*,\s*/);
  // After a comma: post-nominals ("Jane Doe, RGN, MSc") or a job title ("Théo Mercier, Acheteuse").
  text = parts[0];
  const tokens = text.split(' ');
  while (tokens.length > 2 && PREFIX.test(tokens[0])) tokens.shift();
  while (tokens.length > 2 && POST_NOMINALS.test(tokens[tokens.length - 1])) tokens.pop();
  return tokens.join(' ');
}

/**
 * "Doe, Jane", "DUPONT, Jean-Pierre", "da Silva, Rui Miguel", "Sousa e Castro, João Pedro, Auditrice junior": the
 * family name (particles and a Portuguese or Spanish "e"/"y" inside it), a comma, the given names, then perhaps a
 * job title (not "Jane Doe, RGN", not "Théo Mercier, Acheteuse").
 */
function invertedName(line: string): PersonName | null {
  // (not a greeting: "HELLO, WORLD.")
  if (/[.!]$/.test(line)) return null;
  const match = /^([^,]+),\s*([^,]+?)(?:,\s*([^,]+))?$/u.exec(line);
  if (!match || (match[3] !== undefined && !looksLikeJobTitle(match[3]))) return null;
  const family = match[1].trim().split(' ');
  const given = match[2].trim().split(' ');
  const linking = (token: string, index: number): boolean => index < family.length - 1 && (PARTICLES.has(token.toLowerCase()) || (index > 0 && /^[ey]$/.test(token)));
  // (a family name of several words holds a particle or a connector, or is in capitals: "Anna Berg, Stockholm" is a name and a place)
  const joined = family.length === 1 || family.some(linking) || match[1] === match[1].toUpperCase();
  if (!joined || family.length > 4 || !family.every((token, index) => NAME_TOKEN.test(token) || linking(token, index)) || given.length > 2 || ![...family, ...given].every((token) => !POST_NOMINALS.test(token) && !PREFIX.test(token)) || !given.every((token) => NAME_TOKEN.test(token))) return null;
  if (looksLikeJobTitle(match[2]) || headingKind(match[1]) || headingKind(match[2]) || isLocation(`${match[1]}, ${match[2]}`) || isLocation(match[1]) || isRegionCodeInCapitals(match[2].trim()) || namesAnInstitution(match[1])) return null;
  return { firstName: titleCase(given.join(' ')), lastName: titleCase(match[1].trim()) };
}

/** A resume's title before the name it belongs to (the name follows with a capital). */
const DOCUMENT_TITLE = /^(?:curriculum\s+vit(?:ae|æ)|cv|r[ée]sum[ée])(?:\s+(?:(?:de|of|du)\s+|d['’])|\s*[:：–—-]\s*)(?=\p{Lu})/iu;

/** A portfolio's greeting before a name: "I'm Oisín Breathnach.", "Je suis Léa Martin" (the name is $1). */
const GREETING = /^(?:(?:hi|hello|hey|bonjour|salut)[,!]?\s+)?(?:i['’]m|i am|my name is|je suis|je m['’]appelle)\s+(.+?)[.!]?$/iu;

/**
 * A label before the name: "Name Anaïs Lefèvre", "Nom : Dupont Jean", "Nom et prénom : BA Oumar", "Candidate: Jane Doe"
 * (the longer labels first: under the i flag, the look-ahead's \p{Lu} takes a small letter too).
 */
const NAME_LABEL = /^(?:name\s+and\s+surname|(?:full\s*)?name|nom\s+(?:et\s+)?pr[ée]noms?|pr[ée]noms?\s+(?:et\s+)?nom|nom(?:\s+complet)?|candidate|candidat(?:e)?)\s*[:：]?\s+(?=\p{Lu})/iu;
// (a label and its value in a Word table flattened with a bar: "Nom | VAN DE WALLE", "Given names | Eszter Katalin")
const FAMILY_LABEL = /^(?:nom(?:\s+de\s+famille)?|surname|last\s+name|family\s+name)\s*[:：|]\s*(\S.*)$/iu;
// (a plural in brackets too: "Prénom(s) :", "First name(s):")
const GIVEN_LABEL = /^(?:pr[ée]noms?|first\s+names?|given\s+names?|forenames?)(?:\(s\))?\s*[:：|]\s*(\S.*)$/iu;

/** A family or given name's label alone on its line. */
const BARE_NAME_LABEL = /^\s*(?:name|nom(?:\s+de\s+famille)?|surname|last\s+name|family\s+name|pr[ée]noms?|first\s+names?|given\s+names?|forenames?)(?:\(s\))?\s*[:：|]\s*$/iu;

/** A state, province or territory code in capitals after a town ("Sydney NSW", "Surrey, BC"): a place, not a family name. */
const isRegionCodeInCapitals = (token: string): boolean => token === token.toUpperCase() && isRegionCode(token);

/** A line's labelled parts: "Nom : DIALLO Prénoms : Mamadou Lamine" -> "Nom : DIALLO", "Prénoms : Mamadou Lamine". */
const labelledParts = (line: string): string[] => line.split(/(?<!\b(?:first|last|family|given|full))\s+(?=(?:pr[ée]noms?|first\s+names?|given\s+names?|forenames?|nom|name|surname|last\s+name|family\s+name)\s*[:：|])/iu);

/**
 * Reads one line as a personal name ("Jane Doe", "DUPONT Jean", "Marie de la Fontaine", "Dr Jane Doe, RGN"), else null.
 * `knownName`: something else marks the line as the name (the e-mail address spells every word, or the layout sets it
 * apart), so a name that is also a trade ("Pierre Boulanger") stays a name.
 */
export function parseNameLine(printed: string, options: { knownName?: boolean } = {}): PersonName | null {
  // The document's title before the name: "CV de KHADY BA", "Résumé of MACKENZIE, MIA", "Curriculum vitae – Jane Doe".
  // Emoji beside it: "Mackenzie Chan🌑🌕".
  const whole = printed.replace(DOCUMENT_TITLE, '').replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ' ').trim();
  // A link printed after it: "Tom REUTER @O (https://github.com/…)".
  const raw = NOT_A_NAME.test(whole) ? whole.split(/\s+(?:@|\(?https?:)/)[0] : whole;
  if (NOT_A_NAME.test(raw) || raw.length > 70 || headingKind(raw)) return null;
  // Icons and rules around the name carry no letter ("© Jane Doe", "— JANE DOE —", OCR's "» Jane Doe |").
  const bare = raw
    .replace(/^(?:[^\p{L}\s]+\s+)+|(?:\s+[^\p{L}\s]+)+$/gu, '')
    // A portfolio's greeting: "I'm Oisín Breathnach.", "Je suis Léa Martin".
    .replace(GREETING, '$1')
    .replace(NAME_LABEL, '')
    // (OCR's "l" for the capital I opening a given name: "lonut Constantinescu", "lgor Petrov")
    .replace(/^l(?=\p{Ll}{3,}(?:\s+(?:\p{Lu}[\p{L}'’-]+|de|du|des|van|von|da|di|del|le|la))*\s+\p{Lu}[\p{L}'’-]+(?:,|$))/u, 'I')
    // (and its "ll" for the capital I opening the family name after capitalised names: "Annika Marie llves")
    .replace(/(?<=^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)*\s+)ll(?=\p{Ll}{2,}$)/u, 'Il');
  // A nickname in quotes or brackets is not part of the name: 'Robert "Bob" Smith', "Xu, Haoran (Harry)".
  // (pronouns too: "Taylor Morgan (she/her)")
  const unnicknamed = bare.replace(/\s+(?:"[^"]{1,20}"|“[^”]{1,20}”|«[^»]{1,20}»|\([^)]{1,20}\))(?=\s|$)/gu, '');
  const inverted = invertedName(unnicknamed);
  if (inverted) return inverted;
  const line = stripNameDecorations(unnicknamed);
  if (!options.knownName && (looksLikeJobTitle(line) || namesAnInstitution(line))) return null;
  // A middle initial is neither the given nor the family name: "John A. Smith" (not a leading initial: "J. Robert Smith").
  // (an Irish particle is one capital too: "Siobhán Ó Súilleabháin")
  const tokens = line.split(' ').filter(Boolean).filter((token, index, all) => !(index > 0 && index < all.length - 1 && all.length >= 3 && /^\p{Lu}\.?$/u.test(token) && !PARTICLES.has(token.toLowerCase())));
  const isParticle = (token: string): boolean => PARTICLES.has(token.toLowerCase());
  // (at most five words besides particles: "Juan Pablo de la Cruz Hernández")
  if (tokens.length < 2 || tokens.filter((token) => !isParticle(token)).length > 5 || tokens.length > 7) return null;
  if (!tokens.every((token) => isParticle(token) || NAME_TOKEN.test(token))) return null;
  if (tokens.some((token) => headingKind(token))) return null;
  // (a place with its region and country codes: "Vancouver BC CA")
  if (tokens.length >= 3 && tokens.slice(-2).every((token) => /^\p{Lu}{2}$/u.test(token)) && !tokens.every((token) => token === token.toUpperCase())) return null;
  // (a town and its state: "Sydney NSW")
  if (tokens.length === 2 && isRegionCodeInCapitals(tokens[1]) && tokens[0] !== tokens[0].toUpperCase()) return null;
  const isUpper = inCapitals;
  // "LE GALL Noémie": a capitalised particle opens a family name in capitals.
  const leadingCapitalParticle = isParticle(tokens[0]) && isUpper(tokens[0]) && tokens.length > 2 && isUpper(tokens[1]);
  // (a particle that is also a given name, in title case before a given or a family name: "Ben Thomas PAPPAS", "Al Jones")
  const givenNameParticle = /^(?:Ben|Al|Van)$/.test(tokens[0]) && (!isParticle(tokens[1]) || (tokens.length >= 3 && tokens[1] === tokens[1].toLowerCase()));
  if ((isParticle(tokens[0]) && !leadingCapitalParticle && !givenNameParticle) || (isParticle(tokens[tokens.length - 1]) && !/^St\.?$/i.test(tokens[tokens.length - 1]) && !(tokens.length === 2 && /^\p{Lu}/u.test(tokens[1])))) return null;

  // "VAN DEN BROECK ANNE-CATHERINE": all in capitals, a leading particle opens the family name, which ends at its first other word.
  if (leadingCapitalParticle && tokens.every((token) => isUpper(token) || isParticle(token))) {
    const end = tokens.findIndex((token) => !isParticle(token)) + 1;
    if (end > 0 && end < tokens.length) return { firstName: titleCase(tokens.slice(end).join(' ')), lastName: titleCase(tokens.slice(0, end).join(' ')) };
  }
  const upper = tokens.filter((token) => !isParticle(token) && isUpper(token));
  const mixed = tokens.filter((token) => !isParticle(token) && !isUpper(token));
  if (upper.length > 0 && mixed.length > 0) {
    // French convention: the family name in capitals, wherever it stands ("DUPONT Jean", "Jean DE LA FONTAINE").
    const lastStart = tokens.findIndex((token, index) => isUpper(token) || (isParticle(token) && !(index === 0 && givenNameParticle) && tokens.slice(index).some(isUpper)));
    if (lastStart === 0) {
      const firstIndex = tokens.findIndex((token) => !isUpper(token) && !isParticle(token));
      return { firstName: tokens.slice(firstIndex).join(' '), lastName: titleCase(tokens.slice(0, firstIndex).join(' ')) };
    }
    return { firstName: tokens.slice(0, lastStart).join(' '), lastName: titleCase(tokens.slice(lastStart).join(' ')) };
  }
  const particleAt = tokens.findIndex((token, index) => index > 0 && isParticle(token));
  // (a Portuguese particle after three names: the one before it is a family name too, "Ana Carolina Ferreira dos Santos")
  const portuguese = particleAt >= 3 && /^(?:dos|das|da)$/.test(tokens[particleAt]);
  const split = particleAt > 0 ? particleAt - (portuguese ? 1 : 0) : tokens.length - 1;
  return { firstName: titleCase(tokens.slice(0, split).join(' ')), lastName: titleCase(tokens.slice(split).join(' ')) };
}

/** A name part as an address writes it: folded, letters and digits only ("Jean-Noël" -> "jeannoel"). */
const addressKey = (words: string[]): string => fold(words.join('')).replace(/[^a-z0-9]/g, '');

/**
 * The name at the start of a line that goes on with a job title, where a Word paragraph ran the two
 * together ("Tiago Miguel Araújo Revenue manager" beside araujo.tiago.9@...): the words from the
 * line's start to the last one the e-mail address spells (two words at least, the first one spelled
 * too), when the rest of the line looks like a job title. Only the first lines are looked at.
 */
export function nameBeforeTitle(lines: ResumeLine[], email: string | null): PersonName | null {
  const local = email ? addressKey([email.split('@')[0]]) : '';
  if (local.length < 4) return null;
  for (const line of lines.slice(0, 4)) {
    const tokens = line.text.replace(/\s+/g, ' ').trim().split(' ');
    const spelled = (token: string): boolean => addressKey([token]).length >= 2 && local.includes(addressKey([token]));
    if (tokens.length < 3 || !spelled(tokens[0])) continue;
    let last = 0;
    for (let index = 1; index < Math.min(tokens.length - 1, 5); index += 1) if (spelled(tokens[index])) last = index;
    const rest = tokens.slice(last + 1).join(' ');
    if (last === 0 || !looksLikeJobTitle(rest) || looksLikeJobTitle(tokens.slice(0, last + 1).join(' '))) continue;
    const name = parseNameLine(tokens.slice(0, last + 1).join(' '));
    if (name) return name;
  }
  return null;
}

/**
 * The name opening a one-line header of pieces between bars or dots, the contacts among them: "Rémi LeBlanc |
 * Ergothérapeute | Shippagan | 506 850-4537 | leblancr@…". Only the first line; the piece must read as a name.
 */
export function nameOpeningContactLine(lines: ResumeLine[]): PersonName | null {
  const pieces = lines[0]?.text.split(/\s+[|·•]\s+/) ?? [];
  if (pieces.length < 3 || !pieces.slice(1).some((piece) => /@|\d{3}/.test(piece))) return null;
  // (a place opening it is no name: "Montego Bay, St James | +1 876 …", "Tel Aviv · 052-481-6730 · …")
  return pieces[0].includes(',') || isLocation(pieces[0]) || looksLikeJobTitle(pieces[0]) ? null : parseNameLine(pieces[0].trim());
}

/** A name given by labels of its own, on one line or two: "Nom : MARTIN" / "Prénom : Julien", "Nom : DIALLO   Prénoms : Mamadou Lamine". */
export function labelledName(lines: ResumeLine[]): PersonName | null {
  let family: string | null = null;
  let given: string | null = null;
  // (a label alone on its line, its value on the next: a table read cell by cell, "Nom :" / "Crettenand")
  const rows = lines.slice(0, 25).map((line, index, top) => (BARE_NAME_LABEL.test(line.text) && top[index + 1] ? `${line.text.trim()} ${top[index + 1].text}` : line.text));
  // ("Name:" beside a "First name:" label is the family name's)
  let named: string | null = null;
  for (const cell of rows.flatMap(labelledParts)) {
    family ??= FAMILY_LABEL.exec(cell)?.[1] ?? null;
    given ??= GIVEN_LABEL.exec(cell)?.[1] ?? null;
    named ??= /^name\s*[:：|]\s*(\S.*)$/i.exec(cell)?.[1] ?? null;
  }
  if (given !== null) family ??= named;
  const wordy = (value: string | null): value is string => value !== null && value.split(' ').length <= 4 && value.split(' ').every((token) => NAME_TOKEN.test(token) || PARTICLES.has(token.toLowerCase()));
  return wordy(family) && wordy(given) ? { firstName: titleCase(given), lastName: titleCase(family) } : null;
}

/**
 * The name the e-mail address spells, among the first lines: every word of a line in the address
 * ("Pierre Boulanger" beside pierre.boulanger21@..., a name that is also a trade), or its family name
 * with the given names' initials ("Juan Carlos" / "RODRÍGUEZ PEÑA" beside jc.rodriguezpena@...), the
 * family name alone on the next line when the layout set the name on two.
 */
export function nameSpelledByAddress(lines: ResumeLine[], email: string | null): PersonName | null {
  const local = email ? addressKey([nameSpellingOf(email).split('@')[0]]).replace(/\d+/g, '') : '';
  if (local.length < 4) return null;
  const spelled = (word: string): boolean => addressKey([word]).length >= 2 && local.includes(addressKey([word]));
  const spells = (given: string[], family: string[]): boolean => {
    const familyKey = addressKey(family);
    const initials = given.map((word) => addressKey([word]).charAt(0)).join('');
    // (a double family name the address shortens to its first word: "VILLANUEVA PAREDES" beside analu.villanueva@)
    // (or joined by a hyphen: "BERTHIER-ROUX" beside camille.berthier@)
    const familyWords = family.join(' ').split(/[\s-]+/);
    const familyFirst = addressKey([familyWords[0]]);
    const familySpelled = (familyKey.length >= 4 && local.includes(familyKey)) || (familyWords.length === 2 && familyFirst.length >= 5 && local.includes(familyFirst));
    return familySpelled && (given.every(spelled) || local.startsWith(initials) || local.endsWith(initials) || (given.length === 2 && spelled(given[0]) && local.startsWith(addressKey([given[0]]))));
  };
  const top = lines.slice(0, 10);
  // (a page whose sidebar comes first in reading order prints the name further down: a line the address spells whole, of words of three letters or more)
  const further = lines.slice(10, 40).find((line) => {
    const words = line.text.split(' ');
    return words.length >= 2 && words.length <= 4 && words.every((word) => addressKey([word]).length >= 3 && spelled(word));
  });
  for (const [index, line] of [...top, ...(further ? [further] : [])].entries()) {
    const text = rejoinedName(line.text, local);
    const words = text.split(' ');
    // (the given names, then the family name on the next line: "ABDUL RAHMAN" / "AL-FARSI" with abdulrahman.alfarsi@, before the first line alone;
    // or on the line after a heading that a column beside it put between them: "AALIYAH" / "EDUCATION" / "JACKSON")
    // (or after a crumb OCR read from a rule or an icon between them: "IOANNOU" / "i" / "Stelios")
    const between = top[index + 1]?.text ?? '';
    const next = headingKind(between) || between.trim().length <= 2 ? top[index + 2]?.text : top[index + 1]?.text;
    // (not the name printed twice: "KOWALCZYK Charlotte" / "KOWALCZYK")
    // (nor a word of the line again in a hyphenated one: "Pierre Boulanger" / "Boulanger-pâtissier")
    const repeats = next !== undefined && next.split(/[\s-]+/).some((word) => words.some((other) => addressKey([other]) === addressKey([word])));
    // (not a job title under the name whose first word the address holds too: "CHO Eun-ji" / "Pastry Chef" beside eunji.cho.pastry@;
    // a trade the address spells whole is a family name: "JORDAN" / "BAKER" beside jordan.baker.pm@)
    const title = next !== undefined && looksLikeJobTitle(next) && !local.includes(addressKey(next.split(' ')));
    if (words.length <= 3 && next && !repeats && isLoneFamilyName(next) && !title && spells(words, next.split(' '))) {
      const name = parseNameLine(`${text} ${next}`, { knownName: true });
      if (name) return name;
    }
    // (or the FAMILY NAME in capitals over the given names: "THIEBAUT" / "Florian" beside florian.thiebaut@)
    if (words.length <= 2 && words.every(inCapitals) && next && !repeats && !title && !inCapitals(next) && isLoneFamilyName(next) && next.split(' ').every(spelled) && spells(next.split(' '), words)) {
      return { firstName: next, lastName: titleCase(text) };
    }
    // (or its family name with the given names' initials: "Bartosz Kędzierski" beside b.kedzierski@, under a skill "Controlling";
    // a family name of several words too: "Marelize van der Merwe" beside mvandermerwe.1986@)
    const initialled =
      words.length >= 2 && words.length <= 4 && words.slice(1).some((_, at) => addressKey(words.slice(at + 1)).length >= 5 && (at + 1 === words.length - 1 || PARTICLES.has(words[at + 1].toLowerCase())) && spells(words.slice(0, at + 1), words.slice(at + 1)));
    if ((words.length >= 2 && words.length <= 4 && words.every(spelled)) || initialled) {
      const name = parseNameLine(text, { knownName: true });
      if (name) return name;
    }
  }
  return null;
}

/**
 * The lines without a photo's stand-in of initials beside the name ("KC" over "Ka Ho" / "CHEUNG", "Eilidh" / "EF" /
 * "FRASER-ROSS"): two or three capitals alone on a line, the first opening a word of the two lines before or after it
 * and the last a later word ("BA" under "Oumar" is a family name: no word opens with its "B").
 */
export function withoutMonograms(lines: ResumeLine[]): ResumeLine[] {
  return lines.filter((line, index) => {
    if (index >= 15 || !/^\p{Lu}{2,3}$/u.test(line.text)) return true;
    // (the words of the lines around it, in reading order: a word opening with its first letter, a later one with its last)
    // (lines that may print a name: "NG" under "Nicole" over "Graphic designer" is her family name)
    const nameLike = (other: ResumeLine): boolean => /^\p{Lu}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,3}$/u.test(other.text) && !looksLikeJobTitle(other.text) && !headingKind(other.text);
    const words = [...lines.slice(Math.max(0, index - 2), index), ...lines.slice(index + 1, index + 3)].filter(nameLike).flatMap((other) => fold(other.text).split(/\s+/));
    const [first, last] = [fold(line.text[0]), fold(line.text[line.text.length - 1])];
    const opening = words.findIndex((word) => word.startsWith(first));
    return opening < 0 || !words.slice(opening + 1).some((word) => word.startsWith(last));
  });
}

/**
 * A name OCR broke into pieces where its letters are spaced ("Rhys P ritc h a rd", "G régoi re M a rc h a n d"), whole
 * where the address spells its letters: its words cut before their capitals. Any other line is left as it is.
 */
function rejoinedName(text: string, local: string): string {
  const pieces = text.split(' ');
  // (pieces of a letter or two that are no particle: "Kaitlyn de la Cruz" is whole)
  const crumbs = pieces.filter((piece) => piece.length <= 2 && !PARTICLES.has(piece.toLowerCase())).length;
  if (pieces.length < 3 || crumbs < 1 || !pieces.every((piece) => /^\p{L}+$/u.test(piece))) return text;
  const letters = pieces.join('');
  // (a family name in capitals before the given name, which the address may spell after it: "LAU RENT Laetiti a" beside /in/laetitialaurent10)
  const words = letters.match(/\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}\p{Ll}+|\p{Lu}+|\p{Ll}+/gu) ?? [];
  // (or the given name's initial before the family name: "Ar naud D ELVAUX" beside adelvaux@)
  const initialled = words.length === 2 && local.includes(`${addressKey([words[0]]).charAt(0)}${addressKey([words[1]])}`);
  const spelled = addressKey([letters]).length >= 6 && (local.includes(addressKey([letters])) || words.every((word) => local.includes(addressKey([word]))) || initialled);
  return spelled && words.length >= 2 && words.length <= 4 && words.every((word) => word.length >= 2) ? words.join(' ') : text;
}

/** A mailbox named for no one: "hello@", "bonjour@", "contact@". */
const GENERIC_MAILBOX = /^(?:hello|hi|bonjour|salut|contact|info|mail|me|moi|cv|resume|jobs?|emploi|candidature|pro|work)$/;

/**
 * The address as it spells its owner's name: a mailbox named for no one on a domain of the person's own
 * ("bonjour@florian-thiebaut.fr") spells it in the domain, which then stands for the local part.
 */
export function nameSpellingOf(email: string): string {
  const [local, domain = ''] = email.toLowerCase().split('@');
  const own = domain.split('.')[0];
  return GENERIC_MAILBOX.test(local) && /[a-z]{3,}[.-][a-z]{3,}/.test(own) ? `${own}@${domain}` : email;
}

/**
 * The two names an address spells when the page's name was not read ("szabo.zsofia@" -> szabo, zsofia; in its
 * domain for a mailbox named for no one, see nameSpellingOf): a stand-in owner to find the handle that carries them;
 * null unless the spelling is two words of three letters or more.
 */
export function ownerSpelledByAddress(email: string | null): PersonName | null {
  const words = (email ? nameSpellingOf(email).split('@')[0] : '').split(/[._-]+/).map((word) => word.replace(/\d+$/, ''));
  return words.length === 2 && words.every((word) => /^[a-z]{3,}$/.test(word)) ? { firstName: words[0], lastName: words[1] } : null;
}

/** The pieces of an address's local part, as keys without digits: "jean-noel.nguyenthi88" -> jean, noel, nguyenthi. */
const addressPieces = (email: string): string[] =>
  email
    .split('@')[0]
    .split(/[._+-]+/)
    .map((piece) => addressKey([piece]).replace(/\d+/g, ''))
    .filter(Boolean);

/** Whether `key` is some consecutive whole pieces of the address ("nguyenthi", not "luisramirez" in "joseluis.ramirez"). */
const wholePieces = (key: string, pieces: string[]): boolean => pieces.some((_, from) => pieces.slice(from).some((__, length) => pieces.slice(from, from + length + 1).join('') === key));

/**
 * The given and family names as the candidate's address separates them, where the name line alone
 * could not tell: "José Luis Ramírez" with joseluis.ramirez@ is José Luis; "Jean-Noël Nguyen Thi" with
 * nguyenthi.jean-noel@ is Nguyen Thi; "Nour El Houda TRABELSI" with nourelhouda.trabelsi@ is Nour El
 * Houda. First, a split whose two sides are the address's pieces, all of them, in either order; else a
 * family name of several words that is whole pieces of the address, which carries the first given name
 * too (so a middle name used in it, annsmith@ for Mary Ann Smith, is not taken for part of the family name).
 */
export function withFamilyNameFromAddress(name: PersonName, email: string | null): PersonName {
  if (!email) return name;
  const pieces = addressPieces(email);
  const given = name.firstName.split(' ');
  const family = name.lastName.split(' ');
  const words = [...given, ...family];
  if (words.length < 3 || pieces.length === 0) return name;
  const splits = words
    .slice(1)
    .map((_, index) => index + 1)
    .filter((at) => {
      const [first, last] = [addressKey(words.slice(0, at)), addressKey(words.slice(at))];
      return pieces.some((_, cut) => cut > 0 && [pieces.slice(0, cut).join(''), pieces.slice(cut).join('')].sort().join(' ') === [first, last].sort().join(' '));
    });
  // (of several splits, the one whose given names are one piece: "mariajose.garcia.lopez" is María José)
  const onePiece = splits.filter((at) => pieces.includes(addressKey(words.slice(0, at))));
  const split = splits.length === 1 ? splits[0] : onePiece.length === 1 ? onePiece[0] : null;
  if (split !== null) return { firstName: titleCase(words.slice(0, split).join(' ')), lastName: titleCase(words.slice(split).join(' ')) };
  // (the first given name spelled, or its initial alone: "r.martinezochoa73@" for Rodrigo Martínez Ochoa)
  const firstKey = addressKey([given[0]]);
  if (!pieces.join('').includes(firstKey) && !pieces.includes(firstKey.charAt(0))) return name;
  for (let count = words.length - 1; count > family.length; count -= 1) {
    const key = addressKey(words.slice(-count));
    if (key.length >= 4 && wholePieces(key, pieces)) return { firstName: words.slice(0, -count).join(' '), lastName: words.slice(-count).join(' ') };
  }
  return name;
}

/**
 * A family name OCR misread where the address spells it ("Miiller" beside joelle.muller@, "WeifB" beside
 * hans.weiss@, "Bang" beside minh.q.dang@): a piece of the address one or two letters off, which the
 * printed word is no shortened spelling of ("Muller" beside mueller@ is left alone), takes its place.
 */
export function withFamilyNameFromAddressSpelling(name: PersonName, email: string | null): PersonName {
  const family = addressKey([name.lastName]);
  if (!email || name.lastName.includes(' ') || family.length < 4) return name;
  const pieces = addressPieces(email);
  if (pieces.some((piece) => piece.includes(family))) return name;
  const subsequence = (short: string, long: string): boolean => {
    let at = 0;
    for (const letter of long) if (letter === short[at]) at += 1;
    return at === short.length;
  };
  const spelled = pieces.filter((piece) => piece.length >= 4 && !subsequence(family, piece) && !subsequence(piece, family) && editDistance(family, piece) <= Math.min(2, family.length / 2.5));
  return spelled.length === 1 ? { ...name, lastName: titleCase(spelled[0].toUpperCase()) } : name;
}

/**
 * The name as the page's capitals split it, where its line sets the family name apart in capitals beside
 * given names that are not ("Mei Yee TAN", "Laura Camila CASTANO", "DUPONT Marie"): every other word is then a
 * given name, whatever the address spells or leaves out. Null when no line prints the name so.
 */
function nameSplitByCapitals(lines: ResumeLine[], name: PersonName): PersonName | null {
  const words = (text: string): string => fold(text).split(/\s+/).filter(Boolean).sort().join(' ');
  const wanted = words(`${name.firstName} ${name.lastName}`);
  // (a line, or a line and the next: the given names over the family name, "Mohamed Amine" / "BERRADA")
  const printings = lines.slice(0, 40).flatMap((line, index) => [line.text, ...(lines[index + 1] ? [`${line.text} ${lines[index + 1].text}`] : [])]);
  for (const text of printings) {
    const printed = stripNameDecorations(text);
    if (words(printed) !== wanted) continue;
    const tokens = printed.split(' ');
    const isUpper = inCapitals;
    // (the capitals first or last; a particle right before them is the family name's: "Marie de LA FONTAINE", "Pierre-Yves Le GALL")
    const leading = tokens.findIndex((token) => !isUpper(token));
    let start = leading === 0 ? tokens.length - [...tokens].reverse().findIndex((token) => !isUpper(token)) : 0;
    while (leading === 0 && start > 1 && PARTICLES.has(tokens[start - 1].toLowerCase())) start -= 1;
    const [family, given] = leading === 0 ? [tokens.slice(start), tokens.slice(0, start)] : [tokens.slice(0, leading), tokens.slice(leading)];
    if (family.length === 0 || given.length === 0 || given.some(isUpper)) continue;
    // (a particle keeps the case it is printed in: "Le Gall", "de Villeneuve")
    return { firstName: given.join(' '), lastName: family.map((token) => (isUpper(token) ? titleCase(token) : token)).join(' ') };
  }
  return null;
}

/** Letters OCR takes for one another ("Pawet" for Paweł, "Jodo" for João), folded and in both orders; not two vowels ("Lise" beside lisa.martin@ is no misreading OCR can be told by). */
const OCR_LETTER_PAIRS = new Set(['tl', 'li', 'ij', 'ad', 'nu', 'bh', 'mn', 'gq', 'vy', 'ft', 'jl'].flatMap((pair) => [pair, `${pair[1]}${pair[0]}`]));

/**
 * A given name OCR misread, where the address or the LinkedIn handle spells it: "rn" for an "m" ("Sarnuel" beside
 * samuel.okafor@), or one letter OCR takes for another ("Jodo Pedro" beside joao_sousaecastro@, "Pawet" beside
 * /in/pawel-kowalski): the word as they spell it, where one of their words opens with it (a word of three letters or more: "Rul" beside rui.m.moreira@).
 */
function withGivenNameFromAddressSpelling(name: PersonName, email: string | null, handleOf: () => string | null): PersonName {
  const local = email ? addressKey([email.split('@')[0]]) : '';
  // (the words of the address and of the handle: where a spelling may start; the handle read only when the address does not spell the word)
  const wordsOf = (text: string, separators: RegExp): string[] => text.toLowerCase().split(separators).filter((word) => /^[a-z]{3,}$/.test(word));
  const addressWords = wordsOf(email?.split('@')[0] ?? '', /[._+\d-]+/);
  let handleWords: string[] | null = null;
  const oneLetterOff = (word: string): string | null => {
    const key = word.toLowerCase();
    if (!/^[a-z]{3,}$/.test(key) || addressWords.some((each) => each.startsWith(key))) return null;
    handleWords ??= wordsOf(handleOf() ?? '', /[-_\d]+/);
    const words = [...addressWords, ...handleWords];
    if (words.some((each) => each.startsWith(key))) return null;
    for (const each of words) {
      const differing = [...key].flatMap((letter, index) => (letter === each[index] ? [] : [index]));
      if (each.length >= key.length && differing.length === 1 && OCR_LETTER_PAIRS.has(`${key[differing[0]]}${each[differing[0]]}`)) {
        const at = differing[0];
        const letter = word[at] === word[at].toUpperCase() ? each[at].toUpperCase() : each[at];
        return `${word.slice(0, at)}${letter}${word.slice(at + 1)}`;
      }
    }
    return null;
  };
  const mend = (word: string): string => {
    if (word.includes('rn') && local !== '' && !local.includes(addressKey([word])) && local.includes(addressKey([word.replace(/rn/g, 'm')]))) return word.replace(/rn/g, 'm');
    return oneLetterOff(word) ?? word;
  };
  const firstName = name.firstName.split(' ').map(mend).join(' ');
  return firstName === name.firstName ? name : { ...name, firstName };
}

/**
 * A middle name the e-mail address or the LinkedIn handle leaves out is no part of the given name: "Rupert Edward van
 * Leeuwen" with rupert.vanleeuwen@ is Rupert; "Marie Claire Dupont" with marieclaire.dupont@ keeps both. The spelling
 * names the person by the given and family names, or by one of them and the other's initial.
 */
export function withoutMiddleNames(name: PersonName, ...spellings: Array<string | null>): PersonName {
  const given = name.firstName.split(' ');
  if (given.length < 2) return name;
  const family = addressKey(name.lastName.split(' '));
  const first = addressKey([given[0]]);
  const leavesOut = (spelling: string): boolean => {
    const local = addressKey([spelling.split('@')[0]]);
    const bare = local.replace(/\d+$/, '');
    // ("g.dsouza@" for Georgina Thomas D'Souza, "dvanrijn@", "leberre-t-52@" for Tanguy Hervé Le Berre, "cremer.d.pro@"
    // for Dominik Josef Cremer; not the given name and the family name's initial, "mariah1986@" for Maria Theresia Hofer)
    const names = (first.length >= 3 && local.includes(first) && local.includes(family)) || local.startsWith(`${first.charAt(0)}${family}`) || bare.startsWith(`${family}${first.charAt(0)}`);
    // (a middle name spelled only inside the given name's or the family name's spelling is not spelled: "Elize" in steenkamp.marelize@)
    const rest = local.replace(family, ' ').replace(first, ' ');
    return names && family.length >= 2 && !given.slice(1).some((word) => addressKey([word]).length >= 3 && rest.includes(addressKey([word])));
  };
  return spellings.some((spelling) => spelling !== null && leavesOut(spelling)) ? { ...name, firstName: given[0] } : name;
}

/** A word printed in capitals, a Scottish or Irish "Mc"/"Mac" before them included ("McILWRAITH"). */
function inCapitals(token: string): boolean {
  return (token.length > 1 && token === token.toUpperCase() && token !== token.toLowerCase()) || /^(?:Mc|Mac)\p{Lu}{2,}$/u.test(token);
}

/** "DUPONT" -> "Dupont", "LE GALL" -> "Le Gall", "JEAN-PIERRE" -> "Jean-Pierre", "McILWRAITH" -> "McIlwraith"; mixed case is kept. */
export function titleCase(value: string): string {
  if (/^(?:Mc|Mac)\p{Lu}{2,}$/u.test(value)) return value.replace(/^(Mc|Mac)(\p{Lu})(\p{Lu}+)$/u, (_match, prefix: string, first: string, rest: string) => `${prefix}${first}${rest.toLowerCase()}`);
  if (value !== value.toUpperCase()) return value;
  return value.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_match, sep: string, letter: string) => `${sep}${letter.toUpperCase()}`);
}

/** A line that can be a family name on its own: "DOE", "Müller-Martin", "de la Fontaine", "DE LA FONTAINE", "Le" (a particle alone is a name: Vietnamese "Le"). */
function isLoneFamilyName(text: string): boolean {
  const tokens = text.split(' ');
  if (tokens.length > 4 || (tokens.length > 1 && PARTICLES.has(tokens[tokens.length - 1].toLowerCase()))) return false;
  return tokens.every((token) => PARTICLES.has(token.toLowerCase()) || /^\p{Lu}[\p{L}'’-]+$/u.test(token));
}

/**
 * Two lines set alike (same size, one under the other, under three heights apart: a name's lines may be widely spaced), when the layout tells.
 * (an OCR box's height is the line's letters', which a descender or capitals alone change by a fifth: "Mary Ann" over "DE SILVA")
 */
function setAlike(a: ResumeLine, b: ResumeLine): boolean {
  if (!a.layout) return true;
  const tolerance = a.positioned && !a.fontSized ? 0.25 : 0.15;
  return a.page === b.page && Math.abs(a.size - b.size) <= tolerance * Math.max(a.size, b.size) && b.top > a.top && b.top - a.top <= 3 * Math.max(a.height, b.height);
}

/**
 * A name broken by the layout: at its hyphen by a narrow column ("Zoé Müller-" / "Martin"), or
 * set on two lines, the first name above the family name ("JANE" / "DOE", "Marie" / "DE LA FONTAINE").
 */
function withContinuation(lines: ResumeLine[], index: number): string {
  // (a greeting broken after the given name: "I'm Jaylen" / "Bauer-Lin.")
  const line = lines[index].text.replace(GREETING, '$1').replace(DOCUMENT_TITLE, '');
  // (with layout, the next line set alike below it: a paragraph beside the name may come between them in reading order)
  const below = lines.slice(index + 1, index + 8).filter((other) => lines[index].layout && setAlike(lines[index], other));
  const alike = below.find((other) => Math.abs(other.x - lines[index].x) <= lines[index].height);
  const next = alike ?? lines[index + 1];
  if (!next) return line;
  // (a job title after a bar on the next line: "Yves MULLER-" / "FELTGEN | Développeuse logiciel")
  const nextName = next.text.split(/\s+[|–—]\s+/)[0];
  if (/-$/.test(line) && /^\p{Lu}[\p{L}'’-]+$/u.test(nextName)) return `${line}${nextName}`;
  const single = /^\p{Lu}[\p{L}'’-]+$/u.test(line) && !/-$/.test(line);
  // (the family name broken at its hyphen too: "KATHARINA" / "SCHAFER-" / "HARTMANN")
  const afterNext = lines[lines.indexOf(next) + 1];
  const brokenFamily = /^\p{Lu}[\p{L}'’]+-$/u.test(next.text) && afterNext !== undefined && /^\p{Lu}[\p{L}'’-]+$/u.test(afterNext.text) && setAlike(next, afterNext);
  const family = (brokenFamily ? `${next.text}${afterNext.text}` : next.text).replace(/[.!]$/, '');
  if (single && isLoneFamilyName(family) && setAlike(lines[index], next) && !headingKind(line) && !headingKind(family)) return `${line} ${family}`;
  // (given names over a family name that opens with its particles in lower case: "Kristine Joy" / "de los Santos")
  const givenNames = /^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2}$/u.test(line) && !headingKind(line) && !looksLikeJobTitle(line);
  if (givenNames && /^(?:(?:de|del|los|las|la|van|der|den|von|da|das|do|dos|du|des|di|ter|ten|zu)\s+)+\p{Lu}[\p{L}'’-]+$/u.test(family) && setAlike(lines[index], next)) return `${line} ${family}`;
  return withWrappedFamilyName(line, lines[index], below);
}

/**
 * Given names on a name's first line, the family name wrapped under them and set alike, left-aligned
 * or centred: "JARRAH THOMAS" / "O'DONNELL", "Garrett Grace" / "Sorensen", "Mary Ann" / "DE SILVA". Only
 * where the layout tells, both lines in capitals, both in title case or the family name alone in capitals
 * ("Chloé LE GALL" / "Etalagiste" is a name and a title), never a job title under a name.
 */
function withWrappedFamilyName(line: string, first: ResumeLine, below: ResumeLine[]): string {
  const centre = (each: ResumeLine): number | null => (each.width === undefined ? null : each.x + each.width / 2);
  const under = below.find((other) => Math.abs(other.x - first.x) <= first.height || (centre(other) !== null && centre(first) !== null && Math.abs((centre(other) as number) - (centre(first) as number)) <= first.height));
  // (a job title after a bar: "Kavya Rani" / "Deshpande | Occupational")
  const family = under?.text.split(/\s+[|–—]\s+/)[0].replace(/[.!]$/, '') ?? '';
  const style = (text: string): string => (text === text.toUpperCase() ? 'upper' : text.split(' ').every((word) => word.slice(1) === word.slice(1).toLowerCase()) ? 'title' : 'mixed');
  // (or given names in title case over the family name in capitals: "Mary Ann" / "DE SILVA")
  const givenNames = /^(?:\p{Lu}[\p{L}'’-]+\s){1,2}\p{Lu}(?:[\p{L}'’-]+|\.)$/u.test(line) && !/-$/.test(line) && style(line) !== 'mixed' && (style(line) === style(family) || (style(line) === 'title' && style(family) === 'upper'));
  // (one word, or a particle and its name: "DE SILVA")
  const oneName = !family.includes(' ') || (family.split(' ').length === 2 && PARTICLES.has(family.split(' ')[0].toLowerCase()));
  if (!givenNames || !oneName || !isLoneFamilyName(family) || headingKind(line) || headingKind(family) || looksLikeJobTitle(family) || looksLikeJobTitle(`${line} ${family}`)) return line;
  return `${line} ${family}`;
}

/**
 * Finds the candidate's name: with layout, the largest-set name-like line near the top of the
 * first page (a sidebar name included); then the first name-like line of the header, then of
 * the first lines.
 */
export function findName(lines: ResumeLine[], header: ResumeLine[], entries: ReadonlySet<ResumeLine> = new Set()): PersonName | null {
  const firstPage = lines.filter((line) => line.page === 1);
  if (firstPage.some((line) => line.layout)) {
    const pageTop = Math.min(...firstPage.map((line) => line.top));
    const extent = Math.max(...firstPage.map((line) => line.top)) - pageTop || 1;
    const candidates = firstPage
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => (line.top - pageTop) / extent < 0.45)
      .sort((a, b) => b.line.size - a.line.size || a.line.top - b.line.top);
    for (const { line, index } of candidates.slice(0, 8)) {
      if (line.size < 1.15) break;
      const name = parseNameLine(withContinuation(firstPage, index));
      if (name) return name;
    }
    // (the line set largest of all, well above the next one, is the name even when its family name is a trade's: "Jane Baker")
    const [largest, next] = candidates;
    if (largest && largest.line.size >= 1.15 && (!next || largest.line.size >= 1.2 * next.line.size)) {
      const name = nameWithTradeFamilyName(largest.line.text);
      if (name) return name;
    }
  }
  for (const pool of [header, lines]) {
    for (let index = 0; index < Math.min(pool.length, 15); index += 1) {
      // (a job's or a degree's line is no name: "BSc Mathematics" under "Education")
      if (entries.has(pool[index])) continue;
      const name = parseNameLine(withContinuation(pool, index));
      if (name) return name;
      // (the resume's first line with a job title under it: "Jane Baker" / "Project Coordinator")
      const below = pool[index + 1];
      const trade = index === 0 && below !== undefined && looksLikeJobTitle(below.text) ? nameWithTradeFamilyName(pool[index].text) : null;
      if (trade) return trade;
    }
  }
  return null;
}

/**
 * A name whose family name is also a trade ("Jane Baker", "Tom Cook", "Ana Porter"), which the job-title
 * test turns away: two or three words, the trade word last and alone, the others no title's words.
 * Only for the line the layout or the order marks as the name.
 */
function nameWithTradeFamilyName(text: string): PersonName | null {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length < 2 || tokens.length > 3 || !looksLikeJobTitle(tokens[tokens.length - 1])) return null;
  const given = tokens.slice(0, -1).join(' ');
  if (looksLikeJobTitle(given) || namesAnInstitution(text) || headingKind(given)) return null;
  return parseNameLine(text, { knownName: true });
}

/**
 * The given and family names of the name found, as the rest of the resume tells them: the capitals that set the
 * family name apart ("Mei Yee TAN": every other word a given name); else the address, or where it does not tell,
 * the LinkedIn handle (`handleOf`: "Rami Abi Nader" beside ramiabinader81@ and /in/rami-abinader-999), unless a
 * comma told the split ("da Silva, Rui Miguel"), then without a middle name the address leaves out; a family or
 * given name OCR misread is mended where the address spells it. `labelled`: labels gave the name ("Nom | …" /
 * "Prénom | …"), whose split stands as printed.
 */
export function resolveName(lines: ResumeLine[], found: PersonName, email: string | null, handleOf: (person: PersonName) => string | null, labelled = false): PersonName {
  // (labels told the split: "Surname | SZABÓ" / "Given names | Eszter Katalin", every given name kept)
  if (labelled) return withGivenNameFromAddressSpelling(found, email, () => handleOf(found));
  const byCapitals = nameSplitByCapitals(lines, found);
  if (byCapitals) {
    const split = withFamilyNameFromAddressSpelling(byCapitals, email);
    return withGivenNameFromAddressSpelling(split, email, () => handleOf(split));
  }
  const spelled = withFamilyNameFromAddressSpelling(splitByAddress(lines, found, email, handleOf), email);
  // (a name printed family name first, "Munteanu, Alexandru Ionut", gives every given name)
  const familyFirst = lines.slice(0, 12).some((line) => /^[^,]+,\s*[^,]+$/.test(line.text.trim()) && fold(line.text).startsWith(fold(spelled.lastName)));
  const split = familyFirst ? spelled : withoutMiddleNames(spelled, email, handleOf(spelled));
  const ordered = withOrderSpelledByInitial(split, [email, handleOf(split)]);
  return withGivenNameFromAddressSpelling(ordered, email, () => handleOf(ordered));
}

/**
 * A name of two words printed family name first with nothing to tell it (both in capitals: "PETROSYAN NAREK"),
 * where the address or the LinkedIn handle spells the other's initial before the first word whole
 * ("npetrosyan@", "in/acassoma"): an initial is the given name's, so the words swap.
 */
function withOrderSpelledByInitial(name: PersonName, spellings: Array<string | null>): PersonName {
  if (name.firstName.includes(' ') || name.lastName.includes(' ')) return name;
  const [first, last] = [addressKey([name.firstName]), addressKey([name.lastName])];
  if (first.length < 3 || last.length < 3) return name;
  const keys = spellings.filter((spelling): spelling is string => spelling !== null).map((spelling) => addressKey([spelling.split('@')[0]]).replace(/\d+$/, ''));
  const initialled = (given: string, family: string): boolean => keys.some((key) => key === `${given.charAt(0)}${family}`);
  return initialled(last, first) && !initialled(first, last) ? { firstName: name.lastName, lastName: name.firstName } : name;
}

function splitByAddress(lines: ResumeLine[], person: PersonName, email: string | null, handleOf: (person: PersonName) => string | null): PersonName {
  if (lines.slice(0, 15).some((line) => fold(line.text).startsWith(fold(`${person.lastName}, ${person.firstName}`)))) return person;
  const byAddress = withFamilyNameFromAddress(person, email);
  if (byAddress !== person || person.firstName.split(' ').length + person.lastName.split(' ').length < 3) return byAddress;
  const handle = handleOf(person);
  return handle ? withFamilyNameFromAddress(person, `${handle}@linkedin.com`) : byAddress;
}
