'use strict';
/**
 * A centred header with a round photo placeholder (fifteenth batch), in the manner of Novoresume and Kickresume pages: a
 * grey circle with a silhouette (no initials), under it the name in spaced capitals, the title, and a row of contact
 * values each after a small SVG icon (phone, e-mail, LinkedIn's logo before "in/username", a pin before "Town,
 * Region"); two columns below: "PROFILE", "EXPERIENCE" (the title in bold, "Company — Town" in blue, "Mon YYYY – Mon
 * YYYY" or "– Present" under it, bullets) and "EDUCATION" ("Degree in Area", the school, "YYYY – YYYY") on the left;
 * "EXPERTISE" on the right as each skill's name with five stars (★★★★☆), "LANGUAGES" as "Name" over its level.
 */
const { esc, span, linkedin, place, share, icon, linkedinHandle } = require('./common');

const stars = (value) => {
  const n = Math.max(1, Math.round(value * 5));
  return `<span class="stars">${'★'.repeat(n)}<span class="off">${'☆'.repeat(5 - n)}</span></span>`;
};

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const ink = '#2f5f8f';
  const contact = [
    b.phone ? [icon('phone', ink, 10), esc(b.phone)] : null,
    b.email ? [icon('mail', ink, 10), esc(b.email)] : null,
    profile ? [icon('linkedin', ink, 10), `in/${esc(linkedinHandle(profile))}`] : null,
    b.location?.city ? [icon('pin', ink, 10), esc(place(b.location))] : null,
  ].filter(Boolean);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((name) => ({ name, level: skill.level })) : [{ name: skill.name, level: skill.level }]));
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? ` — ${esc(job.location)}` : ''}</div><div class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="t">${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 11mm 13mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.5pt; color: #2b2f36; margin: 0; }
.head { text-align: center; }
.photo { width: 24mm; height: 24mm; border-radius: 50%; background: #dfe6ee; margin: 0 auto 3mm; display: flex; align-items: flex-end; justify-content: center; overflow: hidden; }
.name { font-size: 19pt; letter-spacing: 5px; text-transform: uppercase; color: #1f3650; }
.label { font-size: 9.5pt; color: ${ink}; margin: 3px 0 4mm; letter-spacing: 1px; }
.contact { display: flex; flex-wrap: wrap; justify-content: center; gap: 3px 16px; border-top: 1px solid #d5dde6; border-bottom: 1px solid #d5dde6; padding: 6px 0; font-size: 8.2pt; }
.contact span.c { white-space: nowrap; }
.contact svg { margin-right: 4px; }
table.cols { width: 100%; border-collapse: collapse; margin-top: 5mm; }
td { vertical-align: top; }
td.side { width: 58mm; padding-left: 8mm; }
h2 { font-size: 10pt; color: #1f3650; text-transform: uppercase; letter-spacing: 2px; margin: 0 0 6px; }
h2.next { margin-top: 5mm; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.t { font-weight: bold; font-size: 9.4pt; }
.co { color: ${ink}; }
.when { color: #707a86; font-size: 8pt; }
.skill { display: flex; justify-content: space-between; gap: 6px; margin-bottom: 4px; }
.stars { color: #e0a100; white-space: nowrap; letter-spacing: 1px; }
.stars .off { color: #c8ced6; }
.lang { margin-bottom: 5px; }
.lang small { display: block; color: #707a86; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="head">
<div class="photo"><svg width="19mm" height="19mm" viewBox="0 0 24 24" fill="#a9b7c6"><circle cx="12" cy="9" r="5"/><path d="M2 24c0-6 4.5-9 10-9s10 3 10 9z"/></svg></div>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<div class="contact">${contact.map(([svg, value]) => `<span class="c">${svg}${value}</span>`).join(' ')}</div>` : ''}
</div>
<table class="cols"><tr>
<td class="main">
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2 class="next">Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
</td>
<td class="side">
${skills.length ? `<h2>Expertise</h2>${skills.map((skill) => `<div class="skill"><span>${esc(skill.name)}</span> ${stars(share(skill.level))}</div>`).join('')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="lang">${esc(language.language)}<small>${esc(language.fluency)}</small></div>`).join('')}` : ''}
${resume.interests?.length ? `<h2 class="next">Interests</h2><div>${resume.interests.map((interest) => esc(interest.name)).join('<br>')}</div>` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
