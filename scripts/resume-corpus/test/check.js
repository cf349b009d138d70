#!/usr/bin/env node
'use strict';
/**
 * Self-check of the test part: every truth string must be printed in the rendered document.
 *
 *   node scripts/resume-corpus/test/check.js [--out DIR] [--only ID,ID]
 *
 * Reads each built document's text (pdftotext for PDF, LibreOffice's text export for DOCX/DOC, the PDF an image
 * was made from for PNG/JPEG) and checks: names, e-mail, the printed phone and its E.164 form, the LinkedIn handle
 * (and its absence when the truth has none), each experience title and company, each degree's parts and school,
 * each skill, each language name and level, and that dates are printed at the precision the truth claims.
 * Exits 1 when anything is missing.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { EN_MONTHS, EN_MONTHS_SHORT, FR_MONTHS, FR_MONTHS_SHORT } = require('./lib/text');

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/resume-corpus/test');

function args() {
  const out = { dir: path.join(ROOT, '.cache/resume-corpus/test'), only: null };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out') out.dir = path.resolve(argv[++i]);
    else if (argv[i] === '--only') out.only = new Set(argv[++i].split(','));
  }
  return out;
}

function pdfText(pdf) {
  const plain = spawnSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }).stdout || '';
  const layout = spawnSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }).stdout || '';
  // -raw keeps a word cut at a line-end hyphen as printed ("Müller-" / "Martin"); the default mode drops that hyphen.
  const raw = spawnSync('pdftotext', ['-raw', '-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }).stdout || '';
  return `${plain}\n${layout}\n${raw}`;
}

function officeText(file, work) {
  const res = spawnSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${path.join(work, 'lo')}`,
    '--convert-to', 'txt:Text (encoded):UTF8', '--outdir', work, file], { encoding: 'utf8', timeout: 120000 });
  const txt = path.join(work, `${path.basename(file).replace(/\.[^.]+$/, '')}.txt`);
  if (res.status !== 0 || !fs.existsSync(txt)) throw new Error(`libreoffice could not read ${file}`);
  return fs.readFileSync(txt, 'utf8');
}

/** Lower case, typographic quotes and dashes made plain, every run of white space one space. */
function norm(text) {
  return text.normalize('NFC').toLocaleLowerCase('fr').replace(/[’‘]/g, "'").replace(/\u00ad/g, '').replace(/[‐‑–—]/g, '-').replace(/\s+/g, ' ');
}

/** Also accept a phrase broken by a line wrap inside a word ("Müller-\nMartin" -> "müller- martin"). */
function has(text, phrase) {
  const p = norm(phrase).trim();
  if (!p) return true;
  return text.includes(p) || text.replace(/- /g, '-').includes(p) || text.replace(/ /g, '').includes(p.replace(/ /g, ''));
}

function monthForms(y, m) {
  const mm = String(m).padStart(2, '0');
  return [
    `${EN_MONTHS[m - 1]} ${y}`, `${EN_MONTHS_SHORT[m - 1]} ${y}`, `${EN_MONTHS_SHORT[m - 1]}, ${y}`, `${FR_MONTHS[m - 1]} ${y}`,
    `${FR_MONTHS_SHORT[m - 1]} ${y}`, `${FR_MONTHS_SHORT[m - 1].replace('.', '')} ${y}`, `${mm}/${y}`, `${y}-${mm}`,
    ...(m === 9 ? [`Sept ${y}`] : []),
  ];
}

/** monthly: the truth's month-precision dates, whose months may share a year with a year-only date. */
function checkDate(text, value, label, problems, monthly = new Set()) {
  if (!value) return;
  const [y, m] = value.split('-');
  if (!text.includes(y)) problems.push(`${label}: year ${y} not printed`);
  else if (m && !monthForms(y, Number(m)).some((f) => has(text, f))) problems.push(`${label}: month ${value} not printed`);
  else if (!m) {
    const printed = [];
    for (let k = 1; k <= 12; k += 1) {
      if (monthly.has(`${y}-${String(k).padStart(2, '0')}`)) continue;
      if (monthForms(y, k).some((f) => has(text, f))) printed.push(k);
    }
    if (printed.length) problems.push(`${label}: truth says year only but a month of ${y} is printed (${printed.join(',')})`);
  }
}

