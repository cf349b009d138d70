'use strict';
/**
 * A modern resume with letter-spaced headings (eleventh batch): the given name in a light face and the
 * FAMILY NAME in bold capitals on a second line, both letter-spaced, the title in spaced capitals; one
 * contact line of glyph icons (☎ phone, ✉ e-mail, ⌂ town, the LinkedIn username as the profile gives it
 * after "in"), no labels; headings typed with a space between their letters ("E X P E R I E N C E"); a
 * left column with the profile, the skills with five rating dots (●●●●○), the languages with dots and
 * their level, interests; on the right the jobs ("YYYY — YYYY", the title in bold capitals, the company in
 * italics) and the education with its years.
 */
const { esc, span, linkedin, skillNames, share } = require('./common');

const spaced = (word) => word.toUpperCase().split('').join(' ').replace(/ {3}/g, '   ');
const rating = (value) => '●'.repeat(Math.round(value * 5)) + '○'.repeat(5 - Math.round(value * 5));

/** The name's given part and its family part (the words in capitals, as the profile prints it: "Marie DUPONT"). */
function nameParts(name) {
  const words = String(name ?? '').split(/\s+/);
  const upper = (word) => /\p{L}/u.test(word) && word === word.toUpperCase();
  const at = words.findIndex(upper);
  return at <= 0 ? [words.slice(0, -1).join(' '), words.slice(-1).join(' ')] : [words.slice(0, at).join(' '), words.slice(at).join(' ')];
}

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const [given, family] = nameParts(b.name);
  const contact = [
    b.phone ? `☎ ${esc(b.phone)}` : '',
    b.landline ? `☏ ${esc(b.landline)}` : '',
    b.email ? `✉ ${esc(b.email)}` : '',
    loc?.city ? `⌂ ${esc(loc.city)}` : '',
    profile ? `<b class="in">in</b> ${esc(profile.username || profile.url)}` : '',
  ].filter(Boolean);
  const levels = Object.fromEntries((resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]).map((name) => [name, skill.level])));
  const skills = skillNames(resume).map((name, index) => `<div class="rated"><span>${esc(name)}</span><span class="dots">${rating(levels[name] ? share(levels[name]) : [0.8, 0.6, 1, 0.8, 0.6][index % 5])}</span></div>`);
  const languages = (resume.languages ?? []).map((language) => `<div class="rated"><span>${esc(language.language)}</span><span class="dots">${rating(share(language.fluency))}</span></div><div class="level">${esc(language.fluency)}</div>`);
  const jobs = (resume.work ?? []).map((job) => `<div class="job"><div class="years">${esc(span(job.startDate, job.endDate, 'year', { dash: ' — ', ongoing: !job.endDate }))}</div><div class="position">${esc(job.position)}</div><div class="company">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="job"><div class="years">${esc(span(entry.startDate, entry.endDate, 'year', { dash: ' — ' }))}</div><div class="position">${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</div><div class="company">${esc(entry.institution)}</div></div>`);
  const heading = (word) => `<h2>${esc(spaced(word))}</h2>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 13mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 8.6pt; color: #333; margin: 0; }
.given { font-family: 'DejaVu Sans Light', 'DejaVu Sans', sans-serif; font-weight: 200; font-size: 26pt; letter-spacing: 0.28em; color: #555; line-height: 1.1; }
.family { font-size: 27pt; font-weight: bold; letter-spacing: 0.2em; color: #222; line-height: 1.15; }
.label { font-size: 10pt; letter-spacing: 0.3em; text-transform: uppercase; color: #b08d57; margin: 4px 0 8px; }
.contact { border-top: 1px solid #b08d57; border-bottom: 1px solid #b08d57; padding: 5px 0; font-size: 8.4pt; display: flex; flex-wrap: wrap; gap: 4px 18px; margin-bottom: 6mm; }
.in { display: inline-block; background: #b08d57; color: #fff; font-size: 7pt; padding: 0 3px; border-radius: 2px; }
table.cols { width: 100%; border-collapse: collapse; }
td.side { width: 34%; vertical-align: top; padding-right: 7mm; border-right: 1px solid #ddd; }
td.main { vertical-align: top; padding-left: 7mm; }
h2 { font-size: 9.5pt; font-weight: bold; color: #222; margin: 0 0 6px; padding-top: 5mm; white-space: pre; }
.rated { display: flex; justify-content: space-between; gap: 6px; margin-bottom: 2px; }
.dots { color: #b08d57; letter-spacing: 1px; white-space: nowrap; }
.level { color: #888; font-size: 7.8pt; margin: -1px 0 4px; }
.job { margin-bottom: 9px; page-break-inside: avoid; }
.years { color: #b08d57; font-size: 8pt; letter-spacing: 0.08em; }
.position { font-weight: bold; text-transform: uppercase; letter-spacing: 0.05em; }
.company { font-style: italic; color: #666; }
ul { margin: 3px 0 0 13px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<div class="given">${esc(given)}</div>
<div class="family">${esc(family)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="contact">${contact.map((line) => `<span>${line}</span>`).join('')}</div>
<table class="cols"><tr>
<td class="side">
${b.summary ? `${heading('Profile')}<p>${esc(b.summary)}</p>` : ''}
${skills.length ? `${heading('Skills')}${skills.join('')}` : ''}
${languages.length ? `${heading('Languages')}${languages.join('')}` : ''}
${resume.interests?.length ? `${heading('Interests')}<p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</td>
<td class="main">
${jobs.length ? `${heading('Experience')}${jobs.join('')}` : ''}
${schools.length ? `${heading('Education')}${schools.join('')}` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
