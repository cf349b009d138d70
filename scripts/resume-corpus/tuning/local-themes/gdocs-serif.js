'use strict';
/**
 * A resume in the manner of the Google Docs template "Serif" (twenty-second batch), PDF, DOCX (as Google Docs downloads it)
 * and images: a header table whose left cell holds the name large in a serif face and the title under it, and whose right
 * cell holds the contact RIGHT-ALIGNED one a line in small grey type; then one table row of two columns: a wide left one with
 * "EXPERIENCE" (each job one line "Company, Town — Title", the company in bold and the title in italics, then "MAR 2019 -
 * PRESENT" in small grey capitals (CSS), bullets) and "EDUCATION" ("School, Town — Degree, Area" so, then its dates); a
 * narrow right one whose "SKILLS" heading stands level with "EXPERIENCE" ("SKILLS" as one item a line, "LANGUAGES",
 * "CERTIFICATIONS" with "Name (YYYY)"). Headings in bold capitals in the accent colour. Two variants by the name's length: an
 * even one in Serif's blue on Letter, the contact as the street, "Town, Region postcode" (or "postcode Town" in Europe), the
 * phone in bold, the e-mail and "www.linkedin.com/in/username", skills as plain lines and languages as "Name (level)" (or
 * "Name — level" where a level holds parentheses); an odd one in a green accent on A4, the contact as "Town, Region", the
 * phone in bold, the e-mail in SMALL LIGHT type (7.5 pt, a long one wrapping in the narrow cell) and "in/username", skills
 * as bullets and languages as "Name — level". The columns are table cells with their widths as HTML attributes, which
 * LibreOffice keeps in the DOCX.
 */
const { esc, span, linkedin, linkedinHandle, place } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const accent = odd ? '#12876f' : '#3d6fc9';
  const loc = b.location ?? {};
  const european = ['FR', 'BE', 'CH', 'LU', 'IT', 'MF'].includes(loc.countryCode);
  const town = european ? [loc.postalCode, loc.city].filter(Boolean).join(' ') : [loc.city, [loc.region, loc.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const handle = profile ? linkedinHandle(profile) : '';
  const lines = odd
    ? [loc.city ? esc(place(loc)) : '', b.phone ? `<b>${esc(b.phone)}</b>` : '', b.email ? `<span class="mail">${esc(b.email)}</span>` : '', profile ? `in/${esc(handle)}` : '']
    : [loc.address ? esc(loc.address) : '', loc.city ? esc(town) : '', b.phone ? `<b>${esc(b.phone)}</b>` : '', b.email ? esc(b.email) : '', profile ? `www.linkedin.com/in/${esc(handle)}` : ''];
  const contact = lines.filter(Boolean).map((line) => `<p class="ct" align="right">${line}</p>`).join('');
  const when = (start, end, ongoing) => `<p class="dt">${esc(span(start, end, 'short', { dash: ' - ', ongoing }))}</p>`;
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = [...(job.highlights ?? []), job.summary].filter(Boolean);
    return `<p class="ti"><b>${esc(job.name)}</b>${job.location ? `, ${esc(job.location)}` : ''} — <i>${esc(job.position)}</i></p>${when(job.startDate, job.endDate, !job.endDate)}${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`;
  });
  const schools = (resume.education ?? []).map((entry) => `<p class="ti"><b>${esc(entry.institution)}</b>${entry.location ? `, ${esc(entry.location)}` : ''} — <i>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</i></p>${entry.startDate || entry.endDate ? when(entry.startDate, entry.endDate, false) : ''}`);
  const skillItems = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map(esc);
  const skills = odd ? `<ul class="side">${skillItems.map((item) => `<li>${item}</li>`).join('')}</ul>` : skillItems.map((item) => `<p class="sk">${item}</p>`).join('');
  // ("Name (level)", or "Name — level" where a level holds parentheses: "Advanced (C1)")
  const nested = (resume.languages ?? []).some((language) => /[()]/.test(language.fluency ?? ''));
  const languages = (resume.languages ?? []).map((language) => `<p class="sk">${esc(language.language)}${odd || nested ? ` — ${esc(language.fluency)}` : ` (${esc(language.fluency)})`}</p>`).join('');
  const certificates = (resume.certificates ?? []).map((entry) => `<p class="sk">${esc(entry.name)}${entry.date ? ` (${esc(entry.date)})` : ''}</p>`).join('');
  const main = `${jobs.length ? `<h2>EXPERIENCE</h2>${jobs.join('')}` : ''}${schools.length ? `<h2>EDUCATION</h2>${schools.join('')}` : ''}`;
  const side = `${skillItems.length ? `<h2>SKILLS</h2>${skills}` : ''}${languages ? `<h2>LANGUAGES</h2>${languages}` : ''}${certificates ? `<h2>CERTIFICATIONS</h2>${certificates}` : ''}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: ${odd ? 'A4' : 'Letter'}; margin: ${odd ? '13mm 15mm' : '0.55in 0.6in'}; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body, p, h1, h2, li, td { font-family: 'DejaVu Serif', 'P052', serif; }
body { font-size: ${odd ? '8.8pt' : '9.2pt'}; color: #222; margin: 0; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 0; }
p { margin: 0; }
.nm { font-family: 'P052', 'DejaVu Serif', serif; font-size: 25pt; font-weight: bold; color: #111; line-height: 1.1; }
.lb { font-size: 10pt; color: #555; margin-top: 3px; }
.ct { text-align: right; color: #555; font-size: 8.6pt; line-height: 1.35; }
.ct b { color: #222; }
.mail { font-size: 7.5pt; color: #9a9a9a; overflow-wrap: break-word; }
h2 { font-size: 10pt; font-weight: bold; color: ${accent}; letter-spacing: 0.3px; margin: 12px 0 5px; }
td.main h2:first-child, td.side h2:first-child { margin-top: 0; }
.ti { font-size: 9.8pt; margin-top: 7px; }
.dt { font-size: 7.6pt; color: #777; text-transform: uppercase; letter-spacing: 0.3px; margin: 2px 0 2px; }
ul { margin: 2px 0 0 14px; padding: 0; }
li { margin-bottom: 1px; }
.sk { margin-bottom: 3px; }
ul.side { margin-left: 13px; }
</style></head><body>
<table class="head" width="100%" cellpadding="0" cellspacing="0"><tr><td width="58%" valign="top"><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="lb">${esc(b.label)}</p>` : ''}</td><td width="42%" valign="top" align="right">${contact}</td></tr></table>
<table class="cols" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8mm"><tr><td class="main" width="66%" valign="top" style="padding-right:8mm">${main}</td><td class="side" width="34%" valign="top">${side}</td></tr></table>
</body></html>
`;
}

module.exports = { render };
