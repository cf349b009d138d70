/** Google's unitText values for a salary. */
export type SalaryUnit = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** A salary read from the recruiter's text: one amount (`value`) or a range (`minValue`, `maxValue`). */
export interface ParsedSalary {
  currency: string;
  unit: SalaryUnit;
  value?: number;
  minValue?: number;
  maxValue?: number;
}

/** ISO 4217 codes and symbols; a bare `$` is US dollars unless the text names another dollar. */
const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'JPY', 'CNY', 'INR', 'SGD', 'HKD', 'BRL', 'MXN', 'ZAR', 'AED'];
const CURRENCY_WORDS: Array<[RegExp, string]> = [
  [new RegExp(`\\b(${CURRENCY_CODES.join('|')})\\b`, 'gi'), ''],
  [/\b(c\$|ca\$|cad\$)/gi, 'CAD'],
  [/\b(a\$|au\$)/gi, 'AUD'],
  [/\bus\$/gi, 'USD'],
  [/€|\beuros?\b/gi, 'EUR'],
  [/£|\bpounds?\b/gi, 'GBP'],
  [/\bfrancs? suisses?\b/gi, 'CHF'],
  [/\bdollars?\b|\$/gi, 'USD'],
];

/** Unit words, French and English; `/h`, `/j`, `/an`... after an amount. */
const UNITS: Array<[SalaryUnit, RegExp]> = [
  ['YEAR', /(\b(annuel|annuelle|annee|annees|year|years|yearly|yr|annum|annual|annually|pa|p\.a)\b|\bpar ans?\b|\/\s*(a|an|ans|y|yr)\b)/],
  ['MONTH', /(\b(mois|mensuel|mensuelle|month|months|monthly|mo)\b|\/\s*m\b)/],
  ['WEEK', /(\b(semaine|semaines|hebdomadaire|week|weekly|wk)\b|\/\s*(s|w)\b)/],
  ['DAY', /(\b(jour|jours|journalier|journaliere|day|days|daily|tjm)\b|\/\s*(j|d)\b)/],
  ['HOUR', /(\b(heure|heures|horaire|hour|hours|hourly|hr|hrs)\b|\/\s*h\b|\d\s*h\b)/],
];

/** An amount: digits with thousands separators (space, dot, comma, apostrophe), decimals, a `k`. */
const AMOUNT = /(\d{1,3}(?:[ ,.'’]\d{3})+|\d+)(?:[.,](\d{1,2}))?(?!\d)(\s*k(?![a-z]))?/gi;

/** A lone amount that is a floor ("from 45k", "à partir de") or a ceiling ("up to", "jusqu'à"). */
const FROM = /\b(from|starting at|min|minimum|a partir de|au moins)\b/;
const UP_TO = /\b(up to|max|maximum|jusqu'a|jusqu a|au plus)\b/;

/** Plausible amounts for a unit: outside them the text is not read as that salary. */
const BOUNDS: Record<SalaryUnit, [number, number]> = {
  HOUR: [1, 10_000],
  DAY: [10, 100_000],
  WEEK: [10, 500_000],
  MONTH: [100, 2_000_000],
  YEAR: [1_000, 100_000_000],
};

/**
 * Reads the salary text of a job ("55-65k EUR", "45 000 € / an", "$120,000 a year", "3 500 € brut
 * par mois", "TJM 500 €", "12,50 €/h"). Returns null whenever the text is not clearly one amount or
 * one range in one currency for one period: then the JSON-LD carries no baseSalary rather than a
 * wrong one. Without a period word, a yearly-looking amount (10,000 or more) is read as per year.
 */
export function parseSalary(text: string): ParsedSalary | null {
  const source = text.normalize('NFKC').replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
  if (!source || source.length > 200) return null;

  const currencies = new Set<string>();
  let rest = source;
  for (const [pattern, code] of CURRENCY_WORDS) {
    rest = rest.replace(pattern, (match) => {
      currencies.add(code || match.toUpperCase());
      return ' ';
    });
  }
  if (currencies.size !== 1) return null;
  const [currency] = currencies;

  const folded = rest.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
  const amounts: number[] = [];
  let kilo = false;
  for (const match of folded.matchAll(AMOUNT)) {
    const [, whole, decimals, k] = match;
    let amount = Number(whole.replace(/[ ,.'’]/g, '')) + (decimals ? Number(`0.${decimals}`) : 0);
    if (k) {
      amount *= 1000;
      kilo = true;
    }
    amounts.push(amount);
  }
  if (amounts.length === 0 || amounts.length > 2) return null;
  // "55-65k": the k of the second amount applies to the first.
  if (kilo && amounts.length === 2 && amounts[0] < 1000 && amounts[1] >= 1000) amounts[0] *= 1000;

  const units = UNITS.filter(([, pattern]) => pattern.test(folded)).map(([unit]) => unit);
  if (units.length > 1) return null;
  const unit = units[0] ?? (Math.max(...amounts) >= 10_000 ? 'YEAR' : null);
  if (!unit) return null;

  const [low, high] = BOUNDS[unit];
  if (amounts.some((amount) => amount < low || amount > high)) return null;
  const round = (amount: number) => Math.round(amount * 100) / 100;
  if (amounts.length === 1) {
    if (FROM.test(folded) && !UP_TO.test(folded)) return { currency, unit, minValue: round(amounts[0]) };
    if (UP_TO.test(folded) && !FROM.test(folded)) return { currency, unit, maxValue: round(amounts[0]) };
  }
  if (amounts.length === 1 || amounts[0] === amounts[1]) return { currency, unit, value: round(amounts[0]) };
  if (amounts[0] > amounts[1]) return null;
  return { currency, unit, minValue: round(amounts[0]), maxValue: round(amounts[1]) };
}
