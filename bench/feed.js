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
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { bootApp, fromDist } = require('./lib/app');
const { startChild, ask, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { listenFloor } = require('./lib/floor');
const { autocannonLoad, lightLoad, timedGet, alternate, combine, unexpected } = require('./lib/load');
const { withPeakRss } = require('./lib/memory');
const { table, statusList, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { medianBy } = require('./lib/stats');

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SHORT = Math.max(3, Math.round(DURATION / 2));
const ROUNDS = 3;
const ROUND_SECONDS = Math.max(2, Math.round(DURATION / ROUNDS));
const SIZES = { small: 1_000, large: 20_000 };
const TARGETS = { rpsRatio: 0.5, largeColdMs: 1000, memoryFactor: 3 };

// ---------------------------------------------------------------- child: the real app
async function serveApp() {
  const { FeedService } = fromDist('modules/feed/feed.service');
  const { app, port } = await bootApp();
  const feed = app.get(FeedService);
  ready({ port }, {
    stop: () => app.close(),
    commands: {
      gc: () => {
        global.gc?.();
        global.gc?.();
        return { rss: process.memoryUsage().rss };
      },
      cache: (m) => {
        feed.cache.configure(m.limits);
        return {};
      },
    },
  });
}

// ---------------------------------------------------------------- child: the floor
async function serveFloor() {
  const documents = JSON.parse(process.env.BENCH_FLOOR_DOCUMENTS);
  const bodies = Object.fromEntries(Object.entries(documents).map(([route, file]) => [route, fs.readFileSync(file)]));
  const { server, port } = await listenFloor((req, res) => {
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
  ready({ port }, { stop: () => server.close() });
}

// ---------------------------------------------------------------- parent: orchestration
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

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const fixed = (value, digits = 0) => Number(value).toFixed(digits);

async function main() {
  const { Client } = require('pg');
  const sandbox = await openSandbox('feed');
  const env = { ...sandbox.env, OUTBOX_SWEEP_INTERVAL_MS: '3600000' };
  const children = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-bench-'));
  try {
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
    const app = await startChild(__filename, 'app', env, { execArgv: ['--expose-gc'] });
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
    const largeAgain = medianBy(largeRepeats, 'totalMs');
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
    const floor = await startChild(__filename, 'floor', { BENCH_FLOOR_DOCUMENTS: JSON.stringify({ '/small.xml': smallFile, '/large.xml': largeFile }) }, { execArgv: ['--expose-gc'] });
    children.push(floor.child);
    for (let i = 0; i < 5; i++) await timedGet(floor.port, '/small.xml');
    const floorSmall = await timedGet(floor.port, '/small.xml');
    const floorLarge = await timedGet(floor.port, '/large.xml');
    const floorLargeRepeats = [];
    for (let i = 0; i < 3; i++) floorLargeRepeats.push(await timedGet(floor.port, '/large.xml'));
    const floorLargeAgain = medianBy(floorLargeRepeats, 'totalMs');

    // ---- sustained: app and floor alternate in short rounds (the machine is shared: load moves)
    const smallRoute = '/public/feeds/site-web/bench-1k.xml';
    const heavy = (port, route, label, duration) => autocannonLoad({ label, url: `http://127.0.0.1:${port}${route}`, connections: CONNECTIONS, duration });
    const light = (port, route, label, duration) => lightLoad({ label, port, path: route, connections: CONNECTIONS, duration });
    await heavy(app.port, smallRoute, 'app warm-up', 2);
    await heavy(floor.port, '/small.xml', 'floor warm-up', 2);
    const rounds = await alternate(ROUNDS, {
      appCached: (r) => heavy(app.port, smallRoute, `round ${r} app 1k (cached), autocannon`, ROUND_SECONDS),
      floorRun: (r) => heavy(floor.port, '/small.xml', `round ${r} floor 1k, autocannon`, ROUND_SECONDS),
      appCachedLight: (r) => light(app.port, smallRoute, `round ${r} app 1k (cached), light client`, ROUND_SECONDS),
      floorLight: (r) => light(floor.port, '/small.xml', `round ${r} floor 1k, light client`, ROUND_SECONDS),
    });
    // req/s over the nominal time of the rounds, p50 of the median round, worst p99.
    const total = (runs, label) => combine(runs, { label, seconds: runs.length * ROUND_SECONDS, p50: 'median' });
    const appCached = total(rounds.appCached, 'app cached autocannon');
    const floorRun = total(rounds.floorRun, 'floor autocannon');
    const appCachedLight = total(rounds.appCachedLight, 'app cached light');
    const floorLight = total(rounds.floorLight, 'floor light');
    const roundRatios = (app, fl) => app.map((run, i) => `${fixed((run.rps / fl[i].rps) * 100)}%`).join(', ');
    await ask(app.child, { cmd: 'cache', limits: { maxDocumentBytes: 0 } });
    const appStreamed = await light(app.port, smallRoute, 'app 1k (cache off, streamed), light client', SHORT);
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
    const row = (server, client, r) => [server, client, fixed(r.rps, 1), fixed(r.mbps), r.p50, r.p99, statusList(r)];
    const single = (label, app, fl, vs) => [label, fixed(app.ttfbMs, 1), fixed(app.totalMs, 1), fl ? fixed(fl.ttfbMs, 1) : '', fl ? fixed(fl.totalMs, 1) : '', `${fixed(app.totalMs / vs.totalMs, 1)}x`];
    writeResult('feed', [
      '## feed',
      '',
      `GET /public/feeds/site-web/{slug}.xml, loopback, ${os.cpus().length} cores (load average at start ${os.loadavg()[0].toFixed(1)}: the machine is shared), Node ${process.version}, ${new Date().toISOString()}.`,
      `Documents: ${SIZES.small.toLocaleString('en')} jobs = ${mb(smallSize)} MB, ${SIZES.large.toLocaleString('en')} jobs = ${mb(largeSize)} MB (~${fixed(largeSize / SIZES.large)} bytes a job: HTML description, 3 custom fields).`,
      'Floor: a bare Node `http` server (child process) sending the same document, precomputed in memory, with the same headers and a Content-Length.',
      '"Cold" = first request for that feed (nothing of it cached in the app; the server warmed by serving another client\'s 2,500-job feed; PostgreSQL\'s buffers warm from the seed), on a new connection. TTFB = response head received.',
      '',
      '### Single request',
      '',
      ...table(['request', 'app TTFB ms', 'app total ms', 'floor TTFB ms', 'floor total ms', 'app / floor total'], [
        single('1,000 jobs, cold (streamed)', smallCold, floorSmall, floorSmall),
        single('1,000 jobs, second (from the cache)', smallCached, null, floorSmall),
        single('20,000 jobs, cold (streamed)', largeCold, floorLarge, floorLarge),
        single('20,000 jobs, median of 3 more (each streamed again: over the 8 MB cache limit)', largeAgain, floorLargeAgain, floorLargeAgain),
      ]),
      '',
      `Peak RSS of the API process while serving the 20,000-job feed: ${mb(large.peak)} MB; RSS after start ${mb(startRss)} MB, just before the request (after the warm-up and a GC) ${mb(baseline)} MB. Added memory, counted from the lower of the two: ${mb(added)} MB = ${fixed(added / largeSize, 2)}x the document (${mb(largeSize)} MB); from just before the request: ${mb(large.peak - baseline)} MB (${large.hwmReset ? 'VmHWM reset before the request, plus 5 ms samples' : '5 ms samples'}).`,
      '',
      `### Sustained, 1,000-job feed, ${CONNECTIONS} connections`,
      '',
      `${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per server and client (app, floor, app, floor, ...: the machine is shared and its load moves); req/s over all rounds, p50 of the median round, worst p99.`,
      `autocannon parses bodies in JavaScript and appends each to a string: it saturates near 100-200 MB/s here, so a lighter client (Node's parser, bodies discarded) is shown too.`,
      '',
      ...table(['server', 'client', 'req/s', 'MB/s', 'p50 ms', 'p99 ms', 'statuses'], [
        row('app, cache on (default)', 'autocannon', appCached),
        row('floor', 'autocannon', floorRun),
        row('app, cache on (default)', 'light', appCachedLight),
        row('app, cache off (every request streamed from PostgreSQL)', 'light', appStreamed),
        row('floor', 'light', floorLight),
      ]),
      '',
      `Ratio to the floor: autocannon ${fixed(cachedRatio * 100)}% (rounds: ${roundRatios(rounds.appCached, rounds.floorRun)}); light client ${fixed(lightRatio * 100)}% (rounds: ${roundRatios(rounds.appCachedLight, rounds.floorLight)}); cache off (${SHORT} s, light client) ${fixed(streamedRatio * 100)}%.`,
      '',
      '### Targets',
      '',
      `- 1,000-job feed >= ${TARGETS.rpsRatio * 100}% of the floor's req/s: ${fixed(cachedRatio * 100)}% with autocannon, ${fixed(lightRatio * 100)}% with the light client (${ok(met.rps)}; every request still gets its validators from PostgreSQL, one query shared by the requests in flight together).`,
      `- 20,000-job feed cold < ${TARGETS.largeColdMs} ms: ${fixed(largeCold.totalMs)} ms cold, ${fixed(largeAgain.totalMs)} ms median of the next 3 (${ok(met.cold)}).`,
      `- Peak added memory < ${TARGETS.memoryFactor}x the document: ${fixed(added / largeSize, 2)}x (${ok(met.memory)}).`,
      '',
    ]);
    return [appCached, appCachedLight, appStreamed, floorRun, floorLight].some((r) => unexpected(r, 200)) ? 1 : 0;
  } finally {
    killChildren(children);
    fs.rmSync(tmp, { recursive: true, force: true });
    await sandbox.close();
  }
}

if (require.main === module) runEntry({ main, app: serveApp, floor: serveFloor });
