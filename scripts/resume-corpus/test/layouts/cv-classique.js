'use strict';
/**
 * A classic French CV: no photo, name and contact block on top, upper-case section titles
 * ("EXPÉRIENCES PROFESSIONNELLES", "FORMATION", "COMPÉTENCES", "LANGUES", "CENTRES D'INTÉRÊT"), dates in a
 * left column ("sept. 2019 – aujourd'hui", "2016 - 2018", "depuis 2021"), employer and town after the title.
 * HTML, printed by Chromium or converted by LibreOffice.
 */
const { jsonResume, truthOf } = require('../lib/resume');
const { HEADINGS, printRange, escapeHtml: x } = require('./common');

const NAME = 'own: classic French CV (dates in a left column, HTML to PDF/DOCX/DOC)';
const STREETS = ['12 rue des Lilas', '4 bis avenue Jean-Jaurès', '27 boulevard Voltaire', '8 impasse des Tanneurs', '135 cours Gambetta', '3 place du Marché'];

function source(p, rng, { language }) {
  const options = {
    dateStyle: rng.pick(['short', 'short', 'year', 'numeric']),
    ongoing: rng.pick(['present', 'since', 'en-cours']),
    dash: rng.pick([' – ', ' - ']),
    lastNameUpper: rng.chance(0.6),
    street: rng.pick(STREETS),
    phoneLabel: rng.pick(['Tél. : ', 'Tél : ', 'Portable : ', '']),
    centred: rng.chance(0.5),
    font: rng.pick(['"Liberation Serif", "Times New Roman", serif', '"Liberation Sans", Arial, sans-serif', '"DejaVu Sans", Verdana, sans-serif']),
    singleYearEducation: rng.chance(0.5),
    titleLine: rng.pick(['dash', 'stacked']),
  };
  const profile = {
    linkedin: 'printed', languages: 'level', skills: 'grouped', skillLevels: null,
    workDates: options.dateStyle === 'year' ? 'year' : 'month', eduDates: 'year',
  };
  const resume = jsonResume(p, profile, rng);
  if (options.singleYearEducation) delete resume.education[0].startDate;
  // The printed name keeps the generator's titles; the upper-case surname is how the layout prints it.
  resume.basics['x-lastName'] = p.lastName;
  resume.basics['x-firstName'] = p.firstName;
  return { options, resume, truth: truthOf(p, profile, resume) };
}

function printedName(b, options) {
  if (!options.lastNameUpper) return b.name;
  return b.name.replace(b['x-lastName'], b['x-lastName'].toLocaleUpperCase('fr'));
}

/** The HTML of a source. */
function build(src) {
  const { resume, options, language } = src;
  const h = HEADINGS[language];
  const b = resume.basics;
  const ongoing = options.ongoing === 'since' ? { since: true } : { presentWord: options.ongoing === 'en-cours' ? 'en cours' : "aujourd'hui" };
  const contact = [
    `${x(options.street)}, ${x(b.location.postalCode || '')} ${x(b.location.city)}`.replace(',  ', ', '),
    b.phone ? `${x(options.phoneLabel)}${x(b.phone)}` : null,
    `${language === 'fr' ? 'E-mail' : 'Email'} : ${x(b.email)}`,
    b.profiles.length ? `linkedin.com/in/${x(b.profiles[0].username)}` : null,
  ].filter(Boolean);
  const work = resume.work.map((w) => {
    const dates = printRange(w.startDate, w.endDate, language, options.dateStyle, { dash: options.dash, ...ongoing });
    const where = [w.name, w.location].filter(Boolean).map(x).join(', ');
    const head = options.titleLine === 'dash'
      ? `<p><b>${x(w.position)}</b> – ${where}</p>`
      : `<p><b>${x(w.position)}</b></p><p><i>${where}</i></p>`;
    const bullets = w.highlights.map((hl) => `<li>${x(hl)}</li>`).join('');
    return `<tr><td class="d">${x(dates)}</td><td>${head}${w.summary ? `<p>${x(w.summary)}</p>` : ''}<ul>${bullets}</ul></td></tr>`;
  }).join('\n');
  const education = resume.education.map((e) => {
    const dates = printRange(e.startDate, e.endDate, language, 'year', { dash: options.dash });
    const degree = e.area ? `${e.studyType}, ${e.area}` : e.studyType;
    const notes = e.courses.map((n) => `<p>${x(n)}</p>`).join('');
    return `<tr><td class="d">${x(dates)}</td><td><p><b>${x(degree)}</b></p><p>${x(e.institution)}</p>${notes}</td></tr>`;
  }).join('\n');
  const skills = resume.skills.map((s) => `<p><b>${x(s.name)}</b> : ${s.keywords.map(x).join(', ')}</p>`).join('');
  const languages = resume.languages.map((l) => `<p>${x(l.language)} : ${x(l.fluency)}</p>`).join('');
  const interests = `<p>${resume.interests.map((i) => x(i.name)).join(', ')}</p>`;
  return `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8"><title>CV – ${x(b.name)}</title>
<style>
  @page { size: A4; margin: 16mm 16mm; }
  body { font-family: ${options.font}; font-size: 10.5pt; color: #111; }
  header { text-align: ${options.centred ? 'center' : 'left'}; margin-bottom: 10pt; }
  h1 { font-size: 20pt; margin: 0 0 2pt 0; }
  .label { font-size: 12pt; margin: 0 0 4pt 0; }
  .contact p { margin: 0; }
  h2 { font-size: 11.5pt; text-transform: uppercase; border-bottom: 1px solid #333; margin: 12pt 0 4pt 0; letter-spacing: 0.5pt; }
  table { width: 100%; border-collapse: collapse; }
  td { vertical-align: top; padding: 2pt 4pt; }
  td.d { width: 28%; }
  p { margin: 0 0 2pt 0; }
  ul { margin: 2pt 0 6pt 0; padding-left: 14pt; }
</style></head>
<body>
<header>
  <h1>${x(printedName(b, options))}</h1>
  <p class="label">${x(b.label)}</p>
  <div class="contact">${contact.map((c) => `<p>${c}</p>`).join('')}</div>
</header>
<h2>${x(h.profile)}</h2><p>${x(b.summary)}</p>
<h2>${x(h.experience)}</h2>
<table>${work}</table>
<h2>${x(h.education)}</h2>
<table>${education}</table>
<h2>${x(h.skills)}</h2>${skills}
<h2>${x(h.languages)}</h2>${languages}
<h2>${x(h.interests)}</h2>${interests}
</body></html>
`;
}

module.exports = { name: NAME, kind: 'html', source, build };
