import { Module } from '@nestjs/common';
import { ActivityRepository } from './activity.repository';

/** The history (timeline) of persons, companies and projects. */
@Module({ providers: [ActivityRepository], exports: [ActivityRepository] })
export class HistoryModule {}
