/**
 * The feed's SQL, apart from FeedService so that the benchmark's floor (bench/floor/feed.js) runs
 * exactly the same statements.
 */

/** One pass over the client's jobs, every status: what the ETag and Last-Modified are made of. */
export const FEED_STATE_SQL = `SELECT c.id, c.updated_at, f.job_count, f.job_hash, f.last_job,
              (SELECT max(updated_at) FROM project WHERE client_id = c.id) AS last_project
         FROM client c
         CROSS JOIN LATERAL (
           SELECT count(*) FILTER (WHERE j.status = 'published' AND p.status = 'open')::int AS job_count,
                  coalesce(sum(hashtextextended(j.id::text,
                                 (extract(epoch FROM j.updated_at) * 1000000)::bigint # (extract(epoch FROM j.published_at) * 1000000)::bigint))
                               FILTER (WHERE j.status = 'published' AND p.status = 'open'), 0)::text AS job_hash,
                  max(j.updated_at) AS last_job
             FROM job j
             JOIN project p ON p.client_id = j.client_id AND p.id = j.project_id
            WHERE j.client_id = c.id) f
        WHERE c.slug = $1`;

/** The jobs of a client's feed: published jobs of open projects (DESIGN 4), newest first. */
const FEED_JOBS_FROM = `
  FROM job j
  JOIN project p ON p.client_id = j.client_id AND p.id = j.project_id
 WHERE j.client_id = $1 AND j.status = 'published' AND p.status = 'open'`;

const FEED_COLUMNS = `
  j.public_id AS jobid, j.title, (extract(epoch FROM j.published_at) * 1000)::float8 AS "publishedAt",
  j.url, j.company_name AS company, j.city, j.state, j.country, j.description, j.salary, j.jobtype,
  j.remotetype, j.custom_fields AS "customFields"`;

/** The last (published_at, id) of every full page, in feed order: $1 client id, $2 page size. */
export const FEED_PAGE_BOUNDS_SQL = `SELECT cursor, id FROM (
         SELECT j.published_at::text AS cursor, j.id, row_number() OVER (ORDER BY j.published_at DESC, j.id) AS n
           ${FEED_JOBS_FROM}) numbered
        WHERE n % $2 = 0
        ORDER BY n`;

/**
 * One page between two bounds: $1 client id, $2/$3 the bound after which it starts (or nulls for
 * the first page), $4/$5 the bound it ends on (or nulls for the last).
 */
export function feedPageSql(hasAfter: boolean, hasUpTo: boolean): string {
  const after = hasAfter ? `AND j.published_at <= $2::timestamptz AND (j.published_at < $2::timestamptz OR j.id > $3::uuid)` : 'AND $2::text IS NULL AND $3::uuid IS NULL';
  const upTo = hasUpTo ? `AND j.published_at >= $4::timestamptz AND (j.published_at > $4::timestamptz OR j.id <= $5::uuid)` : 'AND $4::text IS NULL AND $5::uuid IS NULL';
  return `SELECT ${FEED_COLUMNS} ${FEED_JOBS_FROM} ${after} ${upTo} ORDER BY j.published_at DESC, j.id`;
}
