'use strict';
/**
 * An academic or engineering CV typed in a word processor (twelfth batch), every section a two-column
 * table: the name centred in bold over the title; the contact in a table with its labels in the first
 * column ("Address", "Phone", "E-mail", "LinkedIn" and the profile's username as given); headings in
 * bold small capitals over a rule; the jobs as rows "MM/YYYY – MM/YYYY" | "Title, Company, Town" and
 * bullets; the education as rows "YYYY – YYYY" | "Degree in Area" and the school; the skills as rows of
 * a group and its keywords ("Programming | Python, R, SQL"; single skills in a row "Other"); the
 * languages in one row "English (C1), German (B2)".
 */
const { esc, span, linkedin, place } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const address = loc ? [loc.address, [loc.postalCode, loc.city].filter(Boolean).join(' '), loc.address ? '' : loc.region].filter(Boolean).join(', ') : '';
  const contact = [
    address ? ['Address', address] : null,
    b.phone ? ['Phone', b.phone] : null,
    b.email ? ['E-mail', b.email] : null,
    profile ? ['LinkedIn', profile.username || profile.url] : null,
  ].filter(Boolean);
  const row = (left, right) => `<tr><td class="left">${left}</td><td>${right}</td></tr>`;
  const jobs = (resume.work ?? []).map((job) => row(esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate })), `<b>${esc(job.position)}</b>, ${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}${job.summary ? `<br>${esc(job.summary)}` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`));
  const schools = (resume.education ?? []).map((entry) => row(esc(span(entry.startDate, entry.endDate, 'year')), `<b>${esc([entry.studyType, entry.area].filter(Boolean).join(' in '))}</b><br>${esc(entry.institution)}`));
  const groups = (resume.skills ?? []).filter((skill) => skill.keywords?.length).map((skill) => row(esc(skill.name), esc(skill.keywords.join(', '))));
  const singles = (resume.skills ?? []).filter((skill) => !skill.keywords?.length).map((skill) => skill.name);
  if (singles.length) groups.push(row('Other', esc(singles.join(', '))));
  const languages = (resume.languages ?? []).map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(', ');
  const section = (title, rows) => (rows.length ? `<h2>${title}</h2><table class="grid">${rows.join('')}</table>` : '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 20mm 20mm 18mm; }
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; color: #000; margin: 0; }
h1 { text-align: center; font-size: 17pt; margin: 0; }
.label { text-align: center; font-size: 12pt; font-style: italic; margin: 2px 0 10px; }
h2 { font-size: 12pt; font-variant: small-caps; border-bottom: 1px solid #000; margin: 14px 0 5px; padding-bottom: 1px; }
table.grid { width: 100%; border-collapse: collapse; }
table.grid td { vertical-align: top; padding: 2px 4px 4px 0; }
td.left { width: 38mm; }
table.contact td.left { font-weight: bold; }
ul { margin: 2px 0 0 16px; padding: 0; }
p { margin: 2px 0; text-align: justify; }
</style></head><body>
<h1>${esc(b.name)}</h1>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<table class="grid contact">${contact.map(([label, value]) => row(label, esc(value))).join('')}</table>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${section('Professional Experience', jobs)}
${section('Education', schools)}
${section('Skills', groups)}
${languages ? section('Languages', [row('Languages', languages)]) : ''}
${resume.interests?.length ? section('Interests', [row('Interests', esc(resume.interests.map((interest) => interest.name).join(', ')))]) : ''}
</body></html>
`;
}

module.exports = { render };
