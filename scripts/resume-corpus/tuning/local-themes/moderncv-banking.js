'use strict';
/**
 * A CV in the manner of the LaTeX class moderncv (twenty-fourth batch), its styles "banking" and "casual" (PDF and images),
 * two variants by the e-mail address's length. An even one after "banking" (A4, blue): the name centred in large bold type
 * with the title in italics under it, then ONE centred contact row of small (8 pt) grey items, each after its symbol (a pin,
 * a handset, an envelope, LinkedIn's logo before the USERNAME alone, as moderncv's \social[linkedin] prints it), the items
 * between bullets "•"; headings in bold in the accent colour followed by a rule to the margin; each job the title in bold
 * with "Mar 2019 – Present" at the right over the company in italics with the town at the right, bullets; "Degree in Area"
 * and the school the same; "Skills" as a grid of three columns of items after small squares; "Languages" as "Name" in bold
 * and its level in italics. An odd one after "casual" (A4, burgundy): the given name in a light face over the FAMILY name in
 * the accent colour at the top left, the title in grey italics, NO contact at the top: the contact stands in the page's
 * FOOTER (moderncv's casual style), one centred row over a thin rule of 7.6-point grey items between bullets, the e-mail
 * and "linkedin.com/in/username" among them; headings after a short accent bar; dates in a left column ("03/2019 –
 * Present", right-aligned in grey), the content beside them; skills as "Skills" rows of items between commas.
 */
const { esc, span, linkedin, linkedinHandle, place, iconBefore, skillNames, givenAndFamily } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  const casual = String(b.email ?? '').length % 2 === 1;
  const accent = casual ? '#8c2c3c' : '#1f4e9c';
  const items = skillNames(resume);
  const languages = resume.languages ?? [];
  const interests = (resume.interests ?? []).map((interest) => esc(interest.name)).join(', ');
  const town = place(b.location);
  if (!casual) {
    const contact = [
      town ? `${iconBefore('pin', '#666', 9)}${esc(town)}` : '',
      b.phone ? `${iconBefore('phone', '#666', 9)}${esc(b.phone)}` : '',
      b.email ? `${iconBefore('mail', '#666', 9)}${esc(b.email)}` : '',
      profile ? `${iconBefore('linkedin', '#666', 9)}${esc(handle)}` : '',
    ].filter(Boolean).map((item) => `<span class="ci">${item}</span>`).join('<span class="sep"> • </span>');
    const entry = (title, when, sub, where, bullets = []) => `<div class="en"><p class="l1"><span class="ti">${title}</span><span class="dt">${when}</span></p><p class="l2"><span class="co">${sub}</span><span class="tw">${where}</span></p>${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
    const jobs = (resume.work ?? []).map((job) => entry(esc(job.position), esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate })), esc(job.name), esc(job.location ?? ''), job.highlights ?? [])).join('');
    const schools = (resume.education ?? []).map((e) => entry(`${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}`, esc(span(e.startDate, e.endDate, 'short')), esc(e.institution), esc(e.location ?? ''))).join('');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: 14mm 16mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Latin Modern Sans', 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9pt; color: #222; margin: 0; }
p { margin: 0; }
.nm { text-align: center; font-size: 26pt; font-weight: bold; color: #111; letter-spacing: 0.3px; }
.lb { text-align: center; font-size: 11pt; font-style: italic; color: #555; margin-top: 2px; }
.ct { text-align: center; font-size: 8pt; color: #555; margin-top: 6px; line-height: 1.6; }
.ci { white-space: nowrap; }
.sep { color: ${accent}; }
h2 { display: flex; align-items: center; font-size: 12pt; color: ${accent}; margin: 12px 0 5px; font-weight: bold; }
h2::after { content: ''; flex: 1; border-bottom: 1px solid ${accent}; margin-left: 8px; }
.en { margin-bottom: 6px; }
.l1, .l2 { display: flex; justify-content: space-between; }
.ti { font-weight: bold; }
.dt, .tw { color: #444; font-size: 8.6pt; }
.co { font-style: italic; }
ul { margin: 2px 0 0 14px; padding: 0; }
li { margin-bottom: 1px; }
.grid { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 2px 10px; }
.grid span::before { content: '▪'; color: ${accent}; margin-right: 5px; }
.ln span { margin-right: 16px; }
.lv { font-style: italic; color: #555; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}
<p class="ct">${contact}</p>
${b.summary ? `<h2>Summary</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Experience</h2>${jobs}
${schools ? `<h2>Education</h2>${schools}` : ''}
${items.length ? `<h2>Skills</h2><div class="grid">${items.map((item) => `<span>${esc(item)}</span>`).join('')}</div>` : ''}
${languages.length ? `<h2>Languages</h2><p class="ln">${languages.map((l) => `<span><b>${esc(l.language)}</b> <span class="lv">${esc(l.fluency)}</span></span>`).join('')}</p>` : ''}
${interests ? `<h2>Interests</h2><p>${interests}</p>` : ''}
</body></html>
`;
  }
  const { given, family } = givenAndFamily(b);
  const row = (left, right) => `<tr><td class="when">${left}</td><td class="what">${right}</td></tr>`;
  const jobs = (resume.work ?? []).map((job) => row(esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate })), `<p><b>${esc(job.position)}</b>, <i>${esc(job.name)}</i>${job.location ? `, ${esc(job.location)}` : ''}</p>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`)).join('');
  const schools = (resume.education ?? []).map((e) => row(esc(span(e.startDate, e.endDate, 'numeric')), `<p><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b>, <i>${esc(e.institution)}</i>${e.location ? `, ${esc(e.location)}` : ''}</p>`)).join('');
  const heading = (title) => `<tr><td class="when"><div class="bar"></div></td><td class="what"><h2>${title}</h2></td></tr>`;
  const footer = [town ? esc(town) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(handle)}` : ''].filter(Boolean).join('<span class="sep"> • </span>');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: 14mm 15mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Latin Modern Sans', 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 8.9pt; color: #222; margin: 0; }
