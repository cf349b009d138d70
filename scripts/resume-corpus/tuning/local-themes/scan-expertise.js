'use strict';
/**
 * A one-column resume scanned to JPEG only (nineteenth batch): the name centred in bold, the title, one contact line
 * "Town, Region | phone | e-mail | linkedin.com/in/username"; headings in bold capitals over a rule ("PROFESSIONAL
 * SUMMARY", "AREAS OF EXPERTISE", "PROFESSIONAL EXPERIENCE", "EDUCATION", "TECHNICAL SKILLS", "LANGUAGES"); "Areas of
 * Expertise" as two columns of bullets; each job "Title" in bold with "MM/YYYY – MM/YYYY" or "– Present" right-aligned,
 * "Company, Town" in italics, bullets; each education "Degree, Area — School" with the years right-aligned; "Technical
 * Skills" as the line "Tools: X, Y, Z"; "Name (level)" between commas.
 */
const { esc, span, linkedin, place, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.location?.city ? esc(place(b.location)) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : ''].filter(Boolean);
  const expertise = (resume.skills ?? []).filter((skill) => !skill.keywords?.length).map((skill) => skill.name);
  const groups = (resume.skills ?? []).filter((skill) => skill.keywords?.length);
  const half = Math.ceil(expertise.length / 2);
  const column = (items) => `<td><ul>${items.map((name) => `<li>${esc(name)}</li>`).join('')}</ul></td>`;
  const line = (left, right) => `<table class="line"><tr><td>${left}</td><td class="r">${right}</td></tr></table>`;
  const jobs = (resume.work ?? []).map((job) => `<div class="item">${line(`<b>${esc(job.position)}</b>`, esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate })))}<div class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item">${line(`<b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b> — ${esc(entry.institution)}`, esc(span(entry.startDate, entry.endDate, 'year')))}</div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: Letter; margin: 15mm 17mm 13mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #111; margin: 0; }
.name { font-size: 19pt; font-weight: bold; text-align: center; margin: 0; }
.label { text-align: center; font-size: 11.5pt; margin: 1px 0 2px; }
.contact { text-align: center; font-size: 9.5pt; margin: 0 0 4px; }
h2 { font-size: 10.5pt; font-weight: bold; text-transform: uppercase; border-bottom: 1px solid #111; margin: 10px 0 4px; padding-bottom: 1px; }
p { margin: 0; }
table { border-collapse: collapse; width: 100%; }
td { padding: 0; vertical-align: top; }
td.r { text-align: right; white-space: nowrap; padding-left: 8px; }
table.two td { width: 50%; }
ul { margin: 1px 0 0 18px; padding: 0; }
.item { margin-bottom: 6px; }
.co { font-style: italic; }
</style></head><body>
<p class="name">${esc(b.name)}</p>
${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}
${contact.length ? `<p class="contact">${contact.join(' | ')}</p>` : ''}
${b.summary ? `<h2>Professional summary</h2><p>${esc(b.summary)}</p>` : ''}
${expertise.length ? `<h2>Areas of expertise</h2><table class="two"><tr>${column(expertise.slice(0, half))}${column(expertise.slice(half))}</tr></table>` : ''}
${jobs.length ? `<h2>Professional experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${groups.length ? `<h2>Technical skills</h2>${groups.map((group) => `<p><b>${esc(group.name)}:</b> ${group.keywords.map(esc).join(', ')}</p>`).join('')}` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
