'use strict';
/**
 * A CV in the manner of the French CV templates that Welcome to the Jungle's articles show (twenty-fourth batch), PDF, DOCX
 * and images (A4): black type on yellow, bold headings, labelled contact lines; laid out in tables (widths as attributes,
 * colours as cell bgcolor and inline, so LibreOffice keeps them in the DOCX). Two variants by the e-mail address's length.
 * An even one: the name very large in black over the title in a yellow box, then a pale yellow LEFT column (33%) of
 * "Contact" as labelled lines ("Email:" / "E-mail :" in bold over the address, "Phone:" / "Téléphone :", "LinkedIn profile" /
 * "Profil LinkedIn" over "linkedin.com/in/username", "Address:" / "Adresse :"), "Skills" as outlined tags and "Languages" as
 * "Name — level" lines, beside "Profile", "Experience" (the title in bold, "Company · Town", "Mar 2019 – Present" in grey,
 * bullets) and "Education". An odd one: a yellow band across the top with the name and the title in black, then a BLACK
 * strip of the contact in white 7.8-point type, its items labelled and separated by bullets ("Mail : e-mail • Tél. : phone
 * • LinkedIn : username • Town"), then the experience and education in one column over a closing table whose cells
 * "Skills" (tags) and "Languages" stand side by side.
 */
const { esc, span, linkedin, linkedinHandle, place, skillNames } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const handle = profile ? linkedinHandle(profile) : '';
  const strip = String(b.email ?? '').length % 2 === 1;
  const yellow = '#ffcd00';
  const pale = '#fff6cc';
  const items = skillNames(resume);
  const langs = resume.languages ?? [];
  const town = place(b.location);
  // (a bottom margin of 1px, not 0: LibreOffice drops an all-zero margin and puts its own spacing after each paragraph)
  const p = (html, css = '') => `<p style="margin:0 0 1px 0;${css}">${html}</p>`;
  const h2 = (title) => `<p style="margin:12px 0 5px 0;font-size:12pt;font-weight:bold;color:#111111;border-bottom:2px solid ${yellow};padding-bottom:2px">${title}</p>`;
  const tags = items.map((item) => `<span style="border:1px solid #111111;border-radius:10px;padding:0 6px;margin:0 3px 4px 0;display:inline-block;font-size:8.2pt;line-height:1.6">${esc(item)}</span>`).join(' ');
  const languages = langs.map((l) => p(`<b>${esc(l.language)}</b> — ${esc(l.fluency)}`, 'margin-bottom:2px')).join('');
  const jobs = (resume.work ?? []).map((job) => `${p(`<b>${esc(job.position)}</b>`, 'margin-top:7px;font-size:9.8pt')}${p(`${esc(job.name)}${job.location ? ` · ${esc(job.location)}` : ''}`)}${p(esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate })), 'color:#777777;font-size:8.2pt')}${job.highlights?.length ? `<ul style="margin:2px 0 0 0;padding-left:15px">${job.highlights.map((h) => `<li style="margin:0">${esc(h)}</li>`).join('')}</ul>` : ''}`).join('');
  const schools = (resume.education ?? []).map((e) => `${p(`<b>${esc(e.studyType)}${e.area ? ` in ${esc(e.area)}` : ''}</b>`, 'margin-top:7px;font-size:9.8pt')}${p(`${esc(e.institution)}${e.location ? ` · ${esc(e.location)}` : ''}`)}${e.startDate || e.endDate ? p(esc(span(e.startDate, e.endDate, 'short')), 'color:#777777;font-size:8.2pt') : ''}`).join('');
  const head = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>
@page { size: A4; margin: ${strip ? '0 0 10mm' : '12mm 12mm 10mm'}; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Poppins', 'Carlito', 'Liberation Sans', sans-serif; font-size: 8.8pt; color: #1e1e1e; margin: 0; }
table { border-collapse: collapse; }
td { vertical-align: top; }
</style></head><body>
`;
  if (!strip) {
    const contact = [
      b.email ? ['Email:', esc(b.email)] : null,
      b.phone ? ['Phone:', esc(b.phone)] : null,
      profile ? ['LinkedIn profile', `linkedin.com/in/${esc(handle)}`] : null,
      town ? ['Address:', esc(town)] : null,
    ].filter(Boolean).map(([label, value]) => `${p(`<b>${label}</b>`, 'margin-top:6px;font-size:8.2pt')}${p(value, 'font-size:8.2pt')}`).join('');
    return `${head}${p(esc(b.name), 'font-size:28pt;font-weight:bold;line-height:1.1;color:#111111')}${b.label ? `<table cellpadding="0" cellspacing="0" style="margin-top:4px"><tr><td bgcolor="${yellow}" style="background:${yellow};padding:2px 8px;font-size:11pt;font-weight:bold">${esc(b.label)}</td></tr></table>` : ''}
<table width="100%" cellpadding="0" cellspacing="0" style="margin-top:8mm"><tr>
<td width="33%" bgcolor="${pale}" style="background:${pale};padding:2mm 5mm 6mm 5mm">${h2('Contact')}${contact}${items.length ? `${h2('Skills')}<p style="margin:0">${tags}</p>` : ''}${languages ? `${h2('Languages')}${languages}` : ''}</td>
<td width="67%" style="padding:2mm 0 0 7mm">${b.summary ? `${h2('Profile')}${p(esc(b.summary), 'line-height:1.4')}` : ''}${h2('Experience')}${jobs}${schools ? `${h2('Education')}${schools}` : ''}</td>
</tr></table>
</body></html>
`;
  }
  const white = (html) => `<span style="color:#ffffff">${html}</span>`;
  const label = (text) => `<span style="color:${yellow};font-weight:bold">${text}</span>`;
  const items2 = [
    b.email ? `${label('Mail:')} ${white(esc(b.email))}` : '',
    b.phone ? `${label('Tel.:')} ${white(esc(b.phone))}` : '',
    profile ? `${label('LinkedIn:')} ${white(esc(handle))}` : '',
    town ? white(esc(town)) : '',
  ].filter(Boolean).join(white(' • '));
  return `${head}<table width="100%" cellpadding="0" cellspacing="0"><tr><td bgcolor="${yellow}" style="background:${yellow};padding:10mm 14mm 6mm 14mm">${p(esc(b.name), 'font-size:27pt;font-weight:bold;line-height:1.1;color:#111111')}${b.label ? p(esc(b.label), 'font-size:11.5pt;color:#111111;margin-top:2px') : ''}</td></tr>
<tr><td bgcolor="#111111" style="background:#111111;padding:2.5mm 14mm;font-size:7.8pt">${items2}</td></tr></table>
<div style="padding:0 14mm">
${b.summary ? `${h2('Profile')}${p(esc(b.summary), 'line-height:1.4')}` : ''}${h2('Experience')}${jobs}${schools ? `${h2('Education')}${schools}` : ''}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="55%" style="padding-right:6mm">${items.length ? `${h2('Skills')}<p style="margin:0">${tags}</p>` : ''}</td><td width="45%">${languages ? `${h2('Languages')}${languages}` : ''}</td></tr></table>
</div>
</body></html>
`;
}

module.exports = { render };
