import { Module } from '@nestjs/common';
import { IdentityService } from './identity.service';
import { PersonRepository } from './person.repository';

/** Persons: the identity rules of every brick (IdentityService) and the person table (PersonRepository). */
@Module({ providers: [IdentityService, PersonRepository], exports: [IdentityService, PersonRepository] })
export class PeopleModule {}
