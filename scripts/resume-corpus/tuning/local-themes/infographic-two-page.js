'use strict';
/**
 * An infographic resume over two pages (twelfth batch): a coloured top band with the given name and the
 * FAMILY NAME, the title and the contact (phone, e-mail, town, the LinkedIn URL without its scheme);
 * on the first page a left column with "Profile", the skills as percentage circles with each skill's
 * name under its circle and the languages as a coloured square (a flag's place), the name and its level,
 * and a right column with the jobs on a vertical timeline ("YYYY – YYYY" on a tag, the title in bold, the
 * company, bullets); the second page (a page break) holds the education on the same timeline, the
 * interests and "References available upon request". An image of it is its first page.
 */
const { esc, span, linkedin, bare, skillNames, share } = require('./common');

const SQUARES = ['#d62828', '#1d3557', '#2a9d8f', '#f4a261', '#6a4c93'];

function render(resume) {
  const b = resume.basics ?? {};
  const parts = b.nameParts ?? { given: String(b.name ?? '').split(' ').slice(0, -1).join(' '), family: String(b.name ?? '').split(' ').slice(-1).join(' ') };
  const profile = linkedin(resume);
  const contact = [b.phone ? `☎ ${esc(b.phone)}` : '', b.email ? `✉ ${esc(b.email)}` : '', b.location?.city ? `⌂ ${esc(b.location.city)}` : '', profile ? `in ${esc(bare(profile.url))}` : ''].filter(Boolean);
  const levels = Object.fromEntries((resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]).map((name) => [name, skill.level])));
  const percent = (name, index) => {
    const level = levels[name];
    if (level && /^\d+$/.test(String(level))) return Number(level);
    return Math.round(100 * (level ? share(level) : [0.9, 0.75, 0.85, 0.65, 0.8][index % 5]));
  };
  const circles = skillNames(resume).map((name, index) => {
    const value = percent(name, index);
    return `<div class="skill"><div class="circle" style="background: conic-gradient(#f18701 ${value}%, #e6e1f2 0)"><div class="hole">${value}%</div></div><div class="sname">${esc(name)}</div></div>`;
  });
  const languages = (resume.languages ?? []).map((language, index) => `<div class="lang"><span class="sq" style="background:${SQUARES[index % SQUARES.length]}"></span><b>${esc(language.language)}</b><div class="lvl">${esc(language.fluency)}</div></div>`);
  const item = (dates, body) => `<div class="item"><span class="tag">${esc(dates)}</span>${body}</div>`;
  const jobs = (resume.work ?? []).map((job) => item(span(job.startDate, job.endDate, 'year', { ongoing: !job.endDate }), `<div class="title">${esc(job.position)}</div><div class="company">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`));
  const schools = (resume.education ?? []).map((entry) => item(span(entry.startDate, entry.endDate, 'year'), `<div class="title">${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</div><div class="company">${esc(entry.institution)}</div>`));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9.2pt; color: #2e2a3b; margin: 0; }
.band { background: #3d348b; color: #fff; padding: 12mm 14mm 9mm; }
.band .given { font-size: 24pt; font-weight: 200; line-height: 1.1; }
.band .family { font-size: 27pt; font-weight: bold; letter-spacing: 2px; line-height: 1.1; color: #f7b801; }
.band .label { font-size: 11.5pt; margin: 5px 0 8px; color: #e6e1f2; }
.band .contact span { display: inline-block; margin-right: 16px; font-size: 8.6pt; }
table.cols { width: 100%; border-collapse: collapse; }
td.left { width: 40%; vertical-align: top; padding: 8mm 6mm 8mm 14mm; background: #f6f4fb; }
td.right { vertical-align: top; padding: 8mm 14mm 8mm 7mm; }
h2 { font-size: 12pt; color: #3d348b; text-transform: uppercase; letter-spacing: 1px; margin: 0 0 9px; }
section { margin-bottom: 10mm; }
.skills { display: flex; flex-wrap: wrap; gap: 10px 8px; }
.skill { width: 30%; text-align: center; }
.circle { width: 17mm; height: 17mm; border-radius: 50%; margin: 0 auto; position: relative; }
.hole { position: absolute; left: 2.5mm; top: 2.5mm; width: 12mm; height: 12mm; border-radius: 50%; background: #f6f4fb; line-height: 12mm; font-size: 8pt; font-weight: bold; color: #3d348b; }
.sname { font-size: 7.6pt; margin-top: 3px; line-height: 1.2; }
.lang { margin-bottom: 7px; }
.sq { display: inline-block; width: 11px; height: 11px; margin-right: 6px; vertical-align: -1px; }
.lvl { color: #6d6781; margin-left: 17px; font-size: 8.4pt; }
.timeline { border-left: 2px solid #f18701; margin-left: 5px; padding-left: 14px; }
.item { position: relative; margin-bottom: 12px; page-break-inside: avoid; }
.item::before { content: ''; position: absolute; left: -20px; top: 3px; width: 10px; height: 10px; border-radius: 50%; background: #3d348b; border: 2px solid #fff; }
.tag { display: inline-block; background: #f18701; color: #fff; font-size: 8pt; padding: 1px 7px; border-radius: 8px; margin-bottom: 3px; }
.title { font-weight: bold; font-size: 10pt; }
.company { color: #3d348b; }
.page2 { page-break-before: always; break-before: page; padding: 14mm 14mm 10mm; }
.tags span { display: inline-block; background: #e6e1f2; color: #3d348b; padding: 2px 9px; border-radius: 9px; margin: 0 4px 4px 0; }
.refs { margin-top: 10mm; color: #6d6781; font-style: italic; }
ul { margin: 3px 0 0 14px; padding: 0; }
p { margin: 3px 0; line-height: 1.45; }
</style></head><body>
<div class="band"><div class="given">${esc(parts.given)}</div><div class="family">${esc(parts.family.toUpperCase())}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}<div class="contact">${contact.map((value) => `<span>${value}</span>`).join(' ')}</div></div>
<table class="cols"><tr>
<td class="left">
${b.summary ? `<section><h2>Profile</h2><p>${esc(b.summary)}</p></section>` : ''}
${circles.length ? `<section><h2>Skills</h2><div class="skills">${circles.join('')}</div></section>` : ''}
${languages.length ? `<section><h2>Languages</h2>${languages.join('')}</section>` : ''}
</td>
<td class="right">
${jobs.length ? `<h2>Experience</h2><div class="timeline">${jobs.join('')}</div>` : ''}
</td>
</tr></table>
<div class="page2">
${schools.length ? `<section><h2>Education</h2><div class="timeline">${schools.join('')}</div></section>` : ''}
${resume.interests?.length ? `<section><h2>Interests</h2><div class="tags">${resume.interests.map((interest) => `<span>${esc(interest.name)}</span>`).join('')}</div></section>` : ''}
<p class="refs">References available upon request</p>
</div>
</body></html>
`;
}

module.exports = { render };
