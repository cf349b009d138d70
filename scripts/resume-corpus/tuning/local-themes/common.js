'use strict';
/**
 * Helpers of the tenth batch's local templates (local-themes/*.js): each exports render(resume) -> HTML
 * as a JSON Resume theme does, in English; render.js translates their words for a French resume
 * (themes.js french) as it does every theme's.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const esc = (value) => String(value ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JSON Resume date ("2019-03-01", "2019-03" or "2019") printed as 'numeric' (03/2019), 'short' (Mar 2019), 'long' (March 2019) or 'year'. */
function date(value, style) {
  if (!value) return '';
  const [year, month] = String(value).split('-');
  if (!month || style === 'year') return year;
  const m = Number(month);
  if (style === 'numeric') return `${month}/${year}`;
  return `${(style === 'long' ? MONTHS : SHORT)[m - 1]} ${year}`;
}

/** "start – end", "start – Present" (a job without an end), "end" alone (an education without a start), '' without dates. */
function span(start, end, style, { dash = ' – ', present = 'Present', ongoing = false } = {}) {
  const from = date(start, style);
  const to = date(end, style);
  if (from && to) return from === to && style === 'year' ? from : `${from}${dash}${to}`;
  if (from) return ongoing ? `${from}${dash}${present}` : from;
  return to;
}

const linkedin = (resume) => (resume.basics?.profiles ?? []).find((profile) => /linkedin/i.test(profile.network ?? '') || /linkedin\.com/i.test(profile.url ?? ''));
/** A URL as a person types it on a page: without its scheme (and "www." when asked). */
const bare = (url, www = false) => String(url ?? '').replace(/^https?:\/\//, '').replace(www ? /^www\./ : /^$/, '');
const place = (location, parts = ['city', 'region']) => (location ? parts.map((key) => location[key]).filter(Boolean).join(', ') : '');
const COUNTRIES = {
  CA: 'Canada', NZ: 'New Zealand', IE: 'Ireland', NG: 'Nigeria', KE: 'Kenya', GH: 'Ghana', PH: 'Philippines', PK: 'Pakistan', EG: 'Egypt', IL: 'Israel', CZ: 'Czech Republic', DK: 'Denmark',
  FR: 'France', RE: 'La Réunion', GP: 'Guadeloupe', MQ: 'Martinique', BE: 'Belgium', CH: 'Switzerland', LU: 'Luxembourg', MC: 'Monaco', HT: 'Haiti', SN: 'Senegal', MA: 'Morocco',
};
const country = (code) => COUNTRIES[code] ?? code ?? '';

/** The keywords of the skills, a group's keywords in its place and a single skill as its name. */
const skillNames = (resume) => (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]));

/** A language's CEFR level from its printed level (null where none can be read). */
function cefrOf(fluency) {
  const text = String(fluency ?? '');
  const code = text.match(/\b([ABC][12])\b/);
  if (/native|mother|maternelle|natif|natale|first language/i.test(text)) return 'native';
  if (code) return code[1];
  if (/bilingu/i.test(text)) return 'C2';
  if (/fluent|courant|full professional|très bonne|advanced|avancé/i.test(text)) return 'C1';
  if (/professional working|professionnel|opérationnel|bon niveau|upper|good/i.test(text)) return 'B2';
  if (/intermediate|intermédiaire|conversational|limited working|working knowledge/i.test(text)) return 'B1';
  if (/basic|notions|scolaire|elementary|élémentaire/i.test(text)) return 'A2';
  if (/beginner|débutant/i.test(text)) return 'A1';
  return null;
}

/** A level as a share of a bar (0..1): CEFR or words; a skill's level words too. */
function share(level) {
  const cefr = cefrOf(level);
  const table = { native: 1, C2: 0.95, C1: 0.85, B2: 0.7, B1: 0.55, A2: 0.4, A1: 0.25 };
  if (cefr) return table[cefr];
  if (/expert/i.test(level ?? '')) return 0.95;
  if (/confirmé|proficient/i.test(level ?? '')) return 0.8;
  return 0.75;
}

const ICONS = {
  phone: '<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"/>',
  mail: '<path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7 8-5H4z"/>',
  pin: '<path d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z"/>',
  linkedin: '<path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 8.5h3V21h-3zM9 8.5h2.9v1.7c.4-.8 1.5-1.9 3.4-1.9 3.5 0 4.2 2.3 4.2 5.3V21h-3v-6.6c0-1.6 0-3.5-2.1-3.5s-2.4 1.6-2.4 3.4V21H9z"/>',
  web: '<path d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2c-1.3 1.6-2.2 3.7-2.4 6h4.8c-.2-2.3-1.1-4.4-2.4-6zm0 16c1.3-1.6 2.2-3.7 2.4-6H9.6c.2 2.3 1.1 4.4 2.4 6z"/>',
  person: '<circle cx="12" cy="8" r="4.5"/><path d="M3 22c0-5 4-8 9-8s9 3 9 8z"/>',  calendar: '<path d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm-2 7v10h14V9z"/>',
};
/** An inline icon (no text: a reader sees a picture, the PDF holds no letters for it). */
const icon = (name, colour = 'currentColor', size = 11) => `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="${colour}" style="vertical-align:-1px">${ICONS[name]}</svg>`;
/** An icon set before its text, a gap at its right (an icon row's items: a calendar before a job's dates, a pin before its town). */
const iconBefore = (name, colour, size = 10) => `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="${colour}" style="vertical-align:-1px;margin-right:4px">${ICONS[name]}</svg>`;

/** A LinkedIn profile's handle: from its URL, else from its username ("in/handle" or the handle alone). */
const linkedinHandle = (profile) => String(profile.url ?? '').match(/\/in\/([^/?#]+)/)?.[1] ?? String(profile.username ?? '').replace(/^.*\/in\//, '');

/**
 * The given names and the family name as a page prints them on two lines: basics.nameParts, else the last word
 * as the family name; the family name in capitals where the printed name has it so; a middle name after the given.
 */
const givenAndFamily = (b) => {
  const parts = b.nameParts ?? { given: String(b.name ?? '').split(' ').slice(0, -1).join(' '), family: String(b.name ?? '').split(' ').slice(-1).join(' ') };
  const family = String(b.name ?? '').includes(parts.family.toUpperCase()) && parts.family !== parts.family.toUpperCase() ? parts.family.toUpperCase() : parts.family;
  return { given: parts.middle ? `${parts.given} ${parts.middle}` : parts.given, family };
};

module.exports = { esc, date, span, linkedin, bare, place, country, skillNames, cefrOf, share, icon, iconBefore, linkedinHandle, givenAndFamily };
