import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * SQL of a person merge: everything that belongs to person `fromId` moves to `intoId` (the
 * identity itself is IdentityService.absorb). Tables: process, document, application,
 * contact_request, partner_submission, activity.
 */
@Injectable()
export class PersonMergeRepository {
  /** Processes: one per project is kept (`intoId`'s); what pointed at a dropped one points at the kept one. */
  moveProcesses(manager: EntityManager, clientId: string, intoId: string, fromId: string): Promise<void> {
    return this.moveKeepingOne(manager, clientId, intoId, fromId, { table: 'process', sameWhen: 'project_id', referencedAs: 'process_id' });
  }

  /** Documents: the same bytes are kept once (`intoId`'s); what pointed at a dropped one points at the kept one. */
  moveDocuments(manager: EntityManager, clientId: string, intoId: string, fromId: string): Promise<void> {
    return this.moveKeepingOne(manager, clientId, intoId, fromId, { table: 'document', sameWhen: 'sha256', referencedAs: 'document_id' });
  }

  /** Applications, contact requests, partner submissions and history follow the person. */
  async moveRecords(manager: EntityManager, clientId: string, intoId: string, fromId: string): Promise<void> {
    for (const table of ['application', 'contact_request', 'partner_submission', 'activity']) {
      await manager.query(`UPDATE ${table} SET person_id = $3 WHERE client_id = $1 AND person_id = $2`, [clientId, fromId, intoId]);
    }
  }

  /** SPEC 3 after a merge: a second active application to the same job by the same e-mail is quarantined. */
  async quarantineDuplicateApplications(manager: EntityManager, clientId: string, personId: string): Promise<void> {
    await manager.query(
      `UPDATE application a SET status = 'quarantined' WHERE a.client_id = $1 AND a.person_id = $2 AND a.status = 'received' AND a.job_id IS NOT NULL AND a.decided_at IS NULL
         AND EXISTS (SELECT 1 FROM application b WHERE b.client_id = a.client_id AND b.job_id = a.job_id AND b.email_key = a.email_key AND b.status = 'received' AND b.created_at < a.created_at)`,
      [clientId, personId],
    );
  }

  /**
   * Moves the rows of `table` from one person to the other; where both have a row with the same
   * `sameWhen`, `intoId`'s is kept, and applications and partner submissions that referenced the
   * dropped one (`referencedAs`) reference the kept one.
   */
  private async moveKeepingOne(
    manager: EntityManager,
    clientId: string,
    intoId: string,
    fromId: string,
    rows: { table: 'process' | 'document'; sameWhen: 'project_id' | 'sha256'; referencedAs: 'process_id' | 'document_id' },
  ): Promise<void> {
    const { table, sameWhen, referencedAs } = rows;
    const duplicates: Array<{ dropped: string; kept: string }> = await manager.query(
      `SELECT f.id AS dropped, i.id AS kept FROM ${table} f
         JOIN ${table} i ON i.client_id = f.client_id AND i.${sameWhen} = f.${sameWhen} AND i.person_id = $3
        WHERE f.client_id = $1 AND f.person_id = $2`,
      [clientId, fromId, intoId],
    );
    for (const pair of duplicates) {
      for (const referrer of ['application', 'partner_submission']) {
        await manager.query(`UPDATE ${referrer} SET ${referencedAs} = $3 WHERE client_id = $1 AND ${referencedAs} = $2`, [clientId, pair.dropped, pair.kept]);
      }
      await manager.query(`DELETE FROM ${table} WHERE client_id = $1 AND id = $2`, [clientId, pair.dropped]);
    }
    await manager.query(`UPDATE ${table} SET person_id = $3 WHERE client_id = $1 AND person_id = $2`, [clientId, fromId, intoId]);
  }
}
