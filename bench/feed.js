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
 *   - the floor (bench/floor/feed.js): bare Node `http` + pg in a child process, on the same
 *     database, running the app's SQL and sending the app's bytes (each document rendered once
 *     by the app) with the same headers. Per client slug, two routes: /cached/{slug}.xml = the
 *     validator query (same SQL, single flight per slug like the app; ETag and Last-Modified
 *     computed from its row as the app does), then the whole document with a Content-Length (what
 *     the app does when serving from its per-ETag cache); /streamed/{slug}.xml = the validator
 *     query, then the app's page queries (page bounds for more than one page, keyset pages of
 *     1,000, 2 in flight ahead; autocommit, no transaction, as in the app), writing each page's
 *     bytes of the document as its query returns (chunked, back-pressure honoured). No Nest,
 *     Express, TypeORM or XML encoding. The floor's ETag, Last-Modified and bytes are checked
 *     against the app's before measuring.
 * Measures: TTFB and total time of the first (cold: nothing cached) request for each feed (floor:
 * streamed route), the API's peak RSS while serving the 20,000-job feed (sampled from /proc
 * every 5 ms, and VmHWM), sustained req/s of the 1,000-job feed with 50 connections (autocannon,
 * and a lighter client; app from its cache, floor cached route) and of the 20,000-job feed with 2
 * (streamed by both: over the app's 8 MB cache limit), then the 1,000-job feed with the app's
 * cache disabled against the floor's streamed route (light client); app and floor alternate in
 * short runs for each (medians quoted); then the compressed representations (br, gzip) against
 * the plain one from the same app: bytes on the wire, one 20,000-job request, req/s of both feeds
 * (rotating order). Writes bench/results/feed.md and the harness summary.
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
const { withCpuTime } = require('./lib/cpu');
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
const CACHE_DOCUMENT_LIMIT = 8 * 1024 * 1024; // the app's default (FeedCache)
/** Representations compared: no Accept-Encoding (plain), then each compressed coding asked for alone. */
const CODINGS = [['plain', undefined], ['br', { 'Accept-Encoding': 'br' }], ['gzip', { 'Accept-Encoding': 'gzip' }]];

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

/** The floor's routes for a client (see bench/floor/feed.js). */
const floorRoute = (mode, slug) => `/${mode}/${slug}.xml`;
const appRoute = (slug) => `/public/feeds/site-web/${slug}.xml`;

/** Throws unless the floor answered as the app did: same validators and headers, same number of bytes. */
function checkFloor(label, floorRes, appRes, bytes) {
  for (const name of ['content-type', 'cache-control', 'etag', 'last-modified']) {
    if (floorRes.headers[name] !== appRes.headers[name]) throw new Error(`floor ${label}: ${name} ${floorRes.headers[name]} (app: ${appRes.headers[name]})`);
  }
  if (floorRes.status !== 200 || floorRes.bytes !== bytes) throw new Error(`floor ${label}: status ${floorRes.status}, ${floorRes.bytes} bytes (expected ${bytes})`);
}

async function main() {
  const { Client } = require('pg');
  const { FEED_FORMAT_VERSION, FEED_PAGE_SIZE } = fromDist('modules/feed/feed.service');
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
    let warmDocument = null;
    for (let i = 0; i < 3; i++) {
      const responses = await Promise.all(Array.from({ length: 4 }, () => timedGet(app.port, appRoute('bench-warm'), i === 0)));
      warmDocument ??= responses[0].body;
    }
    const smallCold = await timedGet(app.port, '/public/feeds/site-web/bench-1k.xml', true);
    const smallCached = await timedGet(app.port, '/public/feeds/site-web/bench-1k.xml');
    const { rss: baseline } = await ask(app.child, { cmd: 'gc' });
    const large = await withPeakRss(app.child.pid, () => timedGet(app.port, '/public/feeds/site-web/bench-20k.xml', true));
    // API CPU time of one 20,000-job request (the cold one was measured for memory: this is the next, without the body kept).
    const largeCpu = await withCpuTime(app.child.pid, () => timedGet(app.port, '/public/feeds/site-web/bench-20k.xml'));
    const largeCold = large.result;
    const largeRepeats = [];
    for (let i = 0; i < 3; i++) largeRepeats.push(await timedGet(app.port, '/public/feeds/site-web/bench-20k.xml'));
    const largeAgain = medianBy(largeRepeats, 'totalMs');
    for (const [label, res, jobs] of [['1k', smallCold, SIZES.small], ['20k', largeCold, SIZES.large]]) {
      const count = res.body.toString('utf8').split('<job>').length - 1;
      if (res.status !== 200 || count !== jobs) throw new Error(`${label} feed: status ${res.status}, ${count} jobs (expected ${jobs})`);
    }
    const documents = { 'bench-warm': path.join(tmp, 'warm.xml'), 'bench-1k': path.join(tmp, 'small.xml'), 'bench-20k': path.join(tmp, 'large.xml') };
    fs.writeFileSync(documents['bench-warm'], warmDocument);
    fs.writeFileSync(documents['bench-1k'], smallCold.body);
    fs.writeFileSync(documents['bench-20k'], largeCold.body);
    warmDocument = null;
    const smallSize = smallCold.body.length;
    const largeSize = largeCold.body.length;
    smallCold.body = null;
    largeCold.body = null;
    process.stderr.write(`app: 1k cold ${fixed(smallCold.totalMs)} ms (${mb(smallSize)} MB), 20k cold ${fixed(largeCold.totalMs)} ms (${mb(largeSize)} MB), peak RSS +${mb(large.peak - baseline)} MB\n`);

    // ---- the floor (started beside the app, so that sustained runs can alternate between them)
    const floorEnv = { ...env, BENCH_FLOOR_FEEDS: JSON.stringify({ documents, pageSize: FEED_PAGE_SIZE, formatVersion: FEED_FORMAT_VERSION }) };
    const floor = await startChild(path.join(__dirname, 'floor', 'feed.js'), 'floor', floorEnv, { execArgv: ['--expose-gc'] });
    children.push(floor.child);
    // The same warm-up as the app's (another client's multi-page feed, streamed), then a few cached answers.
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: 4 }, () => timedGet(floor.port, floorRoute('streamed', 'bench-warm'))));
    for (let i = 0; i < 3; i++) await timedGet(floor.port, floorRoute('cached', 'bench-1k'));
    const floorSmall = await timedGet(floor.port, floorRoute('streamed', 'bench-1k'));
    const floorSmallCached = await timedGet(floor.port, floorRoute('cached', 'bench-1k'));
    const floorLarge = await timedGet(floor.port, floorRoute('streamed', 'bench-20k'));
    const floorLargeRepeats = [];
    for (let i = 0; i < 3; i++) floorLargeRepeats.push(await timedGet(floor.port, floorRoute('streamed', 'bench-20k')));
    const floorLargeAgain = medianBy(floorLargeRepeats, 'totalMs');
    checkFloor('1k streamed', floorSmall, smallCold, smallSize);
    checkFloor('1k cached', floorSmallCached, smallCached, smallSize);
    checkFloor('20k streamed', floorLarge, largeCold, largeSize);
    process.stderr.write(`floor: 1k streamed ${fixed(floorSmall.totalMs, 1)} ms, cached ${fixed(floorSmallCached.totalMs, 1)} ms, 20k streamed ${fixed(floorLarge.totalMs)} ms\n`);

    // ---- sustained: app and floor alternate in short rounds (the machine is shared: load moves)
    const smallRoute = appRoute('bench-1k');
    const floorCached = floorRoute('cached', 'bench-1k');
    const heavy = (port, route, label, duration, connections = CONNECTIONS) => autocannonLoad({ label, url: `http://127.0.0.1:${port}${route}`, connections, duration });
    const light = (port, route, label, duration, connections = CONNECTIONS) => lightLoad({ label, port, path: route, connections, duration });
    await heavy(app.port, smallRoute, 'app warm-up', runSeconds(2));
    await heavy(floor.port, floorCached, 'floor warm-up', runSeconds(2));
    const alternateOn = (route, floorPath, client, label, connections = CONNECTIONS, seconds = ROUND_SECONDS) =>
      measureAlternating({
        rounds: ROUNDS,
        app: (r) => client(app.port, route, `round ${r} app ${label}`, seconds, connections),
        floor: (r) => client(floor.port, floorPath, `round ${r} floor ${label}`, seconds, connections),
        apiPid: app.child.pid,
        workerPid: worker.pid,
      });
    const sustained = await alternateOn(smallRoute, floorCached, heavy, '1k (cached), autocannon');
    const sustainedLight = await alternateOn(smallRoute, floorCached, light, '1k (cached), light client');
    const sustainedLarge = await alternateOn(appRoute('bench-20k'), floorRoute('streamed', 'bench-20k'), light, '20k (streamed), light client', LARGE_CONNECTIONS, runSeconds(LARGE_SECONDS));
    // The app with its cache off streams every request from PostgreSQL: against the floor's streamed route.
    await ask(app.child, { cmd: 'cache', limits: { maxDocumentBytes: 0 } });
    const streamed = await alternateOn(smallRoute, floorRoute('streamed', 'bench-1k'), light, '1k (cache off, streamed), light client');

    // ---- compression: the app against itself, plain, br and gzip in rotating order (no floor compresses)
    await ask(app.child, { cmd: 'cache', limits: { maxDocumentBytes: CACHE_DOCUMENT_LIMIT } });
    const wire = {};
    for (const [name, headers] of CODINGS) {
      await timedGet(app.port, smallRoute, false, headers); // renders the document, or makes its compressed copy
      const small = await timedGet(app.port, smallRoute, false, headers);
      const larges = [];
      for (let i = 0; i < 3; i++) {
        const { result, cpuMs } = await withCpuTime(app.child.pid, () => timedGet(app.port, appRoute('bench-20k'), false, headers));
        larges.push({ ...result, cpuMs });
      }
      wire[name] = { small, large: medianBy(larges, 'totalMs'), largeCpuMs: medianBy(larges, 'cpuMs').cpuMs };
      const coding = small.headers['content-encoding'] ?? 'plain';
      if (coding !== name || (wire[name].large.headers['content-encoding'] ?? 'plain') !== name) throw new Error(`asked for ${name}, got ${coding}`);
    }
    const rotating = async (route, label, connections, seconds) => {
      const runs = Object.fromEntries(CODINGS.map(([name]) => [name, []]));
      for (let round = 0; round < ROUNDS; round++) {
        for (let k = 0; k < CODINGS.length; k++) {
          const [name, headers] = CODINGS[(round + k) % CODINGS.length];
          runs[name].push(await lightLoad({ label: `round ${round + 1} app ${label} ${name}`, port: app.port, path: route, connections, duration: seconds, headers }));
        }
      }
      return runs;
    };
    const codedSmall = await rotating(smallRoute, '1k (cached)', CONNECTIONS, ROUND_SECONDS);
    const codedLarge = await rotating(appRoute('bench-20k'), '20k (streamed)', LARGE_CONNECTIONS, runSeconds(LARGE_SECONDS));
    const [appCached, floorRun, appCachedLight, floorLight, appLarge, floorLargeRun, appStreamed, floorStreamed] = [
      sustained.app, sustained.floor, sustainedLight.app, sustainedLight.floor, sustainedLarge.app, sustainedLarge.floor, streamed.app, streamed.floor,
    ].map(summarizeRuns);
    const roundRatios = (app, fl) => app.map((run, i) => `${fixed((run.rps / fl[i].rps) * 100)}%`).join(', ');
    await stopChild(app.child);
    await stopChild(floor.child);
    await worker.stop();

    // ---- results
    // Conservative: against the RSS right after start (the warm-up's heap growth counts as added).
    const added = large.peak - Math.min(startRss, baseline);
    const cachedRatio = appCached.rps / floorRun.rps;
    const lightRatio = appCachedLight.rps / floorLight.rps;
    const streamedRatio = appStreamed.rps / floorStreamed.rps;
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
      'Floor: bare Node `http` + pg (child process, pool of 20 like the app) running the app\'s SQL and sending the app\'s bytes (each document rendered once by the app), with the same Content-Type, Cache-Control, ETag and Last-Modified (checked against the app\'s). Every request runs the validator query (the app\'s SQL text and parameter; like the app, requests arriving while it runs share it), then: "cached" route = the whole document with a Content-Length (the app serving from its per-ETag cache); "streamed" route = the app\'s page queries (page bounds when over 1,000 jobs, keyset pages of 1,000, 2 fetched ahead; each query on its own pooled connection in autocommit, as in the app: no transaction), writing each page\'s bytes of the document as its query returns (chunked, back-pressure honoured). No Nest, Express, TypeORM or XML encoding.',
      '"Cold" = first request for that feed (nothing of it cached in the app; both servers warmed by serving another client\'s 2,500-job feed, streamed; PostgreSQL\'s buffers warm from the seed), on a new connection. TTFB = response head received.',
      '',
      '### Single request',
      '',
      ...table(['request', 'app TTFB ms', 'app total ms', 'floor TTFB ms', 'floor total ms', 'app / floor total'], [
        single('1,000 jobs, cold (streamed; floor: streamed route)', smallCold, floorSmall, floorSmall),
        single('1,000 jobs, second (from the cache; floor: cached route)', smallCached, floorSmallCached, floorSmallCached),
        single('20,000 jobs, cold (streamed; floor: streamed route)', largeCold, floorLarge, floorLarge),
        single('20,000 jobs, median of 3 more (each streamed again: over the 8 MB cache limit)', largeAgain, floorLargeAgain, floorLargeAgain),
      ]),
      '',
      `API CPU time (user + system, from /proc; the figure least moved by the machine's load) of one 20,000-job request: ${fixed(largeCpu.cpuMs)} ms, for ${fixed(largeCpu.result.totalMs)} ms of wall time.`,
      '',
      `Peak RSS of the API process while serving the 20,000-job feed: ${mb(large.peak)} MB; RSS after start ${mb(startRss)} MB, just before the request (after the warm-up and a GC) ${mb(baseline)} MB. Added memory, counted from the lower of the two: ${mb(added)} MB = ${fixed(added / largeSize, 2)}x the document (${mb(largeSize)} MB); from just before the request: ${mb(large.peak - baseline)} MB (${large.hwmReset ? 'VmHWM reset before the request, plus 5 ms samples' : '5 ms samples'}).`,
      '',
      `### Sustained, 1,000-job feed, ${CONNECTIONS} connections`,
      '',
      `${ROUNDS} alternating runs of ${ROUND_SECONDS} s per server and client (app and floor in alternation, as bench/lib/measure.js orders them: the machine is shared and its load moves); medians of the runs quoted.`,
      `autocannon parses bodies in JavaScript and appends each to a string: it saturates near 100-200 MB/s here, so a lighter client (Node's parser, bodies discarded) is shown too.`,
      '',
      ...table(['server', 'client', 'median req/s', 'req/s of each run', 'MB/s', 'p50 ms', 'p99 ms', 'statuses'], [
        row('app, cache on (default)', 'autocannon', appCached),
        row('floor, cached route', 'autocannon', floorRun),
        row('app, cache on (default)', 'light', appCachedLight),
        row('floor, cached route', 'light', floorLight),
        row('app, cache off (every request streamed from PostgreSQL)', 'light', appStreamed),
        row('floor, streamed route', 'light', floorStreamed),
      ]),
      '',
      `Ratio to the floor: autocannon ${fixed(cachedRatio * 100)}% (runs: ${roundRatios(sustained.app, sustained.floor)}); light client ${fixed(lightRatio * 100)}% (runs: ${roundRatios(sustainedLight.app, sustainedLight.floor)}); cache off, to the streamed floor (light client) ${fixed(streamedRatio * 100)}% (runs: ${roundRatios(streamed.app, streamed.floor)}).`,
      '',
      `### Sustained, 20,000-job feed, ${LARGE_CONNECTIONS} connections, light client`,
      '',
      ...table(['server', 'client', 'median req/s', 'req/s of each run', 'MB/s', 'p50 ms', 'p99 ms', 'statuses'], [
        row('app (streamed: over the 8 MB cache limit)', 'light', appLarge),
        row('floor, streamed route', 'light', floorLargeRun),
      ]),
      '',
      `Ratio to the floor: ${fixed((appLarge.rps / floorLargeRun.rps) * 100)}% (runs: ${roundRatios(sustainedLarge.app, sustainedLarge.floor)}).`,
      '',
      '### Compression (Accept-Encoding)',
      '',
      `The app against itself: no Accept-Encoding, \`br\`, \`gzip\`, in rotating order, ${ROUNDS} runs each (medians), light client (it counts the bytes as received: compressed). 1,000 jobs: served from the cache (its compressed copy made once per ETag: br quality 4, gzip level 6), ${CONNECTIONS} connections; 20,000 jobs: streamed and compressed on the fly (br quality 1, gzip level 1), ${LARGE_CONNECTIONS} connections. The bench's descriptions are 80 random MD5 hex strings each: about the least compressible text a feed can hold (prose compresses several times better).`,
      '',
      ...table(['representation', '1,000 jobs: bytes', 'req/s', 'vs plain', 'MB/s on the wire', '20,000 jobs: bytes', 'one request ms (median of 3)', 'API CPU ms of it', 'req/s', 'vs plain'], CODINGS.map(([name]) => {
        const small = summarizeRuns(codedSmall[name]);
        const large = summarizeRuns(codedLarge[name]);
        const plainSmall = summarizeRuns(codedSmall.plain);
        const plainLarge = summarizeRuns(codedLarge.plain);
        return [
          name, `${mb(wire[name].small.bytes)} MB (${fixed((wire[name].small.bytes / wire.plain.small.bytes) * 100)}%)`, fixed(small.rps, 1), `${fixed((small.rps / plainSmall.rps) * 100)}%`, fixed(small.mbps),
          `${mb(wire[name].large.bytes)} MB (${fixed((wire[name].large.bytes / wire.plain.large.bytes) * 100)}%)`, fixed(wire[name].large.totalMs), fixed(wire[name].largeCpuMs), fixed(large.rps, 2), `${fixed((large.rps / plainLarge.rps) * 100)}%`,
        ];
      })),
      '',
      '### Targets',
      '',
      `- 1,000-job feed >= ${TARGETS.rpsRatio * 100}% of the floor's req/s: ${fixed(cachedRatio * 100)}% with autocannon, ${fixed(lightRatio * 100)}% with the light client (${ok(met.rps)}; every request still gets its validators from PostgreSQL, one query shared by the requests in flight together, in the app and in the floor).`,
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
        httpRow({ id: 'feed-1k-uncached', label: '1,000 jobs, app cache off (streamed from PostgreSQL; floor streamed too), light client', app: streamed.app, floor: streamed.floor, apiRss: streamed.apiRss, workerRss: streamed.workerRss, expected: 200 }),
        httpRow({ id: 'feed-20k', label: `20,000 jobs (${mb(largeSize)} MB), ${LARGE_CONNECTIONS} connections, light client`, app: sustainedLarge.app, floor: sustainedLarge.floor, apiRss: sustainedLarge.apiRss, workerRss: sustainedLarge.workerRss, expected: 200 }),
        valueRow({ id: 'feed-20k-cold', label: '20,000 jobs: first request (cold), total time (floor: streamed)', value: largeCold.totalMs, unit: 'ms', floorValue: floorLarge.totalMs, target: TARGETS.largeColdMs }),
        valueRow({ id: 'feed-20k-cpu', label: '20,000 jobs: API CPU time of one request (user + system)', value: largeCpu.cpuMs, unit: 'ms', note: `${fixed(largeCpu.result.totalMs)} ms wall time` }),
        valueRow({ id: 'feed-20k-again', label: '20,000 jobs: median of 3 more requests', value: largeAgain.totalMs, unit: 'ms', floorValue: floorLargeAgain.totalMs, target: TARGETS.largeColdMs }),
        ...['br', 'gzip'].flatMap((name) => [
          httpRow({ id: `feed-1k-${name}`, label: `1,000 jobs in ${name} (cached copy), ${CONNECTIONS} connections, light client`, app: codedSmall[name], expected: 200 }),
          httpRow({ id: `feed-20k-${name}`, label: `20,000 jobs in ${name} (compressed on the fly), ${LARGE_CONNECTIONS} connections, light client`, app: codedLarge[name], expected: 200 }),
          valueRow({ id: `feed-1k-${name}-bytes`, label: `1,000 jobs in ${name}: bytes on the wire (beside: plain)`, value: wire[name].small.bytes / 1e6, unit: 'MB', floorValue: wire.plain.small.bytes / 1e6, floorLabel: 'plain' }),
          valueRow({ id: `feed-20k-${name}-bytes`, label: `20,000 jobs in ${name}: bytes on the wire (beside: plain)`, value: wire[name].large.bytes / 1e6, unit: 'MB', floorValue: wire.plain.large.bytes / 1e6, floorLabel: 'plain' }),
          valueRow({ id: `feed-20k-${name}-time`, label: `20,000 jobs in ${name}: one request, median of 3 (beside: plain)`, value: wire[name].large.totalMs, unit: 'ms', floorValue: wire.plain.large.totalMs, floorLabel: 'plain' }),
        ]),
        valueRow({ id: 'feed-20k-memory', label: '20,000 jobs: API memory added while serving it, over the document size', value: documentRatio, unit: 'x', target: TARGETS.memoryFactor, note: `+${mb(added)} MB for a ${mb(largeSize)} MB document` }),
      ],
      notes: ['floor: node:http + pg running the app\'s SQL (validator query on every request, single flight per slug; streamed: page bounds + keyset pages of 1,000, autocommit, as the app) and sending the app\'s bytes with the same headers; cached route for the app\'s cache hits, streamed route otherwise', 'autocannon parses bodies in JavaScript and caps near 100-200 MB/s here; the light client (Node\'s parser, bodies discarded) shows the servers\' own limit'],
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
