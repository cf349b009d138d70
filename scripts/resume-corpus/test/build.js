#!/usr/bin/env node
'use strict';
/**
 * Renders the test part of the resume corpus from its committed sources.
 *
 *   node scripts/resume-corpus/test/build.js [--out DIR] [--only ID,ID] [--force]
 *
 * Every manifest entry becomes DIR/<file> (default .cache/resume-corpus/test). An entry whose file exists and
 * whose inputs (source JSON, layout code, theme version, this script) hash as in DIR/.stamps.json is skipped.
 * Themes render in a child process with a frozen clock; Chromium prints HTML to PDF; LibreOffice converts
 * HTML and DOCX to DOCX/DOC/PDF; pdftoppm and ImageMagick make the images (noise seeded per entry).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const crypto = require('node:crypto');
const { spawnSync } = require('node:child_process');
const { THEMES } = require('./lib/themes');
const { LAYOUTS } = require('./layouts');

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/resume-corpus/test');
const BUILD_VERSION = 1;

const TOOLS = {
  chromium: { names: ['chromium', 'chromium-browser'], pkg: 'chromium' },
  soffice: { names: ['soffice', 'libreoffice'], pkg: 'libreoffice-writer' },
  pdftoppm: { names: ['pdftoppm'], pkg: 'poppler-utils' },
  convert: { names: ['convert-im6.q16', 'convert'], pkg: 'imagemagick' },
};

class BuildError extends Error {}

function parseArgs(argv) {
  const args = { out: path.join(ROOT, '.cache/resume-corpus/test'), only: null, force: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out') args.out = path.resolve(argv[++i]);
    else if (argv[i] === '--only') args.only = new Set(argv[++i].split(',').map((s) => s.trim()).filter(Boolean));
    else if (argv[i] === '--force') args.force = true;
    else throw new BuildError(`unknown argument ${argv[i]} (use --out DIR, --only ID,ID, --force)`);
  }
  return args;
}

function findTool(key) {
  for (const name of TOOLS[key].names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0 && found.stdout.trim()) {
      if (key === 'convert') {
        const version = spawnSync(found.stdout.trim(), ['-version'], { encoding: 'utf8' });
        if (!/ImageMagick/.test(version.stdout || '')) continue;
      }
      return found.stdout.trim();
    }
  }
  throw new BuildError(`missing tool: ${TOOLS[key].names[0]} (install the Debian package ${TOOLS[key].pkg}: apt-get install -y ${TOOLS[key].pkg})`);
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', timeout: opts.timeout || 180000, maxBuffer: 64 * 1024 * 1024, ...opts });
  if (res.status !== 0) {
    const why = (res.stderr || res.stdout || (res.error && res.error.message) || '').trim().split('\n').slice(-2).join(' | ');
    throw new BuildError(`${path.basename(cmd)} failed (exit ${res.status}${res.signal ? `, ${res.signal}` : ''}): ${why}`);
  }
  return res;
}

function sha(...parts) {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 20);
}

const read = (...p) => fs.readFileSync(path.join(__dirname, ...p));

/** Hash of everything an entry's document depends on. */
function inputsHash(entry, sourceText, src) {
  const common = [read('build.js'), String(BUILD_VERSION), read('lib/text.js'), read('lib/resume.js')];
  if (src.theme) {
    const pkg = fs.readFileSync(require.resolve(`jsonresume-theme-${src.theme}/package.json`, { paths: [ROOT] }));
    return sha(sourceText, ...common, read('lib/render-theme.js'), read('lib/translate.js'), read('lib/themes.js'), pkg);
  }
  return sha(sourceText, ...common, read('layouts', `${src.layout}.js`), read('layouts/common.js'));
}

class Renderer {
  constructor(work) {
    this.work = work;
    this.tools = {};
  }

  tool(key) {
    if (!this.tools[key]) this.tools[key] = findTool(key);
    return this.tools[key];
  }

  html(src, sourcePath, base) {
    const out = path.join(this.work, `${base}.html`);
    if (src.theme) {
      run(process.execPath, [path.join(__dirname, 'lib/render-theme.js'), sourcePath, out], { cwd: ROOT });
    } else {
      fs.writeFileSync(out, LAYOUTS[src.layout].build(src));
    }
    return out;
  }

  printPdf(htmlPath) {
    const pdf = htmlPath.replace(/\.html$/, '.pdf');
    run(this.tool('chromium'), [
      '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', `--user-data-dir=${path.join(this.work, 'chromium')}`,
      '--no-pdf-header-footer', '--run-all-compositor-stages-before-draw', '--virtual-time-budget=5000',
      `--print-to-pdf=${pdf}`, `file://${htmlPath}`,
    ]);
    if (!fs.existsSync(pdf)) throw new BuildError(`chromium wrote no PDF for ${path.basename(htmlPath)}`);
    return pdf;
  }

  office(input, target, filter, infilter) {
    const args = ['--headless', '--norestore', `-env:UserInstallation=file://${path.join(this.work, 'lo-profile')}`];
    if (infilter) args.push(`--infilter=${infilter}`);
    args.push('--convert-to', `${target}:${filter}`, '--outdir', path.join(this.work, 'office'), input);
    run(this.tool('soffice'), args);
    const out = path.join(this.work, 'office', `${path.basename(input).replace(/\.[^.]+$/, '')}.${target}`);
    if (!fs.existsSync(out)) throw new BuildError(`libreoffice wrote no ${target} for ${path.basename(input)}`);
    return out;
  }

