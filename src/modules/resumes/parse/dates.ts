import { fold } from './text';

/** A point in time as stored on the profile: "YYYY-MM" or "YYYY". */
export type DatePoint = string;

export interface DateRange {
  start: DatePoint | null;
  end: DatePoint | null;
  current: boolean;
  /** Position of the range in the (original) line, to cut it out of titles. */
  index: number;
  length: number;
}

const MONTHS: Array<[RegExp, number]> = [
  [/^(janv(ier)?|jan(uary)?|ene(ro)?)$/, 1],
  [/^(fevr(ier)?|fev|feb(ruary)?)$/, 2],
  [/^(mars|mar(ch)?)$/, 3],
  [/^(avr(il)?|apr(il)?)$/, 4],
  [/^(mai|may)$/, 5],
  [/^(juin|june?)$/, 6],
  [/^(juil(l(et)?)?|july?)$/, 7],
  [/^(aout|aug(ust)?)$/, 8],
  [/^(sept?(embre|ember)?)$/, 9],
  [/^(oct(obre|ober)?)$/, 10],
  [/^(nov(embre|ember)?)$/, 11],
  [/^(dec(embre|ember)?)$/, 12],
];

export function monthNumber(token: string): number | null {
  const key = fold(token).replace(/\.$/, '');
  for (const [pattern, month] of MONTHS) if (pattern.test(key)) return month;
  return null;
}

const MONTH_WORD =
  "(?:janv(?:ier)?|f[ée]vr(?:ier)?|f[ée]v|mars|avr(?:il)?|mai|juin|juil(?:l(?:et)?)?|ao[uû]t|sept(?:embre)?|oct(?:obre)?|nov(?:embre)?|d[ée]c(?:embre)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|october|november|december)\\.?";
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';
const DAY = '(?:0?[1-9]|[12]\\d|3[01])';
// "janv. 2020", "03/2019", "2019-03", "2019-03-01" (the day is dropped), "2019-Mar", "2017"; with a
// day, dropped too: "1er mars 2020", "1 March 2020", "March 1, 2020", "01/03/2020" (day first).
// A season is a year: "Fall 2019", "Été 2020".
const SEASON = '(?:spring|summer|fall|autumn|winter|printemps|[ée]t[ée]|automne|hiver)';
const POINT = `(?:${SEASON}\\s+${YEAR}|${DAY}(?:er|st|nd|rd|th)?\\s+${MONTH_WORD},?\\s+${YEAR}|${MONTH_WORD}\\s+${DAY}(?:st|nd|rd|th)?,\\s*${YEAR}|${DAY}[/.](?:0?[1-9]|1[0-2])[/.]${YEAR}|${MONTH_WORD},?\\s+${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR}\\s*[/.-]\\s*(?:0[1-9]|1[0-2])(?:[/.-](?:0[1-9]|[12]\\d|3[01]))?(?![\\d/])|${YEAR}[\\s/.-]${MONTH_WORD}(?![\\p{L}])|${YEAR})`;
const PRESENT =
  "(?:aujourd[’']hui|[àa] ce jour|ce jour|pr[ée]sent|present|current(?:ly)?|now|today|actuel(?:lement)?|en cours|en poste|maintenant|ongoing|(?:till|to|up to)\\s+date|date)";
const SEPARATOR = "(?:\\s*(?:[-–—‒―~•·]|\\bto\\b|à(?=\\s)|\\ba\\b|\\bau\\b|\\buntil\\b|\\btill\\b|jusqu[’']?(?:à|au|a)|>|→)\\s*)";

const RANGE = new RegExp(
  `(?:\\b(?:from|de|du)\\s+)?(${POINT})${SEPARATOR}(${POINT}|${PRESENT})|` +
    `\\b(?:depuis|since|d[èe]s)\\s+(?:(?:le|l[’'])\\s*)?(${POINT})|` +
    `(${POINT})\\s*(?:[-–—]\\s*)?\\(?(?:en cours|ongoing|to date|à ce jour)\\)?|` +
    // An open range: "2024-07 —" at the end of a line (the theme prints nothing for "now").
    `(${POINT})\\s*[-–—]\\s*$`,
  'iu',
);
// (with the words that announce a degree's date, removed with it: "Completed in June 2014", "Obtenu en juin 2014")
const SINGLE = new RegExp(`(?:\\b(?:completed|graduated|obtained|awarded|conferred|expected|obtenue?|dipl[ôo]m[ée]e?)\\s+(?:(?:in|on|en|le)\\s+)?)?(${POINT})`, 'iu');

/** Parses one point ("janv. 2020", "03/2019", "2019-03", "2017") to "YYYY-MM" or "YYYY". */
export function parseDatePoint(raw: string): DatePoint | null {
  const text = fold(raw)
    // The day is dropped: "1er mars 2020", "march 1, 2020", "01/03/2020".
    .replace(/^\d{1,2}(?:er|st|nd|rd|th)?\s+(?=[a-z])/, '')
    .replace(/^([a-z]+\.?)\s+\d{1,2}(?:st|nd|rd|th)?,\s*(?=\d{4}$)/, '$1 ')
    .replace(/^\d{1,2}[/.](\d{1,2})[/.](\d{4})$/, '$1/$2');
  let match = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  if (match) return `${match[2]}-${match[1].padStart(2, '0')}`;
  match = /^(\d{4})\s*[/.-]\s*(\d{2})(?:[/.-]\d{2})?$/.exec(text);
  if (match) return `${match[1]}-${match[2]}`;
  match = /^(\d{4})[\s/.-]([a-z]+)\.?$/.exec(text);
  if (match) {
    const month = monthNumber(match[2]);
    return month ? `${match[1]}-${String(month).padStart(2, '0')}` : match[1];
  }
  match = /^(\d{4})$/.exec(text);
  if (match) return match[1];
  match = /^([a-z]+)\.?,?\s+(\d{4})$/.exec(text);
  if (match) {
    const month = monthNumber(match[1]);
    return month ? `${match[2]}-${String(month).padStart(2, '0')}` : match[2];
  }
  return null;
}

/** Finds the first date range of a line (FR/EN), or a lone year/month-year as a one-point range. */
export function findDateRange(line: string): DateRange | null {
  const range = RANGE.exec(line);
  if (range) {
    const [whole, from, to, since, ongoing, open] = range;
    const started = since ?? ongoing ?? open;
    if (started) return { start: parseDatePoint(started), end: null, current: true, index: range.index, length: whole.length };
    const end = new RegExp(`^${PRESENT}$`, 'i').test(to.trim()) ? null : parseDatePoint(to);
    return { start: parseDatePoint(from), end, current: end === null, index: range.index, length: whole.length };
  }
  const single = SINGLE.exec(line);
  if (single) {
    const point = parseDatePoint(single[1]);
    return { start: point, end: point, current: false, index: single.index, length: single[0].length };
  }
  return null;
}

/** The line with its date range removed and the leftover separators trimmed. */
export function withoutRange(line: string, range: DateRange): string {
  return cleanEdges(`${line.slice(0, range.index)} ${line.slice(range.index + range.length)}`);
}

export function cleanEdges(text: string): string {
  return text
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s|,;:·•()\-–—/]+|[\s|,;:·•(\-–—/]+$/g, '')
    .trim();
}
