'use strict';
/**
 * A CV in the manner of the LaTeX class moderncv, style "classic" (twenty-first batch), PDF and images: the given name in
 * dark grey and the family name in the accent colour, large and light, on one line at the left, the title in grey italics
 * under it; at the right a block of right-aligned contact lines in small type (the street, "postcode Town"; then the phone,
 * the e-mail and LinkedIn): with SVG symbols (a handset, an envelope, LinkedIn's logo before the USERNAME alone) for a name
 * of even length, or with bold letters before the values ("M" before the mobile, "E" before the e-mail) and the URL
 * "linkedin.com/in/username" for an odd one. The body is a grid whose left column (25%) holds the dates and labels,
 * right-aligned in grey, and whose right column holds the content: each heading is a coloured bar in the left column beside
 * the heading in the accent colour; each job (\cventry) the dates at the left ("03/2019 – 06/2023", or "Mar 2019 – Jun
 * 2023" for an odd name) and "Title, Company, Town." at the right (the title in bold, the company in slanted type, the
 * fields between commas and a full stop at the end, as moderncv prints them), bullets under it in smaller type; each school
 * the years at the left and "Degree Area, School, Town."; the skills as each group's name in the left column beside its
 * items as bullets two a row (\cvlistdoubleitem) for an even name, or one \cvitem row a group (the name at the left, the
 * items between commas) for an odd one; each language a \cvitemwithcomment (the name in the left column, the level in bold
 * at the right); the interests as one \cvitem. An even name puts "Work experience" before "Education" and a "Profile" row
 * first; an odd one "Education" first.
 */
const { esc, span, linkedin, linkedinHandle, givenAndFamily } = require('./common');

const ACCENTS = ['#3873b3', '#2e7d4f', '#c0612b'];

