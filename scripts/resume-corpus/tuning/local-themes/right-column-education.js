'use strict';
/**
 * A two-column page (seventeenth batch) whose RIGHT column holds the education, the skills and the languages: the name and
 * the title across the top over a rule; the left column (about 118 mm) with "PROFILE" and "EXPERIENCE" ("Title" in bold,
 * "Company, Town" in blue, "MM/YYYY – MM/YYYY" or "– Present", bullets); the right column (58 mm, behind a thin vertical
 * rule) opening lower than the left, with "EDUCATION" ("Degree, Area", the school, "YYYY – YYYY"), "SKILLS" as one- or
 * two-word items one a line, some with a level in parentheses ("Python (advanced)"), "LANGUAGES" as "Name – level"; the
 * two columns' sections start at different heights. The contact on one line under the title (phone · e-mail ·
 * linkedin.com/in/username · Town).
 */
const { esc, span, linkedin, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(b.location.city) : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div><div class="when">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((name) => ({ name })) : [skill]));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 13mm 12mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.8pt; color: #222; margin: 0; }
.name { font-size: 20pt; font-weight: bold; color: #17324d; }
.label { font-size: 11pt; color: #3c6e9f; margin-top: 1px; }
.contact { font-size: 8.4pt; color: #444; margin-top: 3px; padding-bottom: 5px; border-bottom: 2px solid #17324d; }
table.cols { width: 100%; border-collapse: collapse; margin-top: 4mm; }
td { vertical-align: top; }
td.left { padding-right: 6mm; }
td.right { width: 58mm; border-left: 1px solid #b8c6d4; padding: 12mm 0 0 5mm; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 1px; color: #17324d; margin: 0 0 5px; }
h2.next { margin-top: 5mm; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.t { font-weight: bold; font-size: 9.4pt; }
.co { color: #3c6e9f; }
.when { color: #666; font-size: 8.2pt; }
.item { margin-bottom: 2px; }
.lvl { color: #666; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<div class="contact">${contact.join(' · ')}</div>` : ''}
<table class="cols"><tr>
<td class="left">
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2 class="next">Experience</h2>${jobs.join('\n')}` : ''}
</td>
<td class="right">
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${skills.length ? `<h2 class="next">Skills</h2>${skills.map((skill) => `<div class="item">${esc(skill.name)}${skill.level ? ` <span class="lvl">(${esc(skill.level)})</span>` : ''}</div>`).join('')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="item">${esc(language.language)} – ${esc(language.fluency)}</div>`).join('')}` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
