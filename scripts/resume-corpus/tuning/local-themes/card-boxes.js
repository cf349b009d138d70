'use strict';
/**
 * A card-based resume (fifteenth batch), in the manner of Enhancv and web-portfolio pages: a pale blue-grey page on
 * which every section is a white box with rounded corners; a header card with "FAMILY Given" (or "Given FAMILY") and
 * the title at the left and labelled contact rows at the right ("Email:", "Mobile:", "LinkedIn: username", "Town:");
 * then two columns of cards: "PROFILE", "EXPERIENCE" (the title in bold, the company, "MM/YYYY – MM/YYYY" or "–
 * Present" right-aligned, bullets) and "EDUCATION" ("Degree, Area", the school, "YYYY – YYYY") on the left;
 * "TOOLBOX" as a two-column grid of boxed tags, "LANGUAGES" as "Name · level", "INTERESTS" on the right.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const rows = [
    b.email ? ['Email:', esc(b.email)] : null,
    b.phone ? ['Mobile:', esc(b.phone)] : null,
    profile ? ['LinkedIn:', esc(linkedinHandle(profile))] : null,
    b.location?.city ? ['Town:', esc(place(b.location))] : null,
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.position)}</b> <span class="when">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</span></div><div class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b><div class="co">${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  const tags = skillNames(resume).map((name) => `<div class="tag">${esc(name)}</div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
html, body { background: #e9eef4; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 8.6pt; color: #28323e; margin: 0; padding: 9mm 9mm 4mm; }
.card { background: #fff; border: 1px solid #d3dce6; border-radius: 9px; padding: 4mm 5mm; margin-bottom: 4mm; page-break-inside: avoid; }
.header { display: flex; justify-content: space-between; gap: 8mm; align-items: center; }
.name { font-size: 20pt; font-weight: bold; color: #16324f; }
.label { color: #4f6d8a; font-size: 10pt; margin-top: 2px; }
table.rows td { padding: 1px 0; vertical-align: top; }
table.rows td.k { color: #7b8a99; padding-right: 6px; white-space: nowrap; }
.grid { display: grid; grid-template-columns: 1fr 66mm; gap: 0 4mm; }
h2 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 1.5px; color: #16324f; margin: 0 0 5px; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 8px; font-size: 9.2pt; }
.when { color: #7b8a99; white-space: nowrap; font-size: 8pt; }
.co { color: #4f6d8a; }
.tags { display: grid; grid-template-columns: 1fr 1fr; gap: 4px; }
.tag { border: 1px solid #9fb3c8; border-radius: 4px; padding: 2px 4px; background: #f3f7fb; font-size: 8pt; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="card header"><div><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</div>
${rows.length ? `<table class="rows">${rows.map(([k, v]) => `<tr><td class="k">${k}</td><td>${v}</td></tr>`).join('')}</table>` : ''}</div>
<div class="grid"><div>
${b.summary ? `<div class="card"><h2>Profile</h2><p>${esc(b.summary)}</p></div>` : ''}
${jobs.length ? `<div class="card"><h2>Experience</h2>${jobs.join('\n')}</div>` : ''}
${schools.length ? `<div class="card"><h2>Education</h2>${schools.join('\n')}</div>` : ''}
</div><div>
${tags.length ? `<div class="card"><h2>Toolbox</h2><div class="tags">${tags.join('')}</div></div>` : ''}
${resume.languages?.length ? `<div class="card"><h2>Languages</h2>${resume.languages.map((language) => `<div>${esc(language.language)} · ${esc(language.fluency)}</div>`).join('')}</div>` : ''}
${resume.interests?.length ? `<div class="card"><h2>Interests</h2>${resume.interests.map((interest) => `<div>${esc(interest.name)}</div>`).join('')}</div>` : ''}
</div></div>
</body></html>
`;
}

module.exports = { render };
