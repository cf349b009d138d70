import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerHttpServer } from './common/health/worker-http.server';
import { OutboxReconciler } from './common/queue/outbox-reconciler';
import { loadEnvOrExit } from './config/env';
import { RESUME_QUEUE } from './modules/resumes/resume.job';
import { ResumeProcessor } from './modules/resumes/resume.processor';
import { createResumeWorker } from './modules/resumes/resume.worker';
import { WorkerModule } from './worker.module';

const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), { bufferLogs: true, abortOnError: false });
  app.useLogger(app.get(Logger));
  const logger = new NestLogger('Worker');
  const worker = createResumeWorker(env, app.get(ResumeProcessor));
  worker.on('error', (error: Error) => logger.warn({ err: error.message }, 'Worker connection error'));
  worker.on('failed', (job, error) =>
    logger.warn(
      { jobId: job?.id, requestId: job?.data.requestId ?? null, clientId: job?.data.clientId, documentId: job?.data.documentId, attempt: job?.attemptsMade, err: error.message },
      'Resume job failed',
    ),
  );

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.log({ signal }, 'Stopping: finishing current jobs');
    // worker.close() waits for running jobs with no limit of its own (and a second, forced close
    // only returns the first one's promise). Past the grace period the process exits: the
    // unfinished jobs' locks expire and another worker takes them over.
    const closed = await Promise.race([
      worker.close().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS).unref()),
    ]);
    await http?.close();
    if (!closed) {
      logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'Jobs still running after the grace period: exiting, another worker takes them over');
      process.exit(0);
    }
    await app.close();
    process.exit(0);
  };
  const http = await WorkerHttpServer.start(app, worker);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await worker.waitUntilReady();
  // Work that Redis lost (restart without persistence) is queued again now, then periodically.
  app.get(OutboxReconciler).start();
  logger.log({ queue: RESUME_QUEUE, concurrency: env.workerConcurrency }, 'Resume worker started');
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
