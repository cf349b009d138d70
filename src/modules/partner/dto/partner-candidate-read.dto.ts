import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { CURSOR_MAX_LENGTH } from '../../../common/pagination/cursor';

export const PARTNER_CANDIDATES_DEFAULT_LIMIT = 50;
export const PARTNER_CANDIDATES_MAX_LIMIT = 100;

/** A date (midnight UTC) or a date-time with Z or an offset, seconds and fractions optional. */
export const ISO_8601_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;

/** Query of GET /v1/partner/candidates: validated by `parseQuery`, described in OpenAPI. */
export class PartnerCandidatesQueryDto {
  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-11-23T08:00:00Z',
    description: 'Only candidates whose updatedAt is at or after this instant (ISO 8601 with Z or an offset; a date alone is midnight UTC)',
  })
  @IsOptional()
  @Matches(ISO_8601_INSTANT, { message: 'updatedSince must be an ISO 8601 date-time with Z or an offset (2026-11-23T08:00:00Z)' })
  updatedSince?: string;

  @ApiPropertyOptional({ maxLength: CURSOR_MAX_LENGTH, description: 'nextCursor of the previous page (opaque), with the same updatedSince' })
  @IsOptional()
  @MaxLength(CURSOR_MAX_LENGTH, { message: 'cursor is not a cursor of this API' })
  cursor?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: PARTNER_CANDIDATES_MAX_LIMIT, default: PARTNER_CANDIDATES_DEFAULT_LIMIT })
  @IsOptional()
  @Matches(/^(?:100|[1-9][0-9]?)$/, { message: `limit must be a whole number from 1 to ${PARTNER_CANDIDATES_MAX_LIMIT}` })
  limit?: string;
}

export const RESUME_STATUSES = ['none', 'pending', 'parsed', 'failed'] as const;
export type ResumeReadStatus = (typeof RESUME_STATUSES)[number];

export class CandidateStageDto {
  @ApiProperty() key!: string;
  @ApiProperty() label!: string;
}

/** What became of a candidate a connector submitted (by its externalId). */
export class PartnerCandidateStatusDto {
  @ApiProperty({ description: 'Your identifier, as submitted' }) externalId!: string;
  @ApiProperty({ format: 'uuid' }) personId!: string;
  @ApiProperty({ format: 'uuid' }) processId!: string;
  @ApiProperty({ format: 'uuid' }) projectId!: string;
  @ApiProperty({ type: CandidateStageDto, description: 'Current pipeline stage of the candidate in the project' }) stage!: CandidateStageDto;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'The resume attached by the submission; null when none was sent' })
  documentId!: string | null;
  @ApiProperty({ enum: RESUME_STATUSES, description: 'none (no resume), pending (waiting or being parsed), parsed, failed (unreadable, or no text found)' })
  resumeStatus!: ResumeReadStatus;
  @ApiProperty({ format: 'date-time', description: 'When the submission was accepted' }) createdAt!: Date;
  @ApiProperty({ format: 'date-time', description: 'Latest change of the submission, its stage or its resume status' }) updatedAt!: Date;
}

export class PartnerCandidateListDto {
  @ApiProperty({ type: [PartnerCandidateStatusDto], description: 'Oldest change first' }) data!: PartnerCandidateStatusDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= (with the same updatedSince) for the next page; null on the last page' })
  nextCursor!: string | null;
}
