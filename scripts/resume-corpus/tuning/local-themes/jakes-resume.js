'use strict';
/**
 * A resume in the manner of "Jake's Resume", the LaTeX template students and engineers share on Overleaf (twenty-second
 * batch), PDF and images: a Letter page in a Century Schoolbook face (Computer Modern's stand-in); the name centred and large;
 * ONE centred contact row whose values stand between vertical bars; section headings in capitals over a rule ("EDUCATION",
 * "EXPERIENCE", "TECHNICAL SKILLS"); "Education" FIRST, each school two rows (\resumeSubheading): the school in bold at the
 * left and its town at the right, then "Degree in Area" in italics at the left and "Sep 2014 – Jun 2017" in italics at the
 * right; each job two rows: the title in bold at the left and "Jun 2020 – Present" at the right, then the company in italics
 * at the left and its town in italics at the right, bullets in a smaller face; "Technical Skills" as rows of a bold group
 * name, a colon and its items between commas ("Languages: Kotlin, Swift", "Frameworks: …", "Developer Tools: …": the
 * programming languages under "Languages" are skills). Two variants by the name's length: an even one with the contact row
 * after icons (a handset before the phone, an envelope before the e-mail, LinkedIn's "in" logo before the USERNAME alone, a
 * pin before "Town, Region"), short month names and the spoken languages as a last skills row "Spoken Languages" ("Name
 * (level)" between commas, "Name – level" between semicolons where a level holds parentheses); an odd one with a text row
 * "phone | e-mail | linkedin.com/in/username" (both links underlined), long month names and the spoken languages as a section
 * "Languages" of their own on one line after the skills ("Name — level" between middle dots), in 10.4-point type. The
 * e-mail and the profile are links, as LaTeX's \href makes them.
 */
const { esc, span, linkedin, linkedinHandle, place } = require('./common');

const PATHS = {
  phone: '<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"/>',
  mail: '<path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7 8-5H4z"/>',
  linkedin: '<path d="M3 2h18a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3.2 4.2a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM4.8 10.3V19h2.8v-8.7zm4.6 0V19h2.7v-4.6c0-1.2.3-2.3 1.7-2.3s1.5 1.3 1.5 2.4V19H18v-5.1c0-2.5-.6-3.8-3-3.8-1.3 0-2.2.6-2.6 1.3v-1.1z"/>',
  pin: '<path d="M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z"/>',
};
const glyph = (name) => `<svg width="9" height="9" viewBox="0 0 24 24" fill="#000" style="vertical-align:-1px;margin-right:4px">${PATHS[name]}</svg>`;

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const handle = profile ? linkedinHandle(profile) : '';
  const url = profile ? `https://www.linkedin.com/in/${handle}` : '';
  const mail = b.email ? `<a href="mailto:${esc(b.email)}">${esc(b.email)}</a>` : '';
  const contact = odd
    ? [b.phone ? esc(b.phone) : '', mail ? `<u>${mail}</u>` : '', profile ? `<u><a href="${esc(url)}">linkedin.com/in/${esc(handle)}</a></u>` : '']
    : [b.phone ? `${glyph('phone')}${esc(b.phone)}` : '', mail ? `${glyph('mail')}${mail}` : '', profile ? `${glyph('linkedin')}<a href="${esc(url)}">${esc(handle)}</a>` : '', b.location?.city ? `${glyph('pin')}${esc(place(b.location))}` : ''];
  const style = odd ? 'long' : 'short';
  const two = (l1, r1, l2, r2) => `<table class="sub"><tr><td class="l b">${l1}</td><td class="r">${r1}</td></tr><tr><td class="l i">${l2}</td><td class="r i">${r2}</td></tr></table>`;
  const schools = (resume.education ?? []).map((entry) => `<div class="entry">${two(esc(entry.institution), esc(entry.location ?? ''), entry.area ? `<span class="deg">${esc(entry.studyType)} in ${esc(entry.area)}</span>` : esc(entry.studyType), esc(span(entry.startDate, entry.endDate, style)))}</div>`);
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = [...(job.highlights ?? []), job.summary].filter(Boolean);
    return `<div class="entry">${two(esc(job.position), esc(span(job.startDate, job.endDate, style, { ongoing: !job.endDate })), esc(job.name), esc(job.location ?? ''))}${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
  });
  const groups = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? [skill.name, skill.keywords] : [null, [skill.name]]));
  const languages = resume.languages ?? [];
  const nested = languages.some((language) => /[()]/.test(language.fluency ?? ''));
  const spoken = languages.map((language) => (nested ? `${esc(language.language)} – ${esc(language.fluency)}` : `${esc(language.language)} (${esc(language.fluency)})`)).join(nested ? '; ' : ', ');
  const rows = groups.map(([label, items]) => `<p class="row">${label ? `<b>${esc(label)}</b>: ` : ''}${items.map(esc).join(', ')}</p>`);
  if (!odd && languages.length) rows.push(`<p class="row"><b>Spoken Languages</b>: ${spoken}</p>`);
  const languageLine = odd && languages.length ? `<h2>LANGUAGES</h2><p class="row">${languages.map((language) => `${esc(language.language)} — ${esc(language.fluency)}`).join(' · ')}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: Letter; margin: 0.5in 0.55in 0.45in; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'C059', 'Nimbus Roman', 'Liberation Serif', serif; font-size: ${odd ? '10.4pt' : '10pt'}; color: #000; margin: 0; }
a { color: #000; text-decoration: none; }
h1 { text-align: center; font-size: 23pt; font-weight: normal; margin: 0 0 3px; letter-spacing: 0.3px; }
.contact { text-align: center; font-size: ${odd ? '9.6pt' : '9.2pt'}; margin-bottom: 4px; }
.contact .bar { margin: 0 7px; }
h2 { font-size: 11.5pt; font-weight: normal; letter-spacing: 0.3px; border-bottom: 0.8px solid #000; margin: 9px 0 4px; padding-bottom: 1px; }
table.sub { width: 100%; border-collapse: collapse; }
table.sub td { padding: 0; vertical-align: baseline; }
td.r { text-align: right; white-space: nowrap; padding-left: 12px !important; }
td.b { font-weight: bold; }
td.i, td.r.i { font-style: italic; font-size: 0.94em; }
.entry { margin: 0 0 5px 8px; }
ul { margin: 2px 0 0 16px; padding: 0; font-size: 0.92em; }
li { margin: 0 0 1px; }
p.row { margin: 0 0 2px 8px; }
</style></head><body>
<h1>${esc(b.name)}</h1>
<div class="contact">${contact.filter(Boolean).join('<span class="bar">|</span>')}</div>
${schools.length ? `<h2>EDUCATION</h2>${schools.join('')}` : ''}
${jobs.length ? `<h2>EXPERIENCE</h2>${jobs.join('')}` : ''}
${rows.length ? `<h2>TECHNICAL SKILLS</h2>${rows.join('')}` : ''}
${languageLine}
</body></html>
`;
}

module.exports = { render };
