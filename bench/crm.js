#!/usr/bin/env node
/**
 * Benchmark of POST /v1/public/crm/:slug/contact-requests (issue 6).
 *
 *   npm run bench -- --only contact      (or, after `npm run build`: node bench/crm.js)
 *
 * 1. Distinct contact requests (new e-mail and new company each time), 50 connections, against
 *    the real app (rate limit lifted by config, worker running beside it) and against the floor
 *    (bench/floor/crm.js): a bare Node `http` server doing the same SQL (key lookup, then one transaction: e-mail advisory lock, replay check,
 *    company lock + lookup + insert, person lookup + insert, request, history, notifications).
 * 2. A replay load: 50 connections sending one identical request (a committed request is found
 *    before the transaction, the locked check decides otherwise); afterwards SQL checks that
 *    there is exactly one request, one person and one company for it.
 * Each load alternates app and floor runs; medians are quoted. The servers run in child processes
 * (autocannon stays in this one), on loopback, with their own database (created and dropped here)
 * and Redis prefix. Writes bench/results/crm.md and the harness summary.
 * Environment: BENCH_CONNECTIONS (default 50), BENCH_DURATION (24 s per server, in BENCH_ROUNDS
 * runs, default 4), BENCH_REPLAY_DURATION (8 s per server, same runs).
 */
const crypto = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const { bootAppWithClient, LIFTED } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { autocannonLoad } = require('./lib/load');
const { measureAlternating, roundCount, runSeconds } = require('./lib/measure');
const { table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { httpRow, summarizeRuns, writeSummary } = require('./lib/summary');
const { startWorker } = require('./lib/worker');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 24);
const ROUNDS = roundCount(4);
const REPLAY_DURATION = Number(process.env.BENCH_REPLAY_DURATION ?? 8);
const TARGET_RATIO = 0.4;

// ---------------------------------------------------------------------------------------------
// Children: the app, or the floor.
// ---------------------------------------------------------------------------------------------

async function serveApp() {
  const slug = process.env.BENCH_SLUG;
  const { app, ...info } = await bootAppWithClient({
    overrides: { rateLimitPublicPerMinute: LIFTED, rateLimitPartnerPerMinute: LIFTED },
    slug,
    scopes: ['public:contacts:write'],
    setup: async (tenants) => {
      await tenants.createUser(slug, `admin@${slug}.example`, 'Bench Admin', 'admin');
      await tenants.createUser(slug, `admin2@${slug}.example`, 'Bench Admin 2', 'admin');
    },
  });
  ready(info, { stop: () => app.close() });
}

/** The floor: node:http + pg, the same SQL as ContactRequestsService in one transaction, no framework. */
// ---------------------------------------------------------------------------------------------
// Parent: database, load, checks, report.
// ---------------------------------------------------------------------------------------------

function load(server, slug, { duration, body, label }) {
  let counter = 0;
  const run = crypto.randomBytes(3).toString('hex');
  return autocannonLoad({
    label,
    url: `http://127.0.0.1:${server.port}/v1/public/crm/${slug}/contact-requests`,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-public-key': server.key },
    body: () => {
      counter += 1;
      return JSON.stringify(body ?? distinctBody(run, counter));
    },
  });
}

function distinctBody(run, n) {
  return {
    kind: 'company',
    firstName: 'Bench',
    lastName: `Contact ${n}`,
    email: `bench.${run}.${n}@crm-bench.example`,
    companyName: `Bench Company ${run} ${n}`,
    topic: 'Benchmark',
    message: 'A contact request sent by bench/crm.js.',
    formName: 'bench-crm',
  };
}

const replayBody = (label) => ({
  kind: 'company', firstName: 'Replay', lastName: 'Load', email: `replay.${label}@crm-bench.example`,
  companyName: `Replay Company ${label}`, topic: 'Replay', message: 'Same request again and again', formName: 'bench-crm-replay',
});

