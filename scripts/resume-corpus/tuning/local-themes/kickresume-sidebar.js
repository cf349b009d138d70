'use strict';
/**
 * A resume in the manner of Kickresume's builder templates (twenty-fourth batch), PDF and images, two variants by the e-mail
 * address's length. An even one (A4) with a full-height dark navy sidebar at the LEFT (35%): a round photo placeholder,
 * "CONTACT" in letter-spaced amber capitals and labelled rows in WHITE type on the dark ground (a small light-blue
 * capital label "EMAIL", "PHONE", "LINKEDIN", "ADDRESS" over each value in 8 pt; the e-mail wrapped after its "@" where it
 * must, LinkedIn as the profile's URL without its scheme, "www." and a slash at its end where the profile has them), then
 * "SKILLS" as items over thin bars and "LANGUAGES" as the name over its level, beside the main column (the name large, the
 * title in amber, "PROFILE", "WORK EXPERIENCE" with the dates over the title in bold and "Company, Town", "EDUCATION"). An
 * odd one (Letter) with a dark band across the top: the name in white and the title in amber at the left and, at the right,
 * FOUR icon rows in white 7.8-point type (an envelope before the e-mail, a handset, a pin, LinkedIn's logo before the
 * profile's whole URL as it was given, "https://www." and all); then the main column beside a pale grey RIGHT column of
 * "SKILLS" as outlined tags and "LANGUAGES" as "Name – level" lines.
 */
