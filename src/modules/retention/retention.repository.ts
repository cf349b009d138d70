import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

export interface RetentionCounts {
  /** Persons anonymised. */
  persons: number;
  /** Their applications whose entered identity, motivation, custom fields and resume address were cleared. */
  applications: number;
  /** Their documents removed (file and extracted text). */
  documents: number;
}

export type RetentionTrigger = 'cli' | 'schedule';

/** SQL of retention: which candidates are due, their anonymisation, the record of runs and the client's period. */
@Injectable()
export class RetentionRepository {
  /** now() minus the period (a PostgreSQL interval such as `24 months`). */
  async cutoff(manager: EntityManager, interval: string): Promise<Date> {
    const [row]: Array<{ cutoff: Date }> = await manager.query(`SELECT now() - $1::interval AS cutoff`, [interval]);
    return row.cutoff;
  }

  /**
   * Candidates not yet anonymised, with no contact request (a request has no closed state: each
   * one counts as open), and nothing of theirs created or changed since `cutoff`: the person, its
   * history, applications, processes (stage moves), documents and partner submissions.
   */
  async due(manager: EntityManager, clientId: string, cutoff: Date): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT p.id FROM person p
        WHERE p.client_id = $1 AND p.is_candidate AND p.anonymised_at IS NULL AND greatest(p.created_at, p.updated_at) < $2
          AND NOT EXISTS (SELECT 1 FROM contact_request x WHERE x.client_id = p.client_id AND x.person_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM activity x WHERE x.client_id = p.client_id AND x.person_id = p.id AND x.created_at >= $2)
          AND NOT EXISTS (SELECT 1 FROM application x WHERE x.client_id = p.client_id AND x.person_id = p.id AND greatest(x.created_at, x.decided_at) >= $2)
          AND NOT EXISTS (SELECT 1 FROM process x WHERE x.client_id = p.client_id AND x.person_id = p.id AND x.updated_at >= $2)
          AND NOT EXISTS (SELECT 1 FROM document x WHERE x.client_id = p.client_id AND x.person_id = p.id AND greatest(x.created_at, x.parsed_at) >= $2)
          AND NOT EXISTS (SELECT 1 FROM partner_submission x WHERE x.client_id = p.client_id AND x.person_id = p.id AND x.updated_at >= $2)
        ORDER BY p.id`,
      [clientId, cutoff],
    );
    return rows.map((row) => row.id);
  }

  /** What anonymising these persons touches (a dry run's counts). */
  async countFor(manager: EntityManager, clientId: string, personIds: string[]): Promise<RetentionCounts> {
    const [row]: Array<{ applications: number; documents: number }> = await manager.query(
      `SELECT (SELECT count(*)::int FROM application WHERE client_id = $1 AND person_id = ANY($2::uuid[])) AS applications,
              (SELECT count(*)::int FROM document WHERE client_id = $1 AND person_id = ANY($2::uuid[])) AS documents`,
      [clientId, personIds],
    );
    return { persons: personIds.length, applications: row.applications, documents: row.documents };
  }

  /**
   * Anonymises the persons in place: names, e-mail, phone, LinkedIn, job title, profile and
   * provenance removed, `anonymised_at` set; their applications keep status, job, origin, utm and
   * dates but lose the identity entered, motivation, custom fields and resume address; their
   * documents, partner e-mails, possible-duplicate links and pending resume work are removed.
   */
  async anonymise(manager: EntityManager, clientId: string, personIds: string[]): Promise<RetentionCounts> {
    const run = async (sql: string): Promise<number> => ((await manager.query(sql, [clientId, personIds])) as [unknown[], number])[1];
    const persons = await run(
      `UPDATE person SET first_name = '', last_name = '', email = NULL, email_key = NULL, phone = NULL, linkedin_url = NULL, linkedin_key = NULL,
              job_title = NULL, profile = '{"experiences": [], "education": [], "skills": [], "languages": []}', provenance = '{}', anonymised_at = now()
        WHERE client_id = $1 AND id = ANY($2::uuid[])`);
    const applications = await run(
      `UPDATE application SET first_name = '', last_name = '', email = '', email_key = 'anonymised:' || id, phone_number = NULL, linkedin = NULL,
              motivation_text = NULL, custom_fields = '{}', resume_url = NULL, resume_error = NULL, decision_note = NULL
        WHERE client_id = $1 AND person_id = ANY($2::uuid[])`);
    await run(
      `UPDATE activity SET summary = 'Quarantined application decided by a recruiter', data = data - 'note'
        WHERE client_id = $1 AND person_id = ANY($2::uuid[]) AND kind IN ('application.accepted', 'application.rejected')`);
    await run(`UPDATE partner_submission SET email = NULL WHERE client_id = $1 AND person_id = ANY($2::uuid[])`);
    await run(`DELETE FROM outbox WHERE client_id = $1 AND finished_at IS NULL AND payload->>'personId' = ANY($2::text[])`);
    await run(`DELETE FROM possible_duplicate WHERE client_id = $1 AND (person_id = ANY($2::uuid[]) OR other_person_id = ANY($2::uuid[]))`);
    const documents = await run(`DELETE FROM document WHERE client_id = $1 AND person_id = ANY($2::uuid[])`);
    return { persons, applications, documents };
  }

  async recordRun(manager: EntityManager, clientId: string, run: { trigger: RetentionTrigger; olderThan: string; cutoff: Date; dryRun: boolean; counts: RetentionCounts }): Promise<string> {
    const [row]: Array<{ id: string }> = await manager.query(
      `INSERT INTO retention_run (client_id, trigger, older_than, cutoff, dry_run, persons, applications, documents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [clientId, run.trigger, run.olderThan, run.cutoff, run.dryRun, run.counts.persons, run.counts.applications, run.counts.documents],
    );
    return row.id;
  }

  /** Clients with a retention period and no scheduled run for 23 hours (the daily run is due). */
  async clientsDue(manager: EntityManager): Promise<Array<{ id: string; months: number }>> {
    return manager.query(
      `SELECT c.id, c.retention_months AS months FROM client c
        WHERE c.retention_months IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM retention_run r WHERE r.client_id = c.id AND r.trigger = 'schedule' AND NOT r.dry_run AND r.created_at > now() - interval '23 hours')
        ORDER BY c.id`,
    );
  }

  /** The scheduled run of this client, once across workers: false when another transaction holds it. */
  async tryLockClient(manager: EntityManager, clientId: string): Promise<boolean> {
    const [row]: Array<{ locked: boolean }> = await manager.query(`SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked`, [`retention\u001f${clientId}`]);
    return row.locked;
  }

  async setPeriod(manager: EntityManager, clientId: string, months: number | null): Promise<void> {
    await manager.query(`UPDATE client SET retention_months = $2 WHERE id = $1`, [clientId, months]);
  }
}
