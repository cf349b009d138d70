'use strict';
/**
 * An Overleaf (LaTeX, AltaCV-like) resume with the family name first in capitals (thirteenth batch): "DUPONT Marie"
 * in a large serif face, the title in the accent colour, one line of SVG icons each before its value without labels
 * (phone, e-mail, town, LinkedIn's icon before the handle alone, or "in/handle" where the profile's username is so);
 * two columns with a gutter of 6 mm: on the left "Experience" (the title in bold, the company in the accent colour, a
 * line "Mon YYYY – Mon YYYY · Town" in grey, bullets), on the right, its heading at the height of "Experience",
 * "Skills" as one comma-separated paragraph (wrapped between items, a short item kept whole), "Education" ("Degree in
 * Area", the school, "YYYY – YYYY"), "Languages" ("Name: level"); headings in small capitals over a thin accent rule.
 */
const { esc, span, linkedin, place, skillNames, icon, linkedinHandle } = require('./common');

const handleOf = (profile) => {
  const handle = linkedinHandle(profile);
  return /^in\//.test(profile.username ?? '') ? `in/${handle}` : handle;
};

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const accent = '#8b1e3f';
  const contact = [
    b.phone ? `${icon('phone', accent, 10)} ${esc(b.phone)}` : '',
    b.email ? `${icon('mail', accent, 10)} ${esc(b.email)}` : '',
    b.location?.city ? `${icon('pin', accent, 10)} ${esc(place(b.location))}` : '',
    profile ? `${icon('linkedin', accent, 10)} ${esc(handleOf(profile))}` : '',
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="title">${esc(job.position)}</div><div class="co">${esc(job.name)}</div><div class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}${job.location ? ` · ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="title">${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</div><div class="co">${esc(entry.institution)}</div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 15mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Serif', 'Liberation Serif', serif; font-size: 8.9pt; color: #222; margin: 0; }
.name { font-size: 25pt; letter-spacing: 0.5px; line-height: 1.1; }
.label { font-size: 11.5pt; color: ${accent}; margin: 3px 0 5px; }
.contact { font-size: 8.4pt; }
.contact span { margin-right: 12px; white-space: nowrap; display: inline-block; }
table.cols { width: 100%; border-collapse: collapse; margin-top: 6mm; }
td { vertical-align: top; padding: 0; }
td.gap { width: 6mm; }
td.right { width: 64mm; }
h2 { font-size: 12pt; font-variant: small-caps; font-weight: bold; color: ${accent}; margin: 0 0 5px; border-bottom: 1px solid ${accent}; line-height: 1.3; }
h2.next { margin-top: 5mm; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.title { font-weight: bold; font-size: 9.8pt; }
.co { color: ${accent}; }
.when { color: #666; font-size: 8.3pt; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
.para { line-height: 1.45; }
.it { white-space: nowrap; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="contact">${contact.map((item) => `<span>${item}</span>`).join(' ')}</div>
<table class="cols"><tr>
<td class="main">
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
</td>
<td class="gap"></td>
<td class="right">
${skillNames(resume).length ? `<h2>Skills</h2><div class="para">${skillNames(resume).map((name) => (name.length <= 30 ? `<span class="it">${esc(name)}</span>` : esc(name))).join(', ')}</div>` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div>${esc(language.language)}: ${esc(language.fluency)}</div>`).join('')}` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
