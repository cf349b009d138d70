/** CPU time of a process, read from /proc (Linux): less disturbed than wall time on a shared machine. */
const fs = require('node:fs');

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU time (ms, 10 ms resolution) `pid` has used so far; NaN where /proc is not readable. */
function cpuTimeMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/** Runs `work` and returns its result with the CPU time (ms) `pid` used meanwhile. */
async function withCpuTime(pid, work) {
  const before = cpuTimeMs(pid);
  const result = await work();
  return { result, cpuMs: cpuTimeMs(pid) - before };
}

module.exports = { cpuTimeMs, withCpuTime };