p { margin: 0; }
.gv { font-size: 26pt; font-weight: 300; color: #777; line-height: 1.05; }
.fm { font-size: 28pt; font-weight: bold; color: ${accent}; line-height: 1.05; }
.lb { font-size: 11pt; font-style: italic; color: #777; margin: 3px 0 6px; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 0 0 5px; }
td.when { width: 26mm; text-align: right; color: #666; font-size: 8.2pt; padding-right: 4mm; }
.bar { height: 7px; background: ${accent}; margin-top: 9px; width: 100%; }
h2 { font-size: 12.5pt; color: ${accent}; font-weight: normal; margin: 6px 0 0; }
ul { margin: 2px 0 0 14px; padding: 0; }
.foot { position: fixed; bottom: 0; left: 0; right: 0; text-align: center; font-size: 7.6pt; color: #8a8a8a; border-top: 0.6px solid #bbb; padding-top: 3px; }
.sep { color: ${accent}; }
</style></head><body>
<p class="gv">${esc(given)}</p><p class="fm">${esc(family)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}
<table>
${b.summary ? `${row('', `<p><i>${esc(b.summary)}</i></p>`)}` : ''}
${heading('Experience')}${jobs}
${schools ? `${heading('Education')}${schools}` : ''}
${items.length ? `${heading('Skills')}${row('Skills', esc(items.join(', ')))}` : ''}
${languages.length ? `${heading('Languages')}${languages.map((l) => row(esc(l.language), `<i>${esc(l.fluency)}</i>`)).join('')}` : ''}
${interests ? `${heading('Interests')}${row('', interests)}` : ''}
</table>
<div class="foot">${footer}</div>
</body></html>
`;
}

module.exports = { render };
