/**
 * Servers in child processes (so that their CPU and RSS are their own), driven over IPC.
 * A scenario file is both the parent and its children: `node bench/x.js` runs `main`,
 * `node bench/x.js --serve app` runs `app` (see runEntry).
 *
 * Parent: startChild(script, mode, env) → { child, ...first message }; ask(child, { cmd }) → reply;
 * stopChild(child). Child: ready(info, { stop, commands }) sends `info` and answers the parent.
 * BENCH_CPU_PROF_DIR (or BENCH_PROFILE_DIR): children write a CPU profile there (<mode>.cpuprofile).
 */
const { fork } = require('node:child_process');
const { onInterrupt } = require('./cleanup');

function startChild(script, mode, env = {}, { execArgv = [] } = {}) {
  const profileDir = process.env.BENCH_CPU_PROF_DIR ?? process.env.BENCH_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${mode}.cpuprofile`] : [];
  return new Promise((resolve, reject) => {
    const child = fork(script, ['--serve', mode], {
      env: { ...process.env, ...env },
      execArgv: [...execArgv, ...profile],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const forget = onInterrupt(() => child.kill('SIGKILL'));
    child.once('exit', forget);
    child.once('message', (message) => resolve({ child, ...message }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

/** Sends `{ cmd, ... }` and resolves with the child's `{ reply: cmd, ... }`. */
function ask(child, message) {
  return new Promise((resolve) => {
    const onMessage = (reply) => {
      if (reply?.reply !== message.cmd) return;
      child.off('message', onMessage);
      resolve(reply);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

/** Asks the child to stop; SIGKILL after 10 s. */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.send({ cmd: 'stop' });
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Kills what is still running (a `finally` after an error). */
function killChildren(children) {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * Child side: tells the parent `info` (its port, keys...), then serves its commands: `stop` runs
 * `stop()` (if any) and exits 0; any other `{ cmd }` runs `commands[cmd](message)` and replies.
 * Exits when the parent's IPC channel closes.
 */
function ready(info, { stop, commands = {} } = {}) {
  // The parent died without stopping us (killed, crashed): do not linger as an orphan.
  process.once('disconnect', () => process.exit(1));
  process.on('message', async (message) => {
    if (message?.cmd === 'stop') {
      if (stop) await stop();
      process.exit(0);
    }
    const command = commands[message?.cmd];
    if (command) process.send({ reply: message.cmd, ...(await command(message)) });
  });
  process.send(info);
}

/**
 * Runs `entries.main` or, with `--serve <mode>`, `entries[mode]`; exits with the code `main`
 * returns (or process.exitCode), 1 on an error.
 */
function runEntry(entries) {
  const mode = process.argv[2] === '--serve' ? process.argv[3] : 'main';
  const entry = entries[mode];
  if (!entry) throw new Error(`unknown mode ${mode}`);
  Promise.resolve()
    .then(entry)
    .then((code) => {
      if (mode === 'main') process.exit(code ?? process.exitCode ?? 0);
    })
    .catch((error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    });
}

module.exports = { startChild, ask, stopChild, killChildren, ready, runEntry };
