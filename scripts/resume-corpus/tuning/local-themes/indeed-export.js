'use strict';
/**
 * A resume as Indeed's profile exports it to PDF (twenty-first batch), PDF and images: plain, in an Arial face; the name in
 * bold, then the headline (the title), "Town, Region", the e-mail and the phone one a line, no labels; "Summary" with the
 * summary; "Work Experience" with each job as the title in bold, "Company - Town" on the next line (the company alone where
 * no town is given) and "Month YYYY to Month YYYY" (or "to Present") in grey under it, then its bullets; "Education" with
 * "Degree in Area" in bold, "School - Town" and "Month YYYY to Month YYYY" (or the end alone); "Skills" as bullets "Skill
 * (5 years)" / "Skill (Less than 1 year)"; "Languages" as bullets "Name - Level"; "Links" with the profile's whole URL
 * "https://www.linkedin.com/in/username" as a link; "Certifications and Licenses" with each name and its year. Two variants
 * by the name's length: an even one on a Letter page, 10-point type, headings over a grey rule; an odd one on A4 in
 * 9.6-point type with headings in a larger face and no rule. The page runs over two where the career is long (the image of
 * such an entry is its first page).
 */
const { esc, date, linkedin, linkedinHandle, place } = require('./common');

/** "March 2019 to June 2021", "March 2019 to Present" (a job without an end), the end alone, '' without dates. */
function spanTo(start, end, ongoing) {
  const from = date(start, 'long');
  const to = date(end, 'long');
  if (from && to) return `${from} to ${to}`;
  if (from) return ongoing ? `${from} to Present` : from;
  return to;
}

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const odd = String(b.name ?? '').length % 2 === 1;
  const head = [b.label, b.location?.city ? place(b.location) : '', b.email, b.phone].filter(Boolean).map((value) => `<div class="hl">${esc(value)}</div>`);
  const jobs = (resume.work ?? []).map((job) => `<div class="item"><div class="t">${esc(job.position)}</div><div>${esc(job.name)}${job.location ? ` - ${esc(job.location)}` : ''}</div><div class="d">${esc(spanTo(job.startDate, job.endDate, !job.endDate))}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="t">${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}${entry.location && !entry.institution.includes(entry.location) ? ` - ${esc(entry.location)}` : ''}</div>${entry.startDate || entry.endDate ? `<div class="d">${esc(spanTo(entry.startDate, entry.endDate, false))}</div>` : ''}</div>`);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((keyword) => [keyword, null]) : [[skill.name, skill.years]])).map(([name, years]) => `<li>${esc(name)}${years ? ` (${esc(years)})` : ''}</li>`);
  const languages = (resume.languages ?? []).map((language) => `<li>${esc(language.language)} - ${esc(language.fluency)}</li>`);
  const url = profile ? `https://www.linkedin.com/in/${linkedinHandle(profile)}` : '';
  const certificates = (resume.certificates ?? []).map((certificate) => `<div class="item"><div class="t">${esc(certificate.name)}</div>${certificate.date ? `<div class="d">${esc(certificate.date)}</div>` : ''}</div>`);
  const section = (title, body) => (body ? `<h2>${title}</h2>${body}` : '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: ${odd ? 'A4' : 'Letter'}; margin: ${odd ? '14mm 17mm' : '0.55in 0.7in'}; }
body { font-family: 'Liberation Sans', Arial, sans-serif; font-size: ${odd ? '9.6pt' : '10pt'}; color: #2d2d2d; margin: 0; line-height: 1.3; }
h1 { font-size: ${odd ? '21pt' : '20pt'}; margin: 0 0 4px; color: #2d2d2d; }
.hl { color: #2d2d2d; }
h2 { font-size: ${odd ? '14pt' : '13pt'}; margin: 13px 0 6px; ${odd ? '' : 'border-bottom: 1px solid #c8c8c8; padding-bottom: 3px;'} color: #2d2d2d; }
.item { margin-bottom: 8px; }
.t { font-weight: bold; }
.d { color: #595959; }
ul { margin: 2px 0 0 20px; padding: 0; }
ul.flat { margin-top: 0; }
p { margin: 0; }
a { color: #2557a7; text-decoration: none; }
</style></head><body>
<h1>${esc(b.name)}</h1>
${head.join('')}
${section('Summary', b.summary ? `<p>${esc(b.summary)}</p>` : '')}
${section('Work Experience', jobs.join(''))}
${section('Education', schools.join(''))}
${section('Skills', skills.length ? `<ul class="flat">${skills.join('')}</ul>` : '')}
${section('Languages', languages.length ? `<ul class="flat">${languages.join('')}</ul>` : '')}
${section('Links', url ? `<p><a href="${esc(url)}">${esc(url)}</a></p>` : '')}
${section('Certifications and Licenses', certificates.join(''))}
</body></html>
`;
}

module.exports = { render };
