import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An outbox row stays open until the worker has finished its job (finished_at), not only until it
 * was handed to Redis: a Redis that restarts without persistence loses its queued jobs, and the
 * worker's reconciler queues again the open rows whose job Redis no longer has. request_id carries
 * the API request that wrote the row into the job and the worker's logs.
 *
 * Rows already handed over are closed, except those of a resume still unfinished (document, or
 * application of a resumeUrl not downloaded yet): their job may be among those Redis lost.
 */
export class OutboxOpenUntilFinished1763960500000 implements MigrationInterface {
  name = 'OutboxOpenUntilFinished1763960500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN request_id text, ADD COLUMN finished_at timestamptz, ADD COLUMN requeues integer NOT NULL DEFAULT 0`);
    await q.query(`
      UPDATE outbox o SET finished_at = now()
       WHERE o.enqueued_at IS NOT NULL
         AND NOT (o.kind = 'resume.process' AND (
               EXISTS (SELECT 1 FROM document d WHERE d.client_id = o.client_id AND d.id::text = o.payload->>'documentId' AND d.status IN ('pending', 'processing'))
            OR (o.payload->>'documentId' IS NULL
                AND EXISTS (SELECT 1 FROM application a WHERE a.client_id = o.client_id AND a.id::text = o.payload->>'applicationId' AND a.resume_status IN ('pending', 'processing')))))`);
    await q.query(`COMMENT ON COLUMN outbox.request_id IS 'X-Request-Id of the API request that wrote the row; travels in the job and on every worker log line of it. NULL when written outside a request (CLI).'`);
    await q.query(`COMMENT ON COLUMN outbox.finished_at IS 'When the worker finished the job (parsed, or failed for good). NULL: the work is still open, and the reconciler queues it again if Redis no longer has its job.'`);
    await q.query(`COMMENT ON COLUMN outbox.requeues IS 'Times the reconciler queued the job again (it stops at 5: the row stays open, visible).'`);
    await q.query(`CREATE INDEX outbox_open_idx ON outbox (id) WHERE finished_at IS NULL`);
    await q.query(`COMMENT ON INDEX outbox_open_idx IS 'The few open rows (not yet queued, or queued and not finished): what the sweep and the reconciler read.'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS outbox_open_idx`);
    await q.query(`ALTER TABLE outbox DROP COLUMN IF EXISTS requeues, DROP COLUMN IF EXISTS finished_at, DROP COLUMN IF EXISTS request_id`);
  }
}
