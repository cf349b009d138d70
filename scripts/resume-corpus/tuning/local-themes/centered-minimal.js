'use strict';
/**
 * A centred minimal resume (twelfth batch): the name centred in spaced capitals ("FAMILY, GIVEN" where
 * a reader could not tell the family name otherwise), the title under it, one centred contact line
 * "Town · phone · e-mail · linkedin.com/in/handle" (between middle dots, or vertical bars for some names);
 * "Profile"; "Key Skills" as two columns of bullets; "Experience" with the company in bold first and the
 * dates right-aligned ("January 2020 – Present"), the title in italics on the next line with its town;
 * "Education" as the school in bold with its years right-aligned and "Degree, Area" in italics;
 * "Languages" on one line.
 */
const { esc, span, linkedin, bare, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const parts = b.nameParts;
  const name = parts ? (parts.apart ? `${parts.family}, ${parts.given}` : `${parts.given} ${parts.family}`) : String(b.name ?? '');
  const profile = linkedin(resume);
  const separator = String(b.name ?? '').length % 2 ? ' | ' : ' · ';
  const contact = [b.location?.city, b.phone, b.email, profile ? bare(profile.url, true) : ''].filter(Boolean).map(esc).join(separator);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="row"><b>${esc(job.name)}</b> <span>${esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate }))}</span></div><div class="row"><i>${esc(job.position)}</i> <span class="town">${esc(job.location ?? '')}</span></div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="row"><b>${esc(entry.institution)}</b> <span>${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><i>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</i></div>`);
  const skills = skillNames(resume).map((skill) => `<li>${esc(skill)}</li>`);
  const languages = (resume.languages ?? []).map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 16mm 18mm; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.6pt; color: #222; margin: 0; }
h1 { text-align: center; font-size: 19pt; font-weight: normal; letter-spacing: 0.22em; text-transform: uppercase; margin: 0; }
.label { text-align: center; font-size: 10.5pt; color: #555; margin: 4px 0 3px; }
.contact { text-align: center; font-size: 8.8pt; color: #333; padding-bottom: 8px; border-bottom: 1px solid #bbb; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 0.15em; margin: 14px 0 6px; font-weight: bold; }
.entry { margin-bottom: 9px; page-break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 10px; }
.row span { white-space: nowrap; }
.town { color: #666; }
ul.skills { columns: 2; column-gap: 12mm; margin: 0 0 0 16px; padding: 0; }
ul { margin: 3px 0 0 16px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<h1>${esc(name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="contact">${contact}</div>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${skills.length ? `<h2>Key Skills</h2><ul class="skills">${skills.join('')}</ul>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${languages ? `<h2>Languages</h2><p>${languages}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
