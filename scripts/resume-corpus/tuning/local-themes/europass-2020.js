'use strict';
/**
 * A CV as the Europass online editor (2020 on) exports it to PDF (twenty-second batch), PDF and images: the name large in
 * Europass's blue over a rule, then the contact as ONE run-on paragraph of bold labels and values: "Phone number: … (Mobile)",
 * "Email address: …", "LinkedIn: …" and "Address: street, postcode, Town, Country (Home)" (the labels and their values
 * follow one another on the same lines); blue capital headings over a rule: "ABOUT ME", "WORK EXPERIENCE" (each job its
 * dates in square brackets with the day, "[ 01/03/2019 – 30/06/2023 ]" or "[ 01/03/2019 – Current ]", then the title in
 * bold, the company, "City: Town" and bullets), "EDUCATION AND TRAINING" ("[ 01/09/2014 – 30/06/2017 ]", a year alone where
 * the profile gives one, the qualification "Degree Area" in bold, the school and "City: Town"), "LANGUAGE SKILLS" ("Mother
 * tongue(s): Name" for the native ones, their level not printed; "Other language(s):" then each language's name in bold
 * over the self-assessment grid "LISTENING C1 READING C1 WRITING C1" / "SPOKEN PRODUCTION C1 SPOKEN INTERACTION C1", the
 * CEFR level its level word reads (common.js cefrOf) in every cell, the words themselves not printed; the legend "Levels:
 * A1 and A2: Basic user; …"), "DIGITAL SKILLS" ("My Digital Skills" over the items between vertical bars) and "HOBBIES AND
 * INTERESTS". Two variants by the name's length: an even one whose labels and values follow one another in the paragraph,
 * LinkedIn as the URL the profile gives (with or without "https://www."); an odd one whose pairs stand between vertical
 * bars, LinkedIn as "https://www.linkedin.com/in/username", the name in capitals (CSS).
 */
const { esc, linkedin, linkedinHandle, cefrOf } = require('./common');

const COUNTRY_NAMES = { GB: 'United Kingdom', US: 'United States', IE: 'Ireland', CA: 'Canada', AU: 'Australia', IN: 'India', NZ: 'New Zealand', PR: 'Puerto Rico', JE: 'Jersey', GI: 'Gibraltar', BS: 'Bahamas', MW: 'Malawi', FR: 'France', BE: 'Belgium', LU: 'Luxembourg', IT: 'Italy', MF: 'Saint-Martin', CH: 'Switzerland' };

