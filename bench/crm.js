#!/usr/bin/env node
/**
 * Benchmark of POST /v1/public/crm/:slug/contact-requests (issue 6).
 *
 *   node bench/crm.js            (after `npm run build`; also run by `npm run bench`)
 *
 * 1. Distinct contact requests (new e-mail and new company each time), 50 connections, against
 *    the real app (rate limit lifted by config) and against a floor: a bare Node `http` server
 *    doing the same SQL (key lookup, then one transaction: e-mail advisory lock, replay check,
 *    company lock + lookup + insert, person lookup + insert, request, history, notifications).
 * 2. A replay load: 50 connections sending one identical request for a few seconds (a committed
 *    request is found before the transaction, the locked check decides otherwise); afterwards
 *    SQL checks that there is exactly one request, one person and one company for it.
 * The servers run in child processes (autocannon stays in this one), on loopback, with their own
 * database (created and dropped here) and Redis prefix. Writes bench/results/crm.md.
 * Environment: BENCH_CONNECTIONS (default 50), BENCH_DURATION (24 s per server, in BENCH_ROUNDS
 * rounds, default 4), BENCH_REPLAY_DURATION (6 s).
 */
const crypto = require('node:crypto');
const os = require('node:os');
const { bootAppWithClient, LIFTED } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { listenFloor, readJson, sendJson, transaction } = require('./lib/floor');
const { autocannonLoad, alternate } = require('./lib/load');
const { table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 24);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const REPLAY_DURATION = Number(process.env.BENCH_REPLAY_DURATION ?? 6);

// ---------------------------------------------------------------------------------------------
// Children: the app, or the floor.
// ---------------------------------------------------------------------------------------------

async function serveApp() {
  const slug = process.env.BENCH_SLUG;
  const { app, ...info } = await bootAppWithClient({
    overrides: { rateLimitPublicPerMinute: LIFTED, rateLimitPartnerPerMinute: LIFTED },
    slug,
    scopes: ['public:contacts:write'],
    setup: async (tenants) => {
      await tenants.createUser(slug, `admin@${slug}.example`, 'Bench Admin', 'admin');
      await tenants.createUser(slug, `admin2@${slug}.example`, 'Bench Admin 2', 'admin');
    },
  });
  ready(info, { stop: () => app.close() });
}

