import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * person.profile.languages held strings with the level inline ("English (courant)"); a language is
 * now { name, level, cefr }: the name, the level as printed, and A1-C2 or "native" where the level
 * maps. The old parser wrote only the levels mapped below (lower-cased), so the mapping is exact.
 * updated_at is left alone: the profile says the same thing in a new shape.
 */
const CEFR_OF_LEVEL = `
  CASE lower(level)
    WHEN 'native' THEN 'native' WHEN 'natif' THEN 'native' WHEN 'native speaker' THEN 'native'
    WHEN 'langue maternelle' THEN 'native' WHEN 'maternelle' THEN 'native' WHEN 'mother tongue' THEN 'native'
    WHEN 'bilingue' THEN 'C2' WHEN 'bilingual' THEN 'C2'
    WHEN 'fluent' THEN 'C1' WHEN 'courant' THEN 'C1' WHEN 'advanced' THEN 'C1' WHEN 'avance' THEN 'C1'
    WHEN 'full professional proficiency' THEN 'C1'
    WHEN 'professional' THEN 'B2' WHEN 'professionnel' THEN 'B2'
    WHEN 'intermediate' THEN 'B1' WHEN 'intermediaire' THEN 'B1' WHEN 'limited working proficiency' THEN 'B1'
    WHEN 'basic' THEN 'A2' WHEN 'basique' THEN 'A2' WHEN 'notions' THEN 'A2' WHEN 'scolaire' THEN 'A2'
    WHEN 'beginner' THEN 'A1' WHEN 'debutant' THEN 'A1'
    ELSE CASE WHEN lower(level) ~ '^[abc][12]$' THEN upper(level) END
  END`;

export class ProfileLanguagesAsObjects1763930000000 implements MigrationInterface {
  name = 'ProfileLanguagesAsObjects1763930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE person DISABLE TRIGGER person_updated_at`);
    await q.query(`
      UPDATE person SET profile = jsonb_set(profile, '{languages}', (
        SELECT coalesce(jsonb_agg(
          CASE WHEN jsonb_typeof(item) = 'string' THEN (
            SELECT jsonb_build_object('name', name, 'level', level, 'cefr', ${CEFR_OF_LEVEL})
            FROM (SELECT
              btrim(regexp_replace(item #>> '{}', '\\s*\\([^()]*\\)\\s*$', '')) AS name,
              nullif(btrim(substring(item #>> '{}' FROM '\\(([^()]*)\\)\\s*$')), '') AS level) AS split
          ) ELSE item END ORDER BY position), '[]'::jsonb)
        FROM jsonb_array_elements(profile->'languages') WITH ORDINALITY AS items(item, position)))
      WHERE jsonb_typeof(profile->'languages') = 'array'
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(profile->'languages') AS items(item) WHERE jsonb_typeof(item) = 'string')`);
    await q.query(`ALTER TABLE person ENABLE TRIGGER person_updated_at`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE person DISABLE TRIGGER person_updated_at`);
    await q.query(`
      UPDATE person SET profile = jsonb_set(profile, '{languages}', (
        SELECT coalesce(jsonb_agg(
          CASE WHEN jsonb_typeof(item) = 'object' THEN to_jsonb(
            (item->>'name') || CASE WHEN coalesce(item->>'level', '') = '' THEN '' ELSE ' (' || (item->>'level') || ')' END
          ) ELSE item END ORDER BY position), '[]'::jsonb)
        FROM jsonb_array_elements(profile->'languages') WITH ORDINALITY AS items(item, position)))
      WHERE jsonb_typeof(profile->'languages') = 'array'
        AND EXISTS (SELECT 1 FROM jsonb_array_elements(profile->'languages') AS items(item) WHERE jsonb_typeof(item) = 'object')`);
    await q.query(`ALTER TABLE person ENABLE TRIGGER person_updated_at`);
  }
}
