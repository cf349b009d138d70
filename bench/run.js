#!/usr/bin/env node
/**
 * `npm run bench`: runs every benchmark scenario in turn (each writes bench/results/<name>.md)
 * and gathers them into bench/results/summary.md. Run one with `node bench/run.js feed`.
 * Scenarios start their own database and Redis prefix; only loopback traffic.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const SCENARIOS = ['feed', 'careers', 'crm', 'partner', 'resumes'];
const only = process.argv.slice(2);
const selected = only.length ? SCENARIOS.filter((s) => only.includes(s)) : SCENARIOS;
const results = path.join(__dirname, 'results');
fs.mkdirSync(results, { recursive: true });

const summary = [`# Benchmark results`, ``, `Machine: ${require('node:os').cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`, ``];
let failed = 0;
for (const name of selected) {
  const script = path.join(__dirname, `${name}.js`);
  if (!fs.existsSync(script)) {
    summary.push(`## ${name}`, '', '_no scenario yet_', '');
    continue;
  }
  process.stderr.write(`\n=== bench: ${name} ===\n`);
  const file = path.join(results, `${name}.md`);
  const before = fs.existsSync(file) ? fs.statSync(file).mtimeMs : null;
  const run = spawnSync(process.execPath, [script], { stdio: 'inherit', env: process.env });
  if (run.status !== 0) failed += 1;
  // A results file the run did not rewrite is a previous run's: never present it as this one's.
  const fresh = fs.existsSync(file) && fs.statSync(file).mtimeMs !== before;
  summary.push(fresh ? fs.readFileSync(file, 'utf8').trim() : `## ${name}\n\n_failed (exit ${run.status})_`, '');
  if (fresh && run.status !== 0) summary.push(`_${name} exited ${run.status}: see its checks above._`, '');
}
fs.writeFileSync(path.join(results, 'summary.md'), `${summary.join('\n')}\n`);
process.stderr.write(`\nResults: ${path.join(results, 'summary.md')}\n`);
process.exit(failed ? 1 : 0);