async function main() {
  const { Client } = require('pg');
  const sandbox = await openSandbox('crm');
  const env = { ...sandbox.env, OUTBOX_SWEEP_INTERVAL_MS: '3600000' };
  const db = new Client({ connectionString: sandbox.databaseUrl });
  const children = [];
  try {
    await db.connect();
    // Both servers run side by side (the idle one costs nothing) and each load alternates between
    // them, so that load from other processes on this machine hits both alike.
    const servers = {};
    for (const mode of ['floor', 'app']) {
      const script = mode === 'app' ? __filename : path.join(__dirname, 'floor', 'crm.js');
      servers[mode] = await startChild(script, mode, { ...env, BENCH_SLUG: `bench-${mode}` });
      children.push(servers[mode].child);
    }
    const worker = await startWorker(env);
    children.push(worker.child);
    for (const mode of ['floor', 'app']) await load(servers[mode], `bench-${mode}`, { duration: runSeconds(2) }); // warm-up
    const measure = (label, duration, body) =>
      measureAlternating({
        rounds: ROUNDS,
        app: (round) => load(servers.app, 'bench-app', { duration, body: body?.('app'), label: `${label} ${round} app` }),
        floor: (round) => load(servers.floor, 'bench-floor', { duration, body: body?.('floor'), label: `${label} ${round} floor` }),
        apiPid: servers.app.child.pid,
        workerPid: worker.pid,
      });
    const distinct = await measure('distinct', runSeconds(DURATION / ROUNDS));
    const replay = await measure('replay', runSeconds(REPLAY_DURATION / ROUNDS), replayBody);
    for (const server of Object.values(servers)) await stopChild(server.child);
    await worker.stop();

    const stored = {};
    for (const mode of ['floor', 'app']) {
      const body = replayBody(mode);
      const { rows: [check] } = await db.query(
        `SELECT (SELECT count(*) FROM contact_request WHERE client_id = $1 AND email = $2)::int AS requests,
                (SELECT count(*) FROM person WHERE client_id = $1 AND email_key = $2)::int AS persons,
                (SELECT count(*) FROM company WHERE client_id = $1 AND name = $3)::int AS companies`,
        [servers[mode].clientId, body.email, body.companyName]);
      stored[mode] = check;
    }
    const { rows: [dup] } = await db.query(
      `SELECT count(*)::int AS n FROM (SELECT client_id, fingerprint FROM contact_request GROUP BY 1, 2 HAVING count(*) > 1) d`);
    const { rows: [dupPersons] } = await db.query(
      `SELECT count(*)::int AS n FROM (SELECT client_id, email_key FROM person GROUP BY 1, 2 HAVING count(*) > 1) d`);
    const figures = { distinct, replay, stored };
    write(figures, dup.n, dupPersons.n);
    const a = stored.app;
    const integrityOk = a.requests === 1 && a.persons === 1 && a.companies === 1 && dup.n === 0 && dupPersons.n === 0;
    const summary = writeSummary('contact', {
      title: 'CRM contact requests, POST /v1/public/crm/{slug}/contact-requests',
      rows: [
        httpRow({ id: 'contact-distinct', label: 'distinct (new e-mail and company each request)', app: distinct.app, floor: distinct.floor, target: TARGET_RATIO, apiRss: distinct.apiRss, workerRss: distinct.workerRss, expected: 201 }),
        httpRow({ id: 'contact-replay', label: 'replayed (one identical request, 201 with the first ids)', app: replay.app, floor: replay.floor, apiRss: replay.apiRss, workerRss: replay.workerRss, expected: 201 }),
      ],
      notes: [
        `${CONNECTIONS} connections; floor: node:http + pg with the same SQL in one transaction (no key check, no rate limiter: the ratio is pessimistic for the app)`,
        `replay stored by the app: ${a.requests} request, ${a.persons} person, ${a.companies} company (expected 1, 1, 1); duplicates over the whole run: ${dup.n} fingerprints, ${dupPersons.n} e-mails: ${integrityOk ? 'OK' : 'FAILED'}`,
      ],
      ok: integrityOk,
      detail: 'bench/results/crm.md',
    });
    return summary.ok ? 0 : 1;
  } finally {
    killChildren(children);
    await db.end().catch(() => undefined);
    await sandbox.close();
  }
}

function write(f, duplicateFingerprints, duplicatePersons) {
  const row = (label, runs) => {
    const s = summarizeRuns(runs);
    return [label, s.rps.toFixed(0), s.p50, s.p99, s.runs.join(', '), s.requests, s.non2xx, s.errors];
  };
  const ratio = summarizeRuns(f.distinct.app).rps / summarizeRuns(f.distinct.floor).rps;
  const header = ['load / server', 'median req/s', 'median p50 ms', 'median p99 ms', 'req/s of each run', 'requests', 'non-2xx', 'errors'];
  writeResult('crm', [
    '## crm: contact requests',
    '',
    `\`node bench/crm.js\` (after \`npm run build\`), ${CONNECTIONS} connections, ${ROUNDS} alternating runs per server and load (distinct ${runSeconds(DURATION / ROUNDS)} s, replay ${runSeconds(REPLAY_DURATION / ROUNDS)} s), `
      + `${os.cpus().length} cores (shared), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, `
      + `Node ${process.version}, ${new Date().toISOString()}. Rate limit lifted by config; the worker runs beside the API.`,
    '',
    'Distinct requests: every request a new e-mail and a new company (creates a person, a company, the request, two history rows, two notifications).',
    'Floor: node:http + pg doing the same SQL (key lookup, then one transaction with the same statements). App: Nest + Express, key guard, Redis rate limiter, validation.',
    '',
    ...table(header, [
      row('distinct | floor', f.distinct.floor),
      row('distinct | app', f.distinct.app),
      row('replay | floor', f.replay.floor),
      row('replay | app', f.replay.app),
    ]),
    '',
    `**App / floor (distinct): ${(ratio * 100).toFixed(0)}%** of the floor's median req/s (target: ${TARGET_RATIO * 100}% or more).`,
    '',
    'Replay load: one identical request sent by every connection for the whole run (served by the replay check under the e-mail lock), then counted by SQL:',
    '',
    ...table(['server', 'requests stored', 'persons', 'companies'], ['floor', 'app'].map((m) => [m, f.stored[m].requests, f.stored[m].persons, f.stored[m].companies])),
    '',
    `Duplicates found by SQL over the whole run: ${duplicateFingerprints} fingerprint(s) stored twice, ${duplicatePersons} e-mail(s) carried by two persons.`,
    '',
  ]);
}

if (require.main === module) runEntry({ main, app: serveApp });
