/**
 * App beside floor, in alternating runs (the machine is shared, so a change of outside load hits
 * both alike), with the RSS of the API and of the worker (its extraction processes included)
 * sampled during the app's runs.
 *
 *   const m = await measureAlternating({ rounds: 3, app: (r) => load(...), floor: (r) => load(...),
 *                                        apiPid, workerPid });
 *   httpRow({ ..., app: m.app, floor: m.floor, apiRss: m.apiRss, workerRss: m.workerRss })
 */
const { sampleRss } = require('./memory');
const { SMOKE } = require('./summary');

/** A whole number from the environment variable `name`, or `fallback`; a bad value stops the run. */
function envInteger(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

/** Runs per side: BENCH_ROUNDS, else `fallback`; never fewer than 2 (the median needs two). Smoke: 2. */
function roundCount(fallback) {
  return SMOKE ? 2 : Math.max(2, envInteger('BENCH_ROUNDS', fallback));
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
 * `rounds` rounds of one app run and one floor run (floor optional), in the order app, floor,
 * floor, app, app, floor... (ABBA), so that what one side leaves behind (autovacuum after its
 * inserts, a warm cache) does not always fall on the other. `afterApp()` runs after each app run
 * (e.g. let the worker drain what the app queued, so the floor does not share the CPU with it).
 * Returns the runs of each side, the peak RSS of `apiPid` over the app's runs (samples and the
 * kernel's VmHWM) and of `workerPid` with its descendants over the app's runs and `afterApp`.
 */
async function measureAlternating({ rounds, app, floor = null, apiPid, workerPid = null, afterApp = null }) {
  const out = { app: [], floor: [] };
  const api = peakKeeper();
  const worker = peakKeeper();
  const runApp = async (round) => {
    const apiSampler = sampleRss(apiPid, 100);
    const workerSampler = workerPid ? sampleRss(workerPid, 250, { tree: true }) : null;
    out.app.push(await app(round));
    api.add(apiSampler.stop());
    if (afterApp) await afterApp();
    worker.add(workerSampler?.stop());
  };
  for (let round = 1; round <= rounds; round += 1) {
    const floorFirst = floor && round % 2 === 0;
    if (floorFirst) out.floor.push(await floor(round));
    await runApp(round);
    if (floor && !floorFirst) out.floor.push(await floor(round));
  }
  return { ...out, apiRss: api.value, workerRss: worker.value };
}

module.exports = { measureAlternating, roundCount, runSeconds, envInteger };
