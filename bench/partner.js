#!/usr/bin/env node
/**
 * Partner candidate creation benchmark (issue 7).
 *
 *   npm run build && node bench/partner.js        (or: npm run bench / node bench/run.js partner)
 *
 * Starts, on loopback only, with its own database and Redis prefix:
 *   - the real app (dist/bootstrap createApp) in a child process;
 *   - the floor: a bare Node `http` server in a child process doing the same work per request
 *     (API key lookup, the same sliding-window rate-limit script in Redis, the same SQL in one
 *     transaction with the same advisory locks), without Nest, Express, TypeORM or validation libs.
 * Load: autocannon from this process. Two workloads each:
 *   - create: JSON candidate creation, a distinct externalId and e-mail per request (new person,
 *     process, activity, submission each time);
 *   - replay: the same externalId again and again (200 deduped).
 * After the runs, SQL checks that there is no duplicate person or process. Writes bench/results/partner.md.
 * Environment: BENCH_DURATION (s, default 8), BENCH_CONNECTIONS (default 16),
 * BENCH_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL.
 */
const { fork } = require('node:child_process');
const { randomBytes, createHash, timingSafeEqual } = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const DIST = path.join(__dirname, '..', 'dist');
const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TARGET_RATIO = 0.4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

// ---------------------------------------------------------------- child: the real app
async function serveApp() {
  const { createApp } = require(path.join(DIST, 'bootstrap'));
  const { loadEnv } = require(path.join(DIST, 'config', 'env'));
  const { TenantsAdminService } = require(path.join(DIST, 'modules', 'admin', 'tenants.admin-service'));
  const { ApiKeysService } = require(path.join(DIST, 'common', 'auth', 'api-keys.service'));
  const env = { ...loadEnv(process.env), port: 0, logLevel: 'silent' };
  const app = await createApp(env, { logs: false });
  await app.listen(0, '127.0.0.1');
  let tenant = null;
  if (process.env.BENCH_PROVISION === '1') {
    const tenants = app.get(TenantsAdminService);
    const slug = `bench-${randomBytes(4).toString('hex')}`;
    const client = await tenants.createClient(slug, 'Bench client', {});
    await tenants.setStages(slug, [{ key: 'new', label: 'New' }, { key: 'screening', label: 'Screening' }]);
    const project = await tenants.createProject(slug, 'Bench project', { companyName: 'Bench' });
    const key = await app.get(ApiKeysService).create(client.id, ['partner:projects:read', 'partner:candidates:write'], { connector: 'bench' });
    tenant = { clientId: client.id, projectId: project.id, key: key.key };
  }
  process.send({ port: app.getHttpServer().address().port, tenant });
  process.on('message', async (m) => {
    if (m === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------- child: the floor
const SLIDING_WINDOW = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local member = ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - ttl)
local count = redis.call('ZCARD', key)
local admitted = 0
if count < limit then
  redis.call('ZADD', key, now, member)
  count = count + 1
  admitted = 1
end
redis.call('PEXPIRE', key, ttl)
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local wait = ttl
if oldest[2] then wait = tonumber(oldest[2]) + ttl - now end
return { count, admitted, wait }
`;

async function serveFloor() {
  const { Pool } = require('pg');
  const Redis = require('ioredis');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const redis = new Redis(REDIS_URL, { enableOfflineQueue: true });
  const prefix = process.env.REDIS_PREFIX;
  let seq = 0;
  const send = (res, status, body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  const lock = (c, name) => c.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [name]);

  async function handle(req, res, raw) {
    const key = req.headers['x-service-public-key'];
    const m = /^rk_([0-9A-Za-z]{12})_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/.exec(key ?? '');
    if (!m) return send(res, 401, { error: { code: 'unauthorized', message: 'Malformed API key' } });
    const { rows: keys } = await pool.query(
      `SELECT k.id, k.client_id, c.slug, k.secret_hash, k.scopes, k.connector, k.revoked_at, k.last_used_at
         FROM api_key k JOIN client c ON c.id = k.client_id WHERE k.public_id = $1`,
      [m[1]],
    );
    const row = keys[0];
    const hash = createHash('sha256').update(m[2]).digest();
    if (!row || !timingSafeEqual(hash, row.secret_hash) || row.revoked_at) return send(res, 401, { error: { code: 'unauthorized', message: 'Unknown API key' } });
    const now = Date.now();
    await redis.eval(SLIDING_WINDOW, 1, `${prefix}:rl:floor:${row.id}`, now, 60000, 1e9, `${now}:${(seq = (seq + 1) % 1e6)}:${Math.random()}`);
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return send(res, 400, { error: { code: 'validation_error', message: 'Malformed JSON body' } });
    }
    if (!body.firstName || !body.lastName || !body.projectId) return send(res, 422, { error: { code: 'missing_required_field', message: 'missing' } });
    if (!body.email || !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(body.email)) return send(res, 400, { error: { code: 'validation_error', message: 'email', field: 'email' } });
    const clientId = row.client_id;
    const connectorKey = row.connector ?? `key:${row.id}`;
    const emailKey = body.email.trim().toLowerCase();
    const submissionSql = `SELECT id, person_id, process_id, document_id FROM partner_submission WHERE client_id = $1 AND connector_key = $2 AND external_id = $3`;
    if (body.externalId) {
      const { rows } = await pool.query(submissionSql, [clientId, connectorKey, body.externalId]);
      if (rows[0]) return send(res, 200, { personId: rows[0].person_id, processId: rows[0].process_id, created: false, deduped: true, documentId: rows[0].document_id });
    }
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      if (body.externalId) {
        await lock(c, `partner-submission:${clientId}:${connectorKey}:${body.externalId}`);
        const { rows } = await c.query(submissionSql, [clientId, connectorKey, body.externalId]);
        if (rows[0]) {
          await c.query('COMMIT');
          return send(res, 200, { personId: rows[0].person_id, processId: rows[0].process_id, created: false, deduped: true, documentId: rows[0].document_id });
        }
      }
      const { rows: target } = await c.query(
        `SELECT (SELECT id FROM project WHERE client_id = $1 AND id = $2 AND status = 'open') AS project_id,
                (SELECT id FROM stage WHERE client_id = $1 AND ($3::text IS NULL OR key = $3) ORDER BY position, key LIMIT 1) AS stage_id`,
        [clientId, body.projectId, body.stage ?? null],
      );
      if (!target[0].project_id) {
        await c.query('ROLLBACK');
        return send(res, 404, { error: { code: 'project_not_found', message: 'No open project' } });
      }
      await lock(c, `person-email:${clientId}:${emailKey}`);
      const { rows: found } = await c.query(`SELECT * FROM person WHERE client_id = $1 AND email_key = $2 ORDER BY created_at ASC`, [clientId, emailKey]);
      let personId = found[0]?.id;
      const created = !personId;
      if (!personId) {
        const source = `partner:${connectorKey}`;
        const { rows: p } = await c.query(
          `INSERT INTO person (client_id, first_name, last_name, email, email_key, is_candidate, provenance)
           VALUES ($1, $2, $3, $4, $5, true, $6) RETURNING id, created_at, updated_at`,
          [clientId, body.firstName, body.lastName, body.email, emailKey, JSON.stringify({ firstName: source, lastName: source, email: source })],
        );
        personId = p[0].id;
      }
      await c.query(
        `INSERT INTO process (client_id, person_id, project_id, stage_id) VALUES ($1, $2, $3, $4) ON CONFLICT (client_id, person_id, project_id) DO NOTHING RETURNING id`,
        [clientId, personId, target[0].project_id, target[0].stage_id],
      );
      const { rows: proc } = await c.query(`SELECT * FROM process WHERE client_id = $1 AND person_id = $2 AND project_id = $3`, [clientId, personId, target[0].project_id]);
      await c.query(`INSERT INTO activity (client_id, person_id, project_id, kind, summary, data) VALUES ($1, $2, $3, 'partner.candidate', $4, $5)`, [
        clientId, personId, target[0].project_id, `Submitted by partner ${connectorKey}`, JSON.stringify({ connector: connectorKey, externalId: body.externalId ?? null }),
      ]);
      if (body.externalId) {
        await c.query(
          `INSERT INTO partner_submission (client_id, connector_key, external_id, person_id, process_id, document_id) VALUES ($1, $2, $3, $4, $5, NULL)`,
          [clientId, connectorKey, body.externalId, personId, proc[0].id],
        );
      }
      await c.query('COMMIT');
      return send(res, 201, { personId, processId: proc[0].id, created, deduped: false, documentId: null });
    } catch (error) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      c.release();
    }
  }

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/partner/candidates') return send(res, 404, { error: { code: 'not_found', message: 'No such route' } });
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(() => send(res, 500, { error: { code: 'internal_error', message: 'Internal error' } }));
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('message', async (m) => {
    if (m === 'stop') {
      server.close();
      await pool.end();
      redis.disconnect();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------- parent: orchestration
function startChild(mode, env) {
  return new Promise((resolve, reject) => {
    const execArgv = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`, `--cpu-prof-name=${mode}.cpuprofile`] : [];
    const child = fork(__filename, ['--serve', mode], { env: { ...process.env, ...env }, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve({ child, ...message }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

function stopChild(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.send('stop');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

async function load(port, key, makeBody, label, duration = DURATION) {
  const autocannon = require('autocannon');
  const statuses = {};
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/v1/partner/candidates',
        headers: { 'content-type': 'application/json', 'x-service-public-key': key },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(makeBody()) }),
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
      },
    ],
  });
  const line = { label, total: result.requests.total, seconds: result.duration, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, statuses, errors: result.errors + result.timeouts };
  process.stderr.write(`${label}: ${line.rps.toFixed(0)} req/s, p99 ${line.p99} ms, statuses ${JSON.stringify(statuses)}, errors ${line.errors}\n`);
  return line;
}

