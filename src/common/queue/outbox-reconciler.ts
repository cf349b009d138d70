import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { addOutboxJob, errorMessage, outboxJobId, PendingRow, QUEUE_ADD_TIMEOUT_MS } from './outbox.service';
import { QueueRegistry, withTimeout } from './queue-registry';

/** What one reconciliation did. */
export interface ReconcileResult {
  /** Open rows past the deadline that were looked at. */
  checked: number;
  /** Queued again: Redis no longer had their job, or had it finished or failed while the work is still open. */
  requeued: number;
}

/** BullMQ states of a job that is still going to run (or running): nothing to do. */
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
/** A row queued again this many times stays open, visible (overdue metrics), and is no longer retried. */
export const MAX_REQUEUES = 5;
const PAGE = 100;

/**
 * The worker's reconciler (run at worker start, then every OUTBOX_RECONCILE_INTERVAL_MS): an
 * outbox row stays open until the worker has finished its job, so a row queued longer than
 * RESUME_PENDING_DEADLINE_MS ago and still open is work Redis may have lost (a restart without
 * persistence, a flush). Its job is queued again unless Redis still holds it waiting, delayed or
 * running; a job that Redis kept as completed or failed (removeOnComplete keeps the last ones, and
 * BullMQ ignores an add of a job id it still has) is removed first, so it does not block the
 * re-queue. Rows are taken with FOR UPDATE SKIP LOCKED, page by page: several workers share the
 * work instead of queuing the same row twice.
 */
@Injectable()
export class OutboxReconciler implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxReconciler.name);
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly queues: QueueRegistry,
    private readonly config: AppConfig,
  ) {}

  /** Reconciles now, then periodically until shutdown. */
  start(): void {
    void this.reconcile();
    this.timer = setInterval(() => void this.reconcile(), this.config.env.outboxReconcileIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** One pass over the open rows past the deadline. Never throws: a failure (Redis down) waits for the next pass. */
  async reconcile(): Promise<ReconcileResult> {
    const result: ReconcileResult = { checked: 0, requeued: 0 };
    if (this.running) return result;
    this.running = true;
    try {
      let after = '0';
      for (;;) {
        const page = await this.db.transaction((manager) => this.reconcilePage(manager, after, result));
        if (page === null) break;
        after = page;
      }
      if (result.requeued > 0) this.logger.warn({ ...result }, 'Queued again work that Redis no longer had');
    } catch (error) {
      this.logger.warn({ ...result, err: errorMessage(error) }, 'Outbox reconciliation failed; the next pass will retry');
    } finally {
      this.running = false;
    }
    return result;
  }

  /** One page of rows after id `after`, locked (skipping rows another worker holds); returns the last id, or null when done. */
  private async reconcilePage(manager: EntityManager, after: string, result: ReconcileResult): Promise<string | null> {
    const rows: PendingRow[] = await manager.query(
      `SELECT id::text AS id, kind, payload, request_id FROM outbox
        WHERE finished_at IS NULL AND id > $1 AND enqueued_at < now() - $2 * interval '1 millisecond' AND requeues < $3
        ORDER BY id LIMIT $4 FOR UPDATE SKIP LOCKED`,
      [after, this.config.env.resumePendingDeadlineMs, MAX_REQUEUES, PAGE],
    );
    for (const row of rows) {
      result.checked += 1;
      if (await this.requeueIfLost(row)) {
        await manager.query(`UPDATE outbox SET enqueued_at = now(), requeues = requeues + 1, last_error = NULL WHERE id = $1`, [row.id]);
        result.requeued += 1;
      }
    }
    return rows.length === PAGE ? rows[rows.length - 1].id : null;
  }

  /** Queues the row's job again unless Redis still has it to run; true when it did. */
  private async requeueIfLost(row: PendingRow): Promise<boolean> {
    const queue = this.queues.forJob(row.kind);
    if (!queue) return false; // The sweep records the row as without a queue.
    const jobId = outboxJobId(row.id);
    const state = await withTimeout(queue.getJobState(jobId), QUEUE_ADD_TIMEOUT_MS);
    if (LIVE_STATES.has(state)) return false;
    if (state !== 'unknown') await withTimeout(queue.remove(jobId), QUEUE_ADD_TIMEOUT_MS);
    await addOutboxJob(queue, row);
    this.logger.log({ outboxId: row.id, jobId, requestId: row.request_id, previousState: state }, 'Job queued again');
    return true;
  }
}
