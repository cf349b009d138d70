'use strict';
/**
 * A two-column resume in the manner of Enhancv's "double column" template (twenty-first batch), PDF and images: the name in
 * bold capitals (CSS, where it is a plain "Given Family"; as printed otherwise), the title in the accent colour, and one
 * row of contact values each after an SVG icon in the accent colour (a handset, an envelope, LinkedIn's logo before
 * "linkedin.com/in/username" for an even name or before the username alone for an odd one, a pin before "Town, Region");
 * headings in bold capitals over a thick dark rule. The wide column (62%) holds "EXPERIENCE": each job the title in bold,
 * the company in bold in the accent colour on the next line, then a row of a calendar icon before "MM/YYYY - MM/YYYY" (or
 * "- Present") and a pin before the town in small grey type, then bullets; and "EDUCATION": the degree in bold, the school
 * in the accent colour, a calendar icon before "YYYY - YYYY" and a pin before its town. The narrow column (34%) holds
 * "SUMMARY", "SKILLS" as tags of one to three words each underlined by a grey rule, several a row, and "LANGUAGES": each
 * language's name in bold over its level word in grey, five dots at the right (the level also drawn). The narrow column
 * stands at the RIGHT for an even name (teal) and at the LEFT for an odd one (indigo); 9-point type.
 */
const { esc, span, linkedin, linkedinHandle, place, share, iconBefore } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const plain = !b.nameParts || b.nameParts.style === 'plain';
  const accent = odd ? '#3f51b5' : '#008c8c';
  const contact = [
    b.phone ? `<span class="c">${iconBefore('phone', accent)}${esc(b.phone)}</span>` : '',
    b.email ? `<span class="c">${iconBefore('mail', accent)}${esc(b.email)}</span>` : '',
    profile ? `<span class="c">${iconBefore('linkedin', accent)}${odd ? '' : 'linkedin.com/in/'}${esc(linkedinHandle(profile))}</span>` : '',
    b.location?.city ? `<span class="c">${iconBefore('pin', accent)}${esc(place(b.location))}</span>` : '',
  ].filter(Boolean);
  const meta = (when, where) => `<div class="meta">${when ? `<span>${iconBefore('calendar', '#888', 9)}${esc(when)}</span>` : ''}${where ? `<span>${iconBefore('pin', '#888', 9)}${esc(where)}</span>` : ''}</div>`;
  const jobs = (resume.work ?? []).map((job) => `<div class="item"><div class="t">${esc(job.position)}</div><div class="co">${esc(job.name)}</div>${meta(span(job.startDate, job.endDate, 'numeric', { dash: ' - ', ongoing: !job.endDate }), job.location)}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="t">${esc(entry.studyType)}${entry.area ? ` ${esc(entry.area)}` : ''}</div><div class="co">${esc(entry.institution)}</div>${meta(span(entry.startDate, entry.endDate, 'year', { dash: ' - ' }), entry.location && !entry.institution.includes(entry.location) ? entry.location : '')}</div>`);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map((skill) => `<span class="tag">${esc(skill)}</span>`);
  const dots = (fluency) => {
    const filled = Math.max(1, Math.round(share(fluency) * 5));
    return `<span class="dots">${Array.from({ length: 5 }, (_, i) => `<i class="${i < filled ? 'on' : ''}"></i>`).join('')}</span>`;
  };
  const languages = (resume.languages ?? []).map((language) => `<div class="lang"><div><div class="ln">${esc(language.language)}</div><div class="lv">${esc(language.fluency)}</div></div>${dots(language.fluency)}</div>`);
  const main = `${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}`;
  const side = `${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}${skills.length ? `<h2>Skills</h2><div class="tags">${skills.join('')}</div>` : ''}${languages.length ? `<h2>Languages</h2>${languages.join('')}` : ''}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 12mm 13mm 11mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: ${odd ? "'DejaVu Sans', sans-serif" : "'Liberation Sans', 'DejaVu Sans', sans-serif"}; font-size: ${odd ? '8.6pt' : '9pt'}; color: #2b2b2b; margin: 0; }
.name { font-size: 22pt; font-weight: bold; letter-spacing: 0.5px; color: #1c1c1c; ${plain ? 'text-transform: uppercase;' : ''} }
.label { font-size: 11.5pt; color: ${accent}; font-weight: bold; margin: 2px 0 5px; }
.contacts { display: flex; flex-wrap: wrap; gap: 3px 16px; font-size: 8.4pt; color: #333; margin-bottom: 5mm; }
.cols { display: grid; grid-template-columns: ${odd ? '34% 1fr' : '1fr 34%'}; column-gap: 6mm; }
.main { grid-column: ${odd ? 2 : 1}; grid-row: 1; }
.side { grid-column: ${odd ? 1 : 2}; grid-row: 1; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 0.4px; margin: 8px 0 6px; padding-bottom: 2px; border-bottom: 2.5px solid #1c1c1c; }
.item { margin-bottom: 8px; }
.t { font-weight: bold; font-size: 10.4pt; }
.co { color: ${accent}; font-weight: bold; font-size: 9.6pt; margin: 1px 0; }
.meta { display: flex; gap: 14px; color: #777; font-size: 7.9pt; margin-bottom: 2px; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 0; }
.tags { display: flex; flex-wrap: wrap; gap: 5px 10px; }
.tag { border-bottom: 1.5px solid #bbb; padding: 1px 1px 2px; font-weight: bold; font-size: 8.6pt; }
.lang { display: flex; justify-content: space-between; align-items: center; margin-bottom: 5px; }
.ln { font-weight: bold; }
.lv { color: #777; font-size: 8pt; }
.dots i { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: #ddd; margin-left: 3px; }
.dots i.on { background: ${accent}; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
<div class="contacts">${contact.join('')}</div>
<div class="cols"><div class="main">${main}</div><div class="side">${side}</div></div>
</body></html>
`;
}

module.exports = { render };