function checkEntry(entry, src, raw) {
  const text = norm(raw);
  const t = entry.truth;
  const problems = [];
  const need = (value, label) => { if (value && !has(text, value)) problems.push(`${label} "${value}" not found`); };
  need(t.firstName, 'firstName');
  need(t.lastName, 'lastName');
  need(t.email, 'email');
  const b = src.resume.basics;
  if (t.phone) {
    need(b.phone, 'phone');
    const national = b.phone.replace(/\(0\)/, '').replace(/\D/g, '');
    const e164 = t.phone.replace(/\D/g, '');
    const ok = national.startsWith('33') || national.startsWith('44') || (national.startsWith('1') && national.length === 11)
      ? national === e164 : (e164.startsWith('1') ? `1${national}` === e164 : e164.endsWith(national.replace(/^0/, '')));
    if (!ok) problems.push(`phone "${b.phone}" does not give ${t.phone}`);
  } else if (b.phone && has(text, b.phone)) problems.push('phone printed but truth null');
  if (t.linkedin) need(t.linkedin.replace('linkedin.com/in/', ''), 'linkedin handle');
  else if (/linkedin\.com\/in\//.test(text)) problems.push('a LinkedIn URL is printed but truth null');
  const monthly = new Set([...t.experiences, ...t.education].flatMap((e) => [e.start, e.end]).filter((d) => d && d.length === 7));
  t.experiences.forEach((e, i) => {
    need(e.title, `exp[${i}].title`);
    need(e.company, `exp[${i}].company`);
    checkDate(text, e.start, `exp[${i}].start`, problems, monthly);
    checkDate(text, e.end, `exp[${i}].end`, problems, monthly);
  });
  t.education.forEach((e, i) => {
    const s = src.resume.education[i];
    need(s.studyType, `edu[${i}].degree`);
    need(s.area, `edu[${i}].degree area`);
    need(e.school, `edu[${i}].school`);
    checkDate(text, e.start, `edu[${i}].start`, problems, monthly);
    checkDate(text, e.end, `edu[${i}].end`, problems, monthly);
  });
  for (const s of t.skills) need(s, 'skill');
  for (const l of t.languages) {
    need(l.name, 'language');
    need(l.level, `language level of ${l.name}`);
  }
  if (!t.languages.length && src.resume.languages && src.resume.languages.length) problems.push('source has languages the truth omits');
  return problems;
}

function main() {
  const { dir, only } = args();
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8'));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-check-'));
  let failed = 0;
  let checked = 0;
  try {
    for (const entry of manifest) {
      if (only && !only.has(entry.id)) continue;
      const src = JSON.parse(fs.readFileSync(path.join(FIXTURES, entry.source), 'utf8'));
      const isImage = entry.format === 'png' || entry.format === 'jpeg';
      const file = isImage ? path.join(dir, '.pdf', `${entry.id}.pdf`) : path.join(dir, entry.file);
      if (!fs.existsSync(file)) {
        process.stdout.write(`${entry.id} MISSING ${path.relative(ROOT, file)} (run build.js first)\n`);
        failed += 1;
        continue;
      }
      const raw = file.endsWith('.pdf') ? pdfText(file) : officeText(file, work);
      const problems = checkEntry(entry, src, raw);
      checked += 1;
      if (problems.length) {
        failed += 1;
        process.stdout.write(`${entry.id} ${entry.format} ${entry.language} ${src.theme || src.layout}: ${problems.length} problem(s)\n  ${problems.join('\n  ')}\n`);
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  process.stdout.write(`checked ${checked}, ${failed} with problems\n`);
  process.exit(failed ? 1 : 0);
}

main();
