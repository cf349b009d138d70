'use strict';
/**
 * A French word-processor CV (seventeenth batch), rendered only as an image: "Curriculum vitae" over the title in blue
 * capitals; "PERSONAL INFORMATION" ("Informations personnelles") as a table of labels and values ("Name:" the family name,
 * "First name:" the given name, "Address:", "Phone:", "E-mail:", "LinkedIn:" linkedin.com/in/username; French "Nom :",
 * "Prénom :", "Adresse :", "Tél :", "E-mail :", "LinkedIn :"); "PROFILE"; "WORK HISTORY" ("Parcours professionnel") and
 * "EDUCATION" ("Formation") with the years in a left column ("2019 – 2022", "Since 2023" / "Depuis 2023", "2016"), the title
 * in bold, the company and the town, bullets; the degree over the school; "SKILLS" between bullets; "LANGUAGES" as
 * "Name: level" rows; "INTERESTS".
 */
const { esc, linkedin, skillNames, linkedinHandle, givenAndFamily } = require('./common');

const year = (value) => (value ? String(value).slice(0, 4) : '');
/** "2019 – 2022", "2021" (one year), "Since 2023" (no end). */
function years(start, end, ongoing) {
  const [from, to] = [year(start), year(end)];
  if (ongoing && from) return `Since ${from}`;
  if (from && to) return from === to ? from : `${from} – ${to}`;
  return from || to;
}

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const { given, family } = givenAndFamily(b);
  const address = b.location ? [b.location.address, [b.location.postalCode, b.location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const rows = [
    ['Name:', esc(family)],
    ['First name:', esc(given)],
    address ? ['Address:', esc(address)] : null,
    b.phone ? ['Phone:', esc(b.phone)] : null,
    b.email ? ['E-mail:', esc(b.email)] : null,
    profile ? ['LinkedIn:', `linkedin.com/in/${esc(linkedinHandle(profile))}`] : null,
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<tr><td class="d">${esc(years(job.startDate, job.endDate, !job.endDate))}</td><td><b>${esc(job.position)}</b><br>${esc(job.name)}${job.location ? ` <i>(${esc(job.location)})</i>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</td></tr>`);
  const schools = (resume.education ?? []).map((entry) => `<tr><td class="d">${esc(years(entry.startDate, entry.endDate, false))}</td><td><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b><br>${esc(entry.institution)}</td></tr>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 17mm 12mm; }
body { font-family: 'Liberation Serif', 'DejaVu Serif', 'Times New Roman', serif; font-size: 10.2pt; color: #111; margin: 0; }
.cv { text-align: center; font-size: 9pt; letter-spacing: 3px; text-transform: uppercase; color: #555; }
.label { text-align: center; font-size: 15pt; font-weight: bold; color: #1d3f7a; text-transform: uppercase; margin: 2px 0 8px; }
h2 { font-size: 11pt; text-transform: uppercase; color: #1d3f7a; background: #e6ecf5; padding: 2px 6px; margin: 10px 0 5px; }
table { border-collapse: collapse; width: 100%; }
table.info td { border: 1px solid #b9c4d6; padding: 2px 6px; }
table.info td.k { width: 32mm; font-weight: bold; background: #f4f6fa; }
table.list td { padding: 2px 4px 5px; vertical-align: top; }
td.d { width: 30mm; white-space: nowrap; font-weight: bold; color: #1d3f7a; }
ul { margin: 1px 0 0 16px; padding: 0; }
p { margin: 2px 0; }
.row { margin-bottom: 1px; }
</style></head><body>
<div class="cv">Curriculum vitae</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<h2>Personal information</h2>
<table class="info">${rows.map(([key, value]) => `<tr><td class="k">${key}</td><td>${value}</td></tr>`).join('')}</table>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Work history</h2><table class="list">${jobs.join('')}</table>` : ''}
${schools.length ? `<h2>Education</h2><table class="list">${schools.join('')}</table>` : ''}
${skills.length ? `<h2>Skills</h2><p>${skills.map(esc).join(' • ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<div class="row">${esc(language.language)}: ${esc(language.fluency)}</div>`).join('')}` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
