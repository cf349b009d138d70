#!/usr/bin/env node
/**
 * Floor of the apply scenario: POST /v1/public/careers/{slug}/jobs/{jobid}/apply on bare
 * node:http + pg (+ busboy for multipart), the same SQL as CareersService in one transaction,
 * then, for a resume, the same relay as OutboxService after commit (read the row, add the BullMQ
 * job, mark the row enqueued) into a queue of its own prefix that no worker reads, so the app's
 * worker never parses the floor's files (the scenario also turns the app's outbox sweep off).
 * It does no key check and no rate limiting, so the app's ratio to it is pessimistic.
 */
const crypto = require('node:crypto');
const { fromDist } = require('../lib/app');
const { ready, runEntry } = require('../lib/children');
const { listenFloor, readJson, sendJson, transaction } = require('../lib/floor');

async function serveFloor() {
  const { Pool } = require('pg');
  const busboy = require('busboy');
  const { Queue } = require('bullmq');
  const { queueOptions } = fromDist('common/queue/queue.constants');
  const { RESUME_QUEUE, RESUME_JOB, RESUME_QUEUE_DEFINITION } = fromDist('modules/resumes/resume.job');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const queue = new Queue(RESUME_QUEUE, { ...queueOptions(process.env.REDIS_URL, process.env.REDIS_PREFIX, RESUME_QUEUE_DEFINITION.defaultJobOptions), prefix: `{${process.env.REDIS_PREFIX}}:floor` });
  const slug = process.env.BENCH_SLUG;
  const { rows: [client] } = await pool.query(`INSERT INTO client (slug, name) VALUES ($1, $2) RETURNING id`, [slug, `Bench ${slug}`]);
  await pool.query(`INSERT INTO stage (client_id, key, label, position) VALUES ($1, 'new', 'New', 0), ($1, 'screening', 'Screening', 1)`, [client.id]);
  const { rows: [project] } = await pool.query(`INSERT INTO project (client_id, title) VALUES ($1, 'Bench project') RETURNING id`, [client.id]);
  const jobid = `bench-${crypto.randomBytes(4).toString('hex')}`;
  await pool.query(
    `INSERT INTO job (client_id, project_id, public_id, status, title, custom_fields) VALUES ($1, $2, $3, 'published', 'Bench job', $4)`,
    [client.id, project.id, jobid, JSON.stringify([{ name: 'Team', value: 'Platform' }])]);

  /** OutboxService.relay: the committed row to the queue, then marked enqueued. */
  async function relay(outboxId) {
    const { rows } = await pool.query(`SELECT id::text AS id, kind, payload FROM outbox WHERE id = ANY($1::bigint[]) AND enqueued_at IS NULL ORDER BY id`, [[outboxId]]);
    for (const row of rows) {
      await queue.add(RESUME_JOB, row.payload, { jobId: `outbox-${row.id}` });
      await pool.query(`UPDATE outbox SET enqueued_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
    }
  }

  async function handle(jobPublicId, fields, file) {
    const { id, outboxId } = await store(jobPublicId, fields, file);
    if (outboxId) await relay(outboxId);
    return { id };
  }

  async function store(jobPublicId, fields, file) {
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
         ON CONFLICT (client_id, job_id, email_key) WHERE status = 'received' AND job_id IS NOT NULL AND decided_at IS NULL DO NOTHING RETURNING id`,
        [clientId, job.id, personId, process_.id, documentId, fields.firstName, fields.lastName, fields.email, emailKey, fields.utm_source ?? null,
          JSON.stringify({ Team: fields.Team }), file ? 'pending' : 'none', status]);
      await db.query(`INSERT INTO activity (client_id, person_id, project_id, kind, summary, data) VALUES ($1, $2, $3, 'application.received', $4, $5)`,
        [clientId, personId, job.project_id, `Applied to "${job.title}" via website`, { applicationId: application.id }]);
      let outboxId = null;
      if (file) {
        outboxId = (await db.query(`INSERT INTO outbox (client_id, kind, payload) VALUES ($1, 'resume.process', $2) RETURNING id`,
          [clientId, { clientId, documentId, applicationId: application.id, resumeUrl: null, personId }])).rows[0].id;
      }
      return { id: application.id, outboxId };
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

if (require.main === module) runEntry({ floor: serveFloor });
