import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { HistoryModule } from '../history/history.module';
import { PeopleModule } from '../people/people.module';
import { DemoSeedAdminService } from './demo-seed.admin-service';
import { PersonMergeRepository } from './person-merge.repository';
import { RecordsAdminService } from './records.admin-service';
import { TenantsAdminService } from './tenants.admin-service';

/**
 * The services of the admin CLI (`recruit`): provisioning, inspection, merges. Booted by the CLI
 * (CliModule); the HTTP application does not include it (tests add it to theirs, see
 * test/support/create-test-app.ts).
 */
@Module({
  imports: [PeopleModule, CompaniesModule, HistoryModule],
  providers: [TenantsAdminService, RecordsAdminService, DemoSeedAdminService, PersonMergeRepository],
  exports: [TenantsAdminService, RecordsAdminService, DemoSeedAdminService],
})
export class AdminModule {}
