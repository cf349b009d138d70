import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Views for recruiters who read the database directly (docs/recruiters-database-guide.md): one
 * row per application, the quarantine to decide, contact requests with their company and form,
 * candidates with their current stage per project. Each carries the client's slug, so a query
 * filters on `client_slug = '...'`.
 */
export class RecruiterViews1764100000004 implements MigrationInterface {
  name = 'RecruiterViews1764100000004';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW recruiter_applications AS
      SELECT a.client_id, cl.slug AS client_slug, a.id AS application_id, a.created_at AS applied_at, a.status, a.decided_at,
             a.job_id, j.public_id AS jobid, j.title AS job_title, j.project_id, pr.title AS project_title,
             a.person_id, a.first_name, a.last_name, a.email, a.phone_number, a.linkedin,
             a.origin, a.utm_source, a.utm_medium, a.utm_campaign, a.utm_term, a.utm_content,
             a.resume_status, a.resume_error, a.process_id, s.key AS stage_key, s.label AS stage_label
        FROM application a
        JOIN client cl ON cl.id = a.client_id
        LEFT JOIN job j ON j.client_id = a.client_id AND j.id = a.job_id
        LEFT JOIN project pr ON pr.client_id = j.client_id AND pr.id = j.project_id
        LEFT JOIN process p ON p.client_id = a.client_id AND p.id = a.process_id
        LEFT JOIN stage s ON s.client_id = p.client_id AND s.id = p.stage_id`);
    await q.query(`COMMENT ON VIEW recruiter_applications IS 'One row per application: when, status (received, quarantined, rejected), the job and project, the person as entered, origin (website or partner connector) and utm_*, resume status, and the stage of its process. Filter on client_slug.'`);

    await q.query(`
      CREATE VIEW recruiter_quarantine AS
      SELECT ra.client_id, ra.client_slug, ra.application_id, ra.applied_at, ra.jobid, ra.job_title, ra.person_id,
             ra.first_name, ra.last_name, ra.email, ra.origin, ra.utm_source, ra.resume_status,
             (SELECT b.id FROM application b
               WHERE b.client_id = a.client_id AND b.job_id = a.job_id AND b.email_key = a.email_key AND b.status = 'received'
               ORDER BY b.created_at, b.id LIMIT 1) AS duplicate_of
        FROM recruiter_applications ra
        JOIN application a ON a.id = ra.application_id
       WHERE ra.status = 'quarantined'`);
    await q.query(`COMMENT ON VIEW recruiter_quarantine IS 'Quarantined applications waiting for a decision (SPEC 3: a second application to a job by an e-mail that already has an active one), with duplicate_of, the active application it repeats. Decide with recruit application decide --accept|--reject.'`);

    await q.query(`
      CREATE VIEW recruiter_contact_requests AS
      SELECT r.client_id, cl.slug AS client_slug, r.id AS contact_request_id, r.created_at AS received_at, r.kind, r.form_name,
             r.first_name, r.last_name, r.email, r.phone, r.job_title, r.topic, r.message,
             r.company_id, coalesce(co.name, r.company_name) AS company_name, co.status AS company_status, r.company_website,
             r.utm_source, r.utm_medium, r.utm_campaign, r.utm_term, r.utm_content, r.origin, r.person_id
        FROM contact_request r
        JOIN client cl ON cl.id = r.client_id
        LEFT JOIN company co ON co.client_id = r.client_id AND co.id = r.company_id`);
    await q.query(`COMMENT ON VIEW recruiter_contact_requests IS 'One row per contact request as entered, with its form (form_name), the company it is linked to (its CRM name and status; the name entered when none is linked) and utm_*. Filter on client_slug.'`);

    await q.query(`
      CREATE VIEW recruiter_candidates AS
      SELECT pe.client_id, cl.slug AS client_slug, pe.id AS person_id, pe.first_name, pe.last_name, pe.email, pe.phone, pe.linkedin_url,
             pe.created_at AS person_created_at, pe.anonymised_at,
             p.id AS process_id, p.project_id, pr.title AS project_title, pr.status AS project_status,
             s.key AS stage_key, s.label AS stage_label, s.position AS stage_position, p.updated_at AS process_updated_at
        FROM person pe
        JOIN client cl ON cl.id = pe.client_id
        LEFT JOIN process p ON p.client_id = pe.client_id AND p.person_id = pe.id
        LEFT JOIN project pr ON pr.client_id = p.client_id AND pr.id = p.project_id
        LEFT JOIN stage s ON s.client_id = p.client_id AND s.id = p.stage_id
       WHERE pe.is_candidate`);
    await q.query(`COMMENT ON VIEW recruiter_candidates IS 'Candidates with their current stage in each project (one row per candidate and project; one row with empty project columns for a candidate in no project). stage_position orders the stages. Filter on client_slug.'`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const view of ['recruiter_candidates', 'recruiter_contact_requests', 'recruiter_quarantine', 'recruiter_applications']) await q.query(`DROP VIEW ${view}`);
  }
}
