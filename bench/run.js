#!/usr/bin/env node
/**
 * `npm run bench`: the benchmark harness. Builds (npm script), then runs each scenario in a process
 * of its own (each starts the built API and worker, and its floor, against a database and Redis
 * prefix of its own), and writes bench/results.json and bench/results.md.
 *
 *   npm run bench                                  every scenario
 *   npm run bench -- --only feed,apply             some of them (names below; also positional)
 *   npm run bench -- --smoke --only projects       seconds per scenario: proves the harness runs (written
 *                                                  to a new temp folder, named at the end, unless --out)
 *   npm run bench -- --soak 300                    mixed load for 300 s, RSS of API and worker every 10 s
 *   --out DIR                                      write results.{md,json} (and details) under DIR
 *
 * Loopback traffic only. Scenarios not run this time keep their previous figures in the results
 * files (each section carries its own date).
 */
const { spawnSync, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const SCENARIOS = {
  feed: { script: 'feed.js', about: 'XML job feed, 1,000 and 20,000 jobs' },
  apply: { script: 'careers.js', about: 'career-site apply: JSON, and multipart with a 1 MB PDF' },
  contact: { script: 'crm.js', about: 'CRM contact requests: distinct and replayed' },
  partner: { script: 'partner.js', about: 'partner candidate creation: distinct and replayed (externalId)' },
  projects: { script: 'projects.js', about: 'partner projects and stages list' },
  resumes: { script: 'resumes.js', about: 'resume extraction + parse per format beside pdftotext; worker throughput' },
  handover: { script: 'handover.js', about: 'queue hand-over latency: commit to job start' },
};
const ALIASES = { careers: 'apply', crm: 'contact', candidates: 'partner', pipeline: 'handover' };
const USAGE = `usage: npm run bench -- [--only ${Object.keys(SCENARIOS).join(',')}] [--smoke] [--soak SECONDS] [--out DIR]`;

function parseArgs(argv) {
  const options = { only: [], smoke: false, soak: null, out: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) fail(`${arg} needs a value`);
      return next;
    };
    if (arg === '--only') options.only.push(...value().split(','));
    else if (arg.startsWith('--only=')) options.only.push(...arg.slice(7).split(','));
    else if (arg === '--smoke') options.smoke = true;
    else if (arg === '--soak') options.soak = Number(value());
    else if (arg.startsWith('--soak=')) options.soak = Number(arg.slice(7));
    else if (arg === '--out') options.out = path.resolve(value());
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (!arg.startsWith('-')) options.only.push(arg);
    else fail(`unknown option ${arg}`);
  }
  options.only = options.only.map((s) => s.trim()).filter(Boolean).map((s) => ALIASES[s] ?? s);
  const unknown = options.only.filter((s) => !SCENARIOS[s]);
  if (unknown.length) fail(`unknown scenario ${unknown.join(', ')}`);
  if (options.soak !== null && !(Number.isInteger(options.soak) && options.soak >= 10)) fail('--soak takes a whole number of seconds, 10 or more');
  if (options.soak !== null && options.only.length) fail('--soak runs alone: leave out --only');
  // A smoke run's figures are not results: they never overwrite bench/results.* unless asked to.
  options.out ??= options.smoke ? fs.mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-smoke-')) : __dirname;
  return options;
}