const { esc, span, linkedin, place, icon, skillNames, bare } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const band = String(b.email ?? '').length % 2 === 1;
  const navy = band ? '#23324a' : '#1d2b3f';
  const amber = '#f0a83a';
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  const jobs = (resume.work ?? []).map((job) => `<div class="en"><p class="dt">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</p><p class="ti">${esc(job.position)}</p><p class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</p>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`).join('');
  const schools = (resume.education ?? []).map((e) => `<div class="en"><p class="dt">${esc(span(e.startDate, e.endDate, 'short'))}</p><p class="ti">${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</p><p class="co">${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}</p></div>`).join('');
  const main = `${b.summary ? `<h2>PROFILE</h2><p class="sum">${esc(b.summary)}</p>` : ''}<h2>WORK EXPERIENCE</h2>${jobs}${schools ? `<h2>EDUCATION</h2>${schools}` : ''}`;
  const style = `
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Lato', 'Carlito', 'Liberation Sans', sans-serif; font-size: 8.8pt; color: #2a2a2a; margin: 0; }
p { margin: 0; }
table { border-collapse: collapse; }
td { vertical-align: top; padding: 0; }
h2 { font-size: 10.5pt; letter-spacing: 1.5px; color: ${navy}; margin: 12px 0 5px; border-bottom: 1px solid #d8dce3; padding-bottom: 2px; }
.en { margin-bottom: 7px; }
.dt { font-size: 7.8pt; color: #8a94a6; text-transform: uppercase; letter-spacing: 0.4px; }
.ti { font-weight: bold; font-size: 9.6pt; }
.co { color: #555; }
ul { margin: 2px 0 0 14px; padding: 0; }
li { margin-bottom: 1px; }
.sum { line-height: 1.4; color: #444; }`;
  if (!band) {
    const contact = [
      b.email ? ['EMAIL', esc(b.email).replace('@', '@<wbr>')] : null,
      b.phone ? ['PHONE', esc(b.phone)] : null,
      profile ? ['LINKEDIN', esc(bare(profile.url))] : null,
      town ? ['ADDRESS', esc(town)] : null,
    ].filter(Boolean).map(([label, value]) => `<p class="k">${label}</p><p class="v">${value}</p>`).join('');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${style}
@page { size: A4; margin: 0; }
html { background: linear-gradient(to right, ${navy} 35%, #fff 35%); }
.side { width: 35%; box-sizing: border-box; color: #fff; padding: 12mm 6mm 10mm 8mm; }
.main { padding: 14mm 11mm 10mm 8mm; }
.photo { width: 30mm; height: 30mm; border-radius: 50%; background: #33445e; margin: 0 auto 5mm; text-align: center; overflow: hidden; }
.side h3 { color: ${amber}; font-size: 9.5pt; letter-spacing: 2px; margin: 6mm 0 2mm; }
.k { font-size: 6.8pt; color: #9db4d6; letter-spacing: 0.8px; margin-top: 2.4mm; }
.v { font-size: 8pt; color: #ffffff; word-break: break-word; }
.sk { font-size: 8.4pt; color: #fff; margin-top: 4px; }
.bar { height: 3px; background: #3e516d; margin-top: 2px; }
.bar span { display: block; height: 3px; width: 70%; background: ${amber}; }
.ln { font-size: 8.4pt; color: #fff; margin-top: 4px; font-weight: bold; }
.lv { font-size: 7.8pt; color: #c5d0e0; }
.nm { font-size: 25pt; font-weight: bold; color: ${navy}; line-height: 1.1; }
.lb { font-size: 11.5pt; color: ${amber}; margin-top: 2px; font-weight: bold; }
</style></head><body>
<table width="100%"><tr><td class="side"><div class="photo">${icon('person', '#5b6f8e', 112)}</div><h3>CONTACT</h3>${contact}
${items.length ? `<h3>SKILLS</h3>${items.map((item) => `<p class="sk">${esc(item)}</p><div class="bar"><span></span></div>`).join('')}` : ''}
${langs.length ? `<h3>LANGUAGES</h3>${langs.map((l) => `<p class="ln">${esc(l.language)}</p><p class="lv">${esc(l.fluency)}</p>`).join('')}` : ''}</td>
<td class="main"><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}${main}</td></tr></table>
</body></html>
`;
  }
  const rows = [
    b.email ? [icon('mail', '#ffffff', 10), esc(b.email)] : null,
    b.phone ? [icon('phone', '#ffffff', 10), esc(b.phone)] : null,
    town ? [icon('pin', '#ffffff', 10), esc(town)] : null,
    profile ? [icon('linkedin', '#ffffff', 10), esc(profile.url)] : null,
  ].filter(Boolean).map(([glyph, value]) => `<tr><td class="g">${glyph}</td><td class="cv">${value}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${style}
@page { size: Letter; margin: 0; }
.band { background: ${navy}; padding: 11mm 12mm 9mm; }
.nm { font-size: 25pt; font-weight: bold; color: #fff; line-height: 1.1; }
.lb { font-size: 11.5pt; color: ${amber}; margin-top: 3px; }
td.g { width: 16px; padding: 2px 6px 2px 0; }
td.cv { color: #fff; font-size: 7.8pt; padding: 2px 0; }
.main { padding: 2mm 7mm 10mm 12mm; }
.side { width: 34%; background: #f1f3f6; padding: 2mm 10mm 10mm 6mm; }
.tag { display: inline-block; border: 1px solid #aab3c2; border-radius: 3px; padding: 0 5px; margin: 0 4px 4px 0; font-size: 8.2pt; line-height: 1.6; }
.ln { margin-bottom: 3px; }
</style></head><body>
<div class="band"><table width="100%"><tr><td width="58%"><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}</td><td width="42%"><table align="right">${rows}</table></td></tr></table></div>
<table width="100%"><tr><td class="main">${main}</td><td class="side">${items.length ? `<h2>SKILLS</h2><div>${items.map((item) => `<span class="tag">${esc(item)}</span>`).join('')}</div>` : ''}${langs.length ? `<h2>LANGUAGES</h2>${langs.map((l) => `<p class="ln">${esc(l.language)} – ${esc(l.fluency)}</p>`).join('')}` : ''}</td></tr></table>
</body></html>
`;
}

module.exports = { render };
