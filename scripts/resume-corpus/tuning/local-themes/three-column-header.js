'use strict';
/**
 * A "modern minimal" resume with a three-column header (fifteenth batch), in the manner of resume-builder and Word
 * templates: the name and the title in the first column, "E-mail:" and "Phone:" over their values in the second,
 * "LinkedIn" over "linkedin.com/in/username" (a long one wrapped after "in/") and "Based in:" over "Town, Region" in the third; thin rules, small
 * letter-spaced grey headings, the body in grey 8-point type; "EXPERIENCE" with the title and the company on one line
 * ("Title · Company") and "Mon YYYY – Mon YYYY" or "– Present" right-aligned, the town in grey, bullets; "EDUCATION" with
 * "Degree in Area · School" and "YYYY – YYYY" right-aligned; "TECHNICAL PROFICIENCIES" as three columns of items;
 * "LANGUAGES" as "Name — level" in a row.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const cell = (label, value) => (value ? `<div class="lab">${label}</div><div class="val">${value}</div>` : '');
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><span><b>${esc(job.position)}</b> · ${esc(job.name)}</span> <span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div>${job.location ? `<div class="town">${esc(job.location)}</div>` : ''}${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="top"><span><b>${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</b> · ${esc(entry.institution)}</span> <span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div></div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 15mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 8.2pt; color: #6a6a6a; margin: 0; }
.head { display: grid; grid-template-columns: 50mm 1.15fr 1fr; gap: 5mm; border-bottom: 0.6pt solid #c9c9c9; padding-bottom: 5mm; }
.name { font-size: 20pt; font-weight: bold; color: #3a3a3a; line-height: 1.15; }
.title { font-size: 9.5pt; color: #8c8c8c; margin-top: 3px; }
.lab { font-size: 6.8pt; letter-spacing: 1.5px; text-transform: uppercase; color: #a3a3a3; margin-top: 2px; }
.val { color: #555; margin-bottom: 5px; overflow-wrap: anywhere; }
h2 { font-size: 7.6pt; font-weight: normal; letter-spacing: 3px; text-transform: uppercase; color: #9a9a9a; margin: 5mm 0 3mm; padding-bottom: 2px; border-bottom: 0.4pt solid #dedede; }
.entry { margin-bottom: 7px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; color: #4a4a4a; font-size: 8.8pt; }
.when { white-space: nowrap; color: #8a8a8a; font-size: 8pt; }
.town { color: #a0a0a0; font-size: 7.6pt; }
.cols3 { columns: 3; column-gap: 8mm; }
.cols3 div { break-inside: avoid; padding: 1px 0; }
.cols3 div::before { content: '–'; color: #bbb; margin-right: 5px; }
ul { margin: 2px 0 0 13px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="head">
<div><div class="name">${esc(b.name)}</div>${b.label ? `<div class="title">${esc(b.label)}</div>` : ''}</div>
<div>${cell('E-mail:', esc(b.email).replace('@', '@<wbr>'))}${cell('Phone:', esc(b.phone))}</div>
<div>${profile ? cell('LinkedIn', `linkedin.com/in/<wbr>${esc(linkedinHandle(profile))}`) : ''}${cell('Based in:', esc(place(b.location)))}</div>
</div>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${skills.length ? `<h2>Technical proficiencies</h2><div class="cols3">${skills.map((name) => `<div>${esc(name)}</div>`).join('')}</div>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} — ${esc(language.fluency)}`).join('&nbsp;&nbsp;&nbsp; ')}</p>` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
