'use strict';
/**
 * A two-column resume with a full-height slate sidebar on the LEFT (fourteenth batch), in the manner of Canva and
 * resume-builder pages: the name in a large face at the top of the white main column (a middle name printed whole,
 * the family name in capitals or not), the title in teal; in the 62 mm sidebar "CONTACT" as rows of an SVG icon
 * and a value without labels (phone, envelope, pin "Town, Region", LinkedIn's logo before the whole https URL of the
 * profile, wrapped onto two lines in the narrow column, a globe before a personal website), "SKILLS" as each skill's
 * name over a level bar, "LANGUAGES" as the name and its level words, "INTERESTS"; the main column with "PROFILE",
 * "EXPERIENCE" (the title in bold with "Mon YYYY – Mon YYYY" or "– Present" right-aligned, "Company | Town" in grey,
 * bullets) and "EDUCATION" (the school in bold first, then "Degree, Area" and "YYYY – YYYY").
 */
const { esc, span, linkedin, place, share, icon } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const light = '#e6eef2';
  const contact = [
    b.phone ? [icon('phone', light, 11), esc(b.phone)] : null,
    b.email ? [icon('mail', light, 11), esc(b.email)] : null,
    b.location?.city ? [icon('pin', light, 11), esc(place(b.location))] : null,
    profile ? [icon('linkedin', light, 11), esc(profile.url)] : null,
    b.url ? [icon('web', light, 11), esc(b.url)] : null,
  ].filter(Boolean);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((name) => ({ name, level: skill.level })) : [{ name: skill.name, level: skill.level }]));
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.position)}</b> <span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div><div class="where">${esc(job.name)}${job.location ? ` | ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><b>${esc(entry.institution)}</b><div>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</div><div class="where">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; color: #2b2f33; margin: 0; }
.backdrop { position: fixed; left: 0; top: 0; bottom: 0; width: 62mm; background: #263645; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; }
td { vertical-align: top; }
td.side { width: 62mm; padding: 14mm 6mm 10mm 7mm; color: #e6eef2; font-size: 8.4pt; }
td.main { padding: 14mm 13mm 10mm 9mm; }
.name { font-size: 26pt; font-weight: bold; color: #1d2b36; line-height: 1.1; }
.label { font-size: 12pt; color: #17808a; margin: 4px 0 4mm; }
.side h2 { font-size: 10pt; letter-spacing: 1.5px; text-transform: uppercase; color: #fff; border-bottom: 1px solid #5d7487; padding-bottom: 3px; margin: 0 0 6px; }
.side h2.next { margin-top: 7mm; }
.row { display: flex; gap: 6px; align-items: flex-start; margin-bottom: 6px; }
.row svg { flex: none; margin-top: 1px; }
.row span { overflow-wrap: anywhere; word-break: break-all; }
.skill { margin-bottom: 5px; }
.bar { height: 4px; background: #4a6072; border-radius: 2px; margin-top: 2px; }
.bar i { display: block; height: 4px; background: #5fc3c9; border-radius: 2px; }
.lang { margin-bottom: 4px; }
.lang small { color: #a9bcc9; }
.main h2 { font-size: 11pt; letter-spacing: 1.5px; text-transform: uppercase; color: #17808a; margin: 5mm 0 5px; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 8px; font-size: 9.6pt; }
.when { color: #5b6770; white-space: nowrap; font-size: 8.6pt; }
.where { color: #6b7780; }
ul { margin: 3px 0 0 14px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="cols"><tr>
<td class="side">
${contact.length ? `<h2>Contact</h2>${contact.map(([svg, value]) => `<div class="row">${svg}<span>${value}</span></div>`).join('')}` : ''}
${skills.length ? `<h2 class="next">Skills</h2>${skills.map((skill) => `<div class="skill">${esc(skill.name)}<div class="bar"><i style="width:${Math.round(share(skill.level) * 100)}%"></i></div></div>`).join('')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="lang">${esc(language.language)}<br><small>${esc(language.fluency)}</small></div>`).join('')}` : ''}
${resume.interests?.length ? `<h2 class="next">Interests</h2><div>${resume.interests.map((interest) => esc(interest.name)).join('<br>')}</div>` : ''}
</td>
<td class="main">
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
