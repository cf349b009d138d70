import { cleanEdges, DateRange, findDateRange, monthNumber, withoutRange } from './dates';
import { ResumeLine } from './lines';
import { isCountryName } from './countries';
import { companyScore } from './lexicon';
import { isEntryLabel } from './sections';
import { fold, isBullet, stripBullet } from './text';

/** One dated block of a section: its heading lines' fragments (title, company, school...), its dates and its body. */
export interface RawEntry {
  /** Heading fragments in reading order, one list per heading line. */
  heads: string[][];
  /** How many of the heading lines stand above the dates' line (the rest are on it or below it). */
  above?: number;
  /** The dates' line holds heading text of its own (then the heading line `above` is that line). */
  datesInline?: boolean;
  /** The employer printed once above several roles with its total tenure ("Adecco UK Ltd" / "4 yrs 5 mos"), for the entries under it. */
  group?: string;
  range: DateRange;
  body: string[];
}

const CITIES =
  'paris|lyon|marseille|toulouse|bordeaux|lille|nantes|strasbourg|rennes|nice|montpellier|grenoble|rouen|reims|dijon|tours|angers|brest|caen|metz|nancy|clermont-ferrand|la defense|sophia antipolis|boulogne-billancourt|issy-les-moulineaux|levallois-perret|neuilly-sur-seine|saint-denis|le havre|saint-etienne|toulon|limoges|perpignan|besancon|orleans|mulhouse|annecy|pau|bayonne|poitiers|la rochelle|avignon|nimes|aix-en-provence|versailles|nanterre|courbevoie|puteaux|massy|cergy|villeurbanne|valence|london|londres|bristol|leeds|glasgow|liverpool|birmingham|sheffield|newcastle|cardiff|belfast|oxford|cambridge|brighton|nottingham|reading|milton keynes|leicester|coventry|southampton|portsmouth|aberdeen|dundee|swansea|york|bath|exeter|cork|galway|los angeles|washington|atlanta|denver|miami|philadelphia|vancouver|ottawa|sydney|melbourne|berlin|hamburg|frankfurt|cologne|vienna|vienne|prague|warsaw|varsovie|stockholm|copenhagen|oslo|helsinki|porto|seville|valencia|turin|naples|bucharest|athens|casablanca|tunis|alger|algiers|dakar|abidjan|munich|new york|san francisco|boston|chicago|seattle|austin|portland|boise|columbus|raleigh|hartford|houston|dallas|phoenix|toronto|montreal|quebec|brussels|bruxelles|geneva|geneve|zurich|lausanne|amsterdam|dublin|madrid|barcelona|barcelone|lisbon|lisbonne|milan|rome|luxembourg|singapore|singapour|manchester|edinburgh';
const PLACES =
  'remote|teletravail|full remote|hybrid|hybride|on-site|sur site|france|uk|u\\.k\\.|usa|us|united kingdom|united states|england|scotland|wales|germany|allemagne|spain|espagne|belgium|belgique|switzerland|suisse|canada|ireland|irlande|netherlands|pays-bas|italy|italie|ile-de-france|auvergne-rhone-alpes|bretagne|occitanie|nouvelle-aquitaine|hauts-de-france|grand est|normandie|pays de la loire|provence-alpes-cote d\'azur|greater london|greater manchester|west yorkshire';
const US_STATES = 'al|ak|az|ar|ca|co|ct|de|dc|fl|ga|hi|id|il|in|ia|ks|ky|la|me|md|ma|mi|mn|ms|mo|mt|ne|nv|nh|nj|nm|ny|nc|nd|oh|ok|or|pa|ri|sc|sd|tn|tx|ut|vt|va|wa|wv|wi|wy';
const PLACE = new RegExp(`^(?:${CITIES}|${PLACES})(?:\\s+\\d{1,2}(?:e|er|eme)?|\\s+\\(\\d{2,3}\\))?$`);
const PROVINCES = 'ab|bc|mb|nb|nl|ns|nu|on|pe|qc|sk|yt|nsw|vic|qld|tas|act';
const CITY_STATE = new RegExp(`^[a-z][a-z .'-]{1,30},\\s*(?:${US_STATES}|${PROVINCES}|${PLACES})$`);
const US_STATE = new RegExp(`^(?:${US_STATES})$`);
/** Canadian provinces and Australian states after a town: "Laval, QC", "Parramatta, NSW". */
const PROVINCE = new RegExp(`^(?:${PROVINCES})$`);

/** A US state's, a Canadian province's or an Australian state's code: "NY", "QC", "NSW". */
export function isRegionCode(code: string): boolean {
  const key = fold(code).trim();
  return US_STATE.test(key) || PROVINCE.test(key);
}

