import { EntityManager } from 'typeorm';

/**
 * Takes a transaction-scoped PostgreSQL advisory lock on a 64-bit hash of the parts, held until
 * commit or rollback. Check-then-insert under this lock creates one row under concurrency
 * (DESIGN 6: without it, 50 concurrent submissions produced 41 rows).
 */
export async function lockUntilCommit(manager: EntityManager, ...parts: string[]): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [parts.join('\u001f')]);
}
