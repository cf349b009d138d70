'use strict';
/**
 * A one-column resume with the dates in a left column (fourteenth batch), in the manner of Europe's word-processor CVs and
 * JSON Resume themes: the name in a large bold face (the family name in capitals, first or after the given name, or a
 * middle name printed whole), the title on the line below in blue; one contact row across the page, each value after an
 * SVG icon and the values between vertical bars (phone | e-mail | LinkedIn's logo before "linkedin.com/in/username" |
 * pin "Town, Region"); headings in blue capitals beside a rule; "PROFILE"; "EXPERIENCE" and "EDUCATION" with the dates
 * ("MM/YYYY – MM/YYYY" or "– Present", "YYYY – YYYY") in a 32 mm left column, "Title" in bold over "Company, Town" and
 * bullets, "School" in bold over "Degree, Area"; "SKILLS" as a grid of groups, each group's name as a small heading with
 * its keywords one a line under it, the single skills under "Other skills" with their level words ("Python — Advanced"), or under "Core skills" in three columns where there is no group;
 * "LANGUAGES" as "Name: level" in a row.
 */
const { esc, span, linkedin, place, icon, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const blue = '#1f5fa8';
  const contact = [
    b.phone ? `${icon('phone', blue, 10)} ${esc(b.phone)}` : '',
    b.email ? `${icon('mail', blue, 10)} ${esc(b.email)}` : '',
    profile ? `${icon('linkedin', blue, 10)} linkedin.com/in/${esc(linkedinHandle(profile))}` : '',
    b.location?.city ? `${icon('pin', blue, 10)} ${esc(place(b.location))}` : '',
  ].filter(Boolean);
  const rows = (items) => `<table class="rows">${items.join('\n')}</table>`;
  const jobs = (resume.work ?? []).map((job) => `<tr><td class="d">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</td><td><b>${esc(job.position)}</b><div class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</td></tr>`);
  const schools = (resume.education ?? []).map((entry) => `<tr><td class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</td><td><b>${esc(entry.institution)}</b><div class="co">${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</div></td></tr>`);
  const groups = (resume.skills ?? []).filter((skill) => skill.keywords?.length).map((skill) => `<div class="group"><div class="gname">${esc(skill.name)}</div>${skill.keywords.map((name) => `<div>${esc(name)}</div>`).join('')}</div>`);
  const singles = (resume.skills ?? []).filter((skill) => !skill.keywords?.length).map((skill) => `<div>${esc(skill.name)}${skill.level ? ` <span class="lv">— ${esc(skill.level)}</span>` : ''}</div>`);
  if (singles.length) groups.push(groups.length ? `<div class="group"><div class="gname">Other skills</div>${singles.join('')}</div>` : `<div class="group wide"><div class="gname">Core skills</div><div class="flow">${singles.join('')}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 15mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; color: #222; margin: 0; }
.name { font-size: 24pt; font-weight: bold; line-height: 1.1; }
.label { font-size: 12pt; color: ${blue}; margin: 3px 0 4mm; }
.contact { font-size: 8.5pt; border-top: 1px solid #c9d6e6; border-bottom: 1px solid #c9d6e6; padding: 4px 0; }
.contact .bar { color: #8aa3c2; margin: 0 3px; }
.contact span.item { white-space: nowrap; }
h2 { display: flex; align-items: center; gap: 8px; font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1px; color: ${blue}; margin: 5mm 0 4px; }
h2::after { content: ''; flex: 1; border-bottom: 1px solid #c9d6e6; }
table.rows { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 0 0 7px; }
td.d { width: 32mm; color: #555; white-space: nowrap; padding-right: 4mm; }
tr { page-break-inside: avoid; }
.co { color: #555; }
.groups { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4px 8mm; }
.gname { font-weight: bold; color: ${blue}; margin-bottom: 2px; }
.wide { grid-column: 1 / -1; }
.flow { column-count: 3; column-gap: 8mm; }
.flow div { break-inside: avoid; }
.lv { color: #777; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="contact">${contact.map((item) => `<span class="item">${item}</span>`).join(' <span class="bar">|</span> ')}</div>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${rows(jobs)}` : ''}
${schools.length ? `<h2>Education</h2>${rows(schools)}` : ''}
${groups.length ? `<h2>Skills</h2><div class="groups">${groups.join('')}</div>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)}: ${esc(language.fluency)}`).join('<span style="color:#8aa3c2"> &nbsp;|&nbsp; </span>')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
