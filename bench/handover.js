#!/usr/bin/env node
/**
 * Queue hand-over latency: from the COMMIT of a career-site application's transaction to the
 * START of its resume job in the worker.
 *
 *   node bench/handover.js        (after `npm run build`; BENCH_SMOKE=1 for a few seconds)
 *
 * Path measured (the production one): POST /v1/public/careers/{slug}/jobs/{jobid}/apply with a
 * small 1-page text PDF in `resume` stores the application and an outbox row in one transaction;
 * after commit, OutboxService.relay adds the BullMQ job `outbox-<row id>` to queue "resumes"
 * (the 5 s sweep, which only takes rows older than 1 s, stays on as in production); the real
 * worker (dist/worker.js, concurrency 2, its own process) takes the job.
 *
 * Commit time. now() is the transaction's START, so outbox.created_at is not the commit. In the
 * sandbox database only (never in migrations), a table bench_commit(outbox_id, committed_at) is
 * filled by a DEFERRABLE INITIALLY DEFERRED constraint trigger AFTER INSERT ON outbox: deferred
 * triggers run during COMMIT, after the last statement, so clock_timestamp() there is the commit
 * time (taken just before the commit record is flushed: the WAL flush, well under a millisecond
 * to a few ms, is counted in the latency). Verified here: (a) before the app starts, an outbox row
 * inserted, then pg_sleep(50 ms), then COMMIT must be stamped at least 50 ms after its insert;
 * (b) for every measured row, created_at (transaction start) <= committed_at <= enqueued_at (set
 * by the relay's UPDATE after BullMQ's add), all on the PostgreSQL clock; (c) committed_at <= the
 * job's BullMQ timestamp (+1 ms for its ms truncation), API clock against PostgreSQL's: servers on
 * one host, one clock.
 *
 * Job start: BullMQ's processedOn (ms, the worker's Date.now() when it moves the job to active),
 * read with Queue.getJob('outbox-<id>') once every job of a run has finished. A completed job is
 * kept (removeOnComplete: the last 1000), so each run is kept under 1000 applications and read
 * right after it. latency = processedOn - committed_at; split into commit -> job added (BullMQ's
 * job.timestamp, the API's Date.now() at add) and added -> start. BullMQ's times are whole ms, so
 * every figure is good to about 1 ms.
 *
 * Two phases, after a warm-up (excluded), each run ROUNDS times (default 2, at least 2), alternating
 * (paced, burst, paced, burst...: the machine is shared, so a change of outside load hits both
 * alike); every statistic (p50, p99, max of each interval) is the median of its value in the runs,
 * each run's figures shown beside it:
 *   1. paced: open loop, RATE applications per second for SECONDS (default 10/s for 15 s), each
 *      fired on schedule whatever the previous ones do, a new e-mail each: on a quiet machine the
 *      queue is idle between arrivals, so this is the hand-over itself, not a backlog (the report
 *      counts the jobs that found both worker slots busy when added, and gives the latency of the
 *      others apart: other processes on the same cores slow the jobs down and break this);
 *   2. burst: BURST applications (default 100) on 20 connections as fast as possible: this one
 *      includes queueing behind the busy worker.
 * API and worker RSS sampled every 250 ms over all runs (the worker's extraction child processes not
 * included). Writes bench/results/handover.md and the summary (lib/summary); exits 1 unless, in
 * every run, every application answered 201, every job started (and completed on its first attempt)
 * and the commit-time checks hold.
 * Environment: BENCH_HANDOVER_RATE (10), BENCH_HANDOVER_SECONDS (15, per paced run),
 * BENCH_HANDOVER_BURST (100, per burst run), BENCH_ROUNDS (2, runs of each phase; smoke: 2 short runs).
 */
