'use strict';
/**
 * A dense one-page resume on Letter paper (fourteenth batch), as people squeeze a long career onto one page: small type,
 * narrow margins; the name with the family name first in capitals ("DIARRA Mariam") in bold at the left, the title
 * under it, the contact at the right on two short lines ("e-mail · phone" over "linkedin.com/in/username · Town,
 * Region", no scheme, no icons); headings in small bold capitals over a hairline; "EXPERIENCE" and "EDUCATION" as rows
 * with the dates in a left column ("Mon YYYY – Mon YYYY", "YYYY – YYYY") beside "Title, Company — Town" and tight
 * bullets, "Degree, Area — School"; "SKILLS" as one comma-separated paragraph; "LANGUAGES" as "Name — level; Name —
 * level"; "INTERESTS" on one line.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const first = [b.email ? esc(b.email) : '', b.phone ? esc(b.phone) : ''].filter(Boolean);
  const second = [profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<tr><td class="d">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</td><td><b>${esc(job.position)}</b>, ${esc(job.name)}${job.location ? ` — ${esc(job.location)}` : ''}${job.summary ? `<div>${esc(job.summary)}</div>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</td></tr>`);
  const schools = (resume.education ?? []).map((entry) => `<tr><td class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</td><td><b>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</b> — ${esc(entry.institution)}</td></tr>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: Letter; margin: 9mm 11mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 8.1pt; line-height: 1.22; color: #111; margin: 0; }
.head { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #111; padding-bottom: 3px; }
.name { font-size: 16pt; font-weight: bold; }
.label { font-size: 9.5pt; color: #333; }
.contact { text-align: right; font-size: 8pt; }
h2 { font-size: 8.6pt; font-weight: bold; text-transform: uppercase; letter-spacing: 0.6px; border-bottom: 0.5px solid #888; margin: 3.5mm 0 2px; padding-bottom: 1px; }
table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 1px 0 3px; }
td.d { width: 30mm; white-space: nowrap; color: #444; padding-right: 3mm; }
tr { page-break-inside: avoid; }
ul { margin: 1px 0 0 12px; padding: 0; }
li { margin: 0; }
p { margin: 1px 0; }
.it { white-space: nowrap; }
</style></head><body>
<div class="head"><div><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</div>
<div class="contact">${first.length ? `<div>${first.join(' · ')}</div>` : ''}${second.length ? `<div>${second.join(' · ')}</div>` : ''}</div></div>
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2><table>${jobs.join('\n')}</table>` : ''}
${schools.length ? `<h2>Education</h2><table>${schools.join('\n')}</table>` : ''}
${skillNames(resume).length ? `<h2>Skills</h2><p>${skillNames(resume).map((name) => `<span class="it">${esc(name)}</span>`).join(', ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} — ${esc(language.fluency)}`).join('; ')}</p>` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
