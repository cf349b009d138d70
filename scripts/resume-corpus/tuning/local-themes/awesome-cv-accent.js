'use strict';
/**
 * A resume in the manner of the LaTeX class Awesome-CV (twenty-first batch), PDF and images: the header centred, the given
 * name in a light grey face and the family name in bold ("Caoimhe **Keane**", the middle name with the given), the title in
 * small capitals in the accent colour, "Town, Region" in small grey italics, then ONE line of contact values in 8-point
 * grey, each after a small SVG icon and between vertical bars: the phone, the e-mail and LinkedIn's logo before the
 * USERNAME alone (even name) or before "in/username" (odd name). Section headings in bold whose first three letters are in
 * the accent colour ("Exp" + "erience") followed by a rule to the right margin. Each job (\cventry) on two lines: the
 * company in bold at the left and the town in the accent colour in italics at the right, then the title in small grey
 * capitals at the left and "Mar 2019 – Present" in grey italics at the right; bullets in small grey type. Each school so:
 * the school in bold and its town, then "Degree, Area" in small capitals and "2014 – 2017". Skills as \cvskills rows: the
 * group's name in bold, right-aligned, in a column of its own, and its items between commas. An even name (in red): the
 * summary as a centred italic quote under the header, then Experience, Education, Skills and "Languages" as rows of their
 * own (the language's name in bold in the label column, its level beside it); an odd name (in sky blue): "Summary", then
 * Skills (its last row labelled "Languages" with "Name (level)" between commas, or "Name – level" between semicolons),
 * Experience and Education.
 */
const { esc, span, linkedin, linkedinHandle, givenAndFamily, place } = require('./common');

const PATHS = {
  phone: '<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"/>',
  mail: '<path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7 8-5H4z"/>',
  linkedin: '<path d="M3 2h18a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3.2 4.2a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM4.8 10.3V19h2.8v-8.7zm4.6 0V19h2.7v-4.6c0-1.2.3-2.3 1.7-2.3s1.5 1.3 1.5 2.4V19H18v-5.1c0-2.5-.6-3.8-3-3.8-1.3 0-2.2.6-2.6 1.3v-1.1z"/>',
};
const glyph = (name) => `<svg width="8" height="8" viewBox="0 0 24 24" fill="#7a7a7a" style="vertical-align:-0.5px;margin-right:3px">${PATHS[name]}</svg>`;

