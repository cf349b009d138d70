/**
 * What a benchmark process must undo if it is interrupted (Ctrl-C, `kill`, the harness's time
 * limit): child servers to kill, the sandbox database to drop and its Redis keys to delete. The
 * `finally` blocks do it on a normal end; a signal skips them, so the same steps are registered here.
 *
 *   const forget = onInterrupt(() => sandbox.close()); ... forget();
 */
const cleanups = new Set();
let installed = false;

/** Registers `fn` to run if the process is interrupted; returns a function that unregisters it. */
function onInterrupt(fn) {
  installSignalHandlers();
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

function installSignalHandlers() {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      process.stderr.write(`bench: ${signal}: cleaning up\n`);
      // Kills first (they are synchronous), then the sandbox; 20 s at most.
      const pending = [...cleanups].reverse().map((fn) => Promise.resolve().then(fn).catch(() => undefined));
      const limit = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
      Promise.race([Promise.all(pending), limit]).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
}

module.exports = { onInterrupt };
