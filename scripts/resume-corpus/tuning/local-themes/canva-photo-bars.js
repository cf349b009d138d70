'use strict';
/**
 * A Canva-style resume (eighteenth batch), rendered only as an image: a pale header with the name in a large bold face
 * and the title in spaced capitals at the left, a large round photo placeholder (a silhouette) at the RIGHT; two columns
 * below: the left (62 mm, tinted) with "CONTACT" as icon rows without labels (phone, e-mail, LinkedIn's "in" logo in a
 * small blue square before "/in/username", "Town, Region"), "SKILLS" as the name over a progress bar, "LANGUAGES" as the
 * name beside five dots (no level words); the right with "ABOUT ME", "EXPERIENCE" ("Mon YYYY – Mon YYYY" or "– Present"
 * over the title in bold and "Company | Town", bullets) and "EDUCATION" ("Degree, Area", the school, "YYYY – YYYY").
 */
const { esc, span, linkedin, place, share, icon, linkedinHandle } = require('./common');

const dots = (level) => {
  const n = Math.max(1, Math.min(5, Math.round(share(level) * 5)));
  return Array.from({ length: 5 }, (_, i) => `<span class="dot${i < n ? ' on' : ''}"></span>`).join('');
};

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const row = (name, value) => `<div class="c"><span class="ic">${icon(name, '#fff', 9)}</span><span>${value}</span></div>`;
  const inBox = `<span class="in"><svg width="9" height="9" viewBox="0 0 24 24" fill="#fff"><path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 8.5h3V21h-3zM9 8.5h2.9v1.7c.4-.8 1.5-1.9 3.4-1.9 3.5 0 4.2 2.3 4.2 5.3V21h-3v-6.6c0-1.6 0-3.5-2.1-3.5s-2.4 1.6-2.4 3.4V21H9z"/></svg></span>`;
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((k) => [k, skill.level]) : [[skill.name, skill.level]]));
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="d">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</div><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? ` | ${esc(job.location)}` : ''}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="job"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div class="co">${esc(entry.institution)}</div><div class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9pt; color: #2d2d2d; margin: 0; }
header { display: flex; align-items: center; justify-content: space-between; background: #f3ece4; padding: 12mm 14mm 10mm; }
h1 { font-size: 25pt; margin: 0; color: #3b3242; }
.label { font-size: 10pt; letter-spacing: 3px; text-transform: uppercase; color: #a0715c; margin-top: 4px; }
.photo { width: 40mm; height: 40mm; border-radius: 50%; background: #d9cfc5; border: 3px solid #fff; overflow: hidden; display: flex; align-items: flex-end; justify-content: center; flex-shrink: 0; }
.cols { display: flex; min-height: 240mm; }
.left { width: 62mm; background: #3b3242; color: #fff; padding: 8mm 6mm; box-sizing: border-box; }
.right { flex: 1; padding: 8mm 12mm 8mm 9mm; }
h2 { font-size: 10.5pt; letter-spacing: 2px; text-transform: uppercase; margin: 0 0 5px; padding-bottom: 2px; border-bottom: 1px solid #c9b8a8; }
.left h2 { border-color: #8c7b96; }
section { margin-bottom: 11px; }
.c { display: flex; align-items: center; gap: 5px; margin-bottom: 4px; font-size: 8.3pt; word-break: break-all; }
.ic, .in { width: 15px; height: 15px; flex-shrink: 0; display: inline-flex; align-items: center; justify-content: center; border-radius: 50%; background: #a0715c; }
.in { border-radius: 3px; background: #0a66c2; }
.sk { margin-bottom: 5px; }
.bar { height: 5px; background: #6d6075; border-radius: 3px; margin-top: 2px; }
.bar span { display: block; height: 5px; background: #e8c9a8; border-radius: 3px; }
.lg { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; }
.dot { display: inline-block; width: 7px; height: 7px; border-radius: 50%; background: #6d6075; margin-left: 2px; }
.dot.on { background: #e8c9a8; }
.job { margin-bottom: 7px; }
.d { color: #a0715c; font-size: 8.3pt; }
.t { font-weight: bold; font-size: 9.6pt; }
.co { color: #666; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 0; }
</style></head><body>
<header><div><h1>${esc(b.name)}</h1>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</div>
<div class="photo"><svg width="110" height="110" viewBox="0 0 24 24" fill="#b5a596"><circle cx="12" cy="8" r="4.5"/><path d="M3 24c0-6 4-9 9-9s9 3 9 9z"/></svg></div></header>
<div class="cols"><aside class="left">
<section><h2>Contact</h2>
${b.phone ? row('phone', esc(b.phone)) : ''}
${b.email ? row('mail', esc(b.email)) : ''}
${profile ? `<div class="c">${inBox}<span>/in/${esc(linkedinHandle(profile))}</span></div>` : ''}
${b.location?.city ? row('pin', esc(place(b.location))) : ''}
</section>
${skills.length ? `<section><h2>Skills</h2>${skills.map(([name, level]) => `<div class="sk">${esc(name)}<div class="bar"><span style="width:${Math.round(share(level) * 100)}%"></span></div></div>`).join('')}</section>` : ''}
${resume.languages?.length ? `<section><h2>Languages</h2>${resume.languages.map((language) => `<div class="lg"><span>${esc(language.language)}</span><span>${dots(language.fluency)}</span></div>`).join('')}</section>` : ''}
</aside><main class="right">
${b.summary ? `<section><h2>About me</h2><p>${esc(b.summary)}</p></section>` : ''}
${jobs.length ? `<section><h2>Experience</h2>${jobs.join('')}</section>` : ''}
${schools.length ? `<section><h2>Education</h2>${schools.join('')}</section>` : ''}
</main></div></body></html>
`;
}

module.exports = { render };
