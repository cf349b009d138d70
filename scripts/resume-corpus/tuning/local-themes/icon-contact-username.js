'use strict';
/**
 * A resume whose header holds the contact as icon + value pairs drawn with inline SVG icons and no labels (twentieth
 * batch), PDF and images: an envelope before the e-mail, a handset before the phone, LinkedIn's "in" in a rounded blue
 * square before the USERNAME alone ("marie-dupont-4b2a1", "mdupont": no "linkedin" word, no URL, no link), a pin before
 * "Town, Region". Two variants by the name's length: an even one with the name and the title at the left and the pairs in
 * a 2 x 2 grid at the right of the header, over a green rule; an odd one with the name centred and letter-spaced (in
 * capitals by CSS where it is a plain "Given Family"), the title and the pairs centred in one row under it, over a
 * burgundy rule. The body in one column: headings on a tinted band with a coloured left edge; "EXPERIENCE" (the title in
 * bold with "MM/YYYY – MM/YYYY" or "– Present" right-aligned, "Company — Town" in the accent colour, bullets),
 * "EDUCATION" ("Degree, Area" in bold with "YYYY – YYYY" right-aligned, the school), "SKILLS" in two columns of square
 * bullets, "LANGUAGES" as "Name: level" in a row.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle, icon } = require('./common');

/** LinkedIn's "in" in a rounded square (paths only: the PDF holds no letters for it). */
const inSquare = (size) => `<svg width="${size}" height="${size}" viewBox="0 0 24 24" style="vertical-align:-2px"><rect width="24" height="24" rx="4" fill="#0a66c2"/><g transform="translate(4.2 4) scale(0.66)" fill="#fff"><path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 8.5h3V21h-3zM9 8.5h2.9v1.7c.4-.8 1.5-1.9 3.4-1.9 3.5 0 4.2 2.3 4.2 5.3V21h-3v-6.6c0-1.6 0-3.5-2.1-3.5s-2.4 1.6-2.4 3.4V21H9z"/></g></svg>`;

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const odd = String(b.name ?? '').length % 2 === 1;
  const plain = !b.nameParts || b.nameParts.style === 'plain';
  const accent = odd ? '#8c1c3a' : '#1f6f4a';
  const pair = (glyph, value) => `<span class="pair">${glyph}<span class="v">${value}</span></span>`;
  const pairs = [
    b.email ? pair(icon('mail', accent, 12), esc(b.email)) : '',
    b.phone ? pair(icon('phone', accent, 12), esc(b.phone)) : '',
    profile ? pair(inSquare(12), esc(linkedinHandle(profile))) : '',
    b.location?.city ? pair(icon('pin', accent, 12), esc(place(b.location))) : '',
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="item"><div class="top"><span class="t">${esc(job.position)}</span><span class="d">${esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))}</span></div><div class="co">${esc(job.name)}${job.location ? ` — ${esc(job.location)}` : ''}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="top"><span class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</span><span class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><div>${esc(entry.institution)}</div></div>`);
  const skills = skillNames(resume);
  const head = odd
    ? `<header class="centre"><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}<div class="row">${pairs.join('')}</div></header>`
    : `<header class="split"><div><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</div><div class="grid">${pairs.join('')}</div></header>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 15mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: ${odd ? "'Nimbus Sans', 'Liberation Sans', sans-serif" : "'Liberation Sans', 'DejaVu Sans', sans-serif"}; font-size: ${odd ? '9.6pt' : '10pt'}; color: #222; margin: 0; }
header { border-bottom: 2.5px solid ${accent}; padding-bottom: 4mm; margin-bottom: 4mm; }
header.split { display: flex; justify-content: space-between; align-items: flex-end; gap: 8mm; }
header.centre { text-align: center; }
.name { font-size: 24pt; font-weight: bold; color: #1a1a1a; }
header.centre .name { ${plain ? 'text-transform: uppercase; ' : ''}letter-spacing: 3px; font-size: 21pt; }
.label { font-size: 12pt; color: ${accent}; margin-top: 2px; }
.grid { display: grid; grid-template-columns: auto auto; gap: 4px 14px; font-size: 9pt; }
.row { margin-top: 9px; font-size: 9pt; }
.row .pair { margin: 0 8px; }
.pair { white-space: nowrap; }
.pair .v { margin-left: 5px; }
h2 { font-size: 10.5pt; text-transform: uppercase; letter-spacing: 1px; color: ${accent}; background: ${odd ? '#f6eef0' : '#edf5f0'}; border-left: 4px solid ${accent}; padding: 3px 7px; margin: 5mm 0 2.5mm; }
p { margin: 0; }
.item { margin-bottom: 7px; }
.top { display: flex; justify-content: space-between; gap: 10px; }
.t { font-weight: bold; }
.d { color: #666; white-space: nowrap; font-size: 9pt; }
.co { color: ${accent}; }
ul { margin: 2px 0 0 16px; padding: 0; }
ul.skills { columns: 2; column-gap: 10mm; list-style: square; }
.langs span { margin-right: 14px; }
</style></head><body>
${head}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${skills.length ? `<h2>Skills</h2><ul class="skills">${skills.map((name) => `<li>${esc(name)}</li>`).join('')}</ul>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p class="langs">${resume.languages.map((language) => `<span>${esc(language.language)}: ${esc(language.fluency)}</span>`).join(' ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
