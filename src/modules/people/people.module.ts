import { Module } from '@nestjs/common';
import { IdentityService } from './identity.service';
import { PersonRepository } from './person.repository';
import { PossibleDuplicateRepository } from './possible-duplicate.repository';

/** Persons: the identity rules of every brick (IdentityService), the person table (PersonRepository), possible duplicates. */
@Module({ providers: [IdentityService, PersonRepository, PossibleDuplicateRepository], exports: [IdentityService, PersonRepository, PossibleDuplicateRepository] })
export class PeopleModule {}