/** Sums rounds: req/s over the whole time; p50 the mean of the rounds; p99 the worst round's. */
function combine(runs) {
  const statuses = {};
  for (const r of runs) for (const [s, c] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + c;
  const total = runs.reduce((a, r) => a + r.total, 0);
  const seconds = runs.reduce((a, r) => a + r.seconds, 0);
  return {
    rps: seconds > 0 ? total / seconds : 0,
    p50: Math.round(runs.reduce((a, r) => a + r.p50, 0) / runs.length),
    p99: Math.max(...runs.map((r) => r.p99)),
    statuses,
    errors: runs.reduce((a, r) => a + r.errors, 0),
  };
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
  const { createDataSource } = require(path.join(DIST, 'database', 'data-source'));
  const name = `recruit_bench_partner_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL,
    REDIS_PREFIX: `bench:${name}`,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PARTNER_PER_MINUTE: '1000000000',
    OUTBOX_SWEEP_INTERVAL_MS: '3600000',
  };
  const children = [];
  let exitCode = 0;
  const loadBefore = require('node:os').loadavg()[0];
  try {
    const ds = createDataSource({ databaseUrl: env.DATABASE_URL }, 'recruit-bench-setup');
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    await ds.destroy();

    const runId = randomBytes(3).toString('hex');
    let n = 0;
    const created = (prefix) => () => {
      n += 1;
      return { firstName: 'Bench', lastName: `Person ${n}`, email: `${prefix}-${runId}-${n}@bench.example`, projectId: tenant.projectId, externalId: `${prefix}-${runId}-${n}` };
    };

    // Both servers run side by side (the idle one costs nothing) and the runs alternate, so a
    // change of background load on the machine hits both alike.
    const app = await startChild('app', { ...env, BENCH_PROVISION: '1' });
    children.push(app.child);
    const tenant = app.tenant;
    const floor = await startChild('floor', env);
    children.push(floor.child);
    const replayBody = (who) => ({ firstName: 'Replay', lastName: who, email: `replay-${who}-${runId}@bench.example`, projectId: tenant.projectId, externalId: `replay-${who}-${runId}` });
    const appReplayBody = replayBody('app');
    const floorReplayBody = replayBody('floor');
    for (const [port, body] of [[app.port, appReplayBody], [floor.port, floorReplayBody]]) {
      const first = await post(port, tenant.key, body);
      if (first.status !== 201) throw new Error(`warm-up answered ${first.status}: ${JSON.stringify(first.body)}`);
    }
    await load(app.port, tenant.key, created('warm-app'), 'app warm-up', 2);
    await load(floor.port, tenant.key, created('warm-floor'), 'floor warm-up', 2);
    // Each workload: ROUNDS short runs alternating app and floor, summed.
    const alternate = async (appBody, floorBody, label) => {
      const appRuns = [];
      const floorRuns = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        appRuns.push(await load(app.port, tenant.key, appBody, `app ${label} ${round + 1}/${ROUNDS}`, DURATION / ROUNDS));
        floorRuns.push(await load(floor.port, tenant.key, floorBody, `floor ${label} ${round + 1}/${ROUNDS}`, DURATION / ROUNDS));
      }
      return [combine(appRuns), combine(floorRuns)];
    };
    const [appCreate, floorCreate] = await alternate(created('app'), created('floor'), 'create');
    const [appReplay, floorReplay] = await alternate(() => appReplayBody, () => floorReplayBody, 'replay');
    await stopChild(app.child);
    await stopChild(floor.child);

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
      replayPersons: Number((await db.query(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key LIKE 'replay-%'`, [tenant.clientId])).rows[0].n),
      persons: await one(`SELECT count(*) AS n FROM person WHERE client_id = $1`),
      processes: await one(`SELECT count(*) AS n FROM process WHERE client_id = $1`),
    };
    await db.end();
    const integrityOk = checks.duplicatePersons === 0 && checks.duplicateProcesses === 0 && checks.duplicateSubmissions === 0 && checks.submissionsWithoutProcess === 0 && checks.replayPersons === 2 && checks.persons === checks.processes;

    const ratio = (a, f) => (f.rps > 0 ? a.rps / f.rps : 0);
    const createRatio = ratio(appCreate, floorCreate);
    const replayRatio = ratio(appReplay, floorReplay);
    const fmt = (r) => `${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${Object.entries(r.statuses).map(([s, c]) => `${s}: ${c}`).join(', ')}${r.errors ? `, errors: ${r.errors}` : ''}`;
    const unexpected = (r, status) => Object.keys(r.statuses).some((s) => s !== String(status)) || r.errors > 0;
    const statusOk = !unexpected(appCreate, 201) && !unexpected(floorCreate, 201) && !unexpected(appReplay, 200) && !unexpected(floorReplay, 200);
    const md = [
      '## partner',
      '',
      `POST /v1/partner/candidates, JSON, ${CONNECTIONS} connections, ${DURATION} s per server and workload in ${ROUNDS} alternating rounds (app, floor, app, ...; p99 = worst round), loopback, ${require('node:os').cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}.`,
      'Floor: bare Node `http` + `pg` + `ioredis` doing the same work per request (key lookup, sliding-window rate-limit script, the same SQL and advisory locks in one transaction).',
      `Machine load average (1 min): ${loadBefore.toFixed(1)} before, ${require('node:os').loadavg()[0].toFixed(1)} after (the machine is shared: figures move with it; the ratio is the stable part).`,
      '',
      '| workload | server | req/s | p50 ms | p99 ms | statuses |',
      '|---|---|---|---|---|---|',
      `| create (distinct externalId, new person) | app | ${fmt(appCreate)} |`,
      `| create (distinct externalId, new person) | floor | ${fmt(floorCreate)} |`,
      `| replay (same externalId, 200 deduped) | app | ${fmt(appReplay)} |`,
      `| replay (same externalId, 200 deduped) | floor | ${fmt(floorReplay)} |`,
      '',
      `Ratio to the floor: create ${(createRatio * 100).toFixed(0)}%, replay ${(replayRatio * 100).toFixed(0)}% (target >= ${TARGET_RATIO * 100}%): ${createRatio >= TARGET_RATIO && replayRatio >= TARGET_RATIO ? 'met' : 'NOT met'}.`,
      '',
      `Integrity after the run (SQL): duplicate persons ${checks.duplicatePersons}, duplicate processes ${checks.duplicateProcesses}, duplicate submissions ${checks.duplicateSubmissions}, submissions without process ${checks.submissionsWithoutProcess}; ${checks.persons} persons, ${checks.processes} processes; replay persons ${checks.replayPersons} (expected 2): ${integrityOk ? 'OK' : 'FAILED'}.`,
      statusOk ? '' : 'Unexpected statuses or errors in a run (see the table).',
      '',
    ].join('\n');
    fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'results', 'partner.md'), md);
    process.stderr.write(`${md}\n`);
    if (!integrityOk || !statusOk) exitCode = 1;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
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

const mode = process.argv[2] === '--serve' ? process.argv[3] : null;
const entry = mode === 'app' ? serveApp : mode === 'floor' ? serveFloor : main;
entry().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
