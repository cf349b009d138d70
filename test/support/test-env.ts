import { Env, loadEnv } from '../../src/config/env';

/** The environment of this test run: its own database and Redis prefix, set up by global-setup. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  if (!process.env.DATABASE_URL?.includes('/recruit_test_')) {
    throw new Error('Tests must run through jest (global-setup creates the per-run database)');
  }
  return { ...loadEnv(process.env), logLevel: 'silent', ...overrides };
}
