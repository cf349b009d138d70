'use strict';
/**
 * A dense one-page two-column resume (sixteenth batch) rendered only as a scan (themes.js imageOnly and scan: greyscale,
 * a slight rotation, noise): the name in bold over a full-width rule with the title and one contact line "e-mail |
 * phone | in/username | Town" under it; two equal columns with a 5 mm gutter in 8-point type: "PROFILE" and
 * "EXPERIENCE" on the left (the title in bold, "Company, Town", "MM/YYYY – MM/YYYY" or "– Present", bullets);
 * "EDUCATION" ("Degree, Area", the school, "YYYY – YYYY"), "SKILLS" as "•"-separated names, "LANGUAGES" as "Name –
 * level" rows and "INTERESTS" on the right.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.email ? esc(b.email) : '', b.phone ? esc(b.phone) : '', profile ? `in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><b>${esc(job.position)}</b><div>${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div><div class="when">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b><div>${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 11mm 12mm 10mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8pt; color: #111; margin: 0; line-height: 1.25; }
.name { font-size: 16pt; font-weight: bold; border-bottom: 1.5px solid #111; padding-bottom: 2px; }
.label { font-size: 9.5pt; margin: 3px 0 1px; }
.contact { font-size: 8pt; margin-bottom: 6px; }
.cols { display: grid; grid-template-columns: 1fr 1fr; gap: 0 5mm; }
h2 { font-size: 8.8pt; text-transform: uppercase; background: #e4e4e4; padding: 1px 3px; margin: 6px 0 4px; }
.entry { margin-bottom: 5px; page-break-inside: avoid; }
.when { color: #444; }
ul { margin: 1px 0 0 12px; padding: 0; }
p { margin: 1px 0; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<div class="contact">${contact.join(' | ')}</div>` : ''}
<div class="cols"><div>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
</div><div>
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${skillNames(resume).length ? `<h2>Skills</h2><p>${skillNames(resume).map(esc).join(' • ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<div>${esc(language.language)} – ${esc(language.fluency)}</div>`).join('')}` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</div></div>
</body></html>
`;
}

module.exports = { render };
