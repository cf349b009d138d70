import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of the body (SPEC 2.5). Validation is `parsePartnerCandidate`. */
export class PartnerCandidateRequestDto {
  @ApiProperty({ maxLength: 100 }) firstName!: string;
  @ApiProperty({ maxLength: 100 }) lastName!: string;
  @ApiPropertyOptional({ description: 'Required when linkedinUrl is absent. Deduplication key (case-insensitive).' }) email?: string;
  @ApiPropertyOptional({ description: 'E.164, e.g. +33612345678' }) phone?: string;
  @ApiPropertyOptional({ description: 'LinkedIn profile URL (/in/<handle>); required when email is absent. First deduplication key.' }) linkedinUrl?: string;
  @ApiProperty({ format: 'uuid', description: 'An open project from GET /v1/partner/projects' }) projectId!: string;
  @ApiPropertyOptional({ description: 'A stage key from GET /v1/partner/projects; default: the first stage' }) stage?: string;
  @ApiPropertyOptional({ maxLength: 200, description: 'Your identifier: the idempotency key of replays (per connector)' }) externalId?: string;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'Resume (multipart only; alias field name: resume). PDF, Word or image, 10 MB max.' }) cv?: unknown;
}

export class PartnerCandidateResponseDto {
  @ApiProperty({ format: 'uuid' }) personId!: string;
  @ApiProperty({ format: 'uuid' }) processId!: string;
  @ApiProperty({ description: 'false when an existing profile was reused (or on a replay)' }) created!: boolean;
  @ApiProperty({ description: 'true when an earlier submission with the same externalId existed' }) deduped!: boolean;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) documentId!: string | null;
}
