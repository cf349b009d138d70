#!/usr/bin/env node
/**
 * Benchmark of the career-site apply endpoint (issue 4).
 *
 *   npm run bench -- --only apply        (or, after `npm run build`: node bench/careers.js)
 *
 * Two loads, each against the real app (rate limit lifted by config, for the bench only; the
 * worker running beside it) and against the floor (bench/floor/careers.js): a bare Node `http` server (busboy for multipart) doing the same PostgreSQL work
 * in one transaction (key lookup, client settings, job lookup; then e-mail advisory lock, person
 * lookup + insert, active-application check, first stage, process, document + bytes, application,
 * activity, outbox row):
 *   1. JSON apply to a job, a new e-mail every request;
 *   2. multipart apply with a 1 MB PDF in field `resume`, a new e-mail every request.
 * Each load alternates app and floor runs (medians quoted); the RSS of the API and the worker is
 * sampled from /proc during the app's runs, and the worker drains the app's queue (resumes
 * parsed) before each floor run. Servers are child processes on loopback with their own database
 * (created and dropped here) and Redis prefix.
 * Writes bench/results/careers.md and the harness summary; exits 1 on any error or non-2xx response.
 * Environment: BENCH_CONNECTIONS (default 32), BENCH_DURATION (18 s per server and load, in
 * BENCH_ROUNDS runs, default 3).
 */
