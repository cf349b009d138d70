'use strict';
/**
 * A resume in the manner of LiveCareer's builder templates as downloaded (twenty-fifth batch), "Professional" and
 * "Contemporary" (DOCX, DOC, PDF and images), laid out in tables with inline colours and 1px paragraph margins (LibreOffice
 * keeps them in the DOCX and DOC). Two variants by the name's length. An even one ("Professional", Letter, green):
 * the name large in the accent colour at the left over the title, the contact as LINES at the right (the town, the phone, the
 * e-mail, the LinkedIn URL without its scheme); headings in bold capitals over a rule ("PROFESSIONAL SUMMARY", "SKILLS" as a
 * two-column table of bullets, "WORK HISTORY" with the dates "03/2019 to Current" in a LEFT column beside "Title" in bold over
 * "Company - Town" and bullets, "EDUCATION" with the year alone at the left of "Degree: Area" over "School - Town",
 * "LANGUAGES" as "Name: level" lines). An odd one ("Contemporary", A4, slate): the name centred in capitals, ONE centred row
 * "Town | phone | e-mail" and a second "LinkedIn: linkedin.com/in/username", each job "Title | Jan 2019 - Current" over
 * "Company, Town", schools "Degree: Area | 2017" over the school, skills as one row between commas, languages "Name (level)".
 */
const { esc, span, date, linkedin, linkedinHandle, bare, place, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contemporary = String(b.name ?? '').length % 2 === 1;
  const accent = contemporary ? '#3d4f63' : '#2e7d4f';
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  const p = (html, css = '') => `<p style="margin:0 0 1px 0;${css}">${html}</p>`;
  const h2 = (title) => `<p style="margin:12px 0 5px 0;font-size:10.5pt;font-weight:bold;letter-spacing:0.5px;color:${accent};border-bottom:1px solid ${accent};padding-bottom:2px">${title}</p>`;
  const bullets = (list) => (list?.length ? `<ul style="margin:2px 0 0 0;padding-left:16px">${list.map((h) => `<li style="margin:0">${esc(h)}</li>`).join('')}</ul>` : '');
  const degree = (e) => `${esc(e.studyType)}${e.area ? `: ${esc(e.area)}` : ''}`;
  const head = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: ${contemporary ? 'A4' : 'Letter'}; margin: 13mm 15mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Carlito', 'Calibri', 'Liberation Sans', sans-serif; font-size: 9.6pt; color: #222222; margin: 0; }
table { border-collapse: collapse; }
td { vertical-align: top; }
</style></head><body>
`;
  if (!contemporary) {
    const contact = [town ? esc(town) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? esc(bare(profile.url)) : ''].filter(Boolean).map((value) => p(value, 'font-size:8.8pt;text-align:right')).join('');
    const half = Math.ceil(items.length / 2);
    const column = (list) => `<ul style="margin:0;padding-left:16px">${list.map((item) => `<li style="margin:0">${esc(item)}</li>`).join('')}</ul>`;
    const row = (left, right) => `<tr><td width="24%" style="padding:5px 8px 3px 0;color:#555555;font-size:9pt">${left}</td><td width="76%" style="padding:5px 0 3px 0">${right}</td></tr>`;
    const jobs = (resume.work ?? []).map((job) => row(esc(span(job.startDate, job.endDate, 'numeric', { dash: ' to ', present: 'Current', ongoing: !job.endDate })), `${p(`<b>${esc(job.position)}</b>`)}${p(`${esc(job.name)}${job.location ? ` - ${esc(job.location)}` : ''}`, 'font-style:italic')}${bullets(job.highlights)}`)).join('');
    const schools = (resume.education ?? []).map((e) => row(esc(date(e.endDate, 'year')), `${p(`<b>${degree(e)}</b>`)}${p(`${esc(e.institution)}${e.location ? ` - ${esc(e.location)}` : ''}`)}`)).join('');
    return `${head}<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="58%">${p(esc(b.name), `font-size:24pt;font-weight:bold;color:${accent};line-height:1.1`)}${b.label ? p(esc(b.label), 'font-size:11pt;color:#444444;margin-top:3px') : ''}</td><td width="42%">${contact}</td></tr></table>
${b.summary ? `${h2('PROFESSIONAL SUMMARY')}${p(esc(b.summary), 'line-height:1.35')}` : ''}
${items.length ? `${h2('SKILLS')}<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="50%">${column(items.slice(0, half))}</td><td width="50%">${column(items.slice(half))}</td></tr></table>` : ''}
${h2('WORK HISTORY')}<table width="100%" cellpadding="0" cellspacing="0">${jobs}</table>
${schools ? `${h2('EDUCATION')}<table width="100%" cellpadding="0" cellspacing="0">${schools}</table>` : ''}
${langs.length ? `${h2('LANGUAGES')}${langs.map((l) => p(`<b>${esc(l.language)}:</b> ${esc(l.fluency)}`)).join('')}` : ''}
</body></html>
`;
  }
  const first = [town ? esc(town) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : ''].filter(Boolean).join(' | ');
  const jobs = (resume.work ?? []).map((job) => `${p(`<b>${esc(job.position)}</b> | ${esc(span(job.startDate, job.endDate, 'short', { dash: ' - ', present: 'Current', ongoing: !job.endDate }))}`, 'margin-top:7px')}${p(`${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}`, 'color:#555555')}${bullets(job.highlights)}`).join('');
  const schools = (resume.education ?? []).map((e) => `${p(`<b>${degree(e)}</b>${e.endDate ? ` | ${esc(date(e.endDate, 'year'))}` : ''}`, 'margin-top:6px')}${p(`${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}`, 'color:#555555')}`).join('');
  return `${head}${p(esc(b.name), `font-size:23pt;font-weight:bold;text-transform:uppercase;letter-spacing:1px;color:${accent};text-align:center`)}${b.label ? p(esc(b.label), 'font-size:11pt;text-align:center;color:#444444') : ''}
${p(first, 'text-align:center;font-size:8.8pt;margin-top:5px')}${profile ? p(`LinkedIn: linkedin.com/in/${esc(linkedinHandle(profile))}`, 'text-align:center;font-size:8.8pt') : ''}
${b.summary ? `${h2('SUMMARY')}${p(esc(b.summary), 'line-height:1.35')}` : ''}
${h2('WORK HISTORY')}${jobs}
${schools ? `${h2('EDUCATION')}${schools}` : ''}
${items.length ? `${h2('SKILLS')}${p(esc(items.join(', ')))}` : ''}
${langs.length ? `${h2('LANGUAGES')}${p(langs.map((l) => `${esc(l.language)} (${esc(l.fluency)})`).join(' · '))}` : ''}
</body></html>
`;
}

module.exports = { render };
