'use strict';
/**
 * A compact one-page US resume (eleventh batch): the name centred in bold, one contact line under it
 * ("Town, Region • phone • e-mail • the LinkedIn URL as the profile gives it, with or without its
 * scheme"); capital headings over rules; EXPERIENCE with the company in bold and its town right-aligned,
 * the title in italics with "Month YYYY – Present" right-aligned, bullets; EDUCATION with the school, the
 * degree "in" the area and the graduation month (or year) alone; SKILLS as rows of a group name and its
 * keywords ("Languages: Python, Go  Frameworks: …" one a line: the group "Languages" is programming
 * languages); ADDITIONAL with the spoken languages ("Spoken languages: English (Fluent), …") and interests.
 */
const { esc, span, date, linkedin } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const contact = [
    loc?.city ? [loc.city, loc.region].filter(Boolean).join(', ') : '',
    b.phone ?? '',
    b.landline ?? '',
    b.email ?? '',
    profile ? profile.url : '',
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="item"><div class="row"><b>${esc(job.name)}</b><span>${esc(job.location ?? '')}</span></div><div class="row"><i>${esc(job.position)}</i><span>${esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate }))}</span></div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : job.summary ? `<ul><li>${esc(job.summary)}</li></ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="row"><b>${esc(entry.institution)}</b><span>${esc(entry.endDate ? date(entry.endDate, 'long') : '')}</span></div><div><i>${esc([entry.studyType, entry.area].filter(Boolean).join(' in '))}</i></div></div>`);
  const groups = (resume.skills ?? []).filter((skill) => skill.keywords?.length);
  const singles = (resume.skills ?? []).filter((skill) => !skill.keywords?.length).map((skill) => skill.name);
  const rows = [...groups.map((skill) => [skill.name, skill.keywords]), ...(singles.length ? [['Other', singles]] : [])];
  const spoken = (resume.languages ?? []).map((language) => `${language.language} (${language.fluency})`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)} - Resume</title>
<style>
@page { size: Letter; margin: 0.45in 0.55in; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.8pt; color: #000; margin: 0; line-height: 1.22; }
h1 { text-align: center; font-size: 19pt; margin: 0; }
.contact { text-align: center; font-size: 9pt; margin: 2px 0 4px; }
h2 { font-size: 10.5pt; text-transform: uppercase; border-bottom: 1px solid #000; margin: 8px 0 4px; padding-bottom: 1px; letter-spacing: 0.3px; }
.item { margin-bottom: 5px; page-break-inside: avoid; }
.row { display: flex; justify-content: space-between; }
ul { margin: 1px 0 0 16px; padding: 0; }
p { margin: 2px 0; }
.skills div { margin-bottom: 1px; }
</style></head><body>
<h1>${esc(b.name)}</h1>
<div class="contact">${contact.map(esc).join(' &nbsp;•&nbsp; ')}</div>
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${rows.length ? `<h2>Skills</h2><div class="skills">${rows.map(([name, keywords]) => `<div><b>${esc(name)}:</b> ${keywords.map(esc).join(', ')}</div>`).join('')}</div>` : ''}
${spoken.length || resume.interests?.length ? `<h2>Additional</h2>${spoken.length ? `<div><b>Spoken languages:</b> ${spoken.map(esc).join(', ')}</div>` : ''}${resume.interests?.length ? `<div><b>Interests:</b> ${resume.interests.map((interest) => esc(interest.name)).join(', ')}</div>` : ''}` : ''}
</body></html>
`;
}

module.exports = { render };
