import { Module } from '@nestjs/common';
import { PartnerCandidateReadsController } from './partner-candidate-reads.controller';
import { PartnerCandidateReadsRepository } from './partner-candidate-reads.repository';
import { PartnerCandidateReadsService } from './partner-candidate-reads.service';
import { PartnerCandidatesController } from './partner-candidates.controller';
import { PartnerCandidatesService } from './partner-candidates.service';
import { PartnerProjectsController } from './partner-projects.controller';
import { PartnerProjectsService } from './partner-projects.service';

@Module({
  controllers: [PartnerProjectsController, PartnerCandidatesController, PartnerCandidateReadsController],
  providers: [PartnerProjectsService, PartnerCandidatesService, PartnerCandidateReadsService, PartnerCandidateReadsRepository],
})
export class PartnerModule {}
