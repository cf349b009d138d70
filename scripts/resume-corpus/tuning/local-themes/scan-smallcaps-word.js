'use strict';
/**
 * A compact Word resume scanned to JPEG (eighteenth batch), rendered only as a scan (greyscale, a slight rotation, noise):
 * the name centred in small capitals (CSS: the letters are the profile's), the title in italics, one contact line
 * "Town ◆ phone ◆ e-mail ◆ linkedin.com/in/username" (or "|" between them, for a name of odd length); headings in bold
 * capitals UNDERLINED ("EXPERIENCE", "EDUCATION", "SKILLS", "LANGUAGES"); each job "Title, Company" in bold with
 * "MM/YYYY – MM/YYYY" or "– Present" right-aligned, the town in italics, bullets; each education "Degree, Area – School"
 * with "YYYY – YYYY" right-aligned; the skills as one comma line; the languages as "Name (level)" on one line.
 */
const { esc, span, linkedin, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const separator = String(b.name ?? '').length % 2 === 0 ? ' ◆ ' : ' | ';
  const contact = [b.location?.city ? esc(b.location.city) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="row"><b>${esc(job.position)}, ${esc(job.name)}</b><span>${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</span></div>${job.location ? `<div class="town">${esc(job.location)}</div>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="row"><span>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''} – ${esc(entry.institution)}</span><span>${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 16mm 12mm; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 10pt; color: #000; margin: 0; }
.name { text-align: center; font-size: 20pt; font-variant: small-caps; letter-spacing: 1px; margin: 0; }
.label { text-align: center; font-style: italic; font-size: 11pt; margin: 0; }
.contact { text-align: center; font-size: 9pt; margin: 3px 0 6px; }
h2 { font-size: 10.5pt; font-weight: bold; text-transform: uppercase; text-decoration: underline; margin: 10px 0 4px; }
.row { display: flex; justify-content: space-between; gap: 8px; }
.row span:last-child { white-space: nowrap; }
.job { margin-bottom: 5px; }
.town { font-style: italic; }
ul { margin: 1px 0 0 18px; padding: 0; }
p { margin: 0; }
</style></head><body>
<p class="name">${esc(b.name)}</p>
${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}
${contact.length ? `<p class="contact">${contact.join(separator)}</p>` : ''}
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${skillNames(resume).length ? `<h2>Skills</h2><p>${skillNames(resume).map(esc).join(', ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