function symbol(name, colour) {
  const paths = {
    phone: '<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"/>',
    mail: '<path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7 8-5H4z"/>',
    linkedin: '<path d="M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 8.5h3V21h-3zM9 8.5h2.9v1.7c.4-.8 1.5-1.9 3.4-1.9 3.5 0 4.2 2.3 4.2 5.3V21h-3v-6.6c0-1.6 0-3.5-2.1-3.5s-2.4 1.6-2.4 3.4V21H9z"/>',
    home: '<path d="M12 3 2 12h3v8h5v-5h4v5h5v-8h3z"/>',
  };
  return `<svg width="9" height="9" viewBox="0 0 24 24" fill="${colour}" style="vertical-align:-1px;margin-right:4px">${paths[name]}</svg>`;
}

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const accent = ACCENTS[name.length % 3];
  const { given, family } = b.nameParts ? givenAndFamily(b) : { given: name.split(' ').slice(0, -1).join(' '), family: name.split(' ').slice(-1)[0] };
  const loc = b.location ?? {};
  const contact = [];
  if (loc.address) contact.push(`${odd ? '' : symbol('home', '#777')}${esc(loc.address)}`, esc([loc.postalCode, loc.city].filter(Boolean).join(' ')));
  else if (loc.city) contact.push(`${odd ? '' : symbol('home', '#777')}${esc([loc.city, loc.region].filter(Boolean).join(', '))}`);
  if (b.phone) contact.push(odd ? `<b>M</b>&nbsp;${esc(b.phone)}` : `${symbol('phone', '#777')}${esc(b.phone)}`);
  if (b.email) contact.push(odd ? `<b>E</b>&nbsp;${esc(b.email)}` : `${symbol('mail', '#777')}${esc(b.email)}`);
  if (profile) contact.push(odd ? `linkedin.com/in/${esc(linkedinHandle(profile))}` : `${symbol('linkedin', '#777')}${esc(linkedinHandle(profile))}`);
  const item = (left, right, cls = '') => `<tr class="${cls}"><td class="hint">${left}</td><td class="body" colspan="2">${right}</td></tr>`;
  const heading = (title) => `<tr class="sec"><td class="hint"><div class="bar"></div></td><td class="body" colspan="2"><span class="sect">${title}</span></td></tr>`;
  const fields = (...values) => `${values.filter(Boolean).join(', ')}.`;
  const style = odd ? 'short' : 'numeric';
  const jobs = (resume.work ?? []).map((job) => item(esc(span(job.startDate, job.endDate, style, { ongoing: !job.endDate })), `${fields(`<b>${esc(job.position)}</b>`, `<i>${esc(job.name)}</i>`, job.location ? esc(job.location) : '')}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`, 'entry'));
  const schools = (resume.education ?? []).map((entry) => item(esc(span(entry.startDate, entry.endDate, 'year')), fields(`<b>${esc(entry.studyType)}${entry.area ? ` ${esc(entry.area)}` : ''}</b>`, `<i>${esc(entry.institution)}</i>`, entry.location && !entry.institution.includes(entry.location) ? esc(entry.location) : ''), 'entry'));
  const groups = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? [skill.name, skill.keywords] : [null, [skill.name]]));
  // (odd: one \cvitem a group, its items between commas; even: the group's name in the left column beside the first row of its
  // items as bullets two a row, \cvlistdoubleitem)
  const pairs = (keywords) => Array.from({ length: Math.ceil(keywords.length / 2) }, (_, i) => keywords.slice(2 * i, 2 * i + 2));
  const skillRows = odd
    ? groups.map(([label, keywords]) => item(esc(label ?? ''), keywords.map(esc).join(', '))).join('')
    : groups.map(([label, keywords]) => pairs(keywords).map(([a, b2], i) => `<tr><td class="hint">${i === 0 ? esc(label ?? '') : ''}</td><td class="half"><span class="dot">•</span>${esc(a)}</td><td class="half">${b2 ? `<span class="dot">•</span>${esc(b2)}` : ''}</td></tr>`).join('')).join('');
  const languages = (resume.languages ?? []).map((language) => item(esc(language.language), `<b>${esc(language.fluency)}</b>`));
  const interests = (resume.interests ?? []).map((interest) => esc(interest.name));
  const sections = [
    !odd && b.summary ? `${heading('Profile')}${item('', esc(b.summary))}` : '',
    ...(odd ? [schools.length ? heading('Education') + schools.join('') : '', jobs.length ? heading('Work experience') + jobs.join('') : ''] : [jobs.length ? heading('Work experience') + jobs.join('') : '', schools.length ? heading('Education') + schools.join('') : '']),
    skillRows ? heading('Skills') + skillRows : '',
    languages.length ? heading('Languages') + languages.join('') : '',
    interests.length ? heading('Interests') + item('', interests.join(', ')) : '',
  ];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 16mm 15mm 14mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: ${odd ? "'Nimbus Sans', 'Liberation Sans', sans-serif" : "'DejaVu Sans', 'Liberation Sans', sans-serif"}; font-size: ${odd ? '9.6pt' : '9pt'}; color: #222; margin: 0; }
.top { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 9mm; }
.nm { font-size: ${odd ? '28pt' : '26pt'}; font-weight: 300; line-height: 1.05; color: #3c3c3c; }
.nm .fam { color: ${accent}; }
.tl { font-style: italic; color: #767676; font-size: 12pt; margin-top: 3px; }
.contact { text-align: right; font-size: 8.4pt; color: #555; line-height: 1.5; font-style: italic; }
table.cv { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.cv td { vertical-align: top; padding: 0 0 5px; }
td.hint { width: 25%; text-align: right; padding-right: 4mm !important; color: #666; font-size: 0.92em; }
td.half { width: 37.5%; padding-bottom: 2px !important; }
.dot { color: ${accent}; margin-right: 5px; }
tr.sec td { padding: 9px 0 6px; vertical-align: middle; }
.bar { height: 1.1ex; background: ${accent}; margin-top: 2px; }
.sect { font-size: 14pt; color: ${accent}; }
tr.entry td.hint { padding-top: 1px; }
ul { margin: 2px 0 0 14px; padding: 0; font-size: 0.93em; color: #444; }
</style></head><body>
<div class="top"><div><div class="nm">${esc(given)} <span class="fam">${esc(family)}</span></div>${b.label ? `<div class="tl">${esc(b.label)}</div>` : ''}</div><div class="contact">${contact.join('<br>')}</div></div>
<table class="cv"><colgroup><col style="width:25%"><col style="width:37.5%"><col style="width:37.5%"></colgroup>
${sections.join('\n')}
</table>
</body></html>
`;
}

module.exports = { render };
