'use strict';
/**
 * A one-column page (sixteenth batch), in the manner of Zety and Resume.io exports: the name centred in large thin
 * letters (DejaVu Sans ExtraLight, 29 pt, spaced), the title under it in spaced grey capitals; one centred row of
 * contact values beside icons and no labels: a phone, an envelope, LinkedIn's logo drawn as a blue rounded box (an SVG
 * without letters) before the username alone, a pin before "Town, Region" (no word "LinkedIn" on the page); headings in
 * small spaced capitals beside a hairline; "PROFILE"; "EXPERIENCE" ("Title — Company" in bold with "Mon YYYY – Mon YYYY"
 * or "– Present" right-aligned, the town in grey, bullets); "EDUCATION" ("Degree, Area" in bold with "YYYY – YYYY"
 * right-aligned, the school); "SKILLS" as grey pills; "LANGUAGES" as "Name (level)" in a row.
 */
const { esc, span, linkedin, place, skillNames, icon, linkedinHandle } = require('./common');

const LOGO = '<svg width="12" height="12" viewBox="0 0 24 24" style="vertical-align:-2px"><rect width="24" height="24" rx="4" fill="#0a66c2"/><g transform="translate(4.5 4) scale(0.66)" fill="#fff"><path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 8.5h3V21h-3zM9 8.5h2.9v1.7c.4-.8 1.5-1.9 3.4-1.9 3.5 0 4.2 2.3 4.2 5.3V21h-3v-6.6c0-1.6 0-3.5-2.1-3.5s-2.4 1.6-2.4 3.4V21H9z"/></g></svg>';

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [
    b.phone ? `${icon('phone', '#555')} ${esc(b.phone)}` : '',
    b.email ? `${icon('mail', '#555')} ${esc(b.email)}` : '',
    profile ? `${LOGO} ${esc(linkedinHandle(profile))}` : '',
    b.location?.city ? `${icon('pin', '#555')} ${esc(place(b.location))}` : '',
  ].filter(Boolean);
  const jobs = (resume.work ?? []).map((job) => `<div class="entry"><div class="top"><b>${esc(job.position)} — ${esc(job.name)}</b><span class="when">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</span></div>${job.location ? `<div class="town">${esc(job.location)}</div>` : ''}${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`);
  const schools = (resume.education ?? []).map((entry) => `<div class="entry"><div class="top"><b>${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}</b><span class="when">${esc(span(entry.startDate, entry.endDate, 'year'))}</span></div><div>${esc(entry.institution)}</div></div>`);
  const pills = skillNames(resume).map((name) => `<span class="pill">${esc(name)}</span>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 16mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif; font-size: 9.2pt; color: #2d2d2d; margin: 0; }
.name { text-align: center; font-family: 'DejaVu Sans Light', 'DejaVu Sans', sans-serif; font-size: 29pt; font-weight: 200; letter-spacing: 3px; color: #444; line-height: 1.1; }
.label { text-align: center; text-transform: uppercase; letter-spacing: 3px; color: #777; font-size: 9pt; margin: 4px 0 8px; }
.contact { text-align: center; font-size: 8.6pt; color: #333; padding: 5px 0; border-top: 1px solid #ddd; border-bottom: 1px solid #ddd; }
.contact span { margin: 0 7px; white-space: nowrap; }
h2 { display: flex; align-items: center; gap: 8px; font-size: 9pt; font-weight: normal; text-transform: uppercase; letter-spacing: 3px; color: #555; margin: 14px 0 6px; }
h2::after { content: ''; flex: 1; border-top: 1px solid #ccc; }
.entry { margin-bottom: 8px; page-break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 10px; }
.when { color: #777; white-space: nowrap; font-size: 8.6pt; }
.town { color: #888; font-size: 8.4pt; }
.pill { display: inline-block; background: #eceff1; border-radius: 9px; padding: 2px 8px; margin: 0 4px 4px 0; font-size: 8.6pt; }
ul { margin: 2px 0 0 15px; padding: 0; }
p { margin: 2px 0; }
</style></head><body>
<div class="name">${esc(b.name)}</div>
${b.label ? `<div class="label">${esc(b.label)}</div>` : ''}
${contact.length ? `<div class="contact">${contact.map((value) => `<span>${value}</span>`).join(' ')}</div>` : ''}
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('\n')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('\n')}` : ''}
${pills.length ? `<h2>Skills</h2><div>${pills.join(' ')}</div>` : ''}
${resume.languages?.length ? `<h2>Languages</h2><p>${resume.languages.map((language) => `${esc(language.language)} (${esc(language.fluency)})`).join(' · ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
