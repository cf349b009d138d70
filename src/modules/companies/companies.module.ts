import { Module } from '@nestjs/common';
import { CompanyRepository } from './company.repository';

/** CRM companies and the one company-by-name rule (SPEC 4.4 rule 1). */
@Module({ providers: [CompanyRepository], exports: [CompanyRepository] })
export class CompaniesModule {}
