'use strict';
/**
 * A Canva resume with a full-height teal RIGHT column (thirteenth batch): on the white left the given name in a light
 * face over the family name in bold on a second line (in capitals where the printed name has them), the title; beside
 * them, at the top of the right column, "Contact" (phone, the e-mail wrapped anywhere in the 46 mm column, "Town,
 * Region", LinkedIn's SVG icon before the handle alone); then, in one table row so their headings stand at the same
 * height, "Experience" on the left (the title in bold, "Company, Town", "Mon YYYY – Present" in grey, bullets; then
 * "Education") and "Skills" on the right as a grid of two columns of short items, "Languages" ("Name" over its level)
 * and "Interests"; about 8 mm of white between the two columns' texts.
 */
const { esc, span, linkedin, place, skillNames, icon, linkedinHandle, givenAndFamily } = require('./common');


function render(resume) {
  const b = resume.basics ?? {};
  const name = givenAndFamily(b);
  const profile = linkedin(resume);
  const contact = [b.phone, b.email, b.location?.city ? place(b.location) : ''].filter(Boolean).map((value) => `<div class="line">${esc(value)}</div>`);
  if (profile) contact.push(`<div class="line">${icon('linkedin', '#ffffff', 10)} ${esc(linkedinHandle(profile))}</div>`);
  const names = skillNames(resume);
  const rows = [];
  for (let i = 0; i < names.length; i += 2) rows.push(`<tr><td>${esc(names[i])}</td><td>${names[i + 1] ? esc(names[i + 1]) : ''}</td></tr>`);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="title">${esc(job.position)}</div><div class="sub">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div><div class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="title">${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</div><div class="sub">${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9.2pt; color: #263238; margin: 0; }
.backdrop { position: fixed; right: 0; top: 0; bottom: 0; width: 62mm; background: #16676b; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; table-layout: fixed; }
td { vertical-align: top; }
td.main { padding: 0 4mm 0 14mm; }
td.side { width: 62mm; background: #16676b; color: #ffffff; padding: 0 10mm 0 4mm; }
tr.top td { padding-top: 14mm; padding-bottom: 6mm; }
.given { font-family: 'DejaVu Sans', sans-serif; font-weight: 200; font-size: 26pt; line-height: 1.1; color: #16676b; }
.family { font-size: 26pt; font-weight: bold; line-height: 1.1; color: #16676b; }
.label { font-size: 11pt; color: #546e7a; margin-top: 4px; }
h2 { font-size: 10.5pt; font-weight: bold; text-transform: uppercase; letter-spacing: 1.2px; margin: 0 0 6px; line-height: 1.3; color: #16676b; }
td.side h2 { color: #ffffff; border-bottom: 1px solid #8fc7c4; }
h2.next { margin-top: 5mm; }
.line { margin-bottom: 4px; font-size: 8.8pt; word-break: break-all; }
table.skills { width: 100%; border-collapse: collapse; font-size: 8.4pt; table-layout: fixed; }
table.skills td { width: 50%; padding: 0 3px 4px 0; color: #ffffff; }
.lang { margin-bottom: 4px; font-size: 8.8pt; }
.plain { font-size: 8.8pt; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.title { font-weight: bold; font-size: 10pt; }
.sub { color: #16676b; }
.when { color: #78909c; font-size: 8.6pt; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="cols"><colgroup><col><col style="width:62mm"></colgroup>
<tr class="top"><td class="main"><div class="given">${esc(name.given)}</div><div class="family">${esc(name.family)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</td>
<td class="side" bgcolor="#16676b">${contact.length ? `<h2><font color="#ffffff">Contact</font></h2>${contact.join('')}` : ''}</td></tr>
<tr><td class="main">
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
</td>
<td class="side" bgcolor="#16676b">
${rows.length ? `<h2><font color="#ffffff">Skills</font></h2><table class="skills">${rows.join('')}</table>` : ''}
${resume.languages?.length ? `<h2 class="next"><font color="#ffffff">Languages</font></h2>${resume.languages.map((language) => `<div class="lang"><b>${esc(language.language)}</b><br>${esc(language.fluency)}</div>`).join('')}` : ''}
${resume.interests?.length ? `<h2 class="next"><font color="#ffffff">Interests</font></h2><div class="plain">${resume.interests.map((interest) => esc(interest.name)).join(', ')}</div>` : ''}
</td></tr>
</table>
</body></html>
`;
}

module.exports = { render };
