import { DataSource } from 'typeorm';

/** The tables a submission writes to (what a refused request must leave untouched). */
export const SUBMISSION_TABLES = ['application', 'person', 'document', 'contact_request', 'company', 'process', 'partner_submission', 'outbox', 'activity'] as const;
export type SubmissionTable = (typeof SUBMISSION_TABLES)[number];
export type RowCounts = Record<SubmissionTable, number>;

/** Rows of each submission table, for one client (`clientId`) or for every client (null). */
export async function rowCounts(db: DataSource, clientId: string | null): Promise<RowCounts> {
  const where = clientId === null ? '' : ' WHERE client_id = $1';
  const selects = SUBMISSION_TABLES.map((table) => `(SELECT count(*)::int FROM ${table}${where}) AS ${table}`);
  const [row] = (await db.query(`SELECT ${selects.join(', ')}`, clientId === null ? [] : [clientId])) as RowCounts[];
  return row;
}
