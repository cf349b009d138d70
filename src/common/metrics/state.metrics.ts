import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { QueueRegistry } from '../queue/queue-registry';
import { METRIC_PREFIX, MetricsRegistry } from './metrics-registry';

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
type QueueState = (typeof QUEUE_STATES)[number];
const UNFINISHED_STATUSES = ['pending', 'processing'] as const;
type UnfinishedStatus = (typeof UNFINISHED_STATUSES)[number];

/** A scrape never waits longer than this for Redis or PostgreSQL: an outage must not hang /metrics. */
export const SOURCE_TIMEOUT_MS = 1000;
/** Series scraped together (or by two scrapers within this time) share one read of each source. */
const SNAPSHOT_TTL_MS = 1000;

interface OutboxBacklog {
  rows: number;
  oldestSeconds: number;
}

interface Backlog {
  /** By queue name; every registered queue is present (0 rows when none wait). */
  outbox: Map<string, OutboxBacklog>;
  overdue: Record<UnfinishedStatus, number>;
}

/** What the sources said at one scrape; null = the source did not answer in time (its series are left out). */
interface Snapshot {
  /** Job counts by queue name. */
  queues: Map<string, Record<QueueState, number>> | null;
  backlog: Backlog | null;
  /** Read before the backlog query asks the pool for a connection (which would count itself as waiting). */
  pool: PgPoolCounts | null;
}

/** The few fields of pg's Pool (TypeORM's postgres driver keeps it as `master`) read here. */
interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

const BACKLOG_SQL = `
  SELECT (SELECT coalesce(json_agg(waiting), '[]'::json) FROM (
            SELECT kind, count(*)::int AS rows, extract(epoch FROM now() - min(created_at))::float8 AS "oldestSeconds"
              FROM outbox WHERE enqueued_at IS NULL AND finished_at IS NULL GROUP BY kind) waiting) AS outbox,
         (SELECT count(*) FROM document WHERE status = 'pending' AND created_at < now() - $1 * interval '1 millisecond')::int AS pending,
         (SELECT count(*) FROM document WHERE status = 'processing' AND created_at < now() - $1 * interval '1 millisecond')::int AS processing`;

/**
 * Gauges read when scraped, not kept up to date: the queue's job counts (Redis), the outbox
 * backlog and its oldest row, documents still unfinished past RESUME_PENDING_DEADLINE_MS
 * (PostgreSQL), and the PostgreSQL pool. The values are global (every API and worker reports
 * the same queue and backlog): aggregate them with max(), not sum(). A source that does not
 * answer within SOURCE_TIMEOUT_MS leaves its series out and sets recruit_metrics_source_up to 0.
 */
@Injectable()
export class StateMetrics {
  private snapshot: { at: number; value: Promise<Snapshot> } | null = null;
  /** A read still running (source hung): the next scrapes do not pile more on it. */
  private readonly running = new Map<'redis' | 'postgres', Promise<unknown>>();

