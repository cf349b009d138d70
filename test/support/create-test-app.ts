import { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { createApp, CreateAppOptions } from '../../src/bootstrap';
import { Env } from '../../src/config/env';
import { AdminModule } from '../../src/modules/admin/admin.module';
import { testEnv } from './test-env';

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
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
  return {
    app,
    http: request(app.getHttpServer()),
    db: app.get(DataSource),
    env,
    close: () => app.close(),
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
