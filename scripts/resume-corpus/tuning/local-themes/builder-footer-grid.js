'use strict';
/**
 * A resume-builder page (thirteenth batch) with the contact only in a footer line at the bottom of the page: the name
 * with a compound given name ("Jean-Baptiste", "Mary Ellen" over a family name in capitals) or a middle initial
 * ("Tanel K. Tamm") centred at the top with the title; two columns with a thin rule in a gutter of 5 mm: a left column
 * 55 mm wide with "Education" (the degree in bold, "Area", the school, "YYYY – YYYY") and "Languages" ("Name — level"),
 * whose heading sits at the height of "Profile" in the main column; the main column with "Profile" and "Experience"
 * (the title in bold, "Company — Town", "MM/YYYY – MM/YYYY", bullets); then "Skills" across the whole page as a grid of
 * three columns, each item with its level word ("Python — Expert"); the footer on every page: "e-mail | phone | Town,
 * Region | linkedin.com/in/handle" (or "in/handle" where the profile's username is so).
 */
const { esc, span, linkedin, place, linkedinHandle } = require('./common');

const handleOf = (profile) => {
  const handle = linkedinHandle(profile);
  return /^in\//.test(profile.username ?? '') ? `in/${handle}` : `linkedin.com/in/${handle}`;
};

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const footer = [b.email, b.phone, b.location?.city ? place(b.location) : '', profile ? handleOf(profile) : ''].filter(Boolean).map(esc);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((keyword) => [keyword, skill.level]) : [[skill.name, skill.level]]));
  const rows = [];
  for (let i = 0; i < skills.length; i += 3) rows.push(`<tr>${[0, 1, 2].map((k) => (skills[i + k] ? `<td>${esc(skills[i + k][0])}${skills[i + k][1] ? ` — ${esc(skills[i + k][1])}` : ''}</td>` : '<td></td>')).join('')}</tr>`);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="title">${esc(job.position)}</div><div class="sub">${esc(job.name)}${job.location ? ` — ${esc(job.location)}` : ''}</div><div class="when">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="title">${esc(entry.studyType)}</div>${entry.area ? `<div>${esc(entry.area)}</div>` : ''}<div class="sub">${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 14mm 6mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9.2pt; color: #262626; margin: 0; }
table.sheet { width: 100%; border-collapse: collapse; }
table.sheet > tfoot td { height: 14mm; }
.name { text-align: center; font-size: 24pt; font-weight: bold; color: #0f5e4f; line-height: 1.15; }
.label { text-align: center; font-size: 11pt; color: #555; margin: 3px 0 6mm; }
table.cols { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 0; }
td.left { width: 55mm; padding-right: 2.5mm; border-right: 1px solid #b7c9c4; }
td.main { padding-left: 2.5mm; }
h2 { font-size: 10.5pt; color: #0f5e4f; text-transform: uppercase; letter-spacing: 1px; margin: 0 0 5px; line-height: 1.3; }
h2.next { margin-top: 5mm; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.title { font-weight: bold; }
.sub { color: #0f5e4f; }
.when { color: #777; font-size: 8.6pt; }
.lang { margin-bottom: 3px; }
table.grid { width: 100%; border-collapse: collapse; margin-top: 2px; }
table.grid td { width: 33.3%; padding: 0 4mm 3px 0; }
.skills { margin-top: 5mm; border-top: 1px solid #b7c9c4; padding-top: 3mm; page-break-inside: avoid; }
.footer { position: fixed; left: 0; right: 0; bottom: 0; background: #fff; border-top: 2px solid #0f5e4f; padding: 2mm 0 1mm; font-size: 8.3pt; color: #0f5e4f; text-align: center; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="footer">${footer.join(' &nbsp;|&nbsp; ')}</div>
<table class="sheet"><tbody><tr><td>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<table class="cols"><tr>
<td class="left">
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="lang">${esc(language.language)} — ${esc(language.fluency)}</div>`).join('')}` : ''}
</td>
<td class="main">
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2 class="next">Experience</h2>${jobs.join('\n')}` : ''}
</td>
</tr></table>
${rows.length ? `<div class="skills"><h2>Skills</h2><table class="grid">${rows.join('')}</table></div>` : ''}
</td></tr></tbody><tfoot><tr><td></td></tr></tfoot></table>
</body></html>
`;
}

module.exports = { render };