const crypto = require('node:crypto');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { DIST, bootAppWithClient } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { sampleRss } = require('./lib/memory');
const { MULTIPART_CONTENT_TYPE, multipartBody } = require('./lib/multipart');
const { roundCount } = require('./lib/measure');
const { progress } = require('./lib/progress');
const { table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { ascending, median, percentile } = require('./lib/stats');
const { valueRow, writeSummary, SMOKE } = require('./lib/summary');
const { startWorker } = require('./lib/worker');

const RATE = Number(process.env.BENCH_HANDOVER_RATE ?? (SMOKE ? 5 : 10));
const SECONDS = Number(process.env.BENCH_HANDOVER_SECONDS ?? (SMOKE ? 2 : 15));
const BURST = Number(process.env.BENCH_HANDOVER_BURST ?? (SMOKE ? 20 : 100));
const BURST_CONNECTIONS = 20;
/** Runs of each phase (BENCH_ROUNDS, default 2, never fewer than 2; smoke: 2). */
const ROUNDS = roundCount(2);
/** Pause between runs: the previous run's jobs are all finished, this lets the processes settle. */
const SETTLE_MS = SMOKE ? 200 : 1000;
const WARM_UP = SMOKE ? 2 : 5;
const WORKER_CONCURRENCY = 2;
/** BullMQ keeps the last 1000 completed jobs: a run must stay below (its jobs are read right after it). */
const KEPT_JOBS = 1000;
const JOBS_TIMEOUT_MS = 60_000;
const SELF_TEST_SLEEP_MS = 50;
const TARGET_PACED_P50_MS = 50;
const TARGET_PACED_P99_MS = 200;

// ---------------------------------------------------------------------------------------------
// Child: the app, with a client, stages, a project, a published job and a careers key.
// ---------------------------------------------------------------------------------------------

async function serveApp() {
  const slug = process.env.BENCH_SLUG;
  const { app, ...info } = await bootAppWithClient({
    slug,
    scopes: ['public:careers:apply'],
    setup: async (tenants) => {
      await tenants.setStages(slug, [{ key: 'new', label: 'New' }, { key: 'screening', label: 'Screening' }]);
      const project = await tenants.createProject(slug, 'Bench project', { companyName: 'Bench Co' });
      const job = await tenants.createJob(slug, { title: 'Bench job', status: 'published', projectId: project.id });
      return { jobid: job.jobid };
    },
  });
  ready(info, { stop: () => app.close() });
}

// ---------------------------------------------------------------------------------------------
// Commit stamp: bench-only trigger in the sandbox database, and its self-test.
// ---------------------------------------------------------------------------------------------

async function installCommitStamp(db) {
  await db.query(`CREATE TABLE bench_commit (outbox_id bigint PRIMARY KEY, committed_at timestamptz NOT NULL)`);
  await db.query(`CREATE FUNCTION bench_commit_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO bench_commit (outbox_id, committed_at) VALUES (NEW.id, clock_timestamp());
      RETURN NULL;
    END $$`);
  await db.query(`CREATE CONSTRAINT TRIGGER bench_commit_stamp AFTER INSERT ON outbox
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bench_commit_stamp()`);
}

/**
 * Inserts an outbox row, sleeps, commits: the stamp must come after the sleep (so at COMMIT, not
 * at the insert). Runs before the app and the worker start; leaves nothing behind. Returns the
 * insert-to-stamp gap in ms.
 */
async function selfTestCommitStamp(db) {
  const { rows: [client] } = await db.query(`INSERT INTO client (slug, name) VALUES ('bench-commit-check', 'Commit check') RETURNING id`);
  try {
    await db.query('BEGIN');
    const { rows: [row] } = await db.query(
      `INSERT INTO outbox (client_id, kind, payload) VALUES ($1, 'resume.process', '{}') RETURNING id, clock_timestamp() AS inserted_at`, [client.id]);
    await db.query(`SELECT pg_sleep($1)`, [SELF_TEST_SLEEP_MS / 1000]);
    await db.query('COMMIT');
    const { rows: [stamp] } = await db.query(
      `SELECT extract(epoch FROM committed_at - $2::timestamptz)::float8 * 1000 AS gap_ms FROM bench_commit WHERE outbox_id = $1`, [row.id, row.inserted_at]);
    await db.query(`DELETE FROM bench_commit WHERE outbox_id = $1`, [row.id]);
    return stamp?.gap_ms ?? NaN;
  } finally {
    await db.query(`DELETE FROM client WHERE id = $1`, [client.id]); // the outbox row goes with it
  }
}

/** Outbox rows of these applications with their PostgreSQL times (epoch ms, fractional). */
async function outboxTimes(db, applicationIds) {
  const epochMs = (column) => `extract(epoch FROM ${column})::float8 * 1000`;
  const { rows } = await db.query(
    `SELECT o.id::text AS id, o.payload->>'applicationId' AS "applicationId",
            ${epochMs('o.created_at')} AS "createdMs", ${epochMs('b.committed_at')} AS "committedMs", ${epochMs('o.enqueued_at')} AS "enqueuedMs"
       FROM outbox o LEFT JOIN bench_commit b ON b.outbox_id = o.id
      WHERE o.payload->>'applicationId' = ANY($1::text[])`,
    [applicationIds]);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Load: multipart applications, paced (open loop) or burst (closed loop on N connections).
// ---------------------------------------------------------------------------------------------

/** A 1-page text PDF (about 1 KB): the worker's job stays short. */
async function makePdf() {
  const { PDFDocument, StandardFonts } = require('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage();
  const lines = ['Bench Candidate', 'Senior engineer', 'bench.candidate@example.com', 'Experience: 10 years of TypeScript and PostgreSQL'];
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 20, size: 12, font }));
  return Buffer.from(await doc.save());
}

