import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthContext } from '../../common/auth/auth-context';
import { CurrentAuth, RequireScope } from '../../common/auth/require-scope.decorator';
import { Scope } from '../../common/auth/scopes';
import { RateLimit } from '../../common/throttling/rate-limit.decorator';
import { listPartnerProjectsContract } from './partner-projects.openapi';
import { PartnerProjectsService, ProjectListView } from './partner-projects.service';

@ApiTags('partner')
@Controller('v1/partner/projects')
@RateLimit('partner')
export class PartnerProjectsController {
  constructor(private readonly projects: PartnerProjectsService) {}

  @Get()
  @RequireScope(Scope.PartnerProjectsRead)
  @listPartnerProjectsContract()
  list(@CurrentAuth() auth: AuthContext): Promise<ProjectListView> {
    return this.projects.list(auth);
  }
}
