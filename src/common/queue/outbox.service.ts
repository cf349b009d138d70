import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { OutboxEntry } from '../../database/entities';
import { QueueRegistry, withTimeout } from './queue-registry';

/** A job to hand to a queue once the caller's transaction commits (built by the job's contract, e.g. resumeJob()). */
export interface OutboxJob {
  clientId: string;
  /** The job name; it decides the queue. */
  name: string;
  payload: object;
}

interface PendingRow {
  id: string;
  kind: string;
  payload: object;
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
    private readonly queues: QueueRegistry,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.env.outboxSweepIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async add(manager: EntityManager, job: OutboxJob): Promise<string> {
    const row = await manager.getRepository(OutboxEntry).insert({ clientId: job.clientId, kind: job.name, payload: job.payload });
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
      const queue = this.queues.forJob(row.kind);
      if (!queue) {
        // A job this process has no queue for (written by another version?): leave it, visibly.
        await this.recordFailure(row.id, `No queue carries job "${row.kind}"`);
        continue;
      }
      try {
        await withTimeout(queue.add(row.kind, row.payload, { jobId: `outbox-${row.id}` }), QUEUE_ADD_TIMEOUT_MS);
      } catch (error) {
        await this.recordFailure(row.id, errorMessage(error));
        throw error;
      }
      await this.db.query(`UPDATE outbox SET enqueued_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
      moved += 1;
    }
    return moved;
  }

  private async recordFailure(id: string, message: string): Promise<void> {
    await this.db
      .query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [id, message.slice(0, 500)])
      .catch(() => undefined);
  }
}

const QUEUE_ADD_TIMEOUT_MS = 1500;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