function fail(message) {
  process.stderr.write(`bench: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** pdftotext (poppler) is the floor of the PDF extraction figures: installed here when missing and allowed. */
function ensurePdftotext() {
  const has = () => {
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (has()) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write('bench: pdftotext is missing (apt-get install poppler-utils): the PDF floor will not be measured\n');
    return;
  }
  process.stderr.write('bench: installing poppler-utils (pdftotext) for the PDF floor\n');
  spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit' });
  if (!has()) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit' });
  }
  if (!has()) process.stderr.write('bench: could not install poppler-utils: the PDF floor will not be measured\n');
}

/** A scenario's time limit: a hung one must not hold the whole run (a full scenario takes about 2 min). */
const SCENARIO_TIMEOUT_MS = 10 * 60_000;

/** The parsed JSON file, or null if it is missing or not JSON (a scenario killed while writing it). */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Runs one scenario script in its own process; returns its summary, or a failed stub. */
function runScenario(name, script, options, { extraEnv = {}, timeoutMs = SCENARIO_TIMEOUT_MS } = {}) {
  const summaryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-summary-')), `${name}.json`);
  const env = {
    ...process.env,
    BENCH_SUMMARY_FILE: summaryFile,
    BENCH_RESULTS_DIR: path.join(options.out, 'results'),
    BENCH_SMOKE: options.smoke ? '1' : '',
    ...extraEnv,
  };
  const started = Date.now();
  process.stderr.write(`\n=== bench: ${name} ===\n`);
  // SIGTERM at the limit: the scenario kills its servers and drops its database (lib/cleanup).
  const run = spawnSync(process.execPath, [path.join(__dirname, script)], { stdio: ['ignore', 'inherit', 'inherit'], env, timeout: timeoutMs, killSignal: 'SIGTERM' });
  const seconds = (Date.now() - started) / 1000;
  const written = readJson(summaryFile);
  fs.rmSync(path.dirname(summaryFile), { recursive: true, force: true });
  const exit = run.error?.code === 'ETIMEDOUT' ? `stopped after ${Math.round(timeoutMs / 1000)} s` : `exit ${run.status ?? run.signal}`;
  if (!written) {
    return { scenario: name, title: SCENARIOS[name]?.about ?? name, date: new Date().toISOString(), machine: machine(), ok: false, rows: [], notes: [`failed (${exit}): no results written; see the log`], seconds };
  }
  const summary = { ...written, machine: machine(), seconds };
  if (run.status !== 0) {
    summary.ok = false;
    summary.notes = [...(summary.notes ?? []), `the scenario failed (${exit}): see its checks in the log`];
  }
  return summary;
}

// ---------------------------------------------------------------- markdown

const num = (value, digits = 0) => (value == null || Number.isNaN(value) ? '' : Number(value).toFixed(digits));
const pct = (ratio) => (ratio == null ? '' : `${(ratio * 100).toFixed(0)}%`);
const verdict = (met) => (met == null ? '' : met ? 'met' : '**not met**');
const row = (cells) => `| ${cells.join(' | ')} |`;
const head = (cells) => [row(cells), `|${cells.map(() => '---').join('|')}|`];

function renderScenario(summary) {
  const lines = [`## ${summary.scenario}: ${summary.title}`, ''];
  const m = summary.machine;
  const on = m ? `, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}` : '';
  const when = `${summary.date}${on}${summary.loadAverage ? `, load average ${summary.loadAverage.join(' ')}` : ''}${summary.seconds ? `, ${summary.seconds.toFixed(0)} s` : ''}${summary.smoke ? ', smoke run' : ''}`;
  lines.push(`_${summary.ok ? 'ok' : '**FAILED**'}: ${when}_`, '');
  const http = summary.rows.filter((r) => r.kind === 'http');
  const values = summary.rows.filter((r) => r.kind === 'value');
  if (http.length) {
    lines.push(...head(['measure', 'app req/s (runs)', 'app p50 / p99 ms', 'app statuses', 'floor req/s (runs)', 'floor p50 / p99 ms', 'app / floor', 'target', 'API peak RSS MB', 'worker peak RSS MB']));
    for (const r of http) {
      const side = (s) => (s ? `${num(s.rps, 1)} (${s.runs.join(', ')})` : '');
      const lat = (s) => (s ? `${num(s.p50)} / ${num(s.p99)}` : '');
      const statuses = (s) => (s ? `${Object.entries(s.statuses).map(([k, v]) => `${k}: ${v}`).join(', ')}${s.errors ? `, errors: ${s.errors}` : ''}` : '');
      lines.push(row([r.label, side(r.app), lat(r.app), statuses(r.app), side(r.floor), lat(r.floor), pct(r.ratio), r.target == null ? '' : `>= ${pct(r.target)}: ${verdict(r.met)}`, num(r.apiPeakRssMb), num(r.workerPeakRssMb)]));
    }
    lines.push('');
  }
  if (values.length) {
    lines.push(...head(['measure', 'value', 'floor', 'ratio', 'target', 'note']));
    for (const r of values) {
      const digits = r.value != null && Math.abs(r.value) < 100 ? 1 : 0;
      const floor = r.floorValue == null ? '' : `${num(r.floorValue, digits)} ${r.unit}${r.floorLabel ? ` (${r.floorLabel})` : ''}`;
      lines.push(row([r.label, r.value == null ? 'not measured' : `${num(r.value, digits)} ${r.unit}`, floor, r.ratio == null ? '' : `${r.ratio.toFixed(2)}x`, r.target == null ? '' : `${r.target} ${r.unit}: ${verdict(r.met)}`, r.note ?? '']));
    }
    lines.push('');
  }
  for (const note of summary.notes ?? []) lines.push(`- ${note}`);
  if (summary.notes?.length) lines.push('');
  if (summary.detail) lines.push(`Details: \`${summary.detail}\`.`, '');
  return lines;
}

function renderResults(results) {
  const m = results.machine;
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${results.date}. Machine of this run: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, ${m.platform}, Node ${m.node}; shared with other work, so each section records its own date, machine and load average (a section kept from an earlier run keeps them).`,
    '',
    'How to read: the app (the built API, Nest + Express, with its worker running) and the floor (bare Node `http` doing the same SQL in one transaction and sending the same bytes, `bench/floor/`) '
      + 'run alternately in the same minutes; each figure is the median of the runs listed in brackets (at least two), and **app / floor** (median req/s over median req/s) is the figure that matters. '
      + 'p99 is the median of the runs\' p99. Peak RSS is sampled from /proc over the app\'s runs (the API\'s with its VmHWM; the worker\'s with its extraction processes). Rate limits are lifted for the bench (RATE_LIMIT_*_PER_MINUTE).',
    '',
  ];
  for (const name of Object.keys(SCENARIOS)) if (results.scenarios[name]) lines.push(...renderScenario(results.scenarios[name]));
  if (results.soak) lines.push(...renderSoak(results.soak));
  return `${lines.join('\n').trimEnd()}\n`;
}

function renderSoak(soak) {
  const lines = renderScenario(soak);
  if (soak.samples?.length) {
    lines.push('RSS every 10 s:', '');
    lines.push(...head(['t (s)', 'API RSS MB', 'worker RSS MB', 'extraction children MB', 'requests so far', 'errors so far']));
    for (const s of soak.samples) lines.push(row([s.t, num(s.apiRssMb), num(s.workerRssMb), num(s.extractionRssMb), s.requests ?? '', s.errors ?? '']));
    lines.push('');
  }
  return lines;
}

// ---------------------------------------------------------------- main

function main() {
  const options = parseArgs(process.argv.slice(2));
  const jsonFile = path.join(options.out, 'results.json');
  const mdFile = path.join(options.out, 'results.md');
  fs.mkdirSync(path.join(options.out, 'results'), { recursive: true });
  const previous = readJson(jsonFile) ?? {};
  const results = { date: new Date().toISOString(), machine: machine(), scenarios: { ...(previous.scenarios ?? {}) }, soak: previous.soak ?? null };
  // Written after every scenario: an interrupted run keeps what it measured.
  const save = () => {
    fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
    fs.writeFileSync(mdFile, renderResults(results));
  };
  const started = Date.now();
  let failed = 0;

  if (options.soak !== null) {
    const soak = runScenario('soak', 'soak.js', options, { extraEnv: { BENCH_SOAK_SECONDS: String(options.soak) }, timeoutMs: options.soak * 1000 + SCENARIO_TIMEOUT_MS });
    results.soak = soak;
    if (!soak.ok) failed += 1;
    save();
  } else {
    const selected = options.only.length ? Object.keys(SCENARIOS).filter((s) => options.only.includes(s)) : Object.keys(SCENARIOS);
    if (selected.includes('resumes') && !options.smoke) ensurePdftotext();
    for (const name of selected) {
      const summary = runScenario(name, SCENARIOS[name].script, options);
      summary.smoke = options.smoke;
      results.scenarios[name] = summary;
      if (!summary.ok) failed += 1;
      save();
    }
  }
  process.stderr.write(`\nbench: ${((Date.now() - started) / 1000).toFixed(0)} s; results in ${mdFile} and ${jsonFile}${failed ? `; ${failed} scenario(s) FAILED` : ''}\n`);
  process.exit(failed ? 1 : 0);
}

if (require.main === module) main();

module.exports = { SCENARIOS, parseArgs, renderResults };
