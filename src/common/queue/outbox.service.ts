import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { OutboxEntry } from '../../database/entities';
import { currentRequestId } from '../logging/request-context';
import { QueueRegistry, withTimeout } from './queue-registry';

/** A job to hand to a queue once the caller's transaction commits (built by the job's contract, e.g. resumeJob()). */
export interface OutboxJob {
  clientId: string;
  /** The job name; it decides the queue. */
  name: string;
  payload: object;
}

/** An outbox row as handed to a queue. */
export interface PendingRow {
  id: string;
  kind: string;
  payload: object;
  request_id: string | null;
}

/** What every job of the outbox carries beside its payload: the API request that wrote it (its logs follow it). */
export interface OutboxJobData {
  requestId?: string | null;
}

const JOB_ID_PREFIX = 'outbox-';
/** How long one queue.add (or state look-up) may wait for Redis. */
export const QUEUE_ADD_TIMEOUT_MS = 1500;

/** The BullMQ job id of an outbox row. */
export function outboxJobId(rowId: string): string {
  return `${JOB_ID_PREFIX}${rowId}`;
}

/** Hands one row to its queue as job `outbox-<row id>`, its payload with the request id; bounded by QUEUE_ADD_TIMEOUT_MS. */
export async function addOutboxJob(queue: Queue, row: PendingRow): Promise<void> {
  const data: OutboxJobData = { ...row.payload, requestId: row.request_id };
  await withTimeout(queue.add(row.kind, data, { jobId: outboxJobId(row.id) }), QUEUE_ADD_TIMEOUT_MS);
}

/**
 * Transactional outbox. `add` writes the row inside the caller's transaction; `relay` moves rows
 * to BullMQ after commit; a periodic sweep moves any row left behind (Redis was down, the process
 * died). The BullMQ job id is `outbox-<row id>`, so a row is never queued twice concurrently.
 * The row stays open until the worker reports the job finished (`finish`): the worker's
 * OutboxReconciler queues again what Redis lost in between.
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
    const row = await manager.getRepository(OutboxEntry).insert({ clientId: job.clientId, kind: job.name, payload: job.payload, requestId: currentRequestId() });
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
        `SELECT id::text AS id, kind, payload, request_id FROM outbox WHERE id = ANY($1::bigint[]) AND enqueued_at IS NULL ORDER BY id`,
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
        `SELECT id::text AS id, kind, payload, request_id FROM outbox
          WHERE finished_at IS NULL AND enqueued_at IS NULL AND created_at < now() - interval '1 second'
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
        await addOutboxJob(queue, row);
      } catch (error) {
        await this.recordFailure(row.id, errorMessage(error));
        throw error;
      }
      await this.db.query(`UPDATE outbox SET enqueued_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1`, [row.id]);
      moved += 1;
    }
    return moved;
  }

  /**
   * True when the job's outbox row no longer exists: its work was withdrawn (a test-data purge or a
   * retention run deleted the records and their open rows) while the job sat in Redis. A job that did
   * not come from the outbox is never withdrawn.
   */
  async isWithdrawn(jobId: string | undefined): Promise<boolean> {
    const rowId = outboxRowId(jobId);
    if (rowId === null) return false;
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM outbox WHERE id = $1`, [rowId]);
    return rows.length === 0;
  }

  /**
   * Closes the row of a job the worker has finished (its outcome is recorded: parsed, or failed for
   * good). `jobId` is the BullMQ job id; a job that did not come from the outbox is ignored.
   */
  async finish(jobId: string | undefined): Promise<void> {
    const rowId = outboxRowId(jobId);
    if (rowId === null) return;
    await this.db.query(`UPDATE outbox SET finished_at = now() WHERE id = $1 AND finished_at IS NULL`, [rowId]);
  }

  private async recordFailure(id: string, message: string): Promise<void> {
    await this.db
      .query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [id, message.slice(0, 500)])
      .catch(() => undefined);
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The outbox row id of a job id `outbox-<row id>`, or null for a job that did not come from the outbox. */
function outboxRowId(jobId: string | undefined): string | null {
  if (!jobId?.startsWith(JOB_ID_PREFIX)) return null;
  const rowId = jobId.slice(JOB_ID_PREFIX.length);
  return /^\d+$/.test(rowId) ? rowId : null;
}
