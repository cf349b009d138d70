#!/usr/bin/env node
/**
 * The feed's XML writer (src/modules/feed/feed-xml.ts: string fragments) against xmlbuilder2's
 * streaming callback API (`createCB`), on the same jobs, in memory (no database, no HTTP): what the
 * choice of writer costs by itself.
 *
 *   npm install --no-save xmlbuilder2@4.0.3   # no longer a dependency: this measurement is why
 *   npm run build && node bench/feed-writer-xmlbuilder2.js [--rounds 5] [--sizes 1000,20000]
 *
 * Jobs are made like bench/feed.js seeds them (HTML description of 80 MD5 hex strings, accents,
 * three custom fields). Both writers go through pages of 1,000 jobs, each page made one Buffer, as
 * the feed service streams them; the Buffers are hashed and dropped. Each measurement runs in a
 * fresh child process (writers alternate: today, xmlbuilder2, xmlbuilder2, today, ...): wall time
 * of the whole document, and peak resident memory added by writing it (maxRSS after the write less
 * maxRSS once the jobs are built). The outputs are compared byte for byte, and both are read by a
 * strict XML parser (saxes) into the same sequence of elements and texts.
 */
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { join } = require('node:path');

const FEED_XML = join(__dirname, '../dist/modules/feed/feed-xml.js');
const XML_NAME = join(__dirname, '../dist/common/text/xml-name.js');
const PAGE = 1_000;

function makeJobs(count) {
  const jobs = new Array(count);
  const base = Date.parse('2026-11-23T08:00:00Z');
  for (let n = 1; n <= count; n++) {
    const words = [];
    for (let i = 1; i <= 80; i++) words.push(createHash('md5').update(`${n}:${i}`).digest('hex'));
    jobs[n - 1] = {
      jobid: `bench-${n}`, title: `Développeur·se backend senior n°${n}`, publishedAt: base - n * 60_000,
      url: `https://careers.acme.example/jobs/${n}`, company: 'Acme Industries', city: 'Lyon', state: 'Auvergne-Rhône-Alpes',
      country: 'FR', description: `<h2>Mission</h2><p>${words.join(' ')}</p><ul><li>Node.js &amp; PostgreSQL</li><li>Équipe de 8</li></ul>`,
      salary: '55 000 - 65 000 € / an', jobtype: 'CDI', remotetype: ['Fully remote', 'Hybrid remote', 'No remote'][n % 3],
      customFields: [{ name: 'Team', value: `Platform ${n % 10}` }, { name: "Niveau d'expérience", value: 'Senior' }, { name: 'Start date', value: n % 7 ? 'ASAP' : 'a ]]> b' }],
    };
  }
  return jobs;
}

/** Today's writer, as FeedService uses it: FEED_HEAD, one Buffer per page (encodePage), FEED_TAIL. */
function writeToday(jobs, sink) {
  const { FEED_HEAD, FEED_TAIL, jobXml } = require(FEED_XML);
  sink(Buffer.from(FEED_HEAD));
  for (let first = 0; first < jobs.length; first += PAGE) {
    let page = '';
    for (const job of jobs.slice(first, first + PAGE)) page += jobXml(job);
    sink(Buffer.from(page));
  }
  sink(Buffer.from(FEED_TAIL));
}

/** The same document with xmlbuilder2's callback writer (values cleaned and CDATA split as today). */
function writeXmlbuilder2(jobs, sink) {
  const { createCB } = require('xmlbuilder2');
  const { stripInvalidXmlChars, valueText, feedDate, customFieldPairs } = require(FEED_XML);
  const { customFieldElementNames } = require(XML_NAME);
  let page = '';
  const xml = createCB({ data: (chunk) => { page += chunk; }, prettyPrint: false });
  const element = (name, value) => {
    xml.txt('    ').ele(name);
    const parts = stripInvalidXmlChars(valueText(value)).split(']]>');
    for (let i = 0; i < parts.length; i++) xml.dat(i === 0 ? parts[i] + (parts.length > 1 ? ']]' : '') : (i < parts.length - 1 ? `>${parts[i]}]]` : `>${parts[i]}`));
    xml.up().txt('\n');
  };
  xml.dec({ version: '1.0', encoding: 'UTF-8' });
  page += '\n';
  xml.ele('source').txt('\n');
  for (let first = 0; first < jobs.length; first += PAGE) {
    for (const job of jobs.slice(first, first + PAGE)) {
      xml.txt('  ').ele('job').txt('\n');
      element('title', job.title); element('date', feedDate(job.publishedAt)); element('jobid', job.jobid); element('url', job.url);
      element('company', job.company); element('city', job.city); element('state', job.state); element('country', job.country);
      element('description', job.description); element('salary', job.salary); element('jobtype', job.jobtype); element('remotetype', job.remotetype);
      const fields = customFieldPairs(job.customFields);
      const names = customFieldElementNames(fields.map(([name]) => name));
      fields.forEach(([, value], i) => element(names[i], value));
      xml.txt('  ').up().txt('\n');
    }
    sink(Buffer.from(page));
    page = '';
  }
  xml.up().end();
  sink(Buffer.from(`${page}\n`));
}

