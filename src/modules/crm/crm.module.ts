import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies/companies.module';
import { HistoryModule } from '../history/history.module';
import { PeopleModule } from '../people/people.module';
import { ContactRequestRepository } from './contact-request.repository';
import { ContactRequestsController } from './contact-requests.controller';
import { ContactRequestsService } from './contact-requests.service';

/** CRM contact requests (SPEC 4.4). */
@Module({
  imports: [PeopleModule, CompaniesModule, HistoryModule],
  controllers: [ContactRequestsController],
  providers: [ContactRequestsService, ContactRequestRepository],
  exports: [ContactRequestRepository],
})
export class CrmModule {}
