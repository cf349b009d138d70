import { DataSource, DataSourceOptions } from 'typeorm';
import { Env } from '../config/env';
import { DeadlineClient } from './deadline-client';
import { ENTITIES } from './entities';
import { InitialSchema1763800000000 } from './migrations/1763800000000-InitialSchema';
import { UpdatedAtTriggers1763800000001 } from './migrations/1763800000001-UpdatedAtTriggers';
import { DocumentUnfinishedIndex1763910000000 } from './migrations/1763910000000-DocumentUnfinishedIndex';
import { ProfileLanguagesAsObjects1763930000000 } from './migrations/1763930000000-ProfileLanguagesAsObjects';
import { PartnerSubmissionUpdatedAt1763940000000 } from './migrations/1763940000000-PartnerSubmissionUpdatedAt';
import { OutboxOpenUntilFinished1763960500000 } from './migrations/1763960500000-OutboxOpenUntilFinished';
import { RecordsCreatingKey1764100000000 } from './migrations/1764100000000-RecordsCreatingKey';
import { ApplicationDecision1764100000001 } from './migrations/1764100000001-ApplicationDecision';
import { PossibleDuplicate1764100000002 } from './migrations/1764100000002-PossibleDuplicate';
import { Retention1764100000003 } from './migrations/1764100000003-Retention';
import { RecruiterViews1764100000004 } from './migrations/1764100000004-RecruiterViews';

export const MIGRATIONS = [
  InitialSchema1763800000000,
  UpdatedAtTriggers1763800000001,
  DocumentUnfinishedIndex1763910000000,
  ProfileLanguagesAsObjects1763930000000,
  PartnerSubmissionUpdatedAt1763940000000,
  OutboxOpenUntilFinished1763960500000,
  RecordsCreatingKey1764100000000,
  ApplicationDecision1764100000001,
  PossibleDuplicate1764100000002,
  Retention1764100000003,
  RecruiterViews1764100000004,
];

export type DatabaseLimits = Pick<Env, 'databaseQueryTimeoutMs' | 'databaseConnectTimeoutMs'>;

/** Without limits (migrations: a statement may run long); with the 5 s pool wait for a connection. */
const UNLIMITED: DatabaseLimits = { databaseQueryTimeoutMs: 0, databaseConnectTimeoutMs: 5000 };

/** How much longer than statement_timeout the client waits before deciding the server is not answering. */
const READ_TIMEOUT_MARGIN_MS = 1000;

/**
 * Pool options bounding every wait on PostgreSQL: a connection (connect, or wait for a free one
 * of the pool) within databaseConnectTimeoutMs; a statement cancelled by the server past
 * databaseQueryTimeoutMs; and, when the server does not answer at all (frozen, cut off), the
 * query rejected and its connection dropped a second later (DeadlineClient).
 */
export function poolOptions(limits: DatabaseLimits): Record<string, unknown> {
  const statement = limits.databaseQueryTimeoutMs;
  return {
    max: 20,
    connectionTimeoutMillis: limits.databaseConnectTimeoutMs,
    keepAlive: true,
    Client: DeadlineClient,
    ...(statement > 0 ? { statement_timeout: statement, query_timeout: statement + READ_TIMEOUT_MARGIN_MS } : {}),
  };
}

/** `limits`: the API, the worker and the CLI pass the environment's; migrations run without. */
export function dataSourceOptions(env: Pick<Env, 'databaseUrl'>, applicationName = 'recruit', limits: DatabaseLimits = UNLIMITED): DataSourceOptions {
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
    extra: poolOptions(limits),
  };
}

/** A data source without statement limits (migrations, test set-up). */
export function createDataSource(env: Pick<Env, 'databaseUrl'>, applicationName?: string): DataSource {
  return new DataSource(dataSourceOptions(env, applicationName));
}
