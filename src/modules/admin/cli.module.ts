import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from '../../common/auth/auth.module';
import { ConfigModule } from '../../config/config.module';
import { Env } from '../../config/env';
import { DatabaseModule } from '../../database/database.module';
import { RetentionModule } from '../retention/retention.module';
import { TestDataModule } from '../test-data/test-data.module';
import { AdminModule } from './admin.module';

/** What the admin CLI boots: database, keys and admin services; no HTTP, no Redis. */
@Module({})
export class CliModule {
  static forRoot(env: Env): DynamicModule {
    return { module: CliModule, imports: [ConfigModule.forRoot(env), DatabaseModule, AuthModule, AdminModule, TestDataModule, RetentionModule] };
  }
}
