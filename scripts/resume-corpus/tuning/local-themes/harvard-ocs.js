'use strict';
/**
 * A resume in the manner of the Harvard Office of Career Services Word template (twenty-first batch), DOCX, DOC, PDF and
 * images: a Times face; the name centred in bold; the address centred on one line ("street • Town, Region postcode", or
 * "street • postcode Town" in Europe's French-speaking countries) and "e-mail • phone • linkedin.com/in/username" centred
 * on the next; "Education" FIRST, then "Experience", then "Skills & Interests"; each school two rows: the SCHOOL in bold
 * capitals (CSS) at the left and its town at the right, then "Degree, Area" at the left and the graduation date alone at
 * the right ("May 2017", or the year); each job the company in bold at the left and its town at the right, then the title
 * in italics at the left and "Month YYYY – Month YYYY" (or "– Present") at the right, bullets under it; "Skills &
 * Interests" as labelled lines: "Technical:" (or "Skills:") and the skills as one comma list, "Language:" (or "Languages:")
 * and "Name (level)" between commas ("Name – level" between semicolons where a level holds parentheses), "Interests:" and
 * the interests. Two variants by the name's length: an even one on a Letter page with the headings centred in capitals over
 * a rule, "Technical:" and "Language:"; an odd one on A4 in a slightly smaller face with the headings left-aligned in
 * capitals over a rule, "Skills:" and "Languages:". Each section's rows are one borderless table with HTML attributes,
 * which LibreOffice keeps in the DOCX and DOC.
 */
const { esc, span, date, linkedin, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const odd = String(b.name ?? '').length % 2 === 1;
  const loc = b.location ?? {};
  // (the town as the country writes it: "Town, Region postcode" in North America and the English-speaking countries, "postcode Town" in Europe's French-speaking ones)
  const european = ['FR', 'BE', 'CH', 'LU'].includes(loc.countryCode);
  const town = european ? [loc.postalCode, loc.city].filter(Boolean).join(' ') : [loc.city, [loc.region, loc.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const street = loc.address ? [loc.address, town].join(' • ') : '';
  const contact = [b.email, b.phone, profile ? `linkedin.com/in/${linkedinHandle(profile)}` : ''].filter(Boolean).map(esc);
  // (one borderless table a section, both cells' widths given, the bullets in a row of their own across both cells: LibreOffice
  // keeps the columns so in the DOCX and DOC, where a table after a list loses them)
  const row = (left, right, cls = '') => `<tr class="${cls}"><td class="l" align="left" valign="top" width="68%">${left}</td><td class="r" align="right" valign="top" width="32%">${right}</td></tr>`;
  const table = (rows) => `<table class="entries" width="100%" cellpadding="0" cellspacing="0">${rows.join('')}</table>`;
  const schools = (resume.education ?? []).map((entry) => {
    const degree = `${esc(entry.studyType)}${entry.area ? `, ${esc(entry.area)}` : ''}`;
    return row(`<b class="caps">${esc(entry.institution)}</b>`, esc(entry.location ?? ''), 'first') + row(degree, esc(date(entry.endDate, 'long')));
  });
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = [job.summary, ...(job.highlights ?? [])].filter(Boolean);
    return `${row(`<b>${esc(job.name)}</b>`, esc(job.location ?? ''), 'first')}${row(`<i>${esc(job.position)}</i>`, esc(span(job.startDate, job.endDate, 'long', { ongoing: !job.endDate })))}${bullets.length ? `<tr><td colspan="2" class="b"><ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul></td></tr>` : ''}`;
  });
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map(esc);
  // ("Name (level)" between commas, or "Name – level" between semicolons where a level holds parentheses: "Advanced (C1)")
  const nested = (resume.languages ?? []).some((language) => /[()]/.test(language.fluency ?? ''));
  const languages = (resume.languages ?? []).map((language) => (nested ? `${esc(language.language)} – ${esc(language.fluency)}` : `${esc(language.language)} (${esc(language.fluency)})`));
  const interests = (resume.interests ?? []).map((interest) => esc(interest.name));
  const line = (label, value) => (value ? `<p class="sk"><b>${label}</b> ${value}</p>` : '');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: ${odd ? 'A4' : 'Letter'}; margin: ${odd ? '14mm 17mm' : '0.6in 0.75in'}; }
body, h1, h2, p, li { font-family: ${odd ? "'Nimbus Roman', 'Liberation Serif', serif" : "'Liberation Serif', 'Times New Roman', serif"}; }
body { font-size: ${odd ? '10.5pt' : '11pt'}; color: #000; margin: 0; }
h1 { text-align: center; font-size: ${odd ? '15pt' : '16pt'}; margin: 0 0 2px; }
p.c { text-align: center; margin: 0; }
h2 { font-size: 11.5pt; margin: 12px 0 5px; padding-bottom: 1px; border-bottom: 1px solid #000; text-transform: uppercase; letter-spacing: 0.2px; ${odd ? '' : 'text-align: center; font-size: 11pt;'} }
table.entries { border-collapse: collapse; width: 100%; }
table.entries td { padding: 0; vertical-align: top; }
td.r { text-align: right; white-space: nowrap; }
td.b { padding-bottom: 2px; }
tr.first td { padding-top: 5px; }
tr.first:first-child td { padding-top: 0; }
.caps { text-transform: uppercase; }
ul { margin: 1px 0 6px 22px; padding: 0; }
li { margin: 0; }
p.sk { margin: 0 0 2px; }
</style></head><body>
<h1>${esc(b.name)}</h1>
${street ? `<p class="c">${esc(street)}</p>` : ''}
<p class="c">${contact.join(' • ')}</p>
${schools.length ? `<h2>Education</h2>${table(schools)}` : ''}
${jobs.length ? `<h2>Experience</h2>${table(jobs)}` : ''}
<h2>Skills &amp; Interests</h2>
${line(odd ? 'Skills:' : 'Technical:', skills.join(', '))}
${line(odd ? 'Languages:' : 'Language:', languages.join(nested ? '; ' : ', '))}
${line('Interests:', interests.join(', '))}
</body></html>
`;
}

module.exports = { render };