/** A place: a known city, region or country, "City, ST", "City (35)", "Paris 8e", "Remote". */
export function isLocation(fragment: string): boolean {
  const key = fold(fragment).trim();
  if (PLACE.test(key) || PLACE.test(key.replace(/[()]/g, '').trim()) || isCountryName(key)) return true;
  // (a state code that is also a degree, "Business Administration, MA", "Biology, MS", is a place after a known city only)
  if (CITY_STATE.test(key)) return !/,\s*(?:ma|ms|md|pa|me)$/.test(key) || PLACE.test(key.split(',')[0].trim());
  const parts = key.split(/\s*,\s*/);
  // "Lyon, Auvergne-Rhône-Alpes, FR": every part a place ("Acme SAS, Paris" is a company and its city).
  return parts.length >= 2 && parts.length <= 3 && parts.every((part) => PLACE.test(part) || isCountryName(part) || /^[a-z]{2}$/.test(part));
}

/** A line that is only a place: "New York, NY", "Lyon, France", "Remote" (not "Mercy Hospital - St. Louis, MO"). */
function isPlaceLine(text: string): boolean {
  if (/\s[-–—|•·]\s|[|•·]/.test(text)) return false;
  const parts = fold(text.replace(/^\W+|\W+$/g, '')).split(/\s*,\s*/);
  if (parts.every((part) => PLACE.test(part) || /^[a-z]{2}$/.test(part)) && PLACE.test(parts[0])) return true;
  // "Chesterfield, MO", "Monterrey, N.L.", "Antsirabe, Madagascar": a town the list does not know and a state, a
  // region's initials or a country (not "Acme Corp, CA").
  const region = US_STATE.test(parts[1] ?? '') || PROVINCE.test(parts[1] ?? '') || /^(?:[a-z]\.)+[a-z]\.?$/.test(parts[1] ?? '') || isCountryName(parts[1] ?? '');
  return parts.length === 2 && region && /^[a-z][a-z .'-]{1,30}$/.test(parts[0]) && parts[0].split(' ').length <= 3 && companyScore(parts[0]) <= 0;
}

/** Contract types written beside a title: "Développeur (CDI)", "Analyst – Internship". */
const CONTRACT_TERMS = 'cdi|cdd|stage|stagiaire|alternance|apprentissage|freelance|interim|intérim|vie|contract|contractor|full[- ]time|part[- ]time|internship|temporary|permanent|temps plein|temps partiel|self-employed|seasonal|apprenticeship|fixed[- ]term';
/** (one or several, as LinkedIn prints them under a title: "Permanent Full-time", "CDI · Temps plein") */
const CONTRACT = new RegExp(`^(?:${CONTRACT_TERMS})(?:[\\s·•,/-]+(?:${CONTRACT_TERMS}))*$`, 'i');
/** A company with its contract type after it, on a line of its own: "Locarchives · Temps partiel", "Acme Logistics · Full-time". */
const COMPANY_AND_CONTRACT = new RegExp(`^(\\p{Lu}[^·•|]{1,60}?)(?:\\s*[·•|–—]\\s*|\\s+-\\s+)(?:${CONTRACT_TERMS})(?:[\\s·•,/-]+(?:${CONTRACT_TERMS}))*\\s*$`, 'iu');

/** The company of a line that is a company and its contract type ("Locarchives · CDI"), else null. */
export function companyBeforeContract(line: string): string | null {
  const company = COMPANY_AND_CONTRACT.exec(line.trim())?.[1].trim() ?? null;
  // (a capital first: the pattern's "i" flag lets \p{Lu} match a lower-case letter too)
  return company && /^\p{Lu}/u.test(company) && !CONTRACT.test(company) && !isLocation(company) ? company : null;
}
const URL = /^(?:https?:\/\/|www\.)\S+$|^\S+\.(?:com|org|net|fr|io|co|uk|example)(?:\/\S*)?$/i;
/** A capitalised domain alone, a company's name: "Takealot.com", "Booking.com". */
const NAMED_DOMAIN = /^\p{Lu}[^\s/]*\.[a-z]{2,}$/u;
const isUrl = (text: string): boolean => URL.test(text) && !NAMED_DOMAIN.test(text);

/**
 * Splits a heading line into its parts: "Title — Company, Paris" -> [Title, Company]. Locations,
 * contract types and URLs are dropped: they are neither the title nor the company. Commas split
 * only when no stronger separator does (commas live inside names: "Proseware, Inc.").
 */
export function splitFragments(line: string, options: { commas: boolean } = { commas: true }): string[] {
  // ("Legal Aid Society, New York, NY": a town and its state after the last part go before the commas split)
  const text = line.replace(/[:：]\s*$/, '').replace(/,\s*([^,–—|•·]+,\s*[A-Z]{2,3})$/, (whole: string, tail: string) => (isLocation(tail) && !isLocation(line) ? '' : whole));
  const strong = text.split(/\s+[|•·@]\s+|\s+[–—-]\s+|\s*[|•·]\s*|\s+(?:at|chez)\s+/i);
  const parts = strong.length > 1 || !options.commas ? strong.flatMap(splitContractPrefix) : splitComma(text);
  const kept = cleanFragments(parts);
  // "Senior Engineer, Acme Corp — Hartford, CT": once the place is dropped, the comma is what parts the rest.
  return strong.length > 1 && kept.length === 1 && options.commas ? cleanFragments(splitComma(kept[0])) : kept;
}

/** Fragments without what is neither a title nor a company: places, contract types, URLs, durations. */
function cleanFragments(parts: string[]): string[] {
  return parts
    // "Acme SAS, Paris": the company without its city.
    .map((part) => part.replace(/,\s*([^,]+)$/, (whole: string, tail: string) => (isLocation(tail) && !isLocation(part) ? '' : whole)))
    // ("Notaire (CDD 6 mois)": a contract type with its length)
    .map((part) => cleanEdges(part.replace(/\(([^)]*)\)/g, (whole: string, inner: string) => (isLocation(inner) || CONTRACT.test(inner.trim().replace(/[\s,–—-]+(?:de\s+|of\s+)?\d+\s*(?:mois|months?|mos?|ans?|years?|yrs?|semaines|weeks)$/i, '')) || isUrl(inner.trim()) ? '' : whole))))
    .map((part) => part.replace(/^[^\p{L}\d]+/u, '').trim())
    // (a duration printed before the title: "1 year 4 months Healthcare Assistant")
    .map((part) => part.replace(/^(?:\d+\s*(?:years?|yrs?|ans?|months?|mos?|mois)\s+)+(?=\p{Lu})/u, ''))
    .filter((part) => part.length > 1 && !isLocation(part) && !CONTRACT.test(part) && !isUrl(part) && !DURATION.test(part));
}

