import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ClientsModule } from '../clients/clients.module';
import { DocumentsModule } from '../documents/documents.module';
import { HistoryModule } from '../history/history.module';
import { PeopleModule } from '../people/people.module';
import { ProjectsModule } from '../projects/projects.module';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';

/** Career-site applications: apply to a job and spontaneous apply (SPEC 4.2, 4.3). */
@Module({
  imports: [PeopleModule, ApplicationsModule, ProjectsModule, ClientsModule, DocumentsModule, HistoryModule],
  controllers: [CareersController],
  providers: [CareersService],
})
export class CareersModule {}