  image(pdf, opts, format, seed, out) {
    const prefix = path.join(this.work, 'page');
    run(this.tool('pdftoppm'), ['-r', String(opts.dpi), '-png', pdf, prefix]);
    const pages = fs.readdirSync(this.work).filter((f) => f.startsWith('page') && f.endsWith('.png')).sort().map((f) => path.join(this.work, f));
    const args = [...pages];
    if (pages.length > 1) args.push('-append');
    args.push('-seed', String(seed), '-background', 'white', '-alpha', 'remove');
    if (opts.grey) args.push('-colorspace', 'Gray');
    if (opts.kind === 'photo') args.push('-fill', '#efe9dc', '-colorize', '12%', '-brightness-contrast', '-4x-8');
    if (opts.blur) args.push('-blur', `0x${opts.blur}`);
    if (opts.noise) args.push('-attenuate', String(opts.noise), '+noise', 'Gaussian');
    if (opts.rotate) args.push('-background', opts.kind === 'photo' ? '#6b6660' : 'white', '-rotate', String(opts.rotate), '+repage');
    args.push('-strip'); // no creation-date chunks: the same entry gives the same bytes
    if (format === 'jpeg') args.push('-quality', String(opts.quality));
    else args.push('-depth', '8');
    args.push(`${format === 'jpeg' ? 'jpg' : 'png'}:${out}`);
    run(this.tool('convert'), args);
    for (const p of pages) fs.unlinkSync(p);
  }

  /** Renders one entry into `target`. */
  async render(entry, src, sourcePath, target) {
    const base = entry.id;
    const layout = src.theme ? null : LAYOUTS[src.layout];
    const isImage = entry.format === 'png' || entry.format === 'jpeg';
    let made;
    if (!layout || layout.kind === 'html') {
      const html = this.html(src, sourcePath, base);
      if (entry.format === 'docx') made = this.office(html, 'docx', 'MS Word 2007 XML', 'HTML (StarWriter)');
      else if (entry.format === 'doc') made = this.office(html, 'doc', 'MS Word 97', 'HTML (StarWriter)');
      else made = this.printPdf(html);
    } else {
      const docx = path.join(this.work, `${base}.docx`);
      fs.writeFileSync(docx, await layout.build(src));
      if (entry.format === 'docx') made = docx;
      else if (entry.format === 'doc') made = this.office(docx, 'doc', 'MS Word 97');
      else made = this.office(docx, 'pdf', 'writer_pdf_Export');
    }
    if (isImage) {
      // The PDF an image was made from, for check.js.
      fs.mkdirSync(path.join(path.dirname(target), '.pdf'), { recursive: true });
      fs.copyFileSync(made, path.join(path.dirname(target), '.pdf', `${entry.id}.pdf`));
      const seed = parseInt(sha(entry.id).slice(0, 6), 16);
      this.image(made, src.image, entry.format, seed, target);
    } else {
      fs.copyFileSync(made, target);
    }
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8'));
  const entries = manifest.filter((e) => !args.only || args.only.has(e.id));
  if (args.only && entries.length !== args.only.size) {
    const known = new Set(manifest.map((e) => e.id));
    throw new BuildError(`unknown id(s): ${[...args.only].filter((id) => !known.has(id)).join(', ')}`);
  }
  fs.mkdirSync(args.out, { recursive: true });
  const stampsPath = path.join(args.out, '.stamps.json');
  const stamps = fs.existsSync(stampsPath) ? JSON.parse(fs.readFileSync(stampsPath, 'utf8')) : {};

  // Name a missing tool before any work, for the entries that will be rendered.
  const plan = entries.map((entry) => {
    const sourcePath = path.join(FIXTURES, entry.source);
    const sourceText = fs.readFileSync(sourcePath);
    const src = JSON.parse(sourceText);
    if (src.theme && !THEMES[src.theme]) throw new BuildError(`${entry.id}: unknown theme ${src.theme}`);
    if (!src.theme && !LAYOUTS[src.layout]) throw new BuildError(`${entry.id}: unknown layout ${src.layout}`);
    const hash = inputsHash(entry, sourceText, src);
    const target = path.join(args.out, entry.file);
    const fresh = !args.force && stamps[entry.id] === hash && fs.existsSync(target);
    return { entry, src, sourcePath, hash, target, fresh };
  });
  const needs = new Set();
  for (const p of plan.filter((x) => !x.fresh)) {
    const html = p.src.theme || LAYOUTS[p.src.layout].kind === 'html';
    const isImage = p.entry.format === 'png' || p.entry.format === 'jpeg';
    if (html && !['docx', 'doc'].includes(p.entry.format)) needs.add('chromium');
    if (!html && p.entry.format !== 'docx') needs.add('soffice');
    if (html && ['docx', 'doc'].includes(p.entry.format)) needs.add('soffice');
    if (isImage) needs.add('pdftoppm').add('convert');
  }
  for (const key of needs) findTool(key);

  const started = Date.now();
  let built = 0;
  for (const [i, p] of plan.entries()) {
    const label = `[${i + 1}/${plan.length}] ${p.entry.file}`;
    if (p.fresh) {
      process.stderr.write(`${label} (cached)\n`);
      continue;
    }
    process.stderr.write(`${label}\n`);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-corpus-test-'));
    try {
      await new Renderer(work).render(p.entry, p.src, p.sourcePath, p.target);
    } catch (err) {
      throw err instanceof BuildError ? new BuildError(`${p.entry.id}: ${err.message}`) : err;
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
    stamps[p.entry.id] = p.hash;
    fs.writeFileSync(stampsPath, `${JSON.stringify(stamps, null, 1)}\n`);
    built += 1;
  }
  process.stderr.write(`built ${built}, cached ${plan.length - built}, in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(ROOT, args.out) || args.out}\n`);
}

main().catch((err) => {
  process.stderr.write(`resume-corpus test build: ${err instanceof BuildError ? err.message : err.stack}\n`);
  process.exit(1);
});
