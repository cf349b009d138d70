'use strict';
/**
 * A resume with a dark header band (nineteenth batch), rendered only as an image: the name large in white, the title in
 * pale blue, and the contacts on ONE line of white icon + value pairs (phone, e-mail, LinkedIn's logo before
 * "linkedin.com/in/username", a pin before "Town, Region"); under it a grey LEFT sidebar with "SKILLS" as a tag cloud
 * (rounded pills, several a row), "LANGUAGES" ("Name — level") and "INTERESTS"; the main column with "PROFILE",
 * "EXPERIENCE" ("Title — Company" in bold, "Mon YYYY – Mon YYYY" or "– Present" and the town in grey, bullets) and
 * "EDUCATION" ("Degree, Area", the school, "YYYY – YYYY").
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle, icon } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const pair = (name, value) => `<span class="c">${icon(name, '#ffffff', 11)}&nbsp;${value}</span>`;
  const contact = [b.phone ? pair('phone', esc(b.phone)) : '', b.email ? pair('mail', esc(b.email)) : '', profile ? pair('linkedin', `linkedin.com/in/${esc(linkedinHandle(profile))}`) : '', b.location?.city ? pair('pin', esc(place(b.location))) : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="item"><div class="t">${esc(job.position)} — ${esc(job.name)}</div><div class="d">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}${job.location ? ` · ${esc(job.location)}` : ''}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div><div class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.6pt; color: #222; margin: 0; }
.band { background: #1f2d3d; color: #fff; padding: 12mm 12mm 8mm; }
h1 { font-size: 27pt; margin: 0; color: #fff; font-weight: bold; }
.label { font-size: 12.5pt; color: #a9cbe8; margin: 2px 0 8px; }
.contact { font-size: 8.8pt; color: #fff; white-space: nowrap; }
.contact .c { margin-right: 11px; }
.page { display: flex; min-height: 245mm; }
.side { width: 64mm; background: #eef0f3; padding: 8mm 6mm; box-sizing: border-box; }
.main { flex: 1; padding: 8mm 12mm 8mm 8mm; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1.2px; color: #1f2d3d; margin: 0 0 6px; border-bottom: 2px solid #1f2d3d; padding-bottom: 2px; }
section { margin-bottom: 11px; }
.tags { display: flex; flex-wrap: wrap; gap: 4px; }
.tag { background: #1f2d3d; color: #fff; border-radius: 10px; padding: 2px 8px; font-size: 8.4pt; white-space: nowrap; }
.item { margin-bottom: 8px; }
.t { font-weight: bold; }
.d { font-size: 8.8pt; color: #777; }
ul { margin: 2px 0 0 15px; padding: 0; }
p { margin: 0; }
.lang { margin-bottom: 3px; }
</style></head><body>
<div class="band">
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<div class="contact">${contact.join('')}</div>` : ''}
</div>
<div class="page">
<aside class="side">
${skills.length ? `<section><h2>Skills</h2><div class="tags">${skills.map((name) => `<span class="tag">${esc(name)}</span>`).join(' ')}</div></section>` : ''}
${resume.languages?.length ? `<section><h2>Languages</h2>${resume.languages.map((language) => `<div class="lang">${esc(language.language)} — ${esc(language.fluency)}</div>`).join('')}</section>` : ''}
${resume.interests?.length ? `<section><h2>Interests</h2>${resume.interests.map((interest) => `<div>${esc(interest.name)}</div>`).join('')}</section>` : ''}
</aside>
<main class="main">
${b.summary ? `<section><h2>Profile</h2><p>${esc(b.summary)}</p></section>` : ''}
${jobs.length ? `<section><h2>Experience</h2>${jobs.join('')}</section>` : ''}
${schools.length ? `<section><h2>Education</h2>${schools.join('')}</section>` : ''}
</main></div></body></html>
`;
}

module.exports = { render };
