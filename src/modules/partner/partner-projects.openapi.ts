import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { ApiErrors, KEY_ERRORS, PARTNER_RATE_LIMITED } from '../../common/openapi/api-errors';
import { RATE_LIMIT_HEADERS } from '../../common/openapi/http-headers';

class StageDto {
  @ApiProperty({ description: 'Stage key: the `stage` of a candidate creation' }) key!: string;
  @ApiProperty() label!: string;
}
class ProjectDto {
  @ApiProperty({ format: 'uuid', description: 'The `projectId` of a candidate creation' }) projectId!: string;
  @ApiProperty() title!: string;
  @ApiProperty() companyName!: string;
}
class ProjectListDto {
  @ApiProperty({ type: [StageDto], description: 'Pipeline stages of the client, in order' }) stages!: StageDto[];
  @ApiProperty({ type: [ProjectDto], description: 'Open recruitment projects of the client' }) projects!: ProjectDto[];
}

/** GET /v1/partner/projects (SPEC 4.5). */
export const listPartnerProjectsContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'listPartnerProjects',
      summary: 'List open projects and pipeline stages',
      description: 'The open recruitment projects of the key\'s client and its pipeline stages: the `projectId` and `stage` values a candidate creation takes.',
    }),
    ApiOkResponse({ type: ProjectListDto, headers: RATE_LIMIT_HEADERS }),
    ApiErrors({ ...KEY_ERRORS, rate_limited: PARTNER_RATE_LIMITED }),
  );
