import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention of candidates' personal data: a per-client period (client.retention_months; null:
 * off), persons anonymised in place (person.anonymised_at: the rows stay, so counts of
 * applications and processes stay true), and a record of every run (retention_run).
 */
export class Retention1764100000003 implements MigrationInterface {
  name = 'Retention1764100000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE client ADD COLUMN retention_months integer CHECK (retention_months BETWEEN 1 AND 1200)`);
    await q.query(`COMMENT ON COLUMN client.retention_months IS 'Candidates with no activity for this many months are anonymised daily by the worker; null: no automatic retention (recruit retention set).'`);
    await q.query(`ALTER TABLE person ADD COLUMN anonymised_at timestamptz`);
    await q.query(`COMMENT ON COLUMN person.anonymised_at IS 'When retention removed this person''s names, contact details, profile and documents; the row and its applications and processes stay.'`);
    await q.query(`
      CREATE TABLE retention_run (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        trigger text NOT NULL CHECK (trigger IN ('cli', 'schedule')),
        older_than text NOT NULL,
        cutoff timestamptz NOT NULL,
        dry_run boolean NOT NULL,
        persons integer NOT NULL,
        applications integer NOT NULL,
        documents integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX retention_run_client_idx ON retention_run (client_id, created_at DESC)`);
    await q.query(`COMMENT ON TABLE retention_run IS 'Each retention run: who started it (cli or the worker''s daily schedule), the period, the cutoff instant, and how many persons were anonymised, applications cleared and documents removed (what would be, for a dry run).'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE retention_run`);
    await q.query(`ALTER TABLE person DROP COLUMN anonymised_at`);
    await q.query(`ALTER TABLE client DROP COLUMN retention_months`);
  }
}
