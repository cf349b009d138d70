import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A contact phone in E.164 ("+33612345678"), from a French national number ("06 12 34 56 78")
 * or an international one ("+44 20 7946 0958", "0033 6 ..."). Null when the number is not a
 * valid one (SPEC 2.3: an unrecognised phone is dropped, never blocking).
 */
export function normalizePhone(value: string): string | null {
  const input = value.trim();
  if (input === '' || input.length > 40 || /[a-z]/i.test(input.replace(/\s*(?:ext\.?|x)\s*\d+$/i, ''))) return null;
  const parsed = parsePhoneNumberFromString(input, 'FR');
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}
