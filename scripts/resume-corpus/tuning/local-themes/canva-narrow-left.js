'use strict';
/**
 * A Canva resume with a narrow pale LEFT sidebar (thirteenth batch): the whole name in a large bold face at the top of
 * the sidebar (a long name wraps onto two lines in its 40 mm), the title below; beside it, in the main column, "Profile"
 * and the summary; then "Contact" in the sidebar at the same height as "Experience" in the main column (the gutter
 * between the texts about 7 mm): phone, the e-mail (wrapped anywhere when it is longer than the column), "Town, Region",
 * a small box with the letters "in" before the LinkedIn handle alone; "Skills" as a grid of two columns of short items;
 * "Languages" as the name in bold over its level. The main column: "Experience" (the title in bold, "Company | Mon YYYY –
 * Mon YYYY" in grey, bullets) and "Education" ("Degree in Area", the school, "YYYY – YYYY").
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');


function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.phone, b.email, b.location?.city ? place(b.location) : ''].filter(Boolean).map((value) => `<div class="line">${esc(value)}</div>`);
  if (profile) contact.push(`<div class="line"><span class="in">in</span> ${esc(linkedinHandle(profile))}</div>`);
  const names = skillNames(resume);
  const rows = [];
  for (let i = 0; i < names.length; i += 2) rows.push(`<tr><td>${esc(names[i])}</td><td>${names[i + 1] ? esc(names[i + 1]) : ''}</td></tr>`);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="title">${esc(job.position)}</div><div class="sub">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''} | ${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="title">${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div><div class="sub">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9.2pt; color: #30343a; margin: 0; }
.backdrop { position: fixed; left: 0; top: 0; bottom: 0; width: 52mm; background: #e3ecf2; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; table-layout: fixed; }
td { vertical-align: top; }
td.side { width: 52mm; background: #e3ecf2; padding: 0 4mm 0 7mm; }
td.main { padding: 0 13mm 0 3mm; }
tr.top td { padding-top: 13mm; padding-bottom: 5mm; }
.name { font-size: 21pt; font-weight: bold; color: #234a63; line-height: 1.12; }
.label { font-size: 10pt; color: #4f7a94; margin-top: 5px; }
h2 { font-size: 10.5pt; font-weight: bold; color: #234a63; text-transform: uppercase; letter-spacing: 1px; margin: 0 0 6px; line-height: 1.3; }
h2.next { margin-top: 6mm; }
.line { margin-bottom: 4px; font-size: 8.8pt; word-break: break-all; }
.in { display: inline-block; border: 1.2px solid #234a63; border-radius: 2px; font-weight: bold; font-size: 7.5pt; line-height: 1; padding: 1px 2px; color: #234a63; }
table.skills { width: 100%; border-collapse: collapse; font-size: 8.4pt; table-layout: fixed; }
table.skills td { width: 50%; padding: 0 2px 4px 0; }
.lang { margin-bottom: 4px; font-size: 8.8pt; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.title { font-weight: bold; font-size: 10pt; }
.sub { color: #6b7780; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="cols"><colgroup><col style="width:52mm"><col></colgroup>
<tr class="top"><td class="side" bgcolor="#e3ecf2"><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</td>
<td class="main">${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}</td></tr>
<tr><td class="side" bgcolor="#e3ecf2">
${contact.length ? `<h2>Contact</h2>${contact.join('')}` : ''}
${rows.length ? `<h2 class="next">Skills</h2><table class="skills">${rows.join('')}</table>` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="lang"><b>${esc(language.language)}</b><br>${esc(language.fluency)}</div>`).join('')}` : ''}
</td>
<td class="main">
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
</td></tr>
</table>
</body></html>
`;
}

module.exports = { render };
