import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CursorPosition, cursorTimestampSql } from '../../common/pagination/cursor';
import { DocumentStatus } from '../../database/entities/document.entity';

/** A partner submission with what became of it: its process's stage, its document's status. */
export interface SubmissionStatusRow {
  externalId: string;
  personId: string;
  processId: string;
  projectId: string;
  stageKey: string;
  stageLabel: string;
  documentId: string | null;
  documentStatus: DocumentStatus | null;
  createdAt: Date;
  updatedAt: Date;
  position: CursorPosition;
}

const SUBMISSION_STATUS = `
  SELECT s.external_id AS "externalId", s.person_id AS "personId", s.process_id AS "processId", p.project_id AS "projectId",
         st.key AS "stageKey", st.label AS "stageLabel", s.document_id AS "documentId", d.status AS "documentStatus",
         s.created_at AS "createdAt", s.updated_at AS "updatedAt",
         ${cursorTimestampSql('s.updated_at')} AS "positionAt", s.id AS "positionId"
    FROM partner_submission s
    JOIN process p ON p.client_id = s.client_id AND p.id = s.process_id
    JOIN stage st ON st.client_id = p.client_id AND st.id = p.stage_id
    LEFT JOIN document d ON d.client_id = s.client_id AND d.id = s.document_id`;

type Row = Omit<SubmissionStatusRow, 'position'> & { positionAt: string; positionId: string };

/**
 * Reads of partner submissions, always by client and connector key (connector-key.ts): a
 * connector sees only what was submitted under its own key, never another's or another client's.
 */
@Injectable()
export class PartnerCandidateReadsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async findByExternalId(clientId: string, connectorKey: string, externalId: string): Promise<SubmissionStatusRow | null> {
    const rows: Row[] = await this.db.query(
      `${SUBMISSION_STATUS} WHERE s.client_id = $1 AND s.connector_key = $2 AND s.external_id = $3`,
      [clientId, connectorKey, externalId],
    );
    return rows.length ? withPosition(rows[0]) : null;
  }

  /**
   * Up to `limit` submissions changed at or after `since`, after `after`, oldest change first
   * (keyset on (updated_at, id), index partner_submission_changes_idx).
   */
  async changedSince(clientId: string, connectorKey: string, since: string | null, after: CursorPosition | null, limit: number): Promise<SubmissionStatusRow[]> {
    const rows: Row[] = await this.db.query(
      `${SUBMISSION_STATUS}
        WHERE s.client_id = $1 AND s.connector_key = $2
          AND ($3::timestamptz IS NULL OR s.updated_at >= $3::timestamptz)
          AND ($4::timestamptz IS NULL OR (s.updated_at, s.id) > ($4::timestamptz, $5::uuid))
        ORDER BY s.updated_at, s.id
        LIMIT $6`,
      [clientId, connectorKey, since, after?.at ?? null, after?.id ?? null, limit],
    );
    return rows.map(withPosition);
  }
}

function withPosition({ positionAt, positionId, ...row }: Row): SubmissionStatusRow {
  return { ...row, position: { at: positionAt, id: positionId } };
}
