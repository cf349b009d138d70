import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { RetentionService } from './retention.service';

/** How often the worker looks for a client whose daily retention run is due. */
export const RETENTION_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The first check after the worker starts (a worker restarted more often than hourly still runs it). */
export const RETENTION_FIRST_CHECK_MS = 60 * 1000;

/**
 * The worker's daily retention: every hour, the clients with a retention period whose last
 * scheduled run is 23 hours old or more are run (RetentionService.runDue: a per-client lock, so
 * several workers run each client once).
 */
@Injectable()
export class RetentionWorker implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RetentionWorker.name);
  private timer: NodeJS.Timeout | null = null;
  private first: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly retention: RetentionService) {}

  onModuleInit(): void {
    this.first = setTimeout(() => void this.tick(), RETENTION_FIRST_CHECK_MS);
    this.first.unref();
    this.timer = setInterval(() => void this.tick(), RETENTION_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.first) clearTimeout(this.first);
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass (skipped while the previous one runs); the number of clients run. */
  async tick(): Promise<number> {
    if (this.running) return 0;
    const pass = this.retention.runDue();
    this.running = pass;
    try {
      return (await pass).length;
    } catch (error) {
      this.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'Retention pass failed');
      return 0;
    } finally {
      this.running = null;
    }
  }
}
