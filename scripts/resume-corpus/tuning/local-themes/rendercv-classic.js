'use strict';
/**
 * A resume in the manner of RenderCV's themes "classic" and "sb2nov" (twenty-third batch), PDF and images, one column. Two
 * variants by the title's length. An even one after "classic" (A4, a sans face, blue): the name centred, large and blue; ONE
 * centred contact row of icon items (a pin before "Town, Region", an envelope before the e-mail, a handset before the phone,
 * LinkedIn's logo before the USERNAME alone); headings in blue, a rule running from each to the right margin; "Education"
 * first (the school in bold with the town at the right, "Degree in Area" with the dates at the right), "Experience" (the
 * company in bold and ", Title" after it with the town at the right, the dates at the right of the next line, bullets),
 * "Skills" as rows "Category: a, b, c" (the category in bold) and a last row "Spoken languages: Name (level), …" ("Name – level; …" where a level holds parentheses). An odd one
 * after "sb2nov" (Letter, a serif face, black): the name centred in bold, one contact row of text between vertical bars
 * ("e-mail | phone | www.linkedin.com/in/username/", the URL with its slash at the end); small-capital headings over a full
 * rule; "Experience" first (the title in bold with the dates at the right, the company in italics with the town at the right),
 * "Education"; "Technical Skills" as a table of two columns, the category in bold in a left column (24%) and its items
 * between commas at the right; "Languages" as one line "Name — level · Name — level".
 */
const { esc, span, linkedin, linkedinHandle, place, icon } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  // (the variant drawn from the title's length: the name's alone left the batch's entries unbalanced)
  const odd = String(b.label ?? '').length % 2 === 1;
  const handle = profile ? linkedinHandle(profile) : '';
  const accent = odd ? '#000' : '#004f90';
  const groups = (resume.skills ?? []).map((skill) => [skill.name, skill.keywords?.length ? skill.keywords : []]).filter(([, keywords]) => keywords.length);
  const singles = (resume.skills ?? []).filter((skill) => !skill.keywords?.length).map((skill) => skill.name);
  const languages = resume.languages ?? [];
  const row = (left, right, cls = '') => `<div class="row ${cls}"><span>${left}</span><span class="r">${right}</span></div>`;
  const bullets = (list) => (list?.length ? `<ul>${list.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : '');
  if (!odd) {
    const contact = [
      b.location?.city ? `${icon('pin', accent, 10)} ${esc(place(b.location))}` : '',
      b.email ? `${icon('mail', accent, 10)} ${esc(b.email)}` : '',
      b.phone ? `${icon('phone', accent, 10)} ${esc(b.phone)}` : '',
      profile ? `${icon('linkedin', accent, 10)} ${esc(handle)}` : '',
    ].filter(Boolean).map((item) => `<span class="c">${item}</span>`).join('');
    const schools = (resume.education ?? []).map((entry) => `<div class="item">${row(`<b>${esc(entry.institution)}</b>`, esc(entry.location ?? ''))}${row(`${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}`, esc(span(entry.startDate, entry.endDate, 'short')))}</div>`).join('');
    const jobs = (resume.work ?? []).map((job) => `<div class="item">${row(`<b>${esc(job.name)}</b>, ${esc(job.position)}`, esc(job.location ?? ''))}${row('', esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate })))}${bullets(job.highlights)}</div>`).join('');
    const skillRows = [
      ...groups.map(([group, keywords]) => `<p class="sk"><b>${esc(group)}:</b> ${keywords.map(esc).join(', ')}</p>`),
      singles.length ? `<p class="sk"><b>Other:</b> ${singles.map(esc).join(', ')}</p>` : '',
      // ("Name (level)", or "Name – level" between semicolons where a level holds parentheses)
      languages.length ? `<p class="sk"><b>Spoken languages:</b> ${languages.some((language) => /[()]/.test(language.fluency ?? '')) ? languages.map((language) => `${esc(language.language)} – ${esc(language.fluency)}`).join('; ') : languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : '',
    ].join('');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 16mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Source Sans 3', 'Carlito', 'Liberation Sans', sans-serif; font-size: 9.4pt; color: #111; margin: 0; }
p { margin: 0; }
.nm { text-align: center; font-size: 24pt; color: ${accent}; font-weight: bold; }
.contact { text-align: center; margin-top: 4px; font-size: 8.8pt; }
.c { display: inline-block; margin: 0 7px; white-space: nowrap; }
h2 { display: flex; align-items: center; gap: 8px; font-size: 12pt; color: ${accent}; margin: 5mm 0 2mm; font-weight: bold; }
h2::after { content: ''; flex: 1; border-top: 0.8px solid ${accent}; }
.item { margin-bottom: 5px; }
.row { display: flex; justify-content: space-between; gap: 8px; }
.r { white-space: nowrap; }
ul { margin: 1px 0 0 16px; padding: 0; }
.sk { margin-bottom: 2px; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>
<div class="contact">${contact}</div>
${schools ? `<h2>Education</h2>${schools}` : ''}${jobs ? `<h2>Experience</h2>${jobs}` : ''}${skillRows ? `<h2>Skills</h2>${skillRows}` : ''}
</body></html>
`;
  }
  const contact = [b.email ? esc(b.email) : '', b.phone ? esc(b.phone) : '', profile ? `www.linkedin.com/in/${esc(handle)}/` : ''].filter(Boolean).join(' <span class="bar">|</span> ');
  const jobs = (resume.work ?? []).map((job) => `<div class="item">${row(`<b>${esc(job.position)}</b>`, esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate })))}${row(`<i>${esc(job.name)}</i>`, `<i>${esc(job.location ?? '')}</i>`)}${bullets(job.highlights)}</div>`).join('');
  const schools = (resume.education ?? []).map((entry) => `<div class="item">${row(`<b>${esc(entry.institution)}</b>`, esc(span(entry.startDate, entry.endDate, 'short')))}${row(`<i>${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</i>`, `<i>${esc(entry.location ?? '')}</i>`)}</div>`).join('');
  const table = [...groups, ...(singles.length ? [['Other', singles]] : [])].map(([group, keywords]) => `<tr><td class="g"><b>${esc(group)}</b></td><td>${keywords.map(esc).join(', ')}</td></tr>`).join('');
  const langs = languages.map((language) => `${esc(language.language)} — ${esc(language.fluency)}`).join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: Letter; margin: 0.55in 0.6in; }
body { font-family: 'P052', 'DejaVu Serif', serif; font-size: 9.6pt; color: #000; margin: 0; }
p { margin: 0; }
.nm { text-align: center; font-size: 22pt; font-weight: bold; }
.contact { text-align: center; margin-top: 3px; font-size: 9pt; }
.bar { margin: 0 4px; }
h2 { font-variant: small-caps; font-size: 12.5pt; font-weight: normal; border-bottom: 0.8px solid #000; margin: 4.5mm 0 2mm; padding-bottom: 1px; letter-spacing: 0.3px; }
.item { margin-bottom: 5px; }
.row { display: flex; justify-content: space-between; gap: 8px; }
ul { margin: 1px 0 0 18px; padding: 0; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 1px 0; }
td.g { width: 24%; padding-right: 8px; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>
<p class="contact">${contact}</p>
${jobs ? `<h2>Experience</h2>${jobs}` : ''}${schools ? `<h2>Education</h2>${schools}` : ''}${table ? `<h2>Technical Skills</h2><table>${table}</table>` : ''}${langs ? `<h2>Languages</h2><p>${langs}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
