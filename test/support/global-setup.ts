import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDataSource } from '../../src/database/data-source';

/**
 * One database and one Redis key prefix per test run, so runs never collide: created and
 * migrated here (with the checked-in migrations), dropped in global-teardown.
 */
export default async function globalSetup(): Promise<void> {
  const base = new URL(process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `recruit_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base.toString());
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.REDIS_PREFIX = `test:${name}`;
  process.env.LOG_LEVEL = 'silent';
  process.env.RECRUIT_TEST_DATABASE = name;
  const dataSource = createDataSource({ databaseUrl: url.toString() }, 'recruit-test-setup');
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await dataSource.destroy();
}
