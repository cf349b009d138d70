'use strict';
/**
 * A CV in the manner of the French sites' student and young-graduate templates ("CV étudiant" as Jobteaser, CVDesignR and
 * Canva's French gallery show them; twenty-third batch), PDF, DOCX and images, laid out in one table row (the widths as HTML
 * attributes, the side's colour as the cell's bgcolor, so LibreOffice keeps them in the DOCX). Two variants by the e-mail
 * address's length. An even one after Jobteaser / Canva "CV étudiant" (A4): a coloured LEFT column (34%) that starts at the top of the
 * page ABOVE the main column's name, with a round photo placeholder, "Contact" as labelled rows (a small bold label over each
 * value: "Phone", "E-mail" in small light type wrapped at its "@", "LinkedIn" over "linkedin.com/in/" and the username wrapped
 * onto a second line at one of its hyphens, "Address"), "Skills" as bullets, "Languages" as "Name : level" lines and
 * "Interests"; the main column with the name (the given name over the FAMILY NAME where the page prints it so), the title,
 * "Profile", then "EDUCATION" FIRST ("2015 – 2018" at the left of "Degree in Area" in bold over the school and town) and
 * "EXPERIENCE" ("09/2019 – Present" at the left of the title in bold over "Company – Town", bullets). An odd one after
 * CVDesignR (A4): a dark header band across the page with the name and title at the left and, at the right, four contact
 * lines ("phone", the e-mail, "LinkedIn : username", the town); then the main column at the left and a pale RIGHT column whose
 * "Skills" heading stands LOWER than the main column's first heading (12 mm of space above it: beside the first school), skills
 * as bullets, then "Languages" and "Interests".
 */
