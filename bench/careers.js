#!/usr/bin/env node
/**
 * Benchmark of the career-site apply endpoint (issue 4).
 *
 *   node bench/careers.js        (after `npm run build`; also run by `npm run bench`)
 *
 * Two loads, each against the real app (rate limit lifted by config, for the bench only) and
 * against a floor: a bare Node `http` server (busboy for multipart) doing the same PostgreSQL work
 * in one transaction (key lookup, client settings, job lookup; then e-mail advisory lock, person
 * lookup + insert, active-application check, first stage, process, document + bytes, application,
 * activity, outbox row):
 *   1. JSON apply to a job, a new e-mail every request;
 *   2. multipart apply with a 1 MB PDF in field `resume`, a new e-mail every request.
 * The app runs JSON then multipart back to back for APP_SECONDS (default 60) in total while its
 * RSS is sampled every second from /proc (start, end, peak). Servers are child processes on
 * loopback with their own database (created and dropped here) and Redis prefix.
 * Writes bench/results/careers.md; exits 1 on any error or non-2xx response.
 */
const { fork } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 8);
const APP_SECONDS = Number(process.env.BENCH_APP_SECONDS ?? 60);
const ADMIN_URL = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DIST = path.join(__dirname, '..', 'dist');
const BOUNDARY = '----careers-bench-boundary';

// ---------------------------------------------------------------------------------------------
// Children: the app, or the floor.
// ---------------------------------------------------------------------------------------------

async function serveApp() {
  const { createApp } = require(path.join(DIST, 'bootstrap'));
  const { loadEnv } = require(path.join(DIST, 'config', 'env'));
  const { TenantsAdminService } = require(path.join(DIST, 'modules', 'admin', 'tenants.admin-service'));
  const { ApiKeysService } = require(path.join(DIST, 'common', 'auth', 'api-keys.service'));
  const env = { ...loadEnv(process.env), logLevel: 'silent', rateLimitPublicPerMinute: 100000000, rateLimitPartnerPerMinute: 100000000 };
  const app = await createApp(env, { logs: false });
  await app.listen(0, '127.0.0.1');
  const tenants = app.get(TenantsAdminService);
  const slug = process.env.BENCH_SLUG;
  const client = await tenants.createClient(slug, `Bench ${slug}`);
  await tenants.setStages(slug, [{ key: 'new', label: 'New' }, { key: 'screening', label: 'Screening' }]);
  const project = await tenants.createProject(slug, 'Bench project', { companyName: 'Bench Co' });
  const job = await tenants.createJob(slug, { title: 'Bench job', status: 'published', projectId: project.id, customFields: [{ name: 'Team', value: 'Platform' }] });
  const { key } = await app.get(ApiKeysService).create(client.id, ['public:careers:apply']);
  process.send({ port: app.getHttpServer().address().port, key, clientId: client.id, jobid: job.jobid });
  process.on('message', async (message) => {
    if (message === 'stop') {
      await app.close();
      process.exit(0);
    }
  });
}

