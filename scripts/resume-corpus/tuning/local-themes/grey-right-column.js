'use strict';
/**
 * A two-column resume with a grey column on the right: on the left the name in dark blue, the title,
 * the summary and the jobs (the title in bold capitals, "Company — Town", the dates in small capitals
 * "JAN 2020 — PRESENT"); on the right "Contact" with small labels above their values (the LinkedIn
 * profile as its printed username), "Education" (the school in bold, the degree, the years), "Skills"
 * as group names above their keywords, one a line, and "Languages" as "Name — level".
 */
const { esc, span, linkedin, place } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const field = (label, value) => (value ? `<div class="field"><span>${label}</span><div>${value}</div></div>` : '');
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="position">${esc(job.position)}</div><div class="company">${esc(job.name)}${job.location ? ` — ${esc(job.location)}` : ''}</div><div class="dates">${esc(span(job.startDate, job.endDate, 'short', { dash: ' — ', ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="school"><b>${esc(entry.institution)}</b><div>${esc([entry.studyType, entry.area].filter(Boolean).join(' in '))}</div><div class="dates">${esc(span(entry.startDate, entry.endDate, 'year', { dash: ' — ' }))}</div></div>`);
  const skills = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? `<div class="group"><span>${esc(skill.name)}</span>${skill.keywords.map((k) => `<div>${esc(k)}</div>`).join('')}</div>` : `<div>${esc(skill.name)}</div>`));
  const languages = (resume.languages ?? []).map((language) => `<div>${esc(language.language)} — <i>${esc(language.fluency)}</i></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Roboto', 'Liberation Sans', Arial, sans-serif; font-size: 9pt; color: #333; margin: 0; }
.backdrop { position: fixed; right: 0; top: 0; bottom: 0; width: 33%; background: #f0f2f5; }
table.page { width: 100%; border-collapse: collapse; position: relative; }
td.main { vertical-align: top; padding: 15mm 8mm 12mm 14mm; }
td.side { width: 33%; vertical-align: top; padding: 15mm 10mm 12mm 8mm; }
h1 { color: #1b3a5c; font-size: 23pt; margin: 0; }
.label { font-size: 11.5pt; color: #5a6b7d; margin: 2px 0 10px; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 1.2px; color: #1b3a5c; margin: 14px 0 6px; }
.job { margin-bottom: 10px; page-break-inside: avoid; }
.position { font-weight: bold; text-transform: uppercase; letter-spacing: 0.4px; }
.company { color: #1b3a5c; }
.dates { font-size: 8pt; color: #7a8794; text-transform: uppercase; letter-spacing: 0.6px; }
.field { margin-bottom: 6px; word-break: break-all; }
.field span, .group span { display: block; font-size: 7.5pt; text-transform: uppercase; letter-spacing: 1px; color: #7a8794; }
.school, .group { margin-bottom: 7px; }
ul { margin: 3px 0 0 14px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="page"><tr>
<td class="main">
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${b.summary ? `<p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
</td>
<td class="side">
<h2>Contact</h2>
${field('Phone', esc(b.phone ?? ''))}
${field('Email', esc(b.email ?? ''))}
${field('LinkedIn', profile ? esc(profile.username || profile.url) : '')}
${field('Location', esc(place(b.location, ['city', 'region'])))}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${skills.length ? `<h2>Skills</h2>${skills.join('')}` : ''}
${languages.length ? `<h2>Languages</h2>${languages.join('')}` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
