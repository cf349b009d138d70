'use strict';
/**
 * A classic one-column resume in a serif face (fourteenth batch), as Word and Google Docs templates print them: the name
 * centred with its credentials ("Jane Smith, MBA") or a title ("Dr. Jane Smith"), the title in spaced small capitals;
 * one centred contact line between vertical bars ("Town, Region | phone | e-mail | LinkedIn: username"); headings in
 * small capitals over a rule; "SUMMARY"; "SKILLS" as one row a group ("Frontend: React, Vue.js, TypeScript", the group's
 * name in bold); "EXPERIENCE" with the company first in bold and its town right-aligned, the title in italics with
 * "Month YYYY – Month YYYY" or "– Present" right-aligned, bullets; "EDUCATION" with the school in bold and the end year
 * right-aligned, "Degree, Area" in italics; "LANGUAGES" as "Name (level), Name (level)".
 */
const { esc, date, span, linkedin, place, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.location?.city ? esc(place(b.location)) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `LinkedIn: ${esc(linkedinHandle(profile))}` : ''].filter(Boolean);
  const groups = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? `<div class="row"><b>${esc(skill.name)}:</b> ${skill.keywords.map((name) => `<span class="it">${esc(name)}</span>`).join(', ')}</div>` : `<div class="row">${esc(skill.name)}</div>`));
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.name)}</b> <span>${esc(job.location ?? '')}</span></div><div class="top"><i>${esc(job.position)}</i> <span>${esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate }))}</span></div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="top"><b>${esc(entry.institution)}</b> <span>${esc(date(entry.endDate, 'year'))}</span></div><div><i>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</i></div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 16mm 18mm 14mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10pt; color: #1a1a1a; margin: 0; }
.name { text-align: center; font-size: 22pt; font-weight: bold; }
.label { text-align: center; font-variant: small-caps; letter-spacing: 1.5px; font-size: 11.5pt; color: #444; margin: 2px 0 4px; }
.contact { text-align: center; font-size: 9.3pt; }
.contact .bar { margin: 0 2px; color: #777; }
h2 { font-variant: small-caps; font-size: 12.5pt; letter-spacing: 0.5px; border-bottom: 1px solid #333; margin: 5mm 0 4px; padding-bottom: 1px; }
.row { margin-bottom: 2px; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; }
ul { margin: 2px 0 0 18px; padding: 0; }
p { margin: 2px 0; }
.it { white-space: nowrap; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="contact">${contact.join(' <span class="bar">|</span> ')}</div>
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
${groups.length ? `<h2>Skills</h2>${groups.join('')}` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