/** A heading as Awesome-CV prints it: its first three letters in the accent colour, the rest dark, a rule after it. */
const heading = (title) => `<div class="sec"><span class="h"><span class="a">${title.slice(0, 3)}</span>${title.slice(3)}</span><span class="rule"></span></div>`;

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const accent = odd ? '#0395de' : '#dc3522';
  const { given, family } = b.nameParts ? givenAndFamily(b) : { given: name.split(' ').slice(0, -1).join(' '), family: name.split(' ').slice(-1)[0] };
  const contact = [
    b.phone ? `${glyph('phone')}${esc(b.phone)}` : '',
    b.email ? `${glyph('mail')}${esc(b.email)}` : '',
    profile ? `${glyph('linkedin')}${odd ? 'in/' : ''}${esc(linkedinHandle(profile))}` : '',
  ].filter(Boolean);
  const entry = (org, where, role, when, bullets = []) => `<div class="entry"><div class="l1"><span class="org">${org}</span><span class="loc">${where}</span></div><div class="l2"><span class="pos">${role}</span><span class="dt">${when}</span></div>${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
  const jobs = (resume.work ?? []).map((job) => entry(esc(job.name), esc(job.location ?? ''), esc(job.position), esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate })), job.highlights ?? []));
  const schools = (resume.education ?? []).map((school) => entry(esc(school.institution), esc(school.location ?? ''), `${esc(school.studyType)}${school.area ? `, ${esc(school.area)}` : ''}`, esc(span(school.startDate, school.endDate, 'year'))));
  const groups = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? [skill.name, skill.keywords] : ['', [skill.name]]));
  const languages = resume.languages ?? [];
  // (the odd name's last skills row: "Name (level)" between commas, or "Name – level" between semicolons where a level holds parentheses)
  const nested = languages.some((language) => /[()]/.test(language.fluency ?? ''));
  const spoken = languages.map((language) => (nested ? `${esc(language.language)} – ${esc(language.fluency)}` : `${esc(language.language)} (${esc(language.fluency)})`)).join(nested ? '; ' : ', ');
  const rows = [...groups.map(([label, items]) => [esc(label), items.map(esc).join(', ')]), ...(odd && languages.length ? [['Languages', spoken]] : [])];
  const skillTable = `<table class="skills">${rows.map(([label, items]) => `<tr><td class="lab">${label}</td><td class="val">${items}</td></tr>`).join('')}</table>`;
  const languageTable = `<table class="skills">${languages.map((language) => `<tr><td class="lab">${esc(language.language)}</td><td class="val">${esc(language.fluency)}</td></tr>`).join('')}</table>`;
  const sections = odd
    ? [b.summary ? `${heading('Summary')}<p class="sum">${esc(b.summary)}</p>` : '', rows.length ? heading('Skills') + skillTable : '', jobs.length ? heading('Experience') + jobs.join('') : '', schools.length ? heading('Education') + schools.join('') : '']
    : [jobs.length ? heading('Experience') + jobs.join('') : '', schools.length ? heading('Education') + schools.join('') : '', groups.length ? heading('Skills') + skillTable : '', languages.length ? heading('Languages') + languageTable : ''];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 13mm 15mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Nimbus Sans', 'Liberation Sans', 'DejaVu Sans', sans-serif; font-size: 9pt; color: #333; margin: 0; }
header { text-align: center; margin-bottom: 5mm; }
.nm { font-size: 30pt; line-height: 1.1; }
.nm .g { font-weight: 300; color: #5d5d5d; }
.nm .f { font-weight: bold; color: #2d2d2d; }
.pos0 { text-transform: uppercase; letter-spacing: 0.3px; color: ${accent}; font-size: 8.6pt; margin-top: 3px; }
.addr { font-style: italic; color: #7a7a7a; font-size: 8pt; margin-top: 3px; }
.contact { color: #7a7a7a; font-size: 8pt; margin-top: 3px; }
.contact .bar { margin: 0 6px; color: #aaa; }
.quote { font-style: italic; color: #6a6a6a; font-size: 9pt; margin: 4mm 12mm 0; }
.sec { display: flex; align-items: center; margin: 11px 0 5px; }
.h { font-size: 15pt; font-weight: bold; color: #333; white-space: nowrap; }
.h .a { color: ${accent}; }
.rule { flex: 1; border-top: 0.9px solid #999; margin-left: 8px; margin-top: 3px; }
.entry { margin-bottom: 6px; }
.l1, .l2 { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
.org { font-weight: bold; color: #2d2d2d; font-size: 10pt; }
.loc { font-style: italic; color: ${accent}; font-size: 9pt; white-space: nowrap; }
.pos { text-transform: uppercase; color: #666; font-size: 7.6pt; letter-spacing: 0.2px; }
.dt { font-style: italic; color: #7a7a7a; font-size: 8pt; white-space: nowrap; }
ul { margin: 2px 0 0 14px; padding: 0; color: #555; font-size: 8.6pt; }
table.skills { border-collapse: collapse; width: 100%; }
table.skills td { padding: 1px 0 2px; vertical-align: top; }
td.lab { width: 20%; text-align: right; font-weight: bold; color: #2d2d2d; padding-right: 10px !important; }
td.val { color: #555; }
p.sum { margin: 0; color: #555; }
</style></head><body>
<header><div class="nm"><span class="g">${esc(given)}</span> <span class="f">${esc(family)}</span></div>${b.label ? `<div class="pos0">${esc(b.label)}</div>` : ''}${b.location?.city ? `<div class="addr">${esc(place(b.location))}</div>` : ''}<div class="contact">${contact.join('<span class="bar">|</span>')}</div>${!odd && b.summary ? `<div class="quote">${esc(b.summary)}</div>` : ''}</header>
${sections.join('\n')}
</body></html>
`;
}

module.exports = { render };