const { esc, span, linkedin, linkedinHandle, place, icon } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  // (the variant drawn from the e-mail address's length: the name's alone left the batch's entries unbalanced)
  const odd = String(b.email ?? '').length % 2 === 1;
  const handle = profile ? linkedinHandle(profile) : '';
  const accent = odd ? '#3b3f73' : '#c0392b';
  const side = odd ? '#eef0f7' : '#fbe9e7';
  const parts = b.nameParts;
  const nameHtml = parts && parts.style === 'capitals' && !parts.middle ? `${esc(parts.given)}<br>${esc(parts.family.toUpperCase())}` : esc(b.name);
  const items = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]));
  const skills = items.length ? `<h3>Skills</h3><ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>` : '';
  const languages = (resume.languages ?? []).length ? `<h3>Languages</h3>${resume.languages.map((language) => `<p class="ln">${esc(language.language)} : ${esc(language.fluency)}</p>`).join('')}` : '';
  const interests = (resume.interests ?? []).length ? `<h3>Interests</h3><p class="ln">${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : '';
  const row = (left, right) => `<tr><td width="92" valign="top" class="when">${left}</td><td valign="top">${right}</td></tr>`;
  const schools = (resume.education ?? []).map((entry) => row(esc(span(entry.startDate, entry.endDate, 'year')), `<p class="ti">${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</p><p class="co">${esc(entry.institution)}${entry.location ? ` – ${esc(entry.location)}` : ''}</p>`)).join('');
  const jobs = (resume.work ?? []).map((job) => row(esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate })), `<p class="ti">${esc(job.position)}</p><p class="co">${esc(job.name)}${job.location ? ` – ${esc(job.location)}` : ''}</p>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`)).join('');
  const main = `${b.summary && !odd ? `<h2>Profile</h2><p class="sum">${esc(b.summary)}</p>` : ''}${schools ? `<h2>EDUCATION</h2><table width="100%" cellpadding="0" cellspacing="0">${schools}</table>` : ''}${jobs ? `<h2>EXPERIENCE</h2><table width="100%" cellpadding="0" cellspacing="0">${jobs}</table>` : ''}`;
  const style = `
@page { size: A4; margin: ${odd ? '0' : '0'}; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body, p, h1, h2, h3, li, td { font-family: 'Open Sans', 'Liberation Sans', sans-serif; }
body { font-size: 8.8pt; color: #2d2d2d; margin: 0; }
p { margin: 0; }
table { border-collapse: collapse; }
td { vertical-align: top; padding: 0; }
.nm { font-size: 22pt; font-weight: bold; line-height: 1.1; }
.lb { font-size: 11pt; margin-top: 3px; }
h2 { font-size: 11pt; font-weight: bold; color: ${accent}; border-bottom: 1.5px solid ${accent}; padding-bottom: 2px; margin: 5mm 0 2.5mm; }
h3 { font-size: 10.5pt; font-weight: bold; color: ${accent}; margin: 5mm 0 2mm; text-transform: uppercase; letter-spacing: 0.5px; }
.lab { font-weight: bold; font-size: 8pt; margin-top: 2.5mm; }
.val { font-size: 8.4pt; }
.light { font-size: 7.4pt; color: #8a8a8a; }
td.when { color: #666; font-size: 8.2pt; padding: 0 3mm 3mm 0; }
.ti { font-weight: bold; font-size: 9.4pt; }
.co { color: #555; font-style: italic; }
ul { margin: 2px 0 0 13px; padding: 0; }
li { margin-bottom: 1px; }
.ln { margin-bottom: 2px; }
.sum { line-height: 1.4; }`;
  if (!odd) {
    // (the URL wrapped onto a second line at one of the handle's hyphens, the first where there is one)
    const cut = handle.indexOf('-');
    const url = cut > 0 ? `linkedin.com/in/${esc(handle.slice(0, cut + 1))}<br>${esc(handle.slice(cut + 1))}` : `linkedin.com/in/<br>${esc(handle)}`;
    const contact = [
      b.phone ? ['Phone', esc(b.phone)] : null,
      b.email ? ['E-mail', `<span class="light">${esc(b.email).replace('@', '@<wbr>')}</span>`] : null,
      profile ? ['LinkedIn', url] : null,
      b.location?.city ? ['Address', esc(place(b.location))] : null,
    ].filter(Boolean).map(([label, value]) => `<p class="lab">${label}</p><p class="val">${value}</p>`).join('');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${style}
html { background: linear-gradient(to right, ${side} 34%, #fff 34%); }
.side { padding: 12mm 6mm 10mm 8mm; }
.main { padding: 14mm 12mm 10mm 8mm; }
.photo { width: 28mm; height: 28mm; border-radius: 50%; background: #fff; border: 3px solid ${accent}; text-align: center; margin: 0 auto 3mm; }
.nm { color: ${accent}; }
</style></head><body>
<table width="100%" cellpadding="0" cellspacing="0"><tr><td class="side" width="34%" bgcolor="${side}" style="background:${side}"><div class="photo">${icon('person', '#d5a39b', 80)}</div><h3>Contact</h3>${contact}${skills}${languages}${interests}</td><td class="main" width="66%"><p class="nm">${nameHtml}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}${main}</td></tr></table>
</body></html>
`;
  }
  // (white type given inline on each line of the band: LibreOffice keeps it in the DOCX, not a class's colour)
  const white = (html) => html.replace(/<p class="(\w+)">/g, '<p class="$1" style="color:#ffffff">');
  const lines = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `LinkedIn : ${esc(handle)}` : '', b.location?.city ? esc(place(b.location)) : ''].filter(Boolean).map((line) => `<p class="hc">${line}</p>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title><style>${style}
.band td { color: #fff; }
.hc { font-size: 8.6pt; text-align: right; line-height: 1.45; }
.main { padding: 6mm 6mm 10mm 12mm; }
.side { padding: 6mm 10mm 10mm 6mm; }
.side h3:first-child { margin-top: 12mm; }
</style></head><body>
<table class="band" width="100%" cellpadding="0" cellspacing="0" bgcolor="${accent}" style="background:${accent}"><tr><td width="60%" style="padding:10mm 0 8mm 12mm">${white(`<p class="nm">${nameHtml}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}`)}</td><td width="40%" style="padding:10mm 12mm 8mm 0" align="right">${white(lines)}</td></tr></table>
${b.summary ? `<p class="sum" style="padding:5mm 12mm 0">${esc(b.summary)}</p>` : ''}
<table width="100%" cellpadding="0" cellspacing="0"><tr><td class="main" width="64%">${main}</td><td class="side" width="36%" bgcolor="${side}" style="background:${side}">${skills}${languages}${interests}</td></tr></table>
</body></html>
`;
}

module.exports = { render };
