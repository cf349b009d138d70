'use strict';
/**
 * A one-column resume under a header band across the page (fourteenth batch), in the manner of JSON Resume themes and
 * resume-builder pages: on a deep green band the name and the title on one line ("Mariam DIARRA — Data Analyst"), then
 * the contact across the page on one line between bullets, each value after a glyph as icon fonts print them (✉ e-mail
 * • ☎ phone • a rounded "in" badge before the LinkedIn username alone • ⌂ "Town, Region"); below, "PROFILE", "SKILLS"
 * as rounded pills several a line (the keywords, no group names), "EXPERIENCE" with "Title — Company | Town" on one line
 * and "Mon YYYY – Mon YYYY" or "– Present" right-aligned, bullets; "EDUCATION" with "Degree in Area — School" and the
 * years right-aligned; "LANGUAGES" as "Name (level) • Name (level)"; "INTERESTS" as pills.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [
    b.email ? `<span class="g">✉</span> ${esc(b.email)}` : '',
    b.phone ? `<span class="g">☎</span> ${esc(b.phone)}` : '',
    profile ? `<span class="in">in</span> ${esc(linkedinHandle(profile))}` : '',
    b.location?.city ? `<span class="g">⌂</span> ${esc(place(b.location))}` : '',
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><span><b>${esc(job.position)}</b> — ${esc(job.name)}${job.location ? ` | ${esc(job.location)}` : ''}</span> <span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="top"><span><b>${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</b> — ${esc(entry.institution)}</span> <span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div></div>`);
  const pills = skillNames(resume).map((name) => `<span class="pill">${esc(name)}</span>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 12mm 0; }
@page :first { margin-top: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.8pt; color: #23302b; margin: 0; }
.band { background: #1e4d40; color: #fff; padding: 10mm 14mm 6mm; }
.band .head { font-size: 21pt; line-height: 1.2; }
.band .head b { font-weight: bold; }
.band .head span { font-weight: normal; color: #bfe3d3; font-size: 15pt; }
.contact { margin-top: 4mm; font-size: 8.5pt; color: #eef7f2; }
.contact .sep { color: #7fc4a6; margin: 0 3px; }
.g { font-family: 'DejaVu Sans', sans-serif; color: #9fe0c2; }
.in { display: inline-block; background: #9fe0c2; color: #1e4d40; font-weight: bold; font-size: 7.5pt; border-radius: 3px; padding: 0 3px; line-height: 1.35; }
.body { padding: 2mm 14mm 0; }
h2 { font-size: 10.5pt; color: #1e4d40; text-transform: uppercase; letter-spacing: 1px; margin: 5mm 0 5px; border-bottom: 1.5px solid #cfe5da; padding-bottom: 2px; }
.pill { display: inline-block; border: 1px solid #1e4d40; color: #1e4d40; border-radius: 11px; padding: 1px 9px; margin: 0 4px 5px 0; font-size: 8.2pt; white-space: nowrap; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; font-size: 9.3pt; }
.when { color: #58706a; white-space: nowrap; font-size: 8.5pt; }
ul { margin: 2px 0 0 15px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="band"><div class="head"><b>${esc(b.name)}</b>${b.label ? ` <span>— ${esc(b.label)}</span>` : ''}</div>
<div class="contact">${contact.join(' <span class="sep">•</span> ')}</div></div>
<div class="body">
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${pills.length ? `<h2>Skills</h2><div>${pills.join(' ')}</div>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(' • ')}</p>` : ''}
${resume.interests?.length ? `<h2>Interests</h2><div>${resume.interests.map((interest) => `<span class="pill">${esc(interest.name)}</span>`).join(' ')}</div>` : ''}
</div>
</body></html>
`;
}

module.exports = { render };
