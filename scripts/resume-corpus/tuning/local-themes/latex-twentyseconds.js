'use strict';
/**
 * A CV in the manner of the LaTeX templates "Twenty Seconds Curriculum Vitae" and "Friggeri Resume/CV" as Overleaf shows them
 * (twenty-fifth batch: PDF and images; A4). Two variants by the name's length. An even one after Twenty Seconds: a full-height
 * pale blue-grey LEFT sidebar (36%) with a round photo placeholder, the given name over the FAMILY NAME in large type, the
 * title, "about me", contact rows after icons in 8-point grey (the town, the phone, the e-mail, LinkedIn's logo before the
 * username alone), "skills" each over a bar and "languages" the name with its level; the main column's lower-case headings
 * ("experience", "education") in blue, each entry "Mar 2019 – Present" in a narrow left column beside the title in bold over
 * "Company, Town". An odd one after Friggeri: a dark header band with the given name in a thin face and the FAMILY name in
 * bold, the title; an aside column at the LEFT (28%) right-aligned in grey ("contact" lines with
 * "linkedin.com/in/username", "languages" as "Name" over its level) beside sections whose headings are coloured, each job the
 * title in bold with "Mar 2019 – Present" at the right over "Company, Town", schools "Degree in Area" with their dates, skills
 * as one row between commas.
 */