/** apply(label) → { status, applicationId, ms }: one multipart application, a new e-mail each. */
function applier(server, slug, pdf) {
  // timeout: an idle kept-alive socket is closed by this side after 2 s, well before the server's
  // keepAliveTimeout (Node's 5 s): otherwise a request can go out on a socket the server is closing
  // (read ECONNRESET), likeliest in a paced run after a burst left 20 sockets idle. Node's agent only
  // follows the server's Keep-Alive hint when a timeout is set. A request still in flight is not cut.
  const agent = new http.Agent({ keepAlive: true, maxSockets: BURST_CONNECTIONS, timeout: 2000 });
  const run = crypto.randomBytes(3).toString('hex');
  let counter = 0;
  const apply = (label) => {
    counter += 1;
    const body = multipartBody({ firstName: 'Bench', lastName: `Candidate ${counter}`, email: `handover.${run}.${label}.${counter}@careers-bench.example` }, pdf);
    const started = performance.now();
    return new Promise((resolve) => {
      const req = http.request({
        host: '127.0.0.1',
        port: server.port,
        path: `/v1/public/careers/${slug}/jobs/${server.jobid}/apply`,
        method: 'POST',
        agent,
        headers: { 'content-type': MULTIPART_CONTENT_TYPE, 'content-length': body.length, 'x-service-public-key': server.key },
      }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const created = res.statusCode === 201;
          resolve({ status: res.statusCode, applicationId: created ? JSON.parse(text).data.id : null, error: created ? null : text.slice(0, 300), ms: performance.now() - started });
        });
      });
      req.on('error', (error) => resolve({ status: 'error', applicationId: null, error: error.message, ms: performance.now() - started }));
      req.end(body);
    });
  };
  return { apply, close: () => agent.destroy() };
}

/** Open loop: application i is sent at start + i / rate, whether or not the earlier ones answered. */
async function paced(apply, rate, seconds, prefix = '') {
  const count = Math.round(rate * seconds);
  const bar = progress(`${prefix}paced ${rate}/s`, count);
  const start = performance.now();
  const sent = [];
  for (let i = 0; i < count; i += 1) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(apply('paced').finally(() => bar.tick()));
  }
  const responses = await Promise.all(sent);
  bar.done();
  return responses;
}

/** `count` applications on `connections` connections, each sending its next one on an answer. */
async function burst(apply, count, connections, label = `burst ${count} on ${connections} connections`) {
  const bar = progress(label, count);
  const responses = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next += 1;
      responses.push(await apply('burst'));
      bar.tick();
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  bar.done();
  return responses;
}

// ---------------------------------------------------------------------------------------------
// Jobs: BullMQ's times once every job of a run finished.
// ---------------------------------------------------------------------------------------------

