#!/usr/bin/env node
/**
 * Partner candidate creation benchmark (issue 7).
 *
 *   npm run build && node bench/partner.js        (or: npm run bench / node bench/run.js partner)
 *
 * Starts, on loopback only, with its own database and Redis prefix:
 *   - the real app (dist/bootstrap createApp) in a child process;
 *   - the floor: a bare Node `http` server in a child process doing the same work per request
 *     (API key lookup, the app's own sliding-window rate-limit storage from dist, the same SQL in
 *     one transaction with the same advisory locks), without Nest, Express, TypeORM or validation libs.
 * Load: autocannon from this process. Two workloads each:
 *   - create: JSON candidate creation, a distinct externalId and e-mail per request (new person,
 *     process, activity, submission each time);
 *   - replay: the same externalId again and again (200 deduped).
 * After the runs, SQL checks that there is no duplicate person or process. Writes bench/results/partner.md.
 * Environment: BENCH_DURATION (s, default 8), BENCH_CONNECTIONS (default 16), BENCH_ROUNDS (default 4),
 * BENCH_DATABASE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL.
 */
const { randomBytes, createHash, timingSafeEqual } = require('node:crypto');
const os = require('node:os');
const { bootAppWithClient, fromDist, LIFTED } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { listenFloor, readBody, sendJson, transaction } = require('./lib/floor');
const { autocannonLoad, alternate, combine, unexpected } = require('./lib/load');
const { statusList, table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TARGET_RATIO = 0.4;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

// ---------------------------------------------------------------- child: the real app
async function serveApp() {
  const slug = `bench-${randomBytes(4).toString('hex')}`;
  const { app, port, ...tenant } = await bootAppWithClient({
    overrides: { rateLimitPartnerPerMinute: LIFTED },
    slug,
    name: 'Bench client',
    scopes: ['partner:projects:read', 'partner:candidates:write'],
    keyOptions: { connector: 'bench' },
    setup: async (tenants) => {
      await tenants.setStages(slug, [{ key: 'new', label: 'New' }, { key: 'screening', label: 'Screening' }]);
      const project = await tenants.createProject(slug, 'Bench project', { companyName: 'Bench' });
      return { projectId: project.id };
    },
  });
  ready({ port, tenant }, { stop: () => app.close() });
}

// ---------------------------------------------------------------- child: the floor
async function serveFloor() {
  const { Pool } = require('pg');
  const Redis = require('ioredis');
  // The app's rate-limit storage itself (one EVALSHA of its sliding-window script per request).
  const { RedisThrottlerStorage } = fromDist('common/throttling/redis-throttler.storage');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const redis = new Redis(process.env.REDIS_URL, { enableOfflineQueue: true });
  const limiter = new RedisThrottlerStorage(redis, { redisPrefix: process.env.REDIS_PREFIX });
  const send = sendJson;
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
    await limiter.increment(`floor:${row.id}`, 60000, 1e9);
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
    const [status, answer] = await transaction(pool, async (c) => {
      if (body.externalId) {
        await lock(c, `partner-submission:${clientId}:${connectorKey}:${body.externalId}`);
        const { rows } = await c.query(submissionSql, [clientId, connectorKey, body.externalId]);
        if (rows[0]) return [200, { personId: rows[0].person_id, processId: rows[0].process_id, created: false, deduped: true, documentId: rows[0].document_id }];
      }
      const { rows: target } = await c.query(
        `SELECT (SELECT id FROM project WHERE client_id = $1 AND id = $2 AND status = 'open') AS project_id,
                (SELECT id FROM stage WHERE client_id = $1 AND ($3::text IS NULL OR key = $3) ORDER BY position, key LIMIT 1) AS stage_id`,
        [clientId, body.projectId, body.stage ?? null],
      );
      // (Nothing written yet: committing this read-only transaction is the app's rollback.)
      if (!target[0].project_id) return [404, { error: { code: 'project_not_found', message: 'No open project' } }];
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
      return [201, { personId, processId: proc[0].id, created, deduped: false, documentId: null }];
    });
    return send(res, status, answer);
  }

  const { server, port } = await listenFloor((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/partner/candidates') return send(res, 404, { error: { code: 'not_found', message: 'No such route' } });
    readBody(req)
      .then((raw) => handle(req, res, raw.toString('utf8')))
      .catch(() => send(res, 500, { error: { code: 'internal_error', message: 'Internal error' } }));
  });
  ready({ port }, {
    stop: async () => {
      server.close();
      await pool.end();
      redis.disconnect();
    },
  });
}

