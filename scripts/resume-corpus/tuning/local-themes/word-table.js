'use strict';
/**
 * A resume typed in a word processor and laid out with a table: the name centred in bold, the
 * contact on two centred lines, grey shaded heading rows, each job's dates in a left cell (with its
 * town below) beside the title in bold and the company in italics, skills as a two-column table of
 * group and keywords, languages as rows of name and level.
 */
const { esc, span, linkedin, bare, country } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const first = [loc?.address, loc ? [loc.postalCode, loc.city].filter(Boolean).join(' ') : '', loc?.countryCode ? country(loc.countryCode) : ''].filter(Boolean).join(', ');
  const second = [b.phone, b.email].filter(Boolean).map(esc);
  const heading = (title) => `<tr><td colspan="2" class="heading">${title}</td></tr>`;
  const jobs = (resume.work ?? []).map((job) => `<tr><td class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}${job.location ? `<br><i>${esc(job.location)}</i>` : ''}</td><td class="what"><b>${esc(job.position)}</b><br><i>${esc(job.name)}</i>${job.summary ? `<br>${esc(job.summary)}` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</td></tr>`);
  const schools = (resume.education ?? []).map((entry) => `<tr><td class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</td><td class="what"><b>${esc([entry.studyType, entry.area].filter(Boolean).join(' – '))}</b><br>${esc(entry.institution)}</td></tr>`);
  const grouped = (resume.skills ?? []).filter((skill) => skill.keywords?.length);
  const single = (resume.skills ?? []).filter((skill) => !skill.keywords?.length);
  const skills = [
    ...grouped.map((skill) => `<tr><td class="when"><b>${esc(skill.name)}</b></td><td class="what">${skill.keywords.map(esc).join(', ')}</td></tr>`),
    ...(single.length ? [`<tr><td class="when"></td><td class="what">${single.map((skill) => esc(skill.name)).join(' • ')}</td></tr>`] : []),
  ];
  const languages = (resume.languages ?? []).map((language) => `<tr><td class="when">${esc(language.language)}</td><td class="what">${esc(language.fluency)}</td></tr>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 18mm 18mm 16mm 18mm; }
body { font-family: Calibri, Carlito, 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; color: #000; margin: 0; }
h1 { text-align: center; font-size: 20pt; margin: 0 0 4px; }
p.contact { text-align: center; margin: 0; font-size: 10pt; }
table { width: 100%; border-collapse: collapse; margin-top: 10px; }
td { vertical-align: top; padding: 3px 6px; }
td.heading { background: #d9d9d9; font-weight: bold; text-transform: uppercase; padding: 3px 6px; border-top: 1px solid #7f7f7f; }
td.when { width: 28%; }
ul { margin: 2px 0 4px 16px; padding: 0; }
a { color: #0563c1; }
</style></head><body>
<h1>${esc(b.name)}</h1>
${b.label ? `<p class="contact"><b>${esc(b.label)}</b></p>` : ''}
${first ? `<p class="contact">${esc(first)}</p>` : ''}
<p class="contact">${second.join(' | ')}${profile ? `${second.length ? ' | ' : ''}<a href="${esc(/^https?:/.test(profile.url) ? profile.url : `https://${profile.url}`)}">${esc(bare(profile.url, true))}</a>` : ''}</p>
<table>
${b.summary ? `${heading('Profile')}<tr><td colspan="2">${esc(b.summary)}</td></tr>` : ''}
${jobs.length ? heading('Professional experience') + jobs.join('') : ''}
${schools.length ? heading('Education') + schools.join('') : ''}
${skills.length ? heading('Skills') + skills.join('') : ''}
${languages.length ? heading('Languages') + languages.join('') : ''}
${resume.interests?.length ? `${heading('Interests')}<tr><td colspan="2">${resume.interests.map((interest) => esc(interest.name)).join(', ')}</td></tr>` : ''}
</table>
</body></html>
`;
}

module.exports = { render };
