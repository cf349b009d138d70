'use strict';
/**
 * Rendering of one tuning-part resume: JSON Resume theme -> HTML (French headings, dates and
 * labels for the French half) -> PDF by headless Chromium -> DOCX/DOC by LibreOffice, PNG/JPEG by
 * pdftoppm + ImageMagick (seeded rotation, noise, greyscale).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { prng } = require('./profiles');
const { THEMES } = require('./themes');

/** Themes print durations ("6 years") and "today" relative to the clock: freeze it so renders are stable. */
const FROZEN_NOW = Date.UTC(2025, 10, 1, 12);

const TOOLS = {
  chromium: 'chromium',
  soffice: 'libreoffice-writer',
  pdftoppm: 'poppler-utils',
  pdftotext: 'poppler-utils',
  pdfinfo: 'poppler-utils',
  unzip: 'unzip',
  convert: 'imagemagick',
};

function requireTool(tool) {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
  } catch {
    throw new Error(`${tool} is missing: apt-get install -y ${TOOLS[tool]}`);
  }
  if (tool === 'convert' && !fs.existsSync('/usr/bin/convert')) throw new Error(`ImageMagick's convert is missing: apt-get install -y imagemagick`);
}

/** Forgets the loaded Handlebars, so the next theme that requires it gets an instance of its own. */
function forgetHandlebars() {
  for (const key of Object.keys(require.cache)) if (/[\\/]node_modules[\\/]handlebars[\\/]/.test(key)) delete require.cache[key];
}

/**
 * A theme's module: require(), or import() for one whose CommonJS build requires an ES-only package
 * (even). A theme of the fourth batch on gets a Handlebars of its own: mantra registers
 * handlebars-helpers' 180 helpers and kards its own "date" and "markdown" on the Handlebars they
 * load, which the hoisted package shares with other themes (github printed the year of today for
 * every month heading); fifth batch: hexagon registers "date", "names" and "skills", techlead
 * partials named "work", "education", "skills". Tenth batch: a local template (themes.js local) is
 * required from local-themes/, not from the registry's packages.
 */
async function loadTheme(themeName) {
  // Tenth batch: a template of the corpus's own (themes.js local: true), local-themes/<name>.js
  if (THEMES[themeName]?.local) return require(path.join(__dirname, 'local-themes', `${themeName}.js`));
  const id = `jsonresume-theme-${themeName}`;
  const own = THEMES[themeName]?.batch >= 4;
  if (own) forgetHandlebars();
  try {
    return require(id);
  } catch (error) {
    if (!['ERR_PACKAGE_PATH_NOT_EXPORTED', 'ERR_REQUIRE_ESM'].includes(error?.code)) throw error;
    return import(id);
  } finally {
    if (own) forgetHandlebars();
  }
}

/**
 * Ninth batch: a theme that prints Markdown, not HTML (themes.js text: true), as the page of a plain-text
 * resume: its text as it is (Handlebars has escaped the values already) in a monospace font.
 */
