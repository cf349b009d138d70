#!/usr/bin/env node
'use strict';
/**
 * Makes the tuning part's sources and manifest (committed):
 *   node scripts/resume-corpus/tuning/generate.js [--count 80] [--seed 12]
 * 1. a seeded profile per entry (profiles.js), written to test/fixtures/resume-corpus/tuning/sources/;
 * 2. each entry rendered to PDF with its theme (render.js, into the build cache);
 * 3. the truth: the profile's facts, kept only where the rendered text prints them (for an image,
 *    the first page's text: an image resume is a photo or scan of the first page) (a company,
 *    skill or language the theme leaves out is not expected), dates at the theme's printed precision.
 * Run it again only to change the corpus; `build.js` renders the committed sources.
 */
const fs = require('node:fs');
const path = require('node:path');
const { makeProfile, prng, tools } = require('./profiles');
const { renderEntry, pdfText, wordText } = require('./render');
const { THEMES } = require('./themes');

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/resume-corpus/tuning');
const CACHE = path.join(ROOT, '.cache/resume-corpus/tuning');

const fold = (value) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\s+/g, '');

const month = (point) => `${point.year}-${String(point.month).padStart(2, '0')}`;
const at = (point, precision) => (point ? (precision === 'year' ? String(point.year) : month(point)) : null);

/** The truth of one rendered entry: what its PDF prints of the profile's facts. */
function truthOf(facts, resume, theme, text) {
  const printed = fold(text);
  const has = (value) => value !== null && value !== undefined && value !== '' && printed.includes(fold(value));
  const linkedin = (() => {
    if (!facts.linkedinHandle || !has(facts.linkedinHandle)) return null;
    if (printed.includes(fold(`linkedin.com/in/${facts.linkedinHandle}`))) return `linkedin.com/in/${facts.linkedinHandle}`;
    // A bare handle counts when a "LinkedIn" label stands right before it.
    const index = printed.indexOf(fold(facts.linkedinHandle));
    return /linkedin.{0,12}$/.test(printed.slice(Math.max(0, index - 30), index)) ? `linkedin.com/in/${facts.linkedinHandle}` : null;
  })();
  const experiences = facts.work
    .filter((job) => has(job.company) && has(job.title))
    .map((job) => ({
      title: job.title,
      company: job.company,
      start: at(job.start, theme.workDates),
      end: job.current ? null : at(job.end, theme.workDates),
      current: job.current,
    }));
  const education = facts.education
    .filter((entry) => has(entry.school))
    .map((entry, index) => {
      const source = resume.education[index];
      const degree = theme.degree && has(source.area) ? entry.degree : '';
      if (theme.eduDates === 'none') return { degree, school: entry.school, start: null, end: null };
      if (theme.eduDates === 'end') return { degree, school: entry.school, start: null, end: month(entry.end) };
      return { degree, school: entry.school, start: at(entry.start, theme.eduDates), end: at(entry.end, theme.eduDates) };
    });
  return {
    firstName: facts.firstName,
    lastName: facts.lastName,
    email: has(facts.email) ? facts.email : null,
    phone: facts.phone && has(resume.basics.phone) ? facts.phone : null,
    linkedin,
    experiences,
    education,
    skills: facts.skills.filter(has),
    languages: theme.languages === false ? [] : facts.languages.filter((language) => has(language.name)),
  };
}

/** Warnings when the rendered text does not show what the truth expects (a wrong theme profile). */
function checks(entry, truth, text) {
  const printed = fold(text);
  const warnings = [];
  for (const job of truth.experiences) if (!printed.includes(job.start.slice(0, 4))) warnings.push(`start year ${job.start} of ${job.title} not printed`);
  if (!printed.includes(fold(truth.lastName))) warnings.push(`last name ${truth.lastName} not printed`);
  if (truth.experiences.length === 0) warnings.push('no experience printed');
  return warnings.map((warning) => `${entry.id} (${entry.theme}): ${warning}`);
}

async function main() {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
  const count = Number(option('--count', '80'));
  const seed = Number(option('--seed', '12'));
  const t = tools(prng(seed));
  const themes = Object.keys(THEMES);
  const formats = [...Array(34).fill('pdf'), ...Array(16).fill('docx'), ...Array(10).fill('doc'), ...Array(10).fill('png'), ...Array(10).fill('jpeg')];
  const order = t.sample(formats, formats.length);
  fs.mkdirSync(path.join(FIXTURES, 'sources'), { recursive: true });
  const manifest = [];
  const warnings = [];
  for (let i = 0; i < count; i += 1) {
    const id = `tune-${String(i + 1).padStart(3, '0')}`;
    const language = i % 2 === 0 ? 'fr' : 'en';
    const themeName = themes[Math.floor(i / 2 + (i % 2) * 5) % themes.length];
    const format = order[i % order.length];
    const ext = format === 'jpeg' ? 'jpg' : format;
    const { resume, facts } = makeProfile(seed * 1000 + i, language);
    const source = `sources/${id}.json`;
    fs.writeFileSync(path.join(FIXTURES, source), `${JSON.stringify(resume, null, 2)}\n`);
    const entry = {
      id,
      file: `${id}.${ext}`,
      format,
      language,
      layout: `jsonresume-theme-${themeName} (${THEMES[themeName].layout})`,
      theme: themeName,
      source,
    };
    if (format === 'png' || format === 'jpeg') {
      entry.effects = {
        seed: seed * 1000 + i,
        dpi: t.pick([150, 200]),
        rotate: t.chance(0.35) ? Number(((t.chance(0.5) ? 1 : -1) * (0.4 + t.random() * 2)).toFixed(1)) : 0,
        noise: t.chance(0.4) ? Number((0.2 + t.random() * 0.5).toFixed(2)) : 0,
        grey: t.chance(0.5),
        quality: t.int(55, 85),
      };
    }
    process.stderr.write(`[${i + 1}/${count}] ${entry.file} (${themeName}, ${language})\n`);
    const word = format === 'docx' || format === 'doc';
    const { pdfFile, target } = await renderEntry(word ? entry : { ...entry, format: 'pdf', file: `${id}.pdf` }, resume, path.join(CACHE, '.generate'));
    // An image is a photo or scan of the first page: its truth is what that page prints. A Word
    // document prints what LibreOffice made of the page (a section the theme hides may show).
    const text = word ? wordText(target) : pdfText(pdfFile, format === 'png' || format === 'jpeg');
    entry.truth = truthOf(facts, resume, word ? { ...THEMES[themeName], languages: true } : THEMES[themeName], text);
    warnings.push(...checks(entry, entry.truth, text));
    manifest.push(entry);
  }
  fs.writeFileSync(path.join(FIXTURES, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const warning of warnings) process.stderr.write(`warning: ${warning}\n`);
  process.stderr.write(`${manifest.length} entries written to ${path.relative(ROOT, FIXTURES)}/manifest.json\n`);
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
