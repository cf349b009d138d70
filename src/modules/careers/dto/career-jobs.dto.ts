import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches, MaxLength } from 'class-validator';
import { CURSOR_MAX_LENGTH } from '../../../common/pagination/cursor';
import { REMOTE_TYPES } from '../../../database/entities/job.entity';
import type { JobPosting, WithContext } from 'schema-dts';

/** The JSON-LD of a job page: a schema.org JobPosting, typed against the schema.org vocabulary (built by job-posting/job-posting.ts). */
export type JobPostingJsonLd = WithContext<JobPosting>;

export const CAREER_JOBS_DEFAULT_LIMIT = 50;
export const CAREER_JOBS_MAX_LIMIT = 100;
/** Longest accepted `q` (characters): the title search stays a bounded amount of work. */
export const CAREER_JOBS_Q_MAX_LENGTH = 100;

/** Query of GET /v1/public/careers/{slug}/jobs: validated by `parseQuery`, described in OpenAPI. */
export class CareerJobsQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: CAREER_JOBS_MAX_LIMIT, default: CAREER_JOBS_DEFAULT_LIMIT, description: 'Jobs per page' })
  @IsOptional()
  @Matches(/^(?:100|[1-9][0-9]?)$/, { message: `limit must be a whole number from 1 to ${CAREER_JOBS_MAX_LIMIT}` })
  limit?: string;

  @ApiPropertyOptional({ maxLength: CURSOR_MAX_LENGTH, description: 'nextCursor of the previous page (opaque), with the same filters' })
  @IsOptional()
  @MaxLength(CURSOR_MAX_LENGTH, { message: 'cursor is not a cursor of this API' })
  cursor?: string;

  @ApiPropertyOptional({ pattern: '^[A-Za-z]{2,3}$', example: 'FR', description: 'Country code of the job (ISO 3166), case-insensitive' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2,3}$/, { message: 'country must be a country code of 2 or 3 letters (FR)' })
  country?: string;

  @ApiPropertyOptional({ enum: [...REMOTE_TYPES], enumName: 'RemoteType', description: 'Remote policy of the job' })
  @IsOptional()
  @IsIn([...REMOTE_TYPES], { message: `remotetype must be one of: ${REMOTE_TYPES.join(', ')}` })
  remotetype?: string;

  @ApiPropertyOptional({ maxLength: CAREER_JOBS_Q_MAX_LENGTH, description: 'Words of the title, insensitive to case and accents ("developpeur" finds "Développeur")' })
  @IsOptional()
  @MaxLength(CAREER_JOBS_Q_MAX_LENGTH, { message: `q must be at most ${CAREER_JOBS_Q_MAX_LENGTH} characters` })
  q?: string;
}

/** A job as the feed gives it (SPEC 2.1, same names), in JSON. */
export class CareerJobDto {
  @ApiProperty({ description: 'The feed\'s jobid: the {job_id} of the apply and read paths' }) jobid!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time', description: 'Publication date, ISO 8601 in UTC (the feed\'s date)' }) date!: string;
  @ApiProperty({ description: 'Job page on the client\'s site; empty when unknown' }) url!: string;
  @ApiProperty() company!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ description: 'Region or department' }) state!: string;
  @ApiProperty({ description: 'ISO country code' }) country!: string;
  @ApiProperty({ description: 'HTML' }) description!: string;
  @ApiProperty({ description: 'Pay, as written by the recruiter' }) salary!: string;
  @ApiProperty({ description: 'Contract type, as written by the recruiter' }) jobtype!: string;
  @ApiProperty({ enum: ['', ...REMOTE_TYPES] }) remotetype!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { Team: 'Platform' },
    description: 'Custom fields of the job, by their name as the recruiter wrote it (the feed names their elements by slug)',
  })
  customFields!: Record<string, string>;
}

export class CareerJobListDto {
  @ApiProperty({ type: [CareerJobDto], description: 'Published jobs of open projects, newest first (the feed\'s order)' }) data!: CareerJobDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as ?cursor= (with the same filters) for the next page; null on the last page' })
  nextCursor!: string | null;
}

export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'url', 'textarea', 'file', 'any'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** One field of the apply endpoint, with the rules it enforces. */
export class ApplicationFormFieldDto {
  @ApiProperty({ description: 'Field name to send (a custom field: its name as the recruiter wrote it)' }) name!: string;
  @ApiProperty({ enum: FORM_FIELD_TYPES, description: 'Input to render: `any` is a custom field (string, number, boolean or a list of them)' })
  type!: FormFieldType;
  @ApiProperty({ description: 'Missing or blank: 422 missing_required_field' }) required!: boolean;
  @ApiPropertyOptional({ description: 'Maximum characters, after trimming' }) maxLength?: number;
  @ApiPropertyOptional({ description: 'Maximum file size in bytes (type file)' }) maxBytes?: number;
  @ApiPropertyOptional({ type: [String], description: 'Other names the apply endpoint accepts for this field' }) aliases?: string[];
  @ApiPropertyOptional({ description: 'This field may replace the named one (resumeUrl instead of a resume file)' }) alternativeTo?: string;
}

export class ApplicationFormDto {
  @ApiProperty({ type: [ApplicationFormFieldDto] }) fields!: ApplicationFormFieldDto[];
}

export class CareerJobDetailDto extends CareerJobDto {
  @ApiProperty({ type: ApplicationFormDto, description: 'The fields POST .../jobs/{job_id}/apply takes, and its rules for this client and job' })
  applicationForm!: ApplicationFormDto;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'schema.org JobPosting for the job page (a script element of type application/ld+json), for Google\'s job search',
  })
  jsonLd!: JobPostingJsonLd;
}

export class CareerJobResponseDto {
  @ApiProperty({ type: CareerJobDetailDto }) data!: CareerJobDetailDto;
}
