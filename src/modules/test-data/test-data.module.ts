import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { TestDataController } from './test-data.controller';
import { TestDataRepository } from './test-data.repository';
import { TestDataService } from './test-data.service';

/** Test data (SPEC 1): find and purge records by test marker, from the API (own records) and the CLI. */
@Module({
  imports: [PeopleModule],
  controllers: [TestDataController],
  providers: [TestDataService, TestDataRepository],
  exports: [TestDataService],
})
export class TestDataModule {}
