#!/usr/bin/env node
'use strict';
/**
 * Writes the test part's sources (test/fixtures/resume-corpus/test/sources/*.json) and its manifest with the
 * truth, from a seeded generator: the same script always writes the same files. Run it after changing the plan,
 * the pools or a theme profile, then `node scripts/resume-corpus/test/build.js` and `check.js`.
 *
 *   node scripts/resume-corpus/test/generate.js
 */
const fs = require('node:fs');
const path = require('node:path');
const { THEMES } = require('./lib/themes');
const { makeRng } = require('./lib/text');
const { person, jsonResume, truthOf } = require('./lib/resume');
const { LAYOUTS } = require('./layouts');

const ROOT = path.resolve(__dirname, '../../..');
const FIXTURES = path.join(ROOT, 'test/fixtures/resume-corpus/test');
const SEED = 20251123;

/** The part: layout, then language/format pairs. Counts are asserted below. */
const PLAN = [
  ['elegant', 'en/pdf fr/pdf en/png en/jpeg'],
  ['kendall', 'en/pdf fr/pdf fr/png en/jpeg'],
  ['stackoverflow', 'en/pdf fr/pdf en/png fr/jpeg'],
  ['tachyons-clean', 'en/docx fr/docx en/pdf fr/png'],
  ['autumn', 'en/pdf fr/pdf en/jpeg fr/png'],
  ['orbit', 'en/pdf fr/pdf en/png en/pdf'],
  ['minyma', 'en/docx fr/doc fr/pdf en/jpeg'],
  ['relaxed', 'en/pdf fr/pdf en/png fr/jpeg'],
  ['simple-red', 'en/docx fr/pdf en/pdf en/png'],
  ['lucide', 'fr/pdf fr/pdf en/pdf en/jpeg'],
  ['full', 'en/docx fr/docx en/doc fr/pdf'],
  ['dinesh', 'en/pdf fr/pdf en/pdf en/png'],
  ['word-native', 'en/docx fr/docx en/docx fr/docx en/docx en/doc fr/doc fr/jpeg'],
  ['cv-classique', 'fr/pdf fr/pdf fr/docx fr/docx fr/doc fr/doc fr/png fr/jpeg'],
];

function imageOptions(rng, format) {
  const kind = rng.pick(format === 'jpeg' ? ['photo', 'photo', 'scan'] : ['scan', 'screen', 'photo']);
  if (kind === 'screen') return { kind, dpi: rng.pick([110, 130, 150]), rotate: 0, grey: false, noise: 0, blur: 0, quality: 90 };
  if (kind === 'scan') return { kind, dpi: rng.pick([150, 200]), rotate: Number((rng.next() * 2.4 - 1.2).toFixed(2)), grey: true, noise: 0.5 + rng.int(0, 10) / 10, blur: 0, quality: rng.int(70, 90) };
  return { kind, dpi: rng.pick([150, 170, 200]), rotate: Number((rng.next() * 7 - 3.5).toFixed(2)), grey: rng.chance(0.3), noise: 0.3 + rng.int(0, 8) / 10, blur: Number((0.3 + rng.next() * 0.5).toFixed(2)), quality: rng.int(55, 82) };
}

function main() {
  const manifest = [];
  const sourcesDir = path.join(FIXTURES, 'sources');
  fs.mkdirSync(sourcesDir, { recursive: true });
  for (const f of fs.readdirSync(sourcesDir)) if (f.endsWith('.json')) fs.unlinkSync(path.join(sourcesDir, f));

  let n = 0;
  for (const [layout, cells] of PLAN) {
    for (const cell of cells.split(' ')) {
      n += 1;
      const [language, format] = cell.split('/');
      const id = `test-${String(n).padStart(3, '0')}`;
      const rng = makeRng(SEED + n * 7919);
      const isImage = format === 'png' || format === 'jpeg';
      const p = person(rng, language, isImage);
      let source;
      let truth;
      let layoutName;
      if (THEMES[layout]) {
        const profile = THEMES[layout];
        const resume = jsonResume(p, profile, rng);
        const presentWord = language === 'fr' ? rng.pick(["aujourd'hui", 'en cours', 'Présent']) : null;
        source = { id, language, format, layout: `jsonresume-theme-${layout}`, theme: layout, options: { presentWord }, resume };
        truth = truthOf(p, profile, resume);
        layoutName = `jsonresume-theme-${layout} (${profile.note})`;
      } else {
        const own = LAYOUTS[layout];
        const made = own.source(p, rng, { language, format });
        source = { id, language, format, layout, options: made.options, resume: made.resume };
        truth = made.truth;
        layoutName = own.name;
      }
      if (isImage) source.image = imageOptions(rng, format);
      const file = `sources/${id}.json`;
      fs.writeFileSync(path.join(FIXTURES, file), `${JSON.stringify(source, null, 2)}\n`);
      manifest.push({ id, file: `${id}.${format === 'jpeg' ? 'jpg' : format}`, format, language, layout: layoutName, source: file, truth });
    }
  }

  const count = (key) => manifest.reduce((acc, e) => ({ ...acc, [e[key]]: (acc[e[key]] || 0) + 1 }), {});
  const formats = count('format');
  const languages = count('language');
  if (manifest.length < 60 || languages.fr !== languages.en) throw new Error(`plan: ${manifest.length} entries, ${JSON.stringify(languages)}`);
  fs.writeFileSync(path.join(FIXTURES, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stderr.write(`wrote ${manifest.length} entries: ${JSON.stringify(formats)} ${JSON.stringify(languages)}\n`);
}

if (require.main === module) main();
