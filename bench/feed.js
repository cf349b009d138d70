#!/usr/bin/env node
/**
 * XML job feed benchmark (issue 3).
 *
 *   npm run build && node bench/feed.js        (or: npm run bench / node bench/run.js feed)
 *
 * On loopback only, with its own database and Redis prefix:
 *   - seeds two clients by bulk SQL: 1,000 and 20,000 published jobs (~3.3 KB of XML each:
 *     HTML description, three custom fields, accents);
 *   - the real app (dist/bootstrap createApp) in a child process (so its RSS is its own);
 *   - the floor: a bare Node `http` server in a child process sending the same documents,
 *     precomputed in memory, with the same headers.
 * Measures: TTFB and total time of the first (cold: nothing cached) request for each feed, the
 * API's peak RSS while serving the 20,000-job feed (sampled from /proc every 5 ms, and VmHWM),
 * sustained req/s of the 1,000-job feed with 50 connections (autocannon, and a lighter client),
 * app and floor alternating in short rounds, served from the per-ETag cache, then with the cache
 * disabled. Writes bench/results/feed.md.
 * Environment: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL.
 */
const { fork } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');

const DIST = path.join(__dirname, '..', 'dist');
const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SHORT = Math.max(3, Math.round(DURATION / 2));
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(2, Math.round(DURATION / ROUNDS));
const SIZES = { small: 1_000, large: 20_000 };
const TARGETS = { rpsRatio: 0.5, largeColdMs: 1000, memoryFactor: 3 };

// ---------------------------------------------------------------- child: the real app
async function serveApp() {
  const { createApp } = require(path.join(DIST, 'bootstrap'));
  const { loadEnv } = require(path.join(DIST, 'config', 'env'));
  const { FeedService } = require(path.join(DIST, 'modules', 'feed', 'feed.service'));
  const env = { ...loadEnv(process.env), port: 0, logLevel: 'silent' };
  const app = await createApp(env, { logs: false });
  await app.listen(0, '127.0.0.1');
  const feed = app.get(FeedService);
  process.on('message', async (m) => {
    if (m.cmd === 'stop') {
      await app.close();
      process.exit(0);
    } else if (m.cmd === 'gc') {
      global.gc?.();
      global.gc?.();
      process.send({ reply: 'gc', rss: process.memoryUsage().rss });
    } else if (m.cmd === 'cache') {
      feed.cache.configure(m.limits);
      process.send({ reply: 'cache' });
    }
  });
  process.send({ port: app.getHttpServer().address().port });
}

