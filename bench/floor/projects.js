/**
 * Floor of the "projects" scenario (bench/projects.js): GET /v1/partner/projects on a bare
 * `node:http` server with a `pg` Pool, without Nest, Express or TypeORM, doing the app's essential
 * work per request:
 *   - the key's format and checksum (the app's own parseKey, from dist);
 *   - the key row by public id, SHA-256 of the secret compared in constant time, revocation, scope;
 *   - one EVALSHA of the app's sliding-window rate-limit script (its RedisThrottlerStorage, from dist);
 *   - the app's two queries (stages in order, open projects newest first), in parallel as the app
 *     runs them, and the same JSON bytes with the same content-type.
 * Started by the orchestrator with startChild(this file, 'floor', env): DATABASE_URL, REDIS_URL,
 * REDIS_PREFIX come from the sandbox.
 */
const { fromDist, LIFTED } = require('../lib/app');
const { ready, runEntry } = require('../lib/children');
const { listenFloor, sendJson } = require('../lib/floor');

const ROUTE = '/v1/partner/projects';
const SCOPE = 'partner:projects:read';
const KEY_SQL = `SELECT k.id, k.client_id, c.slug, k.secret_hash, k.scopes, k.connector, k.revoked_at, k.last_used_at
   FROM api_key k JOIN client c ON c.id = k.client_id
  WHERE k.public_id = $1`;
// The app's PartnerProjectsService, word for word.
const STAGES_SQL = `SELECT key, label FROM stage WHERE client_id = $1 ORDER BY position, key`;
const PROJECTS_SQL = `SELECT p.id AS "projectId", p.title, coalesce(c.name, '') AS "companyName"
           FROM project p LEFT JOIN company c ON c.client_id = p.client_id AND c.id = p.company_id
          WHERE p.client_id = $1 AND p.status = 'open'
          ORDER BY p.created_at DESC, p.id`;

const error = (code, message) => ({ error: { code, message } });

async function serveFloor() {
  const { Pool } = require('pg');
  const { parseKey, secretMatches } = fromDist('common/auth/api-key-format');
  const { createRedis } = fromDist('common/redis/redis.module');
  const { RedisThrottlerStorage } = fromDist('common/throttling/redis-throttler.storage');
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 20 }); // the app's pool size
  const redis = createRedis(process.env.REDIS_URL); // the app's client options
  await new Promise((resolve, reject) => redis.once('ready', resolve).once('error', reject));
  const limiter = new RedisThrottlerStorage(redis, { redisPrefix: process.env.REDIS_PREFIX });

  async function handle(req, res) {
    const presented = req.headers['x-service-public-key'];
    const parsed = parseKey(presented);
    if (!parsed) return sendJson(res, 401, error('unauthorized', presented ? 'Malformed API key' : 'Missing API key header X-Service-Public-Key'));
    const { rows } = await pool.query(KEY_SQL, [parsed.publicId]);
    const key = rows[0];
    if (!key || !secretMatches(parsed.secret, key.secret_hash)) return sendJson(res, 401, error('unauthorized', 'Unknown API key'));
    if (key.revoked_at) return sendJson(res, 401, error('unauthorized', 'This API key has been revoked'));
    if (!key.scopes.includes(SCOPE)) return sendJson(res, 403, error('insufficient_scope', `This key lacks the scope ${SCOPE}`));
    // A window of its own (not the app's `partner:` one), so that each side pays for its own set.
    await limiter.increment(`floor:${key.id}`, 60_000, LIFTED);
    const [stages, projects] = await Promise.all([pool.query(STAGES_SQL, [key.client_id]), pool.query(PROJECTS_SQL, [key.client_id])]);
    return sendJson(res, 200, { stages: stages.rows, projects: projects.rows });
  }

  const { server, port } = await listenFloor((req, res) => {
    if (req.method !== 'GET' || req.url !== ROUTE) return sendJson(res, 404, error('not_found', 'No such route'));
    handle(req, res).catch(() => sendJson(res, 500, error('internal_error', 'Internal error')));
  });
  ready({ port }, {
    stop: async () => {
      server.close();
      await pool.end();
      redis.disconnect();
    },
  });
}

module.exports = { serveFloor };

if (require.main === module) runEntry({ floor: serveFloor });
