#!/usr/bin/env node
/**
 * Soak: a mixed load held for a while against the built API and the resume worker, with the
 * resident memory (RSS) of both every 10 s, so that a leak shows as a slope.
 *
 *   npm run build && node bench/soak.js          (or: npm run bench -- --soak 300)
 *
 * Starts, on loopback only, with its own database and Redis prefix (lib/sandbox):
 *   - the real app (dist/bootstrap createApp) in a child process, with one client: stages, a
 *     project, a published job, 1,000 more published jobs for the feed (bulk SQL from here), two
 *     admin users (contact requests notify them) and one key (connector 'bench') with the scopes
 *     public:careers:apply, public:contacts:write, partner:projects:read, partner:candidates:write;
 *   - the real worker (dist/worker.js, lib/worker), so the uploaded resumes are parsed during the soak.
 * Load: keep-alive loops from this process, every kind at once for the whole run, each with a
 * few connections (see KINDS): the 1,000-job feed, JSON apply, multipart apply with a ~100 KB
 * text PDF (pdf-lib), contact requests (~20% replays of one identical request), partner
 * candidates (~20% replays of one externalId), the partner project list. Every body is new (new
 * e-mail, company, externalId) except the replays. Requests, statuses and errors are counted per kind.
 * Every 10 s (and at t = 0 and at the end): API RSS, worker RSS (its extraction child processes
 * apart), CPU of each over the interval, requests and errors so far, one line on stderr. The first WARMUP_SHARE of the run is
 * warm-up (heap growth, JIT); the slope (MB per minute, least squares) and the growth first → last
 * are taken over the samples after it.
 * Writes the summary (lib/summary, with `samples`) and bench/results/soak.md; exits 1 on a status
 * an endpoint should not give (5xx included), on a transport error, or on a duplicate after the replays.
 * Environment: BENCH_SOAK_SECONDS (default 300), BENCH_SOAK_RATE_SCALE (multiplies the rate caps of
 * KINDS, default 1; 0 = uncapped), BENCH_SUMMARY_FILE, BENCH_RESULTS_DIR,
 * BENCH_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const { bootAppWithClient } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { descendants, readProcStatus } = require('./lib/memory');
const { MULTIPART_CONTENT_TYPE, multipartBody } = require('./lib/multipart');
const { progress } = require('./lib/progress');
const { table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { ascending, percentile } = require('./lib/stats');
const { valueRow, writeSummary } = require('./lib/summary');
const { startWorker } = require('./lib/worker');

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SAMPLE_EVERY_S = 10;
const WARMUP_SHARE = 0.15;
const FEED_JOBS = 1000;
const REPLAY_SHARE = 0.2;
const REQUEST_TIMEOUT_MS = 30_000;
const PDF_BYTES = 100 * 1024;
const CLOCK_TICKS = 100; // USER_HZ on Linux, the unit of /proc/<pid>/stat times
const LIFT = '100000000'; // a rate limit the soak never reaches (bench only): the limiter still runs
const SLUG = `soak-${crypto.randomBytes(3).toString('hex')}`;
const RUN = crypto.randomBytes(3).toString('hex');

/**
 * The kinds of request, run side by side. `rate`: a cap in requests/s over the kind's
 * connections (times BENCH_SOAK_RATE_SCALE; 0 = no cap, as fast as the connections go), so that
 * the mix stays a plausible traffic (~110 req/s, about 60% of what the API serves on 2 shared
 * cores) rather than 2 cores saturated for the whole run; `expect(variant)`: the statuses the
 * endpoint defines for that request.
 */
