'use strict';
/**
 * A Word two-column resume with the sidebar on the RIGHT (thirteenth batch): the given name over the family name on
 * two lines (the family name in capitals where the printed name has it so), the title; a table of two columns with a
 * narrow gutter (about 7 mm of white between the texts): "Experience" on the left (the title in bold with "Mon YYYY –
 * Mon YYYY" right-aligned, "Company · Town" in italics, bullets) and a light grey right column whose "Skills" heading
 * sits at the same height as "Experience" (each skill on its line with its level word: "Microsoft Excel — Advanced"),
 * "Languages" ("Name — level") and, lower, "Contact" (phone, e-mail, "Town, Region", "linkedin.com/in/handle"); then
 * "Education" across the whole page ("Degree, Area — School" with "YYYY – YYYY" right-aligned).
 */
const { esc, span, linkedin, place, linkedinHandle, givenAndFamily } = require('./common');


function render(resume) {
  const b = resume.basics ?? {};
  const name = givenAndFamily(b);
  const profile = linkedin(resume);
  const contact = [b.phone, b.email, b.location?.city ? place(b.location) : '', profile ? `linkedin.com/in/${linkedinHandle(profile)}` : ''].filter(Boolean);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((keyword) => [keyword, skill.level]) : [[skill.name, skill.level]]));
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><table class="row"><tr><td><b>${esc(job.position)}</b></td><td class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</td></tr></table><div class="sub"><i>${esc(job.name)}${job.location ? ` · ${esc(job.location)}` : ''}</i></div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<table class="row edu"><tr><td><b>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</b> — ${esc(entry.institution)}</td><td class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</td></tr></table>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 14mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.3pt; color: #222; margin: 0; }
.given { font-size: 24pt; font-weight: bold; color: #1f3a5f; line-height: 1.05; }
.family { font-size: 24pt; color: #1f3a5f; line-height: 1.1; }
.label { font-size: 11pt; color: #555; margin: 3px 0 0; }
hr { border: 0; border-top: 2px solid #1f3a5f; margin: 4mm 0 4mm; }
table.cols { width: 100%; border-collapse: collapse; }
td.main { vertical-align: top; padding: 0; }
td.gap { width: 4mm; padding: 0; }
td.side { width: 60mm; vertical-align: top; background: #eef0f3; padding: 0 3mm 3mm 3mm; }
h2 { font-size: 11pt; color: #1f3a5f; text-transform: uppercase; letter-spacing: 0.5px; margin: 0 0 5px; padding-top: 2mm; border-bottom: 1px solid #9aa7b8; line-height: 1.3; }
td.side h2 { margin-top: 0; }
h2.next { margin-top: 4mm; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
table.row { width: 100%; border-collapse: collapse; }
table.row td { padding: 0; vertical-align: top; }
td.when { text-align: right; white-space: nowrap; color: #555; width: 38mm; }
table.edu { margin-bottom: 4px; }
.sub { color: #444; }
.line { margin-bottom: 3px; }
.contact .line { word-break: break-all; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="given">${esc(name.given)}</div>
<div class="family">${esc(name.family)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<hr>
<table class="cols"><tr>
<td class="main">
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
</td>
<td class="gap"></td>
<td class="side" bgcolor="#eef0f3">
${skills.length ? `<h2>Skills</h2>${skills.map(([skill, level]) => `<div class="line">${esc(skill)}${level ? ` — ${esc(level)}` : ''}</div>`).join('')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="line">${esc(language.language)} — ${esc(language.fluency)}</div>`).join('')}` : ''}
${contact.length ? `<h2 class="next">Contact</h2><div class="contact">${contact.map((value) => `<div class="line">${esc(value)}</div>`).join('')}</div>` : ''}
</td>
</tr></table>
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
</body></html>
`;
}

module.exports = { render };
