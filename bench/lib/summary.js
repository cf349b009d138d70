/**
 * The one shape every scenario reports in, gathered by bench/run.js into bench/results.json and
 * the tables of bench/results.md. A scenario calls writeSummary(name, { title, rows, notes, ok })
 * once; the file goes to BENCH_SUMMARY_FILE (set by run.js) or bench/results/<name>.json.
 *
 * Rows are of two kinds:
 *   http:  { kind: 'http', id, label, app, floor, ratio, target, met, apiPeakRssMb, workerPeakRssMb }
 *          app / floor = summarizeRuns(runs): the median of >= 2 runs (req/s, p50, p99), errors summed.
 *   value: { kind: 'value', id, label, value, unit, floorValue, floorLabel, ratio, target, met, note }
 *          (extraction time, documents per minute, hand-over latency...).
 */
const fs = require('node:fs');
const path = require('node:path');
const { median } = require('./stats');

const RESULTS = process.env.BENCH_RESULTS_DIR ?? path.join(__dirname, '..', 'results');

/** Median req/s, p50 and p99 of `runs` (lib/load lines); requests, non-2xx and errors summed; each run's req/s kept. */
function summarizeRuns(runs) {
  if (!runs || runs.length === 0) return null;
  const statuses = {};
  for (const run of runs) for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    mbps: median(runs.map((r) => r.mbps)),
    requests: runs.reduce((a, r) => a + r.total, 0),
    non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
    errors: runs.reduce((a, r) => a + r.errors, 0),
    statuses,
    runs: runs.map((r) => Math.round(r.rps * 10) / 10),
  };
}

/**
 * An HTTP row: app runs beside floor runs (either may be absent), the ratio of the medians, and
 * the peak RSS (MB) of the API and the worker over the app's runs (from lib/memory sampleRss).
 * `target` is the least ratio wanted (e.g. 0.4), or null.
 */
function httpRow({ id, label, app, floor = null, target = null, apiRss = null, workerRss = null, expected = '2xx' }) {
  const appSummary = summarizeRuns(app);
  const floorSummary = summarizeRuns(floor);
  const ratio = appSummary && floorSummary && floorSummary.rps > 0 ? appSummary.rps / floorSummary.rps : null;
  return {
    kind: 'http',
    id,
    label,
    expected: String(expected),
    app: appSummary,
    floor: floorSummary,
    ratio,
    target,
    met: target == null || ratio == null ? null : ratio >= target,
    apiPeakRssMb: apiRss?.peak ?? null,
    workerPeakRssMb: workerRss?.peak ?? null,
  };
}

/** A measured value (lower is better unless `higherIsBetter`), optionally beside a floor value. */
function valueRow({ id, label, value, unit, floorValue = null, floorLabel = null, target = null, higherIsBetter = false, note = null }) {
  const ratio = floorValue != null && value != null && floorValue > 0 ? value / floorValue : null;
  let met = null;
  if (target != null && value != null) met = higherIsBetter ? value >= target : value <= target;
  return { kind: 'value', id, label, value, unit, floorValue, floorLabel, ratio, target, met, note };
}

/**
 * True when an HTTP row has at least two app runs (and two floor runs, if it has a floor) that
 * answered only with `expected` (a status or '2xx'), with no errors. Value rows: the scenario judges.
 */
function clean(row) {
  if (row.kind !== 'http') return true;
  if (!row.app) return false;
  const ok = (summary) => {
    if (!summary) return true;
    if (summary.runs.length < 2 || summary.errors > 0) return false;
    return Object.keys(summary.statuses).every((s) => (row.expected === '2xx' ? /^2\d\d$/.test(s) : s === row.expected));
  };
  return ok(row.app) && ok(row.floor);
}

/** Writes the scenario's summary (see the head of this file) and returns it; `samples`: a soak's RSS over time. */
function writeSummary(scenario, { title, rows, notes = [], ok = true, detail = null, samples = undefined }) {
  const summary = {
    scenario,
    title,
    date: new Date().toISOString(),
    loadAverage: require('node:os').loadavg().map((l) => Math.round(l * 10) / 10),
    ok: ok && rows.every(clean),
    rows,
    notes,
    detail,
    ...(samples ? { samples } : {}),
  };
  const file = process.env.BENCH_SUMMARY_FILE ?? path.join(RESULTS, `${scenario}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  return summary;
}

/** True in `npm run bench -- --smoke`: a few seconds per scenario, enough to prove the harness runs. */
const SMOKE = process.env.BENCH_SMOKE === '1';

module.exports = { summarizeRuns, httpRow, valueRow, writeSummary, clean, SMOKE };