const RATE_SCALE = Number(process.env.BENCH_SOAK_RATE_SCALE ?? 1);
const KINDS = [
  { name: 'feed', label: 'GET feed (1,000 jobs)', connections: 2, rate: 10, expect: () => [200] },
  { name: 'applyJson', label: 'POST apply, JSON', connections: 4, rate: 25, expect: () => [201] },
  { name: 'applyMultipart', label: 'POST apply, multipart ~100 KB PDF', connections: 1, rate: 3, expect: () => [201] },
  { name: 'contact', label: 'POST contact request (~20% replays)', connections: 4, rate: 25, expect: () => [201] },
  { name: 'partner', label: 'POST partner candidate (~20% replays)', connections: 4, rate: 25, expect: (variant) => (variant === 'replay' ? [200] : [201]) },
  { name: 'projects', label: 'GET partner projects', connections: 2, rate: 20, expect: () => [200] },
].map((kind) => ({ ...kind, rate: RATE_SCALE > 0 ? kind.rate * RATE_SCALE : null }));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => bytes / 1024 / 1024;
const fixed = (value, digits = 1) => (value == null || Number.isNaN(value) ? '' : Number(value).toFixed(digits));
const signed = (value, digits = 1) => (value == null || Number.isNaN(value) ? 'n/a' : `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`);
const count = (n) => n.toLocaleString('en');

// ---------------------------------------------------------------------------------------------
// Child: the app, with its client.
// ---------------------------------------------------------------------------------------------

async function serveApp() {
  const slug = process.env.BENCH_SLUG;
  const { app, ...info } = await bootAppWithClient({
    slug,
    scopes: ['public:careers:apply', 'public:contacts:write', 'partner:projects:read', 'partner:candidates:write'],
    keyOptions: { connector: 'bench' },
    setup: async (tenants) => {
      await tenants.setStages(slug, [{ key: 'new', label: 'New' }, { key: 'screening', label: 'Screening' }, { key: 'interview', label: 'Interview' }]);
      const project = await tenants.createProject(slug, 'Soak project', { companyName: 'Soak Co' });
      const job = await tenants.createJob(slug, { title: 'Soak job', status: 'published', projectId: project.id, customFields: [{ name: 'Team', value: 'Platform' }] });
      await tenants.createUser(slug, `admin@${slug}.example`, 'Soak Admin', 'admin');
      await tenants.createUser(slug, `admin2@${slug}.example`, 'Soak Admin 2', 'admin');
      return { projectId: project.id, jobid: job.jobid };
    },
  });
  ready(info, { stop: () => app.close() });
}

// ---------------------------------------------------------------------------------------------
// Parent: data, bodies.
// ---------------------------------------------------------------------------------------------

/** FEED_JOBS published jobs for the client's feed, in batches of 100 (a progress bar on stderr). */
async function seedFeedJobs(db, clientId, projectId) {
  const bar = progress(`seeding ${count(FEED_JOBS)} feed jobs`, FEED_JOBS);
  for (let from = 1; from <= FEED_JOBS; from += 100) {
    const to = Math.min(FEED_JOBS, from + 99);
    await db.query(
      `INSERT INTO job (client_id, project_id, public_id, status, title, company_name, city, country, url, description, salary, jobtype, remotetype, custom_fields, published_at)
       SELECT $1, $2, $3 || n, 'published', 'Développeur·se backend n°' || n, 'Soak Industries', 'Lyon', 'FR', 'https://careers.soak.example/jobs/' || n,
              '<p>' || (SELECT string_agg(md5(n::text || ':' || i), ' ') FROM generate_series(1, 40) i) || '</p><ul><li>Node.js &amp; PostgreSQL</li></ul>',
              '55 000 - 65 000 € / an', 'CDI', (ARRAY['Fully remote', 'Hybrid remote', 'No remote'])[1 + n % 3],
              jsonb_build_array(jsonb_build_object('name', 'Team', 'value', 'Platform ' || (n % 10))), now() - n * interval '1 minute'
         FROM generate_series($4::int, $5::int) n`,
      [clientId, projectId, `soak-feed-${RUN}-`, from, to],
    );
    bar.tick(to - from + 1);
  }
  bar.done();
  await db.query('ANALYZE job');
}

