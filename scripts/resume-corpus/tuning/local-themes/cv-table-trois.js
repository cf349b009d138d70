'use strict';
/**
 * A French "CV" laid out in three-cell table rows (eighteenth batch), PDF and images: the name centred in bold, the title,
 * one contact line (address, phone, e-mail, linkedin.com/in/username); headings in capitals over a grey rule;
 * "WORK EXPERIENCE" ("Expérience professionnelle") as rows "2019 – 2023 | Title | Company, Town" and "EDUCATION"
 * ("Formation") as rows "2016 – 2018 | Degree Area | School", the three cells with thin borders; "SKILLS" as labelled rows
 * "Group: a, b, c" ("Informatique : Word, Excel, PowerPoint", "Qualités : rigueur, autonomie"); "LANGUAGES" as
 * "Name: level" rows; "INTERESTS".
 */
const { esc, span, linkedin, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const address = b.location ? [b.location.address, [b.location.postalCode, b.location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const contact = [address ? esc(address) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<tr><td class="d">${esc(span(job.startDate, job.endDate, 'year', { ongoing: !job.endDate }))}</td><td class="m"><b>${esc(job.position)}</b></td><td>${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</td></tr>`);
  const schools = (resume.education ?? []).map((entry) => `<tr><td class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</td><td class="m"><b>${esc(entry.studyType)}${entry.area ? ` ${esc(entry.area)}` : ''}</b></td><td>${esc(entry.institution)}</td></tr>`);
  const groups = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? `<p><b>${esc(skill.name)}:</b> ${skill.keywords.map(esc).join(', ')}</p>` : `<p>${esc(skill.name)}</p>`));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 15mm 16mm 13mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10pt; color: #1b1b1b; margin: 0; }
.name { text-align: center; font-size: 19pt; font-weight: bold; margin: 0; }
.label { text-align: center; font-size: 12pt; color: #8a2d2d; margin: 2px 0; }
.contact { text-align: center; font-size: 8.8pt; margin: 2px 0 6px; }
h2 { font-size: 10.5pt; text-transform: uppercase; color: #8a2d2d; border-bottom: 1px solid #999; margin: 12px 0 5px; }
table { border-collapse: collapse; width: 100%; }
td { border: 1px solid #c8c8c8; padding: 3px 5px; vertical-align: top; }
td.d { width: 27mm; white-space: nowrap; }
td.m { width: 70mm; }
p { margin: 1px 0; }
</style></head><body>
<p class="name">${esc(b.name)}</p>
${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}
${contact.length ? `<p class="contact">${contact.join(' – ')}</p>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Work experience</h2><table>${jobs.join('')}</table>` : ''}
${schools.length ? `<h2>Education</h2><table>${schools.join('')}</table>` : ''}
${groups.length ? `<h2>Skills</h2>${groups.join('')}` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<p>${esc(language.language)}: ${esc(language.fluency)}</p>`).join('')}` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
