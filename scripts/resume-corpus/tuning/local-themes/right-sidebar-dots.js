'use strict';
/**
 * A two-column resume with a sand-coloured sidebar on the RIGHT (fourteenth batch), in the manner of Canva and Pages
 * templates: the name very large and letter-spaced in a light face at the top of the main column (the family name in
 * capitals or not), the title in spaced capitals; in the 60 mm sidebar "CONTACT" as rows of an SVG icon and a value
 * (phone, envelope with the e-mail wrapped anywhere, pin "Town, Region", LinkedIn's logo before the username alone, a
 * globe before a personal website), "SKILLS" as each skill's name with five rating dots, "LANGUAGES" as the name with
 * dots and its level under it, "INTERESTS"; the main column with "PROFILE", "EXPERIENCE" (the title in bold, the company
 * in italics, "Mon YYYY – Mon YYYY · Town" in grey, bullets) and "EDUCATION" ("Degree in Area" in bold, the school,
 * "YYYY – YYYY").
 */
const { esc, span, linkedin, place, share, icon, linkedinHandle } = require('./common');

const dots = (value) => `<span class="dots">${[1, 2, 3, 4, 5].map((n) => `<i class="${n <= Math.round(value * 5) ? 'on' : ''}"></i>`).join('')}</span>`;

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const ink = '#8a5a2b';
  const contact = [
    b.phone ? [icon('phone', ink, 11), esc(b.phone)] : null,
    b.email ? [icon('mail', ink, 11), esc(b.email)] : null,
    b.location?.city ? [icon('pin', ink, 11), esc(place(b.location))] : null,
    profile ? [icon('linkedin', ink, 11), esc(linkedinHandle(profile))] : null,
    b.url ? [icon('web', ink, 11), esc(b.url)] : null,
  ].filter(Boolean);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((name) => ({ name, level: skill.level })) : [{ name: skill.name, level: skill.level }]));
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="title">${esc(job.position)}</div><div class="co">${esc(job.name)}</div><div class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}${job.location ? ` · ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="title">${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.6pt; color: #2e2a26; margin: 0; }
.backdrop { position: fixed; right: 0; top: 0; bottom: 0; width: 60mm; background: #f3ece2; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; }
td { vertical-align: top; }
td.main { padding: 15mm 8mm 10mm 14mm; }
td.side { width: 60mm; padding: 15mm 8mm 10mm 7mm; font-size: 8.2pt; }
.name { font-size: 27pt; font-weight: 300; letter-spacing: 3px; line-height: 1.15; color: #3b2f25; }
.label { font-size: 10pt; letter-spacing: 3px; text-transform: uppercase; color: ${ink}; margin: 5px 0 6mm; }
h2 { font-size: 10pt; letter-spacing: 2px; text-transform: uppercase; color: ${ink}; margin: 0 0 6px; }
h2.next { margin-top: 6mm; }
.row { display: flex; gap: 6px; align-items: flex-start; margin-bottom: 6px; }
.row svg { flex: none; margin-top: 1px; }
.row span { overflow-wrap: anywhere; }
.skill, .lang > div { display: flex; justify-content: space-between; gap: 4px; margin-bottom: 4px; }
.lang { margin-bottom: 5px; }
.lang small { color: #7a6c5e; }
.dots { white-space: nowrap; }
.dots i { display: inline-block; width: 7px; height: 7px; border-radius: 50%; background: #dccbb5; margin-left: 2px; }
.dots i.on { background: ${ink}; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.title { font-weight: bold; font-size: 9.6pt; }
.co { font-style: italic; }
.when { color: #7a6c5e; font-size: 8.2pt; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="cols"><tr>
<td class="main">
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2 class="next">Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
</td>
<td class="side">
${contact.length ? `<h2>Contact</h2>${contact.map(([svg, value]) => `<div class="row">${svg}<span>${value}</span></div>`).join('')}` : ''}
${skills.length ? `<h2 class="next">Skills</h2>${skills.map((skill) => `<div class="skill"><span>${esc(skill.name)}</span> ${dots(share(skill.level))}</div>`).join('')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="lang"><div><span>${esc(language.language)}</span> ${dots(share(language.fluency))}</div><small>${esc(language.fluency)}</small></div>`).join('')}` : ''}
${resume.interests?.length ? `<h2 class="next">Interests</h2><div>${resume.interests.map((interest) => esc(interest.name)).join(' · ')}</div>` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
