import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which API key created a contact request or a partner submission (applications already record
 * it), and the e-mail a partner entered: what `DELETE /v1/public/test-data` and
 * `recruit test-data` select test records by (SPEC 1: test data is identifiable and deleted by the
 * client). Rows created before this migration have no key: only the CLI can delete them; their
 * partner e-mail is taken from the person they point at.
 */
export class RecordsCreatingKey1764100000000 implements MigrationInterface {
  name = 'RecordsCreatingKey1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_request ADD COLUMN api_key_id uuid`);
    await q.query(`ALTER TABLE partner_submission ADD COLUMN api_key_id uuid, ADD COLUMN email text`);
    await q.query(`
      UPDATE partner_submission s SET email = p.email
        FROM person p WHERE p.client_id = s.client_id AND p.id = s.person_id`);
    await q.query(`COMMENT ON COLUMN application.api_key_id IS 'The API key that submitted the application (a key deletes its own test data only).'`);
    await q.query(`COMMENT ON COLUMN contact_request.api_key_id IS 'The API key that submitted the request (a key deletes its own test data only); null before this was recorded.'`);
    await q.query(`COMMENT ON COLUMN partner_submission.api_key_id IS 'The API key that created the submission (a key deletes its own test data only); null before this was recorded.'`);
    await q.query(`COMMENT ON COLUMN partner_submission.email IS 'The e-mail the partner entered (test data is selected by an e-mail pattern).'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE partner_submission DROP COLUMN email, DROP COLUMN api_key_id`);
    await q.query(`ALTER TABLE contact_request DROP COLUMN api_key_id`);
  }
}
