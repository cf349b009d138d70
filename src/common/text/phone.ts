import { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * The country a national number ("06 12 34 56 78") is read in. Clients have no country setting
 * yet, so every client reads national numbers as French; a per-client setting would be passed
 * to normalizePhone as its second argument.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'FR';

/**
 * The one phone rule (DESIGN 4, "one rule per field"): a phone as typed on a form, by a partner
 * or in a resume, in E.164 ("+33612345678"). National numbers are read in `defaultCountry`,
 * international ones ("+44 20 7946 0958", "0033 6 ...") as written. Null when the value is not a
 * valid number: the caller keeps the text as entered where it keeps entered values, and never
 * refuses a submission for it (SPEC 2.3).
 */
export function normalizePhone(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const input = value.trim();
  if (input === '' || input.length > 40 || /[a-z]/i.test(input.replace(/\s*(?:ext\.?|x)\s*\d+$/i, ''))) return null;
  const parsed = parsePhoneNumberFromString(input, defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * True when the value is written in international form: a `+`, the country code and the number,
 * at most 15 digits; spaces, dots, dashes and parentheses between digits are tolerated. The
 * partner API asks for this form (SPEC 2.5) and refuses anything else; what it stores is still
 * normalizePhone's result.
 */
export function isInternationalFormat(value: string): boolean {
  return /^\+[1-9]\d{6,14}$/.test(value.replace(/[\s.()-]/g, ''));
}
