'use strict';
/**
 * A two-column Canva-style resume (sixteenth batch) whose LEFT sidebar sits right beside the experience at the same height,
 * a narrow 4 mm gutter between them: in the 62 mm slate sidebar the contact as icon rows without labels (phone, e-mail,
 * "Town, Region"; LinkedIn as "linkedin.com/in/username"), "SKILLS" as one-word tags in rounded boxes, "LANGUAGES" as the
 * name over its level in small grey type; the main column opens with the name and the title, then "EXPERIENCE" (the title
 * in bold, "Company · Town", "MM/YYYY – MM/YYYY" or "– Present", bullets) and "EDUCATION" ("Degree, Area", the school,
 * "YYYY – YYYY"); no summary, no interests.
 */
const { esc, span, linkedin, place, skillNames, icon, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [
    b.phone ? [icon('phone', '#cfe3f1'), esc(b.phone)] : null,
    b.email ? [icon('mail', '#cfe3f1'), esc(b.email).replace('@', '@<wbr>')] : null,
    profile ? [icon('linkedin', '#cfe3f1'), `linkedin.com/in/<wbr>${esc(linkedinHandle(profile))}`] : null,
    b.location?.city ? [icon('pin', '#cfe3f1'), esc(place(b.location))] : null,
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? ` · ${esc(job.location)}` : ''}</div><div class="when">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div class="co">${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  const tags = skillNames(resume).map((name) => `<span class="tag">${esc(name)}</span>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; color: #1f2a33; margin: 0; }
.backdrop { position: fixed; left: 0; top: 0; bottom: 0; width: 62mm; background: #2f4858; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; }
td { vertical-align: top; }
td.side { width: 62mm; padding: 12mm 5mm 10mm 7mm; color: #eef5fa; }
td.main { padding: 12mm 12mm 10mm 4mm; }
.side h2 { font-size: 9.5pt; letter-spacing: 1.5px; text-transform: uppercase; color: #fff; margin: 0 0 5px; border-bottom: 1px solid #58788c; padding-bottom: 2px; }
.side h2.next { margin-top: 6mm; }
.row { display: flex; gap: 5px; margin-bottom: 5px; font-size: 8.4pt; overflow-wrap: anywhere; }
.row svg { flex: none; margin-top: 1px; }
.tags { display: flex; flex-wrap: wrap; gap: 4px; }
.tag { border: 1px solid #8fb3c9; border-radius: 10px; padding: 1px 7px; font-size: 8.2pt; background: #3b5a6d; }
.lang { margin-bottom: 4px; }
.lang small { display: block; color: #b9cfdd; font-size: 7.8pt; }
.name { font-size: 21pt; font-weight: bold; color: #2f4858; line-height: 1.1; }
.label { font-size: 10.5pt; color: #4e7a94; margin: 2px 0 5mm; }
.main h2 { font-size: 10.5pt; letter-spacing: 1.5px; text-transform: uppercase; color: #2f4858; border-bottom: 2px solid #2f4858; padding-bottom: 2px; margin: 0 0 6px; }
.main h2.next { margin-top: 5mm; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.t { font-weight: bold; font-size: 9.6pt; }
.co { color: #4e7a94; }
.when { color: #6b7c88; font-size: 8.2pt; }
ul { margin: 2px 0 0 14px; padding: 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="cols"><tr>
<td class="side">
${contact.length ? `<h2>Contact</h2>${contact.map(([glyph, value]) => `<div class="row">${glyph}<span>${value}</span></div>`).join('')}` : ''}
${tags.length ? `<h2 class="next">Skills</h2><div class="tags">${tags.join(' ')}</div>` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="lang">${esc(language.language)}<small>${esc(language.fluency)}</small></div>`).join('')}` : ''}
</td>
<td class="main">
<div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
