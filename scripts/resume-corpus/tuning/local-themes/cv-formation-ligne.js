'use strict';
/**
 * A French "CV" as typed in a word processor (twentieth batch), PDF, DOCX, DOC and images: "CURRICULUM VITAE" in small
 * spaced letters, the name as the profile prints it (in capitals by the page's style where it is a plain "Given Family"),
 * the title, and at the right the address, the phone, the e-mail and the LinkedIn URL ("linkedin.com/in/username") one a
 * line; headings in bold capitals with a rule under them; "FORMATION"/"EDUCATION" first, each entry a borderless two-cell
 * table row with the years in the right margin ("2016 – 2018", or the end year alone): on ONE line "Degree Area — School,
 * Town" (the degree in bold, the town left out where the school's name holds it), or the degree in bold on one line and
 * "School, Town" on the NEXT in grey, the two forms alternating; under some entries lines that are no school in italics
 * ("En alternance", "Mention Bien", "Apprenticeship", "First-Class Honours"); the last entry a secondary-school diploma
 * ("Baccalauréat général — Lycée Ampère, Lyon"); "EXPÉRIENCE PROFESSIONNELLE"/"WORK EXPERIENCE" as rows "Title — Company,
 * Town" in bold with "MM/YYYY – MM/YYYY" (or "– Aujourd'hui"/"– Present") in the right margin, bullets under them;
 * "COMPÉTENCES" as a two-column table of bulleted items; "LANGUES" as "Name : level" rows; "CENTRES D'INTÉRÊT".
 */
const { esc, span, linkedin, linkedinHandle } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const plain = !b.nameParts || b.nameParts.style === 'plain';
  const address = b.location ? [b.location.address, [b.location.postalCode, b.location.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const contact = [address, b.phone, b.email, profile ? `linkedin.com/in/${linkedinHandle(profile)}` : ''].filter(Boolean).map(esc);
  // (HTML attributes beside the style: LibreOffice reads them when it makes the DOCX and DOC)
  const row = (left, right) => `<tr><td class="l" valign="top">${left}</td><td class="r" align="right" valign="top" width="22%">${right}</td></tr>`;
  const where = (entry) => (entry.location && !entry.institution.includes(entry.location) ? `${esc(entry.institution)}, ${esc(entry.location)}` : esc(entry.institution));
  const schools = (resume.education ?? []).map((entry, index) => {
    const degree = `<b>${esc(entry.studyType)}${entry.area ? ` ${esc(entry.area)}` : ''}</b>`;
    const notes = (entry.notes ?? []).map((note) => `<div class="note">${esc(note)}</div>`).join('');
    const years = esc(span(entry.startDate, entry.endDate, 'year'));
    return (index + (odd ? 1 : 0)) % 2 === 0 ? row(`${degree} — ${where(entry)}${notes}`, years) : row(`${degree}<div class="school">${where(entry)}</div>${notes}`, years);
  });
  const jobs = (resume.work ?? []).map((job) => row(`<b>${esc(job.position)} — ${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</b>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`, esc(span(job.startDate, job.endDate, 'numeric', { ongoing: !job.endDate }))));
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]));
  const half = Math.ceil(skills.length / 2);
  const skillRows = Array.from({ length: half }, (_, i) => `<tr><td width="50%">• ${esc(skills[i])}</td><td width="50%">${skills[half + i] ? `• ${esc(skills[half + i])}` : ''}</td></tr>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 15mm 16mm 14mm; }
body { font-family: ${odd ? "'Liberation Sans', Arial, sans-serif" : "'Liberation Serif', 'Times New Roman', serif"}; font-size: ${odd ? '9.8pt' : '10.8pt'}; color: #202020; margin: 0; }
.cv { font-size: 8pt; letter-spacing: 3px; color: #777; margin: 0 0 2px; }
table { border-collapse: collapse; width: 100%; }
td { vertical-align: top; padding: 0; }
table.head td.contact { text-align: right; font-size: 9pt; color: #333; line-height: 1.4; }
.name { font-size: 20pt; font-weight: bold; margin: 0; ${odd && plain ? 'text-transform: uppercase; letter-spacing: 1px;' : ''} }
.label { font-size: 12pt; color: #1d4f7a; margin: 2px 0 0; }
h2 { font-size: 11pt; font-weight: bold; text-transform: uppercase; color: #1d4f7a; border-bottom: 1px solid #1d4f7a; margin: 14px 0 6px; padding-bottom: 1px; }
table.rows td { padding-bottom: 6px; }
table.rows td.r { width: 38mm; text-align: right; white-space: nowrap; color: #333; }
.school { color: #777; }
.note { font-style: italic; color: #555; font-size: 0.92em; }
ul { margin: 2px 0 0 18px; padding: 0; }
table.skills td { width: 50%; padding: 1px 0; }
p { margin: 0; }
</style></head><body>
<p class="cv">CURRICULUM VITAE</p>
<table class="head" width="100%"><tr><td valign="bottom" width="55%"><p class="name">${esc(b.name)}</p>${b.label ? `<p class="label">${esc(b.label)}</p>` : ''}</td><td class="contact" align="right" valign="top" width="45%">${contact.join('<br>')}</td></tr></table>
${b.summary ? `<h2>Profile</h2><p>${esc(b.summary)}</p>` : ''}
${schools.length ? `<h2>Education</h2><table class="rows" width="100%">${schools.join('')}</table>` : ''}
${jobs.length ? `<h2>Work experience</h2><table class="rows" width="100%">${jobs.join('')}</table>` : ''}
${skills.length ? `<h2>Skills</h2><table class="skills" width="100%">${skillRows}</table>` : ''}
${resume.languages?.length ? `<h2>Languages</h2>${resume.languages.map((language) => `<p>${esc(language.language)}: ${esc(language.fluency)}</p>`).join('')}` : ''}
${resume.interests?.length ? `<h2>Interests</h2><p>${resume.interests.map((interest) => esc(interest.name)).join(', ')}</p>` : ''}
</body></html>
`;
}

module.exports = { render };