/** The floor: node:http + pg (+ busboy for multipart), the same SQL as CareersService in one transaction. */
async function serveFloor() {
  const { Pool } = require('pg');
  const busboy = require('busboy');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const slug = process.env.BENCH_SLUG;
  const { rows: [client] } = await pool.query(`INSERT INTO client (slug, name) VALUES ($1, $2) RETURNING id`, [slug, `Bench ${slug}`]);
  await pool.query(`INSERT INTO stage (client_id, key, label, position) VALUES ($1, 'new', 'New', 0), ($1, 'screening', 'Screening', 1)`, [client.id]);
  const { rows: [project] } = await pool.query(`INSERT INTO project (client_id, title) VALUES ($1, 'Bench project') RETURNING id`, [client.id]);
  const jobid = `bench-${crypto.randomBytes(4).toString('hex')}`;
  await pool.query(
    `INSERT INTO job (client_id, project_id, public_id, status, title, custom_fields) VALUES ($1, $2, $3, 'published', 'Bench job', $4)`,
    [client.id, project.id, jobid, JSON.stringify([{ name: 'Team', value: 'Platform' }])]);

  async function handle(jobPublicId, fields, file) {
    await pool.query(`SELECT k.id, k.client_id, c.slug FROM api_key k JOIN client c ON c.id = k.client_id WHERE k.public_id = $1`, ['none']);
    const clientId = client.id;
    await pool.query(`SELECT required_application_fields FROM client WHERE id = $1`, [clientId]);
    const { rows: [job] } = await pool.query(
      `SELECT j.id, j.project_id, j.title, j.status, p.status AS project_status, j.custom_fields FROM job j JOIN project p ON p.client_id = j.client_id AND p.id = j.project_id
        WHERE j.client_id = $1 AND j.public_id = $2`, [clientId, jobPublicId]);
    const emailKey = fields.email.trim().toLowerCase();
    const db = await pool.connect();
    try {
      await db.query('BEGIN');
      await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`${clientId}:${emailKey}`]);
      const persons = await db.query(`SELECT * FROM person WHERE client_id = $1 AND email_key = $2 ORDER BY created_at`, [clientId, emailKey]);
      let personId = persons.rows[0]?.id;
      if (!personId) {
        personId = (await db.query(
          `INSERT INTO person (client_id, first_name, last_name, email, email_key, is_candidate, provenance) VALUES ($1, $2, $3, $4, $5, true, $6) RETURNING id`,
          [clientId, fields.firstName, fields.lastName, fields.email, emailKey, { firstName: 'form', lastName: 'form', email: 'form' }])).rows[0].id;
      }
      const active = await db.query(`SELECT 1 FROM application WHERE client_id = $1 AND job_id = $2 AND email_key = $3 AND status = 'received' LIMIT 1`, [clientId, job.id, emailKey]);
      const status = active.rows.length ? 'quarantined' : 'received';
      const { rows: [stage] } = await db.query(`SELECT id FROM stage WHERE client_id = $1 ORDER BY position, key LIMIT 1`, [clientId]);
      await db.query(`INSERT INTO process (client_id, person_id, project_id, stage_id) VALUES ($1, $2, $3, $4) ON CONFLICT (client_id, person_id, project_id) DO NOTHING RETURNING id`,
        [clientId, personId, job.project_id, stage.id]);
      const { rows: [process_] } = await db.query(`SELECT id FROM process WHERE client_id = $1 AND person_id = $2 AND project_id = $3`, [clientId, personId, job.project_id]);
      let documentId = null;
      if (file) {
        const sha256 = crypto.createHash('sha256').update(file).digest();
        documentId = (await db.query(
          `INSERT INTO document (client_id, person_id, sha256, mime_type, size_bytes, original_name, source) VALUES ($1, $2, $3, 'application/pdf', $4, 'cv.pdf', 'upload')
           ON CONFLICT (client_id, person_id, sha256) DO NOTHING RETURNING id`, [clientId, personId, sha256, file.length])).rows[0].id;
        await db.query(`INSERT INTO document_content (document_id, client_id, bytes) VALUES ($1, $2, $3)`, [documentId, clientId, file]);
      }
      const { rows: [application] } = await db.query(
        `INSERT INTO application (client_id, job_id, person_id, process_id, document_id, first_name, last_name, email, email_key, utm_source, custom_fields, origin, resume_status, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'website', $12, $13)
         ON CONFLICT (client_id, job_id, email_key) WHERE status = 'received' AND job_id IS NOT NULL DO NOTHING RETURNING id`,
        [clientId, job.id, personId, process_.id, documentId, fields.firstName, fields.lastName, fields.email, emailKey, fields.utm_source ?? null,
          JSON.stringify({ Team: fields.Team }), file ? 'pending' : 'none', status]);
      await db.query(`INSERT INTO activity (client_id, person_id, project_id, kind, summary, data) VALUES ($1, $2, $3, 'application.received', $4, $5)`,
        [clientId, personId, job.project_id, `Applied to "${job.title}" via website`, { applicationId: application.id }]);
      if (file) {
        await db.query(`INSERT INTO outbox (client_id, kind, payload) VALUES ($1, 'resume.process', $2)`,
          [clientId, { clientId, documentId, applicationId: application.id, resumeUrl: null, personId }]);
      }
      await db.query('COMMIT');
      return { id: application.id };
    } catch (error) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      db.release();
    }
  }

  const reply = (res, promise) => promise.then(
    (data) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data }));
    },
    (error) => {
      process.stderr.write(`floor: ${error.message}\n`);
      res.writeHead(500).end();
    },
  );

  const server = http.createServer((req, res) => {
    const jobPublicId = decodeURIComponent(req.url.split('/')[6] ?? '');
    if ((req.headers['content-type'] ?? '').startsWith('multipart/form-data')) {
      const fields = {};
      let file = null;
      const bb = busboy({ headers: req.headers, limits: { fileSize: 10 * 1024 * 1024 + 1, files: 1, fields: 50, parts: 52 } });
      bb.on('field', (name, value) => { fields[name] = value; });
      bb.on('file', (_name, stream) => {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => { file = Buffer.concat(chunks); });
      });
      bb.on('close', () => {
        if (!file || file.subarray(0, 5).toString('latin1') !== '%PDF-') return res.writeHead(400).end();
        reply(res, handle(jobPublicId, fields, file));
      });
      bb.on('error', () => res.writeHead(400).end());
      req.pipe(bb);
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
      }
      reply(res, handle(jobPublicId, body, null));
    });
  });
  server.keepAliveTimeout = 60000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port, key: 'none', clientId: client.id, jobid }));
  process.on('message', async (message) => {
    // Requests autocannon abandoned at the end of a load may still be in flight: just exit.
    if (message === 'stop') process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------
// Parent: database, load, memory, report.
// ---------------------------------------------------------------------------------------------

function startChild(mode, env) {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, [mode], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (info) => resolve({ child, ...info }));
    child.once('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

function stopChild(server) {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', resolve);
    server.child.send('stop');
    setTimeout(() => server.child.kill('SIGKILL'), 10000).unref();
  });
}

async function makePdf(bytes) {
  const { PDFDocument, StandardFonts } = require('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Bench Candidate - Senior engineer - 10 years of TypeScript', { x: 50, y: 700, size: 12, font });
  // Incompressible attachment so the file really is about 1 MB.
  await doc.attach(crypto.randomBytes(bytes), 'portfolio.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

function multipartBody(fields, pdf) {
  const head = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return Buffer.concat([
    Buffer.from(`${head}--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function load(autocannon, server, slug, { duration, kind, pdf }) {
  let counter = 0;
  const run = crypto.randomBytes(3).toString('hex');
  const fields = () => {
    counter += 1;
    return { firstName: 'Bench', lastName: `Candidate ${counter}`, email: `bench.${run}.${counter}@careers-bench.example`, utm_source: 'bench', Team: 'Platform' };
  };
  const contentType = kind === 'json' ? 'application/json' : `multipart/form-data; boundary=${BOUNDARY}`;
  return new Promise((resolve, reject) => {
    autocannon({
      url: `http://127.0.0.1:${server.port}/v1/public/careers/${slug}/jobs/${server.jobid}/apply`,
      connections: CONNECTIONS,
      duration,
      timeout: 30,
      requests: [{
        method: 'POST',
        headers: { 'content-type': contentType, 'x-service-public-key': server.key },
        setupRequest: (request) => ({ ...request, body: kind === 'json' ? JSON.stringify(fields()) : multipartBody(fields(), pdf) }),
      }],
    }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summarise(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function rssMb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

async function main() {
  const autocannon = require('autocannon');
  const { Client } = require('pg');
  const { createDataSource } = require(path.join(DIST, 'database', 'data-source'));
  const pdf = await makePdf(1024 * 1024 - 2048);
  const name = `recruit_bench_careers_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const env = { DATABASE_URL: databaseUrl, REDIS_PREFIX: `bench:${name}`, LOG_LEVEL: 'silent' };
  try {
    const dataSource = createDataSource({ databaseUrl }, 'bench-careers-migrations');
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();

    const figures = {};
    for (const mode of ['floor', 'app']) {
      const slug = `bench-${mode}`;
      const server = await startChild(mode, { ...env, BENCH_SLUG: slug });
      try {
        await load(autocannon, server, slug, { duration: 2, kind: 'json' }); // warm-up
        await load(autocannon, server, slug, { duration: 1, kind: 'multipart', pdf });
        const seconds = mode === 'app' ? APP_SECONDS / 2 : FLOOR_SECONDS;
        const samples = [];
        const sampler = mode === 'app' ? setInterval(() => samples.push(rssMb(server.child.pid)), 1000) : null;
        if (sampler) samples.push(rssMb(server.child.pid));
        const json = summarise(await load(autocannon, server, slug, { duration: seconds, kind: 'json' }));
        const multipart = summarise(await load(autocannon, server, slug, { duration: seconds, kind: 'multipart', pdf }));
        if (sampler) {
          clearInterval(sampler);
          samples.push(rssMb(server.child.pid));
        }
        figures[mode] = { json, multipart, seconds };
        const rss = samples.filter((s) => s !== null);
        if (rss.length) figures[mode].rss = { start: rss[0], end: rss[rss.length - 1], peak: Math.max(...rss), samples: rss.length };
        process.stderr.write(`${mode}: ${JSON.stringify(figures[mode])}\n`);
      } finally {
        await stopChild(server);
      }
    }
    write(figures, pdf.length);
    const clean = (s) => s.non2xx === 0 && s.errors === 0;
    if (![figures.app.json, figures.app.multipart, figures.floor.json, figures.floor.multipart].every(clean)) process.exitCode = 1;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function write(f, pdfBytes) {
  const ratio = (kind) => f.app[kind].rps / f.floor[kind].rps;
  const row = (label, s) => `| ${label} | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.total} | ${s.non2xx} | ${s.errors} |`;
  const mb = (v) => `${v.toFixed(0)} MB`;
  const lines = [
    '## careers: apply',
    '',
    `\`node bench/careers.js\` (after \`npm run build\`), ${CONNECTIONS} connections, floor ${f.floor.seconds} s per load, app ${f.app.seconds} s per load `
      + `(JSON then multipart, ${f.app.seconds * 2} s in total), ${require('node:os').cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}. `
      + 'Rate limit lifted by config for the bench only.',
    '',
    'Every request applies to a published job with a new e-mail: creates a person, a process at the first stage, the application, an activity; '
      + `multipart also stores a ${(pdfBytes / 1024 / 1024).toFixed(2)} MB PDF (document + bytes) and an outbox row (the app also relays it to BullMQ after commit).`,
    '',
    '| load | server | req/s | p50 ms | p99 ms | requests | non-2xx | errors |',
    '|---|---|---|---|---|---|---|---|',
    row('JSON | floor (node:http + pg, same SQL, one transaction)', f.floor.json),
    row('JSON | app (Nest + Express, guard, rate limiter, validation)', f.app.json),
    row('multipart 1 MB PDF | floor (node:http + busboy + pg)', f.floor.multipart),
    row('multipart 1 MB PDF | app (multer, magic-byte detection)', f.app.multipart),
    '',
    `**JSON apply: app / floor ${(ratio('json') * 100).toFixed(0)}%** (target: 40% or more). Multipart apply: app / floor ${(ratio('multipart') * 100).toFixed(0)}%.`,
    '',
    f.app.rss
      ? `App memory (RSS, sampled every second over the ${f.app.seconds * 2} s run): start ${mb(f.app.rss.start)}, end ${mb(f.app.rss.end)}, peak ${mb(f.app.rss.peak)} (${f.app.rss.samples} samples).`
      : 'App memory: /proc not available, not sampled.',
    '',
  ];
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'careers.md'), lines.join('\n'));
  process.stderr.write(`${lines.join('\n')}\n`);
}

const mode = process.argv[2];
const entry = mode === 'app' ? serveApp : mode === 'floor' ? serveFloor : main;
entry().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
