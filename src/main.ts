import 'reflect-metadata';
import { createApp } from './bootstrap';
import { exitOnSignals } from './common/http/graceful-shutdown';
import { loadEnvOrExit } from './config/env';

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const app = await createApp(env);
  await app.listen(env.port, '0.0.0.0');
  exitOnSignals(app, env.shutdownDeadlineMs);
  process.stdout.write(`${JSON.stringify({ level: 30, msg: `API listening on ${env.publicBaseUrl} (docs at ${env.publicBaseUrl}/docs)` })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`API failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
