'use strict';
/**
 * A CV in the manner of the Swiss and Belgian French "CV suisse" (twenty-fifth batch: PDF, DOCX and images; A4), laid out in
 * tables with inline colours and 1px paragraph margins. Two variants by the name's length. An even one: the name FAMILY NAME
 * FIRST in capitals ("MONTMOLLIN Aline" as "DE MONTMOLLIN Aline") large at the left over the title, a contact block of
 * labelled lines at the right ("Phone", "Email", "LinkedIn" with "linkedin.com/in/username", "Address" with the whole
 * address), headings on pale grey bands, "Professional experience" with "March 2019 – Present" in a LEFT column beside the
 * title in bold over "Company, Town" and bullets, "Education" with "2014 – 2017" at the left, "Skills" as two columns of
 * bullets and "Languages" as a table of the name and its level. An odd one: a pale grey LEFT column (32%) with a PHOTO box, a
 * "Personal data" block ("Phone", "Email", "LinkedIn" over the username alone, "Address"), "Skills" one a line and
 * "Languages" (the name over its level), beside the name "Given FAMILY", the title and one column of sections whose dates
 * stand at the right ("03/2019 – Present", "2014 – 2017").
 */
const { esc, span, linkedin, linkedinHandle, place, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  const side = String(b.name ?? '').length % 2 === 1;
  const accent = '#b3202a';
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const loc = b.location ?? {};
  const parts = b.nameParts ?? { given: String(b.name ?? '').split(' ').slice(0, -1).join(' '), family: String(b.name ?? '').split(' ').slice(-1).join(' ') };
  const p = (html, css = '') => `<p style="margin:0 0 1px 0;${css}">${html}</p>`;
  const bullets = (list) => (list?.length ? `<ul style="margin:2px 0 0 0;padding-left:15px">${list.map((h) => `<li style="margin:0">${esc(h)}</li>`).join('')}</ul>` : '');
  const head = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: ${side ? '0' : '14mm 15mm'}; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Liberation Sans', 'Helvetica', sans-serif; font-size: 9.2pt; color: #1c1c1c; margin: 0;${side ? ' background: linear-gradient(to right, #eeeeee 32%, #ffffff 32%);' : ''} }
table { border-collapse: collapse; }
td { vertical-align: top; }
</style></head><body>
`;
  if (!side) {
    const band = (title) => `<table width="100%" cellpadding="0" cellspacing="0" style="margin:12px 0 5px 0"><tr><td bgcolor="#ececec" style="background:#ececec;padding:2px 6px;font-size:10.5pt;font-weight:bold;color:${accent}">${title}</td></tr></table>`;
    const row = (left, right) => `<tr><td width="27%" style="padding:3px 8px 3px 0;color:#555555">${left}</td><td width="73%" style="padding:3px 0">${right}</td></tr>`;
    const address = [loc.address, [loc.postalCode, loc.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const contact = [
      b.phone ? ['Phone', esc(b.phone)] : null,
      b.email ? ['Email', esc(b.email)] : null,
      profile ? ['LinkedIn', `linkedin.com/in/${esc(handle)}`] : null,
      address ? ['Address', esc(address)] : null,
    ].filter(Boolean).map(([label, value]) => `<tr><td style="padding:1px 6px 1px 0;color:#777777;font-size:8.4pt">${label}:</td><td style="padding:1px 0;font-size:8.6pt">${value}</td></tr>`).join('');
    const jobs = (resume.work ?? []).map((job) => row(esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate })), `${p(`<b>${esc(job.position)}</b>`)}${p(`${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}`, 'color:#444444')}${bullets(job.highlights)}`)).join('');
    const schools = (resume.education ?? []).map((e) => row(esc(span(e.startDate, e.endDate, 'year')), `${p(`<b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b>`)}${p(`${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}`, 'color:#444444')}`)).join('');
    const half = Math.ceil(items.length / 2);
    return `${head}<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="52%">${p(`<b>${esc(parts.family.toUpperCase())}</b> ${esc(parts.given)}`, `font-size:21pt;color:${accent};line-height:1.15`)}${b.label ? p(esc(b.label), 'font-size:11pt;margin-top:3px') : ''}</td><td width="48%"><table cellpadding="0" cellspacing="0">${contact}</table></td></tr></table>
${b.summary ? `${band('Profile')}${p(esc(b.summary), 'line-height:1.35')}` : ''}
${band('Professional experience')}<table width="100%" cellpadding="0" cellspacing="0">${jobs}</table>
${schools ? `${band('Education')}<table width="100%" cellpadding="0" cellspacing="0">${schools}</table>` : ''}
${items.length ? `${band('Skills')}<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="50%">${bullets(items.slice(0, half))}</td><td width="50%">${bullets(items.slice(half))}</td></tr></table>` : ''}
${langs.length ? `${band('Languages')}<table width="100%" cellpadding="0" cellspacing="0">${langs.map((l) => row(`<b>${esc(l.language)}</b>`, esc(l.fluency))).join('')}</table>` : ''}
</body></html>
`;
  }
  const h2 = (title) => p(title, `margin:13px 0 5px 0;font-size:10.5pt;font-weight:bold;text-transform:uppercase;letter-spacing:1px;color:${accent}`);
  const label = (text) => p(text, 'margin-top:5px;font-size:7.8pt;color:#777777');
  const town = place(b.location);
  const left = [
    `<table cellpadding="0" cellspacing="0"><tr><td width="98" height="128" style="width:26mm;height:34mm;border:1px solid #999999;background:#ffffff" bgcolor="#ffffff"></td></tr></table>`,
    h2('Personal data'),
    b.phone ? `${label('Phone')}${p(esc(b.phone), 'font-size:8.6pt')}` : '',
    b.email ? `${label('Email')}${p(esc(b.email), 'font-size:8.6pt')}` : '',
    profile ? `${label('LinkedIn')}${p(esc(handle), 'font-size:8.6pt')}` : '',
    town ? `${label('Address')}${p(esc(town), 'font-size:8.6pt')}` : '',
    items.length ? `${h2('Skills')}${items.map((item) => p(esc(item), 'margin-bottom:2px')).join('')}` : '',
    langs.length ? `${h2('Languages')}${langs.map((l) => `${p(`<b>${esc(l.language)}</b>`, 'margin-top:4px')}${p(esc(l.fluency), 'font-size:8.4pt;color:#444444')}`).join('')}` : '',
  ].join('');
  const line = (leftHtml, right) => `<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:7px"><tr><td width="70%">${leftHtml}</td><td width="30%" align="right" style="text-align:right;color:#666666;font-size:8.6pt">${right}</td></tr></table>`;
  const jobs = (resume.work ?? []).map((job) => `${line(`<b>${esc(job.position)}</b>`, esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate })))}${p(`${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}`, 'color:#444444')}${bullets(job.highlights)}`).join('');
  const schools = (resume.education ?? []).map((e) => `${line(`<b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b>`, esc(span(e.startDate, e.endDate, 'year')))}${p(`${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}`, 'color:#444444')}`).join('');
  return `${head}<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="32%" bgcolor="#eeeeee" style="background:#eeeeee;padding:12mm 5mm 10mm 8mm">${left}</td>
<td width="68%" style="padding:12mm 11mm 10mm 7mm">${p(`${esc(parts.given)} <b>${esc(parts.family.toUpperCase())}</b>`, `font-size:21pt;color:${accent};line-height:1.15`)}${b.label ? p(esc(b.label), 'font-size:11pt;margin-top:3px') : ''}
${b.summary ? `${h2('Profile')}${p(esc(b.summary), 'line-height:1.35')}` : ''}${h2('Professional experience')}${jobs}${schools ? `${h2('Education')}${schools}` : ''}</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
