'use strict';
/**
 * A two-page resume whose header repeats on each page (fifteenth batch), in the manner of Word and Resume.io templates:
 * a navy band with the name in white, the title in light blue and one contact line ("phone | e-mail |
 * www.linkedin.com/in/username | Town, Region") at the top of every page (a table header the browser prints again);
 * page 1: "PROFILE", "WHAT I DO" as one comma-separated paragraph of skills, "LANGUAGES" as "Name (level) · Name
 * (level)", "EXPERIENCE" (the title in bold and "Mon YYYY – Mon YYYY" or "– Present" right-aligned, "Company — Town" in
 * italics, bullets); page 2 (a page break): "EDUCATION" ("Degree in Area — School", "YYYY – YYYY" right-aligned) and
 * "INTERESTS", in a 10.5-point serif face.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `www.linkedin.com/in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.position)}</b> <span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div><div class="co">${esc(job.name)}${job.location ? ` — ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="top"><span><b>${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</b> — ${esc(entry.institution)}</span> <span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div></div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0 0 10mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Serif', 'DejaVu Serif', Georgia, serif; font-size: 10.5pt; line-height: 1.45; color: #222; margin: 0; }
table.page { width: 100%; border-collapse: collapse; }
thead td { padding: 0 0 5mm; }
.band { background: #1d2f4f; color: #fff; padding: 8mm 15mm 5mm; }
.name { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 20pt; font-weight: bold; letter-spacing: 1px; }
.label { color: #b8cdf0; font-size: 11pt; margin-top: 1px; }
.contact { margin-top: 3mm; font-size: 8.8pt; color: #e8eef8; font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; }
.contact .sep { color: #7f98c4; margin: 0 6px; }
tbody td { padding: 0 15mm; vertical-align: top; }
h2 { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.5px; color: #1d2f4f; border-bottom: 1.5px solid #1d2f4f; margin: 6mm 0 6px; padding-bottom: 2px; }
.entry { margin-bottom: 12px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; }
.when { white-space: nowrap; color: #555; }
.co { font-style: italic; color: #444; }
.break { page-break-before: always; }
ul { margin: 2px 0 0 16px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<table class="page">
<thead><tr><td><div class="band"><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}<div class="contact">${contact.join(' <span class="sep">|</span> ')}</div></div></td></tr></thead>
<tbody>
<tr><td>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${skills.length ? `<h2>What I do</h2><p>${skills.map(esc).join(', ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(' · ')}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
</td></tr>
<tr class="break"><td>
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(' · ')}</p>` : ''}
</td></tr>
</tbody></table>
</body></html>
`;
}

module.exports = { render };