/** A date as Europass prints it: the day of the month with the month, "01/03/2019" (a start on the first, an end on the month's last day), or a year alone. */
function day(value, end = false) {
  if (!value) return '';
  const [year, month] = String(value).split('-');
  if (!month) return year;
  const last = end ? new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate() : 1;
  return `${String(last).padStart(2, '0')}/${month}/${year}`;
}

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const loc = b.location ?? {};
  const handle = profile ? linkedinHandle(profile) : '';
  const linkedinText = profile ? (odd ? `https://www.linkedin.com/in/${handle}` : String(profile.url ?? '')) : '';
  const address = loc.city ? `${[loc.address, loc.postalCode, loc.city, COUNTRY_NAMES[loc.countryCode] ?? loc.countryCode].filter(Boolean).map(esc).join(', ')} (Home)` : '';
  const pairs = [
    b.phone ? ['Phone number:', `${esc(b.phone)} (Mobile)`] : null,
    b.email ? ['Email address:', esc(b.email)] : null,
    profile ? ['LinkedIn:', esc(linkedinText)] : null,
    address ? ['Address:', address] : null,
  ].filter(Boolean).map(([label, value]) => `<b>${label}</b> ${value}`);
  const bracket = (start, end, ongoing) => {
    const from = day(start);
    const to = end ? day(end, true) : ongoing ? 'Current' : '';
    const inner = [from, to].filter(Boolean).join(' – ');
    return inner ? `<p class="dt">[ ${esc(inner)} ]</p>` : '';
  };
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = [...(job.highlights ?? []), job.summary].filter(Boolean);
    return `<div class="entry">${bracket(job.startDate, job.endDate, !job.endDate)}<p class="ti">${esc(job.position)}</p><p class="org">${esc(job.name)}</p>${job.location ? `<p class="city"><b>City:</b> ${esc(job.location)}</p>` : ''}${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
  });
  const schools = (resume.education ?? []).map((entry) => `<div class="entry">${bracket(entry.startDate, entry.endDate, false)}<p class="ti">${esc(entry.studyType)}${entry.area ? ` ${esc(entry.area)}` : ''}</p><p class="org">${esc(entry.institution)}</p>${entry.location ? `<p class="city"><b>City:</b> ${esc(entry.location)}</p>` : ''}</div>`);
  const languages = resume.languages ?? [];
  const native = languages.filter((language) => cefrOf(language.fluency) === 'native');
  const others = languages.filter((language) => cefrOf(language.fluency) !== 'native');
  const grid = (level) => `<table class="grid"><tr><td><span class="k">LISTENING</span> ${level}</td><td><span class="k">READING</span> ${level}</td><td><span class="k">WRITING</span> ${level}</td></tr><tr><td><span class="k">SPOKEN PRODUCTION</span> ${level}</td><td><span class="k">SPOKEN INTERACTION</span> ${level}</td><td></td></tr></table>`;
  const languageBlock = `${native.length ? `<p class="mt">Mother tongue(s): <b>${native.map((language) => esc(language.language)).join(' | ')}</b></p>` : ''}${others.length ? `<p class="mt">Other language(s):</p>${others.map((language) => `<p class="ln">${esc(language.language)}</p>${grid(esc(cefrOf(language.fluency) ?? ''))}`).join('')}<p class="legend">Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user</p>` : ''}`;
  const digital = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map(esc);
  const interests = (resume.interests ?? []).map((interest) => esc(interest.name));
  const blue = '#0b4f9c';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 15mm 13mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 8.4pt; color: #2b2b2b; margin: 0; }
p { margin: 0; }
.nm { font-size: 20pt; font-weight: bold; color: ${blue}; ${odd ? 'text-transform: uppercase;' : ''} border-bottom: 1.5px solid ${blue}; padding-bottom: 4px; margin-bottom: 5px; }
.contact { line-height: 1.55; }
.contact .sep { color: #9aa; margin: 0 5px; }
.contact b, .city b { color: #333; }
h2 { font-size: 10pt; font-weight: bold; color: ${blue}; border-bottom: 1px solid #b9c6d6; margin: 11px 0 5px; padding-bottom: 2px; letter-spacing: 0.2px; }
.entry { margin-bottom: 7px; }
.dt { color: #6b6b6b; font-size: 7.8pt; }
.ti { font-weight: bold; font-size: 9.4pt; margin-top: 1px; }
.org { margin-top: 1px; }
.city { font-size: 8pt; color: #555; }
ul { margin: 2px 0 0 14px; padding: 0; }
.mt { margin: 2px 0 3px; }
.ln { font-weight: bold; margin-top: 4px; }
table.grid { border-collapse: collapse; margin: 1px 0 2px; }
table.grid td { padding: 1px 14px 1px 0; font-size: 8pt; }
.k { color: ${blue}; font-size: 7.5pt; }
.legend { font-size: 7.5pt; color: #777; margin-top: 3px; }
p.dig { line-height: 1.5; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>
<p class="contact">${odd ? pairs.join('<span class="sep">|</span>') : pairs.join(' ')}</p>
${b.summary ? `<h2>ABOUT ME</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>WORK EXPERIENCE</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>EDUCATION AND TRAINING</h2>${schools.join('')}` : ''}
${languages.length ? `<h2>LANGUAGE SKILLS</h2>${languageBlock}` : ''}
${digital.length ? `<h2>DIGITAL SKILLS</h2><p class="mt">My Digital Skills</p><p class="dig">${digital.join(' | ')}</p>` : ''}
${interests.length ? `<h2>HOBBIES AND INTERESTS</h2><p>${interests.join(' | ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
