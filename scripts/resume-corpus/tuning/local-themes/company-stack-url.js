'use strict';
/**
 * A Word-like PDF resume (sixteenth batch): the name in bold at the left with the title under it, at the right a block of
 * contact lines in small type (e-mail, phone, "Town, Region") ending with the whole LinkedIn URL in 7-point type on one
 * line ("https://www.linkedin.com/in/username/"); "EXPERIENCE" with each company as a bold line ABOVE its roles, and
 * consecutive roles at one company under one company line, each role as the title in italics with "MM/YYYY – MM/YYYY"
 * or "– Present" right-aligned, bullets; "EDUCATION" with the degree ("Degree, Area") on one line and the school on the
 * next in a lighter grey, or the school first in bold and the degree after it (by the name's length), "YYYY – YYYY"
 * right-aligned; "SKILLS" as one comma-separated line; "LANGUAGES" as "Name – level" separated by semicolons.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.email ? esc(b.email) : '', b.phone ? esc(b.phone) : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  // (consecutive jobs at one company under one company line)
  const groups = [];
  for (const job of resume.work ?? []) {
    const last = groups[groups.length - 1];
    if (last && last.name === job.name) last.jobs.push(job);
    else groups.push({ name: job.name, location: job.location, jobs: [job] });
  }
  const jobs = groups.map((group) => `<div class="company">${esc(group.name)}${group.location ? `<span class="town">, ${esc(group.location)}</span>` : ''}</div>${group.jobs.map((job) => `<div class="entry"><div class="top"><i>${esc(job.position)}</i><span class="when">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</span></div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`).join('')}`);
  const schoolFirst = String(b.name ?? '').length % 2 === 1;
  const schools = (resume.education ?? []).map((entry) => {
    const degree = `${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}`;
    const when = `<span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span>`;
    return schoolFirst
      ? `<div class="entry"><div class="top"><b>${esc(entry.institution)}</b>${when}</div><div>${degree}</div></div>`
      : `<div class="entry"><div class="top"><b>${degree}</b>${when}</div><div class="school">${esc(entry.institution)}</div></div>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 17mm 13mm; }
body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 10.2pt; color: #1d1d1d; margin: 0; }
.head { display: flex; justify-content: space-between; align-items: flex-start; gap: 10mm; border-bottom: 1.5px solid #1d1d1d; padding-bottom: 6px; }
.name { font-size: 19pt; font-weight: bold; }
.label { font-size: 11pt; color: #444; margin-top: 2px; }
.contact { text-align: right; font-size: 8.6pt; line-height: 1.35; }
.url { font-size: 7pt; white-space: nowrap; color: #333; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1px; margin: 12px 0 5px; border-bottom: 0.5px solid #999; padding-bottom: 1px; }
.company { font-weight: bold; font-size: 10.6pt; margin-top: 7px; }
.company .town { font-weight: normal; color: #555; }
.entry { margin: 1px 0 5px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; }
.when { white-space: nowrap; color: #333; }
.school { color: #777; }
ul { margin: 1px 0 0 16px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="head"><div><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</div>
<div class="contact">${contact.map((value) => `<div>${value}</div>`).join('')}${profile ? `<div class="url">https://www.linkedin.com/in/${esc(linkedinHandle(profile))}/</div>` : ''}</div></div>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${skillNames(resume).length ? `<h2>Skills</h2><p>${skillNames(resume).map(esc).join(', ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} – ${esc(language.fluency)}`).join('; ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
