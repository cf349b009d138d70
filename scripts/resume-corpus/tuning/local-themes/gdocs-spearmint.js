'use strict';
/**
 * A resume in the manner of Google Docs' resume templates (twenty-fourth batch), as a candidate downloads them (DOCX, DOC, PDF
 * and images): plain paragraphs and one table, colours and margins inline so LibreOffice keeps them. Two variants by the
 * e-mail address's length. An even one after "Spearmint" (Letter): a thick spearmint rule across the top, the name in bold,
 * the title, then the contact as LINES under the name in small grey type ("Town, Region", the phone, the e-mail and the
 * profile's whole URL "https://www.linkedin.com/in/username/" whatever the profile gives: "https://www." put before a bare
 * one), headings in bold spearmint capitals, each job "Company, Town — Title" with "MARCH 2019 – PRESENT" in small grey
 * capitals under it, "SKILLS" as a two-column table of bullets and "LANGUAGES" as "Name — level" bullets. An odd one after
 * "Modern Writer" (A4): a monospaced face, the name large, headings in bold pink, the contact as labelled LINES at the top
 * ("Mail: e-mail", "Phone: phone", "LinkedIn: linkedin.com/in/username/" with a slash at its end), jobs "Title, Company" with
 * "Mar 2019 - Present" under them, skills as one line between " / ", languages as "Name (level)".
 */
const { esc, span, linkedin, linkedinHandle, place, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  const writer = String(b.email ?? '').length % 2 === 1;
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  if (!writer) {
    const mint = '#15a88b';
    // (a bottom margin of 1px, not 0: LibreOffice drops an all-zero margin and puts its own spacing after each paragraph)
    const p = (html, css = '') => `<p style="margin:0 0 1px 0;${css}">${html}</p>`;
    const h2 = (title) => `<p style="margin:14px 0 4px 0;font-size:10.5pt;font-weight:bold;color:${mint};letter-spacing:1px">${title}</p>`;
    const url = profile ? `https://www.linkedin.com/in/${handle}/` : '';
    const contact = [town, b.phone, b.email, url].filter(Boolean).map((value) => p(esc(value), 'font-size:8.6pt;color:#666666')).join('');
    const jobs = (resume.work ?? []).map((job) => `${p(`<b>${esc(job.name)}</b>${job.location ? `, ${esc(job.location)}` : ''} — <i>${esc(job.position)}</i>`, 'margin-top:6px;font-size:9.6pt')}${p(esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate }).toUpperCase()), 'font-size:7.8pt;color:#777777;letter-spacing:0.5px')}${job.highlights?.length ? `<ul style="margin:2px 0 0 0">${job.highlights.map((h) => `<li style="margin:0">${esc(h)}</li>`).join('')}</ul>` : ''}`).join('');
    const schools = (resume.education ?? []).map((e) => `${p(`<b>${esc(e.institution)}</b>${e.location ? `, ${esc(e.location)}` : ''} — <i>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</i>`, 'margin-top:6px;font-size:9.6pt')}${e.startDate || e.endDate ? p(esc(span(e.startDate, e.endDate, 'long').toUpperCase()), 'font-size:7.8pt;color:#777777;letter-spacing:0.5px') : ''}`).join('');
    const half = Math.ceil(items.length / 2);
    const column = (list) => `<ul style="margin:0">${list.map((item) => `<li style="margin:0">${esc(item)}</li>`).join('')}</ul>`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: Letter; margin: 0.55in 0.7in 0.5in; }
body { font-family: 'Open Sans', 'Liberation Sans', sans-serif; font-size: 9pt; color: #333333; margin: 0; }
ul { padding-left: 16px; }
</style></head><body>
<div style="height:7px;background:${mint};margin:0 0 12px 0"></div>
${p(esc(b.name), 'font-size:22pt;font-weight:bold;color:#222222')}${b.label ? p(esc(b.label), 'font-size:10.5pt;color:#444444;margin-bottom:4px') : ''}
${contact}
${b.summary ? `${h2('PROFILE')}${p(esc(b.summary))}` : ''}
${h2('EXPERIENCE')}${jobs}
${schools ? `${h2('EDUCATION')}${schools}` : ''}
${items.length ? `${h2('SKILLS')}<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="50%" valign="top">${column(items.slice(0, half))}</td><td width="50%" valign="top">${column(items.slice(half))}</td></tr></table>` : ''}
${langs.length ? `${h2('LANGUAGES')}<ul style="margin:0">${langs.map((l) => `<li style="margin:0">${esc(l.language)} — ${esc(l.fluency)}</li>`).join('')}</ul>` : ''}
</body></html>
`;
  }
  const pink = '#e0245e';
  const p = (html, css = '') => `<p style="margin:0 0 1px 0;${css}">${html}</p>`;
  const h2 = (title) => `<p style="margin:13px 0 4px 0;font-size:11pt;font-weight:bold;color:${pink}">${title}</p>`;
  const lines = [
    b.email ? `<span style="color:#888888">Mail:</span> ${esc(b.email)}` : '',
    b.phone ? `<span style="color:#888888">Phone:</span> ${esc(b.phone)}` : '',
    profile ? `<span style="color:#888888">LinkedIn:</span> linkedin.com/in/${esc(handle)}/` : '',
    town ? esc(town) : '',
  ].filter(Boolean).map((line) => p(line, 'font-size:8.4pt')).join('');
  const jobs = (resume.work ?? []).map((job) => `${p(`<b>${esc(job.position)}</b>, ${esc(job.name)}${job.location ? ` — ${esc(job.location)}` : ''}`, 'margin-top:6px')}${p(esc(span(job.startDate, job.endDate, 'short', { dash: ' - ', ongoing: !job.endDate })), 'font-size:8pt;color:#777777')}${job.highlights?.length ? `<ul style="margin:2px 0 0 0">${job.highlights.map((h) => `<li style="margin:0">${esc(h)}</li>`).join('')}</ul>` : ''}`).join('');
  const schools = (resume.education ?? []).map((e) => `${p(`<b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b>, ${esc(e.institution)}${e.location ? ` — ${esc(e.location)}` : ''}`, 'margin-top:6px')}${e.startDate || e.endDate ? p(esc(span(e.startDate, e.endDate, 'short', { dash: ' - ' })), 'font-size:8pt;color:#777777') : ''}`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: 16mm 17mm 14mm; }
body { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 8.6pt; color: #333333; margin: 0; }
ul { padding-left: 16px; }
</style></head><body>
${lines}
${p(esc(b.name), 'font-size:22pt;font-weight:bold;color:#111111;margin-top:10px')}${b.label ? p(esc(b.label), 'font-size:10pt;color:#555555') : ''}
${b.summary ? `${h2('Profile')}${p(esc(b.summary))}` : ''}
${h2('Experience')}${jobs}
${schools ? `${h2('Education')}${schools}` : ''}
${items.length ? `${h2('Skills')}${p(items.map(esc).join(' / '))}` : ''}
${langs.length ? `${h2('Languages')}${p(langs.map((l) => `${esc(l.language)} (${esc(l.fluency)})`).join(', '))}` : ''}
</body></html>
`;
}

module.exports = { render };
