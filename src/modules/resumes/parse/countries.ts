import { CountryCode, getCountries } from 'libphonenumber-js/max';
import { fold } from './text';

/** Country names that are also given names or common words ("Jordan", "Chad", "Maurice", a "réunion"). */
const AMBIGUOUS_COUNTRY_NAMES = new Set(['jordan', 'chad', 'israel', 'georgia', 'jersey', 'guernsey', 'turkey', 'maurice', 'reunion', 'man', 'niger', 'dominica', 'panama', 'france', 'royaume-uni', 'united kingdom', 'etats-unis', 'united states']);

/**
 * Countries by their English or French name ("Kenya", "Sri Lanka", "Égypte", "La Réunion"), folded, from
 * the runtime's own region names (ICU), for the countries the phone metadata knows. France, the UK and the
 * US are left out: the phone's country has rules of its own for them, and their names open many a company's.
 */
const NAMES: Map<string, CountryCode> = (() => {
  const byName = new Map<string, CountryCode>();
  for (const language of ['en', 'fr']) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    for (const country of getCountries()) {
      const name = fold(names.of(country) ?? '').replace(/[’‘]/g, "'");
      if (name.length >= 4 && !AMBIGUOUS_COUNTRY_NAMES.has(name) && !/[()&]/.test(name)) byName.set(name, country);
    }
  }
  return byName;
})();

/** Each name as a pattern, longer names first ("papua new guinea" before "guinea"). */
const PATTERNS: Array<[CountryCode, RegExp]> = [...NAMES.entries()]
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, country]) => [country, new RegExp(`(?<![\\p{L}-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}-])`, 'u')]);

/** The countries a folded text names, longer names first ("Kenya" in "nairobi, kenya"). */
export function countriesNamed(folded: string): CountryCode[] {
  const text = folded.replace(/[’‘]/g, "'");
  return PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([country]) => country);
}

/** Whether a folded text is a country's name and nothing else ("madagascar", "cote d'ivoire"). */
export function isCountryName(folded: string): boolean {
  return NAMES.has(folded.replace(/[’‘]/g, "'").trim());
}
