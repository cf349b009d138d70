'use strict';
/**
 * A Word resume (nineteenth batch), DOCX, DOC and PDF: the name centred in bold, the title, one contact line
 * "phone | e-mail | linkedin.com/in/username | Town, Region"; headings in capitals over a rule ("PROFILE", "EXPERIENCE",
 * "EDUCATION", "SKILLS", "LANGUAGES"); each job as the COMPANY in bold capitals (Word's Caps, CSS text-transform) with
 * "Mon YYYY – Mon YYYY" or "– Present" right-aligned on its line (a borderless two-cell table, as a right tab stop
 * converts), the title in italics on the NEXT line, then bullets; each education as the SCHOOL in bold capitals with
 * "YYYY – YYYY" right-aligned and "Degree, Area" in italics under it; the skills as rows "Technical: a, b, c" and
 * "Soft: a, b"; the languages as "Name (level)" between commas.
 */
const { esc, span, linkedin, place, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const head = (left, right) => `<table class="row" width="100%"><tr><td class="c"><b>${left}</b></td><td class="d" align="right">${right}</td></tr></table>`;
  const jobs = (resume.work ?? []).map((job) => `${head(esc(job.name), esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate })))}
<p class="ti"><i>${esc(job.position)}</i></p>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`);
  const schools = (resume.education ?? []).map((entry) => `${head(esc(entry.institution), esc(span(entry.startDate, entry.endDate, 'year')))}
<p class="ti"><i>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</i></p>`);
  const groups = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? `<p class="sk"><b>${esc(skill.name)}:</b> ${skill.keywords.map(esc).join(', ')}</p>` : `<p class="sk">${esc(skill.name)}</p>`));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 18mm 20mm 16mm; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; color: #111; margin: 0; }
.name { font-size: 20pt; font-weight: bold; text-align: center; margin: 0; }
.label { text-align: center; font-size: 12pt; margin: 0 0 2px; }
.contact { text-align: center; font-size: 10pt; margin: 0 0 4px; }
h2 { font-size: 11.5pt; text-transform: uppercase; border-bottom: 1px solid #000; margin: 12px 0 5px; padding-bottom: 1px; letter-spacing: 0.5px; }
p { margin: 0; }
table { border-collapse: collapse; }
table.row { margin-top: 7px; }
table.row td { padding: 0; }
td.c b { text-transform: uppercase; letter-spacing: 0.4px; }
td.d { text-align: right; white-space: nowrap; }
ul { margin: 2px 0 0 20px; padding: 0; }
.sk { margin-bottom: 2px; }
</style></head><body>
<p class="name">${esc(b.name)}</p>
${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}
${contact.length ? `<p class="contact">${contact.join(' | ')}</p>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${groups.length ? `<h2>Skills</h2>${groups.join('')}` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
