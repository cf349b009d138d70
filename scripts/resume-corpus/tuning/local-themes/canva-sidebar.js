'use strict';
/**
 * A two-column resume in the manner of Canva's templates: a coloured sidebar on the left (a round
 * picture placeholder, "Contact" with icons, "Education" with years, "Skills" with bars, "Languages"
 * with bars and their level in small type), the name in spaced capitals and the title on the right,
 * then the profile and the jobs (the title in bold, "Company | Town", "YYYY - YYYY" years).
 */
const { esc, span, linkedin, skillNames, share, icon, country } = require('./common');

const bar = (value) => `<div class="bar"><div style="width:${Math.round(value * 100)}%"></div></div>`;

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const contact = [
    b.phone ? `${icon('phone', '#f2c14e')}<span>${esc(b.phone)}</span>` : '',
    b.email ? `${icon('mail', '#f2c14e')}<span>${esc(b.email)}</span>` : '',
    loc?.city ? `${icon('pin', '#f2c14e')}<span>${esc([loc.city, country(loc.countryCode)].filter(Boolean).join(', '))}</span>` : '',
    profile ? `${icon('linkedin', '#f2c14e')}<span>${esc(profile.username || profile.url)}</span>` : '',
  ].filter(Boolean);
  const levelled = Object.fromEntries((resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]).map((name) => [name, skill.level])));
  const skills = skillNames(resume).map((name, index) => `<div class="skill">${esc(name)}${bar(levelled[name] ? share(levelled[name]) : [0.9, 0.75, 0.85, 0.65, 0.8][index % 5])}</div>`);
  const languages = (resume.languages ?? []).map((language) => `<div class="skill">${esc(language.language)} <small>(${esc(language.fluency)})</small>${bar(share(language.fluency))}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="school"><div class="years">${esc(span(entry.startDate, entry.endDate, 'year', { dash: ' - ' }))}</div><b>${esc([entry.studyType, entry.area].filter(Boolean).join(' '))}</b><div>${esc(entry.institution)}</div></div>`);
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="top"><b>${esc(job.position)}</b> <span class="years">${esc(span(job.startDate, job.endDate, 'year', { dash: ' - ', ongoing: !job.endDate }))}</span></div><div class="where">${esc(job.name)}${job.location ? ` | ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)} | Resume</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Montserrat', 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 8.6pt; color: #2b2b2b; margin: 0; }
.backdrop { position: fixed; left: 0; top: 0; bottom: 0; width: 35%; background: #1f4e5f; }
table.page { width: 100%; border-collapse: collapse; position: relative; }
td.side { width: 35%; vertical-align: top; color: #fff; padding: 14mm 7mm 10mm 8mm; }
td.main { vertical-align: top; padding: 16mm 10mm 10mm 9mm; }
.photo { width: 34mm; height: 34mm; border-radius: 50%; background: #d5e3e8; border: 3px solid #f2c14e; margin: 0 auto 8mm; text-align: center; overflow: hidden; }
.side h3 { font-size: 10pt; letter-spacing: 1.5px; text-transform: uppercase; border-bottom: 1px solid #f2c14e; padding-bottom: 3px; margin: 7mm 0 3mm; }
.contact div { margin: 0 0 6px; display: flex; gap: 6px; align-items: flex-start; word-break: break-all; }
.skill { margin-bottom: 5px; }
.skill small { color: #cfe0e6; }
.bar { height: 4px; background: #3d6d7d; border-radius: 2px; margin-top: 2px; }
.bar div { height: 4px; background: #f2c14e; border-radius: 2px; }
.school { margin-bottom: 8px; }
.years { color: #f2c14e; font-size: 8pt; }
h1 { font-size: 24pt; letter-spacing: 1px; text-transform: uppercase; margin: 0; color: #1f4e5f; line-height: 1.1; }
.label { font-size: 11pt; letter-spacing: 1px; text-transform: uppercase; color: #5b8a99; margin: 4px 0 8mm; }
.main h2 { font-size: 11pt; letter-spacing: 1.5px; text-transform: uppercase; color: #1f4e5f; border-bottom: 2px solid #1f4e5f; padding-bottom: 3px; margin: 6mm 0 3mm; }
.job { margin-bottom: 5mm; page-break-inside: avoid; }
.job .top { display: flex; justify-content: space-between; font-size: 10pt; }
.job .years { color: #5b8a99; }
.where { color: #5b8a99; font-style: italic; }
ul { margin: 3px 0 0 14px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="page"><tr>
<td class="side">
<div class="photo"><svg width="100%" height="100%" viewBox="0 0 24 24" fill="#8fb3c0"><circle cx="12" cy="9" r="4.5"/><path d="M2 24c0-6 4.5-9 10-9s10 3 10 9z"/></svg></div>
<h3>Contact</h3><div class="contact">${contact.map((line) => `<div>${line}</div>`).join('')}</div>
${schools.length ? `<h3>Education</h3>${schools.join('')}` : ''}
${skills.length ? `<h3>Skills</h3>${skills.join('')}` : ''}
${languages.length ? `<h3>Languages</h3>${languages.join('')}` : ''}
</td>
<td class="main">
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Work experience</h2>${jobs.join('')}` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
