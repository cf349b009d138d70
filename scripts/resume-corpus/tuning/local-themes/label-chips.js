'use strict';
/**
 * A two-column page whose section headings stand in a narrow LEFT label column (twentieth batch), PDF and images: the
 * name large and the title across the top; then every section a row of a grid, its label in a column 22% wide in small
 * capitals and colour, the first line of its content level with the label (baseline alignment): "CONTACT" (phone · e-mail
 * · linkedin.com/in/username · Town, Region), "PROFILE", "EXPERIENCE" (the title in bold with "Mon YYYY – Mon YYYY" or "–
 * Present" right-aligned, "Company · Town" under it, bullets), "EDUCATION" ("Degree, Area" in bold with "YYYY – YYYY"
 * right-aligned, the school), "SKILLS" as chips (rounded boxes, outlined or filled, flowing over several rows) and
 * "LANGUAGES" as chips too ("Anglais — C1", "English — Native"). Two variants by the name's length: an even one with the
 * labels right-aligned in teal, outlined chips and SKILLS before EXPERIENCE; an odd one with the labels left-aligned in
 * indigo, filled chips in a smaller face and SKILLS after EXPERIENCE and before LANGUAGES (EDUCATION last).
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const odd = String(b.name ?? '').length % 2 === 1;
  const contact = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="item"><div class="top"><span class="t">${esc(job.position)}</span><span class="d">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div><div class="co">${esc(job.name)}${job.location ? ` · ${esc(job.location)}` : ''}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="top"><span class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</span><span class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><div class="co">${esc(entry.institution)}</div></div>`);
  const chips = (items) => `<div class="chips">${items.map((item) => `<span class="chip">${item}</span>`).join(' ')}</div>`;
  const skills = skillNames(resume).map(esc);
  const languages = (resume.languages ?? []).map((language) => `${esc(language.language)} — ${esc(language.fluency)}`);
  const row = (label, body) => (body ? `<div class="row"><div class="lab">${label}</div><div class="body">${body}</div></div>` : '');
  const sections = {
    contact: row('Contact', contact.length ? `<div class="contact">${contact.join(' <span class="sep">·</span> ')}</div>` : ''),
    profile: row('Profile', b.summary ? `<p>${esc(b.summary)}</p>` : ''),
    experience: row('Experience', jobs.join('')),
    education: row('Education', schools.join('')),
    skills: row('Skills', skills.length ? chips(skills) : ''),
    languages: row('Languages', languages.length ? chips(languages) : ''),
  };
  const order = odd ? ['contact', 'profile', 'experience', 'skills', 'languages', 'education'] : ['contact', 'profile', 'skills', 'experience', 'education', 'languages'];
  const colour = odd ? '#3b3f99' : '#0f766e';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 14mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: ${odd ? "'DejaVu Sans', 'Liberation Sans', sans-serif" : "'Liberation Sans', 'Nimbus Sans', Arial, sans-serif"}; font-size: ${odd ? '8.8pt' : '9.8pt'}; color: #222; margin: 0; }
.head { display: grid; grid-template-columns: 22% 1fr; margin-bottom: 5mm; }
.head .name { grid-column: 2; font-size: ${odd ? '22pt' : '25pt'}; font-weight: bold; color: #1b1b1b; letter-spacing: 0.3px; }
.head .label { grid-column: 2; font-size: 11.5pt; color: ${colour}; margin-top: 1px; }
.row { display: grid; grid-template-columns: 22% 1fr; align-items: baseline; margin-bottom: 4.5mm; }
.lab { font-variant: small-caps; letter-spacing: 0.4px; font-size: ${odd ? '10pt' : '10.5pt'}; font-weight: bold; color: ${colour}; text-align: ${odd ? 'left' : 'right'}; padding-right: 6mm; }
.body { ${odd ? '' : `border-left: 1.5px solid ${colour}33; padding-left: 5mm;`} }
.item { margin-bottom: 6px; }
.top { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
.t { font-weight: bold; }
.d { color: #666; white-space: nowrap; font-size: ${odd ? '8.2pt' : '9pt'}; }
.co { color: #555; }
.contact .sep { color: ${colour}; margin: 0 4px; }
ul { margin: 2px 0 0 15px; padding: 0; }
p { margin: 0; }
.chips { display: flex; flex-wrap: wrap; gap: 5px 5px; }
.chip { display: inline-block; white-space: nowrap; border-radius: 11px; padding: 2px 9px; font-size: ${odd ? '8.2pt' : '9pt'}; ${odd ? `background: #e4e5f7; color: #25285f; border: 1px solid #e4e5f7;` : `border: 1px solid ${colour}; color: #114b46;`} }
</style></head><body>
<div class="head"><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</div>
${order.map((key) => sections[key]).join('\n')}
</body></html>
`;
}

module.exports = { render };
