'use strict';
/**
 * A tabular CV in the manner of the German "Lebenslauf" as written in English (twenty-fifth batch: DOCX, DOC, PDF and images;
 * A4), every section a table of a LEFT column of dates or labels (30%) and a right column of content, grey headings over a
 * rule, 1px paragraph margins (LibreOffice keeps the DOCX and DOC to the page). Two variants by the e-mail address's length.
 * An even one: "Curriculum Vitae" over a "Personal details" table ("Name", "Address", "Phone", "E-mail", "LinkedIn" with the
 * profile's URL as given, "https://www." and all) beside a PHOTO box (an empty frame 30 × 40 mm). An odd one: the same
 * without the box, the name given FAMILY NAME FIRST as "Surname" and "First name(s)" rows ("Surname: MacLeod", "First
 * name(s): Eilidh"). Then "Work experience" ("03/2019 – present" at the left of the title in bold, "Company, Town" and
 * bullets), "Education" ("09/2014 – 06/2017" at the left of "Degree in Area" over the school), "Skills" (a row of items
 * between commas), "Languages" (the name at the left, its level at the right) and the place and date at the end ("Town,
 * 14 November 2025").
 */
const { esc, span, linkedin, bare, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const familyFirst = String(b.email ?? '').length % 2 === 1;
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const loc = b.location ?? {};
  const parts = b.nameParts ?? { given: String(b.name ?? '').split(' ').slice(0, -1).join(' '), family: String(b.name ?? '').split(' ').slice(-1).join(' ') };
  const p = (html, css = '') => `<p style="margin:0 0 1px 0;${css}">${html}</p>`;
  const h2 = (title) => `<p style="margin:14px 0 4px 0;font-size:11.5pt;font-weight:bold;color:#333333;border-bottom:1px solid #999999;padding-bottom:2px">${title}</p>`;
  const row = (left, right) => `<tr><td width="30%" style="padding:3px 8px 3px 0;color:#444444">${left}</td><td width="70%" style="padding:3px 0">${right}</td></tr>`;
  const table = (rows) => `<table width="100%" cellpadding="0" cellspacing="0">${rows}</table>`;
  const address = [loc.address, [loc.postalCode, loc.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const pairs = [
    ...(familyFirst ? [['Surname', `<b>${esc(parts.family)}</b>`], ['First name(s)', esc(parts.given)]] : [['Name', `<b>${esc(b.name)}</b>`]]),
    address ? ['Address', esc(address)] : null,
    b.phone ? ['Phone', esc(b.phone)] : null,
    b.email ? ['E-mail', esc(b.email)] : null,
    profile ? ['LinkedIn', esc(profile.url.startsWith('http') ? profile.url : bare(profile.url))] : null,
  ].filter(Boolean);
  // (the photo frame a third cell of the details' first row over all their rows: a table nested in a cell lost its widths in LibreOffice's DOCX)
  const photo = `<td width="20%" rowspan="${pairs.length}" height="151" style="width:30mm;height:40mm;border:1px solid #888888"></td>`;
  const details = pairs.map(([label, value], i) => (familyFirst ? row(`${label}:`, value) : `<tr><td width="26%" style="padding:3px 8px 3px 0;color:#444444">${label}:</td><td width="54%" style="padding:3px 0">${value}</td>${i === 0 ? photo : ''}</tr>`)).join('');
  const jobs = (resume.work ?? []).map((job) => row(esc(span(job.startDate, job.endDate, 'numeric', { present: 'present', ongoing: !job.endDate })), `${p(`<b>${esc(job.position)}</b>`)}${p(`${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}`)}${job.highlights?.length ? `<ul style="margin:1px 0 0 0;padding-left:15px">${job.highlights.map((h) => `<li style="margin:0">${esc(h)}</li>`).join('')}</ul>` : ''}`)).join('');
  const schools = (resume.education ?? []).map((e) => row(esc(span(e.startDate, e.endDate, 'numeric')), `${p(`<b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b>`)}${p(`${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}`)}`)).join('');
  const top = table(details);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: 16mm 18mm 14mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Liberation Sans', 'Arial', sans-serif; font-size: 9.4pt; color: #1a1a1a; margin: 0; }
table { border-collapse: collapse; }
td { vertical-align: top; }
</style></head><body>
${p('Curriculum Vitae', 'font-size:20pt;font-weight:bold;margin-bottom:8px')}
${h2('Personal details')}${top}
${h2('Work experience')}${table(jobs)}
${schools ? `${h2('Education')}${table(schools)}` : ''}
${items.length ? `${h2('Skills')}${table(row('Specialist skills', esc(items.join(', '))))}` : ''}
${langs.length ? `${h2('Languages')}${table(langs.map((l) => row(esc(l.language), esc(l.fluency))).join(''))}` : ''}
${loc.city ? p(`${esc(loc.city)}, 14 November 2025`, 'margin-top:16px') : ''}
</body></html>
`;
}

module.exports = { render };