/** A two-page text resume (what the worker extracts and parses), padded to ~`bytes` with an attachment. */
async function makeResumePdf(bytes) {
  const { PDFDocument, StandardFonts } = require('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages = [
    [
      ['Camille Soak', bold, 20], ['Senior Backend Engineer', font, 13], ['+33 6 12 34 56 78 - Lyon, France', font, 11], ['', font, 11],
      ['Experience', bold, 14],
      ...Array.from({ length: 6 }, (_, i) => [
        [`${2023 - i * 2} - ${2025 - i * 2}  Backend engineer, Company ${i + 1}`, bold, 11],
        ['Built and ran Node.js and TypeScript services on PostgreSQL and Redis; queues, APIs, observability.', font, 10],
        ['Led a team of four; cut p99 latency by half; migrated the monolith to services.', font, 10],
      ]).flat(),
    ],
    [
      ['Education', bold, 14], ['2010 - 2013  MSc Computer Science, Université Lyon 1', font, 11], ['', font, 11],
      ['Skills', bold, 14], ['TypeScript, Node.js, NestJS, PostgreSQL, Redis, BullMQ, Docker, Kubernetes, AWS', font, 11], ['', font, 11],
      ['Languages', bold, 14], ['French (native), English (fluent), Spanish (intermediate)', font, 11], ['', font, 11],
      ['Interests', bold, 14], ['Climbing, open source, chess', font, 11],
    ],
  ];
  for (const lines of pages) {
    const page = doc.addPage();
    let y = 780;
    for (const [text, face, size] of lines) {
      if (text) page.drawText(text.normalize('NFC'), { x: 50, y, size, font: face });
      y -= size + 8;
    }
  }
  const bare = (await doc.save({ useObjectStreams: false })).length;
  await doc.attach(crypto.randomBytes(Math.max(0, bytes - bare - 1024)), 'portfolio.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

const contactBody = (n) => ({
  kind: 'company', firstName: 'Soak', lastName: `Contact ${n}`, email: `contact.${RUN}.${n}@soak-bench.example`,
  companyName: `Soak Company ${RUN} ${n}`, topic: 'Soak', message: 'A contact request sent by bench/soak.js.', formName: 'bench-soak',
});
const CONTACT_REPLAY = {
  kind: 'company', firstName: 'Replay', lastName: 'Soak', email: `contact.replay.${RUN}@soak-bench.example`,
  companyName: `Soak Replay Company ${RUN}`, topic: 'Replay', message: 'The same request again and again.', formName: 'bench-soak-replay',
};
const partnerBody = (projectId, n) => ({
  firstName: 'Soak', lastName: `Candidate ${n}`, email: `partner.${RUN}.${n}@soak-bench.example`, projectId, externalId: `soak-${RUN}-${n}`,
});
const partnerReplay = (projectId) => ({
  firstName: 'Replay', lastName: 'Soak', email: `partner.replay.${RUN}@soak-bench.example`, projectId, externalId: `soak-replay-${RUN}`,
});
const applyFields = (n, tag) => ({ firstName: 'Soak', lastName: `Applicant ${n}`, email: `${tag}.${RUN}.${n}@soak-bench.example`, utm_source: 'bench-soak', Team: 'Platform' });

/**
 * For each kind, `next()` → { method, path, headers, body, variant } (a new body each time; the
 * replays are one fixed body).
 */
function requestMakers({ key, jobid, projectId, pdf }) {
  let n = 0;
  const seq = () => (n += 1);
  const json = (method, route, value, variant = 'new') => ({
    method, path: route, variant, body: Buffer.from(JSON.stringify(value)),
    headers: { 'content-type': 'application/json', 'x-service-public-key': key },
  });
  const applyPath = `/v1/public/careers/${SLUG}/jobs/${jobid}/apply`;
  return {
    feed: () => ({ method: 'GET', path: `/public/feeds/site-web/${SLUG}.xml`, headers: {}, body: null, variant: 'new' }),
    applyJson: () => json('POST', applyPath, applyFields(seq(), 'json')),
    applyMultipart: () => ({
      method: 'POST', path: applyPath, variant: 'new', body: multipartBody(applyFields(seq(), 'multipart'), pdf),
      headers: { 'content-type': MULTIPART_CONTENT_TYPE, 'x-service-public-key': key },
    }),
    contact: () => (Math.random() < REPLAY_SHARE
      ? json('POST', `/v1/public/crm/${SLUG}/contact-requests`, CONTACT_REPLAY, 'replay')
      : json('POST', `/v1/public/crm/${SLUG}/contact-requests`, contactBody(seq()))),
    partner: () => (Math.random() < REPLAY_SHARE
      ? json('POST', '/v1/partner/candidates', partnerReplay(projectId), 'replay')
      : json('POST', '/v1/partner/candidates', partnerBody(projectId, seq()))),
    projects: () => ({ method: 'GET', path: '/v1/partner/projects', headers: { 'x-service-public-key': key }, body: null, variant: 'new' }),
  };
}

// ---------------------------------------------------------------------------------------------
// Parent: load.
// ---------------------------------------------------------------------------------------------

/** One request on `agent`; resolves { status, ms, bytes, text } or { error } (never rejects). */
function send(port, agent, { method, path: route, headers, body }, keepText = false) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port, method, path: route, agent, headers: body ? { ...headers, 'content-length': body.length } : headers }, (res) => {
      const chunks = [];
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (keepText || res.statusCode >= 400) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - t0) / 1e6, bytes, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => resolve({ error }));
    });
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ error }));
    req.end(body ?? undefined);
  });
}

