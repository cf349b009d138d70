/** Resident memory of a process, read from /proc (Linux). */
const fs = require('node:fs');

/** { rss, hwm } in bytes (VmRSS, VmHWM); NaN where /proc is not readable. */
function readProcStatus(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: NaN, hwm: NaN };
  }
}

/** Runs `work` while sampling the process's RSS every 5 ms; peak = max(samples, VmHWM reset just before). */
async function withPeakRss(pid, work) {
  let hwmReset = false;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // Not Linux or not allowed: the 5 ms samples alone.
  }
  let peak = readProcStatus(pid).rss;
  const timer = setInterval(() => {
    const { rss } = readProcStatus(pid);
    if (rss > peak) peak = rss;
  }, 5);
  try {
    const result = await work();
    const { rss, hwm } = readProcStatus(pid);
    peak = Math.max(peak, rss, hwmReset && Number.isFinite(hwm) ? hwm : 0);
    return { result, peak, hwmReset };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Samples the RSS (MB) now and every `everyMs`; stop() takes a last sample and returns
 * { start, end, peak, samples } in MB, or null if /proc was never readable.
 */
function sampleRss(pid, everyMs = 1000) {
  const samples = [];
  const take = () => {
    const { rss } = readProcStatus(pid);
    if (Number.isFinite(rss)) samples.push(rss / 1024 / 1024);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples.length ? { start: samples[0], end: samples[samples.length - 1], peak: Math.max(...samples), samples: samples.length } : null;
    },
  };
}

module.exports = { readProcStatus, withPeakRss, sampleRss };
