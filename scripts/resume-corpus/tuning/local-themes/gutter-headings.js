'use strict';
/**
 * A one-column resume whose section headings stand in a left gutter beside their content (fifteenth batch), in the
 * manner of Word and Pages "modern" templates: the name large ("Given FAMILY" or a middle name printed whole) with the
 * title under it, one contact line of glyphs (✉ e-mail · ☏ phone · the whole https LinkedIn URL · ⌂ "Town, Region");
 * then each section as a row: its heading right-aligned in a 34 mm gutter in teal, a thin vertical rule, its content:
 * "Profile"; "Experience" (the title in bold with "Mon YYYY – Mon YYYY" or "– Present" right-aligned, "Company, Town" in
 * italics, bullets); "Education" ("Degree, Area" in bold with "YYYY – YYYY" right-aligned, the school);
 * "Areas of expertise" as one row a group ("Backend: Node.js, Django"); "Languages" as "Name: level" rows.
 */
const { esc, span, linkedin, place } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [
    b.email ? `<span class="g">✉</span> ${esc(b.email)}` : '',
    b.phone ? `<span class="g">☏</span> ${esc(b.phone)}` : '',
    profile ? esc(profile.url) : '',
    b.location?.city ? `<span class="g">⌂</span> ${esc(place(b.location))}` : '',
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.position)}</b> <span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div><div class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="top"><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b> <span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><div>${esc(entry.institution)}</div></div>`);
  const groups = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? `<div class="grp"><b>${esc(skill.name)}:</b> ${skill.keywords.map(esc).join(', ')}</div>` : `<div class="grp">${esc(skill.name)}</div>`));
  const section = (heading, body) => (body ? `<tr><th>${heading}</th><td>${body}</td></tr>` : '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 14mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.6pt; color: #263238; margin: 0; }
.name { font-size: 23pt; font-weight: bold; color: #12343b; }
.label { font-size: 10.5pt; color: #2a8c82; margin: 2px 0 4mm; }
.contact { font-size: 8.3pt; padding: 5px 0; border-top: 2px solid #2a8c82; margin-bottom: 3mm; }
.contact .sep { color: #9cc; margin: 0 5px; }
.g { color: #2a8c82; }
table.sec { width: 100%; border-collapse: collapse; }
th { width: 34mm; text-align: right; vertical-align: top; font-size: 9.5pt; color: #2a8c82; font-weight: bold; padding: 3mm 5mm 3mm 0; border-right: 1px solid #b9d9d5; }
td { vertical-align: top; padding: 3mm 0 3mm 5mm; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; font-size: 9.2pt; }
.when { color: #607d8b; white-space: nowrap; font-size: 8.2pt; }
.co { font-style: italic; color: #455a64; }
.grp { margin-bottom: 3px; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 0 0 2px; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="contact">${contact.join(' <span class="sep">·</span> ')}</div>
<table class="sec">
${section('Profile', b.summary ? `<p>${esc(b.summary)}</p>` : '')}
${section('Experience', jobs.join('\n'))}
${section('Education', schools.join('\n'))}
${section('Areas of expertise', groups.join(''))}
${section('Languages', (resume.languages ?? []).map((language) => `<div>${esc(language.language)}: ${esc(language.fluency)}</div>`).join(''))}
${section('Interests', (resume.interests ?? []).map((interest) => esc(interest.name)).join(', '))}
</table>
</body></html>
`;
}

module.exports = { render };
