import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The recruiter's decision on a quarantined application (SPEC 3: "placed in quarantine for the
 * recruiter's decision"): accepted, it becomes received; rejected, it is kept as `rejected`. An
 * accepted application is active beside the one it duplicated, so the one-active-application
 * index applies to undecided applications only (what the career site submits).
 */
export class ApplicationDecision1764100000001 implements MigrationInterface {
  name = 'ApplicationDecision1764100000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE application DROP CONSTRAINT application_status_check`);
    await q.query(`ALTER TABLE application ADD CONSTRAINT application_status_check CHECK (status IN ('received', 'quarantined', 'rejected'))`);
    await q.query(`ALTER TABLE application ADD COLUMN decided_at timestamptz, ADD COLUMN decision_note text`);
    await q.query(`DROP INDEX application_active_uq`);
    await q.query(`CREATE UNIQUE INDEX application_active_uq ON application (client_id, job_id, email_key) WHERE status = 'received' AND job_id IS NOT NULL AND decided_at IS NULL`);
    await q.query(`CREATE INDEX application_list_idx ON application (client_id, created_at DESC, id DESC)`);
    await q.query(`COMMENT ON COLUMN application.status IS 'received; quarantined: a second application to the same job by the same e-mail, for the recruiter to decide; rejected: the recruiter refused the quarantined application (an accepted one is received).'`);
    await q.query(`COMMENT ON COLUMN application.decided_at IS 'When a recruiter accepted or rejected the quarantined application (recruit application decide); null otherwise.'`);
    await q.query(`COMMENT ON COLUMN application.decision_note IS 'The note the recruiter gave with the decision.'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX application_list_idx`);
    await q.query(`DROP INDEX application_active_uq`);
    await q.query(`UPDATE application SET status = 'quarantined' WHERE status = 'rejected'`);
    await q.query(`CREATE UNIQUE INDEX application_active_uq ON application (client_id, job_id, email_key) WHERE status = 'received' AND job_id IS NOT NULL`);
    await q.query(`ALTER TABLE application DROP COLUMN decision_note, DROP COLUMN decided_at`);
    await q.query(`ALTER TABLE application DROP CONSTRAINT application_status_check`);
    await q.query(`ALTER TABLE application ADD CONSTRAINT application_status_check CHECK (status IN ('received', 'quarantined'))`);
  }
}