/** "Title, Company" and "Title, Company, City": commas split, except before "Inc." and the like. */
function splitComma(text: string): string[] {
  return text.split(/,\s+(?!(?:inc|ltd|llc|llp|lp|plc|sa|sas|sarl|co|corp|gmbh|p\.?c|p\.?a|l\.?l\.?c|pllc|s\.?a)\b\.?)/i);
}

function splitContractPrefix(part: string): string[] {
  const match = /^([^,]+),\s+(.+)$/.exec(part.trim());
  return match && CONTRACT.test(match[1].trim()) ? [match[2]] : [part];
}

interface Row {
  line: ResumeLine;
  text: string;
  bullet: boolean;
  range: DateRange | null;
  /** What is left of a dated line once its dates are cut out. */
  rest: string;
}

/** Small words a title or a company name leaves in lower case ("Head of Year", "Chef de projet"). */
export const LOWER_WORDS = /^(?:of|and|the|for|in|at|to|on|a|an|de|du|des|la|le|les|et|en|au|aux|do|da|dos|das|del|della|di|y|e|von|van|der|d'\S+|l'\S+|-|–|—|&)$/i;

/**
 * A heading line that ends with a stop: every word capitalised but the small ones ("Secondary Science
 * Teacher - Lakehead Credit Union."), or two short parts around a dash ("Développeuse full stack -
 * Centre de santé Val-des-Érables."); ten words at most per part, no semicolon.
 */
