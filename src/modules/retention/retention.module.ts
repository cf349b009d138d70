import { Module } from '@nestjs/common';
import { PeopleModule } from '../people/people.module';
import { RetentionRepository } from './retention.repository';
import { RetentionService } from './retention.service';

/** Retention of candidates' personal data (the CLI and the worker's daily run; the worker adds RetentionWorker). */
@Module({
  imports: [PeopleModule],
  providers: [RetentionService, RetentionRepository],
  exports: [RetentionService],
})
export class RetentionModule {}
