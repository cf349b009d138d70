import { Module } from '@nestjs/common';
import { ContactRequestsController } from './contact-requests.controller';
import { ContactRequestsService } from './contact-requests.service';

@Module({ controllers: [ContactRequestsController], providers: [ContactRequestsService] })
export class CrmModule {}
