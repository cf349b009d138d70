import { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['client', 'company', 'project', 'job', 'person', 'process'];

/**
 * updated_at moves on every UPDATE, whoever writes (the services, a raw SQL fix, a merge): the
 * feed's ETag and recruiters' "recently changed" queries rely on it.
 */
export class UpdatedAtTriggers1763800000001 implements MigrationInterface {
  name = 'UpdatedAtTriggers1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.updated_at := greatest(now(), OLD.updated_at);
        RETURN NEW;
      END $$`);
    for (const table of TABLES) {
      await q.query(`CREATE TRIGGER ${table}_updated_at BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION set_updated_at()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER IF EXISTS ${table}_updated_at ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS set_updated_at()`);
  }
}
