'use strict';
/**
 * A resume in the manner of Apple Pages' resume templates (twenty-fifth batch: PDF and images, as Pages exports them), the
 * years of each job alone ("2019 – Present"), the graduation year alone. Two variants by the e-mail address's length. An even
 * one after "Modern Resume" (Letter, blue): the name very large in a light face at the left over the title in the accent
 * colour, the contact as right-aligned LINES beside it (the e-mail, the phone, "linkedin.com/in/username", the town), a thin
 * rule, then each section's heading in small spaced capitals in a LEFT column (26%) beside its content: "Title" in bold over
 * "Company · Town · 2019 – Present", "Degree in Area" over "School, 2017", "SKILLS" as outlined tags, "LANGUAGES" as "Name ·
 * level" lines. An odd one after "Informal Resume" (A4, coral): a coral disc with the initials beside the name and the title,
 * ONE contact row of icon items (LinkedIn's logo before the username alone), the years in a narrow left column ("2019 –
 * 2022") beside "Title, Company", skills as one row between commas and languages as a two-column grid.
 */
const { esc, span, date, linkedin, linkedinHandle, place, skillNames, iconBefore, givenAndFamily } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  const informal = String(b.email ?? '').length % 2 === 1;
  const accent = informal ? '#e0604a' : '#2f6db5';
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  const years = (job) => esc(span(job.startDate, job.endDate, 'year', { ongoing: !job.endDate }));
  const css = `
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9.3pt; color: #2b2b2b; margin: 0; }
p { margin: 0; }
ul { margin: 2px 0 0 14px; padding: 0; }
li { margin-bottom: 1px; }`;
  if (!informal) {
    const section = (title, body) => `<div class="sec"><div class="hd">${title}</div><div class="bd">${body}</div></div>`;
    const jobs = (resume.work ?? []).map((job) => `<div class="en"><p><b>${esc(job.position)}</b></p><p class="mt">${[esc(job.name), esc(job.location ?? ''), years(job)].filter(Boolean).join(' · ')}</p>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`).join('');
    const schools = (resume.education ?? []).map((e) => `<div class="en"><p><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b></p><p class="mt">${esc(e.institution)}${e.endDate ? `, ${esc(date(e.endDate, 'year'))}` : ''}</p></div>`).join('');
    const contact = [b.email ? esc(b.email) : '', b.phone ? esc(b.phone) : '', profile ? `linkedin.com/in/${esc(handle)}` : '', town ? esc(town) : ''].filter(Boolean).map((value) => `<p>${value}</p>`).join('');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: Letter; margin: 15mm 16mm; }${css}
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 0.8px solid #bbb; padding-bottom: 8px; margin-bottom: 6px; }
.nm { font-size: 30pt; font-weight: 300; color: #1d1d1d; line-height: 1.05; }
.lb { font-size: 12pt; color: ${accent}; margin-top: 3px; }
.ct { text-align: right; font-size: 8.6pt; color: #555; line-height: 1.45; }
.sec { display: flex; margin-top: 11px; }
.hd { width: 26%; flex: none; font-size: 8.4pt; letter-spacing: 1.6px; text-transform: uppercase; color: ${accent}; font-weight: bold; padding-top: 1px; }
.bd { flex: 1; }
.en { margin-bottom: 7px; }
.mt { color: #666; font-size: 8.8pt; }
.tag { display: inline-block; border: 0.8px solid ${accent}; color: #333; border-radius: 3px; padding: 0 5px; margin: 0 4px 4px 0; font-size: 8.4pt; }
</style></head><body>
<div class="top"><div><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}</div><div class="ct">${contact}</div></div>
${b.summary ? section('Profile', `<p>${esc(b.summary)}</p>`) : ''}
${section('Experience', jobs)}
${schools ? section('Education', schools) : ''}
${items.length ? section('Skills', items.map((item) => `<span class="tag">${esc(item)}</span>`).join(' ')) : ''}
${langs.length ? section('Languages', langs.map((l) => `<p>${esc(l.language)} · ${esc(l.fluency)}</p>`).join('')) : ''}
</body></html>
`;
  }
  const { given, family } = givenAndFamily(b);
  const initials = `${given.trim()[0] ?? ''}${family.trim()[0] ?? ''}`.toUpperCase();
  const contact = [
    b.email ? `${iconBefore('mail', accent, 9)}${esc(b.email)}` : '',
    b.phone ? `${iconBefore('phone', accent, 9)}${esc(b.phone)}` : '',
    profile ? `${iconBefore('linkedin', accent, 9)}${esc(handle)}` : '',
    town ? `${iconBefore('pin', accent, 9)}${esc(town)}` : '',
  ].filter(Boolean).map((item) => `<span class="ci">${item}</span>`).join('');
  const row = (left, right) => `<div class="row"><div class="yr">${left}</div><div class="tx">${right}</div></div>`;
  const jobs = (resume.work ?? []).map((job) => row(years(job), `<p><b>${esc(job.position)}</b>, ${esc(job.name)}</p>${job.location ? `<p class="mt">${esc(job.location)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`)).join('');
  const schools = (resume.education ?? []).map((e) => row(esc(date(e.endDate, 'year')), `<p><b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b>, ${esc(e.institution)}</p>`)).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: 14mm 16mm; }${css}
.top { display: flex; align-items: center; gap: 14px; }
.disc { width: 22mm; height: 22mm; border-radius: 50%; background: ${accent}; color: #fff; font-size: 20pt; font-weight: bold; display: flex; align-items: center; justify-content: center; flex: none; }
.nm { font-size: 24pt; font-weight: bold; color: #222; }
.lb { font-size: 11pt; color: ${accent}; }
.ct { margin: 10px 0 4px; font-size: 8.4pt; color: #444; display: flex; flex-wrap: wrap; gap: 4px 16px; }
.ci { white-space: nowrap; }
h2 { font-size: 12pt; color: ${accent}; margin: 12px 0 5px; font-weight: bold; }
.row { display: flex; margin-bottom: 6px; }
.yr { width: 24mm; flex: none; color: #777; font-size: 8.6pt; }
.tx { flex: 1; }
.mt { color: #777; font-size: 8.6pt; }
.lg { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 14px; }
</style></head><body>
<div class="top"><div class="disc">${esc(initials)}</div><div><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}</div></div>
<div class="ct">${contact}</div>
${b.summary ? `<h2>About me</h2><p>${esc(b.summary)}</p>` : ''}
<h2>Experience</h2>${jobs}
${schools ? `<h2>Education</h2>${schools}` : ''}
${items.length ? `<h2>Skills</h2><p>${esc(items.join(', '))}</p>` : ''}
${langs.length ? `<h2>Languages</h2><div class="lg">${langs.map((l) => `<p><b>${esc(l.language)}</b> — ${esc(l.fluency)}</p>`).join('')}</div>` : ''}
</body></html>
`;
}

module.exports = { render };
