import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documents not yet finished (pending or processing), by upload time: what the overdue-documents
 * metric counts at every scrape (and what a reconciler of stuck work looks for), without reading
 * the whole document table. The index holds only the few unfinished rows.
 */
export class DocumentUnfinishedIndex1763910000000 implements MigrationInterface {
  name = 'DocumentUnfinishedIndex1763910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX document_unfinished_idx ON document (created_at) WHERE status IN ('pending', 'processing')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX document_unfinished_idx`);
  }
}
