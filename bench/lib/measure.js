/**
 * App beside floor, in alternating runs (app, floor, app, floor...: the machine is shared, so a
 * change of outside load hits both alike), with the RSS of the API and the worker sampled during
 * the app's runs only.
 *
 *   const m = await measureAlternating({ rounds: 3, app: (r) => load(...), floor: (r) => load(...),
 *                                        apiPid, workerPid });
 *   httpRow({ ..., app: m.app, floor: m.floor, apiRss: m.apiRss, workerRss: m.workerRss })
 */
const { sampleRss } = require('./memory');
const { SMOKE } = require('./summary');

/** Runs per side: BENCH_ROUNDS, else `fallback`; never fewer than 2 (the median needs two). Smoke: 2. */
function roundCount(fallback) {
  if (SMOKE) return 2;
  return Math.max(2, Number(process.env.BENCH_ROUNDS ?? fallback));
}

/** Seconds of one run: `seconds`, or 2 in a smoke run. */
const runSeconds = (seconds) => (SMOKE ? 2 : seconds);

/** Keeps the highest `peak` of successive samplers (MB); null if /proc was never readable. */
function peakKeeper() {
  let peak = null;
  return {
    add(sample) {
      if (sample && (peak === null || sample.peak > peak)) peak = sample.peak;
    },
    get value() {
      return peak === null ? null : { peak };
    },
  };
}

/**
 * `rounds` rounds of app(round) then floor(round) (floor optional). `afterApp()` runs after each
 * app run (e.g. let the worker drain what the app queued, so the floor does not share the CPU with
 * it). Returns the runs of each side, the peak RSS of `apiPid` over the app's runs and of
 * `workerPid` over the app's runs and `afterApp`.
 */
async function measureAlternating({ rounds, app, floor = null, apiPid, workerPid = null, afterApp = null }) {
  const out = { app: [], floor: [] };
  const api = peakKeeper();
  const worker = peakKeeper();
  for (let round = 1; round <= rounds; round += 1) {
    const apiSampler = sampleRss(apiPid, 100);
    const workerSampler = workerPid ? sampleRss(workerPid, 100) : null;
    out.app.push(await app(round));
    api.add(apiSampler.stop());
    if (afterApp) await afterApp();
    worker.add(workerSampler?.stop());
    if (floor) out.floor.push(await floor(round));
  }
  return { ...out, apiRss: api.value, workerRss: worker.value };
}

module.exports = { measureAlternating, roundCount, runSeconds };
