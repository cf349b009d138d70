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
  async moveProcesses(manager: EntityManager, clientId: string, intoId: string, fromId: string): Promise<void> {
    const duplicates: Array<{ from_process: string; into_process: string }> = await manager.query(
      `SELECT f.id AS from_process, i.id AS into_process FROM process f
         JOIN process i ON i.client_id = f.client_id AND i.project_id = f.project_id AND i.person_id = $3
        WHERE f.client_id = $1 AND f.person_id = $2`,
      [clientId, fromId, intoId],
    );
    for (const pair of duplicates) {
      await this.repoint(manager, clientId, 'process_id', pair.from_process, pair.into_process);
      await manager.query(`DELETE FROM process WHERE client_id = $1 AND id = $2`, [clientId, pair.from_process]);
    }
    await manager.query(`UPDATE process SET person_id = $3 WHERE client_id = $1 AND person_id = $2`, [clientId, fromId, intoId]);
  }

  /** Documents: the same bytes are kept once (`intoId`'s); what pointed at a dropped one points at the kept one. */
  async moveDocuments(manager: EntityManager, clientId: string, intoId: string, fromId: string): Promise<void> {
    const duplicates: Array<{ from_doc: string; into_doc: string }> = await manager.query(
      `SELECT f.id AS from_doc, i.id AS into_doc FROM document f
         JOIN document i ON i.client_id = f.client_id AND i.sha256 = f.sha256 AND i.person_id = $3
        WHERE f.client_id = $1 AND f.person_id = $2`,
      [clientId, fromId, intoId],
    );
    for (const pair of duplicates) {
      await this.repoint(manager, clientId, 'document_id', pair.from_doc, pair.into_doc);
      await manager.query(`DELETE FROM document WHERE client_id = $1 AND id = $2`, [clientId, pair.from_doc]);
    }
    await manager.query(`UPDATE document SET person_id = $3 WHERE client_id = $1 AND person_id = $2`, [clientId, fromId, intoId]);
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
      `UPDATE application a SET status = 'quarantined' WHERE a.client_id = $1 AND a.person_id = $2 AND a.status = 'received' AND a.job_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM application b WHERE b.client_id = a.client_id AND b.job_id = a.job_id AND b.email_key = a.email_key AND b.status = 'received' AND b.created_at < a.created_at)`,
      [clientId, personId],
    );
  }

  private async repoint(manager: EntityManager, clientId: string, column: 'process_id' | 'document_id', fromId: string, intoId: string): Promise<void> {
    for (const table of ['application', 'partner_submission']) {
      await manager.query(`UPDATE ${table} SET ${column} = $3 WHERE client_id = $1 AND ${column} = $2`, [clientId, fromId, intoId]);
    }
  }
}
