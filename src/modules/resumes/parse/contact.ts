import { CountryCode, findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { normalizeLinkedinUrl, LinkedinProfile } from './linkedin';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}/g;

/** The first e-mail address of the text, lower-cased. */
export function findEmail(text: string): string | null {
  // OCR puts spaces around "_", "." and "@" inside addresses: "james _johnson6 @outlook.com".
  const joined = text.replace(/([\w.+-])\s+([._@])(?=[\w.+-]*\s*@?[\w.-]*\.[a-z]{2,})/gi, '$1$2').replace(/([._@])\s+(?=[\w])/g, (match, sep: string) => (sep === '.' ? match : sep));
  const found = joined.split('\n').map(restoreUnderscore).join('\n').match(EMAIL);
  if (!found) return null;
  return found[0].replace(/^[._%+-]+/, '').toLowerCase();
}

/** Regions tried in turn for numbers written without a country code: France first, then the UK and North America. */
const REGIONS: CountryCode[] = ['FR', 'GB', 'US'];

/** The first valid phone number in E.164; national numbers are read as French unless only another region makes them valid. */
export function findPhone(text: string): string | null {
  // Dates and years look like digits too: only look at text with an e-mail-free, URL-free view.
  const view = text.replace(EMAIL, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (const region of REGIONS) {
    for (const match of findPhoneNumbersInText(view, { defaultCountry: region })) {
      if (match.number.isValid()) return match.number.number;
    }
  }
  // OCR and some layouts split "+33 (0)6 12 ..."; try the trunk-prefix form on each line.
  for (const line of view.split('\n')) {
    const candidate = /(\+\d{1,3})\s*\(0\)\s*([\d .-]{8,})/.exec(line);
    if (!candidate) continue;
    const parsed = parsePhoneNumberFromString(`${candidate[1]}${candidate[2].replace(/\D/g, '')}`);
    if (parsed?.isValid()) return parsed.number;
  }
  return null;
}

/**
 * OCR reads the underscore of "jane_doe@mail.com" as a space: "jane doe@mail.com" at a line
 * start, after a separator or an e-mail label, with a lower-case left part, gets it back.
 */
function restoreUnderscore(line: string): string {
  return line.replace(
    /(^|[|·•–—]\s*|\s-\s*|(?:e-?mail|mail|courriel)\s*:?\s*)([a-z0-9.+-]+) ([a-z0-9.+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})(?=\s|$)/gi,
    (whole, lead: string, left: string, right: string) => (/^[a-z0-9.+-]+$/.test(left) ? `${lead}${left}_${right}` : whole),
  );
}

const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.|www\.)?linkedin\.com\/in\/[^\s,;|)]+/gi;

/** The first LinkedIn profile URL of the text, normalised. */
export function findLinkedin(text: string): LinkedinProfile | null {
  // A URL broken over two lines by the layout: "linkedin.com/in/" at a line end.
  const joined = text.replace(/(linkedin\.com\/in\/)\s*\n\s*/gi, '$1');
  for (const match of joined.match(LINKEDIN) ?? []) {
    const profile = normalizeLinkedinUrl(match.replace(/[.\]]+$/, ''));
    if (profile) return profile;
  }
  return null;
}
