import { Module } from '@nestjs/common';
import { FeedController } from './feed.controller';
import { FeedService } from './feed.service';

/** The public XML job feed (SPEC 2.1, 4.1). */
@Module({ controllers: [FeedController], providers: [FeedService], exports: [FeedService] })
export class FeedModule {}