function textPage(text, name = '') {
  const title = String(name).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${title}</title><style>pre { white-space: pre-wrap; font-family: 'DejaVu Sans Mono', monospace; font-size: 9.5pt; line-height: 1.35; margin: 0; }</style></head><body><pre>${text.trim()}\n</pre></body></html>\n`;
}

async function renderHtml(themeName, resume) {
  const RealDate = Date;
  const realRandom = Math.random;
  class FrozenDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(FROZEN_NOW);
      else super(...args);
    }
    static now() {
      return FROZEN_NOW;
    }
  }
  global.Date = FrozenDate;
  const log = console.log;
  const warn = console.warn;
  console.log = () => undefined; // some themes print debugging output
  console.warn = () => undefined;
  if (THEMES[themeName]?.seededRandom) Math.random = prng(1); // (profiles.js's mulberry32: the same render every time)
  // Eighth batch on: the themes print dates in the machine's time zone (an ISO date is UTC midnight: "2019-06-01" is May 31 west of Greenwich), so UTC
  const zone = process.env.TZ;
  const utc = THEMES[themeName]?.batch >= 8;
  if (utc) process.env.TZ = 'UTC';
  try {
    const theme = await loadTheme(themeName);
    const render = theme.render ?? theme.default?.render;
    const output = await render(JSON.parse(JSON.stringify(resume)));
    return THEMES[themeName]?.text ? textPage(output, resume.basics?.name) : output;
  } finally {
    if (utc && zone === undefined) delete process.env.TZ;
    else if (utc) process.env.TZ = zone;
    Math.random = realRandom;
    global.Date = RealDate;
    console.log = log;
    console.warn = warn;
  }
}

const HEADINGS = {
  experience: 'Expérience',
  'work experience': 'Expérience professionnelle',
  work: 'Parcours professionnel',
  'professional experience': 'Expériences professionnelles',
  'work history': 'Parcours professionnel',
  education: 'Formation',
  skills: 'Compétences',
  'professional skills': 'Compétences professionnelles',
  'skills and tech': 'Compétences et outils',
  languages: 'Langues',
  interests: "Centres d'intérêt",
  about: 'À propos',
  'about me': 'À propos de moi',
  summary: 'Profil',
  profile: 'Profil',
  contact: 'Coordonnées',
  phone: 'Téléphone',
  email: 'E-mail',
  courses: 'Cours',
  highlights: 'Réalisations',
  profiles: 'Profils',
  location: 'Adresse',
  address: 'Adresse',
  'postal code & city': 'Code postal et ville',
  region: 'Région',
  personal: 'Personnel',
  links: 'Liens',
  references: 'Références',
  projects: 'Projets',
  awards: 'Distinctions',
  volunteer: 'Bénévolat',
  certificates: 'Certifications',
  website: 'Site web',
  fluency: 'Niveau',
  level: 'Niveau',
  gpa: 'Moyenne',
  present: "Aujourd'hui",
  current: 'En cours',
};
const MONTHS_FR = {
  january: 'janvier', february: 'février', march: 'mars', april: 'avril', may: 'mai', june: 'juin', july: 'juillet', august: 'août', september: 'septembre', october: 'octobre', november: 'novembre', december: 'décembre',
  jan: 'janv.', feb: 'févr.', mar: 'mars', apr: 'avr.', jun: 'juin', jul: 'juil.', aug: 'août', sep: 'sept.', sept: 'sept.', oct: 'oct.', nov: 'nov.', dec: 'déc.',
};
const MONTH_WORD = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)';

function sameCase(model, value) {
  return model === model.toUpperCase() && model !== model.toLowerCase() ? value.toUpperCase() : value;
}

/** French text of an English text node: headings and labels by dictionary, month names beside a year, a few connecting words. */
function translateText(text) {
  const trimmed = text.trim();
  const bare = trimmed.replace(/\s*:$/, '');
  const heading = HEADINGS[bare.toLowerCase()];
  if (heading) return text.replace(trimmed, sameCase(bare, heading) + (trimmed.endsWith(':') ? ' :' : ''));
  return text
    .replace(new RegExp(`\\b${MONTH_WORD}\\.?(?=[\\s,]*\\d{4})`, 'g'), (word, name) => sameCase(word, MONTHS_FR[name.toLowerCase()]))
    .replace(new RegExp(`(\\d{4}[-/ ])${MONTH_WORD}\\b`, 'g'), (_whole, lead, name) => `${lead}${MONTHS_FR[name.toLowerCase()].replace(/\.$/, '')}`)
    .replace(/\bPresent\b/g, "Aujourd'hui")
    .replace(/\bPRESENT\b/g, "AUJOURD'HUI")
    .replace(/\b(\d+) years?\b/g, (_w, n) => `${n} an${n === '1' ? '' : 's'}`)
    .replace(/\b(\d+) months?\b/g, '$1 mois')
    .replace(/(\d) to (\d|Aujourd)/g, '$1 à $2')
    .replace(/^(\s*)(Fluency|Level|GPA):/i, (_w, lead, label) => `${lead}${HEADINGS[label.toLowerCase()]} :`);
}

/** Translates the text nodes of an HTML document (not tags, scripts or styles); a theme's own words (themes.js french) first. */
function translateHtml(html, themeName) {
  const own = (themeName && THEMES[themeName]?.french) || [];
  const translate = (text) => translateText(own.reduce((value, [pattern, replacement]) => value.replace(pattern, replacement), text));
  const out = [];
  let skip = false;
  for (const part of html.split(/(<[^>]*>)/)) {
    if (part.startsWith('<')) {
      if (/^<(script|style)\b/i.test(part)) skip = true;
      else if (/^<\/(script|style)/i.test(part)) skip = false;
      else if (/^<html\b/i.test(part)) {
        out.push(/\blang=/.test(part) ? part.replace(/\blang="[^"]*"/, 'lang="fr"') : part.replace(/^<html/i, '<html lang="fr"'));
        continue;
      }
      out.push(part);
    } else out.push(skip || part.trim() === '' ? part : translate(part));
  }
  return out.join('');
}

function tempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function printPdf(htmlFile, pdfFile) {
  requireTool('chromium');
  const profile = tempDir('tuning-chromium-');
  try {
    execFileSync(
      'chromium',
      ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, '--no-pdf-header-footer', '--virtual-time-budget=5000', `--print-to-pdf=${pdfFile}`, `file://${htmlFile}`],
      { stdio: 'ignore', timeout: 90_000 },
    );
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
  if (!fs.existsSync(pdfFile)) throw new Error(`chromium printed no PDF for ${htmlFile}`);
}

