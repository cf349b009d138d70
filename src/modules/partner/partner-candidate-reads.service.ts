import { Injectable } from '@nestjs/common';
import { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { decodeCursor, encodeCursor } from '../../common/pagination/cursor';
import { DocumentStatus } from '../../database/entities/document.entity';
import { connectorKeyOf } from './connector-key';
import {
  PARTNER_CANDIDATES_DEFAULT_LIMIT,
  PartnerCandidateListDto,
  PartnerCandidatesQueryDto,
  PartnerCandidateStatusDto,
  ResumeReadStatus,
} from './dto/partner-candidate-read.dto';
import { PARTNER_CANDIDATE_FIELDS } from './dto/partner-candidate.dto';
import { PartnerCandidateReadsRepository, SubmissionStatusRow } from './partner-candidate-reads.repository';

/** The resume status a partner reads: the parsing steps it cannot act on are folded together. */
const RESUME_STATUS: Record<DocumentStatus, ResumeReadStatus> = {
  pending: 'pending',
  processing: 'pending',
  parsed: 'parsed',
  failed: 'failed',
  no_text: 'failed',
};

/**
 * Reading back a partner's candidates (Greenhouse-style candidate ingestion): by externalId, and
 * the list of changes since an instant, for a connector that polls for stage changes.
 */
@Injectable()
export class PartnerCandidateReadsService {
  constructor(private readonly submissions: PartnerCandidateReadsRepository) {}

  /** 404 not_found unless this externalId was submitted under the key's connector (never says whose it is otherwise). */
  async get(auth: AuthContext, externalId: string): Promise<PartnerCandidateStatusDto> {
    const row = externalId.length > PARTNER_CANDIDATE_FIELDS.externalId
      ? null
      : await this.submissions.findByExternalId(auth.clientId, connectorKeyOf(auth), externalId);
    if (!row) throw new AppError('not_found', 'No candidate was submitted with this externalId by this connector');
    return toStatus(row);
  }

  async list(auth: AuthContext, query: PartnerCandidatesQueryDto): Promise<PartnerCandidateListDto> {
    const limit = query.limit === undefined ? PARTNER_CANDIDATES_DEFAULT_LIMIT : Number(query.limit);
    const since = query.updatedSince === undefined ? null : instant(query.updatedSince);
    const filters = JSON.stringify([since]);
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor, filters);
    const rows = await this.submissions.changedSince(auth.clientId, connectorKeyOf(auth), since, after, limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      data: page.map(toStatus),
      nextCursor: rows.length > limit && last ? encodeCursor(last.position, filters) : null,
    };
  }
}

/** An ISO 8601 instant as PostgreSQL reads it exactly (a date alone: midnight UTC); 400 when it is no real instant. */
function instant(value: string): string {
  const normalized = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const time = Date.parse(normalized);
  const [year, month, day] = normalized.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const realDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (Number.isNaN(time) || !realDate) throw new AppError('validation_error', 'updatedSince is not a valid date-time', 'updatedSince');
  return normalized;
}

function toStatus(row: SubmissionStatusRow): PartnerCandidateStatusDto {
  return {
    externalId: row.externalId,
    personId: row.personId,
    processId: row.processId,
    projectId: row.projectId,
    stage: { key: row.stageKey, label: row.stageLabel },
    documentId: row.documentId,
    resumeStatus: row.documentId === null || row.documentStatus === null ? 'none' : RESUME_STATUS[row.documentStatus],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
