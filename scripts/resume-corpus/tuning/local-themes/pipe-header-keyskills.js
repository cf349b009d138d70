'use strict';
/**
 * A plain English resume (seventeenth batch) whose header is a single line in small type (8 points, less for a long line): "Name | Title | Town | phone |
 * e-mail | linkedin.com/in/username" (the name in bold); then "PROFESSIONAL SUMMARY"; "KEY SKILLS" as a three-column grid
 * of bulleted items; "PROFESSIONAL EXPERIENCE" ("Title, Company" in bold with "Mon YYYY – Mon YYYY" or "– Present"
 * right-aligned, the town in grey, bullets); "EDUCATION" ("Degree, Area — School" with "YYYY – YYYY" right-aligned);
 * "LANGUAGES" as one sentence grouping the languages by level ("Fluent in English and Spanish; conversational French;
 * basic Italian."): the sentence's words are not the profile's level words.
 */
const { esc, span, linkedin, skillNames, linkedinHandle, cefrOf } = require('./common');

const GROUPS = [['fluent', 'Fluent in'], ['conversational', 'conversational'], ['basic', 'basic']];
const groupOf = (fluency) => {
  const cefr = cefrOf(fluency);
  if (!cefr || ['native', 'C2', 'C1'].includes(cefr)) return 'fluent';
  return ['B2', 'B1'].includes(cefr) ? 'conversational' : 'basic';
};

/** "Fluent in English and Spanish; conversational French." with each connecting word a text node of its own (themes.js french). */
function sentence(languages) {
  const clauses = GROUPS.map(([key, words]) => [words, languages.filter((language) => groupOf(language.fluency) === key).map((language) => language.language)]).filter(([, names]) => names.length);
  return clauses
    .map(([words, names], i) => {
      const lead = i === 0 ? words.charAt(0).toUpperCase() + words.slice(1) : words;
      const list = names.map((name, k) => `${k === 0 ? '' : k === names.length - 1 ? ' <span>and</span> ' : '<span>,</span> '}<span>${esc(name)}</span>`).join('');
      return `<span>${esc(lead)}</span> ${list}`;
    })
    .join('<span>;</span> ')
    .concat('<span>.</span>');
}

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const parts = [b.name, b.label, b.location?.city, b.phone, b.email, profile ? `linkedin.com/in/${linkedinHandle(profile)}` : ''].filter(Boolean);
  const head = parts.map((part, i) => (i === 0 ? `<b>${esc(part)}</b>` : esc(part)));
  // (one line whatever its length: 8-point type, smaller for a long line, down to 6 points; about 0.19 mm a character a point on the 182 mm line)
  const headSize = Math.max(6, Math.min(8, 182 / (0.19 * (parts.join(' | ').length + 2)))).toFixed(1);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.position)}, ${esc(job.name)}</b><span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div>${job.location ? `<div class="town">${esc(job.location)}</div>` : ''}${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="top"><span><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b> — ${esc(entry.institution)}</span><span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div></div>`);
  const skills = skillNames(resume);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 14mm 14mm 12mm; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.8pt; color: #202020; margin: 0; }
.head { color: #333; border-bottom: 1px solid #999; padding-bottom: 4px; white-space: nowrap; }
.head b { color: #000; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 0.5px; margin: 12px 0 5px; color: #000; }
.grid { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 2px 14px; margin: 0; padding: 0; }
.grid li { list-style: none; padding-left: 10px; position: relative; }
.grid li::before { content: '•'; position: absolute; left: 0; }
.entry { margin-bottom: 6px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; }
.when { white-space: nowrap; color: #444; }
.town { color: #666; }
ul { margin: 1px 0 0 16px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="head" style="font-size: ${headSize}pt">${head.join(' | ')}</div>
${b.summary ? `<h2>Professional summary</h2><p>${esc(b.summary)}</p>` : ''}
${skills.length ? `<h2>Key Skills</h2><ul class="grid">${skills.map((name) => `<li>${esc(name)}</li>`).join('')}</ul>` : ''}
${jobs.length ? `<h2>Professional experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${sentence(resume.languages)}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
