'use strict';
/**
 * A two-column resume under a coloured header band (eleventh batch): the name, the title and the
 * contact in white on the band, each contact line after a white icon and without a label (a second
 * phone after the first, the LinkedIn profile as the username the profile gives, after LinkedIn's
 * icon); below, the profile and the jobs on the left ("MM/YYYY – MM/YYYY" right-aligned, "Company ·
 * Town" under the title in bold), the education with its years; on a light right column the skills as
 * rounded tags (the keywords, no group names), the languages with five dots and their level, interests.
 */
const { esc, span, linkedin, skillNames, share, icon } = require('./common');

const COUNTRY = { UA: 'Ukraine', MY: 'Malaysia', VN: 'Vietnam', PL: 'Poland', PT: 'Portugal', BR: 'Brazil', RO: 'Romania', ZA: 'South Africa', SG: 'Singapore', IN: 'India', AE: 'United Arab Emirates', CO: 'Colombia', CA: 'Canada', LB: 'Lebanon', TN: 'Tunisia', DZ: 'Algeria', CM: 'Cameroon', CI: "Côte d'Ivoire", BJ: 'Benin', CD: 'DR Congo', MU: 'Mauritius', TG: 'Togo', FR: 'France' };

const dots = (value) => `<span class="dots">${[1, 2, 3, 4, 5].map((n) => `<i class="${n <= Math.round(value * 5) ? 'on' : ''}"></i>`).join('')}</span>`;

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const contact = [
    b.phone ? `${icon('phone', '#fff', 12)}<span>${esc(b.phone)}</span>` : '',
    b.landline ? `${icon('phone', '#fff', 12)}<span>${esc(b.landline)}</span>` : '',
    b.email ? `${icon('mail', '#fff', 12)}<span>${esc(b.email)}</span>` : '',
    loc?.city ? `${icon('pin', '#fff', 12)}<span>${esc([loc.city, COUNTRY[loc.countryCode] ?? loc.countryCode].filter(Boolean).join(', '))}</span>` : '',
    profile ? `${icon('linkedin', '#fff', 12)}<span>${esc(profile.username || profile.url)}</span>` : '',
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="top"><b>${esc(job.position)}</b><span class="when">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</span></div><div class="where">${esc(job.name)}${job.location ? ` · ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="job"><div class="top"><b>${esc([entry.studyType, entry.area].filter(Boolean).join(' – '))}</b><span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><div class="where">${esc(entry.institution)}</div></div>`);
  const tags = skillNames(resume).map((name) => `<span class="tag">${esc(name)}</span>`);
  const languages = (resume.languages ?? []).map((language) => `<div class="lang"><div><b>${esc(language.language)}</b>${dots(share(language.fluency))}</div><small>${esc(language.fluency)}</small></div>`);
  const interests = (resume.interests ?? []).map((interest) => `<span class="tag light">${esc(interest.name)}</span>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; color: #263238; margin: 0; }
.band { background: #0f4c81; color: #fff; padding: 11mm 12mm 7mm; }
.band h1 { font-size: 25pt; margin: 0; letter-spacing: 0.5px; }
.band .label { font-size: 12pt; color: #cfe3f5; margin: 2px 0 9px; }
.contact { display: flex; flex-wrap: wrap; gap: 5px 16px; font-size: 8.6pt; }
.contact div { display: flex; gap: 5px; align-items: center; }
.backdrop { position: fixed; right: 0; top: 0; bottom: 0; width: 34%; background: #eef3f8; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; }
td.main { vertical-align: top; padding: 6mm 7mm 10mm 12mm; }
td.side { width: 34%; vertical-align: top; padding: 6mm 10mm 10mm 7mm; }
h2 { font-size: 10.5pt; text-transform: uppercase; color: #0f4c81; letter-spacing: 1px; border-bottom: 2px solid #0f4c81; padding-bottom: 2px; margin: 12px 0 6px; }
.job { margin-bottom: 8px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 8px; font-size: 9.6pt; }
.when { color: #0f4c81; white-space: nowrap; font-size: 8.6pt; }
.where { color: #607d8b; font-style: italic; }
.tag { display: inline-block; background: #0f4c81; color: #fff; border-radius: 10px; padding: 2px 8px; margin: 0 3px 4px 0; font-size: 8.2pt; }
.tag.light { background: #cfe3f5; color: #0f4c81; }
.lang { margin-bottom: 5px; }
.lang div { display: flex; justify-content: space-between; }
.lang small { color: #607d8b; }
.dots i { display: inline-block; width: 7px; height: 7px; border-radius: 50%; background: #c5d3e0; margin-left: 2px; }
.dots i.on { background: #0f4c81; }
ul { margin: 3px 0 0 14px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<div class="backdrop"></div>
<div class="band"><h1>${esc(b.name)}</h1>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}<div class="contact">${contact.map((line) => `<div>${line}</div>`).join('')}</div></div>
<table class="cols"><tr>
<td class="main">
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
</td>
<td class="side">
${tags.length ? `<h2>Skills</h2><div>${tags.join('')}</div>` : ''}
${languages.length ? `<h2>Languages</h2>${languages.join('')}` : ''}
${interests.length ? `<h2>Interests</h2><div>${interests.join('')}</div>` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
