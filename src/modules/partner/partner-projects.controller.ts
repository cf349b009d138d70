import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { PartnerProjectsService, ProjectListView } from './partner-projects.service';

class StageDto { @ApiProperty() key!: string; @ApiProperty() label!: string }
class ProjectDto { @ApiProperty({ format: 'uuid' }) projectId!: string; @ApiProperty() title!: string; @ApiProperty() companyName!: string }
class ProjectListDto { @ApiProperty({ type: [StageDto] }) stages!: StageDto[]; @ApiProperty({ type: [ProjectDto] }) projects!: ProjectDto[] }

@ApiTags('partner')
@Controller('v1/partner/projects')
@RateLimit('partner')
export class PartnerProjectsController {
  constructor(private readonly projects: PartnerProjectsService) {}

  @Get()
  @RequireScope(Scope.PartnerProjectsRead)
  @ApiOperation({ summary: 'Open projects and pipeline stages of the key\'s client' })
  @ApiOkResponse({ type: ProjectListDto })
  list(@CurrentAuth() auth: AuthContext): Promise<ProjectListView> {
    return this.projects.list(auth);
  }
}
