/**
 * The built resume worker (dist/worker.js) as a process of its own, against a sandbox's database
 * and Redis prefix, so that a scenario can report its RSS beside the API's.
 *
 *   const worker = await startWorker(sandbox.env); ... sampleRss(worker.pid) ... await worker.stop();
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { DIST } = require('./app');
const { onInterrupt } = require('./cleanup');

/** Starts `node dist/worker.js`; resolves once it logged "Resume worker started" (30 s at most). */
function startWorker(env, { concurrency = 2 } = {}) {
  const child = spawn(process.execPath, [path.join(DIST, 'worker.js')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'info', WORKER_CONCURRENCY: String(concurrency) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const forget = onInterrupt(() => child.kill('SIGKILL'));
  child.once('exit', forget);
  return new Promise((resolve, reject) => {
    let buffered = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the worker did not start within 30 s'));
    }, 30_000);
    const onData = (chunk) => {
      buffered += chunk.toString('utf8');
      if (!buffered.includes('Resume worker started')) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume(); // its later log lines are read and dropped
      child.off('exit', onExit);
      resolve({ child, pid: child.pid, stop: () => stopWorker(child) });
    };
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited with ${code} before starting: ${buffered.slice(-500)}`));
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** SIGTERM (the worker finishes its current jobs), SIGKILL after 30 s. */
function stopWorker(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
  });
}

/**
 * Resolves when the sandbox's resume queue has no waiting, delayed or active job (or after
 * `timeoutMs`, resolving false), so that a floor run does not share the CPU with the app's backlog.
 */
async function waitForQueueDrained(env, timeoutMs = 60_000) {
  const { Queue } = require('bullmq');
  const { queueOptions } = require(path.join(DIST, 'common/queue/queue.constants'));
  const { RESUME_QUEUE } = require(path.join(DIST, 'modules/resumes/resume.job'));
  const queue = new Queue(RESUME_QUEUE, queueOptions(env.REDIS_URL, env.REDIS_PREFIX));
  const end = Date.now() + timeoutMs;
  try {
    for (;;) {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
      if (Object.values(counts).every((n) => n === 0)) return true;
      if (Date.now() > end) return false;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await queue.close();
  }
}

module.exports = { startWorker, stopWorker, waitForQueueDrained };
