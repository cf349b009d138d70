import 'reflect-metadata';
import { loadEnvOrExit } from '../config/env';
import { createDataSource } from './data-source';

/** `npm run migration:run`: applies the checked-in migrations, prints what it applied. */
async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const dataSource = createDataSource(env, 'recruit-migrate');
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    process.stdout.write(`${JSON.stringify({ applied: applied.map((m) => m.name) })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${JSON.stringify({ error: { code: 'migration_failed', message: error instanceof Error ? error.message : String(error) } })}\n`);
  process.exit(1);
});
