'use strict';
/**
 * A two-column resume in the manner of resume.io's templates (twenty-first batch), PDF, DOCX and images, laid out as one
 * table row of two cells (which LibreOffice keeps in the DOCX): a "Details" column holding the address (the street, "1920
 * Martigny" or "Town, Region postcode", the country), the phone and the e-mail, "Links" with LinkedIn, "Skills" as each
 * item over a bar and "Languages" as each name over a bar (no level words), each bar two small pictures (the filled share
 * and the rest: LibreOffice keeps pictures where it loses a box's height); a main column with "Profile", "Employment
 * History" (each job one bold line "Title at Company, Town", then "MAR 2019 — PRESENT" in small grey capitals, bullets) and
 * "Education" (one bold line "Degree Area, School, Town", then "SEP 2014 — JUN 2017"). Two variants by the name's length:
 * an even one ("Stockholm") with the name and the title over the main column at the left, a pale column of details at the
 * RIGHT without labels and LinkedIn printed as the word "LinkedIn" alone, a link to the profile; an odd one ("Dublin") with
 * a dark navy column at the LEFT in white type holding the name and the title at its top, "Phone" and "Email" as small
 * labels over their values and LinkedIn as "linkedin.com/in/username".
 */
const { esc, span, linkedin, linkedinHandle, bare, cefrOf } = require('./common');

const COUNTRY_NAMES = { GB: 'United Kingdom', US: 'United States', IE: 'Ireland', CA: 'Canada', AU: 'Australia', IN: 'India', ZA: 'South Africa', NZ: 'New Zealand', FR: 'France', BE: 'Belgium', CH: 'Switzerland', LU: 'Luxembourg' };

