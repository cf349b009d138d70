'use strict';
/**
 * A Google Docs resume whose two columns start only after a full-width profile (thirteenth batch): the name and the
 * title at the top left, one contact line "phone · e-mail · Town, Region" (no LinkedIn there); the summary across the
 * whole page under a coloured rule; then a main column ("Experience": the company in bold, "Title, Town" in italics,
 * "Month YYYY – Month YYYY" in grey, bullets; "Education": the school in bold, "Degree, Area", "YYYY – YYYY") and,
 * after a gutter of 6 mm, a right column 55 mm wide with "Skills" (at the height of "Experience") as one inline list
 * of the items between middle dots (the list wraps between items, a short item kept whole), "Languages" as "Name
 * (level), Name (level)", "Links" with the LinkedIn profile as "in/handle", lower on the page than the first twenty
 * lines of text, and "Interests".
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

/** An item of an inline list, kept on one line where it is short enough for the column (the list wraps between items). */
const item = (value) => (value.length <= 30 ? `<span class="it">${esc(value)}</span>` : esc(value));

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.phone, b.email, b.location?.city ? place(b.location) : ''].filter(Boolean).map(esc);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="co">${esc(job.name)}</div><div><i>${esc(job.position)}${job.location ? `, ${esc(job.location)}` : ''}</i></div><div class="when">${esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate }))}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="co">${esc(entry.institution)}</div><div><i>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</i></div><div class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  const languages = (resume.languages ?? []).map((language) => item(`${language.language} (${language.fluency})`));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 15mm 16mm 13mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: 9.4pt; color: #2b2b2b; margin: 0; }
.name { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 27pt; color: #1c1c1c; line-height: 1.1; }
.label { font-size: 11pt; color: #d9534f; margin-top: 2px; }
.contact { color: #555; margin-top: 5px; font-size: 9pt; }
.summary { border-top: 3px solid #d9534f; margin-top: 5mm; padding-top: 3mm; margin-bottom: 5mm; line-height: 1.4; }
table.cols { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 0; }
td.gap { width: 6mm; }
td.right { width: 55mm; }
h2 { font-size: 10.5pt; color: #d9534f; text-transform: uppercase; letter-spacing: 1px; margin: 0 0 5px; line-height: 1.3; }
h2.next { margin-top: 5mm; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.co { font-weight: bold; font-size: 10pt; }
.when { color: #777; font-size: 8.6pt; }
.inline { line-height: 1.5; }
.it { white-space: nowrap; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<div class="contact">${contact.join(' · ')}</div>` : ''}
${b.summary ? `<div class="summary">${esc(b.summary)}</div>` : '<div class="summary"></div>'}
<table class="cols"><tr>
<td class="main">
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2 class="next">Education</h2>${schools.join('\n')}` : ''}
</td>
<td class="gap"></td>
<td class="right">
${skillNames(resume).length ? `<h2>Skills</h2><div class="inline">${skillNames(resume).map(item).join(' · ')}</div>` : ''}
${languages.length ? `<h2 class="next">Languages</h2><div class="inline">${languages.join(', ')}</div>` : ''}
${profile ? `<h2 class="next">Links</h2><div>in/${esc(linkedinHandle(profile))}</div>` : ''}
${resume.interests?.length ? `<h2 class="next">Interests</h2><div class="inline">${resume.interests.map((interest) => esc(interest.name)).join(', ')}</div>` : ''}
</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
