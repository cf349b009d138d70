'use strict';
/**
 * A one-column Word resume (sixteenth batch) of the kind French candidates send: the name in bold capitals (CSS) centred,
 * the title, one contact line "phone • e-mail • linkedin.com/in/username • Town"; headings in bold small capitals over a
 * blue rule; "PROFILE"; "EXPERIENCE" ("Title, Company" in bold with "Mon YYYY – Mon YYYY" or "– Present" right-aligned,
 * the town in italics, bullets); "EDUCATION" ("YYYY – YYYY: Degree, Area – School"); "TECHNICAL SKILLS" as rows "Group:
 * a, b, c" (the group's name in bold); "SOFT SKILLS" as one comma-separated line (the soft-skill group, its name the
 * heading); "LANGUAGES" as "Name: level" rows; "INTERESTS" as one line (no skills).
 */
const { esc, span, linkedin, place, linkedinHandle } = require('./common');

const SOFT = /^(soft skills|savoir-être)$/i;

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : '', profile ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : '', b.location?.city ? esc(b.location.city) : ''].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.position)}, ${esc(job.name)}</b><span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div>${job.location ? `<div class="town">${esc(job.location)}</div>` : ''}${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => {
    const when = span(entry.startDate, entry.endDate, 'year');
    return `<div class="entry">${when ? `${esc(when)}: ` : ''}<b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b> – ${esc(entry.institution)}</div>`;
  });
  const skills = resume.skills ?? [];
  const hard = skills.filter((skill) => !SOFT.test(skill.name ?? ''));
  const soft = skills.filter((skill) => SOFT.test(skill.name ?? '')).flatMap((skill) => skill.keywords ?? []);
  const rows = hard.map((skill) => (skill.keywords?.length ? `<div class="row"><b>${esc(skill.name)}:</b> ${skill.keywords.map(esc).join(', ')}</div>` : `<div class="row">${esc(skill.name)}</div>`));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 15mm 18mm 13mm; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.8pt; color: #222; margin: 0; }
.name { text-align: center; font-size: 18pt; font-weight: bold; text-transform: uppercase; letter-spacing: 1px; }
.label { text-align: center; font-size: 11pt; color: #1f4e8c; margin: 2px 0 4px; }
.contact { text-align: center; font-size: 9pt; }
h2 { font-size: 10.5pt; font-variant: small-caps; color: #1f4e8c; border-bottom: 1.5px solid #1f4e8c; margin: 12px 0 5px; padding-bottom: 1px; }
.entry { margin-bottom: 6px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; }
.when { white-space: nowrap; color: #444; }
.town { font-style: italic; color: #555; }
.row { margin-bottom: 2px; }
ul { margin: 1px 0 0 16px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<div class="contact">${contact.join(' • ')}</div>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${rows.length ? `<h2>Technical skills</h2>${rows.join('\n')}` : ''}
${soft.length ? `<h2>Soft skills</h2><p>${soft.map(esc).join(', ')}</p>` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<div class="row">${esc(language.language)}: ${esc(language.fluency)}</div>`).join('')}` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
