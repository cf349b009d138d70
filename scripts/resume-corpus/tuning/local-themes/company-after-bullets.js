'use strict';
/**
 * A one-column resume in a serif face whose jobs print the company late (twentieth batch), PDF, DOCX, DOC and images: the
 * name large at the left with the title in italics under it, the contact at the right on short lines (e-mail, phone,
 * linkedin.com/in/username, "Town, Region"); headings in spaced capitals over a hairline. Two variants by the sum of the
 * name's letter codes. An even one: each job is the title in bold; then a line with "Month YYYY – Month YYYY" (or "– Present") and the
 * town; then one or two bullets; and only then the company on its own line in grey italics with the contract after a
 * middle dot ("Acme Logistics · CDI"). An odd one: the title in bold, then the company as a link (underlined, to its
 * website) followed by its website in grey ("Acme Logistics · acme-logistics.fr"), then the dates and the town, then the
 * bullets. Each education "Degree, Area" in bold, "School · YYYY – YYYY" under it; "SKILLS" as a bulleted list in three
 * columns; "LANGUAGES" as "Name (level)" between commas.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const odd = [...String(b.name ?? '')].reduce((sum, letter) => sum + letter.codePointAt(0), 0) % 2 === 1;
  const contact = [b.email ? esc(b.email) : '', b.phone ? esc(b.phone) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const bullets = (job) => {
    const lines = [...(job.highlights ?? []), ...(job.highlights?.length ? [] : job.summary ? [job.summary] : [])].slice(0, 2);
    return lines.length ? `<ul>${lines.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : '';
  };
  const site = (url) => String(url ?? '').replace(/^https?:\/\//, '').replace(/\/$/, '');
  const meta = (job) => `<p class="meta">${esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate }))}${job.location ? ` <span class="sep">|</span> ${esc(job.location)}` : ''}</p>`;
  const jobs = (resume.work ?? []).map((job) =>
    odd
      ? `<div class="job"><p class="t">${esc(job.position)}</p><p class="link"><a href="${esc(job.url)}">${esc(job.name)}</a>${job.url ? ` <span class="site">· ${esc(site(job.url))}</span>` : ''}</p>${meta(job)}${bullets(job)}</div>`
      : `<div class="job"><p class="t">${esc(job.position)}</p>${meta(job)}${bullets(job)}<p class="co">${esc(job.name)}${job.contract ? ` · ${esc(job.contract)}` : ''}</p></div>`,
  );
  const schools = (resume.education ?? []).map((entry) => `<div class="job"><p class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</p><p class="meta">${esc(entry.institution)}${entry.startDate || entry.endDate ? ` · ${esc(span(entry.startDate, entry.endDate, 'year'))}` : ''}</p></div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 16mm 17mm 14mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: ${odd ? "'P052', 'Liberation Serif', serif" : "'C059', 'DejaVu Serif', serif"}; font-size: ${odd ? '10.4pt' : '9.8pt'}; color: #1f1f1f; margin: 0; }
table.head { width: 100%; border-collapse: collapse; margin-bottom: 4mm; }
table.head td { vertical-align: bottom; padding: 0; }
.name { font-size: 24pt; margin: 0; color: #222; }
.label { font-style: italic; font-size: 12pt; color: #5a4a3a; margin: 2px 0 0; }
td.contact { text-align: right; font-size: 9pt; color: #444; line-height: 1.35; }
h2 { font-size: 10pt; letter-spacing: 2.5px; text-transform: uppercase; font-weight: normal; color: #7a5c3e; border-bottom: 0.6px solid #b9a58f; margin: 5mm 0 2.5mm; padding-bottom: 1px; }
p { margin: 0; }
.job { margin-bottom: 3.2mm; }
.t { font-weight: bold; font-size: 1.04em; }
.meta { color: #555; font-size: 0.93em; }
.meta .sep { color: #aaa; }
.co { color: #7b7b7b; font-style: italic; margin-top: 1px; }
.link a { color: #1f4e8c; text-decoration: underline; }
.link .site { color: #888; font-size: 0.92em; }
ul { margin: 2px 0 1px 16px; padding: 0; }
ul.skills { columns: 3; column-gap: 8mm; margin-left: 16px; }
ul.skills li { break-inside: avoid; }
</style></head><body>
<table class="head" width="100%"><tr><td valign="bottom" width="58%"><p class="name">${esc(b.name)}</p>${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}</td><td class="contact" align="right" valign="bottom" width="42%">${contact.join('<br>')}</td></tr></table>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${skills.length ? `<h2>Skills</h2><ul class="skills">${skills.map((name) => `<li>${esc(name)}</li>`).join('')}</ul>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
