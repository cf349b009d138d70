'use strict';
/**
 * A "Europass-lite" CV (nineteenth batch), PDF and images: a left label column (right-aligned, blue) beside the content,
 * no CEFR grid: "PERSONAL INFORMATION" with the name, the address, the phone, the e-mail and "LinkedIn: username" (the
 * username alone, no URL); "Desired position" with the title; "Work experience" with each job's "MM/YYYY – MM/YYYY" (or
 * "– Present") in the label column and the title in bold, the company and the town, bullets beside it; "Education and
 * training" with the years in the label column and the degree in bold over the school; "Personal skills" with "Mother
 * tongue(s)" (the names alone, no level), "Other language(s)" ("Name – level" rows) and "Job-related skills" (a comma list).
 */
const { esc, span, linkedin, linkedinHandle, cefrOf } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const address = b.location ? [b.location.address, [b.location.postalCode, b.location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const row = (label, content, cls = '') => `<tr class="${cls}"><td class="lab">${label}</td><td class="val">${content}</td></tr>`;
  const personal = [
    row('', `<div class="name">${esc(b.name)}</div>`),
    address ? row('', `<div>${esc(address)}</div>`) : '',
    b.phone ? row('', `<div>${esc(b.phone)}</div>`) : '',
    b.email ? row('', `<div>${esc(b.email)}</div>`) : '',
    profile ? row('', `<div>LinkedIn: ${esc(linkedinHandle(profile))}</div>`) : '',
  ].join('');
  const jobs = (resume.work ?? []).map((job) => row(esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate })), `<div class="t">${esc(job.position)}</div><div>${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`, 'entry'));
  const schools = (resume.education ?? []).map((entry) => row(esc(span(entry.startDate, entry.endDate, 'year')), `<div class="t">${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</div><div>${esc(entry.institution)}</div>`, 'entry'));
  const languages = resume.languages ?? [];
  const mother = languages.filter((language) => cefrOf(language.fluency) === 'native');
  const others = languages.filter((language) => cefrOf(language.fluency) !== 'native');
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]));
  const heading = (label) => `<tr class="head"><td class="lab"><span>${label}</span></td><td class="rule"></td></tr>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 14mm 12mm; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.6pt; color: #333; margin: 0; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 1px 0; }
td.lab { width: 52mm; text-align: right; padding-right: 6mm; color: #0e4194; font-size: 9pt; }
tr.head td { padding-top: 11px; padding-bottom: 4px; }
tr.head td.lab span { text-transform: uppercase; font-size: 9.5pt; letter-spacing: 0.4px; }
td.rule { border-bottom: 1px solid #0e4194; }
tr.entry td { padding-bottom: 7px; }
tr.entry td.lab { color: #0e4194; }
.name { font-size: 16pt; color: #0e4194; margin-bottom: 3px; }
.t { font-weight: bold; color: #0e4194; }
ul { margin: 2px 0 0 15px; padding: 0; }
.top { font-size: 8pt; color: #0e4194; letter-spacing: 1px; margin-bottom: 4px; }
</style></head><body>
<div class="top">CURRICULUM VITAE</div>
<table>
${heading('Personal information')}
${personal}
${b.label ? `${heading('Desired position')}${row('', `<div class="t">${esc(b.label)}</div>`)}` : ''}
${jobs.length ? `${heading('Work experience')}${jobs.join('')}` : ''}
${schools.length ? `${heading('Education and training')}${schools.join('')}` : ''}
${heading('Personal skills')}
${mother.length ? row('Mother tongue(s)', mother.map((language) => esc(language.language)).join(', '), 'entry') : ''}
${others.length ? row('Other language(s)', others.map((language) => `<div>${esc(language.language)} – ${esc(language.fluency)}</div>`).join(''), 'entry') : ''}
${skills.length ? row('Job-related skills', skills.map(esc).join(', '), 'entry') : ''}
</table>
</body></html>
`;
}

module.exports = { render };
