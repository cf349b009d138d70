import { Module } from '@nestjs/common';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';

/** Career-site applications: apply to a job and spontaneous apply (SPEC 4.2, 4.3). */
@Module({ controllers: [CareersController], providers: [CareersService] })
export class CareersModule {}
