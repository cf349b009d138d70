/**
 * Fault harness for reliability tests (test/reliability). Everything a test starts here is
 * tracked and ended by pid in `stopAll()`: call it in afterAll, even on failure.
 *
 * - `DedicatedPostgres.start()`: a PostgreSQL cluster of the test's own (initdb in a temp dir,
 *   free port, trust auth); `createDatabase(name, { migrate: true })`, `freeze()`/`thaw()`
 *   (SIGSTOP/SIGCONT postmaster and backends), `stop()`/`restart()` (same port, same data).
 * - `DedicatedRedis.start()`: redis-server on a free port without persistence; `stop()`,
 *   `restart()` (comes back empty, as a restart without persistence does), `freeze()`/`thaw()`.
 * - `startApi(env)` / `startWorker(env)`: the built entry points (`npm run build` first) as child
 *   processes with the given environment (DATABASE_URL, REDIS_URL, REDIS_PREFIX, timeouts...);
 *   `signal(handle, 'SIGTERM')`, `handle.exited(ms)`, `handle.output()` (its logs).
 * - `Load`: a few loops sending requests until stopped, every outcome kept (`fetchJson` bounds each);
 *   `reportFigures(test, figures)` appends measured figures to $RELIABILITY_REPORT.
 * - `freePort()`, `waitFor(what, check, timeoutMs)`, `startProcess(...)` for anything else.
 *
 *   afterAll(() => stopAll());
 *   const pg = await DedicatedPostgres.start();
 *   const api = await startApi({ DATABASE_URL: await pg.createDatabase('recruit', { migrate: true }), ... });
 */
export { DedicatedPostgres } from './postgres';
export { DedicatedRedis } from './redis';
export { fetchJson, Load, reportFigures } from './load';
export type { Outcome } from './load';
export { childPids, freePort, onCleanup, signal, signalTree, startApi, startProcess, startWorker, stopAll, waitFor } from './processes';
export type { ApiProcess, Tracked } from './processes';
