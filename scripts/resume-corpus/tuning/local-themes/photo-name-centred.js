'use strict';
/**
 * A French-CV-style page (sixteenth batch), in the manner of Canva and Word "CV moderne" templates: a 64 mm pale sand LEFT
 * sidebar opening with a round photo placeholder (a grey silhouette), the name centred under it on two lines, the given
 * name in a light face over the FAMILY NAME in bold teal capitals (CSS), the title centred in small capitals; then
 * "CONTACT" (phone, e-mail, LinkedIn's logo before "linkedin.com/in/username", "Town, Region", each after an icon),
 * "SKILLS" as one name a line after a teal square, "LANGUAGES" as "Name: level"; the white main column with "PROFILE",
 * "EXPERIENCE" ("Mon YYYY – Mon YYYY" or "– Present" in teal over the title in bold and "Company, Town" in italics,
 * bullets), "EDUCATION" ("YYYY – YYYY", "Degree, Area" in bold, the school), "INTERESTS".
 */
const { esc, span, linkedin, place, skillNames, icon, linkedinHandle, givenAndFamily } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const { given, family } = givenAndFamily(b);
  const contact = [
    b.phone ? [icon('phone', '#1f6f6b'), esc(b.phone)] : null,
    b.email ? [icon('mail', '#1f6f6b'), esc(b.email).replace('@', '@<wbr>')] : null,
    profile ? [icon('linkedin', '#1f6f6b'), `linkedin.com/in/<wbr>${esc(linkedinHandle(profile))}`] : null,
    b.location?.city ? [icon('pin', '#1f6f6b'), esc(place(b.location))] : null,
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</div><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div></div>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 8.8pt; color: #2b2b2b; margin: 0; }
.backdrop { position: fixed; left: 0; top: 0; bottom: 0; width: 64mm; background: #f1ebe1; z-index: -1; }
table.cols { width: 100%; border-collapse: collapse; }
td { vertical-align: top; }
td.side { width: 64mm; padding: 11mm 6mm 10mm 7mm; }
td.main { padding: 13mm 12mm 10mm 7mm; }
.photo { width: 34mm; height: 34mm; border-radius: 50%; background: #d6cec1; margin: 0 auto 5mm; overflow: hidden; border: 3px solid #fff; }
.photo svg { display: block; margin: 6mm auto 0; }
.given { text-align: center; font-size: 17pt; font-weight: 300; letter-spacing: 1px; color: #3a3a3a; }
.family { text-align: center; font-size: 17pt; font-weight: bold; text-transform: uppercase; color: #1f6f6b; letter-spacing: 1px; }
.label { text-align: center; font-variant: small-caps; color: #6b6256; margin: 3px 0 7mm; font-size: 9.5pt; }
.side h2 { font-size: 9.5pt; text-transform: uppercase; letter-spacing: 1.5px; color: #1f6f6b; margin: 0 0 5px; }
.side h2.next { margin-top: 6mm; }
.row { display: flex; gap: 5px; margin-bottom: 4px; font-size: 8.2pt; overflow-wrap: anywhere; }
.row svg { flex: none; margin-top: 1px; }
.skill { margin-bottom: 3px; }
.skill i { display: inline-block; width: 5px; height: 5px; background: #1f6f6b; margin-right: 6px; vertical-align: 1px; }
.main h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1.5px; color: #1f6f6b; border-bottom: 1px solid #c9bfae; padding-bottom: 2px; margin: 0 0 6px; }
.main h2.next { margin-top: 5mm; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.when { color: #1f6f6b; font-size: 8.2pt; }
.t { font-weight: bold; font-size: 9.6pt; }
.co { font-style: italic; color: #555; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="backdrop"></div>
<table class="cols"><tr>
<td class="side">
<div class="photo">${icon('person', '#f4f0ea', 96)}</div>
<div class="given">${esc(given)}</div><div class="family">${esc(family)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<h2>Contact</h2>${contact.map(([glyph, value]) => `<div class="row">${glyph}<span>${value}</span></div>`).join('')}` : ''}
${skillNames(resume).length ? `<h2 class="next">Skills</h2>${skillNames(resume).map((name) => `<div class="skill"><i></i>${esc(name)}</div>`).join('')}` : ''}
${resume.languages?.length ? `<h2 class="next">Languages</h2>${resume.languages.map((language) => `<div class="skill">${esc(language.language)}: ${esc(language.fluency)}</div>`).join('')}` : ''}
</td>
<td class="main">
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2 class="next">Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
${resume.interests?.length ? `<h2 class="next">Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(' · ')}</p>` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
