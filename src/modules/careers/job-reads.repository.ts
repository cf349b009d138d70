import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CursorPosition, cursorTimestampSql } from '../../common/pagination/cursor';
import { FEED_JOB_COLUMNS, FEED_JOB_CONDITION, FEED_JOB_SOURCE, FEED_ORDER, feedAfterSql, FeedJob } from '../feed';

export interface JobFilters {
  /** Upper-case country code. */
  country: string | null;
  remotetype: string | null;
  /** Words of the title, compared folded (case and accents). */
  q: string | null;
}

/** A feed job with its position in the feed order (for the next page's cursor). */
export interface FeedJobRow extends FeedJob {
  position: CursorPosition;
}

/** A job of the client, whatever its status, and what its application form depends on. */
export interface JobWithForm extends FeedJob {
  /** Published in an open project: the feed's rule (FEED_JOB_CONDITION). */
  inFeed: boolean;
  clientName: string;
  requiredFields: string[];
}

/**
 * Text folded the way foldName (common/text/normalize.ts) folds names: compatibility forms
 * decomposed (NFKD), combining marks removed, lower case. In SQL, so that a title search pages
 * with the keyset like any other filter.
 */
function foldedSql(expression: string): string {
  return `regexp_replace(lower(normalize(${expression}, NFKD)), '[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]', '', 'g')`;
}

/** Job reads of the careers API, on the feed's own definitions (feed-queries.ts). */
@Injectable()
export class JobReadsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Up to `limit` feed jobs after `after`, in feed order, matching the filters. */
  async page(clientId: string, after: CursorPosition | null, filters: JobFilters, limit: number): Promise<FeedJobRow[]> {
    const params: unknown[] = [clientId];
    const param = (value: unknown): string => {
      params.push(value);
      return `$${params.length}`;
    };
    const conditions = [`j.client_id = $1`, FEED_JOB_CONDITION];
    if (after) conditions.push(feedAfterSql(param(after.at), param(after.id)));
    if (filters.country !== null) conditions.push(`upper(j.country) = ${param(filters.country)}`);
    if (filters.remotetype !== null) conditions.push(`j.remotetype = ${param(filters.remotetype)}`);
    if (filters.q !== null) conditions.push(`strpos(${foldedSql('j.title')}, ${foldedSql(`${param(filters.q)}::text`)}) > 0`);
    const rows: Array<FeedJob & { positionAt: string; positionId: string }> = await this.db.query(
      `SELECT ${FEED_JOB_COLUMNS}, ${cursorTimestampSql('j.published_at')} AS "positionAt", j.id AS "positionId"
         FROM ${FEED_JOB_SOURCE}
        WHERE ${conditions.join(' AND ')}
        ORDER BY ${FEED_ORDER}
        LIMIT ${param(limit)}`,
      params,
    );
    return rows.map(({ positionAt, positionId, ...job }) => ({ ...job, position: { at: positionAt, id: positionId } }));
  }

  /** The client's job with this public id (any status), or null. */
  async findWithForm(clientId: string, publicId: string): Promise<JobWithForm | null> {
    const rows: JobWithForm[] = await this.db.query(
      `SELECT ${FEED_JOB_COLUMNS}, (${FEED_JOB_CONDITION}) AS "inFeed",
              c.name AS "clientName", c.required_application_fields AS "requiredFields"
         FROM ${FEED_JOB_SOURCE}
         JOIN client c ON c.id = j.client_id
        WHERE j.client_id = $1 AND j.public_id = $2`,
      [clientId, publicId],
    );
    return rows[0] ?? null;
  }
}
