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
  const hwmReset = resetPeak(pid); // where not allowed: the 5 ms samples alone
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

/** Pids of every descendant of `pid` (from /proc/<pid>/task/<tid>/children), e.g. the worker's extraction processes. */
function descendants(pid) {
  const found = [];
  const walk = (parent) => {
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${parent}/task`);
    } catch {
      return; // gone meanwhile, or not Linux
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = fs.readFileSync(`/proc/${parent}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ').filter(Boolean).map(Number)) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(pid);
  return found;
}

/** RSS in bytes of `pid` plus, with `tree`, all its descendants; NaN where /proc is not readable. */
function rssOf(pid, tree = false) {
  const own = readProcStatus(pid).rss;
  if (!tree || !Number.isFinite(own)) return own;
  return descendants(pid).reduce((sum, child) => sum + (readProcStatus(child).rss || 0), own);
}

/** Asks the kernel to reset the peak RSS (VmHWM) of `pid`; false where not allowed. */
function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * Samples the RSS (MB) now and every `everyMs` (with `tree`, of the process and its descendants
 * together); stop() takes a last sample and returns { start, end, peak, samples } in MB, or null if
 * /proc was never readable. Without `tree`, VmHWM is reset at the start and counted in the peak, so
 * a spike between two samples is not missed.
 */
function sampleRss(pid, everyMs = 1000, { tree = false } = {}) {
  const samples = [];
  const hwm = !tree && resetPeak(pid);
  const take = () => {
    const rss = rssOf(pid, tree);
    if (Number.isFinite(rss)) samples.push(rss / 1024 / 1024);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      if (!samples.length) return null;
      const kernelPeak = hwm ? readProcStatus(pid).hwm / 1024 / 1024 : NaN;
      const peak = Math.max(...samples, Number.isFinite(kernelPeak) ? kernelPeak : 0);
      return { start: samples[0], end: samples[samples.length - 1], peak, samples: samples.length };
    },
  };
}

module.exports = { readProcStatus, descendants, rssOf, resetPeak, withPeakRss, sampleRss };
