import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createApp, CreateAppOptions } from '../../src/bootstrap';
import { Env } from '../../src/config/env';
import { appendFileSync } from 'node:fs';
import { AdminModule } from '../../src/modules/admin/admin.module';
import { checkedAgent, Contract, OpenApiDocument } from './contract';
import { testEnv } from './test-env';

export interface TestApp {
  app: INestApplication;
  /** Requests to the app; every answer is checked against the app's OpenAPI document (test/support/contract.ts). */
  http: TestAgent;
  /** The check of this app's answers against its document (counts of exchanges checked). */
  contract: Contract;
  db: DataSource;
  env: Env;
  close(): Promise<void>;
}

/**
 * The real HTTP application on the run's database and Redis (no mocks), listening on a free port,
 * with the admin services beside it (the CLI's; the production API does not include them) so tests
 * provision clients, keys and records the way `recruit` does. Silent, unless `logDestination` is
 * given (then Nest's and the requests' logs go there).
 */
export async function createTestApp(overrides: Partial<Env> = {}, options: Pick<CreateAppOptions, 'logDestination'> = {}): Promise<TestApp> {
  const env = testEnv(overrides);
  const app = await createApp(env, { logs: options.logDestination !== undefined, logDestination: options.logDestination, extraModules: [AdminModule] });
  await app.listen(0, '127.0.0.1');
  const contract = new Contract((await request(app.getHttpServer()).get('/openapi.json').expect(200)).body as OpenApiDocument);
  return {
    app,
    http: checkedAgent(request(app.getHttpServer()), contract),
    contract,
    db: app.get(DataSource),
    env,
    close: async () => {
      // CONTRACT_STATS_FILE: where each app appends how many of its exchanges were checked (and how many were not).
      if (process.env.CONTRACT_STATS_FILE) appendFileSync(process.env.CONTRACT_STATS_FILE, `${expect.getState().testPath ?? '?'} ${contract.checked} ${contract.skipped}\n`);
      await app.close();
    },
  };
}

/** Runs `use` with a test app that is closed afterwards (to provision data for a process started apart). */
export async function withTestApp<T>(overrides: Partial<Env>, use: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp(overrides);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}
