'use strict';
/**
 * A resume in the manner of MyPerfectResume's "Executive" templates (twenty-fifth batch: PDF, DOCX and images), in a serif
 * face, laid out in tables with inline colours (LibreOffice keeps them in the DOCX). Two variants by the name's length. An
 * even one (Letter, one column, burgundy): the name centred in spaced capitals (CSS), the title, ONE centred contact row
 * "Town, Region • phone • e-mail • linkedin.com/in/username" over a double rule; "Executive Profile", "Core Qualifications"
 * as a table of THREE columns of bullets, "Professional Experience" (the COMPANY in bold capitals with its town, "January
 * 2019 to Present" at the right, the title in italics under them, bullets), "Education" ("Degree: Area, School, Town" with
 * "2014 – 2017" at the right) and "Languages" as one line "Name — level; …". An odd one (A4): a navy LEFT column (31%) of
 * white type ("Contact" as small labels "Phone", "Email", "LinkedIn" over their values, LinkedIn as "/in/username", "Core
 * Qualifications" one a line, "Languages" the name over its level) beside the name, the title and the same sections.
 */
const { esc, span, linkedin, linkedinHandle, place, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  const column = String(b.name ?? '').length % 2 === 1;
  const accent = column ? '#1d2d4f' : '#7a1f2b';
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  const p = (html, css = '') => `<p style="margin:0 0 1px 0;${css}">${html}</p>`;
  const h2 = (title, colour = accent) => `<p style="margin:12px 0 5px 0;font-size:11pt;font-weight:bold;color:${colour};border-bottom:1px solid ${colour};padding-bottom:1px">${title}</p>`;
  const when = (job) => esc(span(job.startDate, job.endDate, 'long', { dash: ' to ', ongoing: !job.endDate }));
  const jobs = (resume.work ?? []).map((job) => `<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:7px"><tr><td width="64%"><b style="text-transform:uppercase">${esc(job.name)}</b>${job.location ? ` — ${esc(job.location)}` : ''}</td><td width="36%" align="right" style="text-align:right;color:#444444">${when(job)}</td></tr></table>${p(`<i>${esc(job.position)}</i>`)}${job.highlights?.length ? `<ul style="margin:2px 0 0 0;padding-left:16px">${job.highlights.map((h) => `<li style="margin:0">${esc(h)}</li>`).join('')}</ul>` : ''}`).join('');
  const schools = (resume.education ?? []).map((e) => `<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:5px"><tr><td width="78%"><b>${esc(e.studyType)}${e.area ? `: ${esc(e.area)}` : ''}</b>, ${esc(e.institution)}${e.location ? `, ${esc(e.location)}` : ''}</td><td width="22%" align="right" style="text-align:right;color:#444444">${esc(span(e.startDate, e.endDate, 'year'))}</td></tr></table>`).join('');
  const head = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: ${column ? 'A4' : 'Letter'}; margin: ${column ? '0' : '13mm 16mm'}; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 9.8pt; color: #1a1a1a; margin: 0;${column ? ` background: linear-gradient(to right, ${accent} 31%, #ffffff 31%);` : ''} }
table { border-collapse: collapse; }
td { vertical-align: top; }
</style></head><body>
`;
  const main = `${b.summary ? `${h2('Executive Profile')}${p(esc(b.summary), 'line-height:1.35')}` : ''}`;
  const tail = `${h2('Professional Experience')}${jobs}${schools ? `${h2('Education')}${schools}` : ''}`;
  if (!column) {
    const third = Math.ceil(items.length / 3);
    const cells = [0, 1, 2].map((k) => `<td width="33%"><ul style="margin:0;padding-left:16px">${items.slice(k * third, (k + 1) * third).map((item) => `<li style="margin:0">${esc(item)}</li>`).join('')}</ul></td>`).join('');
    const contact = [town ? esc(town) : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(handle)}` : ''].filter(Boolean).join(' • ');
    return `${head}${p(esc(b.name), `font-size:22pt;text-align:center;text-transform:uppercase;letter-spacing:2px;color:${accent}`)}${b.label ? p(esc(b.label), 'font-size:11pt;text-align:center;font-style:italic;margin-top:2px') : ''}
${p(contact, 'font-size:8.8pt;text-align:center;margin-top:5px;padding-bottom:4px;border-bottom:3px double #777777')}
${main}${items.length ? `${h2('Core Qualifications')}<table width="100%" cellpadding="0" cellspacing="0"><tr>${cells}</tr></table>` : ''}${tail}
${langs.length ? `${h2('Languages')}${p(langs.map((l) => `<b>${esc(l.language)}</b> — ${esc(l.fluency)}`).join('; '))}` : ''}
</body></html>
`;
  }
  const white = (html, css = '') => p(`<span style="color:#ffffff">${html}</span>`, css);
  const label = (text) => p(`<span style="color:#b9c6e0;font-size:7.8pt">${text}</span>`, 'margin-top:5px');
  const side = [
    h2('Contact', '#ffffff'),
    b.phone ? `${label('Phone')}${white(esc(b.phone), 'font-size:8.6pt')}` : '',
    b.email ? `${label('Email')}${white(esc(b.email), 'font-size:8.6pt')}` : '',
    profile ? `${label('LinkedIn')}${white(`/in/${esc(handle)}`, 'font-size:8.6pt')}` : '',
    town ? `${label('Address')}${white(esc(town), 'font-size:8.6pt')}` : '',
    items.length ? `${h2('Core Qualifications', '#ffffff')}${items.map((item) => white(esc(item), 'font-size:8.8pt;margin-bottom:2px')).join('')}` : '',
    langs.length ? `${h2('Languages', '#ffffff')}${langs.map((l) => `${white(`<b>${esc(l.language)}</b>`, 'margin-top:4px')}${white(esc(l.fluency), 'font-size:8.4pt')}`).join('')}` : '',
  ].join('');
  return `${head}<table width="100%" cellpadding="0" cellspacing="0"><tr>
<td width="31%" bgcolor="${accent}" style="background:${accent};padding:12mm 5mm 10mm 7mm">${side}</td>
<td width="69%" style="padding:12mm 10mm 10mm 7mm">${p(esc(b.name), `font-size:22pt;font-weight:bold;color:${accent};line-height:1.1`)}${b.label ? p(esc(b.label), 'font-size:11pt;font-style:italic;margin-top:3px') : ''}${main}${tail}</td>
</tr></table>
</body></html>
`;
}

module.exports = { render };
