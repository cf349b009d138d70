#!/usr/bin/env node
/**
 * Floor of the partner scenario: POST /v1/partner/candidates (JSON) on bare node:http + pg +
 * ioredis, doing the app's essential work per request: the key's format and checksum, its lookup,
 * SHA-256 and constant-time compare, one call of the sliding-window rate-limit storage (those three
 * are the app's own functions, from dist), then the same SQL with the same advisory locks in one
 * transaction. No Nest, Express, TypeORM or validators.
 */
const { fromDist } = require('../lib/app');
const { ready, runEntry } = require('../lib/children');
const { listenFloor, readBody, sendJson, transaction } = require('../lib/floor');

async function serveFloor() {
  const { Pool } = require('pg');
  const Redis = require('ioredis');
  // The app's rate-limit storage itself (one EVALSHA of its sliding-window script per request).
  const { RedisThrottlerStorage } = fromDist('common/throttling/redis-throttler.storage');
  // The app's key format (checksum included) and constant-time secret check.
  const { parseKey, secretMatches } = fromDist('common/auth/api-key-format');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const redis = new Redis(process.env.REDIS_URL, { enableOfflineQueue: true });
  const limiter = new RedisThrottlerStorage(redis, { redisPrefix: process.env.REDIS_PREFIX });
  const send = sendJson;
  const lock = (c, name) => c.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [name]);

  async function handle(req, res, raw) {
    const parsed = parseKey(req.headers['x-service-public-key']);
    if (!parsed) return send(res, 401, { error: { code: 'unauthorized', message: 'Malformed API key' } });
    const { rows: keys } = await pool.query(
      `SELECT k.id, k.client_id, c.slug, k.secret_hash, k.scopes, k.connector, k.revoked_at, k.last_used_at
         FROM api_key k JOIN client c ON c.id = k.client_id WHERE k.public_id = $1`,
      [parsed.publicId],
    );
    const row = keys[0];
    if (!row || !secretMatches(parsed.secret, row.secret_hash) || row.revoked_at) return send(res, 401, { error: { code: 'unauthorized', message: 'Unknown API key' } });
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

if (require.main === module) runEntry({ floor: serveFloor });
