'use strict';
/**
 * A resume in the manner of Zety's builder templates ("Cascade", twenty-second batch), PDF and images: a full-height coloured
 * sidebar in white type and a main column. The sidebar holds "Personal Info" as small bold labels over their values
 * ("Phone", "E-mail" with a long address wrapped in the column, after its "@" where it may break there, "LinkedIn",
 * "Address"), "Skills" as each item over a bar (or beside five dots) drawn from its level (no level word printed),
 * "Languages" as the name with its level word under it and a bar, and "Interests". The main column holds the name large, the title, "Summary", "Experience" and
 * "Education" as rows of a date column and a content column: each job "2019-03 - Current" at the left, the title in bold,
 * "Company, Town" in italics and bullets at the right; each school "2014-09 - 2017-06" at the left, "Degree: Area" in bold
 * and "School - Town" in italics. Two variants by the name's length: an even one with a navy sidebar at the LEFT, ISO months
 * ("2019-03 - Current"), skills over bars and LinkedIn as "linkedin.com/in/username"; an odd one with a teal sidebar at the
 * RIGHT, "Mar 2019 - Current", skills beside five dots and LinkedIn as the USERNAME alone under its label.
 */
const { esc, linkedin, linkedinHandle, share, date } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const ink = odd ? { side: '#1d5c5a', soft: '#a9d3cf', bar: '#e8f4f2', track: '#3f7f7b', accent: '#1d7d78' } : { side: '#263b52', soft: '#a8bdd3', bar: '#ffffff', track: '#4b6380', accent: '#2d5f91' };
  const loc = b.location ?? {};
  const european = ['FR', 'BE', 'CH', 'LU', 'IT', 'MF'].includes(loc.countryCode);
  const address = loc.city ? [loc.address, european ? [loc.postalCode, loc.city].filter(Boolean).join(' ') : [loc.city, loc.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const handle = profile ? linkedinHandle(profile) : '';
  // (a long e-mail address breaks after its "@", as the builder wraps it in the narrow column)
  const mail = b.email ? esc(b.email).replace('@', '@<wbr>') : '';
  const info = [
    b.phone ? ['Phone', esc(b.phone)] : null,
    b.email ? ['E-mail', mail] : null,
    profile ? ['LinkedIn', odd ? esc(handle) : `linkedin.com/in/${esc(handle)}`] : null,
    address ? ['Address', esc(address)] : null,
  ].filter(Boolean).map(([label, value]) => `<p class="lab">${label}</p><p class="val">${value}</p>`).join('');
  const bar = (value) => `<div class="track"><div class="fill" style="width:${Math.round(value * 100)}%"></div></div>`;
  const dots = (value) => `<span class="dots">${Array.from({ length: 5 }, (_, i) => `<i class="${i < Math.max(1, Math.round(value * 5)) ? 'on' : ''}"></i>`).join('')}</span>`;
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords.map((keyword) => [keyword, skill.level]) : [[skill.name, skill.level]]));
  const skillRows = skills.map(([item, level]) => (odd ? `<div class="srow"><span>${esc(item)}</span>${dots(share(level))}</div>` : `<p class="it">${esc(item)}</p>${bar(share(level))}`)).join('');
  const languages = (resume.languages ?? []).map((language) => `<p class="it">${esc(language.language)}</p><p class="lv">${esc(language.fluency)}</p>${bar(share(language.fluency))}`).join('');
  const interests = (resume.interests ?? []).map((interest) => `<p class="it">${esc(interest.name)}</p>`).join('');
  const month = (value) => (odd ? date(value, 'short') : String(value ?? '').slice(0, String(value ?? '').length > 4 ? 7 : 4));
  const when = (start, end, ongoing) => [start ? month(start) : '', end ? month(end) : ongoing ? 'Current' : ''].filter(Boolean).join(' - ');
  const row = (left, right) => `<tr><td class="when" width="27%" valign="top">${left}</td><td class="what" valign="top">${right}</td></tr>`;
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = [...(job.highlights ?? []), job.summary].filter(Boolean);
    return row(esc(when(job.startDate, job.endDate, !job.endDate)), `<p class="ti">${esc(job.position)}</p><p class="co">${esc(job.name)}${job.location ? `, ${esc(job.location)}` : ''}</p>${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`);
  });
  const schools = (resume.education ?? []).map((entry) => row(esc(when(entry.startDate, entry.endDate, false)), `<p class="ti">${esc(entry.studyType)}${entry.area ? `: ${esc(entry.area)}` : ''}</p><p class="co">${esc(entry.institution)}${entry.location ? ` - ${esc(entry.location)}` : ''}</p>`));
  const side = `<div class="side"><h3>Personal Info</h3>${info}${skillRows ? `<h3>Skills</h3>${skillRows}` : ''}${languages ? `<h3>Languages</h3>${languages}` : ''}${interests ? `<h3>Interests</h3>${interests}` : ''}</div>`;
  const main = `<div class="main"><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="tl">${esc(b.label)}</p>` : ''}${b.summary ? `<h2>Summary</h2><p class="sum">${esc(b.summary)}</p>` : ''}${jobs.length ? `<h2>Experience</h2><table>${jobs.join('')}</table>` : ''}${schools.length ? `<h2>Education</h2><table>${schools.join('')}</table>` : ''}</div>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Nimbus Sans', 'Liberation Sans', sans-serif; font-size: 9pt; color: #2a2a2a; margin: 0; }
