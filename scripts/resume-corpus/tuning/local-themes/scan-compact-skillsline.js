'use strict';
/**
 * A compact one-page English resume scanned to an image (twentieth batch; themes.js imageOnly and scan: greyscale, a slight
 * rotation, noise): the name in bold at the left, the title beside it after a vertical bar; under them one contact line
 * "e-mail | phone | linkedin.com/in/username" in small light-grey type (no town); headings in bold small capitals over a
 * hairline; "SUMMARY"; "EXPERIENCE" (each job "Title, Company" in bold with "Mon YYYY – Mon YYYY" or "– Present"
 * right-aligned, the town in italics, bullets in small type); then "Skills:" in bold with the skills after it on the same
 * line as one comma-separated paragraph, after the experience; "EDUCATION" ("Degree, Area — School" with "YYYY – YYYY"
 * right-aligned); "Languages:" in bold with "Name (level)" after it on the same line. A serif face in 9.5 pt or a sans face
 * in 9 pt, by the sum of the name's letter codes.
 */
const { esc, span, linkedin, skillNames, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const odd = [...String(b.name ?? '')].reduce((sum, letter) => sum + letter.codePointAt(0), 0) % 2 === 1;
  const contact = [b.email ? esc(b.email) : '', b.phone ? esc(b.phone) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : ''].filter(Boolean);
  const line = (left, right) => `<table class="line"><tr><td>${left}</td><td class="r">${right}</td></tr></table>`;
  const jobs = (resume.work ?? []).map((job) => `<div class="item">${line(`<b>${esc(job.position)}, ${esc(job.name)}</b>`, esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate })))}${job.location ? `<div class="town">${esc(job.location)}</div>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item">${line(`<b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b> — ${esc(entry.institution)}`, esc(span(entry.startDate, entry.endDate, 'year')))}</div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: Letter; margin: 12mm 14mm 11mm; }
body { font-family: ${odd ? "'Nimbus Sans', 'Liberation Sans', Arial, sans-serif" : "'Liberation Serif', 'Nimbus Roman', serif"}; font-size: ${odd ? '9pt' : '9.5pt'}; color: #111; margin: 0; line-height: 1.25; }
.name { font-size: 16pt; font-weight: bold; }
.title { font-size: 11pt; color: #333; }
.bar { color: #999; margin: 0 6px; font-size: 13pt; }
.contact { font-size: 7.8pt; color: #9a9a9a; margin: 2px 0 3px; }
h2 { font-size: 10pt; font-variant: small-caps; letter-spacing: 0.8px; border-bottom: 0.6px solid #555; margin: 7px 0 3px; padding-bottom: 0; }
p { margin: 0; }
table { border-collapse: collapse; width: 100%; }
td { padding: 0; vertical-align: top; }
td.r { text-align: right; white-space: nowrap; padding-left: 8px; }
.item { margin-bottom: 4px; }
.town { font-style: italic; color: #444; font-size: 0.92em; }
ul { margin: 1px 0 0 16px; padding: 0; font-size: 0.95em; }
.inline { margin-top: 6px; }
</style></head><body>
<div><span class="name">${esc(b.name)}</span>${b.label ? `<span class="bar">|</span><span class="title">${esc(b.label)}</span>` : ''}</div>
${contact.length ? `<div class="contact">${contact.join(' | ')}</div>` : ''}
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${skills.length ? `<p class="inline"><b>Skills:</b> ${skills.map(esc).join(', ')}</p>` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${resume.languages?.length ? `<p class="inline"><b>Languages:</b> ${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
