import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { HistoryModule } from '../history/history.module';
import { PeopleModule } from '../people/people.module';
import { ProjectsModule } from '../projects/projects.module';
import { PartnerCandidateReadsController } from './partner-candidate-reads.controller';
import { PartnerCandidateReadsRepository } from './partner-candidate-reads.repository';
import { PartnerCandidateReadsService } from './partner-candidate-reads.service';
import { PartnerCandidatesController } from './partner-candidates.controller';
import { PartnerCandidatesService } from './partner-candidates.service';
import { PartnerProjectsController } from './partner-projects.controller';
import { PartnerProjectsService } from './partner-projects.service';
import { PartnerSubmissionRepository } from './partner-submission.repository';

/** Partner API (SPEC 4.5, 4.6): open projects and stages; idempotent candidate creation. */
@Module({
  imports: [PeopleModule, ProjectsModule, DocumentsModule, HistoryModule],
  controllers: [PartnerProjectsController, PartnerCandidatesController, PartnerCandidateReadsController],
  providers: [PartnerProjectsService, PartnerCandidatesService, PartnerCandidateReadsService, PartnerCandidateReadsRepository, PartnerSubmissionRepository],
  exports: [PartnerSubmissionRepository],
})
export class PartnerModule {}
