import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/** An accepted partner submission: what a replay of its externalId answers. */
export interface PartnerSubmissionIds {
  id: string;
  personId: string;
  processId: string;
  documentId: string | null;
}

/** SQL of partner submissions (externalId idempotency per client and connector). */
@Injectable()
export class PartnerSubmissionRepository {
  async find(manager: EntityManager, clientId: string, connectorKey: string, externalId: string): Promise<PartnerSubmissionIds | undefined> {
    const rows: PartnerSubmissionIds[] = await manager.query(
      `SELECT id, person_id AS "personId", process_id AS "processId", document_id AS "documentId" FROM partner_submission
        WHERE client_id = $1 AND connector_key = $2 AND external_id = $3`,
      [clientId, connectorKey, externalId],
    );
    return rows[0];
  }

  /** Unique per (client, connector, externalId): a second insert fails with 23505 (isSubmissionConflict). */
  async insert(
    manager: EntityManager,
    clientId: string,
    submission: Omit<PartnerSubmissionIds, 'id'> & { connectorKey: string; externalId: string; apiKeyId: string; email: string | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO partner_submission (client_id, connector_key, external_id, person_id, process_id, document_id, api_key_id, email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [clientId, submission.connectorKey, submission.externalId, submission.personId, submission.processId, submission.documentId, submission.apiKeyId, submission.email],
    );
  }

  async setDocument(manager: EntityManager, clientId: string, id: string, documentId: string): Promise<void> {
    await manager.query(`UPDATE partner_submission SET document_id = $3 WHERE client_id = $1 AND id = $2`, [clientId, id, documentId]);
  }
}

/** True for the unique violation of partner_submission (a submission committed in between). */
export function isSubmissionConflict(error: unknown): boolean {
  const driverError = (error as { driverError?: { code?: string; table?: string } }).driverError;
  return driverError?.code === '23505' && driverError.table === 'partner_submission';
}
