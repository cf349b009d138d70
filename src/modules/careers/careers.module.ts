import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ClientsModule } from '../clients/clients.module';
import { DocumentsModule } from '../documents/documents.module';
import { HistoryModule } from '../history/history.module';
import { PeopleModule } from '../people/people.module';
import { ProjectsModule } from '../projects/projects.module';
import { FeedModule } from '../feed/feed.module';
import { CareerJobsController } from './career-jobs.controller';
import { CareerJobsService } from './career-jobs.service';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { JobReadsRepository } from './job-reads.repository';

/** Career-site applications (SPEC 4.2, 4.3) and the reading of its jobs (scope public:careers:read). */
@Module({
  imports: [FeedModule, PeopleModule, ApplicationsModule, ProjectsModule, ClientsModule, DocumentsModule, HistoryModule],
  controllers: [CareersController, CareerJobsController],
  providers: [CareersService, CareerJobsService, JobReadsRepository],
})
export class CareersModule {}
