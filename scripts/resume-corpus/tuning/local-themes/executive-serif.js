'use strict';
/**
 * An executive resume in a serif face: the name centred in small capitals over a double rule, the
 * contact on one line between vertical bars ("Town, Region | phone | e-mail | linkedin.com/in/…"),
 * "Professional Summary", "Core Competencies" as a three-column grid of bullets, each job's company
 * in bold capitals with its town right-aligned, the title in italics with "MM/YYYY – MM/YYYY" right-
 * aligned; education on one line, "Degree, Area — School" with its end year alone right-aligned;
 * languages on one line "Name (level) · Name (level)".
 */
const { esc, span, date, linkedin, bare, place, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [place(b.location, ['city', 'region']), b.phone, b.email, profile ? bare(profile.url, true) : ''].filter(Boolean).map(esc);
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="row"><b class="company">${esc(job.name)}</b> <span>${esc(job.location ?? '')}</span></div><div class="row"><i>${esc(job.position)}</i> <span>${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</span></div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="row"><span><b>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</b> — ${esc(entry.institution)}</span> <span>${esc(date(entry.endDate, 'year'))}</span></div>`);
  const skills = skillNames(resume);
  const languages = (resume.languages ?? []).map((language) => `${esc(language.language)} (${esc(language.fluency)})`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)} — Resume</title>
<style>
@page { size: Letter; margin: 15mm 17mm; }
body { font-family: Georgia, 'DejaVu Serif', 'Liberation Serif', serif; font-size: 9.8pt; color: #222; margin: 0; }
h1 { text-align: center; font-variant: small-caps; font-size: 22pt; letter-spacing: 1px; margin: 0; font-weight: normal; }
.label { text-align: center; font-size: 10.5pt; color: #555; margin: 2px 0 4px; }
.contact { text-align: center; font-size: 9pt; border-bottom: 3px double #444; padding-bottom: 6px; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.5px; border-bottom: 1px solid #999; margin: 12px 0 5px; padding-bottom: 2px; }
.row { display: flex; justify-content: space-between; gap: 12px; }
.company { text-transform: uppercase; letter-spacing: 0.5px; }
.job { margin-bottom: 8px; page-break-inside: avoid; }
.grid { columns: 3; column-gap: 18px; margin: 0; padding-left: 14px; }
.grid li { break-inside: avoid; }
ul { margin: 2px 0 0 16px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="contact">${contact.join(' | ')}</div>
${b.summary ? `<h2>Professional summary</h2><p>${esc(b.summary)}</p>` : ''}
${skills.length ? `<h2>Core competencies</h2><ul class="grid">${skills.map((name) => `<li>${esc(name)}</li>`).join('')}</ul>` : ''}
${jobs.length ? `<h2>Professional experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${languages.length ? `<h2>Languages</h2><p>${languages.join(' · ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
