import { Module } from '@nestjs/common';
import { PartnerCandidatesController } from './partner-candidates.controller';
import { PartnerCandidatesService } from './partner-candidates.service';
import { PartnerProjectsController } from './partner-projects.controller';
import { PartnerProjectsService } from './partner-projects.service';

@Module({
  controllers: [PartnerProjectsController, PartnerCandidatesController],
  providers: [PartnerProjectsService, PartnerCandidatesService],
})
export class PartnerModule {}
