'use strict';
/**
 * A resume in the manner of Microsoft Word's "Polished" / "Modern chronological" templates (twenty-second batch), DOCX, DOC,
 * PDF and images, one column: the name large in bold capitals (CSS: Word's Caps), then ONE contact row, the summary, and
 * headings in bold capitals in the accent colour over a rule: "EXPERIENCE" (each job the dates first on a line of their own,
 * "Mar 2019 – Present" in small grey capitals, then "TITLE, COMPANY" in capitals, the title in bold and the company not,
 * then bullets: no town), "EDUCATION" (the graduation month or year alone, then "DEGREE AREA, SCHOOL" so), "SKILLS" as a
 * two-column table of bulleted items, "LANGUAGES" and "ACTIVITIES" (the interests). Two variants by the name's length: an
 * even one on Letter, its contact row "Town, Region · LinkedIn: username · phone · e-mail" (the username after the label
 * and a colon, with values after it on the same line) and the languages as bullets "Name – level"; an odd one on A4, its
 * contact row "phone | LinkedIn username | e-mail | Town" (the label in bold without a colon) and the languages on one line
 * "Name (level)" between middle dots ("Name – level" between semicolons where a level holds parentheses). The skills' two columns are one borderless table with widths in pixels as HTML
 * attributes, which LibreOffice keeps in the DOCX and DOC.
 */
const { esc, date, span, linkedin, linkedinHandle, place } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const accent = odd ? '#8a2432' : '#1f5f7a';
  const handle = profile ? linkedinHandle(profile) : '';
  const town = b.location?.city ? (odd ? esc(b.location.city) : esc(place(b.location))) : '';
  const contact = odd
    ? [b.phone ? esc(b.phone) : '', profile ? `<b>LinkedIn</b> ${esc(handle)}` : '', b.email ? esc(b.email) : '', town].filter(Boolean).join('  |  ')
    : [town, profile ? `LinkedIn: ${esc(handle)}` : '', b.phone ? esc(b.phone) : '', b.email ? esc(b.email) : ''].filter(Boolean).join('  ·  ');
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = [...(job.highlights ?? []), job.summary].filter(Boolean);
    return `<p class="dt">${esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate }))}</p><p class="ti"><b>${esc(job.position)}</b>, ${esc(job.name)}</p>${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`;
  });
  const schools = (resume.education ?? []).map((entry) => `${entry.endDate ? `<p class="dt">${esc(date(entry.endDate, 'long'))}</p>` : ''}<p class="ti"><b>${esc(entry.studyType)}${entry.area ? ` ${esc(entry.area)}` : ''}</b>, ${esc(entry.institution)}</p>`);
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map(esc);
  const half = Math.ceil(skills.length / 2);
  const list = (items) => `<ul class="sk">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  // (widths in pixels, 640 = 6.67 in, within both pages' text: LibreOffice gave a percentage-wide table a fixed width of its items' in some pages)
  const skillTable = skills.length ? `<table class="two" width="640" cellpadding="0" cellspacing="0"><tr><td width="320" valign="top">${list(skills.slice(0, half))}</td><td width="320" valign="top">${list(skills.slice(half))}</td></tr></table>` : '';
  const languages = resume.languages ?? [];
  // ("Name (level)" between middle dots, or "Name – level" between semicolons where a level holds parentheses: "Advanced (C1)")
  const nested = languages.some((language) => /[()]/.test(language.fluency ?? ''));
  const spoken = languages.map((language) => (nested ? `${esc(language.language)} – ${esc(language.fluency)}` : `${esc(language.language)} (${esc(language.fluency)})`)).join(nested ? '; ' : ' · ');
  const languageBlock = odd ? `<p>${spoken}</p>` : list(languages.map((language) => `${esc(language.language)} – ${esc(language.fluency)}`));
  const interests = (resume.interests ?? []).map((interest) => esc(interest.name));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: ${odd ? 'A4' : 'Letter'}; margin: ${odd ? '16mm 18mm' : '0.7in 0.8in'}; }
body, p, h1, h2, li, td { font-family: 'Liberation Sans', 'Nimbus Sans', sans-serif; }
body { font-size: ${odd ? '9.8pt' : '10.2pt'}; color: #262626; margin: 0; }
h1 { font-size: 25pt; font-weight: bold; text-transform: uppercase; color: #262626; margin: 0 0 4px; letter-spacing: 0.3px; }
p { margin: 0; }
p.contact { color: #444; font-size: 9.2pt; margin-bottom: 10px; }
p.sum { margin-bottom: 4px; }
h2 { font-size: 11pt; font-weight: bold; text-transform: uppercase; color: ${accent}; border-bottom: 1.2px solid ${accent}; margin: 13px 0 6px; padding-bottom: 2px; letter-spacing: 0.3px; }
p.dt { font-size: 8.6pt; color: #666; text-transform: uppercase; margin-top: 7px; }
p.ti { text-transform: uppercase; font-size: 10pt; margin: 1px 0 2px; }
ul { margin: 2px 0 0 18px; padding: 0; }
li { margin-bottom: 2px; }
table.two { border-collapse: collapse; }
table.two td { padding: 0; vertical-align: top; }
</style></head><body>
<h1>${esc(b.name)}</h1>
<p class="contact">${contact}</p>
${b.summary ? `<p class="sum">${esc(b.summary)}</p>` : ''}
${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}
${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}
${skillTable ? `<h2>Skills</h2>${skillTable}` : ''}
${languages.length ? `<h2>Languages</h2>${languageBlock}` : ''}
${interests.length ? `<h2>Activities</h2><p>${interests.join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