.page { display: grid; grid-template-columns: ${odd ? '1fr 66mm' : '66mm 1fr'}; min-height: 297mm; }
.side { background: ${ink.side}; color: #fff; padding: 15mm 7mm 10mm; }
.main { padding: 15mm 11mm 10mm 10mm; }
p { margin: 0; }
.nm { font-size: 24pt; font-weight: bold; color: #1d1d1d; line-height: 1.1; }
.tl { font-size: 11.5pt; color: ${ink.accent}; margin: 3px 0 2mm; }
h2 { font-size: 12pt; color: ${ink.accent}; border-bottom: 1.2px solid #cfd6de; margin: 6mm 0 3mm; padding-bottom: 2px; }
h3 { font-size: 11pt; margin: 0 0 3mm; padding-bottom: 2px; border-bottom: 1px solid ${ink.soft}; }
h3 ~ h3 { margin-top: 6mm; }
.lab { font-weight: bold; font-size: 8.4pt; margin-top: 3mm; }
.lab:first-of-type { margin-top: 0; }
.val { font-size: 8.6pt; color: #eef3f7; word-break: break-word; }
.it { font-size: 8.8pt; margin-top: 2.5mm; }
.lv { font-size: 7.8pt; color: ${ink.soft}; }
.track { height: 4px; background: ${ink.track}; margin-top: 2px; }
.fill { height: 4px; background: ${ink.bar}; }
.srow { display: flex; justify-content: space-between; align-items: center; font-size: 8.8pt; margin-top: 2.5mm; gap: 4px; }
.dots i { display: inline-block; width: 6px; height: 6px; border-radius: 50%; border: 1px solid ${ink.soft}; margin-left: 2px; }
.dots i.on { background: #fff; border-color: #fff; }
table { border-collapse: collapse; width: 100%; }
td { padding: 0 0 3.5mm; vertical-align: top; }
td.when { color: #555; font-size: 8.6pt; padding-right: 3mm; }
.ti { font-weight: bold; font-size: 9.6pt; }
.co { font-style: italic; color: #444; margin-top: 1px; }
ul { margin: 2px 0 0 14px; padding: 0; }
li { margin-bottom: 1px; }
</style></head><body>
<div class="page">${odd ? main + side : side + main}</div>
</body></html>
`;
}

module.exports = { render };