/** A one-colour PNG of w x h pixels as a data URI (zlib from Node: the same bytes every time). */
function swatch(hex, w = 4, h = 4) {
  const zlib = require('node:zlib');
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const raw = Buffer.concat(Array.from({ length: h }, () => Buffer.from([0, ...Array.from({ length: w }, () => rgb).flat()])));
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([size, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
/**
 * A bar as two images side by side, the filled share then the rest (Chromium draws them, and LibreOffice keeps them as
 * pictures in the DOCX, where a table's or a box's height is lost).
 */
function bar(value, on, off, total = 150) {
  const width = Math.round(value * total);
  const part = (colour, size) => (size > 0 ? `<img src="${swatch(colour)}" width="${size}" height="4" alt="">` : '');
  return `<p class="bar">${part(on, width)}${part(off, total - width)}</p>`;
}
/** A stable share for an item without a level (resume.io asks one of each skill): from its letters, 55% to 95%. */
const levelOf = (text) => 0.55 + ([...String(text)].reduce((sum, c) => sum + c.charCodeAt(0), 0) % 5) * 0.1;

function render(resume) {
  const b = resume.basics ?? {};
  const profile = linkedin(resume);
  const name = String(b.name ?? '');
  const odd = name.length % 2 === 1;
  const loc = b.location ?? {};
  const ink = odd ? { side: '#0f2a44', text: '#ffffff', soft: '#b8c7d6', on: '#ffffff', off: '#3a5670' } : { side: '#f2f4f7', text: '#1f2933', soft: '#6b7785', on: '#2f6fed', off: '#d6dbe3' };
  const details = [
    loc.address ? esc(loc.address) : '',
    // ("1920 Martigny" in Europe's French-speaking countries, "Town, Region postcode" elsewhere)
    loc.city ? esc(['FR', 'BE', 'CH', 'LU'].includes(loc.countryCode) ? [loc.postalCode, loc.city].filter(Boolean).join(' ') : [loc.city, [loc.region, loc.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')) : '',
    loc.countryCode ? esc(COUNTRY_NAMES[loc.countryCode] ?? loc.countryCode) : '',
  ].filter(Boolean).map((value) => `<p class="dl">${value}</p>`);
  const labelled = (label, value) => (odd ? `<p class="lab">${label}</p><p class="dl">${value}</p>` : `<p class="dl">${value}</p>`);
  if (b.phone) details.push(labelled('Phone', esc(b.phone)));
  if (b.email) details.push(labelled('Email', esc(b.email)));
  const url = profile ? `https://www.linkedin.com/in/${linkedinHandle(profile)}` : '';
  const links = profile ? (odd ? `<p class="dl">${esc(bare(url, true))}</p>` : `<p class="dl"><a href="${esc(url)}">LinkedIn</a></p>`) : '';
  const skills = (resume.skills ?? []).flatMap((skill) => (skill.keywords?.length ? skill.keywords : [skill.name])).map((skill) => `<p class="it">${esc(skill)}</p>${bar(levelOf(skill), ink.on, ink.off)}`);
  const shareOf = (fluency) => ({ native: 1, C2: 0.95, C1: 0.85, B2: 0.7, B1: 0.55, A2: 0.4, A1: 0.25 })[cefrOf(fluency)] ?? 0.7;
  const languages = (resume.languages ?? []).map((language) => `<p class="it">${esc(language.language)}</p>${bar(shareOf(language.fluency), ink.on, ink.off)}`);
  const sideHead = odd ? `<p class="nm">${esc(b.name)}</p>${b.label ? `<p class="tl">${esc(b.label)}</p>` : ''}` : '';
  const side = `${sideHead}<h3>Details</h3>${details.join('')}${links ? `<h3>Links</h3>${links}` : ''}${skills.length ? `<h3>Skills</h3>${skills.join('')}` : ''}${languages.length ? `<h3>Languages</h3>${languages.join('')}` : ''}`;
  const when = (start, end, ongoing) => span(start, end, 'short', { dash: ' — ', ongoing });
  const jobs = (resume.work ?? []).map((job) => `<p class="ti">${esc(`${job.position} at ${job.name}${job.location ? `, ${job.location}` : ''}`)}</p><p class="dt">${esc(when(job.startDate, job.endDate, !job.endDate))}</p>${job.highlights?.length ? `<ul>${job.highlights.map((h) => `<li>${esc(h)}</li>`).join('')}</ul>` : ''}`);
  const schools = (resume.education ?? []).map((entry) => `<p class="ti">${esc([`${entry.studyType}${entry.area ? ` ${entry.area}` : ''}`, entry.institution, entry.location && !entry.institution.includes(entry.location) ? entry.location : ''].filter(Boolean).join(', '))}</p>${entry.startDate || entry.endDate ? `<p class="dt">${esc(when(entry.startDate, entry.endDate, false))}</p>` : ''}`);
  const mainHead = odd ? '' : `<p class="nm">${esc(b.name)}</p>${b.label ? `<p class="tl">${esc(b.label)}</p>` : ''}`;
  const main = `${mainHead}${b.summary ? `<h2>Profile</h2><p class="sum">${esc(b.summary)}</p>` : ''}${jobs.length ? `<h2>Employment History</h2>${jobs.join('')}` : ''}${schools.length ? `<h2>Education</h2>${schools.join('')}` : ''}`;
  const sideCell = `<td class="side" valign="top" width="${odd ? 33 : 30}%" bgcolor="${ink.side}">${side}</td>`;
  const mainCell = `<td class="main" valign="top" width="${odd ? 67 : 70}%">${main}</td>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(b.name)}</title>
<style>
@page { size: A4; margin: 0; }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; box-sizing: border-box; }
body, p, h2, h3, li { font-family: ${odd ? "'URW Gothic', 'DejaVu Sans', sans-serif" : "'Liberation Sans', 'DejaVu Sans', sans-serif"}; }
body { font-size: 9pt; color: #1f2933; margin: 0; }
table.page { border-collapse: collapse; width: 100%; min-height: 297mm; }
td.side { background: ${ink.side}; color: ${ink.text}; padding: ${odd ? '14mm 7mm' : '16mm 8mm 12mm 7mm'}; vertical-align: top; }
td.main { padding: ${odd ? '14mm 12mm 12mm 9mm' : '16mm 8mm 12mm 13mm'}; vertical-align: top; }
p { margin: 0; }
.nm { font-size: ${odd ? '20pt' : '24pt'}; font-weight: bold; line-height: 1.15; ${odd ? 'color: #fff;' : ''} }
.tl { font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.3px; color: ${odd ? ink.soft : '#6b7785'}; margin: 3px 0 8px; }
h2 { font-size: 12.5pt; margin: 14px 0 6px; color: #1f2933; }
h3 { font-size: 10.5pt; margin: 13px 0 5px; color: ${odd ? '#fff' : '#1f2933'}; }
.dl { margin-bottom: 2px; word-break: break-word; color: ${ink.text}; }
.lab { color: ${ink.soft}; font-size: 7.8pt; margin-top: 5px; }
.it { margin-top: 5px; color: ${ink.text}; }
p.bar { margin: 2px 0 0; line-height: 4px; font-size: 4px; }
p.bar img { vertical-align: top; }
.ti { font-weight: bold; font-size: 10.2pt; margin-top: 9px; }
.dt { font-size: 7.6pt; color: #8a94a3; text-transform: uppercase; letter-spacing: 0.3px; margin: 2px 0 1px; }
ul { margin: 3px 0 0 15px; padding: 0; }
.sum { color: #333; }
a { color: ${odd ? '#fff' : '#2f6fed'}; }
</style></head><body>
<table class="page" width="100%" cellpadding="12" cellspacing="0"><tr>${odd ? sideCell + mainCell : mainCell + sideCell}</tr></table>
</body></html>
`;
}

module.exports = { render };
