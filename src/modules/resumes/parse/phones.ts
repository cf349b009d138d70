import { CountryCode, getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isPersonalMailbox } from './contact';
import { countriesNamed } from './countries';
import { fold } from './text';

/**
 * Phone numbers of a resume, found by their shape and their context, not by libphonenumber's
 * list of assigned ranges: a number printed in a contact block is read even when its range is
 * reserved or newly allocated (06 39 98 xx xx, 07700 900xxx), it is accepted when its length is
 * possible for its country (`isPossible`), and put in E.164 with the resume's country. Runs of
 * years and dates ("2018 - 2019 ... 2020") are never read as a number.
 */

/** A run that looks like a phone number: an optional +CC, digit groups with the usual separators. */
const CANDIDATE = /(?<![\w+/.,-])(?:\+|00)?\(?\d[\d\s().\-‐‑–/]{6,22}\d(?![\w/])/g;

const LABEL = /(?:^|[^\p{L}])(?:t[ée]l(?:[ée]phone)?|tel|phone|mobile|mob|portable|port|cell(?:phone)?|gsm|fixe|ligne directe|direct|t|p|m|ph|☎|📞|✆|☏)\s*[.:：]?\s*$/iu;
const YEAR = /^(?:19[5-9]\d|20[0-4]\d)$/;

export interface PhoneCandidate {
  raw: string;
  /** Digits with the leading + kept, "(0)" dropped. */
  digits: string;
  line: number;
  labelled: boolean;
}

/** Countries we read national numbers for, with the shape of their national numbers. */
const NATIONAL: Array<{ country: CountryCode; test: (digits: string, raw: string) => boolean }> = [
  // 0X XX XX XX XX: ten digits with the trunk 0.
  { country: 'FR', test: (digits) => /^0[1-9]\d{8}$/.test(digits) },
  // 0XXXX XXXXXX, 020 XXXX XXXX, 0113 XXX XXXX: eleven digits with the trunk 0.
  { country: 'GB', test: (digits) => /^0[1-9]\d{9}$/.test(digits) },
  // (XXX) XXX-XXXX: ten digits, no trunk prefix.
  { country: 'US', test: (digits, raw) => /^1?[2-9]\d{2}[2-9]\d{6}$/.test(digits) && !/^0/.test(raw.trim()) },
];

/** Where the candidate cannot be a phone: a date, a run of years, a range, a postcode or a number of a sentence. */
export function looksLikeDates(raw: string): boolean {
  const groups = raw.split(/[^\d]+/).filter(Boolean);
  if (groups.filter((group) => YEAR.test(group)).length >= 2) return true;
  if (/\b(?:0?[1-9]|[12]\d|3[01])[/.](?:0?[1-9]|1[0-2])[/.](?:19|20)?\d{2}\b/.test(raw) || /\b(?:19|20)\d{2}[/-](?:0?[1-9]|1[0-2])(?:[/-]\d{1,2})?\b/.test(raw)) return true;
  if (/\d\s+[-–—]\s+\d/.test(raw) && groups.some((group) => YEAR.test(group))) return true;
  return false;
}

/** A label a Word conversion glued to its number: "Phone+1-212-555-0198", "Téléphone06 12 34 56 78". */
const GLUED_LABEL = /(?<![\p{L}])(t[ée]l[ée]phone|t[ée]l|phone|mobile|portable|gsm)(?=[+(\d])/giu;

/** A run of digits OCR may have read with letters for some of them: "O6 12 34 56 78", "+1 902-555-Ol73". */
const OCR_DIGITS = /(?<![\w+/.,-])(?:\+|00)?\(?[\dO][\dOoIl\s().\-‐‑–/]{6,22}[\dOoIl](?![\w/])/g;

/**
 * A number OCR read with the letter O for a zero and l or I for a one, mended: only in a run of seven
 * digits or more whose every group with such a letter holds a digit too ("Tel", "Ol" alone stay words).
 */
export function withOcrDigits(line: string): string {
  return line.replace(OCR_DIGITS, (run) => {
    if (!/[OoIl]/.test(run) || (run.match(/\d/g) ?? []).length < 7) return run;
    if (run.split(/[\s().\-‐‑–/]+/).some((group) => /[OoIl]/.test(group) && !/\d/.test(group))) return run;
    return run.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  });
}

/** An icon OCR read as one to three letters glued to the number after it, at the line's start: "J0772 481 635", "ka06 98 24 51 73". */
const GLUED_ICON = /^([A-Za-z]{1,3})(?=[+(]?\d[\d\s().-]{7,})/;

export function phoneCandidates(lines: string[]): PhoneCandidate[] {
  const out: PhoneCandidate[] = [];
  // (letters OCR read for digits are mended first: "OO33 6 58 21 47 93" is no icon before "33")
  // (two numbers a slash sets apart are two: "33 824 61 09 / 77 634 29 18")
  lines.map((line) => withOcrDigits(line.replace(GLUED_LABEL, '$1 ')).replace(GLUED_ICON, '$1 ').replace(/(\d)\s+\/\s+(?=[+(]?\d)/g, '$1 | ')).forEach((line, index, spaced) => {
    for (const match of line.matchAll(CANDIDATE)) {
      const raw = match[0].trim();
      if (looksLikeDates(raw)) continue;
      const digits = raw.replace(/\(0\)/, '').replace(/^00/, '+').replace(/[^\d+]/g, '');
      const count = digits.replace(/\D/g, '').length;
      // (eight digits are a whole number in some plans: Lebanon's "76 857 793", Singapore's, Denmark's; seven in others:
      // Guyana's "630 9435", Suriname's, Fiji's; see findPhoneNumber)
      if (count < 7 || count > 15) continue;
      const before = line.slice(0, match.index);
      // (seven digits are a whole number only, not the end of one a mark cut: "Q,087 988 6272")
      if (count === 7 && /\d[\s.,-]*$/.test(before)) continue;
      const previousLine = index > 0 ? spaced[index - 1] : '';
      const labelled = LABEL.test(before) || (before.trim() === '' && LABEL.test(previousLine.trim() + ' '));
      // An icon read by OCR as a digit before the number ("0 503.555.0229"): the number without it first.
      const icon = /^\d\s+(?=[+(\d])/.exec(raw);
      if (icon) out.push({ raw: raw.slice(icon[0].length), digits: digits.slice(1), line: index, labelled });
      out.push({ raw, digits, line: index, labelled });
    }
  });
  return out;
}

/** E.164 of one candidate for a resume of `country`, or null when its length is not possible. */
export function toE164(candidate: Pick<PhoneCandidate, 'digits' | 'raw'>, country: CountryCode | null): string | null {
  const { digits, raw } = candidate;
  if (digits.startsWith('+')) {
    const parsed = parsePhoneNumberFromString(digits);
    return parsed?.isPossible() ? parsed.number : null;
  }
  const shaped = NATIONAL.filter((rule) => rule.test(digits, raw)).map((rule) => rule.country);
  // A country we know no shape for (Ireland, Belgium) reads its national numbers first when they are valid
  // there (an assigned range: a British "07943 590 351" in a resume that names Dublin stays British), and
  // last when they are only possible there.
  const unshaped = country !== null && !NATIONAL.some((rule) => rule.country === country);
  const local = unshaped ? parsePhoneNumberFromString(digits, country) : undefined;
  if (local?.isValid()) return local.number;
  // XXXXX XXXXX: an Indian mobile's ten digits in two groups of five, as no other plan prints them (unless the resume's country reads it)
  const grouped = /^\s*[6-9]\d{4}[ .-]\d{5}\s*$/.test(raw) ? parsePhoneNumberFromString(digits, 'IN') : undefined;
  if (grouped?.isValid() && !(country && shaped.includes(country))) return grouped.number;
  const order = country && shaped.includes(country) ? [country] : unshaped ? [...shaped, country] : shaped;
  for (const region of order) {
    const parsed = parsePhoneNumberFromString(digits, region);
    // (a French number that France does not assign is an overseas department's, dialled with the same trunk 0: "0690 56 10 99" in Guadeloupe)
    const overseas = region === 'FR' && parsed && !parsed.isValid() ? FRENCH_OVERSEAS.map((other) => parsePhoneNumberFromString(digits, other)).find((each) => each?.isValid()) : undefined;
    if (overseas) return overseas.number;
    if (parsed?.isPossible()) return parsed.number;
  }
  return null;
}

/** France's overseas departments and collectivities with calling codes of their own and France's ten-digit national numbers. */
const FRENCH_OVERSEAS: CountryCode[] = ['GP', 'MQ', 'GF', 'RE', 'YT', 'BL', 'MF', 'PM'];

/** Countries other than France, the UK and the US by their name or their main cities (folded text). */
const PLACES: Array<[CountryCode, RegExp]> = [
  ['IL', /\b(?:tel aviv|jerusalem|haifa|beer sheva|herzliya)\b/],
  ['MG', /\b(?:antananarivo|tananarive|toamasina|antsirabe|mahajanga)\b/],
  ['MY', /\b(?:kuala lumpur|petaling jaya|selangor|penang|johor bahru|shah alam|putrajaya)\b/],
  ['PH', /\b(?:manila|quezon city|makati|cebu city|davao|pasig|taguig)\b/],
  ['FI', /\b(?:helsinki|espoo|tampere|vantaa|turku|oulu)\b/],
  // (an Irish county: "Ennis, Co. Clare"; the Northern Irish ones are British)
  ['IE', /\b(?:(?<!northern\s)ireland|(?<!du\snord\s)irlande|eire|dublin|cork|galway|limerick|waterford|kilkenny|ennis|co\.?\s+(?:carlow|cavan|clare|donegal|kerry|kildare|laois|leitrim|longford|louth|mayo|meath|monaghan|offaly|roscommon|sligo|tipperary|westmeath|wexford|wicklow))\b/],
  ['BE', /\b(?:belgique|belgium|belgie|bruxelles|brussels|liege|namur|charleroi|mons|gent|gand|antwerpen|anvers|leuven|louvain|wavre|tournai|bruges|brugge|ostende|oostende|kortrijk|courtrai|mechelen|malines|hasselt|arlon|verviers|nivelles|waterloo)\b/],
  // (French overseas departments and territories, whose mobiles have their own calling codes: "Kourou, Guyane" 0694…)
  ['GF', /\b(?:guyane|french guiana|cayenne|kourou|saint-laurent-du-maroni)\b/],
  ['MQ', /\b(?:martinique|fort-de-france|le lamentin|schoelcher)\b/],
  ['GP', /\b(?:guadeloupe|pointe-a-pitre|les abymes|baie-mahault|basse-terre)\b/],
  ['YT', /\b(?:mayotte|mamoudzou)\b/],
  ['PF', /\b(?:tahiti|papeete|polynesie|polynesia|moorea|faa'a|punaauia)\b/],
  ['CH', /\b(?:suisse|switzerland|schweiz|geneve|geneva|lausanne|zurich|bern|berne|basel|neuchatel|fribourg|lugano)\b/],
  ['CA', /\b(?:canada|quebec|montreal|toronto|vancouver|ottawa|calgary|gatineau|sherbrooke)\b/],
  ['LU', /\b(?:luxembourg|luxemburg)\b/],
  ['AU', /\b(?:australia|australie|sydney|melbourne|brisbane|perth|adelaide|canberra|hobart)\b/],
  ['NZ', /\b(?:new zealand|nouvelle-zelande|auckland|christchurch|dunedin|invercargill|queenstown|tauranga|rotorua)\b/],
  ['IN', /\b(?:india|inde|mumbai|delhi|new delhi|bangalore|bengaluru|pune|chennai|hyderabad|kolkata)\b/],
  ['MA', /\b(?:maroc|morocco|casablanca|rabat|marrakech|marrakesh|tanger|tangier|agadir)\b/],
  ['SN', /\b(?:senegal|dakar|thies)\b/],
  ['TN', /\b(?:tunisie|tunisia|tunis|sfax)\b/],
  ['DZ', /\b(?:algerie|algeria|alger|algiers|oran)\b/],
  ['CI', /\b(?:cote d'ivoire|ivory coast|abidjan)\b/],
  ['ZA', /\b(?:south africa|afrique du sud|johannesburg|cape town|durban|pretoria)\b/],
  ['DE', /\b(?:germany|allemagne|deutschland|berlin|munich|munchen|hamburg|frankfurt)\b/],
  ['ES', /\b(?:spain|espagne|espana|madrid|barcelona|barcelone|valencia)\b/],
  ['IT', /\b(?:italy|italie|italia|roma|milan|milano|turin|torino|napoli|firenze|venise|venezia|bologne|bologna|genova|palerme|palermo|aoste|aosta)\b/],
  ['NL', /\b(?:netherlands|pays-bas|nederland|amsterdam|rotterdam|utrecht|eindhoven)\b/],
  ['PT', /\b(?:portugal|lisbon|lisbonne|lisboa|porto)\b/],
  ['PL', /\b(?:poland|pologne|polska|warsaw|varsovie|warszawa|krakow|cracovie|wroclaw)\b/],
  // (main cities only where no other country has one of their name: not Kingston, Santiago, Victoria, Hamilton)
  ['KE', /\b(?:nairobi|mombasa|kisumu|nakuru|eldoret)\b/],
  ['KR', /\b(?:seoul|busan|incheon|daegu|daejeon|gwangju|suwon)\b/],
  ['HK', /\b(?:kowloon|wan chai|sha tin|tsim sha tsui|sham shui po|mong kok|causeway bay|tsuen wan)\b/],
  ['TW', /\b(?:taipei|kaohsiung|taichung|tainan|hsinchu)\b/],
  ['JP', /\b(?:tokyo|osaka|kyoto|yokohama|nagoya|sapporo|fukuoka)\b/],
  ['CN', /\b(?:beijing|shanghai|shenzhen|guangzhou|chengdu|hangzhou)\b/],
  ['VN', /\b(?:hanoi|ha noi|ho chi minh|saigon|da nang|hai phong)\b/],
  ['SG', /\b(?:singapore|singapour)\b/],
  ['AE', /\b(?:dubai|abu dhabi|sharjah|ajman)\b/],
  ['TR', /\b(?:istanbul|ankara|izmir|bursa|antalya)\b/],
  ['NG', /\b(?:lagos|abuja|ibadan|port harcourt|kano|enugu)\b/],
  ['GH', /\b(?:accra|kumasi|tema|takoradi)\b/],
  ['CM', /\b(?:douala|yaounde|garoua|bafoussam)\b/],
  ['ZW', /\b(?:harare|bulawayo)\b/],
  ['EG', /\b(?:cairo|le caire|alexandria|alexandrie|giza)\b/],
  ['LB', /\b(?:beirut|beyrouth|tripoli du liban|jounieh)\b/],
  ['CD', /\b(?:kinshasa|lubumbashi|goma)\b/],
  ['CG', /\b(?:brazzaville|pointe-noire)\b/],
  ['GA', /\b(?:libreville|port-gentil)\b/],
  ['BF', /\b(?:ouagadougou|bobo-dioulasso)\b/],
  ['ML', /\b(?:bamako)\b/],
  ['BJ', /\b(?:cotonou|porto-novo)\b/],
  ['TG', /\b(?:lome)\b/],
  ['HT', /\b(?:port-au-prince|petion-ville|cap-haitien)\b/],
  ['NC', /\b(?:noumea|nouvelle-caledonie|new caledonia)\b/],
  ['NO', /\b(?:oslo|bergen|trondheim|stavanger)\b/],
  ['SE', /\b(?:stockholm|gothenburg|goteborg|malmo|uppsala)\b/],
  ['DK', /\b(?:copenhagen|copenhague|kobenhavn|aarhus|odense)\b/],
  ['JM', /\b(?:montego bay|ocho rios|spanish town)\b/],
  ['TT', /\b(?:port of spain|chaguanas)\b/],
  ['AR', /\b(?:buenos aires|rosario|mendoza)\b/],
  ['CL', /\b(?:valparaiso|vina del mar|concepcion, chile)\b/],
];

/** An Australian state and its postcode: "Newcastle NSW 2300", "Melbourne VIC 3000". */
const AUSTRALIAN_ADDRESS = /\b(?:NSW|VIC|QLD|TAS|ACT|NT|WA|SA)\s+\d{4}\b/;

/** Countries that share a calling code, by the one that owns its plan ("+44 7700 900123", a reserved range, is British). */
const PLAN_OWNERS: Record<string, CountryCode> = { '1': 'US', '7': 'RU', '44': 'GB', '47': 'NO', '61': 'AU', '212': 'MA', '262': 'RE', '358': 'FI', '590': 'GP' };

/** The country of a calling code, for a number in no assigned range. */
function callingCodeCountry(code: string): CountryCode | undefined {
  const countries = getCountries().filter((country) => getCountryCallingCode(country) === code);
  return PLAN_OWNERS[code] ?? (countries.length === 1 ? countries[0] : undefined);
}

/** Top-level domains sold as words, not countries: "jane.io", "studio.me". */
const VANITY_DOMAINS = new Set(['io', 'co', 'me', 'ai', 'tv', 'fm', 'ly', 'gg', 'to', 'cc', 'ws', 'so', 'sh', 'dev', 'app']);

/** The country of a country-code top-level domain ("fr", "uk", "au"), or null for a generic or vanity one. */
function domainCountry(tld: string): CountryCode | null {
  const code = tld.toUpperCase() === 'UK' ? 'GB' : tld.toUpperCase();
  return !VANITY_DOMAINS.has(tld.toLowerCase()) && isSupportedCountry(code) ? code : null;
}

/** The resume's country from what it prints: calling codes of other numbers, address, domains, language. */
export function resumeCountry(text: string, language: 'fr' | 'en' | null, email: string | null = null): CountryCode | null {
  const folded = fold(text);
  const votes = new Map<CountryCode, number>();
  const vote = (country: CountryCode, weight: number): void => {
    votes.set(country, (votes.get(country) ?? 0) + weight);
  };
  // (an international number's country; "+1" is read as the US, whose plan Canada shares)
  for (const match of text.matchAll(/(?<![\w+])\+\s?\d[\d\s().-]{6,20}\d/g)) {
    const parsed = parsePhoneNumberFromString(match[0]);
    // (a "+" set apart from the digits may be a bullet OCR misread: its number counts only when valid)
    if (/^\+\s/.test(match[0]) && !parsed?.isValid()) continue;
    const country = parsed && (parsed.country ?? callingCodeCountry(parsed.countryCallingCode));
    if (country) vote(country === 'CA' ? 'US' : country, 3);
  }
  // Other countries by their name, cities and e-mail or LinkedIn domain (a national number alone reads in its own country).
  // (in the contact block only: a resume lists offices abroad)
  const top = text.split('\n').slice(0, 15).join('\n');
  const contact = fold(top);
  const abroad = PLACES.filter(([, pattern]) => pattern.test(contact)).map(([country]) => country);
  // (a country named in the contact block that the list of places does not know, once: "Nairobi, Kenya")
  const named = countriesNamed(contact.replace(/northern ireland|irlande du nord/g, '')).find((country) => !abroad.includes(country));
  if (named) abroad.push(named);
  if (AUSTRALIAN_ADDRESS.test(top) && !abroad.includes('AU')) abroad.push('AU');
  for (const country of abroad) vote(country, 2);
  // An address that ends on its country's code after a region: "Melbourne, VIC, AU", "Lyon, Auvergne-Rhône-Alpes, FR".
  for (const match of top.matchAll(/,[^,\n]+,\s*([A-Z]{2})[ \t]*(?:$|\n)/gm)) {
    const country = domainCountry(match[1]);
    if (country) vote(country, 2);
  }
  // (an e-mail address on a country's domain weighs as much as its place: "konan.kouassi@example.ci" in a French resume;
  // it is a place abroad for the French cues below: "Rue du Grand-Pont 12, 1950 Sion" beside …@example.ch is Swiss)
  // (the candidate's address as the parser read it, which a narrow column may have broken in the text: "…@example" / ".co.za")
  const addresses = email && !text.includes(email) ? `${text}\n${email}` : text;
  for (const match of addresses.matchAll(/@[\w.-]+\.([a-z]{2})\b(?![.@\w])|\b([a-z]{2})\.linkedin\.com/gi)) {
    // (a mail provider's country domain, "@yahoo.fr", "@outlook.fr", is the provider's choice more than the candidate's country: it weighs less)
    const country = domainCountry(match[1] ?? match[2]);
    if (country) vote(country, match[1] && !isPersonalMailbox(match[0]) ? 2 : 1);
    if (country && country !== 'FR' && match[1] && !isPersonalMailbox(match[0])) abroad.push(country);
  }
  // (a country's name in the contact block: "Genomics England" among the jobs is an employer)
  if (/\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/.test(text) || /\b(?:united kingdom|england|scotland|wales|uk)\b/.test(contact)) vote('GB', 2);
  if (/\b(?:[A-Z][a-z]+),\s(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\b(?:\s\d{5})?/.test(text) || /\b(?:usa|united states)\b/.test(contact)) vote('US', 2);
  // ("rue" and "avenue" are Belgian, Swiss and Québécois too; five-digit postcodes German, Italian and Spanish)
  if (/\bfrance\b/.test(folded) || (abroad.length === 0 && (/\b(?:\d{5})[ \t]+\p{Lu}[\p{L}-]+/u.test(text) || /\b(?:rue|avenue|boulevard|cedex)\b/.test(folded)))) vote('FR', 2);
  // (the language is a prior for a resume whose contact block names no place abroad: a French resume from Yaoundé is Cameroonian)
  if (language === 'fr' && abroad.length === 0) vote('FR', 1.5);
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return ranked[0]?.[0] ?? null;
}

/**
 * The candidate's phone in E.164: the first possible number, labelled ones first, then those of
 * the contact area (the first lines), then any other; null when none is possible.
 */
export function findPhoneNumber(lines: string[], options: { country: CountryCode | null; headerLines: number }): string | null {
  const candidates = phoneCandidates(lines);
  const rank = (candidate: PhoneCandidate): number => (candidate.labelled ? 0 : candidate.line < options.headerLines ? 1 : 2);
  const ordered = [...candidates].sort((a, b) => rank(a) - rank(b) || a.line - b.line);
  const read: Array<{ e164: string; rank: number }> = [];
  for (const candidate of ordered) {
    // A bare run of digits in running text (an amount, a reference) needs a label or the contact area.
    if (rank(candidate) === 2 && !/[\s.\-()]/.test(candidate.raw) && !candidate.digits.startsWith('+')) continue;
    // Eight digits without a calling code: only in the contact area, and a number the resume's country assigns.
    // (seven, the same, set apart by a space, a dot or a hyphen)
    if (candidate.digits.length <= 8 && (rank(candidate) === 2 || !options.country || !parsePhoneNumberFromString(candidate.digits, options.country)?.isValid())) continue;
    if (candidate.digits.length === 7 && !/\d[\s.-]\d/.test(candidate.raw)) continue;
    const e164 = toE164(candidate, options.country);
    if (e164) read.push({ e164, rank: rank(candidate) });
  }
  if (read.length === 0) return null;
  // A landline then a mobile in the contact block: the mobile, which is the candidate's own (a landline may be an office's).
  const typeOf = (e164: string): string | undefined => parsePhoneNumberFromString(e164)?.getType();
  const mobile = read.find((number) => number.rank <= read[0].rank + 1 && number.rank < 2 && ['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(typeOf(number.e164) ?? ''));
  return typeOf(read[0].e164) === 'FIXED_LINE' && mobile ? mobile.e164 : read[0].e164;
}
