import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * partner_submission.updated_at: the last change a partner can read back about its candidate
 * (GET /v1/partner/candidates?updatedSince=), i.e. the latest of the submission itself, its
 * process (a stage change) and its document (the resume's parsing outcome). Kept by triggers,
 * whoever writes (the API, the worker, the CLI or a recruiter's SQL), so that a connector can page
 * through its changes on an index of (client, connector, updated_at, id).
 */
export class PartnerSubmissionUpdatedAt1763940000000 implements MigrationInterface {
  name = 'PartnerSubmissionUpdatedAt1763940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE partner_submission ADD COLUMN updated_at timestamptz`);
    await q.query(`
      UPDATE partner_submission s
         SET updated_at = greatest(s.created_at, p.updated_at)
        FROM process p
       WHERE p.client_id = s.client_id AND p.id = s.process_id`);
    await q.query(`
      UPDATE partner_submission s
         SET updated_at = greatest(s.updated_at, d.created_at, d.parsed_at)
        FROM document d
       WHERE d.client_id = s.client_id AND d.id = s.document_id`);
    await q.query(`UPDATE partner_submission SET updated_at = created_at WHERE updated_at IS NULL`);
    await q.query(`ALTER TABLE partner_submission ALTER COLUMN updated_at SET DEFAULT now(), ALTER COLUMN updated_at SET NOT NULL`);
    await q.query(`COMMENT ON COLUMN partner_submission.updated_at IS 'Latest change of the submission, its process (stage) or its document (resume status); kept by triggers. What GET /v1/partner/candidates?updatedSince= pages on.'`);

    await q.query(`CREATE INDEX partner_submission_changes_idx ON partner_submission (client_id, connector_key, updated_at, id)`);
    await q.query(`COMMENT ON INDEX partner_submission_changes_idx IS 'A connector''s submissions in order of their last change (keyset paging of GET /v1/partner/candidates).'`);
    await q.query(`CREATE INDEX partner_submission_process_idx ON partner_submission (client_id, process_id)`);
    await q.query(`COMMENT ON INDEX partner_submission_process_idx IS 'Finds the submissions of a process (stage change trigger, cascades).'`);
    await q.query(`CREATE INDEX partner_submission_document_idx ON partner_submission (client_id, document_id) WHERE document_id IS NOT NULL`);
    await q.query(`COMMENT ON INDEX partner_submission_document_idx IS 'Finds the submissions of a document (resume status trigger, cascades).'`);

    // A submission's own updates (document attached on a replay, person or process moved by a merge).
    await q.query(`CREATE TRIGGER partner_submission_updated_at BEFORE UPDATE ON partner_submission FOR EACH ROW EXECUTE FUNCTION set_updated_at()`);

    // One function for both triggers; its argument names the partner_submission column that points at the row.
    await q.query(`
      CREATE FUNCTION touch_partner_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format('UPDATE partner_submission SET updated_at = now() WHERE client_id = $1 AND %I = $2', TG_ARGV[0])
          USING NEW.client_id, NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(`COMMENT ON FUNCTION touch_partner_submissions() IS 'Marks as changed the partner submissions whose column TG_ARGV[0] (process_id, document_id) points at the updated row.'`);
    await q.query(`
      CREATE TRIGGER process_stage_touches_partner_submission AFTER UPDATE OF stage_id ON process
        FOR EACH ROW WHEN (OLD.stage_id IS DISTINCT FROM NEW.stage_id)
        EXECUTE FUNCTION touch_partner_submissions('process_id')`);
    await q.query(`COMMENT ON TRIGGER process_stage_touches_partner_submission ON process IS 'A stage change is a change a partner can poll for (partner_submission.updated_at).'`);
    // pending and processing both read as resumeStatus "pending": moving between them changes nothing a partner sees.
    await q.query(`
      CREATE TRIGGER document_status_touches_partner_submission AFTER UPDATE OF status ON document
        FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status
                           AND NOT (OLD.status IN ('pending', 'processing') AND NEW.status IN ('pending', 'processing')))
        EXECUTE FUNCTION touch_partner_submissions('document_id')`);
    await q.query(`COMMENT ON TRIGGER document_status_touches_partner_submission ON document IS 'A resume parsed or failed is a change a partner can poll for (partner_submission.updated_at).'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS document_status_touches_partner_submission ON document`);
    await q.query(`DROP TRIGGER IF EXISTS process_stage_touches_partner_submission ON process`);
    await q.query(`DROP FUNCTION IF EXISTS touch_partner_submissions()`);
    await q.query(`DROP TRIGGER IF EXISTS partner_submission_updated_at ON partner_submission`);
    await q.query(`DROP INDEX IF EXISTS partner_submission_document_idx`);
    await q.query(`DROP INDEX IF EXISTS partner_submission_process_idx`);
    await q.query(`DROP INDEX IF EXISTS partner_submission_changes_idx`);
    await q.query(`ALTER TABLE partner_submission DROP COLUMN IF EXISTS updated_at`);
  }
}
