'use strict';
/**
 * A creative resume with a monogram (twelfth batch): a coloured circle with the initials, the name beside
 * it in mixed case with the family name in another colour (in capitals where a reader could not tell it
 * otherwise), the title; the contact in a block on the right ("LinkedIn: handle" among phone, e-mail and
 * town); headings with a short coloured underline; the jobs and schools with their dates in a left
 * gutter column ("Mar 2019 –" over "Present"), the title in bold and the company in the accent colour;
 * skills as coloured pills (white text on colour); languages as "Name · level".
 */
const { esc, date, linkedin, place, skillNames } = require('./common');

const initials = (given, family) => `${given.trim()[0] ?? ''}${(family.split(/\s+/).find((word) => /^\p{Lu}/u.test(word)) ?? family)[0] ?? ''}`.toUpperCase();
/** The dates of the gutter: the start with a dash over the end ("Present" for a job without one), or the end alone. */
function gutter(start, end, style, ongoing) {
  const from = date(start, style);
  const to = end ? date(end, style) : ongoing ? 'Present' : '';
  if (from && to) return `${esc(from)} –<br>${esc(to)}`;
  return esc(from || to);
}

function render(resume) {
  const b = resume.basics ?? {};
  const parts = b.nameParts ?? { given: String(b.name ?? '').split(' ').slice(0, -1).join(' '), family: String(b.name ?? '').split(' ').slice(-1).join(' '), apart: false };
  const profile = linkedin(resume);
  const handle = profile ? String(profile.url ?? '').match(/\/in\/([^/?#]+)/)?.[1] ?? profile.username : null;
  const contact = [b.phone, b.email, b.location?.city ? place(b.location) : '', handle ? `LinkedIn: ${handle}` : ''].filter(Boolean);
  const block = (dates, body) => `<table class="entry"><tr><td class="gutter">${dates}</td><td>${body}</td></tr></table>`;
  const jobs = (resume.work ?? []).map((job) => block(gutter(job.startDate, job.endDate, 'short', !job.endDate), `<b>${esc(job.position)}</b><div class="company">${esc(job.name)}${job.location ? ` <span class="town">| ${esc(job.location)}</span>` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`));
  const schools = (resume.education ?? []).map((entry) => block(gutter(entry.startDate, entry.endDate, 'year', false), `<b>${esc([entry.studyType, entry.area].filter(Boolean).join(' in '))}</b><div class="company">${esc(entry.institution)}</div>`));
  const pills = skillNames(resume).map((name, index) => `<span class="pill c${index % 3}">${esc(name)}</span>`);
  const languages = (resume.languages ?? []).map((language) => `<div>${esc(language.language)} <span class="dot">·</span> <i>${esc(language.fluency)}</i></div>`);
  const family = parts.apart ? parts.family.toUpperCase() : parts.family;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 14mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 8.8pt; color: #333; margin: 0; }
table.head { width: 100%; border-collapse: collapse; margin-bottom: 5mm; }
td.mono { width: 25mm; vertical-align: middle; }
.circle { width: 21mm; height: 21mm; border-radius: 50%; background: #e4572e; color: #fff; text-align: center; line-height: 21mm; font-size: 17pt; font-weight: bold; font-family: 'DejaVu Serif', serif; }
.name { font-size: 22pt; font-weight: bold; color: #2f3640; line-height: 1.15; }
.name .fam { color: #17a398; }
.label { font-size: 10.5pt; color: #e4572e; margin-top: 2px; }
td.contact { text-align: right; vertical-align: middle; font-size: 8.2pt; color: #555; line-height: 1.6; width: 62mm; }
h2 { font-size: 11.5pt; color: #2f3640; margin: 12px 0 7px; padding-bottom: 3px; display: inline-block; border-bottom: 3px solid #17a398; }
table.entry { width: 100%; border-collapse: collapse; margin-bottom: 7px; page-break-inside: avoid; }
td.gutter { width: 24mm; vertical-align: top; color: #e4572e; font-size: 8pt; padding-right: 4mm; font-weight: bold; }
.company { color: #17a398; }
.town { color: #888; }
.pill { display: inline-block; color: #fff; border-radius: 11px; padding: 2px 9px; margin: 0 4px 5px 0; font-size: 8.2pt; }
.c0 { background: #17a398; } .c1 { background: #e4572e; } .c2 { background: #3b4b8c; }
.dot { color: #e4572e; font-weight: bold; }
ul { margin: 3px 0 0 14px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<table class="head"><tr>
<td class="mono"><div class="circle">${esc(initials(parts.given, parts.family))}</div></td>
<td><div class="name">${esc(parts.given)} <span class="fam">${esc(family)}</span></div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</td>
<td class="contact">${contact.map((value) => `<div>${esc(value)}</div>`).join('')}</td>
</tr></table>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<div><h2>Experience</h2></div>${jobs.join('')}` : ''}
${schools.length ? `<div><h2>Education</h2></div>${schools.join('')}` : ''}
${pills.length ? `<div><h2>Skills</h2></div><div>${pills.join(' ')}</div>` : ''}
${languages.length ? `<div><h2>Languages</h2></div>${languages.join('')}` : ''}
</body></html>
`;
}

module.exports = { render };
