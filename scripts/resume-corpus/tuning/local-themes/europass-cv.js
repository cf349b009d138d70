'use strict';
/**
 * A Europass CV (the 2013 template people still fill in): a label column on the left in blue,
 * capitals headings over blue rules, "Mother tongue(s)" and a CEFR self-assessment grid for the
 * other languages, MM/YYYY dates in the label column.
 */
const { esc, date, span, linkedin, bare, country, cefrOf, icon } = require('./common');

const STEPS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
/** The five self-assessed levels (listening, reading, spoken interaction, spoken production, writing): reading a step up, writing a step down. */
function grid(cefr) {
  const at = STEPS.indexOf(cefr);
  const step = (delta) => STEPS[Math.max(0, Math.min(5, at + delta))];
  return [step(0), step(1), step(0), step(0), step(-1)];
}

function row(label, content, cls = '') {
  return `<tr class="${cls}"><td class="label">${label}</td><td class="content">${content}</td></tr>`;
}

function render(resume) {
  const b = resume.basics ?? {};
  const loc = b.location;
  const profile = linkedin(resume);
  const contact = [];
  if (loc && (loc.address || loc.city)) contact.push(`${icon('pin', '#1593cb')} ${esc([loc.address, [loc.postalCode, loc.city].filter(Boolean).join(' '), loc.region && loc.region !== loc.city ? loc.region : '', country(loc.countryCode)].filter(Boolean).join(', '))}`);
  if (b.phone) contact.push(`${icon('phone', '#1593cb')} ${esc(b.phone)}`);
  if (b.email) contact.push(`${icon('mail', '#1593cb')} ${esc(b.email)}`);
  if (profile) contact.push(`${icon('linkedin', '#1593cb')} <a href="${esc(/^https?:/.test(profile.url) ? profile.url : `https://${profile.url}`)}">${esc(bare(profile.url))}</a>`);
  else if (b.website) contact.push(`${icon('web', '#1593cb')} ${esc(bare(b.website))}`);

  const work = (resume.work ?? []).map((job) => row(
    esc(span(job.startDate, job.endDate, 'numeric', { dash: '–', ongoing: !job.endDate })),
    `<div class="title">${esc(job.position)}</div><div>${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</div>${job.summary ? `<div>${esc(job.summary)}</div>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`,
    'entry',
  ));
  const education = (resume.education ?? []).map((entry) => row(
    esc(span(entry.startDate, entry.endDate, 'numeric', { dash: '–' })),
    `<div class="title">${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</div><div>${esc(entry.institution)}</div>`,
    'entry',
  ));
  const languages = resume.languages ?? [];
  const native = languages.filter((language) => cefrOf(language.fluency) === 'native');
  const others = languages.filter((language) => cefrOf(language.fluency) !== 'native');
  const tongues = [];
  if (native.length) tongues.push(row('Mother tongue(s)', `<div class="title">${native.map((language) => esc(language.language)).join(', ')}</div>`));
  if (others.length) {
    const rows = others.map((language) => {
      const cefr = cefrOf(language.fluency);
      const cells = cefr ? grid(cefr).map((level) => `<td>${level}</td>`).join('') : `<td colspan="5">${esc(language.fluency)}</td>`;
      const note = cefr && !/^[ABC][12]$/.test(String(language.fluency).trim()) ? `<tr class="note"><td></td><td colspan="5">${esc(language.fluency)}</td></tr>` : '';
      return `<tr><th>${esc(language.language)}</th>${cells}</tr>${note}`;
    }).join('');
    tongues.push(row('Other language(s)', `<table class="grid"><tr class="head"><td></td><td colspan="2">UNDERSTANDING</td><td colspan="2">SPEAKING</td><td>WRITING</td></tr><tr class="sub"><td></td><td>Listening</td><td>Reading</td><td>Spoken interaction</td><td>Spoken production</td><td></td></tr>${rows}</table><div class="legend">Levels: A1 and A2: Basic user - B1 and B2: Independent user - C1 and C2: Proficient user</div><div class="legend">Common European Framework of Reference for Languages</div>`));
  }
  const skills = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? `<li><b>${esc(skill.name)}:</b> ${skill.keywords.map(esc).join(', ')}</li>` : `<li>${esc(skill.name)}</li>`));
  const section = (title) => `<tr class="section"><td class="label">${title}</td><td class="rule"></td></tr>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)} - Europass CV</title>
<style>
@page { size: A4; margin: 12mm 12mm 14mm 10mm; }
body { font-family: Arial, 'Liberation Sans', sans-serif; font-size: 9pt; color: #3f3a38; margin: 0; }
table.cv { width: 100%; border-collapse: collapse; }
td.label { width: 31%; text-align: right; vertical-align: top; padding: 3px 12px 3px 0; color: #1593cb; font-size: 8pt; }
td.content { vertical-align: top; padding: 3px 0; }
tr.section td { padding-top: 12px; }
tr.section td.label { color: #0e4194; font-size: 9.5pt; text-transform: uppercase; }
td.rule { border-bottom: 1px solid #1593cb; }
.logo { color: #0e4194; font-size: 18pt; font-weight: bold; letter-spacing: 0.5px; }
.logo span { display: block; font-size: 7pt; font-weight: normal; color: #1593cb; }
.name { font-size: 14pt; color: #0e4194; margin-bottom: 4px; }
.contact div { margin: 2px 0; }
.title { font-size: 10pt; color: #0e4194; }
ul { margin: 3px 0 4px 14px; padding: 0; }
table.grid { width: 100%; border-collapse: collapse; font-size: 8pt; text-align: center; margin-top: 2px; }
table.grid td, table.grid th { border: 1px solid #c9d7e8; padding: 2px; }
table.grid tr.head td { color: #0e4194; background: #eef4fa; }
table.grid tr.sub td { color: #1593cb; font-size: 7pt; }
table.grid th { text-align: left; font-weight: normal; color: #0e4194; }
table.grid tr.note td { font-style: italic; text-align: left; border-top: none; }
.legend { font-size: 7pt; color: #1593cb; margin-top: 3px; }
a { color: inherit; text-decoration: none; }
</style></head><body>
<table class="cv">
<tr><td class="label"><div class="logo">europass <span>Curriculum Vitae</span></div></td><td class="content"></td></tr>
${section('Personal information')}
${row('', `<div class="name">${esc(b.name)}</div><div class="contact">${contact.map((line) => `<div>${line}</div>`).join('')}</div>`)}
${b.label ? `${section('Job applied for')}${row('', `<div class="title">${esc(b.label)}</div>`)}` : ''}
${work.length ? `${section('Work experience')}${work.join('')}` : ''}
${education.length ? `${section('Education and training')}${education.join('')}` : ''}
${tongues.length || skills.length ? section('Personal skills') : ''}
${tongues.join('')}
${skills.length ? row('Job-related skills', `<ul>${skills.join('')}</ul>`) : ''}
</table>
</body></html>
`;
}

module.exports = { render };
