'use strict';
/**
 * A resume in the manner of Microsoft Word's "Bold modern resume" template (twenty-third batch), DOCX, DOC, PDF and images: the
 * given name over the family name in very large bold capitals (CSS) in the accent colour (the name as printed where it is not
 * a plain "Given Family"), the title in small spaced capitals, the contact under it, headings in bold capitals in the accent
 * colour; the layout in tables with their widths as HTML attributes, which LibreOffice keeps in the DOCX and DOC. Two variants
 * by the title's length. An even one (Letter, orange): ONE contact row "Town, Region | phone | e-mail | LinkedIn: /in/username"
 * (the handle after "/in/" alone); "EXPERIENCE" with each job "Title | Company | Mar 2019 – Present" on one line in bold then
 * bullets; "EDUCATION" ("Degree in Area | School | 2017"); "SKILLS" as a table of THREE columns of bullets (the items in
 * turn down the columns); "LANGUAGES" as one line "Name (level), …" (or "Name – level; …" where a level holds parentheses). An odd one (A4, dark teal): the contact on two lines
 * ("Town, Region · phone" over "e-mail · LinkedIn: linkedin.com/in/username/"); the jobs as "TITLE" in bold capitals over
 * "Company · March 2019 – Present" in grey; then a closing table of TWO cells side by side, "SKILLS" (two columns of bullets) in the left and
 * "LANGUAGES" ("Name – level" lines) in the right, their headings level, so that reading across the row the skills heading is
 * directly followed by the languages heading.
 */
