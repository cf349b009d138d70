'use strict';
/**
 * A two-column resume with a full-height burgundy LEFT sidebar holding the name (fifteenth batch), in the manner of Canva
 * and Kickresume templates: in the 66 mm sidebar, in white, the given name over the FAMILY NAME in spaced capitals, the
 * title, "CONTACT" (phone, the e-mail wrapped after its "@" where it is long, "linkedin.com/in/" over the username on the next line, "Town,
 * Region"), "KEY SKILLS" as each name over a thin level bar, "LANGUAGES" as "Name — level"; the white main column with
 * "PROFILE", "EXPERIENCE" (the title in bold, "Company | Town", "Mon YYYY – Mon YYYY" or "– Present" in burgundy,
 * bullets) and "EDUCATION" ("Degree, Area", the school, "YYYY – YYYY").
 */
const { esc, span, linkedin, place, share, linkedinHandle, givenAndFamily } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const { given, family } = givenAndFamily(b);
  const contact = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email).replace('@', '@<wbr>') : '', profile ? `linkedin.com/in/<br>${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((name) => ({ name, level: skill.level })) : [{ name: skill.name, level: skill.level }]));
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? ` | ${esc(job.location)}` : ''}</div><div class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.5pt; color: #2a2426; margin: 0; }
.backdrop { position: fixed; left: 0; top: 0; bottom: 0; width: 66mm; background: #6b2737; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; }
td { vertical-align: top; }
td.side { width: 66mm; padding: 14mm 7mm 10mm 8mm; color: #fbeef0; font-size: 8.2pt; }
td.main { padding: 14mm 13mm 10mm 8mm; }
.given { font-size: 17pt; letter-spacing: 3px; font-weight: 300; }
.family { font-size: 17pt; letter-spacing: 3px; font-weight: bold; text-transform: uppercase; }
.label { color: #f3c9d1; margin: 4px 0 7mm; font-size: 9pt; }
.side h2 { color: #fff; font-size: 9.5pt; letter-spacing: 2px; text-transform: uppercase; border-bottom: 1px solid #a2566a; padding-bottom: 2px; margin: 0 0 5px; }
.side h2.next { margin-top: 6mm; }
.row { margin-bottom: 5px; overflow-wrap: anywhere; }
.bar { height: 3px; background: #8e4356; margin: 2px 0 5px; }
.bar i { display: block; height: 3px; background: #f3c9d1; }
.main h2 { color: #6b2737; font-size: 10.5pt; letter-spacing: 2px; text-transform: uppercase; margin: 0 0 6px; }
.main h2.next { margin-top: 6mm; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.t { font-weight: bold; font-size: 9.4pt; }
.co { color: #555; }
.when { color: #6b2737; font-size: 8pt; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="cols"><tr>
<td class="side">
<div class="given">${esc(given)}</div><div class="family">${esc(family)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<h2>Contact</h2>${contact.map((value) => `<div class="row">${value}</div>`).join('')}` : ''}
${skills.length ? `<h2 class="next">Key skills</h2>${skills.map((skill) => `<div>${esc(skill.name)}</div><div class="bar"><i style="width:${Math.round(share(skill.level) * 100)}%"></i></div>`).join('')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="row">${esc(language.language)} — ${esc(language.fluency)}</div>`).join('')}` : ''}
</td>
<td class="main">
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2 class="next">Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
${resume.interests?.length ? `<h2 class="next">Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(' · ')}</p>` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
