#!/usr/bin/env node
/**
 * Partner project list benchmark: GET /v1/partner/projects (SPEC 4.5), the stages and open projects
 * a partner reads before submitting candidates.
 *
 *   npm run build && node bench/projects.js        (or: npm run bench -- --only projects)
 *
 * Starts, on loopback only, with its own database and Redis prefix (rate limits lifted):
 *   - the built worker (dist/worker.js), idle, for its RSS;
 *   - the real app (dist/bootstrap) in a child process, which seeds one client through the admin
 *     services: 6 stages, 50 open projects and 20 closed ones (which must not be listed), each with
 *     a company; then a key with scope partner:projects:read (connector 'bench');
 *   - the floor (bench/floor/projects.js): bare node:http + pg doing the same key check,
 *     rate-limit script, SQL and JSON bytes.
 * Checks first that both answer the same body (parsed JSON, order included) and the same
 * content-type, and that it holds the seeded stages and open projects. Then autocannon GETs with
 * the key: a warm-up each, and rounds alternating app and floor; the RSS of the API and of the
 * worker is sampled during the app's rounds. Writes bench/results/projects.md and the
 * summary; exits 1 unless every response was a 200 without error.
 * Environment: BENCH_DURATION (s per server, split in rounds, default 12), BENCH_ROUNDS (default 3,
 * at least 2), BENCH_CONNECTIONS (default 32), BENCH_SMOKE=1 (2 rounds of 2 s, 1 s warm-ups),
 * BENCH_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL.
 */
