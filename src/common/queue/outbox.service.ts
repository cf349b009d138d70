import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { OutboxEntry, ResumeWorkPayload } from '../../database/entities/outbox.entity';
import { RESUME_JOB } from './queue.constants';

export const RESUME_QUEUE_TOKEN = Symbol('RESUME_QUEUE');

interface PendingRow {
  id: string;
  kind: string;
  payload: ResumeWorkPayload;
}

/**
 * Transactional outbox. `add` writes the row inside the caller's transaction; `relay` moves rows
 * to BullMQ after commit; a periodic sweep moves any row left behind (Redis was down, the process
 * died). The BullMQ job id is `outbox-<row id>`, so a row is never queued twice concurrently.
 */
@Injectable()
export class OutboxService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(RESUME_QUEUE_TOKEN) private readonly queue: Queue,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.env.outboxSweepIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    // close() waits for Redis; during an outage drop the connection instead of hanging shutdown.
    await withTimeout(this.queue.close(), 2000).catch(() => this.queue.disconnect().catch(() => undefined));
  }

  async add(manager: EntityManager, payload: ResumeWorkPayload): Promise<string> {
    const row = await manager.getRepository(OutboxEntry).insert({ clientId: payload.clientId, kind: 'resume.process', payload });
    return String(row.identifiers[0].id);
  }

  /**
   * Hands committed rows to the queue now. Bounded: while Redis is unreachable BullMQ's `add`
   * waits for a connection, so each add gets QUEUE_ADD_TIMEOUT_MS and a failure leaves the row to
   * the sweep. Never throws: the client's 201 does not depend on Redis.
   */
  async relay(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      const rows: PendingRow[] = await this.db.query(
        `SELECT id::text AS id, kind, payload FROM outbox WHERE id = ANY($1::bigint[]) AND enqueued_at IS NULL ORDER BY id`,
        [ids],
      );
      await this.enqueue(rows);
    } catch (error) {
      this.logger.warn({ outboxIds: ids, err: errorMessage(error) }, 'Outbox relay failed; the sweep will retry');
    }
  }

  /**
   * Moves up to `batch` rows older than a moment to the queue. No lock is held while Redis is
   * called: several processes may sweep at once, and a row queued twice is one BullMQ job (the
   * job id is the row id). Stops at the first failure (Redis down) instead of timing out per row.
   */
  async sweep(batch = 200): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    try {
      const rows: PendingRow[] = await this.db.query(
        `SELECT id::text AS id, kind, payload FROM outbox
          WHERE enqueued_at IS NULL AND created_at < now() - interval '1 second'
          ORDER BY id LIMIT $1`,
        [batch],
      );
      return await this.enqueue(rows);
    } catch (error) {
      this.logger.warn({ err: errorMessage(error) }, 'Outbox sweep failed; next sweep will retry');
      return 0;
    } finally {
      this.sweeping = false;
    }
  }

  private async enqueue(rows: PendingRow[]): Promise<number> {
    let moved = 0;
    for (const row of rows) {
      try {
        await withTimeout(this.queue.add(RESUME_JOB, row.payload, { jobId: `outbox-${row.id}` }), QUEUE_ADD_TIMEOUT_MS);
      } catch (error) {
        await this.db
          .query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [row.id, errorMessage(error).slice(0, 500)])
          .catch(() => undefined);
        throw error;
      }
      await this.db.query(`UPDATE outbox SET enqueued_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
      moved += 1;
    }
    return moved;
  }
}

const QUEUE_ADD_TIMEOUT_MS = 1500;

/** Rejects when `promise` has not settled after `ms` (the promise itself keeps running). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Queue unavailable (no answer in ${ms} ms)`)), ms);
  });
  promise.catch(() => undefined); // a late failure of the abandoned add is not an unhandled rejection
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