/** The floor: node:http + pg, the same SQL as ContactRequestsService in one transaction, no framework. */
async function serveFloor() {
  const { Pool } = require('pg');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const slug = process.env.BENCH_SLUG;
  const { rows: [client] } = await pool.query(
    `INSERT INTO client (slug, name) VALUES ($1, $2) RETURNING id`, [slug, `Bench ${slug}`]);
  await pool.query(`INSERT INTO app_user (client_id, email, name, role) VALUES ($1, $2, 'A', 'admin'), ($1, $3, 'B', 'admin')`,
    [client.id, `admin@${slug}.example`, `admin2@${slug}.example`]);
  const lockKey = (...parts) => crypto.createHash('sha256').update(JSON.stringify(parts)).digest().readBigInt64BE(0).toString();
  const fold = (v) => v.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();

  async function handle(body) {
    // The key lookup the app's guard does (by public id, joined to the client).
    await pool.query(`SELECT k.id, k.client_id, c.slug FROM api_key k JOIN client c ON c.id = k.client_id WHERE k.public_id = $1`, ['none']);
    const clientId = client.id;
    const emailKey = body.email.trim().toLowerCase();
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify([clientId, emailKey, body.kind, body.topic ?? '', fold(body.companyName ?? ''), body.message ?? '', body.formName ?? ''])).digest('hex');
    const replaySql = `SELECT id, person_id, company_id FROM contact_request WHERE client_id = $1 AND fingerprint = $2 AND created_at > now() - make_interval(mins => 10) ORDER BY created_at, id LIMIT 1`;
    const committed = await pool.query(replaySql, [clientId, fingerprint]);
    if (committed.rows.length) {
      const r = committed.rows[0];
      return { id: r.id, personId: r.person_id, companyId: r.company_id };
    }
    return transaction(pool, async (db) => {
      await db.query(`SELECT pg_advisory_xact_lock($1::bigint)`, [lockKey('crm:email', clientId, emailKey)]);
      const replay = await db.query(replaySql, [clientId, fingerprint]);
      if (replay.rows.length) {
        const r = replay.rows[0];
        return { id: r.id, personId: r.person_id, companyId: r.company_id };
      }
      let companyId = null;
      if (body.kind === 'company') {
        const nameKey = fold(body.companyName);
        await db.query(`SELECT pg_advisory_xact_lock($1::bigint)`, [lockKey('crm:company', clientId, nameKey)]);
        const found = await db.query(`SELECT id, website FROM company WHERE client_id = $1 AND name_key = $2 LIMIT 2`, [clientId, nameKey]);
        if (found.rows.length === 1) companyId = found.rows[0].id;
        else if (found.rows.length === 0) {
          companyId = (await db.query(
            `INSERT INTO company (client_id, name, name_key, status, website) SELECT $1::uuid, $2::text, $3::text, default_company_status, $4::text FROM client WHERE id = $1::uuid RETURNING id`,
            [clientId, body.companyName, nameKey, null])).rows[0].id;
        }
      }
      const persons = await db.query(`SELECT * FROM person WHERE client_id = $1 AND email_key = $2 ORDER BY created_at`, [clientId, emailKey]);
      let personId;
      if (persons.rows.length === 1) {
        personId = persons.rows[0].id;
        await db.query(`UPDATE person SET is_contact = true WHERE client_id = $1 AND id = $2 AND NOT is_contact`, [clientId, personId]);
      } else {
        personId = (await db.query(
          `INSERT INTO person (client_id, first_name, last_name, email, email_key, phone, job_title, is_contact, provenance) VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8) RETURNING id`,
          [clientId, body.firstName, body.lastName, body.email, emailKey, null, body.jobTitle ?? null, { firstName: 'form', lastName: 'form', email: 'form' }])).rows[0].id;
      }
      const id = (await db.query(
        `INSERT INTO contact_request (client_id, person_id, company_id, kind, first_name, last_name, email, company_name, topic, message, form_name, origin, fingerprint)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'website', $12) RETURNING id`,
        [clientId, personId, companyId, body.kind, body.firstName, body.lastName, body.email, body.companyName ?? null, body.topic ?? null, body.message ?? null, body.formName ?? null, fingerprint])).rows[0].id;
      const data = { contactRequestId: id, personId, companyId };
      await db.query(
        `INSERT INTO activity (client_id, person_id, company_id, kind, summary, data)
         SELECT $1::uuid, $2::uuid, NULL::uuid, 'contact_request.received', $4::text, $5::jsonb
         UNION ALL SELECT $1::uuid, NULL::uuid, $3::uuid, 'contact_request.received', $4::text, $5::jsonb WHERE $3::uuid IS NOT NULL`,
        [clientId, personId, companyId, `Contact request from ${body.firstName} ${body.lastName}`, data]);
      await db.query(
        `WITH managers AS (SELECT user_id FROM company_manager WHERE client_id = $1::uuid AND company_id = $2::uuid),
              recipients AS (SELECT user_id FROM managers UNION ALL SELECT id FROM app_user WHERE client_id = $1::uuid AND role = 'admin' AND NOT EXISTS (SELECT 1 FROM managers))
         INSERT INTO notification (client_id, user_id, kind, title, data, contact_request_id)
         SELECT $1::uuid, user_id, 'contact_request', $3::text, $4::jsonb, $5::uuid FROM recipients`,
        [clientId, companyId, `Contact request from ${body.firstName} ${body.lastName}`, data, id]);
      return { id, personId, companyId };
    });
  }

  const { server, port } = await listenFloor((req, res) => {
    readJson(req, res).then((body) => body && handle(body).then(
      (data) => sendJson(res, 201, { data }),
      () => res.writeHead(500).end(),
    ));
  });
  ready({ port, key: 'none', clientId: client.id }, {
    stop: async () => {
      server.close();
      await pool.end();
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: database, load, checks, report.
// ---------------------------------------------------------------------------------------------

function load(server, slug, { duration, body, label }) {
  let counter = 0;
  const run = crypto.randomBytes(3).toString('hex');
  return autocannonLoad({
    label,
    url: `http://127.0.0.1:${server.port}/v1/public/crm/${slug}/contact-requests`,
    connections: CONNECTIONS,
    duration,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-public-key': server.key },
    body: () => {
      counter += 1;
      return JSON.stringify(body ?? distinctBody(run, counter));
    },
  });
}

function distinctBody(run, n) {
  return {
    kind: 'company',
    firstName: 'Bench',
    lastName: `Contact ${n}`,
    email: `bench.${run}.${n}@crm-bench.example`,
    companyName: `Bench Company ${run} ${n}`,
    topic: 'Benchmark',
    message: 'A contact request sent by bench/crm.js.',
    formName: 'bench-crm',
  };
}

const replayBody = (label) => ({
  kind: 'company', firstName: 'Replay', lastName: 'Load', email: `replay.${label}@crm-bench.example`,
  companyName: `Replay Company ${label}`, topic: 'Replay', message: 'Same request again and again', formName: 'bench-crm-replay',
});

async function main() {
  const { Client } = require('pg');
  const sandbox = await openSandbox('crm');
  const db = new Client({ connectionString: sandbox.databaseUrl });
  const children = [];
  try {
    await db.connect();
    let figures;

    // Both servers run side by side (the idle one costs nothing) and the distinct load alternates
    // between them in rounds, so that load from other processes on this machine hits both alike.
    const servers = {};
    try {
      for (const mode of ['floor', 'app']) {
        servers[mode] = await startChild(__filename, mode, { ...sandbox.env, BENCH_SLUG: `bench-${mode}` });
        children.push(servers[mode].child);
      }
      for (const mode of ['floor', 'app']) await load(servers[mode], `bench-${mode}`, { duration: 2 }); // warm-up
      const byMode = await alternate(ROUNDS, Object.fromEntries(['floor', 'app'].map((mode) => [
        mode,
        (round) => load(servers[mode], `bench-${mode}`, { duration: DURATION / ROUNDS, label: `round ${round} ${mode}` }),
      ])));
      const rounds = byMode.floor.map((floor, i) => ({ floor, app: byMode.app[i] }));
      const replays = {};
      for (const mode of ['floor', 'app']) {
        const body = replayBody(mode);
        const replay = await load(servers[mode], `bench-${mode}`, { duration: REPLAY_DURATION, body, label: `replay ${mode}` });
        const { rows: [check] } = await db.query(
          `SELECT (SELECT count(*) FROM contact_request WHERE client_id = $1 AND email = $2)::int AS requests,
                  (SELECT count(*) FROM person WHERE client_id = $1 AND email_key = $2)::int AS persons,
                  (SELECT count(*) FROM company WHERE client_id = $1 AND name = $3)::int AS companies`,
          [servers[mode].clientId, body.email, body.companyName]);
        replays[mode] = { ...replay, ...check };
        process.stderr.write(`replay ${mode} stored: ${JSON.stringify(check)}\n`);
      }
      figures = { rounds, replays };
    } finally {
      for (const server of Object.values(servers)) await stopChild(server.child);
    }
    const { rows: [dup] } = await db.query(
      `SELECT count(*)::int AS n FROM (SELECT client_id, fingerprint FROM contact_request GROUP BY 1, 2 HAVING count(*) > 1) d`);
    const { rows: [dupPersons] } = await db.query(
      `SELECT count(*)::int AS n FROM (SELECT client_id, email_key FROM person GROUP BY 1, 2 HAVING count(*) > 1) d`);
    write(figures, dup.n, dupPersons.n);
    const r = figures.replays.app;
    const ok = r.requests === 1 && r.persons === 1 && r.companies === 1 && r.non2xx === 0 && dup.n === 0 && dupPersons.n === 0;
    return ok ? 0 : 1;
  } finally {
    killChildren(children);
    await db.end().catch(() => undefined);
    await sandbox.close();
  }
}

function write(f, duplicateFingerprints, duplicatePersons) {
  const sum = (mode, key) => f.rounds.reduce((acc, round) => acc + round[mode][key], 0);
  const ratio = sum('app', 'total') / sum('floor', 'total');
  const row = (label, s) => [label, s.rps.toFixed(0), s.p50, s.p99, s.total, s.non2xx, s.errors];
  writeResult('crm', [
    '## crm: contact requests',
    '',
    `\`node bench/crm.js\` (after \`npm run build\`), ${CONNECTIONS} connections, ${f.rounds.length} alternating rounds of ${DURATION / f.rounds.length} s per server, `
      + `${REPLAY_DURATION} s per replay run, ${os.cpus().length} cores (shared), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, `
      + `Node ${process.version}, ${new Date().toISOString()}. Rate limit lifted by config. The machine is shared: rounds alternate so that outside load hits both servers alike.`,
    '',
    'Distinct requests: every request a new e-mail and a new company (creates a person, a company, the request, two history rows, two notifications).',
    'Floor: node:http + pg doing the same SQL (key lookup, then one transaction with the same statements). App: Nest + Express, key guard, Redis rate limiter, validation.',
    '',
    ...table(['round / server', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'],
      f.rounds.flatMap((round, i) => [row(`${i + 1} floor`, round.floor), row(`${i + 1} app`, round.app)])),
    '',
    `**App / floor: ${(ratio * 100).toFixed(0)}%** of the requests served over all rounds (target: 40% or more).`,
    '',
    'Replay load: one identical request sent by every connection for the whole run (served by the replay check under the e-mail lock), then counted by SQL.',
    '',
    ...table(['server', 'replays/s', 'p50 ms', 'p99 ms', 'responses', 'non-2xx', 'requests stored', 'persons', 'companies'], ['floor', 'app'].map((m) => {
      const r = f.replays[m];
      return [m, r.rps.toFixed(0), r.p50, r.p99, r.total, r.non2xx, r.requests, r.persons, r.companies];
    })),
    '',
    `Duplicates found by SQL over the whole run: ${duplicateFingerprints} fingerprint(s) stored twice, ${duplicatePersons} e-mail(s) carried by two persons.`,
    '',
  ]);
}

if (require.main === module) runEntry({ main, app: serveApp, floor: serveFloor });
