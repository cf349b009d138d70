#!/usr/bin/env node
'use strict';
/**
 * Renders the tuning part of the resume corpus (contract: CORPUS_CONTRACT, "Build"):
 *   node scripts/resume-corpus/tuning/build.js [--out DIR] [--only ID,ID] [--force]
 * Every manifest entry is rendered to DIR/<file> (default .cache/resume-corpus/tuning). An entry
 * whose output exists and whose inputs (source JSON, theme version, these scripts) are unchanged is
 * skipped (DIR/.stamps.json). Images get their seeded scan effects, so a render is reproducible.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { renderEntry, requireTool } = require('./render');

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/resume-corpus/tuning');

function scriptsHash() {
  const hash = crypto.createHash('sha256');
  for (const name of ['render.js', 'build.js', 'themes.js']) hash.update(fs.readFileSync(path.join(__dirname, name)));
  return hash.digest('hex');
}

/**
 * The installed version of a theme, from its own package.json (found from its main file: some `exports` hide it;
 * a theme installed under an alias, `jsonresume-theme-elementary` for a scoped package, has its folder's name);
 * a local template of the tenth batch, the hash of its file and of local-themes/common.js.
 */
function themeVersion(name) {
  // (tenth batch: a local template, local-themes/<name>.js, is versioned by its text and its helpers')
  const local = path.join(__dirname, 'local-themes', `${name}.js`);
  if (fs.existsSync(local)) return `local-${crypto.createHash('sha256').update(fs.readFileSync(local)).update(fs.readFileSync(path.join(__dirname, 'local-themes', 'common.js'))).digest('hex').slice(0, 16)}`;
  const id = `jsonresume-theme-${name}`;
  for (let dir = path.dirname(require.resolve(id)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (manifest.name === id || (path.basename(dir) === id && path.basename(path.dirname(dir)) === 'node_modules')) return manifest.version;
  }
  throw new Error(`no package.json for ${id}`);
}

function stampOf(entry, scripts) {
  const theme = themeVersion(entry.theme);
  const source = fs.readFileSync(path.join(FIXTURES, entry.source));
  return crypto.createHash('sha256').update(JSON.stringify({ scripts, theme, format: entry.format, effects: entry.effects ?? null, language: entry.language })).update(source).digest('hex');
}

async function main() {
  const argv = process.argv.slice(2);
  const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : null);
  const out = path.resolve(option('--out') ?? path.join(ROOT, '.cache/resume-corpus/tuning'));
  const only = option('--only')?.split(',') ?? null;
  const force = argv.includes('--force');
  const manifest = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'manifest.json'), 'utf8'));
  const entries = manifest.filter((entry) => !only || only.includes(entry.id));
  fs.mkdirSync(out, { recursive: true });
  const stampsFile = path.join(out, '.stamps.json');
  const stamps = fs.existsSync(stampsFile) ? JSON.parse(fs.readFileSync(stampsFile, 'utf8')) : {};
  const scripts = scriptsHash();
  let rendered = 0;
  for (const [index, entry] of entries.entries()) {
    const stamp = stampOf(entry, scripts);
    const target = path.join(out, entry.file);
    if (!force && stamps[entry.id] === stamp && fs.existsSync(target)) continue;
    if (rendered === 0) for (const tool of ['chromium', 'soffice', 'pdftoppm', 'convert']) requireTool(tool);
    process.stderr.write(`[${index + 1}/${entries.length}] ${entry.file}\n`);
    const source = JSON.parse(fs.readFileSync(path.join(FIXTURES, entry.source), 'utf8'));
    await renderEntry(entry, source, out);
    stamps[entry.id] = stamp;
    rendered += 1;
    fs.writeFileSync(stampsFile, `${JSON.stringify(stamps, null, 2)}\n`);
  }
  process.stderr.write(`tuning part: ${entries.length} entries, ${rendered} rendered, ${entries.length - rendered} cached in ${path.relative(ROOT, out) || out}\n`);
}

main().catch((error) => {
  process.stderr.write(`build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
