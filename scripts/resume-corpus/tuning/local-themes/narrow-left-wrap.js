'use strict';
/**
 * A narrow LEFT sidebar resume (eighteenth batch), rendered only as an image: a 44 mm sidebar in dark green with white
 * text: "CONTACT" (the phone, the e-mail wrapped after its "@" where it is long, the LinkedIn profile as "LinkedIn" on one
 * line and the username on the next, or as "linkedin.com/in/" with the username on the next line, "Town, Region"),
 * "SKILLS" one a line, "LANGUAGES" as the name over its level; the main column with the name large, the title, "PROFILE",
 * "EXPERIENCE" (the title in bold, "Company, Town", "MM/YYYY – MM/YYYY" or "– Present", bullets) and "EDUCATION"
 * ("Degree, Area", the school, "YYYY – YYYY").
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  // (the e-mail may break after its "@" and at its dots and hyphens: a long address wraps as the narrow sidebar makes it)
  const email = b.email ? esc(b.email).replace('@', '@<wbr>').replace(/([.-])/g, '$1<wbr>') : '';
  const linkedinRow = profile ? (handle.length % 2 === 0 ? `<div class="k">LinkedIn</div><div class="v">${esc(handle)}</div>` : `<div class="v">linkedin.com/in/</div><div class="v">${esc(handle)}</div>`) : '';
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div><div class="d">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="job"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div class="co">${esc(entry.institution)}</div><div class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.5pt; color: #222; margin: 0; }
.page { display: flex; min-height: 297mm; }
.side { width: 44mm; background: #23483d; color: #fff; padding: 16mm 5mm 10mm; box-sizing: border-box; font-size: 8.6pt; }
.side h3 { font-size: 9pt; letter-spacing: 1px; text-transform: uppercase; border-bottom: 1px solid #8fb3a7; margin: 0 0 5px; padding-bottom: 2px; }
.side section { margin-bottom: 12px; }
.side .v, .side .k { margin-bottom: 1px; overflow-wrap: normal; }
.side .k { color: #b9d6cc; }
.side .gap { margin-bottom: 6px; }
.main { flex: 1; padding: 15mm 12mm 10mm 9mm; }
h1 { font-size: 24pt; margin: 0; color: #23483d; }
.label { font-size: 12pt; color: #666; margin: 2px 0 10px; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1px; color: #23483d; border-bottom: 1px solid #23483d; margin: 12px 0 5px; }
.job { margin-bottom: 7px; }
.t { font-weight: bold; }
.co { color: #23483d; }
.d { font-size: 8.8pt; color: #777; }
ul { margin: 2px 0 0 16px; padding: 0; }
p { margin: 0; }
</style></head><body><div class="page">
<aside class="side">
<section><h3>Contact</h3>
${b.phone ? `<div class="v gap">${esc(b.phone)}</div>` : ''}
${email ? `<div class="v gap">${email}</div>` : ''}
${linkedinRow ? `<div class="gap">${linkedinRow}</div>` : ''}
${b.location?.city ? `<div class="v">${esc(place(b.location))}</div>` : ''}
</section>
${skillNames(resume).length ? `<section><h3>Skills</h3>${skillNames(resume).map((name) => `<div class="v">${esc(name)}</div>`).join('')}</section>` : ''}
${resume.languages?.length ? `<section><h3>Languages</h3>${resume.languages.map((language) => `<div class="v">${esc(language.language)}</div><div class="k gap">${esc(language.fluency)}</div>`).join('')}</section>` : ''}
</aside>
<main class="main">
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
</main></div></body></html>
`;
}

module.exports = { render };
