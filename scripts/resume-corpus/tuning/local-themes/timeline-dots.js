'use strict';
/**
 * A timeline resume: the name and the title beside a round picture placeholder, the contact as a
 * two-by-two grid of icon lines (the LinkedIn URL whole), then the jobs and the schools on a vertical
 * line with dots, each with a date pill ("Mar 2019 — Present"), "Title · Company" and its town in grey;
 * skills as rounded tags, languages with five dots and their level in grey, interests as tags.
 */
const { esc, span, linkedin, place, skillNames, cefrOf, icon } = require('./common');

const DOTS = { native: 5, C2: 5, C1: 4, B2: 4, B1: 3, A2: 2, A1: 1 };

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const contact = [
    b.email ? `${icon('mail', '#6c5ce7')} ${esc(b.email)}` : '',
    b.phone ? `${icon('phone', '#6c5ce7')} ${esc(b.phone)}` : '',
    b.location?.city ? `${icon('pin', '#6c5ce7')} ${esc(place(b.location, ['city', 'region']))}` : '',
    profile ? `${icon('linkedin', '#6c5ce7')} ${esc(profile.url)}` : '',
  ].filter(Boolean);
  const item = (when, head, sub, body = '') => `<div class="item"><span class="dot"></span>${when ? `<span class="pill">${esc(when)}</span>` : ''}<div class="head">${head}</div>${sub ? `<div class="sub">${sub}</div>` : ''}${body}</div>`;
  const jobs = (resume.work ?? []).map((job) => item(
    span(job.startDate, job.endDate, 'short', { dash: ' — ', ongoing: !job.endDate }),
    `<b>${esc(job.position)}</b> · ${esc(job.name)}`,
    job.location ? esc(job.location) : '',
    `${job.summary ? `<p>${esc(job.summary)}</p>` : ''}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`,
  ));
  const schools = (resume.education ?? []).map((entry) => item(span(entry.startDate, entry.endDate, 'short', { dash: ' — ' }), `<b>${esc([entry.studyType, entry.area].filter(Boolean).join(' · '))}</b>`, esc(entry.institution)));
  const languages = (resume.languages ?? []).map((language) => {
    const filled = DOTS[cefrOf(language.fluency)] ?? 3;
    return `<div class="lang"><span class="name">${esc(language.language)}</span> <span class="dots">${Array.from({ length: 5 }, (_, i) => `<i class="${i < filled ? 'on' : ''}"></i>`).join('')}</span> <span class="level">${esc(language.fluency)}</span></div>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 14mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Open Sans', 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 8.8pt; color: #2d3436; margin: 0; }
header { display: flex; justify-content: space-between; align-items: center; border-bottom: 3px solid #6c5ce7; padding-bottom: 6px; }
h1 { font-size: 22pt; margin: 0; color: #2d3436; }
.title { font-size: 11pt; color: #6c5ce7; margin-top: 2px; }
.avatar { width: 24mm; height: 24mm; border-radius: 50%; background: #dfe6e9; overflow: hidden; }
.contact { display: grid; grid-template-columns: 1fr 1fr; gap: 3px 16px; margin: 8px 0 4px; font-size: 8.5pt; }
h2 { font-size: 11pt; color: #6c5ce7; text-transform: uppercase; letter-spacing: 1px; margin: 12px 0 6px; }
.line { border-left: 2px solid #b2bec3; margin-left: 6px; padding-left: 16px; }
.item { position: relative; margin-bottom: 9px; page-break-inside: avoid; }
.dot { position: absolute; left: -22px; top: 2px; width: 10px; height: 10px; border-radius: 50%; background: #6c5ce7; }
.pill { display: inline-block; background: #eeebfd; color: #6c5ce7; border-radius: 8px; padding: 0 7px; font-size: 8pt; }
.head { font-size: 9.8pt; margin-top: 2px; }
.sub { color: #636e72; }
ul { margin: 2px 0 0 14px; padding: 0; }
p { margin: 2px 0; }
.tags span { display: inline-block; border: 1px solid #6c5ce7; border-radius: 9px; padding: 1px 8px; margin: 0 4px 4px 0; }
.lang { display: flex; gap: 10px; align-items: center; margin-bottom: 3px; }
.lang .name { width: 28mm; font-weight: bold; }
.dots i { display: inline-block; width: 8px; height: 8px; border-radius: 50%; background: #dfe6e9; margin-right: 2px; }
.dots i.on { background: #6c5ce7; }
.lang .level { color: #636e72; }
.cols { display: flex; gap: 14mm; }
.cols > div { flex: 1; }
</style></head><body>
<header><div><h1>${esc(b.name)}</h1> ${b.label ? `<div class="title">${esc(b.label)}</div>` : ''}</div><div class="avatar"><svg width="100%" height="100%" viewBox="0 0 24 24" fill="#b2bec3"><circle cx="12" cy="9" r="4.5"/><path d="M2 24c0-6 4.5-9 10-9s10 3 10 9z"/></svg></div></header>
<div class="contact">${contact.map((line) => `<div>${line}</div>`).join('')}</div>
${b.summary ? `<p>${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2><div class="line">${jobs.join('')}</div>` : ''}
${schools.length ? `<h2>Education</h2><div class="line">${schools.join('')}</div>` : ''}
<div class="cols">
${skillNames(resume).length ? `<div><h2>Skills</h2><div class="tags">${skillNames(resume).map((name) => `<span>${esc(name)}</span>`).join(' ')}</div></div>` : ''}
${languages.length ? `<div><h2>Languages</h2>${languages.join('')}</div>` : ''}
</div>
${resume.interests?.length ? `<h2>Interests</h2><div class="tags">${resume.interests.map((interest) => `<span>${esc(interest.name)}</span>`).join(' ')}</div>` : ''}
</body></html>
`;
}

module.exports = { render };