/** Polls getJob('outbox-<id>') until every job finished (completed or failed) or the timeout. */
async function finishedJobs(queue, outboxIds) {
  const end = Date.now() + JOBS_TIMEOUT_MS;
  for (;;) {
    const jobs = await Promise.all(outboxIds.map((id) => queue.getJob(`outbox-${id}`)));
    if (jobs.every((job) => job?.finishedOn) || Date.now() > end) return jobs;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends through `send`, then joins each application to its outbox row, commit stamp and job. */
async function measurePhase({ db, queue, send }) {
  const responses = await send();
  const applicationIds = responses.map((r) => r.applicationId).filter(Boolean);
  const rows = await outboxTimes(db, applicationIds);
  const jobs = await finishedJobs(queue, rows.map((row) => row.id));
  const samples = rows.map((row, i) => {
    const job = jobs[i];
    return {
      ...row,
      addedMs: job?.timestamp ?? null,
      startMs: job?.processedOn ?? null,
      finishedMs: job?.finishedOn ?? null,
      firstAttemptCompleted: Boolean(job?.finishedOn && !job.failedReason && (job.attemptsStarted ?? 1) === 1),
    };
  });
  return { responses, samples };
}

// ---------------------------------------------------------------------------------------------
// Figures and checks.
// ---------------------------------------------------------------------------------------------

/** p50, p99 and max of `values` (null when there are none). */
function distribution(values) {
  const sorted = ascending(values);
  if (sorted.length === 0) return { count: 0, p50: null, p99: null, max: null };
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] };
}

/** True when, as `sample`'s job was added, every worker slot held another job (started, not finished). */
function foundWorkerBusy(sample, samples) {
  return samples.filter((o) => o !== sample && o.startMs <= sample.addedMs && o.finishedMs > sample.addedMs).length >= WORKER_CONCURRENCY;
}

function analyse({ responses, samples }) {
  const started = samples.filter((s) => s.startMs != null && s.committedMs != null); // no stamp: a failed commit check
  const freeSlot = started.filter((s) => !foundWorkerBusy(s, started));
  const latency = (list) => distribution(list.map((s) => s.startMs - s.committedMs));
  const commitHolds = (s) => s.committedMs != null && s.createdMs <= s.committedMs && s.committedMs <= s.enqueuedMs && s.committedMs <= s.addedMs + 1;
  return {
    sent: responses.length,
    answered201: responses.filter((r) => r.status === 201).length,
    statuses: countBy(responses.map((r) => r.status)),
    errors: [...new Set(responses.map((r) => r.error).filter(Boolean))],
    response: distribution(responses.map((r) => r.ms)),
    rows: samples.length,
    started: started.length,
    firstAttemptCompleted: samples.filter((s) => s.firstAttemptCompleted).length,
    commitCheckFailures: samples.filter((s) => !commitHolds(s)).length,
    // The sweep never takes a row less than 1 s after its transaction started: a job added sooner came from the relay.
    surelyByRelay: started.filter((s) => s.addedMs - s.createdMs < 1000).length,
    behindBusyWorker: started.length - freeSlot.length,
    latency: latency(started),
    latencyFreeSlot: latency(freeSlot),
    commitToAdded: distribution(started.map((s) => s.addedMs - s.committedMs)),
    addedToStart: distribution(started.map((s) => s.startMs - s.addedMs)),
    txToCommit: distribution(samples.map((s) => s.committedMs - s.createdMs)),
    job: distribution(started.map((s) => s.finishedMs - s.startMs)),
  };
}

