'use strict';
/**
 * A resume in the manner of Reactive Resume's templates "Pikachu" and "Onyx" (twenty-third batch), PDF and images. Two variants
 * by the e-mail address's length. An even one after "Pikachu" (A4): a LEFT sidebar (31%) with a round photo placeholder (a silhouette),
 * the contact as icon rows (an envelope before the e-mail, a handset, a pin, LinkedIn's logo before "linkedin.com/in/username"
 * in small light-grey type), "Skills" as each item over five rating dots, "Languages" as the name in bold over its level word;
 * a main column whose top is a rounded box in the accent colour with the name and the headline in white, then "Summary",
 * "Experience" (the company in bold with the dates at the right, the position with the town at the right, bullets) and
 * "Education" (the school in bold with its dates at the right, "Degree in Area"). An odd one after "Onyx" (Letter): one
 * column with an accent rule at its left edge, the name and headline, then ONE contact row whose items wrap (a pin before the
 * town, an envelope before the e-mail, a handset before the phone, LinkedIn's logo before the USERNAME alone, amid the row);
 * "Experience", "Education", "Skills" as a grid of three columns of items in bold, "Languages" as a grid of three columns of
 * the name over its level word. Headings in the accent colour, small capitals in Onyx.
 */
const { esc, span, linkedin, linkedinHandle, place, icon } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  // (the variant drawn from the e-mail address's length: the name's alone left the batch's entries unbalanced)
  const odd = String(b.email ?? '').length % 2 === 1;
  const accent = odd ? '#c2410c' : '#0f766e';
  const handle = profile ? linkedinHandle(profile) : '';
  const items = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name]));
  const when = (start, end, ongoing) => esc(span(start, end, 'short', { ongoing }));
  const jobs = (resume.work ?? []).map((job) => {
    const bullets = job.highlights ?? [];
    return `<div class="item"><div class="row"><b>${esc(job.name)}</b><span class="dt">${when(job.startDate, job.endDate, !job.endDate)}</span></div><div class="row"><span>${esc(job.position)}</span><span class="dt">${esc(job.location ?? '')}</span></div>${bullets.length ? `<ul>${bullets.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`;
  }).join('');
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><div class="row"><b>${esc(entry.institution)}</b><span class="dt">${when(entry.startDate, entry.endDate, false)}</span></div><div class="row"><span>${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</span><span class="dt">${esc(entry.location ?? '')}</span></div></div>`).join('');
  const languages = resume.languages ?? [];
  if (!odd) {
    const contact = [
      b.email ? `<p class="ci">${icon('mail', accent, 10)} <span>${esc(b.email)}</span></p>` : '',
      b.phone ? `<p class="ci">${icon('phone', accent, 10)} <span>${esc(b.phone)}</span></p>` : '',
      b.location?.city ? `<p class="ci">${icon('pin', accent, 10)} <span>${esc(place(b.location))}</span></p>` : '',
      profile ? `<p class="ci">${icon('linkedin', accent, 10)} <span class="light">linkedin.com/in/${esc(handle)}</span></p>` : '',
    ].join('');
    const dots = `<span class="dots">${Array.from({ length: 5 }, (_, i) => `<i class="${i < 4 ? 'on' : ''}"></i>`).join('')}</span>`;
    const skills = items.map((item) => `<p class="sk">${esc(item)}</p>${dots}`).join('');
    const langs = languages.map((language) => `<p class="sk"><b>${esc(language.language)}</b></p><p class="lv">${esc(language.fluency)}</p>`).join('');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 11mm 12mm; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Nimbus Sans', 'Liberation Sans', sans-serif; font-size: 8.8pt; color: #1f2937; margin: 0; }
p { margin: 0; }
.page { display: grid; grid-template-columns: 31% 1fr; gap: 7mm; }
.photo { width: 30mm; height: 30mm; border-radius: 50%; background: #e5e7eb; margin: 0 auto 5mm; display: flex; align-items: center; justify-content: center; }
.ci { margin-bottom: 3px; font-size: 8.4pt; word-break: break-word; }
.light { font-size: 7.5pt; color: #9ca3af; }
h2 { font-size: 10.5pt; color: ${accent}; border-bottom: 1px solid ${accent}; padding-bottom: 2px; margin: 5mm 0 2.5mm; }
.sk { margin-top: 3px; }
.dots i { display: inline-block; width: 7px; height: 7px; border-radius: 50%; border: 1px solid ${accent}; margin-right: 2px; }
.dots i.on { background: ${accent}; }
.lv { color: #6b7280; font-size: 8.2pt; }
.hero { background: ${accent}; color: #fff; border-radius: 6px; padding: 5mm 6mm; }
.hero .nm { font-size: 22pt; font-weight: bold; }
.hero .hl { font-size: 10.5pt; margin-top: 2px; border-top: 1px solid rgba(255,255,255,.5); padding-top: 3px; }
.item { margin-bottom: 6px; }
.row { display: flex; justify-content: space-between; gap: 6px; }
.dt { color: #4b5563; white-space: nowrap; }
ul { margin: 2px 0 0 14px; padding: 0; }
.sum { line-height: 1.4; }
</style></head><body>
<div class="page"><div class="side"><div class="photo">${icon('person', '#9ca3af', 60)}</div>${contact}${skills ? `<h2>Skills</h2>${skills}` : ''}${langs ? `<h2>Languages</h2>${langs}` : ''}</div>
<div class="main"><div class="hero"><p class="nm">${esc(b.name)}</p>${b.label ? `<p class="hl">${esc(b.label)}</p>` : ''}</div>${b.summary ? `<h2>Summary</h2><p class="sum">${esc(b.summary)}</p>` : ''}${jobs ? `<h2>Experience</h2>${jobs}` : ''}${schools ? `<h2>Education</h2>${schools}` : ''}</div></div>
</body></html>
`;
  }
  const contact = [
    b.location?.city ? `<span class="c">${icon('pin', accent, 10)} ${esc(place(b.location))}</span>` : '',
    b.email ? `<span class="c">${icon('mail', accent, 10)} ${esc(b.email)}</span>` : '',
    b.phone ? `<span class="c">${icon('phone', accent, 10)} ${esc(b.phone)}</span>` : '',
    profile ? `<span class="c">${icon('linkedin', accent, 10)} ${esc(handle)}</span>` : '',
  ].filter(Boolean);
  // (LinkedIn amid the row: moved before the phone where there is one)
  if (profile && b.phone) contact.splice(contact.length - 2, 2, contact[contact.length - 1], contact[contact.length - 2]);
  const skills = items.map((item) => `<li><b>${esc(item)}</b></li>`).join('');
  const langs = languages.map((language) => `<div><p><b>${esc(language.language)}</b></p><p class="lv">${esc(language.fluency)}</p></div>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: Letter; margin: 0.5in 0.55in; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: 'Nimbus Sans', 'Liberation Sans', sans-serif; font-size: 9pt; color: #222; margin: 0; border-left: 4px solid ${accent}; padding-left: 6mm; }
p { margin: 0; }
.nm { font-size: 23pt; font-weight: bold; }
.hl { font-size: 11pt; color: #555; margin-top: 2px; }
.contact { margin-top: 5px; display: flex; flex-wrap: wrap; column-gap: 14px; row-gap: 2px; font-size: 8.6pt; }
h2 { font-size: 10.5pt; font-variant: small-caps; letter-spacing: 0.5px; color: ${accent}; margin: 5mm 0 2mm; }
.item { margin-bottom: 6px; }
.row { display: flex; justify-content: space-between; gap: 6px; }
.dt { color: #666; white-space: nowrap; }
ul { margin: 2px 0 0 14px; padding: 0; }
ul.grid { columns: 3; list-style: square; margin-left: 14px; }
ul.grid li { margin-bottom: 2px; }
.langs { display: grid; grid-template-columns: repeat(3, 1fr); row-gap: 4px; }
.lv { color: #666; font-size: 8.4pt; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>${b.label ? `<p class="hl">${esc(b.label)}</p>` : ''}
<div class="contact">${contact.join('')}</div>
${jobs ? `<h2>Experience</h2>${jobs}` : ''}${schools ? `<h2>Education</h2>${schools}` : ''}${skills ? `<h2>Skills</h2><ul class="grid">${skills}</ul>` : ''}${langs ? `<h2>Languages</h2><div class="langs">${langs}</div>` : ''}
</body></html>
`;
}

module.exports = { render };