const WRITERS = { today: writeToday, xmlbuilder2: writeXmlbuilder2 };

function child(writer, size, keep) {
  // Modules loaded before the clock starts: a process loads them once, not per feed.
  require(FEED_XML);
  require(XML_NAME);
  require('xmlbuilder2');
  const jobs = makeJobs(size);
  global.gc?.();
  const rssBefore = process.resourceUsage().maxRSS;
  const hash = createHash('sha256');
  const kept = [];
  let bytes = 0;
  const started = process.hrtime.bigint();
  WRITERS[writer](jobs, (buffer) => { hash.update(buffer); bytes += buffer.length; if (keep) kept.push(buffer); });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const addedMb = (process.resourceUsage().maxRSS - rssBefore) / 1024;
  if (keep) process.stdout.write(Buffer.concat(kept));
  else process.stdout.write(JSON.stringify({ writer, size, ms, addedMb, bytes, sha256: hash.digest('hex') }));
}

/** Elements and texts (CDATA joined to the text around it) as a strict parser reads them. */
function events(xml) {
  const { SaxesParser } = require('saxes');
  const parser = new SaxesParser();
  const out = [];
  let text = '';
  const flush = () => { if (text.trim()) out.push(`text:${text}`); text = ''; };
  parser.on('opentag', (tag) => { flush(); out.push(`open:${tag.name}`); });
  parser.on('closetag', (tag) => { flush(); out.push(`close:${tag.name}`); });
  parser.on('text', (t) => { text += t; });
  parser.on('cdata', (t) => { text += t; });
  parser.on('error', (error) => { throw error; });
  parser.write(xml).close();
  return out;
}

function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--child') return child(args[1], Number(args[2]), args[3] === 'keep');
  const option = (name, fallback) => { const at = args.indexOf(name); return at >= 0 ? args[at + 1] : fallback; };
  const rounds = Number(option('--rounds', '5'));
  const sizes = option('--sizes', '1000,20000').split(',').map(Number);
  const run = (writer, size, keep) => execFileSync(process.execPath, ['--expose-gc', '--max-old-space-size=4096', __filename, '--child', writer, String(size), keep ? 'keep' : ''], { maxBuffer: 1 << 30 });

  // Equivalence, on a small document: the same bytes, and the same reading by a strict parser.
  const [today, other] = ['today', 'xmlbuilder2'].map((writer) => run(writer, 200, true).toString('utf8'));
  const sameEvents = JSON.stringify(events(today)) === JSON.stringify(events(other));
  console.log(`200 jobs: identical bytes ${today === other}; same elements and texts for a strict parser (saxes) ${sameEvents}`);

  const median = (values) => { const s = [...values].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
  for (const size of sizes) {
    const results = { today: [], xmlbuilder2: [] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? ['xmlbuilder2', 'today'] : ['today', 'xmlbuilder2'];
      for (const writer of order) results[writer].push(JSON.parse(run(writer, size, false).toString('utf8')));
    }
    const hashes = new Set([...results.today, ...results.xmlbuilder2].map((r) => r.sha256));
    const summary = Object.fromEntries(Object.entries(results).map(([writer, list]) => [writer, {
      ms: median(list.map((r) => r.ms)), addedMb: median(list.map((r) => r.addedMb)), mb: list[0].bytes / 1024 / 1024,
    }]));
    const t = summary.today;
    const x = summary.xmlbuilder2;
    console.log(`${size.toLocaleString('en')} jobs (${t.mb.toFixed(1)} MB), medians of ${rounds}: today ${t.ms.toFixed(0)} ms, +${t.addedMb.toFixed(0)} MB RSS; ` +
      `xmlbuilder2 ${x.ms.toFixed(0)} ms (${(x.ms / t.ms * 100).toFixed(0)}%), +${x.addedMb.toFixed(0)} MB RSS (${(x.addedMb / Math.max(t.addedMb, 1) * 100).toFixed(0)}%); ` +
      `one output hash for all runs: ${hashes.size === 1}`);
    console.log(`  runs ms today ${results.today.map((r) => r.ms.toFixed(0)).join(' ')} | xmlbuilder2 ${results.xmlbuilder2.map((r) => r.ms.toFixed(0)).join(' ')}`);
  }
}

main();
