#!/usr/bin/env node
/**
 * XML job feed benchmark (issue 3).
 *
 *   npm run bench -- --only feed        (or, after `npm run build`: node bench/feed.js)
 *
 * On loopback only, with its own database and Redis prefix:
 *   - seeds two clients by bulk SQL: 1,000 and 20,000 published jobs (~3.3 KB of XML each:
 *     HTML description, three custom fields, accents), with a progress bar;
 *   - the real app (dist/bootstrap createApp) in a child process (so its RSS is its own), and the
 *     built worker beside it (idle here; its RSS is reported as in every scenario);
 *   - the floor (bench/floor/feed.js): a bare Node `http` server in a child process sending the
 *     same documents, precomputed in memory, with the same headers.
 * Measures: TTFB and total time of the first (cold: nothing cached) request for each feed, the
 * API's peak RSS while serving the 20,000-job feed (sampled from /proc every 5 ms, and VmHWM),
 * sustained req/s of the 1,000-job feed with 50 connections (autocannon, and a lighter client)
 * and of the 20,000-job feed with 2, app and floor alternating in short runs (medians quoted),
 * served from the per-ETag cache, then with the cache disabled. Writes bench/results/feed.md and
 * the harness summary.
 * Environment: BENCH_DURATION (s per server and load, default 10, in BENCH_ROUNDS runs, default 3), BENCH_CONNECTIONS (default 50),
 * BENCH_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { bootApp, fromDist } = require('./lib/app');
const { startChild, ask, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { autocannonLoad, lightLoad, timedGet } = require('./lib/load');
const { measureAlternating, roundCount, runSeconds } = require('./lib/measure');
const { withPeakRss } = require('./lib/memory');
const { progress } = require('./lib/progress');
const { table, statusList, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');
const { medianBy } = require('./lib/stats');
const { httpRow, summarizeRuns, valueRow, writeSummary } = require('./lib/summary');
const { startWorker } = require('./lib/worker');

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LARGE_CONNECTIONS = 2;
const LARGE_SECONDS = 5; // a 20,000-job document takes about a second: runs long enough to count several
const ROUNDS = roundCount(3);
const ROUND_SECONDS = runSeconds(Math.max(2, Math.round(DURATION / ROUNDS)));
const SIZES = { small: 1_000, large: 20_000 };
const WARM_JOBS = 2_500;
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

// ---------------------------------------------------------------- parent: orchestration
const SEED_BATCH = 1_000;

/** A client with `jobs` published jobs, inserted by batches of SEED_BATCH (`bar.tick` after each). */
async function seed(db, slug, jobs, bar) {
  const { rows: [client] } = await db.query(`INSERT INTO client (slug, name) VALUES ($1, $2) RETURNING id`, [slug, `Bench ${slug}`]);
  const { rows: [project] } = await db.query(`INSERT INTO project (client_id, title) VALUES ($1, 'Bench project') RETURNING id`, [client.id]);
  for (let first = 1; first <= jobs; first += SEED_BATCH) {
    const last = Math.min(jobs, first + SEED_BATCH - 1);
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
         FROM generate_series($4::int, $5::int) n`,
      [client.id, project.id, `${slug}-`, first, last],
    );
    bar.tick(last - first + 1);
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
    const bar = progress('seeding jobs', WARM_JOBS + SIZES.small + SIZES.large);
    await seed(db, 'bench-warm', WARM_JOBS, bar); // another client: warms the code paths of multi-page feeds
    await seed(db, 'bench-1k', SIZES.small, bar);
    await seed(db, 'bench-20k', SIZES.large, bar);
    await db.query('ANALYZE job; ANALYZE project; ANALYZE client');
    await db.end();
    bar.done();

    // ---- the worker (idle here: the harness reports its RSS for every scenario) and the app
    const worker = await startWorker(env);
    children.push(worker.child);
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
    const floor = await startChild(path.join(__dirname, 'floor', 'feed.js'), 'floor', { BENCH_FLOOR_DOCUMENTS: JSON.stringify({ '/small.xml': smallFile, '/large.xml': largeFile }) }, { execArgv: ['--expose-gc'] });
    children.push(floor.child);
    for (let i = 0; i < 5; i++) await timedGet(floor.port, '/small.xml');
    const floorSmall = await timedGet(floor.port, '/small.xml');
    const floorLarge = await timedGet(floor.port, '/large.xml');
    const floorLargeRepeats = [];
    for (let i = 0; i < 3; i++) floorLargeRepeats.push(await timedGet(floor.port, '/large.xml'));
    const floorLargeAgain = medianBy(floorLargeRepeats, 'totalMs');

    // ---- sustained: app and floor alternate in short rounds (the machine is shared: load moves)
    const smallRoute = '/public/feeds/site-web/bench-1k.xml';
    const heavy = (port, route, label, duration, connections = CONNECTIONS) => autocannonLoad({ label, url: `http://127.0.0.1:${port}${route}`, connections, duration });
    const light = (port, route, label, duration, connections = CONNECTIONS) => lightLoad({ label, port, path: route, connections, duration });
    await heavy(app.port, smallRoute, 'app warm-up', runSeconds(2));
    await heavy(floor.port, '/small.xml', 'floor warm-up', runSeconds(2));
    const alternateOn = (route, floorRoute, client, label, connections = CONNECTIONS, seconds = ROUND_SECONDS) =>
      measureAlternating({
        rounds: ROUNDS,
        app: (r) => client(app.port, route, `round ${r} app ${label}`, seconds, connections),
        floor: (r) => client(floor.port, floorRoute, `round ${r} floor ${label}`, seconds, connections),
        apiPid: app.child.pid,
        workerPid: worker.pid,
      });
    const sustained = await alternateOn(smallRoute, '/small.xml', heavy, '1k (cached), autocannon');
    const sustainedLight = await alternateOn(smallRoute, '/small.xml', light, '1k (cached), light client');
    const sustainedLarge = await alternateOn('/public/feeds/site-web/bench-20k.xml', '/large.xml', light, '20k, light client', LARGE_CONNECTIONS, runSeconds(LARGE_SECONDS));
    const [appCached, floorRun, appCachedLight, floorLight, appLarge, floorLargeRun] = [
      sustained.app, sustained.floor, sustainedLight.app, sustainedLight.floor, sustainedLarge.app, sustainedLarge.floor,
    ].map(summarizeRuns);
    const roundRatios = (app, fl) => app.map((run, i) => `${fixed((run.rps / fl[i].rps) * 100)}%`).join(', ');
    await ask(app.child, { cmd: 'cache', limits: { maxDocumentBytes: 0 } });
    const streamed = await measureAlternating({
      rounds: ROUNDS,
      app: (r) => light(app.port, smallRoute, `round ${r} app 1k (cache off, streamed), light client`, ROUND_SECONDS),
      apiPid: app.child.pid,
    });
    const appStreamed = summarizeRuns(streamed.app);
    await stopChild(app.child);
    await stopChild(floor.child);
    await worker.stop();

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
    const row = (server, client, r) => [server, client, fixed(r.rps, 1), r.runs.join(', '), fixed(r.mbps), r.p50, r.p99, statusList(r)];
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
      `${ROUNDS} alternating runs of ${ROUND_SECONDS} s per server and client (app, floor, app, floor, ...: the machine is shared and its load moves); medians of the runs quoted.`,
      `autocannon parses bodies in JavaScript and appends each to a string: it saturates near 100-200 MB/s here, so a lighter client (Node's parser, bodies discarded) is shown too.`,
      '',
      ...table(['server', 'client', 'median req/s', 'req/s of each run', 'MB/s', 'p50 ms', 'p99 ms', 'statuses'], [
        row('app, cache on (default)', 'autocannon', appCached),
        row('floor', 'autocannon', floorRun),
        row('app, cache on (default)', 'light', appCachedLight),
        row('app, cache off (every request streamed from PostgreSQL)', 'light', appStreamed),
        row('floor', 'light', floorLight),
      ]),
      '',
      `Ratio to the floor: autocannon ${fixed(cachedRatio * 100)}% (runs: ${roundRatios(sustained.app, sustained.floor)}); light client ${fixed(lightRatio * 100)}% (runs: ${roundRatios(sustainedLight.app, sustainedLight.floor)}); cache off (light client) ${fixed(streamedRatio * 100)}%.`,
      '',
      `### Sustained, 20,000-job feed, ${LARGE_CONNECTIONS} connections, light client`,
      '',
      ...table(['server', 'client', 'median req/s', 'req/s of each run', 'MB/s', 'p50 ms', 'p99 ms', 'statuses'], [
        row('app (streamed: over the 8 MB cache limit)', 'light', appLarge),
        row('floor', 'light', floorLargeRun),
      ]),
      '',
      `Ratio to the floor: ${fixed((appLarge.rps / floorLargeRun.rps) * 100)}% (runs: ${roundRatios(sustainedLarge.app, sustainedLarge.floor)}).`,
      '',
      '### Targets',
      '',
      `- 1,000-job feed >= ${TARGETS.rpsRatio * 100}% of the floor's req/s: ${fixed(cachedRatio * 100)}% with autocannon, ${fixed(lightRatio * 100)}% with the light client (${ok(met.rps)}; every request still gets its validators from PostgreSQL, one query shared by the requests in flight together).`,
      `- 20,000-job feed cold < ${TARGETS.largeColdMs} ms: ${fixed(largeCold.totalMs)} ms cold, ${fixed(largeAgain.totalMs)} ms median of the next 3 (${ok(met.cold)}).`,
      `- Peak added memory < ${TARGETS.memoryFactor}x the document: ${fixed(added / largeSize, 2)}x (${ok(met.memory)}).`,
      '',
    ]);
    const documentRatio = added / largeSize;
    const summary = writeSummary('feed', {
      title: 'XML job feed, GET /public/feeds/site-web/{slug}.xml',
      rows: [
        httpRow({ id: 'feed-1k', label: `1,000 jobs (${mb(smallSize)} MB), ${CONNECTIONS} connections, autocannon`, app: sustained.app, floor: sustained.floor, target: TARGETS.rpsRatio, apiRss: sustained.apiRss, workerRss: sustained.workerRss, expected: 200 }),
        httpRow({ id: 'feed-1k-light', label: '1,000 jobs, light client (bodies discarded)', app: sustainedLight.app, floor: sustainedLight.floor, target: TARGETS.rpsRatio, apiRss: sustainedLight.apiRss, workerRss: sustainedLight.workerRss, expected: 200 }),
        httpRow({ id: 'feed-1k-uncached', label: '1,000 jobs, app cache off (streamed from PostgreSQL), light client', app: streamed.app, floor: sustainedLight.floor, apiRss: streamed.apiRss, expected: 200 }),
        httpRow({ id: 'feed-20k', label: `20,000 jobs (${mb(largeSize)} MB), ${LARGE_CONNECTIONS} connections, light client`, app: sustainedLarge.app, floor: sustainedLarge.floor, apiRss: sustainedLarge.apiRss, workerRss: sustainedLarge.workerRss, expected: 200 }),
        valueRow({ id: 'feed-20k-cold', label: '20,000 jobs: first request (cold), total time', value: largeCold.totalMs, unit: 'ms', floorValue: floorLarge.totalMs, target: TARGETS.largeColdMs }),
        valueRow({ id: 'feed-20k-again', label: '20,000 jobs: median of 3 more requests', value: largeAgain.totalMs, unit: 'ms', floorValue: floorLargeAgain.totalMs, target: TARGETS.largeColdMs }),
        valueRow({ id: 'feed-20k-memory', label: '20,000 jobs: API memory added while serving it, over the document size', value: documentRatio, unit: 'x', target: TARGETS.memoryFactor, note: `+${mb(added)} MB for a ${mb(largeSize)} MB document` }),
      ],
      notes: ['floor: node:http sending the same bytes (rendered once by the app) with the same headers', 'autocannon parses bodies in JavaScript and caps near 100-200 MB/s here; the light client (Node\'s parser, bodies discarded) shows the servers\' own limit'],
      detail: 'bench/results/feed.md',
    });
    return summary.ok ? 0 : 1;
  } finally {
    killChildren(children);
    fs.rmSync(tmp, { recursive: true, force: true });
    await sandbox.close();
  }
}

if (require.main === module) runEntry({ main, app: serveApp });
