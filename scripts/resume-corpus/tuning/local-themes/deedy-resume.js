'use strict';
/**
 * A resume in the manner of Deedy's two-column LaTeX template ("Deedy-Resume", twenty-second batch), PDF and images: the name
 * across the top in a very thin face, the given name thinner than the family name, over one centred line of small grey
 * details between vertical bars (the e-mail and the phone, then "Town, Region" in the even variant); then two columns
 * without a rule between them: a narrow LEFT column (33%) with "EDUCATION" (each school in bold capitals (CSS), "Degree in
 * Area", then the graduation date alone and the school's town in small grey type, "Jun 2017 | Town": no start date), "LINKS"
 * (LinkedIn), "SKILLS" (each group's name as a small grey label line, "Languages:", and its items between bullets, "Kotlin •
 * Swift • Dart") and "LANGUAGES" (the spoken ones, "Name · level" one a line); a wide right column with "EXPERIENCE" (each
 * job as the COMPANY in bold capitals (CSS) followed by "| Title" in a light face, kept whole (a long pair breaks before
 * the bar, not inside the title), then "Mar 2019 – Present | Town" in small grey type, bullets) and, with certifications,
 * "CERTIFICATIONS" ("YYYY" before each name). Section headings in grey capitals in a light face. Two variants by the name's length: an even one on Letter with LinkedIn as Deedy prints its
 * links, "LinkedIn:// username" (the username in bold); an odd one on A4 with the whole URL "https://www.linkedin.com/in/
 * username" under "LINKS", which the narrow column wraps, and the headings in blue-grey.
 */
const { esc, date, span, linkedin, linkedinHandle, place, givenAndFamily } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const { given, family } = b.nameParts ? givenAndFamily(b) : { given: name.split(' ').slice(0, -1).join(' '), family: name.split(' ').slice(-1)[0] };
  const handle = profile ? linkedinHandle(profile) : '';
  const url = profile ? `https://www.linkedin.com/in/${handle}` : '';
  const details = [b.email ? esc(b.email) : '', b.phone ? esc(b.phone) : '', !odd && b.location?.city ? esc(place(b.location)) : ''].filter(Boolean);
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="sub">${esc(entry.institution)}</div><div class="desc">${entry.area ? `<span class="deg">${esc(entry.studyType)} in ${esc(entry.area)}</span>` : esc(entry.studyType)}</div><div class="loc">${[esc(date(entry.endDate, 'short')), esc(entry.location ?? '')].filter(Boolean).join(' | ')}</div></div>`);
  const links = profile ? (odd ? `<p class="url"><a href="${esc(url)}">${esc(url)}</a></p>` : `<p class="link">LinkedIn:// <b><a href="${esc(url)}">${esc(handle)}</a></b></p>`) : '';
  const groups = (resume.skills ?? []).map((skill) => (skill.keywords?.length ? [skill.name, skill.keywords] : [null, [skill.name]]));
  const skills = groups.map(([label, items]) => `${label ? `<div class="loc lab">${esc(label)}:</div>` : ''}<p class="items">${items.map(esc).join(' • ')}</p>`);
  const languages = (resume.languages ?? []).map((language) => `<p class="lang">${esc(language.language)} · ${esc(language.fluency)}</p>`);
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = [...(job.highlights ?? []), job.summary].filter(Boolean);
    return `<div class="item"><div><span class="sub">${esc(job.name)}</span> <span class="desc">| ${esc(job.position)}</span></div><div class="loc">${[esc(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate })), esc(job.location ?? '')].filter(Boolean).join(' | ')}</div>${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
  });
  const certificates = (resume.certificates ?? []).map((entry) => `<p class="cert"><span class="loc">${esc(entry.date ?? '')}</span> ${esc(entry.name)}</p>`);
  const heading = odd ? '#4f6b85' : '#6f6f6f';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: ${odd ? 'A4' : 'Letter'}; margin: 0.45in 0.5in 0.4in; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: ${odd ? "'URW Gothic', 'DejaVu Sans', sans-serif" : "'Nimbus Sans', 'Liberation Sans', sans-serif"}; font-size: 9.2pt; color: #2b2b2b; margin: 0; }
a { color: inherit; text-decoration: none; }
.name { text-align: center; font-family: 'DejaVu Sans', sans-serif; font-size: 32pt; line-height: 1.15; color: #222; }
.name .g { font-weight: 200; }
.name .f { font-weight: 300; }
.details { text-align: center; color: #6f6f6f; font-size: 9.4pt; margin: 2px 0 10px; }
.details .bar { margin: 0 6px; }
.cols { display: grid; grid-template-columns: 33% 1fr; column-gap: 6mm; }
h2 { font-weight: 300; font-size: 14pt; color: ${heading}; text-transform: uppercase; letter-spacing: 0.3px; margin: 6px 0 4px; }
.sub { font-weight: bold; text-transform: uppercase; font-size: 10pt; color: #111; }
.desc { font-size: 9.6pt; }
.item > div > .desc { white-space: nowrap; }
.loc { color: #7a7a7a; font-size: 8.4pt; margin: 1px 0; }
.lab { margin-top: 4px; }
.item { margin-bottom: 7px; }
p { margin: 0; }
p.items, p.lang, p.link, p.cert { margin-bottom: 2px; }
p.url { word-break: break-all; font-size: 8.8pt; }
ul { margin: 2px 0 0 13px; padding: 0; }
li { margin-bottom: 1px; }
</style></head><body>
<div class="name"><span class="g">${esc(given)}</span> <span class="f">${esc(family)}</span></div>
<div class="details">${details.join('<span class="bar">|</span>')}</div>
<div class="cols">
<div class="left">${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}${links ? `<h2>Links</h2>${links}` : ''}${skills.length ? `<h2>Skills</h2>${skills.join('')}` : ''}${languages.length ? `<h2>Languages</h2>${languages.join('')}` : ''}</div>
<div class="right">${jobs.length ? `<h2>Experience</h2>${jobs.join('')}` : ''}${certificates.length ? `<h2>Certifications</h2>${certificates.join('')}` : ''}</div>
</div>
</body></html>
`;
}

module.exports = { render };
