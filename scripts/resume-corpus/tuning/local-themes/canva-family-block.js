'use strict';
/**
 * A French "CV" in the manner of a Canva template (seventeenth batch), rendered only as an image: a terracotta block at the
 * top left holding the FAMILY NAME in large bold capitals (CSS) over the given name in small spaced letters, the title under
 * the block; the main column with "PROFILE" as a paragraph, "EXPERIENCE" (the title in bold, "Company · Town" in
 * terracotta, "Mon YYYY – Mon YYYY" or "– Present" in grey, bullets) and "EDUCATION" ("Degree, Area", the school, "YYYY –
 * YYYY"); a full-height sand RIGHT sidebar (64 mm) with "SKILLS" one a line, "LANGUAGES" as "Name · level", "INTERESTS",
 * and at its BOTTOM the contact rows, each value after a small round icon, without labels (phone, e-mail,
 * "linkedin.com/in/username", "Town, Region").
 */
const { esc, span, linkedin, place, skillNames, icon, linkedinHandle, givenAndFamily } = require('./common');

const dot = (name) => `<span class="dot">${icon(name, '#fff', 8)}</span>`;

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const { given, family } = givenAndFamily(b);
  const contact = [
    b.phone ? [dot('phone'), esc(b.phone)] : null,
    b.email ? [dot('mail'), esc(b.email).replace('@', '@<wbr>')] : null,
    profile ? [dot('linkedin'), `linkedin.com/in/<wbr>${esc(linkedinHandle(profile))}`] : null,
    b.location?.city ? [dot('pin'), esc(place(b.location))] : null,
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? ` · ${esc(job.location)}` : ''}</div><div class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 8.9pt; color: #2d2a26; margin: 0; }
.page { position: relative; width: 210mm; height: 296mm; overflow: hidden; }
.side { position: absolute; right: 0; top: 0; bottom: 0; width: 64mm; background: #f4ece1; padding: 16mm 7mm 0 7mm; }
.main { position: absolute; left: 0; top: 0; width: 146mm; }
.block { background: #c8553d; color: #fff; padding: 13mm 10mm 7mm 12mm; width: 118mm; }
.family { font-size: 28pt; font-weight: bold; text-transform: uppercase; line-height: 1; letter-spacing: 0.5px; }
.given { font-size: 11pt; letter-spacing: 3px; margin-top: 3px; }
.label { font-size: 10.5pt; color: #c8553d; font-weight: bold; margin: 4mm 10mm 0 12mm; }
.content { padding: 3mm 8mm 0 12mm; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 2px; color: #c8553d; margin: 5mm 0 4px; }
.side h2 { margin-top: 0; color: #7a4b34; }
.side h2.next { margin-top: 6mm; }
.entry { margin-bottom: 6px; page-break-inside: avoid; }
.t { font-weight: bold; font-size: 9.5pt; }
.co { color: #c8553d; }
.when { color: #777; font-size: 8.2pt; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; line-height: 1.35; }
.item { margin-bottom: 3px; }
.contact { position: absolute; left: 7mm; right: 6mm; bottom: 14mm; border-top: 1px solid #d8c6b0; padding-top: 4mm; }
.row { display: flex; align-items: flex-start; gap: 6px; margin-bottom: 5px; font-size: 8.3pt; overflow-wrap: anywhere; }
.dot { flex: none; width: 15px; height: 15px; border-radius: 50%; background: #c8553d; display: inline-flex; align-items: center; justify-content: center; }
.dot svg { vertical-align: 0; }
</style></head><body>
<div class="page">
<div class="side">
${skillNames(resume).length ? `<h2>Skills</h2>${skillNames(resume).map((name) => `<div class="item">${esc(name)}</div>`).join('')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="item">${esc(language.language)} · ${esc(language.fluency)}</div>`).join('')}` : ''}
${resume.interests?.length ? `<h2 class="next">Interests</h2>${resume.interests.map((interest) => `<div class="item">${esc(interest.name)}</div>`).join('')}` : ''}
${contact.length ? `<div class="contact">${contact.map(([glyph, value]) => `<div class="row">${glyph}<span>${value}</span></div>`).join('')}</div>` : ''}
</div>
<div class="main">
<div class="block"><div class="family">${esc(family)}</div><div class="given">${esc(given)}</div></div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="content">
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${(resume.work ?? []).length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
</div>
</div>
</div>
</body></html>
`;
}

module.exports = { render };
