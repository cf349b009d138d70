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
 * Environment: BENCH_CONNECTIONS (default 32), BENCH_FLOOR_SECONDS (8), BENCH_APP_SECONDS (60).
 */
const crypto = require('node:crypto');
const os = require('node:os');
const { bootAppWithClient, LIFTED } = require('./lib/app');
const { startChild, stopChild, killChildren, ready, runEntry } = require('./lib/children');
const { listenFloor, readJson, sendJson, transaction } = require('./lib/floor');
const { autocannonLoad } = require('./lib/load');
const { sampleRss } = require('./lib/memory');
const { table, writeResult } = require('./lib/report');
const { openSandbox } = require('./lib/sandbox');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 8);
const APP_SECONDS = Number(process.env.BENCH_APP_SECONDS ?? 60);
const BOUNDARY = '----careers-bench-boundary';

// ---------------------------------------------------------------------------------------------
// Children: the app, or the floor.
// ---------------------------------------------------------------------------------------------

async function serveApp() {
  const slug = process.env.BENCH_SLUG;
  const { app, ...info } = await bootAppWithClient({
    overrides: { rateLimitPublicPerMinute: LIFTED, rateLimitPartnerPerMinute: LIFTED },
    slug,
    scopes: ['public:careers:apply'],
    setup: async (tenants) => {
      await tenants.setStages(slug, [{ key: 'new', label: 'New' }, { key: 'screening', label: 'Screening' }]);
      const project = await tenants.createProject(slug, 'Bench project', { companyName: 'Bench Co' });
      const job = await tenants.createJob(slug, { title: 'Bench job', status: 'published', projectId: project.id, customFields: [{ name: 'Team', value: 'Platform' }] });
      return { jobid: job.jobid };
    },
  });
  ready(info, { stop: () => app.close() });
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
    return transaction(pool, async (db) => {
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
      return { id: application.id };
    });
  }

  const reply = (res, promise) => promise.then(
    (data) => sendJson(res, 201, { data }),
    (error) => {
      process.stderr.write(`floor: ${error.message}\n`);
      res.writeHead(500).end();
    },
  );

  const { port } = await listenFloor((req, res) => {
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
    readJson(req, res).then((body) => body && reply(res, handle(jobPublicId, body, null)));
  });
  // No stop(): requests autocannon abandoned at the end of a load may still be in flight: just exit.
  ready({ port, key: 'none', clientId: client.id, jobid });
}

// ---------------------------------------------------------------------------------------------
// Parent: database, load, memory, report.
// ---------------------------------------------------------------------------------------------

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

function load(server, slug, { duration, kind, pdf, label }) {
  let counter = 0;
  const run = crypto.randomBytes(3).toString('hex');
  const fields = () => {
    counter += 1;
    return { firstName: 'Bench', lastName: `Candidate ${counter}`, email: `bench.${run}.${counter}@careers-bench.example`, utm_source: 'bench', Team: 'Platform' };
  };
  return autocannonLoad({
    label,
    url: `http://127.0.0.1:${server.port}/v1/public/careers/${slug}/jobs/${server.jobid}/apply`,
    connections: CONNECTIONS,
    duration,
    timeout: 30,
    method: 'POST',
    headers: { 'content-type': kind === 'json' ? 'application/json' : `multipart/form-data; boundary=${BOUNDARY}`, 'x-service-public-key': server.key },
    body: () => (kind === 'json' ? JSON.stringify(fields()) : multipartBody(fields(), pdf)),
  });
}

async function main() {
  const pdf = await makePdf(1024 * 1024 - 2048);
  const sandbox = await openSandbox('careers');
  const children = [];
  try {
    const figures = {};
    for (const mode of ['floor', 'app']) {
      const slug = `bench-${mode}`;
      const server = await startChild(__filename, mode, { ...sandbox.env, BENCH_SLUG: slug });
      children.push(server.child);
      try {
        await load(server, slug, { duration: 2, kind: 'json' }); // warm-up
        await load(server, slug, { duration: 1, kind: 'multipart', pdf });
        const seconds = mode === 'app' ? APP_SECONDS / 2 : FLOOR_SECONDS;
        const sampler = mode === 'app' ? sampleRss(server.child.pid, 1000) : null;
        const json = await load(server, slug, { duration: seconds, kind: 'json', label: `${mode} JSON` });
        const multipart = await load(server, slug, { duration: seconds, kind: 'multipart', pdf, label: `${mode} multipart` });
        figures[mode] = { json, multipart, seconds };
        const rss = sampler?.stop();
        if (rss) figures[mode].rss = rss;
      } finally {
        await stopChild(server.child);
      }
    }
    write(figures, pdf.length);
    const clean = (s) => s.non2xx === 0 && s.errors === 0;
    return [figures.app.json, figures.app.multipart, figures.floor.json, figures.floor.multipart].every(clean) ? 0 : 1;
  } finally {
    killChildren(children);
    await sandbox.close();
  }
}

function write(f, pdfBytes) {
  const ratio = (kind) => f.app[kind].rps / f.floor[kind].rps;
  const row = (label, s) => [label, s.rps.toFixed(0), s.p50, s.p99, s.total, s.non2xx, s.errors];
  const mb = (v) => `${v.toFixed(0)} MB`;
  writeResult('careers', [
    '## careers: apply',
    '',
    `\`node bench/careers.js\` (after \`npm run build\`), ${CONNECTIONS} connections, floor ${f.floor.seconds} s per load, app ${f.app.seconds} s per load `
      + `(JSON then multipart, ${f.app.seconds * 2} s in total), ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}. `
      + 'Rate limit lifted by config for the bench only.',
    '',
    'Every request applies to a published job with a new e-mail: creates a person, a process at the first stage, the application, an activity; '
      + `multipart also stores a ${(pdfBytes / 1024 / 1024).toFixed(2)} MB PDF (document + bytes) and an outbox row (the app also relays it to BullMQ after commit).`,
    '',
    ...table(['load', 'server', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'], [
      row('JSON | floor (node:http + pg, same SQL, one transaction)', f.floor.json),
      row('JSON | app (Nest + Express, guard, rate limiter, validation)', f.app.json),
      row('multipart 1 MB PDF | floor (node:http + busboy + pg)', f.floor.multipart),
      row('multipart 1 MB PDF | app (multer, magic-byte detection)', f.app.multipart),
    ]),
    '',
    `**JSON apply: app / floor ${(ratio('json') * 100).toFixed(0)}%** (target: 40% or more). Multipart apply: app / floor ${(ratio('multipart') * 100).toFixed(0)}%.`,
    '',
    f.app.rss
      ? `App memory (RSS, sampled every second over the ${f.app.seconds * 2} s run): start ${mb(f.app.rss.start)}, end ${mb(f.app.rss.end)}, peak ${mb(f.app.rss.peak)} (${f.app.rss.samples} samples).`
      : 'App memory: /proc not available, not sampled.',
    '',
  ]);
}

if (require.main === module) runEntry({ main, app: serveApp, floor: serveFloor });
