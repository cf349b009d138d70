import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { HistoryModule } from '../history/history.module';
import { PeopleModule } from '../people/people.module';
import { ProjectsModule } from '../projects/projects.module';
import { PartnerCandidatesController } from './partner-candidates.controller';
import { PartnerCandidatesService } from './partner-candidates.service';
import { PartnerProjectsController } from './partner-projects.controller';
import { PartnerProjectsService } from './partner-projects.service';
import { PartnerSubmissionRepository } from './partner-submission.repository';

/** Partner API (SPEC 4.5, 4.6): open projects and stages; idempotent candidate creation. */
@Module({
  imports: [PeopleModule, ProjectsModule, DocumentsModule, HistoryModule],
  controllers: [PartnerProjectsController, PartnerCandidatesController],
  providers: [PartnerProjectsService, PartnerCandidatesService, PartnerSubmissionRepository],
  exports: [PartnerSubmissionRepository],
})
export class PartnerModule {}