const { randomBytes } = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const { bootAppWithClient } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { autocannonLoad, unexpected } = require('./lib/load');
const { measureAlternating, roundCount, runSeconds } = require('./lib/measure');
const { progress } = require('./lib/progress');
const { statusList, table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { httpRow, writeSummary, SMOKE } = require('./lib/summary');
const { startWorker } = require('./lib/worker');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = roundCount(3);
const ROUND_SECONDS = runSeconds(Number(process.env.BENCH_DURATION ?? 12) / ROUNDS);
const WARM_UP_SECONDS = SMOKE ? 1 : 2;
const TARGET_RATIO = 0.4;
const ROUTE = '/v1/partner/projects';

const STAGES = [
  { key: 'new', label: 'New' },
  { key: 'screening', label: 'Screening' },
  { key: 'interview', label: 'Interview' },
  { key: 'client-interview', label: 'Client interview' },
  { key: 'offer', label: 'Offer' },
  { key: 'hired', label: 'Hired' },
];
const ROLES = ['Senior Backend Engineer (Node.js)', 'Product Designer', 'Data Analyst', 'Account Executive – DACH', 'Site Reliability Engineer', 'Head of Finance', 'Ingénieur méthodes', 'Customer Success Manager', 'Frontend Developer (React)', 'HR Business Partner', 'Supply Chain Planner'];
const CITIES = ['Paris', 'Lyon', 'Berlin', 'München', 'Amsterdam', 'Remote', 'Bordeaux'];
const COMPANIES = ['Acme Logistics', 'Boulangerie Dupré & Fils', 'Nordwind Energie GmbH', 'Société des Eaux du Rhône', 'Helix Biotech', 'Kettle & Co', 'Orbital Payments', 'Verdant Foods', 'Atelier Lumière', 'Quantum Freight', 'Bright Harbor Insurance', 'Zeta Analytics', 'Café Noir', 'Moreau Construction', 'Polaris Health', 'Stackline Software', 'Rivière Conseil', 'Tidewater Retail'];
// 70 projects, one in seven closed twice over (20 closed among the 50 open).
const PROJECTS = Array.from({ length: 70 }, (_, i) => ({
  title: `${ROLES[i % ROLES.length]} – ${CITIES[i % CITIES.length]}`,
  companyName: COMPANIES[i % COMPANIES.length],
  status: i % 7 === 2 || i % 7 === 5 ? 'closed' : 'open',
}));
const OPEN = PROJECTS.filter((p) => p.status === 'open').length;

// ---------------------------------------------------------------- child: the real app

/** The stages, then every project through the admin services; returns the open ones as listed. */
async function seed(tenants, slug) {
  const bar = progress(`seeding ${STAGES.length} stages, ${PROJECTS.length} projects`, 1 + PROJECTS.length);
  await tenants.setStages(slug, STAGES);
  bar.tick();
  const open = [];
  for (const { title, companyName, status } of PROJECTS) {
    const project = await tenants.createProject(slug, title, { companyName, status });
    if (status === 'open') open.push({ projectId: project.id, title, companyName });
    bar.tick();
  }
  bar.done();
  return { open };
}

async function serveApp() {
  const slug = `bench-projects-${randomBytes(4).toString('hex')}`;
  const { app, port, key, open } = await bootAppWithClient({
    slug,
    name: 'Bench projects client',
    scopes: ['partner:projects:read'],
    keyOptions: { connector: 'bench' },
    setup: (tenants) => seed(tenants, slug),
  });
  ready({ port, key, open }, { stop: () => app.close() });
}

// ---------------------------------------------------------------- parent: orchestration

async function get(port, key) {
  const res = await fetch(`http://127.0.0.1:${port}${ROUTE}`, { headers: { 'x-service-public-key': key } });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type'), text, bytes: Buffer.byteLength(text) };
}

/** Throws unless app and floor answer 200 with the same body and content-type, listing what was seeded. */
async function checkBodies(app, floor) {
  const [a, f] = await Promise.all([get(app.port, app.key), get(floor.port, app.key)]);
  if (a.status !== 200 || f.status !== 200) throw new Error(`app answered ${a.status}, floor ${f.status}: ${a.text.slice(0, 300)} / ${f.text.slice(0, 300)}`);
  const body = JSON.parse(a.text);
  if (!isDeepStrictEqual(body, JSON.parse(f.text))) throw new Error(`app and floor bodies differ:\napp:   ${a.text.slice(0, 500)}\nfloor: ${f.text.slice(0, 500)}`);
  if (a.contentType !== f.contentType) throw new Error(`content-type: app ${a.contentType}, floor ${f.contentType}`);
  const byId = (list) => [...list].sort((x, y) => x.projectId.localeCompare(y.projectId));
  if (!isDeepStrictEqual(body.stages, STAGES)) throw new Error(`stages listed: ${JSON.stringify(body.stages)}`);
  if (body.projects.length !== OPEN || !isDeepStrictEqual(byId(body.projects), byId(app.open))) {
    throw new Error(`${body.projects.length} projects listed, not the ${OPEN} open ones seeded`);
  }
  return { bytes: a.bytes, sameBytes: a.text === f.text, contentType: a.contentType };
}

function load(port, key, label, duration) {
  return autocannonLoad({ label, url: `http://127.0.0.1:${port}${ROUTE}`, connections: CONNECTIONS, duration, headers: { 'x-service-public-key': key } });
}

/** Warm-ups, then ROUNDS alternating rounds, the API's and worker's RSS sampled over the app's. */
async function measure(app, floor, worker) {
  await load(app.port, app.key, 'app warm-up', WARM_UP_SECONDS);
  await load(floor.port, app.key, 'floor warm-up', WARM_UP_SECONDS);
  const measured = await measureAlternating({
    rounds: ROUNDS,
    app: (round) => load(app.port, app.key, `app ${round}/${ROUNDS}`, ROUND_SECONDS),
    floor: (round) => load(floor.port, app.key, `floor ${round}/${ROUNDS}`, ROUND_SECONDS),
    apiPid: app.child.pid,
    workerPid: worker.pid,
  });
  return { runs: { app: measured.app, floor: measured.floor }, apiRss: measured.apiRss, workerRss: measured.workerRss };
}

function details({ runs, apiRss, workerRss, body, row, loadBefore }) {
  const mb = (rss) => (rss ? `peak ${rss.peak.toFixed(0)} MB` : 'not measured');
  const line = (server, run, round) => [round, server, run.rps.toFixed(0), run.mbps.toFixed(1), run.p50, run.p99, run.total, statusList(run)];
  const ratio = row.ratio == null ? 'n/a' : `${(row.ratio * 100).toFixed(0)}%`;
  return [
    '## projects',
    '',
    `GET ${ROUTE} (${STAGES.length} stages, ${OPEN} open projects among ${PROJECTS.length}), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s per server alternating app and floor after a ${WARM_UP_SECONDS} s warm-up each; loopback, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}${SMOKE ? ', smoke run' : ''}.`,
    'Floor (bench/floor/projects.js): bare `node:http` + `pg` doing the same key check (format, lookup, SHA-256, scope), the app\'s sliding-window rate-limit script, the same two queries and the same JSON bytes.',
    `Body: ${body.bytes} bytes, \`${body.contentType}\`; app and floor bodies ${body.sameBytes ? 'byte-identical' : 'equal as JSON (bytes differ)'}.`,
    `Machine load average (1 min): ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after.`,
    '',
    ...table(['round', 'server', 'req/s', 'MB/s', 'p50 ms', 'p99 ms', 'requests', 'statuses'], runs.app.flatMap((run, i) => [line('app', run, i + 1), line('floor', runs.floor[i], i + 1)])),
    '',
    `Median req/s: app ${row.app.rps.toFixed(0)}, floor ${row.floor.rps.toFixed(0)}; app / floor ${ratio} (target >= ${TARGET_RATIO * 100}%: ${row.met ? 'met' : 'NOT met'}).`,
    `RSS over the app's rounds: API ${mb(apiRss)}; worker ${mb(workerRss)}.`,
    '',
  ];
}

async function main() {
  const sandbox = await openSandbox('projects');
  const env = { ...sandbox.env, OUTBOX_SWEEP_INTERVAL_MS: '3600000', RATE_LIMIT_PARTNER_PER_MINUTE: '100000000', RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000' };
  const children = [];
  const loadBefore = os.loadavg()[0];
  try {
    const worker = await startWorker(env);
    children.push(worker.child);
    const app = await startChild(__filename, 'app', env);
    children.push(app.child);
    const floor = await startChild(path.join(__dirname, 'floor', 'projects.js'), 'floor', env);
    children.push(floor.child);
    const body = await checkBodies(app, floor);
    const { runs, apiRss, workerRss } = await measure(app, floor, worker);
    await Promise.all([stopChild(app.child), stopChild(floor.child), worker.stop()]);

    const row = httpRow({ id: 'projects-list', label: `GET ${ROUTE} (${STAGES.length} stages, ${OPEN} open projects)`, app: runs.app, floor: runs.floor, target: TARGET_RATIO, apiRss, workerRss, expected: 200 });
    writeSummary('projects', {
      title: `partner projects and stages list (GET ${ROUTE})`,
      rows: [row],
      notes: [
        `Body ${body.bytes} bytes (${STAGES.length} stages, ${OPEN} open projects; the ${PROJECTS.length - OPEN} closed ones not listed), app and floor ${body.sameBytes ? 'byte-identical' : 'equal as JSON'}.`,
        `${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per server after a ${WARM_UP_SECONDS} s warm-up each.`,
      ],
      detail: 'bench/results/projects.md',
    });
    writeResult('projects', details({ runs, apiRss, workerRss, body, row, loadBefore }));
    const clean = [...runs.app, ...runs.floor].every((run) => !unexpected(run, 200));
    return clean ? 0 : 1;
  } finally {
    killChildren(children);
    await sandbox.close();
  }
}

if (require.main === module) runEntry({ main, app: serveApp });
