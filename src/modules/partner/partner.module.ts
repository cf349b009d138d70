import { Module } from '@nestjs/common';
import { PartnerProjectsController } from './partner-projects.controller';
import { PartnerProjectsService } from './partner-projects.service';

@Module({ controllers: [PartnerProjectsController], providers: [PartnerProjectsService] })
export class PartnerModule {}