  constructor(
    metrics: MetricsRegistry,
    @InjectDataSource() private readonly db: DataSource,
    private readonly queues: QueueRegistry,
    private readonly config: AppConfig,
  ) {
    const registers = [metrics.registry];
    const read = (): Promise<Snapshot> => this.read();
    new Gauge({
      name: `${METRIC_PREFIX}queue_jobs`,
      help: 'Jobs of the queue by state (read from Redis when scraped)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        const { queues } = await read();
        this.reset();
        for (const [queue, counts] of queues ?? []) for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state]);
      },
    });
    const backlogGauge = (name: string, help: string, value: (backlog: OutboxBacklog) => number): Gauge<'queue'> =>
      new Gauge({
        name: `${METRIC_PREFIX}${name}`,
        help,
        labelNames: ['queue'],
        registers,
        async collect() {
          const { backlog } = await read();
          this.reset();
          for (const [queue, rows] of backlog?.outbox ?? []) this.set({ queue }, value(rows));
        },
      });
    backlogGauge('outbox_backlog', 'Outbox rows not yet handed to the queue', (rows) => rows.rows);
    backlogGauge('outbox_oldest_age_seconds', 'Age of the oldest outbox row not yet handed to the queue (0 when none)', (rows) => rows.oldestSeconds);
    new Gauge({
      name: `${METRIC_PREFIX}documents_overdue`,
      help: 'Resume documents still unfinished (pending or processing) longer than RESUME_PENDING_DEADLINE_MS after upload',
      labelNames: ['status'],
      registers,
      async collect() {
        const { backlog } = await read();
        this.reset();
        if (backlog) for (const status of UNFINISHED_STATUSES) this.set({ status }, backlog.overdue[status]);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}metrics_source_up`,
      help: `1 when the source answered this scrape within ${SOURCE_TIMEOUT_MS} ms (redis: queue counts; postgres: backlog), else 0`,
      labelNames: ['source'],
      registers,
      async collect() {
        const snapshot = await read();
        this.set({ source: 'redis' }, snapshot.queues ? 1 : 0);
        this.set({ source: 'postgres' }, snapshot.backlog ? 1 : 0);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_connections`,
      help: 'Connections of this process\'s PostgreSQL pool by state (in_use, idle)',
      labelNames: ['state'],
      registers,
      async collect() {
        const counts = (await read()).pool;
        if (!counts) return;
        this.set({ state: 'in_use' }, counts.totalCount - counts.idleCount);
        this.set({ state: 'idle' }, counts.idleCount);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_waiting`,
      help: 'Queries of this process waiting for a free PostgreSQL pool connection',
      registers,
      async collect() {
        this.set((await read()).pool?.waitingCount ?? 0);
      },
    });
    new Gauge({
      name: `${METRIC_PREFIX}db_pool_max`,
      help: 'Size limit of this process\'s PostgreSQL pool',
      registers,
      async collect() {
        this.set((await read()).pool?.options.max ?? 0);
      },
    });
  }

  private read(): Promise<Snapshot> {
    const now = Date.now();
    if (!this.snapshot || now - this.snapshot.at > SNAPSHOT_TTL_MS) {
      const pool = this.poolCounts();
      this.snapshot = {
        at: now,
        value: Promise.all([this.bounded('redis', () => this.queueCounts()), this.bounded('postgres', () => this.backlog())]).then(([queues, backlog]) => ({ queues, backlog, pool })),
      };
    }
    return this.snapshot.value;
  }

  private async queueCounts(): Promise<Map<string, Record<QueueState, number>>> {
    const queues = this.queues.all();
    const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...QUEUE_STATES)));
    return new Map(queues.map((queue, i) => [queue.name, Object.fromEntries(QUEUE_STATES.map((state) => [state, counts[i][state] ?? 0])) as Record<QueueState, number>]));
  }

  private async backlog(): Promise<Backlog> {
    const [row]: Array<{ outbox: Array<{ kind: string } & OutboxBacklog>; pending: number; processing: number }> = await this.db.query(BACKLOG_SQL, [
      this.config.env.resumePendingDeadlineMs,
    ]);
    const outbox = new Map<string, OutboxBacklog>(this.queues.all().map((queue) => [queue.name, { rows: 0, oldestSeconds: 0 }]));
    for (const waiting of row.outbox) {
      const name = this.queues.forJob(waiting.kind)?.name;
      const entry = name ? outbox.get(name) : undefined;
      if (!entry) continue;
      entry.rows += waiting.rows;
      entry.oldestSeconds = Math.max(entry.oldestSeconds, waiting.oldestSeconds);
    }
    return { outbox, overdue: { pending: row.pending, processing: row.processing } };
  }

  /** The source's answer, or null when it fails, takes longer than SOURCE_TIMEOUT_MS, or an earlier read is still hanging. */
  private async bounded<T>(source: 'redis' | 'postgres', read: () => Promise<T>): Promise<T | null> {
    if (this.running.has(source)) return null;
    const reading = read();
    const settled = reading.finally(() => this.running.delete(source)).catch(() => undefined);
    this.running.set(source, settled);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), SOURCE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([reading, timeout]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private poolCounts(): PgPoolCounts | null {
    const pool = (this.db.driver as unknown as { master?: PgPoolCounts }).master;
    return pool ? { totalCount: pool.totalCount, idleCount: pool.idleCount, waitingCount: pool.waitingCount, options: { max: pool.options.max } } : null;
  }
}
