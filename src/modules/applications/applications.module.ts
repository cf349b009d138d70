import { Module } from '@nestjs/common';
import { ApplicationRepository } from './application.repository';

/** Career-site applications as stored (the careers brick writes them, the resume pipeline records their resume's state). */
@Module({ providers: [ApplicationRepository], exports: [ApplicationRepository] })
export class ApplicationsModule {}
