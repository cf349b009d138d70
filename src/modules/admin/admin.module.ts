import { Module } from '@nestjs/common';
import { DemoSeedAdminService } from './demo-seed.admin-service';
import { RecordsAdminService } from './records.admin-service';
import { TenantsAdminService } from './tenants.admin-service';

@Module({
  providers: [TenantsAdminService, RecordsAdminService, DemoSeedAdminService],
  exports: [TenantsAdminService, RecordsAdminService, DemoSeedAdminService],
})
export class AdminModule {}
