'use strict';
/**
 * A resume with a RIGHT sidebar 35% wide (nineteenth batch), rendered only as an image: the name, the title and one
 * contact line across the top; the left main column with "PROFILE", "EXPERIENCE" (the title in bold, "Company · Town",
 * "Mon YYYY – Mon YYYY" or "– Present", bullets) and "EDUCATION" ("Degree, Area", the school, "YYYY – YYYY"); the pale
 * right sidebar with "SKILLS" as a bulleted list of items of one to three words, "LANGUAGES" ("Name – level") and
 * "CERTIFICATIONS" ("Name (YYYY)"). The page is a grid of two rows, so the sidebar's "SKILLS" heading stands at the height
 * of the main column's "EXPERIENCE" heading.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="item"><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? ` · ${esc(job.location)}` : ''}</div><div class="d">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div class="co">${esc(entry.institution)}</div><div class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.6pt; color: #262626; margin: 0; }
header { padding: 14mm 12mm 6mm; border-bottom: 3px solid #3b6e8f; }
h1 { font-size: 25pt; margin: 0; color: #1d3b50; letter-spacing: 0.5px; }
.label { font-size: 12.5pt; color: #3b6e8f; margin: 2px 0 6px; }
.contact { font-size: 9pt; color: #444; }
.grid { display: grid; grid-template-columns: 65% 35%; grid-template-rows: auto 1fr; min-height: 240mm; background: linear-gradient(to right, #fff 65%, #eaf1f6 65%); }
.main { padding: 0 8mm 0 12mm; }
.side { padding: 0 9mm 0 7mm; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1.2px; color: #1d3b50; border-bottom: 1px solid #9db7c9; margin: 9mm 0 5px; padding-bottom: 2px; }
.item { margin-bottom: 8px; }
.t { font-weight: bold; }
.co { color: #3b6e8f; }
.d { font-size: 8.8pt; color: #777; }
ul { margin: 2px 0 0 15px; padding: 0; }
.side ul { margin: 0 0 0 14px; }
.side li { margin-bottom: 2px; }
p { margin: 0; }
.lang, .cert { margin-bottom: 3px; }
</style></head><body>
<header>
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<div class="contact">${contact.join(' &nbsp;|&nbsp; ')}</div>` : ''}
</header>
<div class="grid">
<div class="main">${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}</div>
<div class="side"></div>
<div class="main">
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
</div>
<div class="side">
${skills.length ? `<h2>Skills</h2><ul>${skills.map((name) => `<li>${esc(name)}</li>`).join('')}</ul>` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<div class="lang">${esc(language.language)} – ${esc(language.fluency)}</div>`).join('')}` : ''}
${resume.certificates?.length ? `<h2>Certifications</h2>${resume.certificates.map((cert) => `<div class="cert">${esc(cert.name)}${cert.date ? ` (${esc(String(cert.date).slice(0, 4))})` : ''}</div>`).join('')}` : ''}
</div>
</div>
</body></html>
`;
}

module.exports = { render };
