import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Possible duplicates, surfaced and never merged silently: when a submission or a resume offers a
 * person an e-mail or LinkedIn profile that another person of the client already carries, the
 * value is not copied (DESIGN 4) and a link between the two persons records why. A recruiter merges
 * them (`recruit person merge`, the link goes with the merged person) or says they are different
 * people (`recruit person not-duplicate`: the link is kept, dismissed, and not raised again).
 */
export class PossibleDuplicate1764100000002 implements MigrationInterface {
  name = 'PossibleDuplicate1764100000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE possible_duplicate (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
        person_id uuid NOT NULL,
        other_person_id uuid NOT NULL,
        reason text NOT NULL CHECK (reason IN ('email', 'linkedin')),
        value text NOT NULL,
        source text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        dismissed_at timestamptz,
        UNIQUE (client_id, id),
        CHECK (person_id <> other_person_id),
        FOREIGN KEY (client_id, person_id) REFERENCES person(client_id, id) ON DELETE CASCADE,
        FOREIGN KEY (client_id, other_person_id) REFERENCES person(client_id, id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX possible_duplicate_pair_uq ON possible_duplicate (client_id, least(person_id, other_person_id), greatest(person_id, other_person_id), reason)`);
    await q.query(`CREATE INDEX possible_duplicate_other_idx ON possible_duplicate (client_id, other_person_id)`);
    await q.query(`CREATE INDEX possible_duplicate_open_idx ON possible_duplicate (client_id, created_at DESC, id DESC) WHERE dismissed_at IS NULL`);
    await q.query(`COMMENT ON TABLE possible_duplicate IS 'Two persons that may be one: person_id was offered a key (e-mail or LinkedIn profile) that other_person_id already carries, so it was not copied. For a recruiter to merge (recruit person merge) or dismiss (recruit person not-duplicate).'`);
    await q.query(`COMMENT ON COLUMN possible_duplicate.person_id IS 'The person the value was offered to (and not copied onto).'`);
    await q.query(`COMMENT ON COLUMN possible_duplicate.other_person_id IS 'The person who already carries the value.'`);
    await q.query(`COMMENT ON COLUMN possible_duplicate.reason IS 'email or linkedin: the key both persons share.'`);
    await q.query(`COMMENT ON COLUMN possible_duplicate.value IS 'The shared key: the e-mail lower-cased, or the LinkedIn handle.'`);
    await q.query(`COMMENT ON COLUMN possible_duplicate.source IS 'Who offered the value: resume, form, partner:<connector>, or the author carried by a person merge.'`);
    await q.query(`COMMENT ON COLUMN possible_duplicate.dismissed_at IS 'When a recruiter said the two are different people; null while the link is open.'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE possible_duplicate`);
  }
}
