import { DataSource, DataSourceOptions } from 'typeorm';
import { Env } from '../config/env';
import { ENTITIES } from './entities';
import { InitialSchema1763800000000 } from './migrations/1763800000000-InitialSchema';
import { UpdatedAtTriggers1763800000001 } from './migrations/1763800000001-UpdatedAtTriggers';
import { ProfileLanguagesAsObjects1763930000000 } from './migrations/1763930000000-ProfileLanguagesAsObjects';
import { PartnerSubmissionUpdatedAt1763940000000 } from './migrations/1763940000000-PartnerSubmissionUpdatedAt';

export const MIGRATIONS = [InitialSchema1763800000000, UpdatedAtTriggers1763800000001, ProfileLanguagesAsObjects1763930000000, PartnerSubmissionUpdatedAt1763940000000];

export function dataSourceOptions(env: Pick<Env, 'databaseUrl'>, applicationName = 'recruit'): DataSourceOptions {
  return {
    type: 'postgres',
    url: env.databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'schema_migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    applicationName,
    extra: { max: 20, connectionTimeoutMillis: 5000 },
  };
}

export function createDataSource(env: Pick<Env, 'databaseUrl'>, applicationName?: string): DataSource {
  return new DataSource(dataSourceOptions(env, applicationName));
}
