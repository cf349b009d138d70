import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { CompaniesModule } from '../companies/companies.module';
import { HistoryModule } from '../history/history.module';
import { PeopleModule } from '../people/people.module';
import { ProjectsModule } from '../projects/projects.module';
import { DemoSeedAdminService } from './demo-seed.admin-service';
import { PersonMergeRepository } from './person-merge.repository';
import { ProcessesAdminService } from './processes.admin-service';
import { RecordViewsRepository } from './record-views.repository';
import { RecordsAdminService } from './records.admin-service';
import { RecruiterListsRepository } from './recruiter-lists.repository';
import { RecruitingAdminService } from './recruiting.admin-service';
import { TenantsAdminService } from './tenants.admin-service';

/**
 * The services of the admin CLI (`recruit`): provisioning, inspection, merges. Booted by the CLI
 * (CliModule); the HTTP application does not include it (tests add it to theirs, see
 * test/support/create-test-app.ts).
 */
@Module({
  imports: [PeopleModule, CompaniesModule, ProjectsModule, HistoryModule, ApplicationsModule],
  providers: [
    TenantsAdminService, RecordsAdminService, DemoSeedAdminService, ProcessesAdminService, RecruitingAdminService,
    PersonMergeRepository, RecordViewsRepository, RecruiterListsRepository,
  ],
  exports: [TenantsAdminService, RecordsAdminService, DemoSeedAdminService, ProcessesAdminService, RecruitingAdminService],
})
export class AdminModule {}
