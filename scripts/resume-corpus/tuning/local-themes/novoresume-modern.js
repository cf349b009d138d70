'use strict';
/**
 * A resume in the manner of Novoresume's "Modern" / "Basic" templates (twenty-third batch), PDF and images: the name large in
 * bold at the top left with the title in the accent colour under it and the summary beside nothing; the contact at the top
 * RIGHT as icon rows (an envelope, a handset, a pin, LinkedIn's logo); headings in bold capitals over a thick accent rule; a
 * wide column of "WORK EXPERIENCE" (the title in bold, the company in the accent colour, then "03/2019 - Present" in italics
 * with the town at the right, a small italic "Achievements/Tasks" label over bullets) and "EDUCATION" ("Degree in Area", the
 * school, "09/2014 - 06/2017" and its town), and a narrow column of "SKILLS" as grey rounded tags (chips) several a row,
 * "LANGUAGES" (the name in bold over its level word in italics) and "INTERESTS" as tags. Two variants by the e-mail address's length:
 * an even one in blue on A4 with the narrow column at the RIGHT, its "SKILLS" heading level with "WORK EXPERIENCE", the e-mail in
 * the contact rows' type and LinkedIn as its logo before the USERNAME alone; an odd one in teal on Letter with the narrow
 * column at the LEFT starting BELOW its neighbour (14 mm of space over "SKILLS": the heading stands beside the first job, not
 * beside "WORK EXPERIENCE"), the e-mail in small light-grey type (7.4 pt) and LinkedIn as "linkedin.com/in/username" in
 * small light-grey type.
 */
const { esc, span, linkedin, linkedinHandle, place, icon } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  // (the variant drawn from the e-mail address's length: the name's alone left the batch's entries unbalanced)
  const odd = String(b.email ?? '').length % 2 === 1;
  const accent = odd ? '#17827a' : '#2a64b4';
  const handle = profile ? linkedinHandle(profile) : '';
  const rows = [
    b.email ? [icon('mail', accent, 10), `<span class="${odd ? 'light' : ''}">${esc(b.email)}</span>`] : null,
    b.phone ? [icon('phone', accent, 10), esc(b.phone)] : null,
    b.location?.city ? [icon('pin', accent, 10), esc(place(b.location))] : null,
    profile ? [icon('linkedin', accent, 10), odd ? `<span class="light">linkedin.com/in/${esc(handle)}</span>` : esc(handle)] : null,
  ].filter(Boolean).map(([glyph, value]) => `<tr><td class="ic">${value}</td><td class="gl">${glyph}</td></tr>`).join('');
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = [...(job.highlights ?? [])].filter(Boolean);
    return `<div class="item"><p class="ti">${esc(job.position)}</p><p class="co">${esc(job.name)}</p><p class="meta"><span>${esc(span(job.startDate, job.endDate, 'numeric', { dash: ' - ', ongoing: !job.endDate }))}</span><span>${esc(job.location ?? '')}</span></p>${bullets.length ? `<p class="ach">Achievements/Tasks</p><ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
  }).join('');
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><p class="ti">${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</p><p class="co">${esc(entry.institution)}</p><p class="meta"><span>${esc(span(entry.startDate, entry.endDate, 'numeric', { dash: ' - ' }))}</span><span>${esc(entry.location ?? '')}</span></p></div>`).join('');
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map((item) => `<span class="tag">${esc(item)}</span>`).join('');
  const languages = (resume.languages ?? []).map((language) => `<p class="ln">${esc(language.language)}</p><p class="lv">${esc(language.fluency)}</p>`).join('');
  const interests = (resume.interests ?? []).map((interest) => `<span class="tag">${esc(interest.name)}</span>`).join('');
  const main = `<td class="main" width="64%" valign="top"><h2>WORK EXPERIENCE</h2>${jobs}${schools ? `<h2>EDUCATION</h2>${schools}` : ''}</td>`;
  const side = `<td class="side" width="36%" valign="top">${skills ? `<h2>SKILLS</h2><div class="tags">${skills}</div>` : ''}${languages ? `<h2>LANGUAGES</h2>${languages}` : ''}${interests ? `<h2>INTERESTS</h2><div class="tags">${interests}</div>` : ''}</td>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: ${odd ? 'Letter' : 'A4'}; margin: ${odd ? '0.5in 0.55in' : '12mm 13mm'}; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Nimbus Sans', 'Liberation Sans', sans-serif; font-size: 8.9pt; color: #2b2b2b; margin: 0; }
p { margin: 0; }
table { border-collapse: collapse; }
td { vertical-align: top; padding: 0; }
.nm { font-size: 25pt; font-weight: bold; color: #222; line-height: 1.05; }
.lb { font-size: 12pt; color: ${accent}; margin-top: 3px; }
.sum { margin-top: 5px; color: #444; font-size: 8.6pt; line-height: 1.35; }
table.ct td { padding: 1px 0; font-size: 8.6pt; }
td.ic { text-align: right; padding-right: 6px !important; }
td.gl { width: 12px; }
.light { font-size: 7.4pt; color: #a0a0a0; }
h2 { font-size: 11pt; font-weight: bold; color: #222; border-bottom: 2.5px solid ${accent}; padding-bottom: 2px; margin: 12px 0 6px; letter-spacing: 0.2px; }
td.main > h2:first-child { margin-top: 0; }
td.side > h2:first-child { margin-top: ${odd ? '14mm' : '0'}; }
td.main { padding-${odd ? 'left' : 'right'}: 7mm; }
.item { margin-bottom: 7px; }
.ti { font-size: 10pt; font-weight: bold; }
.co { font-size: 9.6pt; color: ${accent}; margin-top: 1px; }
.meta { display: flex; justify-content: space-between; font-style: italic; color: ${accent}; font-size: 8pt; margin-top: 1px; }
.ach { font-style: italic; color: #888; font-size: 7.8pt; margin-top: 2px; }
ul { margin: 1px 0 0 13px; padding: 0; }
li { margin-bottom: 1px; }
.tags { line-height: 1.9; }
.tag { display: inline-block; background: #e6e9ed; color: #333; border-radius: 4px; padding: 0 6px; margin: 0 4px 4px 0; font-size: 8.6pt; line-height: 1.7; }
.ln { font-weight: bold; margin-top: 4px; }
.lv { font-style: italic; color: ${accent}; font-size: 8.4pt; }
</style></head><body>
<table width="100%"><tr><td width="62%" valign="top"><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}${b.summary ? `<p class="sum">${esc(b.summary)}</p>` : ''}</td><td width="38%" valign="top" align="right"><table class="ct" align="right">${rows}</table></td></tr></table>
<table width="100%" style="margin-top:7mm"><tr>${odd ? side + main : main + side}</tr></table>
</body></html>
`;
}

module.exports = { render };
