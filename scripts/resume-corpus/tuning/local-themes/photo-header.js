'use strict';
/**
 * A one-column resume with a photo header (twelfth batch), as Canva and Google Docs templates lay it
 * out: a round grey photo placeholder with the initials on the left of the header; on the right the
 * given name in a large light face over the FAMILY NAME on a second line, the title in the accent
 * colour under them; the contact as a row of small icon + value pairs without labels (phone, e-mail,
 * "Town, Region", the LinkedIn profile as "in/handle" or the bare handle after LinkedIn's icon); then
 * "Profile", "Experience" (the title in bold with "Mar 2019 – Present" right-aligned, "Company · Town"
 * below, bullets), "Education" (years), "Skills" as a three-column grid of items, "Languages" as "Name –
 * level word" pairs on one line, "Interests".
 */
const { esc, span, linkedin, place, skillNames, icon } = require('./common');

const initials = (given, family) => `${given.trim()[0] ?? ''}${(family.split(/\s+/).find((word) => /^\p{Lu}/u.test(word)) ?? family)[0] ?? ''}`.toUpperCase();
/** The profile's handle as printed after LinkedIn's icon: "in/handle" where the profile's username is so, else the handle alone. */
function handleOf(profile) {
  const handle = String(profile.url ?? profile.username ?? '').match(/\/in\/([^/?#]+)/)?.[1] ?? String(profile.username ?? '').replace(/^.*\/in\//, '');
  return /^in\//.test(profile.username ?? '') ? `in/${handle}` : handle;
}

function render(resume) {
  const b = resume.basics ?? {};
  const parts = b.nameParts ?? { given: String(b.name ?? '').split(' ').slice(0, -1).join(' '), family: String(b.name ?? '').split(' ').slice(-1).join(' ') };
  const profile = linkedin(resume);
  const contact = [
    b.phone ? [icon('phone', '#2a7f8f', 12), b.phone] : null,
    b.email ? [icon('mail', '#2a7f8f', 12), b.email] : null,
    b.location?.city ? [icon('pin', '#2a7f8f', 12), place(b.location)] : null,
    profile ? [icon('linkedin', '#2a7f8f', 12), handleOf(profile)] : null,
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="row"><b>${esc(job.position)}</b> <span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div><div class="sub">${esc(job.name)}${job.location ? ` · ${esc(job.location)}` : ''}</div>${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="row"><b>${esc([entry.studyType, entry.area].filter(Boolean).join(', '))}</b> <span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><div class="sub">${esc(entry.institution)}</div></div>`);
  const skills = skillNames(resume).map((name) => `<div class="skill">${esc(name)}</div>`);
  const languages = (resume.languages ?? []).map((language) => `<span class="lang"><b>${esc(language.language)}</b> – ${esc(language.fluency)}</span>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 15mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.4pt; color: #2d3436; margin: 0; }
table.head { border-collapse: collapse; width: 100%; }
td.photo { width: 36mm; vertical-align: middle; }
.circle { width: 31mm; height: 31mm; border-radius: 50%; background: #c8cdd2; color: #fff; font-size: 24pt; font-weight: bold; text-align: center; line-height: 31mm; letter-spacing: 1px; }
.given { font-family: 'DejaVu Sans', sans-serif; font-weight: 200; font-size: 27pt; color: #3d4852; line-height: 1.1; }
.family { font-family: 'DejaVu Sans', sans-serif; font-weight: 200; font-size: 27pt; color: #3d4852; letter-spacing: 2px; line-height: 1.15; }
.label { font-size: 11.5pt; color: #2a7f8f; margin-top: 4px; }
.contact { margin: 6mm 0 2mm; padding: 6px 0; border-top: 1px solid #d5dde2; border-bottom: 1px solid #d5dde2; font-size: 8.6pt; }
.contact span.item { display: inline-block; margin-right: 16px; white-space: nowrap; }
.contact svg { margin-right: 4px; }
h2 { font-size: 11pt; color: #2a7f8f; font-weight: normal; text-transform: uppercase; letter-spacing: 1.5px; margin: 14px 0 6px; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 10px; }
.when { color: #7b8a95; white-space: nowrap; font-size: 8.8pt; }
.sub { color: #56636d; }
.grid { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 3px 14px; }
.skill { padding-left: 10px; position: relative; }
.skill::before { content: ''; position: absolute; left: 0; top: 5px; width: 5px; height: 5px; background: #2a7f8f; }
.lang { margin-right: 18px; white-space: nowrap; }
ul { margin: 3px 0 0 15px; padding: 0; }
p { margin: 3px 0; }
</style></head><body>
<table class="head"><tr><td class="photo"><div class="circle">${esc(initials(parts.given, parts.family))}</div></td>
<td><div class="given">${esc(parts.given)}</div><div class="family">${esc(parts.family.toUpperCase())}</div>${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}</td></tr></table>
<div class="contact">${contact.map(([svg, value]) => `<span class="item">${svg}${esc(value)}</span>`).join(' &nbsp; ')}</div>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${skills.length ? `<h2>Skills</h2><div class="grid">${skills.join('')}</div>` : ''}
${languages.length ? `<h2>Languages</h2><div>${languages.join(' ')}</div>` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(' · ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