const { esc, span, linkedin, linkedinHandle, place, date } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  // (the variant drawn from the title's length: the name's alone left the batch's entries unbalanced)
  const odd = String(b.label ?? '').length % 2 === 1;
  const accent = odd ? '#115e67' : '#d2561d';
  const handle = profile ? linkedinHandle(profile) : '';
  const parts = b.nameParts;
  const plain = !parts || parts.style === 'plain';
  const nameHtml = plain && parts ? `${esc(parts.given)}<br>${esc(parts.family)}` : esc(b.name);
  const town = b.location?.city ? esc(place(b.location)) : '';
  const contact = odd
    ? [[town, b.phone ? esc(b.phone) : ''].filter(Boolean).join(' · '), [b.email ? esc(b.email) : '', profile ? `LinkedIn: linkedin.com/in/${esc(handle)}/` : ''].filter(Boolean).join(' · ')].filter(Boolean).map((line) => `<p class="ct">${line}</p>`).join('')
    : `<p class="ct">${[town, b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `LinkedIn: /in/${esc(handle)}` : ''].filter(Boolean).join(' | ')}</p>`;
  const bullets = (list) => (list?.length ? `<ul>${list.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : '');
  const jobs = (resume.work ?? []).map((job) => {
    const when = span(job.startDate, job.endDate, odd ? 'long' : 'short', { ongoing: !job.endDate });
    return odd
      ? `<p class="jt">${esc(job.position)}</p><p class="jm">${esc(job.name)} · ${esc(when)}</p>${bullets(job.highlights)}`
      : `<p class="jb">${esc(job.position)} | ${esc(job.name)} | ${esc(when)}</p>${bullets(job.highlights)}`;
  }).join('');
  const schools = (resume.education ?? []).map((entry) => {
    const degree = `${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}`;
    const end = date(entry.endDate, 'year');
    return odd ? `<p class="jt">${degree}</p><p class="jm">${esc(entry.institution)}${end ? ` · ${esc(end)}` : ''}</p>` : `<p class="jb">${degree} | ${esc(entry.institution)}${end ? ` | ${esc(end)}` : ''}</p>`;
  }).join('');
  const items = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]));
  const languages = resume.languages ?? [];
  // ("Name (level)", or "Name – level" between semicolons where a level holds parentheses: "Native (bilingual)")
  const nested = languages.some((language) => /[()]/.test(language.fluency ?? ''));
  let tail;
  if (odd) {
    // (the skills in two columns of bullets inside their cell, so the closing table stays on the page in LibreOffice too)
    const half = Math.ceil(items.length / 2);
    const skillList = items.length ? `<table width="300" cellpadding="0" cellspacing="0"><tr>${[items.slice(0, half), items.slice(half)].map((column) => `<td width="150" valign="top">${column.length ? `<ul>${column.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : ''}</td>`).join('')}</tr></table>` : '';
    const langList = languages.map((language) => `<p class="ln">${esc(language.language)} – ${esc(language.fluency)}</p>`).join('');
    tail = `<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:5mm"><tr><td width="340" valign="top" style="padding-right:8mm">${items.length ? `<h2>SKILLS</h2>${skillList}` : ''}</td><td width="300" valign="top">${languages.length ? `<h2>LANGUAGES</h2>${langList}` : ''}</td></tr></table>`;
  } else {
    const per = Math.ceil(items.length / 3);
    const cells = [0, 1, 2].map((c) => items.slice(c * per, (c + 1) * per)).map((column) => `<td width="220" valign="top">${column.length ? `<ul>${column.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : ''}</td>`).join('');
    tail = `${items.length ? `<h2>SKILLS</h2><table width="100%" cellpadding="0" cellspacing="0"><tr>${cells}</tr></table>` : ''}${languages.length ? `<h2>LANGUAGES</h2><p>${nested ? languages.map((language) => `${esc(language.language)} – ${esc(language.fluency)}`).join('; ') : languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ')}</p>` : ''}`;
  }
  // (each paragraph's margins given inline: LibreOffice's own paragraph spacing otherwise runs the DOCX and DOC onto a second page)
  const MARGINS = { nm: '0', lb: '5px 0 0 0', ct: '3px 0 0 0', sum: '8px 0 0 0', jb: '4px 0 0 0', jt: '5px 0 0 0', jm: '0', ln: '0 0 2px 0' };
  const inline = (html) => html.replace(/<p class="(\w+)">/g, (_whole, cls) => `<p class="${cls}" style="margin:${MARGINS[cls] ?? '0'}">`).replace(/<h2>/g, '<h2 style="margin:5mm 0 2mm 0">');
  return inline(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: ${odd ? 'A4' : 'Letter'}; margin: ${odd ? '14mm 16mm' : '0.6in 0.7in'}; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body, p, h1, h2, li, td { font-family: 'Carlito', 'Calibri', 'Liberation Sans', sans-serif; }
body { font-size: 10pt; color: #262626; margin: 0; }
p { margin: 0; }
.nm { font-size: 30pt; font-weight: bold; color: ${accent}; text-transform: uppercase; line-height: 1.0; letter-spacing: 0.5px; }
.lb { font-size: 10pt; text-transform: uppercase; letter-spacing: 2px; color: #555; margin-top: 5px; }
.ct { font-size: 9.4pt; color: #404040; margin-top: 3px; }
.sum { margin-top: 8px; line-height: 1.35; }
h2 { font-size: 11.5pt; font-weight: bold; color: ${accent}; letter-spacing: 1px; margin: 5mm 0 2mm; }
.jb { font-weight: bold; margin-top: 4px; }
.jt { font-weight: bold; text-transform: uppercase; margin-top: 5px; }
.jm { color: #666; }
ul { margin: 2px 0 2px 16px; padding: 0; }
li { margin-bottom: 1px; }
.ln { margin-bottom: 2px; }
</style></head><body>
<p class="nm">${nameHtml}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}
${contact}${b.summary ? `<p class="sum">${esc(b.summary)}</p>` : ''}
${jobs ? `<h2>EXPERIENCE</h2>${jobs}` : ''}${schools ? `<h2>EDUCATION</h2>${schools}` : ''}${tail}
</body></html>
`);
}

module.exports = { render };