const { esc, span, linkedin, linkedinHandle, place, skillNames, share, iconBefore, givenAndFamily } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  const friggeri = String(b.name ?? '').length % 2 === 1;
  const { given, family } = givenAndFamily(b);
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  const when = (start, end, ongoing) => esc(span(start, end, 'short', { ongoing }));
  const css = `
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Latin Modern Sans', 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9pt; color: #2a2a2a; margin: 0; }
p { margin: 0; }
ul { margin: 2px 0 0 14px; padding: 0; }
li { margin-bottom: 1px; }`;
  if (!friggeri) {
    const blue = '#3a6ea5';
    const entry = (left, title, sub, bullets = []) => `<div class="en"><div class="dt">${left}</div><div class="tx"><p><b>${title}</b></p><p class="sb">${sub}</p>${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div></div>`;
    const jobs = (resume.work ?? []).map((job) => entry(when(job.startDate, job.endDate, !job.endDate), esc(job.position), `${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}`, job.highlights ?? [])).join('');
    const schools = (resume.education ?? []).map((e) => entry(when(e.startDate, e.endDate, false), `${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}`, `${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}`)).join('');
    const contact = [
      town ? `${iconBefore('pin', '#555', 9)}${esc(town)}` : '',
      b.phone ? `${iconBefore('phone', '#555', 9)}${esc(b.phone)}` : '',
      b.email ? `${iconBefore('mail', '#555', 9)}${esc(b.email)}` : '',
      profile ? `${iconBefore('linkedin', '#555', 9)}${esc(handle)}` : '',
    ].filter(Boolean).map((row) => `<p class="ci">${row}</p>`).join('');
    const levels = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((name) => [name, skill.level]) : [[skill.name, skill.level]]));
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: 0; }${css}
body { background: linear-gradient(to right, #e6ebf0 36%, #ffffff 36%); }
.wrap { display: flex; min-height: 297mm; }
.side { width: 36%; flex: none; box-sizing: border-box; padding: 12mm 7mm 10mm 9mm; }
.main { flex: 1; padding: 14mm 11mm 10mm 8mm; }
.photo { width: 30mm; height: 30mm; border-radius: 50%; background: #b9c4cf; margin: 0 auto 7mm; }
.gv { font-size: 20pt; color: #333; line-height: 1.1; }
.fm { font-size: 22pt; font-weight: bold; color: ${blue}; line-height: 1.1; }
.lb { font-size: 10pt; color: #555; margin: 3px 0 8px; }
.sh { font-size: 13pt; color: ${blue}; margin: 11px 0 5px; }
.ci { font-size: 8pt; color: #444; margin-bottom: 3px; word-break: break-word; }
.sk { margin-bottom: 4px; font-size: 8.6pt; }
.bar { height: 4px; background: #c8d1da; margin-top: 1px; }
.bar span { display: block; height: 4px; background: ${blue}; }
h2 { font-size: 15pt; font-weight: normal; color: ${blue}; margin: 4px 0 7px; }
.en { display: flex; margin-bottom: 7px; }
.dt { width: 28mm; flex: none; color: #666; font-size: 8.4pt; }
.tx { flex: 1; }
.sb { color: #555; }
</style></head><body><div class="wrap">
<div class="side"><div class="photo"></div><p class="gv">${esc(given)}</p><p class="fm">${esc(family)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}
${b.summary ? `<p class="sh">about me</p><p style="font-size:8.4pt">${esc(b.summary)}</p>` : ''}
<p class="sh">contact</p>${contact}
${levels.length ? `<p class="sh">skills</p>${levels.map(([name, level]) => `<div class="sk">${esc(name)}<div class="bar"><span style="width:${Math.round(share(level) * 100)}%"></span></div></div>`).join('')}` : ''}
${langs.length ? `<p class="sh">languages</p>${langs.map((l) => `<p class="sk"><b>${esc(l.language)}</b> – ${esc(l.fluency)}</p>`).join('')}` : ''}
</div>
<div class="main"><h2>experience</h2>${jobs}${schools ? `<h2>education</h2>${schools}` : ''}</div>
</div></body></html>
`;
  }
  const green = '#2e8b75';
  const line = (title, right, sub, bullets = []) => `<div class="en"><p class="l1"><b>${title}</b><span class="dt">${right}</span></p><p class="sb">${sub}</p>${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
  const jobs = (resume.work ?? []).map((job) => line(esc(job.position), when(job.startDate, job.endDate, !job.endDate), `${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}`, job.highlights ?? [])).join('');
  const schools = (resume.education ?? []).map((e) => line(`${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}`, when(e.startDate, e.endDate, false), `${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}`)).join('');
  const contact = [town ? esc(town) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(handle)}` : ''].filter(Boolean).map((value) => `<p>${value}</p>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: 0 0 10mm; }${css}
.band { background: #2b2b2b; color: #fff; padding: 11mm 14mm 8mm; }
.nm { font-size: 28pt; line-height: 1.1; }
.nm .g { font-weight: 200; color: #e8e8e8; }
.nm .f { font-weight: bold; }
.lb { font-size: 10.5pt; color: #bbb; margin-top: 3px; letter-spacing: 0.5px; }
.wrap { display: flex; padding: 6mm 14mm 0 8mm; }
.aside { width: 28%; flex: none; text-align: right; color: #666; font-size: 8.4pt; padding-right: 6mm; line-height: 1.45; word-break: break-word; }
.aside .h { font-size: 11pt; color: ${green}; margin: 6px 0 3px; }
.main { flex: 1; }
h2 { font-size: 13pt; font-weight: normal; color: ${green}; margin: 6px 0 5px; }
.en { margin-bottom: 7px; }
.l1 { display: flex; justify-content: space-between; }
.dt { color: #777; font-size: 8.4pt; }
.sb { color: #555; }
</style></head><body>
<div class="band"><p class="nm"><span class="g">${esc(given)}</span> <span class="f">${esc(family)}</span></p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}</div>
<div class="wrap"><div class="aside"><p class="h">contact</p>${contact}${langs.length ? `<p class="h">languages</p>${langs.map((l) => `<p><b>${esc(l.language)}</b></p><p>${esc(l.fluency)}</p>`).join('')}` : ''}</div>
<div class="main">${b.summary ? `<h2>about</h2><p>${esc(b.summary)}</p>` : ''}<h2>experience</h2>${jobs}${schools ? `<h2>education</h2>${schools}` : ''}${items.length ? `<h2>skills</h2><p>${esc(items.join(', '))}</p>` : ''}</div></div>
</body></html>
`;
}

module.exports = { render };
