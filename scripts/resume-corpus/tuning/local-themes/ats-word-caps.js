'use strict';
/**
 * An "ATS-friendly" Word resume (seventeenth batch), one column in a plain face, exported to DOCX/DOC and photographed or
 * scanned (no PDF of its own): the name centred in bold, the title, one contact line "Town, Region | phone | e-mail |
 * linkedin.com/in/username"; headings written in capitals over a rule ("SUMMARY", "WORK EXPERIENCE", "EDUCATION",
 * "SKILLS", "LANGUAGES"); each job as three lines, "Company — Town" in bold, the title in italics, "Month YYYY – Month YYYY"
 * or "– Present", then bullets; each education as "School, Town" in bold, "Degree, Area", the end year; the skills on one
 * line between bullets; the languages as "Name (level)" between commas.
 */
const { esc, date, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.location?.city ? esc(place(b.location)) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><p class="co"><b>${esc(job.name)}${job.location ? ` — ${esc(job.location)}` : ''}</b></p><p class="t"><i>${esc(job.position)}</i></p><p class="when">${esc(date(job.startDate, 'long'))} – ${job.endDate ? esc(date(job.endDate, 'long')) : 'Present'}</p>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><p class="co"><b>${esc(entry.institution)}${entry.location ? `, ${esc(entry.location)}` : ''}</b></p><p>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</p>${entry.endDate ? `<p class="when">${esc(date(entry.endDate, 'year'))}</p>` : ''}</div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 18mm 20mm 16mm; }
body { font-family: 'Carlito', 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; color: #000; margin: 0; }
.name { text-align: center; font-size: 17pt; font-weight: bold; margin: 0; }
.label { text-align: center; font-size: 11pt; margin: 2px 0; }
.contact { text-align: center; font-size: 9.5pt; margin: 0 0 4px; }
h2 { font-size: 11pt; font-weight: bold; border-bottom: 1px solid #000; margin: 12px 0 5px; padding-bottom: 1px; }
p { margin: 0; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
ul { margin: 2px 0 0 18px; padding: 0; }
</style></head><body>
<p class="name">${esc(b.name)}</p>
${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}
${contact.length ? `<p class="contact">${contact.join(' | ')}</p>` : ''}
${b.summary ? `<h2>SUMMARY</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>WORK EXPERIENCE</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>EDUCATION</h2>${schools.join('\n')}` : ''}
${skills.length ? `<h2>SKILLS</h2><p>${skills.map(esc).join(' • ')}</p>` : ''}
${resume.languages?.length ? `<h2>LANGUAGES</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