// ---------------------------------------------------------------- child: the floor
function serveFloor() {
  const documents = JSON.parse(process.env.BENCH_FLOOR_DOCUMENTS);
  const bodies = Object.fromEntries(Object.entries(documents).map(([route, file]) => [route, fs.readFileSync(file)]));
  const server = http.createServer((req, res) => {
    const body = bodies[req.url];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
      etag: '"floor"',
      'last-modified': new Date(0).toUTCString(),
      'content-length': body.length,
    });
    res.end(body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', (m) => {
    if (m.cmd === 'stop') {
      server.close();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------- parent: orchestration
function startChild(mode, env) {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--serve', mode], {
      env: { ...process.env, ...env },
      execArgv: ['--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => resolve({ child, ...message }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

function ask(child, message) {
  return new Promise((resolve) => {
    const onMessage = (reply) => {
      if (reply.reply !== message.cmd) return;
      child.off('message', onMessage);
      resolve(reply);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

function stopChild(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.send({ cmd: 'stop' });
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** One request on a fresh connection: time to the response head, total time, the body if wanted. */
function timedGet(port, route, keep = false) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
    const req = http.get({ host: '127.0.0.1', port, path: route, agent: false }, (res) => {
      const ttfbMs = ms();
      const chunks = [];
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, ttfbMs, totalMs: ms(), bytes, body: keep ? Buffer.concat(chunks) : null }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function readProcStatus(pid) {
  try {
    const text = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return { rss: NaN, hwm: NaN };
  }
}

/** Runs `work` while sampling the child's RSS; peak = max(samples, VmHWM reset just before). */
async function withPeakRss(pid, work) {
  let hwmReset = false;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    // Not Linux or not allowed: the 5 ms samples alone.
  }
  let peak = readProcStatus(pid).rss;
  const timer = setInterval(() => {
    const { rss } = readProcStatus(pid);
    if (rss > peak) peak = rss;
  }, 5);
  try {
    const result = await work();
    const { rss, hwm } = readProcStatus(pid);
    peak = Math.max(peak, rss, hwmReset && Number.isFinite(hwm) ? hwm : 0);
    return { result, peak, hwmReset };
  } finally {
    clearInterval(timer);
  }
}

async function load(port, route, label, duration = DURATION) {
  const autocannon = require('autocannon');
  const statuses = {};
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${route}`,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'GET', onResponse: (status) => (statuses[status] = (statuses[status] ?? 0) + 1) }],
  });
  const line = { label, rps: result.requests.average, mbps: result.throughput.average / 1e6, p50: result.latency.p50, p99: result.latency.p99, statuses, errors: result.errors + result.timeouts };
  process.stderr.write(`${label}: ${line.rps.toFixed(1)} req/s, ${line.mbps.toFixed(0)} MB/s, p50 ${line.p50} ms, p99 ${line.p99} ms, statuses ${JSON.stringify(statuses)}, errors ${line.errors}\n`);
  return line;
}

/**
 * A lighter client than autocannon for big bodies: autocannon parses with http-parser-js and
 * appends every body to a string, which caps it near 100 MB/s here. This one uses Node's own
 * parser and discards the bodies (keep-alive, `connections` requests in flight, loopback).
 */
function lightLoad(port, route, label, duration = DURATION) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = {};
  const latencies = [];
  let bytes = 0;
  let errors = 0;
  const end = Date.now() + duration * 1000;
  const start = Date.now();
  const one = () =>
    new Promise((resolve) => {
      const t0 = Date.now();
      const req = http.get({ host: '127.0.0.1', port, path: route, agent }, (res) => {
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () => {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          latencies.push(Date.now() - t0);
          resolve();
        });
        res.on('error', () => (errors += 1, resolve()));
      });
      req.on('error', () => (errors += 1, resolve()));
    });
  const worker = async () => {
    while (Date.now() < end) await one();
  };
  return Promise.all(Array.from({ length: CONNECTIONS }, worker)).then(() => {
    agent.destroy();
    const seconds = (Date.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const done = latencies.length;
    const line = { label, rps: done / seconds, mbps: bytes / seconds / 1e6, p50: latencies[Math.floor(done * 0.5)] ?? 0, p99: latencies[Math.floor(done * 0.99)] ?? 0, statuses, errors };
    process.stderr.write(`${label}: ${line.rps.toFixed(1)} req/s, ${line.mbps.toFixed(0)} MB/s, p50 ${line.p50} ms, p99 ${line.p99} ms, statuses ${JSON.stringify(statuses)}, errors ${errors}\n`);
    return line;
  });
}

async function seed(db, slug, jobs) {
  const { rows: [client] } = await db.query(`INSERT INTO client (slug, name) VALUES ($1, $2) RETURNING id`, [slug, `Bench ${slug}`]);
  const { rows: [project] } = await db.query(`INSERT INTO project (client_id, title) VALUES ($1, 'Bench project') RETURNING id`, [client.id]);
  if (jobs > 0) {
    await db.query(
      `INSERT INTO job (client_id, project_id, public_id, status, title, company_name, city, state, country, url, description,
                        salary, jobtype, remotetype, custom_fields, published_at)
       SELECT $1, $2, $3 || n, 'published', 'Développeur·se backend senior n°' || n, 'Acme Industries', 'Lyon',
              'Auvergne-Rhône-Alpes', 'FR', 'https://careers.acme.example/jobs/' || n,
              '<h2>Mission</h2><p>' || (SELECT string_agg(md5(n::text || ':' || i), ' ') FROM generate_series(1, 80) i)
                || '</p><ul><li>Node.js &amp; PostgreSQL</li><li>Équipe de 8</li></ul>',
              '55 000 - 65 000 € / an', 'CDI', (ARRAY['Fully remote', 'Hybrid remote', 'No remote'])[1 + n % 3],
              jsonb_build_array(jsonb_build_object('name', 'Team', 'value', 'Platform ' || (n % 10)),
                                jsonb_build_object('name', 'Niveau d''expérience', 'value', 'Senior'),
                                jsonb_build_object('name', 'Start date', 'value', 'ASAP')),
              now() - n * interval '1 minute'
         FROM generate_series(1, $4::int) n`,
      [client.id, project.id, `${slug}-`, jobs],
    );
  }
  return client.id;
}

/** The run with the median total time. */
const median = (runs) => [...runs].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(runs.length / 2)];
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const fixed = (value, digits = 0) => Number(value).toFixed(digits);

async function main() {
  const { Client } = require('pg');
  const { createDataSource } = require(path.join(DIST, 'database', 'data-source'));
  const name = `recruit_bench_feed_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), REDIS_URL, REDIS_PREFIX: `bench:${name}`, LOG_LEVEL: 'silent', OUTBOX_SWEEP_INTERVAL_MS: '3600000' };
  const children = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-bench-'));
  let exitCode = 0;
  try {
    const ds = createDataSource({ databaseUrl: env.DATABASE_URL }, 'recruit-bench-setup');
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    await ds.destroy();

    const db = new Client({ connectionString: env.DATABASE_URL });
    await db.connect();
    const seedStart = Date.now();
    await seed(db, 'bench-warm', 2_500); // another client: warms the code paths of multi-page feeds
    await seed(db, 'bench-1k', SIZES.small);
    await seed(db, 'bench-20k', SIZES.large);
    await db.query('ANALYZE job; ANALYZE project; ANALYZE client');
    await db.end();
    process.stderr.write(`seeded ${SIZES.small} + ${SIZES.large} jobs in ${Date.now() - seedStart} ms\n`);

    // ---- the app
    const app = await startChild('app', env);
    children.push(app.child);
    const { rss: startRss } = await ask(app.child, { cmd: 'gc' });
    // A server in service has compiled code and open pool connections: warm them on another client.
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: 4 }, () => timedGet(app.port, '/public/feeds/site-web/bench-warm.xml')));
    const smallCold = await timedGet(app.port, '/public/feeds/site-web/bench-1k.xml', true);
    const smallCached = await timedGet(app.port, '/public/feeds/site-web/bench-1k.xml');
    const { rss: baseline } = await ask(app.child, { cmd: 'gc' });
    const large = await withPeakRss(app.child.pid, () => timedGet(app.port, '/public/feeds/site-web/bench-20k.xml', true));
    const largeCold = large.result;
    const largeRepeats = [];
    for (let i = 0; i < 3; i++) largeRepeats.push(await timedGet(app.port, '/public/feeds/site-web/bench-20k.xml'));
    const largeAgain = median(largeRepeats);
    for (const [label, res, jobs] of [['1k', smallCold, SIZES.small], ['20k', largeCold, SIZES.large]]) {
      const count = res.body.toString('utf8').split('<job>').length - 1;
      if (res.status !== 200 || count !== jobs) throw new Error(`${label} feed: status ${res.status}, ${count} jobs (expected ${jobs})`);
    }
    const smallFile = path.join(tmp, 'small.xml');
    const largeFile = path.join(tmp, 'large.xml');
    fs.writeFileSync(smallFile, smallCold.body);
    fs.writeFileSync(largeFile, largeCold.body);
    const smallSize = smallCold.body.length;
    const largeSize = largeCold.body.length;
    smallCold.body = null;
    largeCold.body = null;
    process.stderr.write(`app: 1k cold ${fixed(smallCold.totalMs)} ms (${mb(smallSize)} MB), 20k cold ${fixed(largeCold.totalMs)} ms (${mb(largeSize)} MB), peak RSS +${mb(large.peak - baseline)} MB\n`);

    // ---- the floor (started beside the app, so that sustained runs can alternate between them)
    const floor = await startChild('floor', { BENCH_FLOOR_DOCUMENTS: JSON.stringify({ '/small.xml': smallFile, '/large.xml': largeFile }) });
    children.push(floor.child);
    for (let i = 0; i < 5; i++) await timedGet(floor.port, '/small.xml');
    const floorSmall = await timedGet(floor.port, '/small.xml');
    const floorLarge = await timedGet(floor.port, '/large.xml');
    const floorLargeRepeats = [];
    for (let i = 0; i < 3; i++) floorLargeRepeats.push(await timedGet(floor.port, '/large.xml'));
    const floorLargeAgain = median(floorLargeRepeats);

    // ---- sustained: app and floor alternate in short rounds (the machine is shared: load moves)
    const smallRoute = '/public/feeds/site-web/bench-1k.xml';
    await load(app.port, smallRoute, 'app warm-up', 2);
    await load(floor.port, '/small.xml', 'floor warm-up', 2);
    const rounds = { appCached: [], floorRun: [], appCachedLight: [], floorLight: [] };
    for (let r = 1; r <= ROUNDS; r++) {
      rounds.appCached.push(await load(app.port, smallRoute, `round ${r} app 1k (cached), autocannon`, ROUND_SECONDS));
      rounds.floorRun.push(await load(floor.port, '/small.xml', `round ${r} floor 1k, autocannon`, ROUND_SECONDS));
      rounds.appCachedLight.push(await lightLoad(app.port, smallRoute, `round ${r} app 1k (cached), light client`, ROUND_SECONDS));
      rounds.floorLight.push(await lightLoad(floor.port, '/small.xml', `round ${r} floor 1k, light client`, ROUND_SECONDS));
    }
    const total = (runs, label) => {
      const seconds = runs.length * ROUND_SECONDS;
      const statuses = {};
      for (const run of runs) for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
      const done = Object.values(statuses).reduce((a, b) => a + b, 0);
      const byP50 = [...runs].sort((a, b) => a.p50 - b.p50);
      return {
        label, rps: done / seconds, mbps: runs.reduce((a, r) => a + r.mbps, 0) / runs.length,
        p50: byP50[Math.floor(runs.length / 2)].p50, p99: Math.max(...runs.map((r) => r.p99)), statuses, errors: runs.reduce((a, r) => a + r.errors, 0),
      };
    };
    const appCached = total(rounds.appCached, 'app cached autocannon');
    const floorRun = total(rounds.floorRun, 'floor autocannon');
    const appCachedLight = total(rounds.appCachedLight, 'app cached light');
    const floorLight = total(rounds.floorLight, 'floor light');
    const roundRatios = (app, fl) => app.map((run, i) => `${fixed((run.rps / fl[i].rps) * 100)}%`).join(', ');
    await ask(app.child, { cmd: 'cache', limits: { maxDocumentBytes: 0 } });
    const appStreamed = await lightLoad(app.port, smallRoute, 'app 1k (cache off, streamed), light client', SHORT);
    await stopChild(app.child);
    await stopChild(floor.child);

    // ---- results
    // Conservative: against the RSS right after start (the warm-up's heap growth counts as added).
    const added = large.peak - Math.min(startRss, baseline);
    const cachedRatio = appCached.rps / floorRun.rps;
    const lightRatio = appCachedLight.rps / floorLight.rps;
    const streamedRatio = appStreamed.rps / floorLight.rps;
    const met = {
      rps: cachedRatio >= TARGETS.rpsRatio && lightRatio >= TARGETS.rpsRatio,
      cold: largeCold.totalMs < TARGETS.largeColdMs,
      memory: added < TARGETS.memoryFactor * largeSize,
    };
    const ok = (flag) => (flag ? 'met' : '**NOT met**');
    const statuses = (r) => Object.entries(r.statuses).map(([s, c]) => `${s}: ${c}`).join(', ') + (r.errors ? `, errors: ${r.errors}` : '');
    const row = (r) => `${fixed(r.rps, 1)} | ${fixed(r.mbps)} | ${r.p50} | ${r.p99} | ${statuses(r)}`;
    const md = [
      '## feed',
      '',
      `GET /public/feeds/site-web/{slug}.xml, loopback, ${os.cpus().length} cores (load average at start ${os.loadavg()[0].toFixed(1)}: the machine is shared), Node ${process.version}, ${new Date().toISOString()}.`,
      `Documents: ${SIZES.small.toLocaleString('en')} jobs = ${mb(smallSize)} MB, ${SIZES.large.toLocaleString('en')} jobs = ${mb(largeSize)} MB (~${fixed(largeSize / SIZES.large)} bytes a job: HTML description, 3 custom fields).`,
      'Floor: a bare Node `http` server (child process) sending the same document, precomputed in memory, with the same headers and a Content-Length.',
      '"Cold" = first request for that feed (nothing of it cached in the app; the server warmed by serving another client\'s 2,500-job feed; PostgreSQL\'s buffers warm from the seed), on a new connection. TTFB = response head received.',
      '',
      '### Single request',
      '',
      '| request | app TTFB ms | app total ms | floor TTFB ms | floor total ms | app / floor total |',
      '|---|---|---|---|---|---|',
      `| 1,000 jobs, cold (streamed) | ${fixed(smallCold.ttfbMs, 1)} | ${fixed(smallCold.totalMs, 1)} | ${fixed(floorSmall.ttfbMs, 1)} | ${fixed(floorSmall.totalMs, 1)} | ${fixed(smallCold.totalMs / floorSmall.totalMs, 1)}x |`,
      `| 1,000 jobs, second (from the cache) | ${fixed(smallCached.ttfbMs, 1)} | ${fixed(smallCached.totalMs, 1)} | | | ${fixed(smallCached.totalMs / floorSmall.totalMs, 1)}x |`,
      `| 20,000 jobs, cold (streamed) | ${fixed(largeCold.ttfbMs, 1)} | ${fixed(largeCold.totalMs, 1)} | ${fixed(floorLarge.ttfbMs, 1)} | ${fixed(floorLarge.totalMs, 1)} | ${fixed(largeCold.totalMs / floorLarge.totalMs, 1)}x |`,
      `| 20,000 jobs, median of 3 more (each streamed again: over the 8 MB cache limit) | ${fixed(largeAgain.ttfbMs, 1)} | ${fixed(largeAgain.totalMs, 1)} | ${fixed(floorLargeAgain.ttfbMs, 1)} | ${fixed(floorLargeAgain.totalMs, 1)} | ${fixed(largeAgain.totalMs / floorLargeAgain.totalMs, 1)}x |`,
      '',
      `Peak RSS of the API process while serving the 20,000-job feed: ${mb(large.peak)} MB; RSS after start ${mb(startRss)} MB, just before the request (after the warm-up and a GC) ${mb(baseline)} MB. Added memory, counted from the lower of the two: ${mb(added)} MB = ${fixed(added / largeSize, 2)}x the document (${mb(largeSize)} MB); from just before the request: ${mb(large.peak - baseline)} MB (${large.hwmReset ? 'VmHWM reset before the request, plus 5 ms samples' : '5 ms samples'}).`,
      '',
      `### Sustained, 1,000-job feed, ${CONNECTIONS} connections`,
      '',
      `${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per server and client (app, floor, app, floor, ...: the machine is shared and its load moves); req/s over all rounds, p50 of the median round, worst p99.`,
      `autocannon parses bodies in JavaScript and appends each to a string: it saturates near 100-200 MB/s here, so a lighter client (Node's parser, bodies discarded) is shown too.`,
      '',
      '| server | client | req/s | MB/s | p50 ms | p99 ms | statuses |',
      '|---|---|---|---|---|---|---|',
      `| app, cache on (default) | autocannon | ${row(appCached)} |`,
      `| floor | autocannon | ${row(floorRun)} |`,
      `| app, cache on (default) | light | ${row(appCachedLight)} |`,
      `| app, cache off (every request streamed from PostgreSQL) | light | ${row(appStreamed)} |`,
      `| floor | light | ${row(floorLight)} |`,
      '',
      `Ratio to the floor: autocannon ${fixed(cachedRatio * 100)}% (rounds: ${roundRatios(rounds.appCached, rounds.floorRun)}); light client ${fixed(lightRatio * 100)}% (rounds: ${roundRatios(rounds.appCachedLight, rounds.floorLight)}); cache off (${SHORT} s, light client) ${fixed(streamedRatio * 100)}%.`,
      '',
      '### Targets',
      '',
      `- 1,000-job feed >= ${TARGETS.rpsRatio * 100}% of the floor's req/s: ${fixed(cachedRatio * 100)}% with autocannon, ${fixed(lightRatio * 100)}% with the light client (${ok(met.rps)}; every request still gets its validators from PostgreSQL, one query shared by the requests in flight together).`,
      `- 20,000-job feed cold < ${TARGETS.largeColdMs} ms: ${fixed(largeCold.totalMs)} ms cold, ${fixed(largeAgain.totalMs)} ms median of the next 3 (${ok(met.cold)}).`,
      `- Peak added memory < ${TARGETS.memoryFactor}x the document: ${fixed(added / largeSize, 2)}x (${ok(met.memory)}).`,
      '',
    ].join('\n');
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results', 'feed.md'), md);
    process.stderr.write(`${md}\n`);
    const badStatus = [appCached, appCachedLight, appStreamed, floorRun, floorLight].some((r) => Object.keys(r.statuses).some((s) => s !== '200') || r.errors > 0);
    if (badStatus) exitCode = 1;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await cleanRedis(`bench:${name}`).catch(() => undefined);
  }
  process.exit(exitCode);
}

async function cleanRedis(prefix) {
  const Redis = require('ioredis');
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of [`${prefix}:*`, `{${prefix}}:*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } finally {
    redis.disconnect();
  }
}

module.exports = { seed, timedGet };

if (require.main === module) {
  const mode = process.argv[2] === '--serve' ? process.argv[3] : null;
  const entry = mode === 'app' ? serveApp : mode === 'floor' ? serveFloor : main;
  Promise.resolve()
    .then(entry)
    .catch((error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    });
}
