/**
 * The feed's SQL, apart from FeedService so that the benchmark's floor (bench/floor/feed.js) runs
 * exactly the same statements.
 */

/**
 * What makes a job part of its client's feed (DESIGN 4): published, in an open project. The one
 * definition, used by the feed and by the JSON reading of the careers API, over `FEED_JOB_SOURCE`.
 */
export const FEED_JOB_CONDITION = `j.status = 'published' AND p.status = 'open'`;

/** A job `j` with its project `p` (the feed condition needs the project's status). */
export const FEED_JOB_SOURCE = `job j
  JOIN project p ON p.client_id = j.client_id AND p.id = j.project_id`;

/** Feed order: newest first, then by id (stable for equal dates). */
export const FEED_ORDER = `j.published_at DESC, j.id`;

/** One pass over the client's jobs, every status: what the ETag and Last-Modified are made of. */
export const FEED_STATE_SQL = `SELECT c.id, c.updated_at, f.job_count, f.job_hash, f.last_job,
              (SELECT max(updated_at) FROM project WHERE client_id = c.id) AS last_project
         FROM client c
         CROSS JOIN LATERAL (
           SELECT count(*) FILTER (WHERE ${FEED_JOB_CONDITION})::int AS job_count,
                  coalesce(sum(hashtextextended(j.id::text,
                                 (extract(epoch FROM j.updated_at) * 1000000)::bigint # (extract(epoch FROM j.published_at) * 1000000)::bigint))
                               FILTER (WHERE ${FEED_JOB_CONDITION}), 0)::text AS job_hash,
                  max(j.updated_at) AS last_job
             FROM ${FEED_JOB_SOURCE}
            WHERE j.client_id = c.id) f
        WHERE c.slug = $1`;

/** The jobs of a client's feed: published jobs of open projects (DESIGN 4), newest first. */
const FEED_JOBS_FROM = `
  FROM ${FEED_JOB_SOURCE}
 WHERE j.client_id = $1 AND ${FEED_JOB_CONDITION}`;

/** The columns of a feed job, read as `FeedJob` (feed-xml.ts). */
export const FEED_JOB_COLUMNS = `
  j.public_id AS jobid, j.title, (extract(epoch FROM j.published_at) * 1000)::float8 AS "publishedAt",
  j.url, j.company_name AS company, j.city, j.state, j.country, j.description, j.salary, j.jobtype,
  j.remotetype, j.custom_fields AS "customFields"`;

/** Rows strictly after the position (published_at `at`, id `id`) in feed order; `at` is a timestamptz text parameter. */
export function feedAfterSql(at: string, id: string): string {
  return `j.published_at <= ${at}::timestamptz AND (j.published_at < ${at}::timestamptz OR j.id > ${id}::uuid)`;
}

/** The last (published_at, id) of every full page, in feed order: $1 client id, $2 page size. */
export const FEED_PAGE_BOUNDS_SQL = `SELECT cursor, id FROM (
         SELECT j.published_at::text AS cursor, j.id, row_number() OVER (ORDER BY ${FEED_ORDER}) AS n
           ${FEED_JOBS_FROM}) numbered
        WHERE n % $2 = 0
        ORDER BY n`;

/**
 * One page between two bounds: $1 client id, $2/$3 the bound after which it starts (or nulls for
 * the first page), $4/$5 the bound it ends on (or nulls for the last).
 */
export function feedPageSql(hasAfter: boolean, hasUpTo: boolean): string {
  const after = hasAfter ? `AND ${feedAfterSql('$2', '$3')}` : 'AND $2::text IS NULL AND $3::uuid IS NULL';
  const upTo = hasUpTo ? `AND j.published_at >= $4::timestamptz AND (j.published_at > $4::timestamptz OR j.id <= $5::uuid)` : 'AND $4::text IS NULL AND $5::uuid IS NULL';
  return `SELECT ${FEED_JOB_COLUMNS} ${FEED_JOBS_FROM} ${after} ${upTo} ORDER BY ${FEED_ORDER}`;
}
