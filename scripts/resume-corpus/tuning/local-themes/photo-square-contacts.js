'use strict';
/**
 * A one-column page with a photo-style header (seventeenth batch): the name large and the title in green at the left, a
 * grey square photo placeholder (a silhouette) at the right; under a rule the contact in two columns of icon rows without
 * labels (phone and e-mail, often long with a sub-domain or hyphens, in the first; LinkedIn as "/in/username" or
 * "www.linkedin.com/in/username/" with its slash, and "Town, Region" in the second); "PROFILE"; "EXPERIENCE" ("Title —
 * Company" in bold with "Mon YYYY – Mon YYYY" or "– Present" right-aligned, the town in grey, bullets); "EDUCATION"
 * ("Degree, Area" in bold with "YYYY – YYYY" right-aligned, the school); "SKILLS" as a comma list; "LANGUAGES" as "Name
 * (level)" in a row.
 */
const { esc, span, linkedin, place, skillNames, icon, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  // (the short form for a handle of even length, the whole www. URL with its slash otherwise)
  const linkedinText = handle ? (handle.length % 2 === 0 ? `/in/${esc(handle)}` : `www.linkedin.com/in/${esc(handle)}/`) : '';
  const first = [b.phone ? [icon('phone', '#2e7d5b'), esc(b.phone)] : null, b.email ? [icon('mail', '#2e7d5b'), esc(b.email).replace('@', '@<wbr>')] : null].filter(Boolean);
  const second = [handle ? [icon('linkedin', '#2e7d5b'), linkedinText] : null, b.location?.city ? [icon('pin', '#2e7d5b'), esc(place(b.location))] : null].filter(Boolean);
  const rows = (list) => list.map(([glyph, value]) => `<div class="row">${glyph}<span>${value}</span></div>`).join('');
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.position)} — ${esc(job.name)}</b><span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div>${job.location ? `<div class="town">${esc(job.location)}</div>` : ''}${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="top"><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b><span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><div>${esc(entry.institution)}</div></div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 15mm 12mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9pt; color: #232323; margin: 0; }
table.head { width: 100%; border-collapse: collapse; }
table.head td { vertical-align: top; }
.name { font-size: 23pt; font-weight: bold; color: #1b1b1b; line-height: 1.1; }
.label { font-size: 12pt; color: #2e7d5b; margin-top: 3px; }
.photo { width: 30mm; height: 30mm; background: #c9c9c9; margin-left: auto; overflow: hidden; }
.photo svg { display: block; margin: 5mm auto 0; }
table.contact { width: 100%; border-collapse: collapse; margin-top: 4mm; border-top: 1.5px solid #2e7d5b; border-bottom: 1px solid #d5d5d5; }
table.contact td { width: 50%; vertical-align: top; padding: 4px 6px 2px 0; }
.row { display: flex; gap: 6px; margin-bottom: 4px; font-size: 8.6pt; overflow-wrap: anywhere; }
.row svg { flex: none; margin-top: 1px; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1px; color: #2e7d5b; margin: 11px 0 5px; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; }
.when { white-space: nowrap; color: #555; }
.town { color: #777; }
ul { margin: 2px 0 0 15px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<table class="head"><tr>
<td><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</td>
<td style="width:32mm"><div class="photo">${icon('person', '#eeeeee', 86)}</div></td>
</tr></table>
${first.length || second.length ? `<table class="contact"><tr><td>${rows(first)}</td><td>${rows(second)}</td></tr></table>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${skills.length ? `<h2>Skills</h2><p>${skills.map(esc).join(', ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(' · ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