/** A kind's counters: requests, statuses, replays, latencies, errors, unexpected statuses (a few examples kept). */
const newCounters = () => ({ requests: 0, replays: 0, statuses: {}, errors: 0, unexpected: 0, examples: [], latencies: [], bytes: 0 });

/**
 * `kind.connections` keep-alive loops until `endAt` (ms since the epoch), paced to `kind.rate`
 * requests/s over the kind when set (a shared schedule of slots). Counts into `counters`.
 */
async function runKind(port, kind, make, counters, endAt) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: kind.connections });
  const interval = kind.rate ? 1000 / kind.rate : 0;
  let nextSlot = Date.now();
  const loop = async () => {
    for (;;) {
      if (interval) {
        const now = Date.now();
        const slot = Math.max(nextSlot, now);
        nextSlot = slot + interval;
        if (slot >= endAt) return;
        if (slot > now) await sleep(slot - now);
      } else if (Date.now() >= endAt) return;
      const request = make();
      const res = await send(port, agent, request);
      record(kind, counters, request, res);
    }
  };
  await Promise.all(Array.from({ length: kind.connections }, loop));
  agent.destroy();
}

function record(kind, counters, request, res) {
  counters.requests += 1;
  if (request.variant === 'replay') counters.replays += 1;
  if (res.error) {
    counters.errors += 1;
    if (counters.examples.length < 5) counters.examples.push(`error: ${res.error.message}`);
    return;
  }
  counters.statuses[res.status] = (counters.statuses[res.status] ?? 0) + 1;
  counters.latencies.push(res.ms);
  counters.bytes += res.bytes;
  if (!kind.expect(request.variant).includes(res.status)) {
    counters.unexpected += 1;
    if (counters.examples.length < 5) counters.examples.push(`${request.variant} ${res.status}: ${res.text.slice(0, 300)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Parent: memory samples, slopes.
// ---------------------------------------------------------------------------------------------

/** CPU time (s, user + system) of a process from /proc/<pid>/stat; 0 when gone. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/**
 * A sampler: each call gives t (s), RSS (MB) of the API, the worker and the worker's children
 * (together), their CPU (% of one core) since the previous call, requests and errors so far.
 */
function sampler(startedAt, pids, counters) {
  let last = null; // the first sample has no interval: no CPU figure
  return () => {
    const rss = (pid) => mb(readProcStatus(pid).rss);
    const kids = descendants(pids.worker);
    const now = Date.now();
    const cpu = new Map([pids.api, pids.worker, ...kids].map((pid) => [pid, cpuSeconds(pid)]));
    const share = (list) => (last ? round1((100 * list.reduce((sum, pid) => sum + Math.max(0, cpu.get(pid) - (last.cpu.get(pid) ?? 0)), 0)) / Math.max(0.001, (now - last.at) / 1000)) : null);
    const all = Object.values(counters);
    const sample = {
      t: Math.round((now - startedAt) / 100) / 10,
      apiRssMb: round1(rss(pids.api)),
      workerRssMb: round1(rss(pids.worker)),
      extractionRssMb: round1(kids.reduce((sum, pid) => sum + (rss(pid) || 0), 0)),
      extractionChildren: kids.length,
      apiCpu: share([pids.api]),
      workerCpu: share([pids.worker]),
      extractionCpu: share(kids),
      requests: all.reduce((sum, c) => sum + c.requests, 0),
      errors: all.reduce((sum, c) => sum + c.errors + c.unexpected, 0),
    };
    last = { at: now, cpu };
    return sample;
  };
}

const round1 = (value) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : null);

function logSample(sample, previous) {
  const rate = previous ? (sample.requests - previous.requests) / Math.max(0.001, sample.t - previous.t) : 0;
  process.stderr.write(
    `soak t=${String(sample.t).padStart(5)} s  API ${fixed(sample.apiRssMb)} MB  worker ${fixed(sample.workerRssMb)} MB`
      + ` (+ ${sample.extractionChildren} extraction children ${fixed(sample.extractionRssMb)} MB)`
      + `  CPU API ${fixed(sample.apiCpu, 0)}% worker ${fixed(sample.workerCpu, 0)}% + ${fixed(sample.extractionCpu, 0)}%`
      + `  requests ${count(sample.requests)} (${rate.toFixed(0)} req/s)  errors ${sample.errors}\n`,
  );
}

/** Samples at t = 0, every SAMPLE_EVERY_S while `until` is pending, and once more when it settles. */
async function sampleDuring(startedAt, pids, counters, until) {
  const samples = [];
  const next = sampler(startedAt, pids, counters);
  const take = () => {
    const sample = next();
    logSample(sample, samples[samples.length - 1]);
    samples.push(sample);
  };
  take();
  let done = false;
  until.finally(() => (done = true)).catch(() => undefined);
  for (let t = SAMPLE_EVERY_S; t < SECONDS && !done; t += SAMPLE_EVERY_S) {
    const wait = startedAt + t * 1000 - Date.now();
    if (wait > 0) await Promise.race([sleep(wait), until.catch(() => undefined)]);
    if (!done) take();
  }
  await until;
  take();
  return samples;
}

/** Least-squares slope of `key` over `samples`, in MB per minute (null under two points). */
function slopePerMinute(samples, key) {
  const points = samples.filter((s) => Number.isFinite(s[key]));
  if (points.length < 2) return null;
  const meanT = points.reduce((a, s) => a + s.t, 0) / points.length;
  const meanY = points.reduce((a, s) => a + s[key], 0) / points.length;
  const num = points.reduce((a, s) => a + (s.t - meanT) * (s[key] - meanY), 0);
  const den = points.reduce((a, s) => a + (s.t - meanT) ** 2, 0);
  return den > 0 ? (num / den) * 60 : null;
}

/** Slope and growth (first → last) of each process's RSS over the samples after the warm-up. */
function trends(samples) {
  const warmup = SECONDS * WARMUP_SHARE;
  const after = samples.filter((s) => s.t >= warmup);
  const trend = (key) => ({
    slope: slopePerMinute(after, key),
    first: after[0]?.[key] ?? null,
    last: after[after.length - 1]?.[key] ?? null,
    growth: after.length >= 2 ? after[after.length - 1][key] - after[0][key] : null,
  });
  return { warmup, after, api: trend('apiRssMb'), worker: trend('workerRssMb'), extraction: trend('extractionRssMb') };
}

// ---------------------------------------------------------------------------------------------
// Parent: orchestration.
// ---------------------------------------------------------------------------------------------

/** The first replays (201 once) and a feed check before the load, so that the load's replays are all replays. */
async function prime(port, makers, projectId) {
  const agent = new http.Agent({ keepAlive: false });
  const key = makers.projects().headers['x-service-public-key'];
  const headers = { 'content-type': 'application/json', 'x-service-public-key': key };
  const post = (route, value) => send(port, agent, { method: 'POST', path: route, headers, body: Buffer.from(JSON.stringify(value)) }, true);
  const contact = await post(`/v1/public/crm/${SLUG}/contact-requests`, CONTACT_REPLAY);
  if (contact.status !== 201) throw new Error(`first contact replay answered ${contact.status ?? contact.error?.message}: ${contact.text}`);
  const partner = await post('/v1/partner/candidates', partnerReplay(projectId));
  if (partner.status !== 201) throw new Error(`first partner replay answered ${partner.status ?? partner.error?.message}: ${partner.text}`);
  const feed = await send(port, agent, makers.feed(), true);
  const jobs = (feed.text ?? '').split('<job>').length - 1;
  if (feed.status !== 200 || jobs !== FEED_JOBS + 1) throw new Error(`feed: status ${feed.status}, ${jobs} jobs (expected ${FEED_JOBS + 1})`);
  process.stderr.write(`feed: ${count(jobs)} jobs, ${(feed.bytes / 1024 / 1024).toFixed(2)} MB\n`);
}

/** SQL after the load: the replays stored once, and where the uploaded resumes are. */
async function checks(db, clientId, projectId) {
  const one = async (sql, params) => (await db.query(sql, params)).rows[0];
  const contact = await one(
    `SELECT (SELECT count(*) FROM contact_request WHERE client_id = $1 AND email = $2)::int AS requests,
            (SELECT count(*) FROM person WHERE client_id = $1 AND email_key = lower($2))::int AS persons,
            (SELECT count(*) FROM company WHERE client_id = $1 AND name = $3)::int AS companies`,
    [clientId, CONTACT_REPLAY.email, CONTACT_REPLAY.companyName]);
  const replay = partnerReplay(projectId);
  const partner = await one(
    `SELECT (SELECT count(*) FROM partner_submission WHERE client_id = $1 AND external_id = $2)::int AS submissions,
            (SELECT count(*) FROM person WHERE client_id = $1 AND email_key = lower($3))::int AS persons`,
    [clientId, replay.externalId, replay.email]);
  const { rows } = await db.query(
    `SELECT resume_status AS status, count(*)::int AS n FROM application WHERE client_id = $1 AND document_id IS NOT NULL GROUP BY 1 ORDER BY 1`, [clientId]);
  const resumes = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  const ok = contact.requests === 1 && contact.persons === 1 && contact.companies === 1 && partner.submissions === 1 && partner.persons === 1;
  return { contact, partner, resumes, ok };
}

async function main() {
  const { Client } = require('pg');
  const pdf = await makeResumePdf(PDF_BYTES);
  const sandbox = await openSandbox('soak');
  const env = { ...sandbox.env, RATE_LIMIT_PUBLIC_PER_MINUTE: LIFT, RATE_LIMIT_PARTNER_PER_MINUTE: LIFT };
  const db = new Client({ connectionString: sandbox.databaseUrl });
  const children = [];
  let worker = null;
  try {
    await db.connect();
    const app = await startChild(__filename, 'app', { ...env, BENCH_SLUG: SLUG });
    children.push(app.child);
    await seedFeedJobs(db, app.clientId, app.projectId);
    worker = await startWorker(env);
    children.push(worker.child);
    const makers = requestMakers({ key: app.key, jobid: app.jobid, projectId: app.projectId, pdf });
    await prime(app.port, makers, app.projectId);

    process.stderr.write(`soak: ${SECONDS} s, ${KINDS.map((k) => `${k.name} ${k.connections} conn${k.rate ? ` <= ${k.rate}/s` : ''}`).join(', ')}\n`);
    const counters = Object.fromEntries(KINDS.map((k) => [k.name, newCounters()]));
    const startedAt = Date.now();
    const endAt = startedAt + SECONDS * 1000;
    const load = Promise.all(KINDS.map((kind) => runKind(app.port, kind, makers[kind.name], counters[kind.name], endAt)));
    const samples = await sampleDuring(startedAt, { api: app.child.pid, worker: worker.pid }, counters, load);
    const elapsed = (Date.now() - startedAt) / 1000;
    const peaks = { api: mb(readProcStatus(app.child.pid).hwm), worker: mb(readProcStatus(worker.pid).hwm) };
    const integrity = await checks(db, app.clientId, app.projectId);

    await worker.stop();
    await stopChild(app.child);
    const figures = { samples, counters, elapsed, peaks, integrity, trend: trends(samples), pdfBytes: pdf.length };
    const ok = integrity.ok && Object.values(counters).every((c) => c.errors === 0 && c.unexpected === 0);
    report(figures, ok);
    return ok ? 0 : 1;
  } finally {
    killChildren(children);
    await db.end().catch(() => undefined);
    await sandbox.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Parent: results.
// ---------------------------------------------------------------------------------------------

function kindFigures(c, elapsed) {
  const sorted = ascending(c.latencies);
  return {
    rps: c.requests / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    statuses: Object.entries(c.statuses).map(([s, n]) => `${s}: ${count(n)}`).join(', '),
  };
}

function report(f, ok) {
  const { samples, counters, elapsed, trend, integrity } = f;
  const total = Object.values(counters).reduce((a, c) => a + c.requests, 0);
  const peak = (key, hwm) => Math.max(hwm || 0, ...samples.map((s) => s[key] ?? 0));
  const apiPeak = peak('apiRssMb', f.peaks.api);
  const workerPeak = peak('workerRssMb', f.peaks.worker);
  const describe = (t) => (t.slope == null ? 'not enough samples after the warm-up' : `${signed(t.slope, 2)} MB/min; ${fixed(t.first)} → ${fixed(t.last)} MB (${signed(t.growth)} MB)`);
  const window = `t = ${trend.after[0]?.t ?? '?'} → ${trend.after[trend.after.length - 1]?.t ?? '?'} s, ${trend.after.length} samples`;
  const resumes = Object.entries(integrity.resumes).map(([s, n]) => `${s} ${count(n)}`).join(', ') || 'none';
  const integrityLine = `Replays stored once: contact requests ${integrity.contact.requests}, persons ${integrity.contact.persons}, companies ${integrity.contact.companies}; `
    + `partner submissions ${integrity.partner.submissions}, persons ${integrity.partner.persons} (all expected 1): ${integrity.ok ? 'OK' : '**FAILED**'}.`;
  const notes = [
    `Warm-up: the first ${fixed(trend.warmup, 0)} s (${WARMUP_SHARE * 100}%); slopes by least squares over ${window}.`,
    `API RSS after warm-up: ${describe(trend.api)}. Worker RSS: ${describe(trend.worker)}. Worker's extraction children (together): ${describe(trend.extraction)}.`,
    `${count(total)} requests in ${elapsed.toFixed(0)} s; ${KINDS.map((k) => `${k.name} ${count(counters[k.name].requests)}`).join(', ')}; errors or unexpected statuses: ${Object.values(counters).reduce((a, c) => a + c.errors + c.unexpected, 0)}.`,
    `Uploaded resumes (~${Math.round(f.pdfBytes / 1024)} KB text PDF) by state at the end of the load: ${resumes}.`,
    integrityLine,
    ...(trend.after.length < 10 ? [`Short run: ${trend.after.length} samples after the warm-up; a slope over so few is mostly GC noise (a run of 300 s gives 26).`] : []),
  ];
  const rows = [
    valueRow({ id: 'api-rss-slope', label: 'API RSS slope after warm-up', value: trend.api.slope, unit: 'MB/min', note: `growth ${signed(trend.api.growth)} MB over ${window}` }),
    valueRow({ id: 'worker-rss-slope', label: 'worker RSS slope after warm-up', value: trend.worker.slope, unit: 'MB/min', note: `growth ${signed(trend.worker.growth)} MB over ${window}` }),
    valueRow({ id: 'extraction-rss-slope', label: 'worker extraction children RSS slope', value: trend.extraction.slope, unit: 'MB/min', note: `growth ${signed(trend.extraction.growth)} MB` }),
    valueRow({ id: 'api-peak-rss', label: 'API peak RSS', value: apiPeak, unit: 'MB', note: 'VmHWM and samples' }),
    valueRow({ id: 'worker-peak-rss', label: 'worker peak RSS', value: workerPeak, unit: 'MB', note: 'VmHWM and samples, extraction children apart' }),
    valueRow({ id: 'total-rps', label: 'total req/s (all kinds)', value: total / elapsed, unit: 'req/s', higherIsBetter: true, note: `${count(total)} requests in ${elapsed.toFixed(0)} s` }),
    ...KINDS.map((k) => {
      const c = counters[k.name];
      const kf = kindFigures(c, elapsed);
      return valueRow({ id: `rps-${k.name}`, label: `${k.label} req/s`, value: kf.rps, unit: 'req/s', higherIsBetter: true, note: `p50 ${fixed(kf.p50)} / p99 ${fixed(kf.p99)} ms; ${kf.statuses}${c.errors ? `; errors ${c.errors}` : ''}${c.unexpected ? `; unexpected ${c.unexpected}` : ''}` });
    }),
  ];
  // run.js renders `samples` as the table of RSS every 10 s.
  const kept = samples.map(({ t, apiRssMb, workerRssMb, extractionRssMb, apiCpu, workerCpu, requests, errors }) => ({ t, apiRssMb, workerRssMb, extractionRssMb, apiCpu, workerCpu, requests, errors }));
  writeSummary('soak', { title: `mixed load for ${SECONDS} s`, rows, notes, ok, detail: 'bench/results/soak.md', samples: kept });
  writeResult('soak', markdown(f, { total, apiPeak, workerPeak, notes, window }));
}

function markdown(f, { total, apiPeak, workerPeak, notes, window }) {
  const { samples, counters, elapsed, trend } = f;
  return [
    `## soak: mixed load for ${SECONDS} s`,
    '',
    `\`node bench/soak.js\` (BENCH_SOAK_SECONDS=${SECONDS}, after \`npm run build\`), the built API (child process) and worker (dist/worker.js, concurrency 2), loopback, `
      + `${os.cpus().length} cores (shared; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}), Node ${process.version}, ${new Date().toISOString()}. Rate limits lifted by config (bench only).`,
    '',
    'All kinds at once for the whole run, keep-alive loops from the bench process, each capped at the rate shown (requests/s over its connections). '
      + `Every body new (new e-mail, company, externalId) except the replays (${REPLAY_SHARE * 100}% of contact and partner requests: one identical request, one externalId; the first of each sent before the load).`,
    '',
    ...table(['kind', 'connections', 'cap req/s', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'statuses', 'replays', 'errors', 'unexpected'], KINDS.map((k) => {
      const c = counters[k.name];
      const kf = kindFigures(c, elapsed);
      return [k.label, k.connections, k.rate ?? 'none', count(c.requests), fixed(kf.rps), fixed(kf.p50), fixed(kf.p99), kf.statuses, c.replays || '', c.errors, c.unexpected];
    })),
    '',
    `Total: ${count(total)} requests in ${elapsed.toFixed(1)} s = ${(total / elapsed).toFixed(0)} req/s.`,
    ...Object.entries(counters).flatMap(([name, c]) => c.examples.map((e) => `- ${name}: ${e}`)),
    '',
    '### Memory every 10 s',
    '',
    'RSS from /proc (VmRSS). Worker = the worker process; its extraction children (persistent pdf.js/OCR processes, their number in brackets) apart. '
      + 'CPU: % of one core over the interval before the sample. Errors = transport errors + unexpected statuses.',
    '',
    ...table(['t (s)', 'API RSS MB', 'worker RSS MB', 'extraction children MB', 'API CPU %', 'worker CPU %', 'extraction CPU %', 'requests so far', 'errors so far'],
      samples.map((s) => [`${s.t}${s.t < trend.warmup ? ' (warm-up)' : ''}`, fixed(s.apiRssMb), fixed(s.workerRssMb), `${fixed(s.extractionRssMb)} (${s.extractionChildren})`,
        fixed(s.apiCpu, 0), fixed(s.workerCpu, 0), fixed(s.extractionCpu, 0), count(s.requests), s.errors])),
    '',
    `### Trend after warm-up (${window})`,
    '',
    ...table(['process', 'slope MB/min', 'first MB', 'last MB', 'growth MB', 'peak MB'], [
      ['API', signed(trend.api.slope, 2), fixed(trend.api.first), fixed(trend.api.last), signed(trend.api.growth), fixed(apiPeak)],
      ['worker', signed(trend.worker.slope, 2), fixed(trend.worker.first), fixed(trend.worker.last), signed(trend.worker.growth), fixed(workerPeak)],
      ['extraction children', signed(trend.extraction.slope, 2), fixed(trend.extraction.first), fixed(trend.extraction.last), signed(trend.extraction.growth), ''],
    ]),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ];
}

if (require.main === module) runEntry({ main, app: serveApp });
