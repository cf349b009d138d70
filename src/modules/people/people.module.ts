import { Global, Module } from '@nestjs/common';
import { DocumentsService } from '../documents/documents.service';
import { PeopleService } from './people.service';

/** Person, process, activity and document primitives shared by every brick. */
@Global()
@Module({ providers: [PeopleService, DocumentsService], exports: [PeopleService, DocumentsService] })
export class PeopleModule {}