function isTitleCased(text: string): boolean {
  const words = text.replace(/[.]+$/, '').split(/\s+/);
  if (/[;!?]/.test(text) || words.length > 14) return false;
  const parts = text.split(/\s+[-–—]\s+/);
  if (parts.length === 2 && parts.every((part) => part.split(/\s+/).length <= 6 && /^[\p{Lu}\d]/u.test(part))) return true;
  return words.length <= 10 && words.every((word) => LOWER_WORDS.test(word) || /^[\p{Lu}\d(]/u.test(word));
}

/** A sentence of a description, not a heading: long, many words, lower-case start, or a final stop (not that of "Inc."). */
/** Abbreviations a full stop ends inside a company's name or a person's: "Acme Inc.", "Martin Bros.", "Smith Jr.". */
const ABBREVIATION = /^(?:inc|ltd|ltda|lda|co|corp|llc|plc|pvt|pty|jr|sr|st|bros|cie|ets|intl|mfg|dept|univ|dr|mr|mrs|ms|prof|no|nr|vs|etc)$/i;

function isSentence(text: string): boolean {
  // (nor that of a dotted abbreviation: "M.S.", "B.Sc.", "Ph.D."; nor that of a title-cased line: "Title - Company. 2019-09-01 - 2025-01-01")
  // (nor that of a heading of capitalised parts between commas, as moderncv ends its entries: "Chef de projet clinique, Parexel, Blainville.")
  const stop = /[.;!]$/.test(text) && !ABBREVIATION.test(text.split(' ').pop()?.replace(/\.$/, '') ?? '') && !/(?:^|\s)(?:\p{L}{1,3}\.){2,}$/u.test(text) && !isTitleCased(text) && !(/\.$/.test(text) && isCommaList(text));
  // A description wrapped by the page, six words or more: a sentence's stop inside the line, the next one begun
  // ("Designed the onboarding survey. Produced monthly HR", "… up to £5m. Built the"), a verb in the past opening
  // it ("Delivered excellent customer service and resolved"), a bracket left open ("… auprès de PME (industrie").
  const words = text.split(' ').length;
  const inner =
    (words >= 6 && ([...text.matchAll(/(?:^|\s)([\p{L}\d£$€%]*[\p{Ll}\d%])[.!?]\s+\p{Lu}\p{Ll}+(?:\s+[^\s,]+){2}/gu)].some((stop) => !ABBREVIATION.test(stop[1])) || /\([^)]*$/.test(text))) ||
    (words >= 7 && /^\p{Lu}\p{Ll}+ed\s/u.test(text));
  return text.length > 110 || stop || inner || (text.split(' ').length > 14 && !isCommaList(text)) || /^\p{Ll}/u.test(text);
}

/** A heading of three or more short capitalised parts between commas: "Area, Degree (Abbr.), Università degli Studi di Napoli Federico II". */
function isCommaList(text: string): boolean {
  const parts = text.split(/,\s+/);
  return parts.length >= 3 && parts.every((part) => /^[\p{Lu}\d]/u.test(part) && part.split(' ').length <= 7);
}

/** A duration a theme prints beside the dates: "6 years", "2 ans 3 mois", "2 years, 10 months", "a year", "(3 years 11 months) current". */
const DURATION = /^\(?\s*(?:(?:\d+|an?|one|un|une)\s*(?:years?|yrs?|ans?|months?|mos?|mois)\b[\s,]*)+\)?(?:\s*(?:current|en cours|actuel(?:le)?))?$/i;

/** Whether a line can be part of an entry's heading (title, company, school, degree). */
function isHeadCandidate(row: Row, indentOf: (row: Row) => number): boolean {
  if (row.bullet || isEntryLabel(row.text) || isUrl(row.text) || DURATION.test(row.text)) return false;
  if (row.range) return row.rest === '' || DURATION.test(row.rest) || !isSentence(row.rest);
  return !isSentence(row.text) && indentOf(row) <= 1;
}

/** A line that is one date alone: "2019", "03/2019", "Sep 2019" (a month's name, not "Licence 2016"). */
function isDatePoint(text: string): boolean {
  const match = /^\W?(?:(?:\d{1,2}[/.])?(?:19|20)\d{2}|(\p{L}{3,9})\.?\s+(?:19|20)\d{2})\W?$/u.exec(text);
  return match !== null && (match[1] === undefined || monthNumber(match[1]) !== null);
}

const parseYear = (text: string): number | null => {
  const year = /(?:19|20)\d{2}/.exec(text);
  return year ? Number(year[0]) : null;
};

/** A date range broken at its dash by a narrow column: "(Décembre 2021 –" / "Janvier 2025)", or stacked: "2019" / "2020", a line between. */
function joinBrokenRanges(lines: ResumeLine[]): ResumeLine[] {
  const out: ResumeLine[] = [];
  for (const line of lines) {
    const previous = out[out.length - 1];
    const open = previous !== undefined && /(?:19|20)\d{2}\s*[-–—]\s*$/.test(previous.text);
    const next = findDateRange(line.text);
    const present = /^\W?(?:aujourd|present|pr[ée]sent|now|current|today|[àa] ce jour|en cours)/i;
    // "2023-10-01" / "TO PRESENT": a lone date, then the rest of its range on the next line.
    const lone = previous !== undefined && /^\W?(?:\d{1,2}[/.])?(?:19|20)\d{2}(?:[/.-]\d{1,2}){0,2}\W?$/.test(previous.text) && /^(?:to|à|au|-|–|—)\s/i.test(line.text);
    // "2019" / "2020": a start year over its end year, each alone on its line (a narrow date column).
    const stacked = previous !== undefined && isDatePoint(previous.text) && isDatePoint(line.text) && (parseYear(line.text) ?? 0) >= (parseYear(previous.text) ?? Infinity);
    const stackedToNow = previous !== undefined && isDatePoint(previous.text) && /^\W?(?:present|pr[ée]sent|now|current|today|aujourd['’]hui|en cours|ongoing)\W?$/i.test(line.text);
    const continues = (open && ((next !== null && next.index <= 1) || present.test(line.text))) || lone || stacked || stackedToNow;
    // "Sep 2023 -" / "Events Coordinator" / "Present": a gutter's range whose two lines the title's line came between.
    const before = out[out.length - 2];
    const lonePoint = isDatePoint(line.text) || /^\W?(?:present|pr[ée]sent|now|current|today|aujourd['’]hui|en cours|ongoing)\W?$/i.test(line.text);
    const straddled = !continues && before !== undefined && /(?:19|20)\d{2}\s*[-–—]\s*$/.test(before.text) && lonePoint && findDateRange(previous.text) === null && !isDatePoint(previous.text);
    // "02/2022 – Bibliothécaire, Bibliothèque municipale de Lyon" / "10/2024": a date column's range wrapped under its
    // start, the entry's heading beside the start (moderncv); the end goes after the dash.
    const openStart = previous === undefined ? null : /^(\W?[^\s–—-]{0,10}\s?(?:19|20)\d{2})\s*[-–—]\s+(?=\p{L})/u.exec(previous.text);
    // (not a range whose end is on its line: "Jan 2022 - now (3 years 11 months)")
    const heading = openStart === null ? '' : previous.text.slice(openStart[0].length);
    const wrappedEnd =
      !continues && !straddled && openStart !== null && isDatePoint(openStart[1]) && !present.test(heading) && !/^\p{L}{3,9}\.?\s+(?:19|20)\d{2}/u.test(heading) && lonePoint && (!isDatePoint(line.text) || (parseYear(line.text) ?? 0) >= (parseYear(openStart[1]) ?? Infinity));
    if (wrappedEnd && openStart) {
      out[out.length - 1] = { ...previous, text: `${openStart[1]} – ${line.text.trim()} ${heading}` };
    } else if (continues) {
      out[out.length - 1] = { ...previous, text: stacked || stackedToNow ? `${previous.text} – ${line.text}` : `${previous.text} ${line.text}` };
    } else if (straddled) {
      out[out.length - 2] = { ...before, text: `${before.text} ${line.text}` };
    } else out.push(line);
  }
  return out;
}

/**
 * Entries of a section that prints no dates (some themes leave education undated): each entry
 * has one line that `undated` recognises (the school); the entries open on that line when the
 * section starts with one, else they close on it.
 */
function undatedEntries(rows: Row[], indentOf: (row: Row) => number, options: { commas: boolean; undated?: (text: string) => boolean }): RawEntry[] {
  const isKey = options.undated as (text: string) => boolean;
  // (a bulleted list of entries, one per bullet: "• MSc in Pharmacy, Cardiff University")
  const heads = rows.filter((row) => isHeadCandidate(row, indentOf) || (row.bullet && isKey(row.text) && !isSentence(row.text)));
  const keys = heads.map((row) => isKey(row.text));
  if (!keys.some(Boolean)) return [];
  const opensOnKey = keys[0];
  const entries: RawEntry[] = [];
  let current: string[][] = [];
  const none: DateRange = { start: null, end: null, current: false, index: 0, length: 0 };
  heads.forEach((row, index) => {
    if (opensOnKey && keys[index] && current.length > 0) {
      entries.push({ heads: current, range: none, body: [] });
      current = [];
    }
    current.push(splitFragments(row.text, options));
    if (!opensOnKey && keys[index]) {
      entries.push({ heads: current, range: none, body: [] });
      current = [];
    }
  });
  if (current.length > 0 && opensOnKey) entries.push({ heads: current, range: none, body: [] });
  return entries.map((entry) => ({ ...entry, heads: entry.heads.filter((head) => head.length > 0) }));
}

/**
 * A sentence with the next entry's dates glued after its stop, as a converter joins a dates column
 * to the paragraph beside it ("Main contact for key customers. December 2018 - June 2022"): two lines.
 */
function splitTrailingRange(line: ResumeLine): ResumeLine[] {
  const range = findDateRange(line.text);
  if (!range?.start || range.index + range.length < line.text.trimEnd().length) return [line];
  const head = line.text.slice(0, range.index).trim();
  if (!/[.!?]$/.test(head) || head.split(/\s+/).length < 4 || isTitleCased(head)) return [line];
  return [{ ...line, text: head }, { ...line, text: line.text.slice(range.index).trim() }];
}

/**
 * The town a layout sets in its dates' column: under the dates in a left cell ("Feb 2022 — Sep 2023" /
 * "Wellington" beside "Theatre Nurse" / "Tui People Partners Ltd"), or right-aligned like them on the company's
 * row ("GP RESSOURCES HUMAINES SARL ... Les Abymes" / "Technicien irrigation ... 11/2018 – 04/2021"). A dates'
 * column is one whose dates share their row with other text; its other short lines without a digit, within
 * three lines of the dates, are places, which the reading order would otherwise give to the entry as a company.
 */
function placesInDatesColumn(lines: ResumeLine[]): Set<ResumeLine> {
  const places = new Set<ResumeLine>();
  const measured = lines.filter((line) => line.layout && line.positioned && line.width !== undefined);
  const right = (line: ResumeLine): number => line.x + (line.width ?? 0);
  const sameRow = (a: ResumeLine, b: ResumeLine): boolean => a.page === b.page && Math.abs(a.top - b.top) <= Math.max(a.height, b.height) * 0.3;
  for (const dates of measured) {
    const range = findDateRange(dates.text);
    if (!range || withoutRange(dates.text, range).replace(/[\s()·•|,–—-]+/g, '') !== '') continue;
    const beside = measured.filter((other) => other !== dates && sameRow(other, dates));
    const leftColumn = beside.length > 0 && beside.every((other) => other.x > right(dates));
    const rightColumn = beside.length > 0 && beside.every((other) => right(other) < dates.x);
    if (!leftColumn && !rightColumn) continue;
    for (const line of measured) {
      if (line === dates || line.page !== dates.page || Math.abs(line.top - dates.top) > dates.height * 3 || findDateRange(line.text)) continue;
      const aligned = leftColumn ? Math.abs(line.x - dates.x) <= dates.height * 0.5 : Math.abs(right(line) - right(dates)) <= dates.height * 0.5;
      const words = line.text.split(/\s+/);
      if (aligned && words.length <= 3 && !/\d/.test(line.text) && /^\p{Lu}/u.test(line.text) && companyScore(line.text) <= 0 && !measured.some((other) => other !== line && sameRow(other, line) && (leftColumn ? other.x < line.x : right(other) > right(line)))) places.add(line);
    }
  }
  return places;
}

/**
 * Splits a section (experiences or education) into dated entries. The dates anchor each entry;
 * how many heading lines sit above and below the dates is read once for the whole section from
 * its first entry (a theme repeats one template), so a description line that looks like a
 * heading is not taken for the next entry's title, and entries never shift by one.
 */
export function splitEntries(
  input: ResumeLine[],
  // (placesBesideDates: jobs only; a school may stand in its dates' column)
  // (headPart: a part of the heading every entry has, a school; when the first entry's lines above its dates hold none, it is looked for below them)
  options: { commas: boolean; maxAbove?: number; maxBelow?: number; undated?: (text: string) => boolean; placesBesideDates?: boolean; headPart?: (text: string) => boolean },
): RawEntry[] {
  const maxAbove = options.maxAbove ?? 2;
  const maxBelow = options.maxBelow ?? 2;
  const joined = joinBrokenRanges(input).flatMap(splitTrailingRange);
  // An employer printed once above the roles held there, its total tenure under it and no dates of its own
  // ("Adecco UK Ltd" / "4 yrs 5 mos" / "HR Assistant" / "May 2017 - Apr 2021 · 4 yrs", LinkedIn's export):
  // out of the entries' templates, given to the entries that follow it.
  const groups = new Set(joined.filter((line, index) => {
    // (its first role's dates come with their own duration, as LinkedIn prints them: "May 2017 - Apr 2021 · 4 yrs";
    // a role's title above its duration and then its dates, "Analyst" / "2 years" / "2019 - 2021", is no employer)
    const next = joined[index + 1];
    const firstDates = joined.slice(index + 2, index + 6).find((other) => findDateRange(other.text));
    const range = firstDates ? findDateRange(firstDates.text) : null;
    const dated = firstDates !== undefined && range !== null && DURATION.test(withoutRange(firstDates.text, range).replace(/^[\s·•|,-]+/, '')) && !findDateRange(joined[index + 2]?.text ?? '');
    return next !== undefined && DURATION.test(next.text) && dated && !DURATION.test(line.text) && !findDateRange(line.text) && !isBullet(line.text) && !isSentence(line.text) && line.text.split(' ').length <= 8;
  }));
  const groupStarts: Array<{ at: number; company: string }> = [];
  const lines: ResumeLine[] = [];
  const placeInDatesColumn = options.placesBesideDates ? placesInDatesColumn(joined) : new Set<ResumeLine>();
  for (const line of joined) {
    if (groups.has(line)) groupStarts.push({ at: lines.length, company: cleanEdges(line.text) });
    else if (placeInDatesColumn.has(line)) continue;
    // (a place alone on its line, "New York, NY", is neither a heading nor a company "NY": entries store no place;
    // nor is a contract type alone, "Permanent Full-time", printed under a title)
    else if (!DURATION.test(line.text) && !isPlaceLine(line.text) && !CONTRACT.test(line.text.trim())) lines.push(line);
  }
  const listedDates = new Set<number>();
  const rows: Row[] = lines.map((input, index) => {
    // "• 2017 2018": two years alone on a line (a bullet before them or not) are a range.
    const years = /^(?:[-–—•·▪●]\s*)?((?:19|20)\d{2})\s+((?:19|20)\d{2})$/.exec(input.text.trim());
    const line = years && Number(years[2]) >= Number(years[1]) ? { ...input, text: `${years[1]} – ${years[2]}` } : input;
    // ("- July 2020": an end date whose start is not printed, not a bullet)
    // (a list item that is only a date range, "• décembre 2024 - octobre 2025", is an entry's dates: a theme
    // that sets an entry's dates and title as list items)
    const bulletedRange = isBullet(line.text) ? findDateRange(stripBullet(line.text)) : null;
    const onlyRange = bulletedRange !== null && withoutRange(stripBullet(line.text), bulletedRange) === '';
    const bullet = isBullet(line.text) && !isDatePoint(line.text.replace(/^[-–—]\s*/, '')) && !onlyRange;
    if (onlyRange) listedDates.add(index);
    const text = onlyRange ? stripBullet(line.text) : line.text;
    const range = bullet || text.length > 140 ? null : findDateRange(text);
    const rest = range ? withoutRange(text, range) : '';
    return { line: onlyRange ? { ...line, text } : line, text, bullet, range: range && (rest === '' || DURATION.test(rest) || !isSentence(rest)) ? range : null, rest };
  });
  // The list item right under such dates is the entry's title ("• Consultant SEO"), when it is no sentence.
  // (a list item read as a heading: its bullet dropped)
  const asHeading = (row: Row): Row => ({ ...row, bullet: false, text: stripBullet(row.text), line: { ...row.line, text: stripBullet(row.text) } });
  rows.forEach((row, index) => {
    const above = rows[index - 1];
    if (row.bullet && above?.range && listedDates.has(index - 1) && !isSentence(stripBullet(row.text)) && stripBullet(row.text).split(/\s+/).length <= 8) rows[index] = asHeading(row);
  });
  // Headings set as list items above their dates ("• Physiotherapist, Banco Cerrado S.A." / "Aug 2023 - Oct 2025"):
  // when the section opens on such an item, the short list item right above each entry's dates is its heading.
  const anchors = rows.map((row, index) => (row.range?.start ? index : -1)).filter((index) => index >= 0);
  const headingItem = (index: number): boolean => index >= 0 && rows[index].bullet && !isSentence(stripBullet(rows[index].text)) && stripBullet(rows[index].text).split(/\s+/).length <= 10;
  // (so is the list item right above dates set as a list item themselves: "Title" / "• Company" / "• May 2020 – Jun 2025")
  const opensOnItem = anchors.length > 0 && anchors[0] === 1 && headingItem(0);
  for (const anchor of anchors) {
    if ((opensOnItem || listedDates.has(anchor)) && headingItem(anchor - 1)) rows[anchor - 1] = asHeading(rows[anchor - 1]);
  }
  const left = Math.min(...rows.filter((row) => !row.bullet).map((row) => row.line.x));
  // Indentation in line heights from the left edge of the nearest dates (a description indented
  // under its heading; entries set side by side each have their own edge), when the section is
  // set flush left (not a right-aligned or centred sidebar).
  const flushLeft = rows.filter((row) => Math.abs(row.line.x - left) <= row.line.height).length >= rows.length * 0.5;
  const nearestAnchor = (index: number): number => anchors.reduce((best, anchor) => (Math.abs(anchor - index) < Math.abs(best - index) ? anchor : best), anchors[0]);
  // Cells beside a line set at the left edge on the same row ("Company      Title"): not indented. Found once.
  const edgeRows = rows.filter((row) => !row.bullet && row.line.x - left <= row.line.height * 0.5);
  const besideEdge = new Set(rows.filter((row) => edgeRows.some((other) => other !== row && other.line.x < row.line.x && Math.abs(other.line.top - row.line.top) <= row.line.height * 0.3)));
  const indentOf = (row: Row): number => {
    if (!flushLeft || !row.line.layout || row.line.height <= 0 || besideEdge.has(row)) return 0;
    const dates = anchors.length > 0 ? rows[nearestAnchor(rows.indexOf(row))].line.x : left;
    // From the entry's own dates when they start further right but not right of the line (entries side by side).
    const edge = dates > left && dates <= row.line.x + row.line.height ? dates : left;
    return (row.line.x - edge) / row.line.height;
  };
  if (anchors.length === 0) return options.undated ? undatedEntries(rows, indentOf, options) : [];

  const fragments = (row: Row): string[] => splitFragments(row.range ? row.rest : row.text, options);
  // The template, from the first entry: heading lines above its dates (up to 2, down to the section start).
  let above = 0;
  for (let i = anchors[0] - 1; i >= 0 && above < maxAbove && isHeadCandidate(rows[i], indentOf); i -= 1) above += 1;
  // (an employer's name right above the first entry's heading took a heading's place: the entries after its roles have one more)
  if (above < maxAbove && groupStarts.some((start) => start.at === anchors[0] - above)) above += 1;
  const aboveFragments = rows.slice(anchors[0] - above, anchors[0]).reduce((n, row) => n + fragments(row).length, 0) + fragments(rows[anchors[0]]).length;
  let below = 0;
  // ("PhD – International Development" / "2007" / "Lviv Polytechnic National University": two fragments above, no school among them)
  const headPart = options.headPart;
  // (one heading line above dates alone on theirs, as that template has it; told by any entry: a school the lexicon does not know, "ASE Bucuresti", may come first)
  const partBelowOf = (anchor: number): boolean =>
    headPart !== undefined &&
    above === 1 &&
    anchor >= 1 &&
    fragments(rows[anchor - 1]).length >= 2 &&
    !fragments(rows[anchor - 1]).some(headPart) &&
    fragments(rows[anchor]).length === 0 &&
    rows[anchor + 1] !== undefined &&
    !rows[anchor + 1].range &&
    fragments(rows[anchor + 1]).some(headPart);
  const partBelow = anchors.some(partBelowOf);
  if (aboveFragments < 2 || partBelow) {
    // A line right above the next entry's dates is that entry's heading, not this one's.
    const nextEntryHead = (i: number): boolean => above > 0 && anchors.some((anchor) => anchor > i && anchor - i <= above);
    for (let i = anchors[0] + 1; i < rows.length && below < Math.max(partBelow ? 1 : 0, maxBelow - aboveFragments) && isHeadCandidate(rows[i], indentOf) && !rows[i].range && !nextEntryHead(i); i += 1) below += 1;
  }

  const claimed = new Set<number>(anchors);
  const entries: RawEntry[] = [];
  const groupOf: number[] = [];
  for (const [order, anchor] of anchors.entries()) {
    const previous = order > 0 ? anchors[order - 1] : -1;
    const next = order + 1 < anchors.length ? anchors[order + 1] : rows.length;
    const heads: string[][] = [];
    let takenAbove = 0;
    for (let i = Math.max(previous + 1, anchor - above); i < anchor; i += 1) {
      if (claimed.has(i) || !isHeadCandidate(rows[i], indentOf)) continue;
      heads.push(fragments(rows[i]));
      claimed.add(i);
      takenAbove += 1;
    }
    heads.push(fragments(rows[anchor]));
    // An entry that departs from the template (its heading below its dates when the first entry's
    // is above them: a label column read a row apart) takes the heading lines right after its dates,
    // as many as it lacks above (never the lines right above the next entry's dates: its heading).
    const reach = heads.some((head) => head.length > 0) ? below + Math.max(0, above - takenAbove) : Math.max(below, 2);
    const limit = order + 1 < anchors.length && reach > below ? next - above : next;
    for (let i = anchor + 1; i <= anchor + reach && i < limit; i += 1) {
      if (claimed.has(i) || !isHeadCandidate(rows[i], indentOf)) break;
      heads.push(fragments(rows[i]));
      claimed.add(i);
    }
    entries.push({
      heads: heads.filter((head) => head.length > 0),
      above: heads.slice(0, takenAbove).filter((head) => head.length > 0).length,
      datesInline: heads[takenAbove].length > 0,
      range: rows[anchor].range as DateRange,
      body: [],
    });
    groupOf.push(groupStarts.findLastIndex((start) => start.at <= anchor - takenAbove));
  }
  // An employer's roles: the first entry after it, then each next one with a title alone (an entry with a
  // company of its own ends the employer's list).
  let open = -1;
  entries.forEach((entry, index) => {
    const alone = new Set(entry.heads.flat().map(fold)).size === 1;
    open = groupOf[index] >= 0 && (groupOf[index] !== groupOf[index - 1] || (open === groupOf[index] && alone)) ? groupOf[index] : -1;
    if (open >= 0) entry.group = groupStarts[open].company;
  });
  // Bodies: what is left between an entry's heading and the next entry's heading.
  for (const [order, anchor] of anchors.entries()) {
    const next = order + 1 < anchors.length ? anchors[order + 1] - above : rows.length;
    for (let i = anchor + 1; i < next; i += 1) if (!claimed.has(i) && !isEntryLabel(rows[i].text) && !DURATION.test(rows[i].text)) entries[order].body.push(stripBullet(rows[i].text));
  }
  return entries;
}
