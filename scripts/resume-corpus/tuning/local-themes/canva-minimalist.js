'use strict';
/**
 * A resume in the manner of Canva's "Minimalist" templates ("Minimalist White and Grey Professional Resume" and its kin;
 * twenty-fourth batch), PDF and images: thin letter-spaced capitals, light grey type, thin rules. Two variants by the name's
 * length. An even one (A4), one column: the name centred in large light letter-spaced capitals (CSS), the title in
 * small spaced grey capitals, then ONE contact row between two thin rules, its items in small (7.6 pt) light-grey type
 * separated by vertical bars ("phone | e-mail | linkedin.com/in/username | Town"); "PROFILE", "EXPERIENCE" (the title in
 * capitals, "Company | Mar 2019 – Present" in grey, bullets), "EDUCATION", "SKILLS" as three columns of items and
 * "LANGUAGES" as one line "Name (level) • Name (level)". An odd one (Letter): the name at the top left in large spaced
 * capitals over the title, then a LEFT column (32%, a thin grey rule at its right) of "CONTACT" rows, each a grey disc with a
 * white symbol before its value in 7.8-point grey (the phone, the e-mail, LinkedIn's logo before the USERNAME alone, the
 * town), "EDUCATION", "SKILLS" (one a line) and "LANGUAGES" ("Name" over its level), beside "PROFILE" and "EXPERIENCE".
 */
const { esc, span, linkedin, linkedinHandle, place, icon, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  // (the variant drawn from the name's length: the e-mail address's left the batch's entries in one variant)
  const split = String(b.name ?? '').length % 2 === 1;
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  const jobs = (resume.work ?? []).map((job) => `<div class="en"><p class="ti">${esc(job.position)}</p><p class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''} | ${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</p>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`).join('');
  const schools = (resume.education ?? []).map((e) => `<div class="en"><p class="ti">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</p><p class="co">${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}${e.startDate || e.endDate ? ` | ${esc(span(e.startDate, e.endDate, 'year'))}` : ''}</p></div>`).join('');
  const style = `
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Montserrat', 'Raleway', 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 8.6pt; color: #444; margin: 0; }
p { margin: 0; }
table { border-collapse: collapse; }
td { vertical-align: top; padding: 0; }
.nm { font-size: 24pt; font-weight: 300; letter-spacing: 6px; text-transform: uppercase; color: #2f2f2f; }
.lb { font-size: 8.6pt; letter-spacing: 3.5px; text-transform: uppercase; color: #8d8d8d; margin-top: 4px; }
h2 { font-size: 9.6pt; font-weight: 600; letter-spacing: 3px; color: #333; margin: 13px 0 6px; padding-bottom: 3px; border-bottom: 0.6px solid #cfcfcf; }
.en { margin-bottom: 7px; }
.ti { font-size: 8.6pt; font-weight: 600; text-transform: uppercase; color: #333; }
.co { color: #8d8d8d; font-size: 8.2pt; margin-top: 1px; }
ul { margin: 2px 0 0 13px; padding: 0; }
li { margin-bottom: 1px; }
.sum { line-height: 1.5; }`;
  if (!split) {
    const contact = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(handle)}` : '', town ? esc(town) : ''].filter(Boolean).join('<span class="bar"> | </span>');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${style}
@page { size: A4; margin: 15mm 17mm; }
.head { text-align: center; }
.ct { text-align: center; font-size: 7.6pt; color: #9b9b9b; border-top: 0.6px solid #cfcfcf; border-bottom: 0.6px solid #cfcfcf; padding: 5px 0; margin-top: 10px; letter-spacing: 0.3px; }
.bar { color: #c8c8c8; }
.cols { columns: 3; column-gap: 12px; }
.cols p { margin-bottom: 2px; }
</style></head><body>
<div class="head"><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}</div>
<p class="ct">${contact}</p>
${b.summary ? `<h2>PROFILE</h2><p class="sum">${esc(b.summary)}</p>` : ''}
<h2>EXPERIENCE</h2>${jobs}
${schools ? `<h2>EDUCATION</h2>${schools}` : ''}
${items.length ? `<h2>SKILLS</h2><div class="cols">${items.map((item) => `<p>${esc(item)}</p>`).join('')}</div>` : ''}
${langs.length ? `<h2>LANGUAGES</h2><p>${langs.map((l) => `${esc(l.language)} (${esc(l.fluency)})`).join(' • ')}</p>` : ''}
</body></html>
`;
  }
  const disc = (name) => `<span class="disc">${icon(name, '#ffffff', 8)}</span>`;
  const rows = [
    b.phone ? [disc('phone'), esc(b.phone)] : null,
    b.email ? [disc('mail'), esc(b.email)] : null,
    profile ? [disc('linkedin'), esc(handle)] : null,
    town ? [disc('pin'), esc(town)] : null,
  ].filter(Boolean).map(([glyph, value]) => `<tr><td class="g">${glyph}</td><td class="cv">${value}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${style}
@page { size: Letter; margin: 14mm 15mm; }
.disc { display: inline-block; width: 15px; height: 15px; border-radius: 50%; background: #a9a9a9; text-align: center; line-height: 15px; }
.disc svg { vertical-align: 0 !important; }
td.g { width: 20px; padding: 0 5px 6px 0; }
td.cv { font-size: 7.8pt; color: #8a8a8a; padding: 2px 0 6px; word-break: break-all; }
.left { width: 32%; padding-right: 6mm; border-right: 0.6px solid #d0d0d0; }
.right { padding-left: 6mm; }
.sk { margin-bottom: 2px; }
.ln { font-weight: 600; margin-top: 3px; }
.lv { color: #8d8d8d; font-size: 8pt; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}
<table width="100%" style="margin-top:7mm"><tr><td class="left"><h2 style="margin-top:0">CONTACT</h2><table>${rows}</table>
${schools ? `<h2>EDUCATION</h2>${schools}` : ''}
${items.length ? `<h2>SKILLS</h2>${items.map((item) => `<p class="sk">${esc(item)}</p>`).join('')}` : ''}
${langs.length ? `<h2>LANGUAGES</h2>${langs.map((l) => `<p class="ln">${esc(l.language)}</p><p class="lv">${esc(l.fluency)}</p>`).join('')}` : ''}</td>
<td class="right">${b.summary ? `<h2 style="margin-top:0">PROFILE</h2><p class="sum">${esc(b.summary)}</p>` : ''}<h2${b.summary ? '' : ' style="margin-top:0"'}>EXPERIENCE</h2>${jobs}</td></tr></table>
</body></html>
`;
}

module.exports = { render };
