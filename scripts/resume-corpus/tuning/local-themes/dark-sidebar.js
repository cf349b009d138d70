'use strict';
/**
 * A two-column resume with a full-height dark sidebar (twelfth batch): on a charcoal-navy left column,
 * all in white, the given name over the FAMILY NAME in bold at its top and the title; "Contact" (phone,
 * e-mail, "Town, Region", the LinkedIn URL whole as the profile gives it, wrapped in the narrow column);
 * "Skills" as a label above a bar each; "Languages" as the name and its level; on the white main column
 * "Profile", "Experience" (the title in bold, "Company, Town" in the accent colour, "MM/YYYY – MM/YYYY"
 * right-aligned, bullets) and "Education" (the degree in bold, the school, "YYYY – YYYY").
 */
const { esc, span, linkedin, place, skillNames, share } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const parts = b.nameParts ?? { given: String(b.name ?? '').split(' ').slice(0, -1).join(' '), family: String(b.name ?? '').split(' ').slice(-1).join(' ') };
  const profile = linkedin(resume);
  const contact = [b.phone, b.email, b.location?.city ? place(b.location) : '', profile ? profile.url || profile.username : ''].filter(Boolean);
  const levels = Object.fromEntries((resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]).map((name) => [name, skill.level])));
  const skills = skillNames(resume).map((name, index) => `<div class="skill"><div>${esc(name)}</div><div class="bar"><i style="width:${Math.round(100 * (levels[name] ? share(levels[name]) : [0.85, 0.7, 0.9, 0.6, 0.75][index % 5]))}%"></i></div></div>`);
  const languages = (resume.languages ?? []).map((language) => `<div class="lang"><b>${esc(language.language)}</b><br><span>${esc(language.fluency)}</span></div>`);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="row"><b>${esc(job.position)}</b> <span class="when">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</span></div><div class="sub">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="row"><b>${esc([entry.studyType, entry.area].filter(Boolean).join(' – '))}</b> <span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><div class="sub">${esc(entry.institution)}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; color: #2b2f33; margin: 0; }
.backdrop { position: fixed; left: 0; top: 0; bottom: 0; width: 68mm; background: #1e2a38; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; }
td.side { width: 68mm; vertical-align: top; background: #1e2a38; color: #ffffff; padding: 14mm 7mm 10mm 8mm; }
td.main { vertical-align: top; padding: 14mm 12mm 10mm 9mm; }
.given { font-size: 19pt; font-weight: normal; line-height: 1.1; }
.family { font-size: 21pt; font-weight: bold; letter-spacing: 1px; line-height: 1.15; word-wrap: break-word; }
.label { font-size: 10pt; color: #ffffff; margin: 6px 0 4px; }
td.side h2 { color: #ffffff; font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.5px; border-bottom: 1px solid #ffffff; padding-bottom: 3px; margin: 16px 0 7px; }
.contact div { margin-bottom: 5px; word-break: break-all; font-size: 8.6pt; }
.skill { margin-bottom: 5px; font-size: 8.6pt; }
.bar { height: 4px; background: #46566a; margin-top: 2px; }
.bar i { display: block; height: 4px; background: #ffffff; }
.lang { margin-bottom: 5px; font-size: 8.6pt; }
td.main h2 { color: #1e2a38; font-size: 12pt; text-transform: uppercase; letter-spacing: 1px; margin: 0 0 8px; padding-top: 2px; }
td.main section { margin-bottom: 12px; }
.entry { margin-bottom: 9px; page-break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 8px; font-size: 9.8pt; }
.when { color: #6b7785; white-space: nowrap; font-size: 8.6pt; }
.sub { color: #3d7ea6; }
ul { margin: 3px 0 0 14px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="cols"><tr>
<td class="side" bgcolor="#1e2a38">
<div class="given"><font color="#ffffff">${esc(parts.given)}</font></div>
<div class="family"><font color="#ffffff">${esc(parts.family.toUpperCase())}</font></div>
${b.label ? `<div class="label"><font color="#ffffff">${esc(b.label)}</font></div>` : ''}
${contact.length ? `<h2><font color="#ffffff">Contact</font></h2><div class="contact">${contact.map((value) => `<div><font color="#ffffff">${esc(value)}</font></div>`).join('')}</div>` : ''}
${skills.length ? `<h2><font color="#ffffff">Skills</font></h2>${skills.join('')}` : ''}
${languages.length ? `<h2><font color="#ffffff">Languages</font></h2>${languages.join('')}` : ''}
</td>
<td class="main">
${b.summary ? `<section><h2>Profile</h2><p>${esc(b.summary)}</p></section>` : ''}
${jobs.length ? `<section><h2>Experience</h2>${jobs.join('')}</section>` : ''}
${schools.length ? `<section><h2>Education</h2>${schools.join('')}</section>` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
