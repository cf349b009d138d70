import { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
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

export function phoneCandidates(lines: string[]): PhoneCandidate[] {
  const out: PhoneCandidate[] = [];
  lines.forEach((line, index) => {
    for (const match of line.matchAll(CANDIDATE)) {
      const raw = match[0].trim();
      if (looksLikeDates(raw)) continue;
      const digits = raw.replace(/\(0\)/, '').replace(/^00/, '+').replace(/[^\d+]/g, '');
      const count = digits.replace(/\D/g, '').length;
      if (count < 9 || count > 15) continue;
      const before = line.slice(0, match.index);
      const previousLine = index > 0 ? lines[index - 1] : '';
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
  const order = country && shaped.includes(country) ? [country] : shaped;
  for (const region of order) {
    const parsed = parsePhoneNumberFromString(digits, region);
    if (parsed?.isPossible()) return parsed.number;
  }
  return null;
}

/** The resume's country from what it prints: calling codes of other numbers, address, domains, language. */
export function resumeCountry(text: string, language: 'fr' | 'en' | null): CountryCode | null {
  const folded = fold(text);
  const votes = new Map<CountryCode, number>();
  const vote = (country: CountryCode, weight: number): void => {
    votes.set(country, (votes.get(country) ?? 0) + weight);
  };
  for (const match of text.matchAll(/\+\s?(33|44|1)\b/g)) vote(match[1] === '33' ? 'FR' : match[1] === '44' ? 'GB' : 'US', 3);
  if (/\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/.test(text) || /\b(?:united kingdom|england|scotland|wales|uk)\b/.test(folded)) vote('GB', 2);
  if (/\b(?:[A-Z][a-z]+),\s(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\b(?:\s\d{5})?/.test(text) || /\b(?:usa|united states)\b/.test(folded)) vote('US', 2);
  if (/\b(?:\d{5})\s+\p{Lu}[\p{L}-]+/u.test(text) || /\b(?:france|rue|avenue|boulevard|cedex)\b/.test(folded)) vote('FR', 2);
  if (/@[\w.-]+\.fr\b|\bfr\.linkedin\.com/i.test(text)) vote('FR', 1);
  if (/@[\w.-]+\.(?:co\.)?uk\b|\buk\.linkedin\.com/i.test(text)) vote('GB', 1);
  if (language === 'fr') vote('FR', 1.5);
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
  for (const candidate of ordered) {
    // A bare run of digits in running text (an amount, a reference) needs a label or the contact area.
    if (rank(candidate) === 2 && !/[\s.\-()]/.test(candidate.raw) && !candidate.digits.startsWith('+')) continue;
    const e164 = toE164(candidate, options.country);
    if (e164) return e164;
  }
  return null;
}
