'use strict';
/**
 * A one-column resume whose contact is in the page footer only (eleventh batch): the name in a large
 * serif face and the title at the top, no contact there; a footer on every page with glyph icons and
 * no labels (✉ e-mail, ☎ phone, a second ☎ for a landline, ⌂ "Town, Country", an "in" badge before
 * the LinkedIn URL as the profile gives it); "Summary", "Experience" ("Title — Company", the town, "Mon
 * YYYY – Mon YYYY" in the margin column), "Education" (the same dates), "Skills" as one comma-separated
 * line, "Languages" as "Name (level)" on one line between middle dots.
 */
const { esc, span, linkedin, skillNames } = require('./common');

const COUNTRY = { UA: 'Ukraine', MY: 'Malaysia', VN: 'Vietnam', PL: 'Poland', PT: 'Portugal', BR: 'Brazil', RO: 'Romania', ZA: 'South Africa', SG: 'Singapore', IN: 'India', AE: 'United Arab Emirates', CO: 'Colombia', CA: 'Canada', LB: 'Lebanon', TN: 'Tunisia', DZ: 'Algeria', CM: 'Cameroon', CI: "Côte d'Ivoire", BJ: 'Benin', CD: 'DR Congo', MU: 'Mauritius', TG: 'Togo', FR: 'France' };

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const footer = [
    b.email ? `<span class="g">✉</span> ${esc(b.email)}` : '',
    b.phone ? `<span class="g">☎</span> ${esc(b.phone)}` : '',
    b.landline ? `<span class="g">☎</span> ${esc(b.landline)}` : '',
    loc?.city ? `<span class="g">⌂</span> ${esc([loc.city, COUNTRY[loc.countryCode] ?? loc.countryCode].filter(Boolean).join(', '))}` : '',
    profile ? `<span class="in">in</span> ${esc(profile.url)}` : '',
  ].filter(Boolean);
  const row = (when, body) => `<tr><td class="when">${esc(when)}</td><td>${body}</td></tr>`;
  const jobs = (resume.work ?? []).map((job) => row(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }), `<b>${esc(job.position)}</b> — ${esc(job.name)}${job.location ? `<div class="town">${esc(job.location)}</div>` : ''}${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`));
  const schools = (resume.education ?? []).map((entry) => row(span(entry.startDate, entry.endDate, 'short'), `<b>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</b> — ${esc(entry.institution)}`));
  const languages = (resume.languages ?? []).map((language) => `${esc(language.language)} (${esc(language.fluency)})`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 16mm 16mm 8mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9.4pt; color: #2d2d2d; margin: 0; }
h1 { font-family: 'P052', 'Liberation Serif', serif; font-size: 28pt; font-weight: normal; margin: 0; color: #1d3b2a; }
.label { font-size: 11.5pt; color: #5c7a63; margin: 2px 0 6mm; border-bottom: 3px solid #1d3b2a; padding-bottom: 4mm; }
h2 { font-family: 'P052', 'Liberation Serif', serif; font-size: 13pt; font-weight: normal; color: #1d3b2a; margin: 5mm 0 2mm; }
table.rows, table.sheet { width: 100%; border-collapse: collapse; }
table.sheet > tfoot td { height: 17mm; }
table.rows td { vertical-align: top; padding-bottom: 3mm; }
td.when { width: 38mm; color: #5c7a63; font-size: 8.6pt; padding-right: 4mm; white-space: nowrap; }
tr { page-break-inside: avoid; }
.town { color: #777; font-size: 8.6pt; }
.footer { position: fixed; left: 0; right: 0; bottom: 0; background: #fff; border-top: 1px solid #1d3b2a; padding-top: 2.5mm; font-size: 8.2pt; color: #1d3b2a; display: flex; flex-wrap: wrap; justify-content: center; gap: 3px 14px; }
.g { font-family: 'DejaVu Sans', sans-serif; }
.in { display: inline-block; background: #1d3b2a; color: #fff; font-weight: bold; font-size: 7pt; padding: 0 3px; border-radius: 2px; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="footer">${footer.map((item) => `<span>${item}</span>`).join('')}</div>
<table class="sheet"><tfoot><tr><td></td></tr></tfoot><tbody><tr><td>
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : '<div class="label"></div>'}
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2><table class="rows">${jobs.join('')}</table>` : ''}
${schools.length ? `<h2>Education</h2><table class="rows">${schools.join('')}</table>` : ''}
${skillNames(resume).length ? `<h2>Skills</h2><p>${skillNames(resume).map(esc).join(', ')}</p>` : ''}
${languages.length ? `<h2>Languages</h2><p>${languages.join(' · ')}</p>` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</td></tr></tbody></table>
</body></html>
`;
}

module.exports = { render };