function countBy(values) {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

const phaseOk = (a) => a.answered201 === a.sent && a.rows === a.sent && a.started === a.sent && a.firstAttemptCompleted === a.sent && a.commitCheckFailures === 0;

/** The distributions reported for each run (see analyse). */
const INTERVALS = ['latency', 'latencyFreeSlot', 'commitToAdded', 'addedToStart', 'txToCommit', 'job', 'response'];
/** Counts summed over the runs. */
const COUNTS = ['sent', 'answered201', 'rows', 'started', 'firstAttemptCompleted', 'commitCheckFailures', 'surelyByRelay', 'behindBusyWorker'];

/**
 * The runs of one phase combined: each statistic of each interval is the median of its value in the
 * runs (runs without a value, e.g. no job found a free slot, left out), with every run's value kept
 * (`runs`); counts summed; ok when every run passed its checks.
 */
function combineRuns(runs) {
  const medianOf = (values) => {
    const present = values.filter((v) => v != null);
    return present.length ? median(present) : null;
  };
  const combined = { runs, ok: runs.every(phaseOk) };
  for (const key of INTERVALS) {
    combined[key] = { count: runs.reduce((n, a) => n + a[key].count, 0) };
    for (const stat of ['p50', 'p99', 'max']) combined[key][stat] = medianOf(runs.map((a) => a[key][stat]));
  }
  for (const key of COUNTS) combined[key] = runs.reduce((n, a) => n + a[key], 0);
  return combined;
}

// ---------------------------------------------------------------------------------------------
// Parent.
// ---------------------------------------------------------------------------------------------

async function main() {
  const pacedCount = Math.round(RATE * SECONDS);
  if (pacedCount >= KEPT_JOBS || BURST >= KEPT_JOBS) throw new Error(`a run must stay below ${KEPT_JOBS} applications (BullMQ keeps the last ${KEPT_JOBS} completed jobs)`);
  const { Client } = require('pg');
  const { Queue } = require('bullmq');
  const { queueOptions } = require(path.join(DIST, 'common/queue/queue.constants'));
  const { RESUME_QUEUE } = require(path.join(DIST, 'modules/resumes/resume.job'));
  const pdf = await makePdf();
  const sandbox = await openSandbox('handover');
  const env = { ...sandbox.env, RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000', RATE_LIMIT_PARTNER_PER_MINUTE: '100000000' };
  const db = new Client({ connectionString: sandbox.databaseUrl });
  const queue = new Queue(RESUME_QUEUE, queueOptions(env.REDIS_URL, env.REDIS_PREFIX));
  const children = [];
  let client = null;
  try {
    await db.connect();
    await queue.waitUntilReady(); // its producer connection fails commands sent before it is connected
    await installCommitStamp(db);
    const selfTestGapMs = await selfTestCommitStamp(db);
    const slug = 'bench-handover';
    const server = await startChild(__filename, 'app', { ...env, BENCH_SLUG: slug });
    children.push(server.child);
    const worker = await startWorker(env, { concurrency: WORKER_CONCURRENCY });
    children.push(worker.child);
    client = applier(server, slug, pdf);
    const phase = (send) => measurePhase({ db, queue, send });

    await phase(() => burst(client.apply, WARM_UP, 1, 'warm-up')); // warm-up: JIT, pools, the worker's extraction children
    const apiRss = sampleRss(server.child.pid, 250);
    const workerRss = sampleRss(worker.pid, 250);
    const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const pacedRuns = [];
    const burstRuns = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Each run's jobs are read as soon as they finish (measurePhase), before the next run's jobs can push them out of BullMQ's kept list.
      if (round > 1) await settle();
      pacedRuns.push(analyse(await phase(() => paced(client.apply, RATE, SECONDS, `run ${round}/${ROUNDS}: `))));
      await settle();
      burstRuns.push(analyse(await phase(() => burst(client.apply, BURST, BURST_CONNECTIONS, `run ${round}/${ROUNDS}: burst ${BURST} on ${BURST_CONNECTIONS} connections`))));
    }
    const pacedPhase = combineRuns(pacedRuns);
    const burstPhase = combineRuns(burstRuns);
    const rss = { api: apiRss.stop(), worker: workerRss.stop() };

    const selfTestOk = selfTestGapMs >= SELF_TEST_SLEEP_MS;
    const ok = selfTestOk && pacedPhase.ok && burstPhase.ok;
    report({ pacedPhase, burstPhase, rss, selfTestGapMs, pdfBytes: pdf.length, ok });
    await worker.stop();
    await stopChild(server.child);
    return ok ? 0 : 1;
  } finally {
    client?.close();
    killChildren(children);
    await queue.close().catch(() => undefined);
    await db.end().catch(() => undefined);
    await sandbox.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report.
// ---------------------------------------------------------------------------------------------

const round = (v) => (v == null ? null : Math.round(v * 10) / 10);
const ms = (v) => (v == null ? '–' : v >= 100 ? v.toFixed(0) : v.toFixed(1));
/** `2.1 (2.0, 2.3)`: the median of the runs, then each run's value. */
const withRuns = (value, values) => `${ms(value)} (${values.map(ms).join(', ')})`;
/** The valueRow note: each run's value of `stat` of `interval`. */
const runsNote = (phase, interval, stat) => `runs: ${phase.runs.map((a) => ms(a[interval][stat])).join(', ')} ms`;

function report({ pacedPhase: p, burstPhase: b, rss, selfTestGapMs, pdfBytes, ok }) {
  const pacedLabel = `paced ${RATE}/s`;
  const burstLabel = `burst ${BURST} on ${BURST_CONNECTIONS} connections`;
  const perRun = (phase, interval, stat) => phase.runs.map((a) => ms(a[interval][stat])).join(', ');
  const notes = [
    `${ROUNDS} runs of each phase, alternating: ${pacedLabel} for ${SECONDS} s (${Math.round(RATE * SECONDS)} applications a run, open loop), then ${burstLabel}; `
      + `a ${(pdfBytes / 1024).toFixed(1)} KB 1-page text PDF each; worker concurrency ${WORKER_CONCURRENCY}. Every figure is the median of the runs.`,
    `Paced commit → job start per run: p50 ${perRun(p, 'latency', 'p50')} ms, p99 ${perRun(p, 'latency', 'p99')} ms, max ${perRun(p, 'latency', 'max')} ms; `
      + `split commit → added p50 ${perRun(p, 'commitToAdded', 'p50')} ms, added → start p50 ${perRun(p, 'addedToStart', 'p50')} ms.`,
    `Burst commit → job start per run: p50 ${perRun(b, 'latency', 'p50')} ms, p99 ${perRun(b, 'latency', 'p99')} ms, max ${perRun(b, 'latency', 'max')} ms.`,
    'Commit = clock_timestamp() in a deferred constraint trigger on outbox (bench-only, sandbox database); start = BullMQ processedOn.',
    `Jobs added less than 1 s after their transaction started, which only the relay after commit does (the 5 s sweep takes rows older than 1 s): paced ${p.surelyByRelay}/${p.started}, burst ${b.surelyByRelay}/${b.started}.`,
    `Paced jobs that found both worker slots busy when added: ${p.behindBusyWorker}/${p.started}. The burst figures include queueing behind the busy worker (${b.behindBusyWorker}/${b.started} jobs).`,
  ];
  const failedRuns = [...p.runs.map((a, i) => (phaseOk(a) ? null : `paced run ${i + 1}`)), ...b.runs.map((a, i) => (phaseOk(a) ? null : `burst run ${i + 1}`))].filter(Boolean);
  if (failedRuns.length) notes.push(`Checks failed (see the details): ${failedRuns.join(', ')}.`);
  const mb = (v) => (v == null ? null : Math.round(v));
  writeSummary('handover', {
    title: 'queue hand-over latency: commit to job start',
    ok,
    rows: [
      valueRow({ id: 'handover-paced-p50', label: `${pacedLabel}: commit → job start, p50 (median of ${ROUNDS} runs)`, value: round(p.latency.p50), unit: 'ms', target: TARGET_PACED_P50_MS, note: runsNote(p, 'latency', 'p50') }),
      valueRow({ id: 'handover-paced-p99', label: `${pacedLabel}: commit → job start, p99 (median of ${ROUNDS} runs)`, value: round(p.latency.p99), unit: 'ms', target: TARGET_PACED_P99_MS, note: runsNote(p, 'latency', 'p99') }),
      valueRow({ id: 'handover-burst-p50', label: `${burstLabel}: commit → job start, p50 (with queueing, median of ${ROUNDS} runs)`, value: round(b.latency.p50), unit: 'ms', note: runsNote(b, 'latency', 'p50') }),
      valueRow({ id: 'handover-burst-p99', label: `${burstLabel}: commit → job start, p99 (with queueing, median of ${ROUNDS} runs)`, value: round(b.latency.p99), unit: 'ms', note: runsNote(b, 'latency', 'p99') }),
      valueRow({ id: 'handover-api-rss', label: `API peak RSS (over all ${ROUNDS * 2} runs)`, value: mb(rss.api?.peak), unit: 'MB' }),
      valueRow({ id: 'handover-worker-rss', label: `worker peak RSS (without its extraction children, over all ${ROUNDS * 2} runs)`, value: mb(rss.worker?.peak), unit: 'MB' }),
    ],
    notes,
    detail: 'bench/results/handover.md',
  });

  // Each cell: the median of the runs, then each run's own value in brackets.
  const line = (label, phase, key) => [label, ...['p50', 'p99', 'max'].map((stat) => withRuns(phase[key][stat], phase.runs.map((a) => a[key][stat]))), phase.runs.map((a) => a[key].count).join(', ')];
  const phaseTable = (phase) => table([`interval (median of ${ROUNDS} runs, then each run)`, 'p50 ms', 'p99 ms', 'max ms', 'count per run'], [
    line('**commit → job start**', phase, 'latency'),
    line('commit → job start, jobs that found a free worker slot', phase, 'latencyFreeSlot'),
    line('commit → job added (relay: SELECT, BullMQ add)', phase, 'commitToAdded'),
    line('job added → job start (worker wakes, moves to active)', phase, 'addedToStart'),
    line('transaction start → commit (for reference)', phase, 'txToCommit'),
    line('job run (start → finished, for reference)', phase, 'job'),
    line('HTTP response (client side, for reference)', phase, 'response'),
  ]);
  const checks = (a) => `${a.answered201}/${a.sent} answered 201 (${Object.entries(a.statuses).map(([s, n]) => `${s}: ${n}`).join(', ')}); `
    + `${a.started}/${a.sent} jobs started, ${a.firstAttemptCompleted} completed on their first attempt; commit-time check failed for ${a.commitCheckFailures} rows.`
    + a.errors.map((e) => ` Error answer: \`${e}\`.`).join('');
  const handedOver = (a) => `Jobs added less than 1 s after their transaction started (only the relay after commit does that; the rest, if any, by the relay or the sweep): ${a.surelyByRelay}/${a.started}. `
    + `Jobs that found both worker slots busy when added: ${a.behindBusyWorker}/${a.started}.`;
  const runChecks = (phase) => phase.runs.map((a, i) => `- Run ${i + 1}${phaseOk(a) ? '' : ' (**checks FAILED**)'}: ${checks(a)} ${handedOver(a)}`);
  const mbText = (r) => (r ? `start ${r.start.toFixed(0)} MB, end ${r.end.toFixed(0)} MB, peak ${r.peak.toFixed(0)} MB (${r.samples} samples)` : '/proc not available, not sampled');
  writeResult('handover', [
    '## handover: queue hand-over latency, commit to job start',
    '',
    `\`node bench/handover.js\` (after \`npm run build\`), ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}${SMOKE ? ', smoke run' : ''}. `
      + `Rate limit lifted by config for the bench only. API and worker (dist/worker.js, concurrency ${WORKER_CONCURRENCY}) in their own processes, `
      + `PostgreSQL and Redis on this host; ${WARM_UP} warm-up applications excluded. `
      + `${ROUNDS} runs of each phase, alternating (paced, burst, paced, burst...), each run's jobs read as soon as they finished; every figure is the median of the runs, each run's own in brackets. `
      + `Result: ${ok ? 'ok' : '**FAILED**'}.`,
    '',
    'Commit time: `clock_timestamp()` in a DEFERRABLE INITIALLY DEFERRED constraint trigger AFTER INSERT ON outbox (sandbox database only), which runs during COMMIT. '
      + `Self-test: a row inserted, then ${SELF_TEST_SLEEP_MS} ms of pg_sleep, then COMMIT was stamped ${ms(selfTestGapMs)} ms after its insert (so at the commit). `
      + 'Checked for every row: transaction start <= commit <= enqueued_at (PostgreSQL clock), commit <= BullMQ job timestamp + 1 ms (API clock). '
      + 'Job start: BullMQ `processedOn` (whole ms).',
    '',
    `### ${pacedLabel} for ${SECONDS} s, ${ROUNDS} runs (open loop, meant to leave the queue idle between arrivals)`,
    '',
    ...phaseTable(p),
    '',
    ...runChecks(p),
    '',
    `### ${burstLabel}, as fast as possible, ${ROUNDS} runs (includes queueing behind the busy worker)`,
    '',
    ...phaseTable(b),
    '',
    ...runChecks(b),
    '',
    `API memory (RSS every 250 ms over all runs of both phases): ${mbText(rss.api)}. Worker: ${mbText(rss.worker)} (its extraction child processes not included).`,
    '',
  ]);
}

if (require.main === module) runEntry({ main, app: serveApp });
