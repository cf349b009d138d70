'use strict';
/**
 * A two-page English-style resume (eighteenth batch), PDF, DOCX and images: the header (the name in bold navy,
 * the title, one contact line "Town, Region | phone | e-mail | linkedin.com/in/username") on page 1 only;
 * "PROFESSIONAL SUMMARY"; "CORE COMPETENCIES" as nine items in a 3x3 grid without bullets; "PROFESSIONAL EXPERIENCE"
 * ("Title | Company, Town" in bold with "Mon YYYY – Mon YYYY" or "– Present" under it, bullets); page 2 (a page break)
 * with "EDUCATION" ("Degree, Area — School, YYYY – YYYY"), "CERTIFICATIONS" ("Name (YYYY)"), "VOLUNTEER EXPERIENCE"
 * ("Position, Organisation, YYYY – YYYY") and "LANGUAGES" ("Name – level"), then "References available upon request".
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.location?.city ? esc(place(b.location)) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : ''].filter(Boolean);
  const skills = skillNames(resume).slice(0, 9);
  const grid = [0, 1, 2].map((row) => `<tr>${[0, 1, 2].map((col) => `<td>${skills[row * 3 + col] ? esc(skills[row * 3 + col]) : ''}</td>`).join('')}</tr>`).join('');
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><p class="t">${esc(job.position)} | ${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</p><p class="d">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</p>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<p class="e"><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b> — ${esc(entry.institution)}${entry.endDate ? `, ${esc(span(entry.startDate, entry.endDate, 'year'))}` : ''}</p>`);
  const certificates = (resume.certificates ?? []).map((c) => `<p class="e">${esc(c.name)}${c.date ? ` (${esc(String(c.date).slice(0, 4))})` : ''}</p>`);
  const volunteer = (resume.volunteer ?? []).map((v) => `<p class="e">${esc(v.position)}, ${esc(v.organization)}, ${esc(span(v.startDate, v.endDate, 'year', { ongoing: !v.endDate }))}</p>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 18mm 20mm 16mm; }
body { font-family: 'Liberation Serif', 'DejaVu Serif', Georgia, serif; font-size: 11pt; color: #111; margin: 0; line-height: 1.3; }
.name { font-size: 22pt; font-weight: bold; color: #1c2f5a; text-align: center; margin: 0; }
.label { text-align: center; font-size: 12pt; margin: 0; }
.contact { text-align: center; font-size: 9.5pt; border-bottom: 2px solid #1c2f5a; padding-bottom: 5px; margin: 3px 0 8px; }
h2 { font-size: 11.5pt; text-transform: uppercase; letter-spacing: 1px; color: #1c2f5a; margin: 16px 0 6px; }
p { margin: 0; }
table.grid { width: 100%; border-collapse: collapse; }
table.grid td { width: 33%; padding: 3px 6px 3px 0; vertical-align: top; }
.job { margin-bottom: 12px; }
.t { font-weight: bold; }
.d { font-style: italic; color: #444; }
ul { margin: 3px 0 0 20px; padding: 0; }
li { margin-bottom: 2px; }
.e { margin-bottom: 5px; }
.break { page-break-before: always; break-before: page; }
.refs { margin-top: 22px; font-style: italic; text-align: center; }
</style></head><body>
<p class="name">${esc(b.name)}</p>
${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}
${contact.length ? `<p class="contact">${contact.join(' | ')}</p>` : ''}
${b.summary ? `<h2>Professional summary</h2><p>${esc(b.summary)}</p>` : ''}
${skills.length ? `<h2>Core competencies</h2><table class="grid">${grid}</table>` : ''}
${jobs.length ? `<h2>Professional experience</h2>${jobs.join('')}` : ''}
<div class="break"></div>
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${certificates.length ? `<h2>Certifications</h2>${certificates.join('')}` : ''}
${volunteer.length ? `<h2>Volunteer experience</h2>${volunteer.join('')}` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<p class="e">${esc(language.language)} – ${esc(language.fluency)}</p>`).join('')}` : ''}
<p class="refs">References available upon request</p>
</body></html>
`;
}

module.exports = { render };