/** HTML to DOCX or DOC with LibreOffice (its own profile folder, so it runs beside any other instance). */
function convertWithLibreOffice(htmlFile, format, outFile) {
  requireTool('soffice');
  const work = tempDir('tuning-lo-');
  try {
    const filter = format === 'docx' ? 'docx:MS Word 2007 XML' : 'doc:MS Word 97';
    execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${work}/profile`, '--convert-to', filter, '--outdir', work, htmlFile], { stdio: 'ignore', timeout: 120_000 });
    const produced = path.join(work, `${path.basename(htmlFile).replace(/\.html$/, '')}.${format}`);
    if (!fs.existsSync(produced)) throw new Error(`LibreOffice produced no ${format} for ${htmlFile}`);
    fs.copyFileSync(produced, outFile);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The first page of the PDF as an image (what a candidate photographs or scans), then the scan effects: rotation by a small angle,
 * noise, greyscale, JPEG quality. ImageMagick's noise is seeded, so the image is reproducible.
 */
function makeImage(pdfFile, format, effects, outFile) {
  requireTool('pdftoppm');
  requireTool('convert');
  const work = tempDir('tuning-img-');
  try {
    execFileSync('pdftoppm', ['-r', String(effects.dpi), '-f', '1', '-l', '1', '-singlefile', '-png', pdfFile, path.join(work, 'page')], { stdio: 'ignore' });
    const args = ['-seed', String(effects.seed), path.join(work, 'page.png'), '-background', 'white', '-alpha', 'remove'];
    if (effects.rotate) args.push('-rotate', String(effects.rotate));
    if (effects.noise) args.push('-attenuate', String(effects.noise), '+noise', 'Gaussian');
    if (effects.grey) args.push('-colorspace', 'Gray');
    if (format === 'jpeg') args.push('-quality', String(effects.quality ?? 80));
    args.push(`${format === 'jpeg' ? 'jpg' : 'png'}:${outFile}`);
    execFileSync('convert', args, { stdio: 'ignore', timeout: 120_000 });
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The text of a PDF (of its first page only with firstPage), for the truth. */
function pdfText(pdfFile, firstPage = false) {
  requireTool('pdftotext');
  // Reading order (wrapped lines joined) and layout mode (keeps the hyphen pdftotext drops at a line end).
  const pages = firstPage ? ['-f', '1', '-l', '1'] : [];
  const read = (mode) => execFileSync('pdftotext', ['-enc', 'UTF-8', ...pages, ...mode, pdfFile, '-'], { encoding: 'utf8' });
  return `${read([])}\n\f\n${read(['-layout'])}`;
}

/** The text of a Word document, as LibreOffice reads it (for the truth of DOCX and DOC entries). */
function wordText(file) {
  requireTool('soffice');
  const work = tempDir('tuning-txt-');
  try {
    execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${work}/profile`, '--convert-to', 'txt:Text (encoded):UTF8', '--outdir', work, file], { stdio: 'ignore', timeout: 120_000 });
    return fs.readFileSync(path.join(work, `${path.basename(file).replace(/\.[^.]+$/, '')}.txt`), 'utf8');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Renders one manifest entry to outDir/<file>; the HTML and PDF it is made from are kept beside it (.work/). */
async function renderEntry(entry, resume, outDir) {
  const workDir = path.join(outDir, '.work');
  fs.mkdirSync(workDir, { recursive: true });
  const htmlFile = path.join(workDir, `${entry.id}.html`);
  const pdfFile = path.join(workDir, `${entry.id}.pdf`);
  let html = await renderHtml(entry.theme, resume);
  if (entry.language === 'fr') html = translateHtml(html, entry.theme);
  fs.writeFileSync(htmlFile, html);
  printPdf(htmlFile, pdfFile);
  const target = path.join(outDir, entry.file);
  if (entry.format === 'pdf') fs.copyFileSync(pdfFile, target);
  else if (entry.format === 'docx' || entry.format === 'doc') {
    // LibreOffice shows what a browser hides (`hidden` spans a theme puts in an address against spam).
    const wordHtml = path.join(workDir, `${entry.id}.word.html`);
    fs.writeFileSync(wordHtml, html.replace(/<(\w+)\b[^>]*\shidden\b[^>]*>[^<]*<\/\1>/g, ''));
    convertWithLibreOffice(wordHtml, entry.format, target);
  }
  else makeImage(pdfFile, entry.format, entry.effects, target);
  return { pdfFile, target };
}

/**
 * The hyperlink targets a rendered document really holds, read with tools other than the parser's
 * (poppler's pdfinfo for a PDF's link annotations, the DOCX relationships, the DOC's HYPERLINK field
 * codes): a theme's HTML may link what its print hides.
 */
function documentLinks(file, format) {
  if (format === 'pdf') {
    const listing = execFileSync('pdfinfo', ['-url', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return listing.split('\n').slice(1).map((line) => line.trim().split(/\s+/)[2]).filter(Boolean);
  }
  if (format === 'docx') {
    const rels = execFileSync('unzip', ['-p', file, 'word/_rels/document.xml.rels'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return [...rels.matchAll(/Target="([^"]+)"\s+TargetMode="External"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
  }
  if (format === 'doc') return [...fs.readFileSync(file).toString('utf16le').matchAll(/HYPERLINK\s+"([^"]+)"/g)].map((match) => match[1]);
  return [];
}

module.exports = { renderEntry, renderHtml, translateHtml, pdfText, wordText, documentLinks, requireTool };
