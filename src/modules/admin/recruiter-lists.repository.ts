import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** Where a page starts: after the row with this sort instant (full precision, as text) and id. */
export interface ListCursor {
  at: string;
  id: string;
}

/** A listed row, with its sort instant for the next page (removed before it is printed). */
export type ListedRow = Record<string, unknown> & { id: string; cursorAt: string };

export interface ApplicationListFilter {
  status: string | null;
  jobId: string | null;
  since: string | null;
}

/** The keyset condition and the order of every list: newest first, by (instant, id). */
const after = (column: string, alias: string, at: number): string =>
  `($${at}::timestamptz IS NULL OR (${alias}.${column}, ${alias}.id) < ($${at}::timestamptz, $${at + 1}::uuid))
   ORDER BY ${alias}.${column} DESC, ${alias}.id DESC LIMIT $${at + 2}`;

/** SQL of the recruiter's lists in the admin CLI (applications, jobs, projects), a page at a time. */
@Injectable()
export class RecruiterListsRepository {
  applications(manager: EntityManager, clientId: string, filter: ApplicationListFilter, cursor: ListCursor | null, limit: number): Promise<ListedRow[]> {
    return manager.query(
      `SELECT a.id, a.status, a.created_at AS "createdAt", a.origin,
              CASE WHEN j.id IS NULL THEN NULL ELSE json_build_object('id', j.id, 'jobid', j.public_id, 'title', j.title) END AS job,
              a.person_id AS "personId", a.first_name AS "firstName", a.last_name AS "lastName", a.email,
              a.utm_source AS "utmSource", a.resume_status AS "resumeStatus", a.process_id AS "processId",
              a.decided_at AS "decidedAt", a.created_at::text AS "cursorAt"
         FROM application a LEFT JOIN job j ON j.client_id = a.client_id AND j.id = a.job_id
        WHERE a.client_id = $1 AND ($2::text IS NULL OR a.status = $2) AND ($3::uuid IS NULL OR a.job_id = $3)
          AND ($4::timestamptz IS NULL OR a.created_at >= $4) AND ${after('created_at', 'a', 5)}`,
      [clientId, filter.status, filter.jobId, filter.since, cursor?.at ?? null, cursor?.id ?? null, limit],
    );
  }

  jobs(manager: EntityManager, clientId: string, status: string | null, cursor: ListCursor | null, limit: number): Promise<ListedRow[]> {
    return manager.query(
      `SELECT j.id, j.public_id AS jobid, j.title, j.status, j.project_id AS "projectId", p.title AS "projectTitle", p.status AS "projectStatus",
              j.published_at AS "publishedAt",
              (SELECT count(*)::int FROM application x WHERE x.client_id = j.client_id AND x.job_id = j.id) AS applications,
              j.created_at::text AS "cursorAt"
         FROM job j JOIN project p ON p.client_id = j.client_id AND p.id = j.project_id
        WHERE j.client_id = $1 AND ($2::text IS NULL OR j.status = $2) AND ${after('created_at', 'j', 3)}`,
      [clientId, status, cursor?.at ?? null, cursor?.id ?? null, limit],
    );
  }

  projects(manager: EntityManager, clientId: string, status: string | null, cursor: ListCursor | null, limit: number): Promise<ListedRow[]> {
    return manager.query(
      `SELECT p.id, p.title, p.status, p.company_id AS "companyId", c.name AS "companyName", p.created_at AS "createdAt",
              (SELECT count(*)::int FROM job x WHERE x.client_id = p.client_id AND x.project_id = p.id) AS jobs,
              (SELECT count(*)::int FROM process x WHERE x.client_id = p.client_id AND x.project_id = p.id) AS candidates,
              p.created_at::text AS "cursorAt"
         FROM project p LEFT JOIN company c ON c.client_id = p.client_id AND c.id = p.company_id
        WHERE p.client_id = $1 AND ($2::text IS NULL OR p.status = $2) AND ${after('created_at', 'p', 3)}`,
      [clientId, status, cursor?.at ?? null, cursor?.id ?? null, limit],
    );
  }

  /** The job's id from its public id (the feed's jobid); null when it is not one of the client's. */
  async jobIdOf(manager: EntityManager, clientId: string, publicId: string): Promise<string | null> {
    const rows: Array<{ id: string }> = await manager.query(`SELECT id FROM job WHERE client_id = $1 AND public_id = $2`, [clientId, publicId]);
    return rows[0]?.id ?? null;
  }
}
