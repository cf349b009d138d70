'use strict';
/**
 * A resume in the manner of FlowCV's builder templates (twenty-fourth batch), PDF and images, two variants by the name's
 * length. An even one (A4): the name large in bold with the title in the accent colour (teal), then ONE wrapping
 * row of contact items, each an accent-coloured symbol before its value in 8.2-point type of the ACCENT colour (the
 * e-mail, the phone, the town, LinkedIn's logo before the profile's URL without its scheme: "www.linkedin.com/in/username/"
 * or "linkedin.com/in/username", as the profile gives it), headings in the accent colour over a rule, each job "Title,
 * Company" in bold with "03/2019 – present" at the right and the town under it, "Skills" as a grid of three columns after
 * small accent squares, "Languages" as a grid of the name in bold over its level. An odd one (Letter, indigo): the name
 * centred, then a "personal details" table of two columns of labelled cells, a small grey capital label over each value
 * ("EMAIL", "PHONE", "LOCATION", "LINKEDIN" over "linkedin.com/in/username"), headings at the LEFT of a narrow column with the
 * content at the right (FlowCV's "left headings" layout), dates in grey under each title.
 */
const { esc, span, linkedin, linkedinHandle, place, iconBefore, skillNames, bare } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  // (the variant drawn from the name's length: the e-mail address's left the batch's entries in one variant)
  const odd = String(b.name ?? '').length % 2 === 1;
  const accent = odd ? '#3f3d9e' : '#0f7a6f';
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  const style = `
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Source Sans Pro', 'Carlito', 'Liberation Sans', sans-serif; font-size: 9pt; color: #262626; margin: 0; }
p { margin: 0; }
table { border-collapse: collapse; }
td { vertical-align: top; padding: 0; }
ul { margin: 2px 0 0 14px; padding: 0; }
li { margin-bottom: 1px; }
.en { margin-bottom: 7px; }`;
  if (!odd) {
    const contact = [
      b.email ? `${iconBefore('mail', accent, 10)}${esc(b.email)}` : '',
      b.phone ? `${iconBefore('phone', accent, 10)}${esc(b.phone)}` : '',
      town ? `${iconBefore('pin', accent, 10)}${esc(town)}` : '',
      profile ? `${iconBefore('linkedin', accent, 10)}${esc(bare(profile.url))}` : '',
    ].filter(Boolean).map((item) => `<span class="ci">${item}</span>`).join('');
    const entry = (head, when, sub, bullets = []) => `<div class="en"><p class="l1"><b>${head}</b><span class="dt">${when}</span></p>${sub ? `<p class="sub">${sub}</p>` : ''}${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
    const jobs = (resume.work ?? []).map((job) => entry(`${esc(job.position)}, ${esc(job.name)}`, esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate, present: 'present' })), esc(job.location ?? ''), job.highlights ?? [])).join('');
    const schools = (resume.education ?? []).map((e) => entry(`${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}, ${esc(e.institution)}`, esc(span(e.startDate, e.endDate, 'numeric')), esc(e.location ?? ''))).join('');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${style}
@page { size: A4; margin: 13mm 15mm; }
.nm { font-size: 24pt; font-weight: bold; color: #1b1b1b; }
.lb { font-size: 11.5pt; color: ${accent}; margin-top: 1px; }
.ct { margin-top: 6px; font-size: 8.2pt; color: ${accent}; line-height: 1.7; }
.ci { display: inline-block; margin-right: 14px; }
h2 { font-size: 11pt; color: ${accent}; margin: 12px 0 5px; padding-bottom: 2px; border-bottom: 1.2px solid ${accent}; }
.l1 { display: flex; justify-content: space-between; }
.dt { color: #555; font-size: 8.4pt; white-space: nowrap; margin-left: 8px; }
.sub { color: #666; font-size: 8.4pt; }
.grid { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 2px 10px; }
.grid span::before { content: ''; display: inline-block; width: 5px; height: 5px; background: ${accent}; margin: 0 6px 1px 0; }
.lg { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 4px 10px; }
.lv { color: #666; font-size: 8.4pt; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}
<p class="ct">${contact}</p>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Professional Experience</h2>${jobs}
${schools ? `<h2>Education</h2>${schools}` : ''}
${items.length ? `<h2>Skills</h2><div class="grid">${items.map((item) => `<span>${esc(item)}</span>`).join('')}</div>` : ''}
${langs.length ? `<h2>Languages</h2><div class="lg">${langs.map((l) => `<div><b>${esc(l.language)}</b><p class="lv">${esc(l.fluency)}</p></div>`).join('')}</div>` : ''}
</body></html>
`;
  }
  const cells = [
    b.email ? ['EMAIL', esc(b.email)] : null,
    b.phone ? ['PHONE', esc(b.phone)] : null,
    town ? ['LOCATION', esc(town)] : null,
    profile ? ['LINKEDIN', `linkedin.com/in/${esc(handle)}`] : null,
  ].filter(Boolean).map(([label, value]) => `<td class="pd"><p class="k">${label}</p><p class="v">${value}</p></td>`);
  const details = [0, 2].map((at) => cells.slice(at, at + 2)).filter((pair) => pair.length).map((pair) => `<tr>${pair.join('')}</tr>`).join('');
  const section = (title, body) => `<tr><td class="hd"><h2>${title}</h2></td><td class="bd">${body}</td></tr>`;
  const jobs = (resume.work ?? []).map((job) => `<div class="en"><p><b>${esc(job.position)}</b> · ${esc(job.name)}</p><p class="dt">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}${job.location ? ` | ${esc(job.location)}` : ''}</p>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`).join('');
  const schools = (resume.education ?? []).map((e) => `<div class="en"><p><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b> · ${esc(e.institution)}</p><p class="dt">${esc(span(e.startDate, e.endDate, 'short'))}${e.location ? ` | ${esc(e.location)}` : ''}</p></div>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${style}
@page { size: Letter; margin: 12mm 14mm; }
.nm { font-size: 23pt; font-weight: bold; color: ${accent}; text-align: center; }
.lb { font-size: 11pt; color: #555; text-align: center; margin-top: 1px; }
table.pdt { width: 100%; margin-top: 8px; border-top: 1px solid #e1e1ee; border-bottom: 1px solid #e1e1ee; }
td.pd { width: 50%; padding: 4px 6px; }
.k { font-size: 7pt; color: #8a8a99; letter-spacing: 0.8px; font-weight: bold; }
.v { font-size: 8.4pt; color: #262626; }
table.body { width: 100%; margin-top: 4px; }
td.hd { width: 30mm; padding-right: 5mm; }
td.bd { padding-top: 11px; }
h2 { font-size: 10pt; color: ${accent}; margin: 11px 0 0; text-transform: uppercase; letter-spacing: 0.6px; }
.dt { color: #777; font-size: 8.2pt; }
.sk { columns: 2; column-gap: 12px; }
.sk p { margin-bottom: 2px; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}
<table class="pdt">${details}</table>
<table class="body">
${b.summary ? section('Profile', `<p>${esc(b.summary)}</p>`) : ''}
${section('Experience', jobs)}
${schools ? section('Education', schools) : ''}
${items.length ? section('Skills', `<div class="sk">${items.map((item) => `<p>• ${esc(item)}</p>`).join('')}</div>`) : ''}
${langs.length ? section('Languages', langs.map((l) => `<p><b>${esc(l.language)}</b> — ${esc(l.fluency)}</p>`).join('')) : ''}
</table>
</body></html>
`;
}

module.exports = { render };
