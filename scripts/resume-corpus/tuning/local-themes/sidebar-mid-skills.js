'use strict';
/**
 * A resume with a coloured full-height sidebar in light text (twentieth batch), rendered only as an image: the sidebar
 * (64 mm, on the LEFT for a name of even length, on the RIGHT for an odd one) holds "CONTACT" at its top (icon rows
 * without labels: phone, e-mail, linkedin.com/in/username, "Town, Region"), then "SKILLS" as a plain list of one or two
 * words a line (no bullets) and "LANGUAGES" as the name beside five dots (even) or over a thin bar (odd), without level
 * words; the white main column holds the name large, the title, "PROFILE", "EXPERIENCE" (the title in bold, "Company ·
 * Town", "Mon YYYY – Mon YYYY" or "– Present" in grey, bullets) and "EDUCATION" ("Degree, Area" in bold, the school, "YYYY –
 * YYYY") after the jobs. The page is a grid whose second row starts at the first job of the experience's second half,
 * where the sidebar's "SKILLS" heading stands: level with the middle of the experience column.
 */
const { esc, span, linkedin, place, skillNames, linkedinHandle, icon, share } = require('./common');

const THEMES = [
  { side: '#22384f', text: '#e9f0f6', soft: '#9fb6cc', accent: '#2f6f9f' },
  { side: '#3b4a3a', text: '#eef2e8', soft: '#b3c2a6', accent: '#5d7a45' },
  { side: '#4a2d45', text: '#f5ecf3', soft: '#c9a9c2', accent: '#7d3f6f' },
];

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const theme = THEMES[name.length % 3];
  const rowOf = (glyph, value) => `<div class="c">${icon(glyph, theme.soft, 11)}<span>${value}</span></div>`;
  const contact = [
    b.phone ? rowOf('phone', esc(b.phone)) : '',
    b.email ? rowOf('mail', esc(b.email)) : '',
    profile ? rowOf('linkedin', `linkedin.com/in/${esc(linkedinHandle(profile))}`) : '',
    b.location?.city ? rowOf('pin', esc(place(b.location))) : '',
  ].filter(Boolean);
  const job = (entry) => `<div class="item"><div class="t">${esc(entry.position)}</div><div class="co">${esc(entry.name)}${entry.location ? ` · ${esc(entry.location)}` : ''}</div><div class="d">${esc(span(entry.startDate, entry.endDate, 'short', { ongoing: !entry.endDate }))}</div>${entry.highlights?.length ? `<ul>${entry.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
  const work = resume.work ?? [];
  const half = Math.round(work.length / 2);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div><div class="d">${esc(span(entry.startDate, entry.endDate, 'year'))}</div></div>`);
  const skills = skillNames(resume);
  const level = (fluency) => {
    const value = share(fluency);
    if (odd) return `<div class="bar"><div style="width:${Math.round(value * 100)}%"></div></div>`;
    const filled = Math.max(1, Math.round(value * 5));
    return `<span class="dots">${Array.from({ length: 5 }, (_, i) => `<i class="${i < filled ? 'on' : ''}"></i>`).join('')}</span>`;
  };
  const languages = (resume.languages ?? []).map((language) => (odd ? `<div class="lang">${esc(language.language)}${level(language.fluency)}</div>` : `<div class="lang row"><span>${esc(language.language)}</span>${level(language.fluency)}</div>`));
  const sideCol = odd ? 2 : 1;
  const mainCol = odd ? 1 : 2;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: ${odd ? "'URW Gothic', 'DejaVu Sans', sans-serif" : "'Liberation Sans', 'DejaVu Sans', sans-serif"}; font-size: ${odd ? '9pt' : '9.6pt'}; color: #262626; margin: 0; }
.page { display: grid; grid-template-columns: ${odd ? '1fr 64mm' : '64mm 1fr'}; grid-template-rows: auto auto auto 1fr; min-height: 297mm; }
.side { grid-column: ${sideCol}; background: ${theme.side}; color: ${theme.text}; padding: 0 7mm; }
.main { grid-column: ${mainCol}; padding: 0 11mm 0 9mm; }
.r1 { grid-row: 1; padding-top: 14mm; }
.r2 { grid-row: 2; }
.r3 { grid-row: 3; }
.r4 { grid-row: 4; }
.name { font-size: 25pt; font-weight: bold; color: #1d1d1d; line-height: 1.1; }
.label { font-size: 12pt; color: ${theme.accent}; margin: 3px 0 4mm; }
h2 { font-size: 11pt; text-transform: uppercase; letter-spacing: 1.5px; margin: 0 0 3mm; padding-bottom: 2px; }
.main h2 { color: ${theme.accent}; border-bottom: 1.5px solid ${theme.accent}; }
.main section { margin-bottom: 5mm; }
.side h2 { color: #fff; border-bottom: 1px solid ${theme.soft}; }
.side section { margin-bottom: 7mm; }
.c { display: flex; gap: 6px; align-items: baseline; margin-bottom: 5px; font-size: 8.4pt; }
.c span { word-break: break-all; }
.c svg { flex: none; }
.skill { margin-bottom: 3px; }
.lang { margin-bottom: 5px; }
.lang.row { display: flex; justify-content: space-between; align-items: center; }
.dots i { display: inline-block; width: 7px; height: 7px; border-radius: 50%; border: 1px solid ${theme.soft}; margin-left: 3px; }
.dots i.on { background: ${theme.text}; border-color: ${theme.text}; }
.bar { height: 4px; background: rgba(255,255,255,0.25); margin-top: 3px; }
.bar div { height: 4px; background: ${theme.text}; }
.item { margin-bottom: 7px; }
.t { font-weight: bold; }
.co { color: ${theme.accent}; }
.d { color: #777; font-size: 8.6pt; }
ul { margin: 2px 0 0 15px; padding: 0; }
p { margin: 0; }
</style></head><body>
<div class="page">
<div class="main r1"><div class="name">${esc(b.name)}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}${b.summary ? `<section><h2>Profile</h2><p>${esc(b.summary)}</p></section>` : ''}<h2>Experience</h2>${work.slice(0, half).map(job).join('')}</div>
<div class="side r1"><section><h2>Contact</h2>${contact.join('')}</section></div>
<div class="main r2">${work.slice(half).map(job).join('')}${schools.length ? `<section style="margin-top:5mm"><h2>Education</h2>${schools.join('')}</section>` : ''}</div>
<div class="side r2">${skills.length ? `<section><h2>Skills</h2>${skills.map((skill) => `<div class="skill">${esc(skill)}</div>`).join('')}</section>` : ''}${languages.length ? `<section><h2>Languages</h2>${languages.join('')}</section>` : ''}</div>
<div class="main r3"></div>
<div class="side r3"></div>
<div class="main r4"></div>
<div class="side r4"></div>
</div>
</body></html>
`;
}

module.exports = { render };
