#!/usr/bin/env node
/**
 * Floor of the contact scenario: POST /v1/public/crm/{slug}/contact-requests on bare node:http +
 * pg, the same SQL as ContactRequestsService in one transaction (no key check, no rate limiting).
 */
const crypto = require('node:crypto');
const { ready, runEntry } = require('../lib/children');
const { listenFloor, readJson, sendJson, transaction } = require('../lib/floor');

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

if (require.main === module) runEntry({ floor: serveFloor });
