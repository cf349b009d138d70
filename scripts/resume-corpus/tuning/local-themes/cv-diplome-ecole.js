'use strict';
/**
 * A French "CV" with the dates in a left column (nineteenth batch), PDF and images: the name large, the title, the
 * address, the phone, the e-mail and the LinkedIn URL on two lines; headings in small capitals over a thin rule;
 * "EXPÉRIENCE PROFESSIONNELLE" ("WORK EXPERIENCE") as rows whose left cell holds "Month YYYY – Month YYYY" ("mars 2019 –
 * juin 2022", "– Aujourd'hui") and whose right cell holds the title in bold over "Company | Town", then bullets;
 * "FORMATION" ("EDUCATION") as rows whose left cell holds the years ("2015 – 2017", or the end year alone) and whose right
 * cell holds the degree ("Degree Area") on one line and the school on the NEXT in small grey capitals; "COMPÉTENCES" between
 * middle dots; "LANGUES" as "Name : level" rows; "CENTRES D'INTÉRÊT".
 */
const { esc, span, linkedin, bare } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const address = b.location ? [b.location.address, [b.location.postalCode, b.location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const first = [address ? esc(address) : '', b.phone ? esc(b.phone) : ''].filter(Boolean);
  const second = [b.email ? esc(b.email) : '', profile ? esc(bare(profile.url, true).replace(/\/$/, '')) : ''].filter(Boolean);
  const row = (left, right) => `<tr><td class="l">${left}</td><td class="r">${right}</td></tr>`;
  const jobs = (resume.work ?? []).map((job) => row(esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate })), `<div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? ` | ${esc(job.location)}` : ''}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`));
  const schools = (resume.education ?? []).map((entry) => row(esc(span(entry.startDate, entry.endDate, 'year')), `<div class="t">${esc(entry.studyType)}${entry.area ? ` ${esc(entry.area)}` : ''}</div><div class="school">${esc(entry.institution)}</div>`));
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 15mm 16mm 14mm; }
body { font-family: 'Liberation Serif', 'DejaVu Serif', Georgia, serif; font-size: 10.5pt; color: #222; margin: 0; }
.name { font-size: 24pt; font-weight: bold; margin: 0; color: #2b2b2b; }
.label { font-size: 13pt; color: #8a3b12; margin: 1px 0 5px; }
.contact { font-size: 9.5pt; color: #444; margin: 0; }
h2 { font-variant: small-caps; font-size: 13pt; letter-spacing: 0.5px; color: #8a3b12; border-bottom: 0.8px solid #bbb; margin: 14px 0 6px; padding-bottom: 1px; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 0 0 8px; }
td.l { width: 44mm; color: #555; font-size: 9.5pt; padding-right: 4mm; padding-top: 1px; white-space: nowrap; }
.t { font-weight: bold; }
.co { color: #444; }
.school { font-size: 8.5pt; color: #888; text-transform: uppercase; letter-spacing: 0.6px; margin-top: 1px; }
ul { margin: 2px 0 0 16px; padding: 0; }
p { margin: 0; }
</style></head><body>
<p class="name">${esc(b.name)}</p>
${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}
${first.length ? `<p class="contact">${first.join(' – ')}</p>` : ''}
${second.length ? `<p class="contact">${second.join(' – ')}</p>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Work experience</h2><table>${jobs.join('')}</table>` : ''}
${schools.length ? `<h2>Education</h2><table>${schools.join('')}</table>` : ''}
${skills.length ? `<h2>Skills</h2><p>${skills.map(esc).join(' · ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<p>${esc(language.language)}: ${esc(language.fluency)}</p>`).join('')}` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
