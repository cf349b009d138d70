'use strict';
/**
 * A Word "modern" resume (eighteenth batch), DOCX, DOC and PDF: the name large in blue, the title, one contact line
 * "Town, Region · phone · e-mail · linkedin.com/in/username"; blue headings over a rule; each job as "Title" in bold with
 * "Month YYYY – Month YYYY" right-aligned on the same line (a two-cell borderless table, as Word's right tab stop
 * converts), then "Company, Town" in italics on the NEXT line, then bullets; each education as "Degree, Area" in bold,
 * "School — Town", the end year; the skills as a two-column table; the languages as "Name – level" rows.
 */
const { esc, date, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.location?.city ? esc(place(b.location)) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<table class="row" width="100%"><tr><td class="t"><b>${esc(job.position)}</b></td><td class="d" align="right">${esc(date(job.startDate, 'long'))} – ${job.endDate ? esc(date(job.endDate, 'long')) : 'Present'}</td></tr></table>
<p class="co"><i>${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</i></p>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`);
  const schools = (resume.education ?? []).map((entry) => `<p class="deg"><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b></p><p>${esc(entry.institution)}${entry.location ? ` — ${esc(entry.location)}` : ''}</p>${entry.endDate ? `<p class="yr">${esc(date(entry.endDate, 'year'))}</p>` : ''}`);
  const skills = skillNames(resume);
  const half = Math.ceil(skills.length / 2);
  const skillRows = Array.from({ length: half }, (_, i) => `<tr><td>${esc(skills[i])}</td><td>${skills[half + i] ? esc(skills[half + i]) : ''}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 16mm 18mm 14mm; }
body { font-family: 'Carlito', 'Liberation Sans', Calibri, sans-serif; font-size: 10.5pt; color: #222; margin: 0; }
.name { font-size: 24pt; color: #1f4e79; margin: 0; }
.label { font-size: 12pt; color: #555; margin: 0 0 3px; }
.contact { font-size: 9.5pt; margin: 0 0 6px; }
h2 { font-size: 12pt; color: #1f4e79; border-bottom: 1.5px solid #1f4e79; margin: 12px 0 5px; padding-bottom: 1px; }
p { margin: 0; }
table { border-collapse: collapse; }
table.row { margin-top: 6px; }
table.row td { padding: 0; }
td.d { text-align: right; white-space: nowrap; color: #444; }
.co { color: #444; }
.deg { margin-top: 5px; }
ul { margin: 2px 0 0 18px; padding: 0; }
table.skills { width: 100%; }
table.skills td { width: 50%; padding: 1px 4px 1px 0; }
</style></head><body>
<p class="name">${esc(b.name)}</p>
${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}
${contact.length ? `<p class="contact">${contact.join(' · ')}</p>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${skills.length ? `<h2>Skills</h2><table class="skills">${skillRows}</table>` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<p>${esc(language.language)} – ${esc(language.fluency)}</p>`).join('')}` : ''}
</body></html>
`;
}

module.exports = { render };
