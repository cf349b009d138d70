'use strict';
/**
 * A resume in the manner of AltaCV, LianTze Lim's LaTeX class shared on Overleaf (twenty-third batch), PDF and images: a Letter
 * page in a sans face; the name very large in bold capitals (as printed), the tagline in the accent colour, then the contact as
 * icon items that wrap over one or two lines (an envelope before the e-mail, a handset before the phone, a pin before the town,
 * LinkedIn's logo before "linkedin.com/in/username" IN THE MIDDLE of the items, between the e-mail and the phone); headings in
 * bold capitals in the accent colour over a thin rule running across the column; a wide left column (60%) with "EXPERIENCE"
 * (the title large, the company in bold in the accent colour, a calendar icon before "Mar 2019 – Ongoing" and a pin before the
 * town in small grey type, bullets) and "EDUCATION" ("Degree in Area", the school, dates and town so); a narrow right column
 * (36%) with "STRENGTHS" as outlined rounded tags (AltaCV's \cvtag) several a row and "LANGUAGES" as the name in bold with its
 * level word beside it and five dots at the right (\cvskill). Two variants by the name's length: an even one in AltaCV's red
 * with the right column opening with "STRENGTHS" level with "EXPERIENCE"; an odd one in blue whose right column opens with
 * "MY LIFE PHILOSOPHY" (the summary as a quotation in italics), so "STRENGTHS" stands lower, beside the first or second job.
 */
const { esc, span, linkedin, linkedinHandle, place, share, iconBefore } = require('./common');

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const accent = odd ? '#1f5fa8' : '#8f1d21';
  const handle = profile ? linkedinHandle(profile) : '';
  const contact = [
    b.email ? `<span class="c">${iconBefore('mail', accent)}${esc(b.email)}</span>` : '',
    profile ? `<span class="c">${iconBefore('linkedin', accent)}linkedin.com/in/${esc(handle)}</span>` : '',
    b.phone ? `<span class="c">${iconBefore('phone', accent)}${esc(b.phone)}</span>` : '',
    b.location?.city ? `<span class="c">${iconBefore('pin', accent)}${esc(place(b.location))}</span>` : '',
  ].filter(Boolean).join('');
  const meta = (when, where) => `<p class="meta">${when ? `<span>${iconBefore('calendar', '#777', 9)}${esc(when)}</span>` : ''}${where ? `<span>${iconBefore('pin', '#777', 9)}${esc(where)}</span>` : ''}</p>`;
  const jobs = (resume.work ?? []).map((job) => `<div class="item"><p class="ti">${esc(job.position)}</p><p class="co">${esc(job.name)}</p>${meta(span(job.startDate, job.endDate, 'short', { ongoing: !job.endDate, present: 'Ongoing' }), job.location)}${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}</div>`).join('');
  const schools = (resume.education ?? []).map((entry) => `<div class="item"><p class="ti">${esc(entry.studyType)}${entry.area ? ` in ${esc(entry.area)}` : ''}</p><p class="co">${esc(entry.institution)}</p>${meta(span(entry.startDate, entry.endDate, 'short'), entry.location)}</div>`).join('');
  const tags = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map((item) => `<span class="tag">${esc(item)}</span>`).join('');
  const dots = (value) => `<span class="dots">${Array.from({ length: 5 }, (_, i) => `<i class="${i < Math.max(1, Math.round(value * 5)) ? 'on' : ''}"></i>`).join('')}</span>`;
  const languages = (resume.languages ?? []).map((language) => `<div class="lg"><span><b>${esc(language.language)}</b> <span class="lw">${esc(language.fluency)}</span></span>${dots(share(language.fluency))}</div>`).join('');
  const philosophy = odd && b.summary ? `<h2>MY LIFE PHILOSOPHY</h2><p class="quote">“${esc(b.summary)}”</p>` : '';
  const side = `${philosophy}${tags ? `<h2>STRENGTHS</h2><div class="tags">${tags}</div>` : ''}${languages ? `<h2>LANGUAGES</h2>${languages}` : ''}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: Letter; margin: 0.45in 0.5in; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body { font-family: 'Lato', 'Carlito', 'Liberation Sans', sans-serif; font-size: 8.9pt; color: #333; margin: 0; }
p { margin: 0; }
.nm { font-size: 27pt; font-weight: bold; text-transform: uppercase; color: #222; letter-spacing: 0.5px; }
.tg { font-size: 11pt; color: ${accent}; font-weight: bold; margin-top: 2px; }
.contact { margin-top: 5px; font-size: 8.4pt; line-height: 1.6; max-width: 150mm; }
.c { display: inline-block; margin-right: 16px; white-space: nowrap; }
.cols { display: grid; grid-template-columns: 60% 36%; column-gap: 4%; margin-top: 4mm; }
h2 { font-size: 12pt; font-weight: bold; color: ${accent}; border-bottom: 1px solid #999; padding-bottom: 1px; margin: 5mm 0 2.5mm; }
.cols > div > h2:first-child { margin-top: 0; }
.item { margin-bottom: 6px; border-bottom: 1px dashed #ccc; padding-bottom: 4px; }
.ti { font-size: 10.4pt; }
.co { font-weight: bold; color: ${accent}; }
.meta { font-size: 7.8pt; color: #666; display: flex; gap: 14px; margin-top: 1px; }
ul { margin: 2px 0 0 13px; padding: 0; }
.tags { line-height: 2; }
.tag { display: inline-block; border: 1px solid ${accent}; border-radius: 4px; padding: 0 5px; margin: 0 3px 3px 0; font-size: 8.5pt; line-height: 1.55; }
.lg { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; gap: 4px; }
.lw { color: #666; font-size: 8.2pt; }
.dots i { display: inline-block; width: 7px; height: 7px; border-radius: 50%; background: #ddd; margin-left: 2px; }
.dots i.on { background: ${accent}; }
.quote { font-style: italic; color: #555; line-height: 1.45; }
</style></head><body>
<p class="nm">${esc(b.name)}</p>${b.label ? `<p class="tg">${esc(b.label)}</p>` : ''}
<div class="contact">${contact}</div>
<div class="cols"><div>${jobs ? `<h2>EXPERIENCE</h2>${jobs}` : ''}${schools ? `<h2>EDUCATION</h2>${schools}` : ''}</div><div>${side}</div></div>
</body></html>
`;
}

module.exports = { render };
