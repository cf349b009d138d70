'use strict';
/**
 * A LinkedIn profile saved as PDF (eleventh batch): a light left column with "Contact" (the e-mail,
 * the phone with "(Mobile)", a landline with "(Home)", "www.linkedin.com/in/handle (LinkedIn)" wrapped
 * in the narrow column), "Top Skills" (the first three skills only) and "Languages" ("Name (level)" with
 * LinkedIn's level names); on the right the name, the headline, the place ("Town, Region, Country"),
 * "Summary", "Experience" (the company in bold, the title, "Month YYYY - Present (N years M months)",
 * the town) and "Education" (the school in bold, "Degree, Area · (YYYY - YYYY)").
 */
const { esc, date, linkedin, skillNames } = require('./common');

const COUNTRY = { UA: 'Ukraine', MY: 'Malaysia', VN: 'Vietnam', PL: 'Poland', PT: 'Portugal', BR: 'Brazil', RO: 'Romania', ZA: 'South Africa', SG: 'Singapore', IN: 'India', AE: 'United Arab Emirates', CO: 'Colombia', CA: 'Canada', LB: 'Lebanon', TN: 'Tunisia', DZ: 'Algeria', CM: 'Cameroon', CI: "Côte d'Ivoire", BJ: 'Benin', CD: 'DR Congo', MU: 'Mauritius', TG: 'Togo', FR: 'France' };
/** The renders' today (render.js freezes the clock at 1 November 2025). */
const NOW = { year: 2025, month: 11 };

/** LinkedIn's duration of a job: its months counted inclusively, "2 years 3 months", "11 months", "1 year". */
function duration(start, end) {
  const [sy, sm] = String(start).split('-').map(Number);
  const [ey, em] = end ? String(end).split('-').map(Number) : [NOW.year, NOW.month];
  const months = ey * 12 + em - (sy * 12 + sm) + 1;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return [years ? `${years} year${years > 1 ? 's' : ''}` : '', rest ? `${rest} month${rest > 1 ? 's' : ''}` : ''].filter(Boolean).join(' ');
}

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const handle = profile ? String(profile.url).replace(/^https?:\/\//, '').replace(/^[a-z]{2}\./, 'www.').replace(/^linkedin/, 'www.linkedin').replace(/\/$/, '') : '';
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="company">${esc(job.name)}</div><div class="title">${esc(job.position)}</div><div class="grey">${esc(date(job.startDate, 'long'))} - ${job.endDate ? esc(date(job.endDate, 'long')) : 'Present'} (${esc(duration(job.startDate, job.endDate))})</div>${job.location ? `<div class="grey">${esc(job.location)}</div>` : ''}${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? job.highlights.map((h) => `<p>${esc(h)}</p>`).join('') : ''}</div>`);
  const years = (entry) => {
    const from = entry.startDate ? String(entry.startDate).slice(0, 4) : '';
    const to = entry.endDate ? String(entry.endDate).slice(0, 4) : '';
    return from || to ? ` · (${[from, to].filter(Boolean).join(' - ')})` : '';
  };
  const schools = (resume.education ?? []).map((entry) => `<div class="job"><div class="company">${esc(entry.institution)}</div><div>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}${esc(years(entry))}</div></div>`);
  const top = skillNames(resume).slice(0, 3);
  const place = loc?.city ? [loc.city, loc.region, COUNTRY[loc.countryCode] ?? loc.countryCode].filter(Boolean).join(', ') : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)} - LinkedIn</title>
<style>
@page { size: Letter; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: #000; margin: 0; }
.backdrop { position: fixed; left: 0; top: 0; bottom: 0; width: 30%; background: #e7ecf0; z-index: -1; }
table.page { width: 100%; border-collapse: collapse; }
td.side { width: 30%; vertical-align: top; padding: 14mm 6mm 10mm 9mm; font-size: 9pt; overflow-wrap: anywhere; }
td.main { vertical-align: top; padding: 14mm 12mm 10mm 9mm; }
.side h3 { font-size: 12pt; font-weight: normal; margin: 0 0 6px; }
.side .block { margin-bottom: 9mm; }
.side div { margin-bottom: 5px; }
.side .grey { color: #555; }
h1 { font-size: 24pt; font-weight: normal; margin: 0 0 4px; }
.headline { font-size: 11pt; margin-bottom: 4px; }
.main .place { color: #555; margin-bottom: 8mm; }
h2 { font-size: 14pt; font-weight: normal; margin: 7mm 0 4mm; }
.job { margin-bottom: 5mm; page-break-inside: avoid; }
.company { font-size: 11pt; font-weight: bold; }
.title { font-size: 10.5pt; }
.grey { color: #555; }
p { margin: 3px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="page"><tr>
<td class="side">
<div class="block"><h3>Contact</h3>
${b.email ? `<div>${esc(b.email)}</div>` : ''}
${b.phone ? `<div>${esc(b.phone)} (Mobile)</div>` : ''}
${b.landline ? `<div>${esc(b.landline)} (Home)</div>` : ''}
${handle ? `<div>${esc(handle)} <span class="grey">(LinkedIn)</span></div>` : ''}
</div>
${top.length ? `<div class="block"><h3>Top Skills</h3>${top.map((name) => `<div>${esc(name)}</div>`).join('')}</div>` : ''}
${resume.languages?.length ? `<div class="block"><h3>Languages</h3>${resume.languages.map((language) => `<div>${esc(language.language)} <span class="grey">(${esc(language.fluency)})</span></div>`).join('')}</div>` : ''}
</td>
<td class="main">
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="headline">${esc(b.label)}</div>` : ''}
${place ? `<div class="place">${esc(place)}</div>` : ''}
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
