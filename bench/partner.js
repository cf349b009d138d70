#!/usr/bin/env node
/**
 * Partner candidate creation benchmark (issue 7).
 *
 *   npm run build && node bench/partner.js        (or: npm run bench / node bench/run.js partner)
 *
 * Starts, on loopback only, with its own database and Redis prefix:
 *   - the real app (dist/bootstrap createApp) in a child process;
 *   - the floor: a bare Node `http` server in a child process doing the same work per request
 *     (API key lookup, the app's own sliding-window rate-limit storage from dist, the same SQL in
 *     one transaction with the same advisory locks), without Nest, Express, TypeORM or validation libs.
 * Load: autocannon from this process. Two workloads each:
 *   - create: JSON candidate creation, a distinct externalId and e-mail per request (new person,
 *     process, activity, submission each time);
 *   - replay: the same externalId again and again (200 deduped).
 * After the runs, SQL checks that there is no duplicate person or process. Writes bench/results/partner.md.
 * Environment: BENCH_DURATION (s, default 8), BENCH_CONNECTIONS (default 16), BENCH_ROUNDS (default 4),
 * BENCH_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL.
 */
const { randomBytes } = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const { bootAppWithClient, LIFTED } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { autocannonLoad } = require('./lib/load');
const { measureAlternating, roundCount, runSeconds } = require('./lib/measure');
const { statusList, table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { httpRow, summarizeRuns, writeSummary } = require('./lib/summary');
const { startWorker } = require('./lib/worker');

const ROUNDS = roundCount(4);
const ROUND_SECONDS = runSeconds(Number(process.env.BENCH_DURATION ?? 8) / ROUNDS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TARGET_RATIO = 0.4;

// ---------------------------------------------------------------- child: the real app
async function serveApp() {
  const slug = `bench-${randomBytes(4).toString('hex')}`;
  const { app, port, ...tenant } = await bootAppWithClient({
    overrides: { rateLimitPartnerPerMinute: LIFTED },
    slug,
    name: 'Bench client',
    scopes: ['partner:projects:read', 'partner:candidates:write'],
    keyOptions: { connector: 'bench' },
    setup: async (tenants) => {
      await tenants.setStages(slug, [{ key: 'new', label: 'New' }, { key: 'screening', label: 'Screening' }]);
      const project = await tenants.createProject(slug, 'Bench project', { companyName: 'Bench' });
      return { projectId: project.id };
    },
  });
  ready({ port, tenant }, { stop: () => app.close() });
}

// ---------------------------------------------------------------- parent: orchestration
function load(port, key, makeBody, label, duration = ROUND_SECONDS) {
  return autocannonLoad({
    label,
    url: `http://127.0.0.1:${port}/v1/partner/candidates`,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-public-key': key },
    body: () => JSON.stringify(makeBody()),
  });
}

async function post(port, key, body) {
  const res = await fetch(`http://127.0.0.1:${port}/v1/partner/candidates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-public-key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function main() {
  const { Client } = require('pg');
  const sandbox = await openSandbox('partner');
  const env = { ...sandbox.env, OUTBOX_SWEEP_INTERVAL_MS: '3600000' };
  const children = [];
  const loadBefore = os.loadavg()[0];
  try {
    const runId = randomBytes(3).toString('hex');
    let n = 0;
    const created = (prefix) => () => {
      n += 1;
      return { firstName: 'Bench', lastName: `Person ${n}`, email: `${prefix}-${runId}-${n}@bench.example`, projectId: tenant.projectId, externalId: `${prefix}-${runId}-${n}` };
    };

    // Both servers run side by side (the idle one costs nothing) and the runs alternate, so a
    // change of background load on the machine hits both alike.
    const app = await startChild(__filename, 'app', env);
    children.push(app.child);
    const tenant = app.tenant;
    const floor = await startChild(path.join(__dirname, 'floor', 'partner.js'), 'floor', env);
    children.push(floor.child);
    const worker = await startWorker(env);
    children.push(worker.child);
    const replayBody = (who) => ({ firstName: 'Replay', lastName: who, email: `replay-${who}-${runId}@bench.example`, projectId: tenant.projectId, externalId: `replay-${who}-${runId}` });
    const appReplayBody = replayBody('app');
    const floorReplayBody = replayBody('floor');
    for (const [port, body] of [[app.port, appReplayBody], [floor.port, floorReplayBody]]) {
      const first = await post(port, tenant.key, body);
      if (first.status !== 201) throw new Error(`warm-up answered ${first.status}: ${JSON.stringify(first.body)}`);
    }
    await load(app.port, tenant.key, created('warm-app'), 'app warm-up', runSeconds(2));
    await load(floor.port, tenant.key, created('warm-floor'), 'floor warm-up', runSeconds(2));
    // Each workload: ROUNDS short runs alternating app and floor; the medians are quoted.
    const workload = (appBody, floorBody, label) =>
      measureAlternating({
        rounds: ROUNDS,
        app: (round) => load(app.port, tenant.key, appBody, `app ${label} ${round}/${ROUNDS}`),
        floor: (round) => load(floor.port, tenant.key, floorBody, `floor ${label} ${round}/${ROUNDS}`),
        apiPid: app.child.pid,
        workerPid: worker.pid,
      });
    const create = await workload(created('app'), created('floor'), 'create');
    const replay = await workload(() => appReplayBody, () => floorReplayBody, 'replay');
    const [appCreate, floorCreate, appReplay, floorReplay] = [create.app, create.floor, replay.app, replay.floor].map(summarizeRuns);
    await stopChild(app.child);
    await stopChild(floor.child);
    await worker.stop();

    // Integrity after the run.
    const db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const one = async (sql) => Number((await db.query(sql, [tenant.clientId])).rows[0].n);
    const checks = {
      duplicatePersons: await one(`SELECT count(*) AS n FROM (SELECT email_key FROM person WHERE client_id = $1 GROUP BY email_key HAVING count(*) > 1) d`),
      duplicateProcesses: await one(`SELECT count(*) AS n FROM (SELECT person_id, project_id FROM process WHERE client_id = $1 GROUP BY 1, 2 HAVING count(*) > 1) d`),
      duplicateSubmissions: await one(`SELECT count(*) AS n FROM (SELECT connector_key, external_id FROM partner_submission WHERE client_id = $1 GROUP BY 1, 2 HAVING count(*) > 1) d`),
      submissionsWithoutProcess: await one(
        `SELECT count(*) AS n FROM partner_submission s WHERE s.client_id = $1 AND NOT EXISTS (SELECT 1 FROM process p WHERE p.client_id = s.client_id AND p.id = s.process_id)`,
      ),
      replayPersons: await one(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key LIKE 'replay-%'`),
      persons: await one(`SELECT count(*) AS n FROM person WHERE client_id = $1`),
      processes: await one(`SELECT count(*) AS n FROM process WHERE client_id = $1`),
    };
    await db.end();
    const integrityOk = checks.duplicatePersons === 0 && checks.duplicateProcesses === 0 && checks.duplicateSubmissions === 0 && checks.submissionsWithoutProcess === 0 && checks.replayPersons === 2 && checks.persons === checks.processes;

    const ratio = (a, f) => (f.rps > 0 ? a.rps / f.rps : 0);
    const createRatio = ratio(appCreate, floorCreate);
    const replayRatio = ratio(appReplay, floorReplay);
    const row = (workload, server, r) => [workload, server, r.rps.toFixed(0), r.p50, r.p99, `${r.runs.join(', ')}`, statusList(r)];
    const rows = [
      httpRow({ id: 'partner-create', label: 'create (distinct externalId, new person)', app: create.app, floor: create.floor, target: TARGET_RATIO, apiRss: create.apiRss, workerRss: create.workerRss, expected: 201 }),
      httpRow({ id: 'partner-replay', label: 'replay (same externalId, 200 deduped)', app: replay.app, floor: replay.floor, target: TARGET_RATIO, apiRss: replay.apiRss, workerRss: replay.workerRss, expected: 200 }),
    ];
    writeResult('partner', [
      '## partner',
      '',
      `POST /v1/partner/candidates, JSON, ${CONNECTIONS} connections, ${ROUNDS} alternating runs of ${ROUND_SECONDS} s per server and workload (app, floor, app, ...; medians of the runs quoted), loopback, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}.`,
      'Floor: bare Node `http` + `pg` + `ioredis` doing the same work per request (key lookup, sliding-window rate-limit script, the same SQL and advisory locks in one transaction).',
      `Machine load average (1 min): ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after (the machine is shared: figures move with it; the ratio is the stable part).`,
      '',
      ...table(['workload', 'server', 'median req/s', 'median p50 ms', 'median p99 ms', 'req/s of each run', 'statuses'], [
        row('create (distinct externalId, new person)', 'app', appCreate),
        row('create (distinct externalId, new person)', 'floor', floorCreate),
        row('replay (same externalId, 200 deduped)', 'app', appReplay),
        row('replay (same externalId, 200 deduped)', 'floor', floorReplay),
      ]),
      '',
      `Ratio to the floor: create ${(createRatio * 100).toFixed(0)}%, replay ${(replayRatio * 100).toFixed(0)}% (target >= ${TARGET_RATIO * 100}%): ${createRatio >= TARGET_RATIO && replayRatio >= TARGET_RATIO ? 'met' : 'NOT met'}.`,
      '',
      `Integrity after the run (SQL): duplicate persons ${checks.duplicatePersons}, duplicate processes ${checks.duplicateProcesses}, duplicate submissions ${checks.duplicateSubmissions}, submissions without process ${checks.submissionsWithoutProcess}; ${checks.persons} persons, ${checks.processes} processes; replay persons ${checks.replayPersons} (expected 2): ${integrityOk ? 'OK' : 'FAILED'}.`,
      '',
    ]);
    const integrity = `integrity after the run (SQL): ${checks.duplicatePersons} duplicate persons, ${checks.duplicateProcesses} duplicate processes, ${checks.duplicateSubmissions} duplicate submissions, ${checks.replayPersons} persons for the 2 replayed externalIds: ${integrityOk ? 'OK' : 'FAILED'}`;
    const summary = writeSummary('partner', {
      title: 'partner candidate creation, POST /v1/partner/candidates (JSON)',
      rows,
      notes: [`${CONNECTIONS} connections; floor: node:http + pg + ioredis with the same key lookup, rate-limit script, SQL and advisory locks`, integrity],
      ok: integrityOk,
      detail: 'bench/results/partner.md',
    });
    return summary.ok ? 0 : 1;
  } finally {
    killChildren(children);
    await sandbox.close();
  }
}

if (require.main === module) runEntry({ main, app: serveApp });
