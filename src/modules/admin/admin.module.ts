import { Module } from '@nestjs/common';
import { DemoSeedAdminService } from './demo-seed.admin-service';
import { ProcessesAdminService } from './processes.admin-service';
import { RecordsAdminService } from './records.admin-service';
import { TenantsAdminService } from './tenants.admin-service';

@Module({
  providers: [TenantsAdminService, RecordsAdminService, DemoSeedAdminService, ProcessesAdminService],
  exports: [TenantsAdminService, RecordsAdminService, DemoSeedAdminService, ProcessesAdminService],
})
export class AdminModule {}
