/**
 * A throw-away place for one benchmark run: a PostgreSQL database (created, migrated with the
 * built migrations, dropped with FORCE) and a Redis key prefix (every key under it deleted).
 *
 *   const sandbox = await openSandbox('feed');
 *   try { ... sandbox.env ... } finally { await sandbox.close(); }
 *
 * Environment: BENCH_DATABASE_ADMIN_URL or TEST_DATABASE_ADMIN_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (default redis://127.0.0.1:6379).
 */
const { randomBytes } = require('node:crypto');
const { fromDist } = require('./app');
const { onInterrupt } = require('./cleanup');

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Deletes every key `<prefix>:*` and `{<prefix>}:*` (BullMQ's hash-tagged keys). */
async function deleteRedisPrefix(prefix, redisUrl = REDIS_URL) {
  const Redis = require('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
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

/**
 * Creates and migrates `recruit_bench_<scenario>_<time>_<random>`; returns its URL, the Redis
 * prefix `bench:<database name>`, the environment for the app (`env`) and `close()`, which drops
 * the database and deletes the Redis keys (errors there are reported, not thrown).
 */
async function openSandbox(scenario) {
  const { Client } = require('pg');
  const { createDataSource } = fromDist('database/data-source');
  const name = `recruit_bench_${scenario}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const redisPrefix = `bench:${name}`;
  let forget = () => undefined;
  const close = async () => {
    forget();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => process.stderr.write(`bench: could not drop ${name}: ${error.message}\n`));
    await admin.end().catch(() => undefined);
    await deleteRedisPrefix(redisPrefix).catch((error) => process.stderr.write(`bench: could not clean Redis ${redisPrefix}: ${error.message}\n`));
  };
  forget = onInterrupt(close);
  try {
    const dataSource = createDataSource({ databaseUrl }, `bench-${scenario}-migrations`);
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    name,
    databaseUrl,
    redisUrl: REDIS_URL,
    redisPrefix,
    env: { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_PREFIX: redisPrefix, LOG_LEVEL: 'silent' },
    close,
  };
}

module.exports = { openSandbox, deleteRedisPrefix, ADMIN_URL, REDIS_URL };