// ---------------------------------------------------------------- parent: orchestration
function load(port, key, makeBody, label, duration = DURATION) {
  return autocannonLoad({
    label,
    url: `http://127.0.0.1:${port}/v1/partner/candidates`,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-public-key': key },
    body: () => JSON.stringify(makeBody()),
  });
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
  const sandbox = await openSandbox('partner');
  const env = { ...sandbox.env, OUTBOX_SWEEP_INTERVAL_MS: '3600000' };
  const children = [];
  const loadBefore = os.loadavg()[0];
  try {
    const runId = randomBytes(3).toString('hex');
    let n = 0;
    const created = (prefix) => () => {
      n += 1;
      return { firstName: 'Bench', lastName: `Person ${n}`, email: `${prefix}-${runId}-${n}@bench.example`, projectId: tenant.projectId, externalId: `${prefix}-${runId}-${n}` };
    };

    // Both servers run side by side (the idle one costs nothing) and the runs alternate, so a
    // change of background load on the machine hits both alike.
    const app = await startChild(__filename, 'app', env);
    children.push(app.child);
    const tenant = app.tenant;
    const floor = await startChild(__filename, 'floor', env);
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
    // Each workload: ROUNDS short runs alternating app and floor, summed (req/s over the measured
    // time, p50 the mean of the rounds, p99 the worst round's).
    const workload = async (appBody, floorBody, label) => {
      const runs = await alternate(ROUNDS, {
        app: (round) => load(app.port, tenant.key, appBody, `app ${label} ${round}/${ROUNDS}`, DURATION / ROUNDS),
        floor: (round) => load(floor.port, tenant.key, floorBody, `floor ${label} ${round}/${ROUNDS}`, DURATION / ROUNDS),
      });
      return [combine(runs.app), combine(runs.floor)];
    };
    const [appCreate, floorCreate] = await workload(created('app'), created('floor'), 'create');
    const [appReplay, floorReplay] = await workload(() => appReplayBody, () => floorReplayBody, 'replay');
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
      replayPersons: await one(`SELECT count(*) AS n FROM person WHERE client_id = $1 AND email_key LIKE 'replay-%'`),
      persons: await one(`SELECT count(*) AS n FROM person WHERE client_id = $1`),
      processes: await one(`SELECT count(*) AS n FROM process WHERE client_id = $1`),
    };
    await db.end();
    const integrityOk = checks.duplicatePersons === 0 && checks.duplicateProcesses === 0 && checks.duplicateSubmissions === 0 && checks.submissionsWithoutProcess === 0 && checks.replayPersons === 2 && checks.persons === checks.processes;

    const ratio = (a, f) => (f.rps > 0 ? a.rps / f.rps : 0);
    const createRatio = ratio(appCreate, floorCreate);
    const replayRatio = ratio(appReplay, floorReplay);
    const row = (workload, server, r) => [workload, server, r.rps.toFixed(0), r.p50, r.p99, statusList(r)];
    const statusOk = !unexpected(appCreate, 201) && !unexpected(floorCreate, 201) && !unexpected(appReplay, 200) && !unexpected(floorReplay, 200);
    writeResult('partner', [
      '## partner',
      '',
      `POST /v1/partner/candidates, JSON, ${CONNECTIONS} connections, ${DURATION} s per server and workload in ${ROUNDS} alternating rounds (app, floor, app, ...; p99 = worst round), loopback, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}.`,
      'Floor: bare Node `http` + `pg` + `ioredis` doing the same work per request (key lookup, sliding-window rate-limit script, the same SQL and advisory locks in one transaction).',
      `Machine load average (1 min): ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after (the machine is shared: figures move with it; the ratio is the stable part).`,
      '',
      ...table(['workload', 'server', 'req/s', 'p50 ms', 'p99 ms', 'statuses'], [
        row('create (distinct externalId, new person)', 'app', appCreate),
        row('create (distinct externalId, new person)', 'floor', floorCreate),
        row('replay (same externalId, 200 deduped)', 'app', appReplay),
        row('replay (same externalId, 200 deduped)', 'floor', floorReplay),
      ]),
      '',
      `Ratio to the floor: create ${(createRatio * 100).toFixed(0)}%, replay ${(replayRatio * 100).toFixed(0)}% (target >= ${TARGET_RATIO * 100}%): ${createRatio >= TARGET_RATIO && replayRatio >= TARGET_RATIO ? 'met' : 'NOT met'}.`,
      '',
      `Integrity after the run (SQL): duplicate persons ${checks.duplicatePersons}, duplicate processes ${checks.duplicateProcesses}, duplicate submissions ${checks.duplicateSubmissions}, submissions without process ${checks.submissionsWithoutProcess}; ${checks.persons} persons, ${checks.processes} processes; replay persons ${checks.replayPersons} (expected 2): ${integrityOk ? 'OK' : 'FAILED'}.`,
      statusOk ? '' : 'Unexpected statuses or errors in a run (see the table).',
      '',
    ]);
    return integrityOk && statusOk ? 0 : 1;
  } finally {
    killChildren(children);
    await sandbox.close();
  }
}

if (require.main === module) runEntry({ main, app: serveApp, floor: serveFloor });