const crypto = require('node:crypto');
const os = require('node:os');
const path = require('node:path');
const { bootAppWithClient, LIFTED } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { autocannonLoad } = require('./lib/load');
const { measureAlternating, roundCount, runSeconds } = require('./lib/measure');
const { MULTIPART_CONTENT_TYPE, multipartBody } = require('./lib/multipart');
const { table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { httpRow, summarizeRuns, writeSummary } = require('./lib/summary');
const { startWorker, waitForQueueDrained } = require('./lib/worker');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = roundCount(3);
const ROUND_SECONDS = runSeconds(Number(process.env.BENCH_DURATION ?? 18) / ROUNDS);
const TARGET_RATIO = 0.4;

// ---------------------------------------------------------------------------------------------
// Children: the app, or the floor.
// ---------------------------------------------------------------------------------------------

async function serveApp() {
  const slug = process.env.BENCH_SLUG;
  const { app, ...info } = await bootAppWithClient({
    overrides: { rateLimitPublicPerMinute: LIFTED, rateLimitPartnerPerMinute: LIFTED },
    slug,
    scopes: ['public:careers:apply'],
    setup: async (tenants) => {
      await tenants.setStages(slug, [{ key: 'new', label: 'New' }, { key: 'screening', label: 'Screening' }]);
      const project = await tenants.createProject(slug, 'Bench project', { companyName: 'Bench Co' });
      const job = await tenants.createJob(slug, { title: 'Bench job', status: 'published', projectId: project.id, customFields: [{ name: 'Team', value: 'Platform' }] });
      return { jobid: job.jobid };
    },
  });
  ready(info, { stop: () => app.close() });
}

/** The floor: node:http + pg (+ busboy for multipart), the same SQL as CareersService in one transaction. */
// ---------------------------------------------------------------------------------------------
// Parent: database, load, memory, report.
// ---------------------------------------------------------------------------------------------

async function makePdf(bytes) {
  const { PDFDocument, StandardFonts } = require('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Bench Candidate - Senior engineer - 10 years of TypeScript', { x: 50, y: 700, size: 12, font });
  // Incompressible attachment so the file really is about 1 MB.
  await doc.attach(crypto.randomBytes(bytes), 'portfolio.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function load(server, slug, { duration, kind, pdf, label }) {
  let counter = 0;
  const run = crypto.randomBytes(3).toString('hex');
  const fields = () => {
    counter += 1;
    return { firstName: 'Bench', lastName: `Candidate ${counter}`, email: `bench.${run}.${counter}@careers-bench.example`, utm_source: 'bench', Team: 'Platform' };
  };
  return autocannonLoad({
    label,
    url: `http://127.0.0.1:${server.port}/v1/public/careers/${slug}/jobs/${server.jobid}/apply`,
    connections: CONNECTIONS,
    duration,
    timeout: 30,
    method: 'POST',
    headers: { 'content-type': kind === 'json' ? 'application/json' : MULTIPART_CONTENT_TYPE, 'x-service-public-key': server.key },
    body: () => (kind === 'json' ? JSON.stringify(fields()) : multipartBody(fields(), pdf)),
  });
}

async function main() {
  const pdf = await makePdf(1024 * 1024 - 2048);
  const sandbox = await openSandbox('careers');
  // The sweep off: the app's relay after commit is what hands its resumes over, and a sweep
  // could take the floor's rows (same database) for the app's worker.
  const env = { ...sandbox.env, OUTBOX_SWEEP_INTERVAL_MS: '3600000' };
  const children = [];
  try {
    // Both servers run side by side (the idle one costs nothing) and each load alternates between
    // them, so that load from other processes on this machine hits both alike.
    const servers = {};
    for (const mode of ['floor', 'app']) {
      const script = mode === 'app' ? __filename : path.join(__dirname, 'floor', 'careers.js');
      servers[mode] = await startChild(script, mode, { ...env, BENCH_SLUG: `bench-${mode}` });
      children.push(servers[mode].child);
    }
    const worker = await startWorker(env);
    children.push(worker.child);
    for (const mode of ['floor', 'app']) {
      await load(servers[mode], `bench-${mode}`, { duration: runSeconds(2), kind: 'json' }); // warm-up
      await load(servers[mode], `bench-${mode}`, { duration: 1, kind: 'multipart', pdf });
    }
    await waitForQueueDrained(env, 120_000); // the warm-up's resumes are not parsed during the first run
    let drained = true;
    const measure = (kind) =>
      measureAlternating({
        rounds: ROUNDS,
        app: (round) => load(servers.app, 'bench-app', { duration: ROUND_SECONDS, kind, pdf, label: `${kind} ${round} app` }),
        floor: (round) => load(servers.floor, 'bench-floor', { duration: ROUND_SECONDS, kind, pdf, label: `${kind} ${round} floor` }),
        apiPid: servers.app.child.pid,
        workerPid: worker.pid,
        // The worker parses what the app queued; the floor's run does not share the CPU with it.
        afterApp: async () => {
          drained = (await waitForQueueDrained(env, 120_000)) && drained;
        },
      });
    const json = await measure('json');
    const multipart = await measure('multipart');
    for (const server of Object.values(servers)) await stopChild(server.child);
    await worker.stop();

    const { Client } = require('pg');
    const db = new Client({ connectionString: sandbox.databaseUrl });
    await db.connect();
    const { rows: [parsed] } = await db.query(
      `SELECT count(*) FILTER (WHERE resume_status = 'parsed')::int AS parsed, count(*) FILTER (WHERE resume_status <> 'none')::int AS with_resume
         FROM application WHERE client_id = $1`, [servers.app.clientId]);
    await db.end();
    const figures = { json, multipart, parsed, drained };
    write(figures, pdf.length);
    const summary = writeSummary('apply', {
      title: 'career-site apply, POST /v1/public/careers/{slug}/jobs/{jobid}/apply',
      rows: [
        httpRow({ id: 'apply-json', label: 'JSON apply (new e-mail each request)', app: json.app, floor: json.floor, target: TARGET_RATIO, apiRss: json.apiRss, workerRss: json.workerRss, expected: 201 }),
        httpRow({ id: 'apply-multipart', label: `multipart apply, ${(pdf.length / 1024 / 1024).toFixed(2)} MB PDF`, app: multipart.app, floor: multipart.floor, apiRss: multipart.apiRss, workerRss: multipart.workerRss, expected: 201 }),
      ],
      notes: [
        `${CONNECTIONS} connections; floor: node:http + pg (+ busboy) with the same SQL in one transaction and the same relay of the resume to a BullMQ queue after commit (no key check, no rate limiter: the ratio is pessimistic for the app)`,
        `the worker parsed ${parsed.parsed} of the app's ${parsed.with_resume} resumes (queue drained after each app run: ${drained ? 'yes' : 'NO, timed out'})`,
      ],
      ok: drained && parsed.parsed === parsed.with_resume,
      detail: 'bench/results/careers.md',
    });
    return summary.ok ? 0 : 1;
  } finally {
    killChildren(children);
    await sandbox.close();
  }
}

function write(f, pdfBytes) {
  const row = (label, runs) => {
    const s = summarizeRuns(runs);
    return [label, s.rps.toFixed(0), s.p50, s.p99, s.runs.join(', '), s.requests, s.non2xx, s.errors];
  };
  const ratio = (kind) => summarizeRuns(f[kind].app).rps / summarizeRuns(f[kind].floor).rps;
  const mb = (v) => (v == null ? 'not sampled' : `${v.toFixed(0)} MB`);
  writeResult('careers', [
    '## careers: apply',
    '',
    `\`node bench/careers.js\` (after \`npm run build\`), ${CONNECTIONS} connections, ${ROUNDS} alternating runs of ${ROUND_SECONDS} s per server and load (medians quoted), `
      + `${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}, ${new Date().toISOString()}. `
      + 'Rate limit lifted by config for the bench only; the worker runs beside the API and drains its queue after each app run.',
    '',
    'Every request applies to a published job with a new e-mail: creates a person, a process at the first stage, the application, an activity; '
      + `multipart also stores a ${(pdfBytes / 1024 / 1024).toFixed(2)} MB PDF (document + bytes) and an outbox row (the app also relays it to BullMQ after commit, and the worker parses it).`,
    '',
    ...table(['load', 'server', 'median req/s', 'median p50 ms', 'median p99 ms', 'req/s of each run', 'requests', 'non-2xx', 'errors'], [
      row('JSON | floor (node:http + pg, same SQL, one transaction)', f.json.floor),
      row('JSON | app (Nest + Express, guard, rate limiter, validation)', f.json.app),
      row('multipart 1 MB PDF | floor (node:http + busboy + pg, relay to a queue)', f.multipart.floor),
      row('multipart 1 MB PDF | app (multer, magic-byte detection)', f.multipart.app),
    ]),
    '',
    `**JSON apply: app / floor ${(ratio('json') * 100).toFixed(0)}%** (target: ${TARGET_RATIO * 100}% or more). Multipart apply: app / floor ${(ratio('multipart') * 100).toFixed(0)}%.`,
    '',
    `Peak RSS over the app's runs: API ${mb(f.json.apiRss?.peak)} (JSON), ${mb(f.multipart.apiRss?.peak)} (multipart); worker ${mb(f.json.workerRss?.peak)} (JSON), ${mb(f.multipart.workerRss?.peak)} (multipart, parsing the resumes).`,
    `Resumes parsed by the worker: ${f.parsed.parsed} of ${f.parsed.with_resume}.`,
    '',
  ]);
}

if (require.main === module) runEntry({ main, app: serveApp });
