import Redis from 'ioredis';
import { Client } from 'pg';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.RECRUIT_TEST_DATABASE;
  if (!name || process.env.KEEP_TEST_DATABASE === '1') return;
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const pattern of [`test:${name}:*`, `{test:${name}}:*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } catch {
    // Redis down at the end of a run: nothing to clean.
  } finally {
    redis.disconnect();
  }
}
