import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FeedCache } from './feed-cache';
import { compressDocument, FeedCoding } from './feed-encoding';
import { FEED_PAGE_BOUNDS_SQL, FEED_STATE_SQL, feedPageSql } from './feed-queries';
import { FEED_HEAD, FEED_TAIL, FeedJob, jobXml } from './feed-xml';

/** Bumped whenever the writer's output changes, so that cached copies are revalidated. */
export const FEED_FORMAT_VERSION = 'feed-v1';
export const FEED_PAGE_SIZE = 1000;
/** Bytes the response may hold unsent before the writer waits for it to drain. */
const WRITE_SLACK_BYTES = 4 * 1024 * 1024;
/** Pages fetched ahead of the one being written. */
const PREFETCH_PAGES = 2;
const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** What a conditional request is answered from, computed by one aggregate query (never from the body). */
export interface FeedState {
  clientId: string;
  etag: string;
  lastModified: Date;
  jobCount: number;
}

/** A position in the feed order: published_at (as PostgreSQL's text, microseconds kept) and id. */
interface Bound {
  cursor: string;
  id: string;
}

/** The rows after `after` (exclusive) up to `upTo` (inclusive); null = from the start / to the end. */
interface PageRange {
  after: Bound | null;
  upTo: Bound | null;
}

@Injectable()
export class FeedService {
  private readonly logger = new Logger(FeedService.name);
  /** Rendered feeds of moderate size, served while their ETag holds (see FeedCache). */
  readonly cache = new FeedCache();
  /** Validator queries under way, by slug (see state). */
  private readonly stateQueries = new Map<string, Promise<FeedState | null>>();
  /** Cacheable renders under way, by client (see renderUnderWay). */
  private readonly renders = new Map<string, { etag: string; done: Promise<void> }>();
  /** Compressions of cached documents under way, by client, ETag and coding (see compressedCopy). */
  private readonly compressions = new Map<string, Promise<Buffer>>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The client of `slug` and its feed's validators, in one query (null: no such client). The
   * ETag changes with anything that changes the document: the set of jobs in it (count and an
   * order-independent sum of hashes of id, updated_at and published_at, so a job published,
   * edited, closed or moved changes it, and a project closed or reopened changes the set), the
   * last change of any job or project of the client, and the writer version. Last-Modified is
   * that last change (a job leaving the feed bumps its own updated_at).
   */
  state(slug: string): Promise<FeedState | null> {
    if (!SLUG_PATTERN.test(slug)) return Promise.resolve(null);
    // Single flight: requests arriving while this feed's query runs share its answer (it is at
    // most that query's duration old, like any read racing a write).
    let query = this.stateQueries.get(slug);
    if (!query) {
      query = this.readState(slug).finally(() => this.stateQueries.delete(slug));
      this.stateQueries.set(slug, query);
    }
    return query;
  }

  private async readState(slug: string): Promise<FeedState | null> {
    const rows: Array<{ id: string; updated_at: Date; job_count: number; job_hash: string; last_job: Date | null; last_project: Date | null }> = await this.db.query(
      FEED_STATE_SQL,
      [slug],
    );
    if (!rows.length) return null;
    const row = rows[0];
    const lastModified = new Date(Math.max(row.updated_at.getTime(), row.last_job?.getTime() ?? 0, row.last_project?.getTime() ?? 0));
    const digest = createHash('sha256')
      .update([FEED_FORMAT_VERSION, row.id, row.job_count, row.job_hash, lastModified.getTime()].join('|'))
      .digest('base64url')
      .slice(0, 27);
    return { clientId: row.id, etag: `"${digest}"`, lastModified, jobCount: row.job_count };
  }

  /**
   * The feed's jobs page by page, newest first, at most `pageSize` rows a query, the pool
   * connection returned between queries. For more than one page, one light query first reads
   * the page boundaries (every pageSize-th (published_at, id), no job content), so that each page
   * is an independent keyset range and `PREFETCH_PAGES` of them are fetched while the caller
   * writes the current one: PostgreSQL and this process work at the same time, and at most
   * 1 + PREFETCH_PAGES pages are in memory. A row published meanwhile lands in its range: no
   * job is repeated or skipped at the boundaries.
   */
  async *pages(clientId: string, expectedJobs = Number.POSITIVE_INFINITY, pageSize = FEED_PAGE_SIZE): AsyncGenerator<FeedJob[]> {
    const bounds = expectedJobs <= pageSize ? [] : await this.pageBounds(clientId, pageSize);
    const ranges = Array.from({ length: bounds.length + 1 }, (_, k): PageRange => ({ after: bounds[k - 1] ?? null, upTo: bounds[k] ?? null }));
    const inFlight: Array<Promise<FeedJob[]>> = [];
    let started = 0;
    const fill = (): void => {
      while (started < ranges.length && inFlight.length < PREFETCH_PAGES) inFlight.push(this.page(clientId, ranges[started++]));
    };
    fill();
    while (inFlight.length) {
      const rows = await inFlight.shift()!;
      fill();
      if (rows.length) yield rows;
    }
  }

  /** The last (published_at, id) of every full page, in feed order. */
  private pageBounds(clientId: string, pageSize: number): Promise<Bound[]> {
    return this.db.query(
      FEED_PAGE_BOUNDS_SQL,
      [clientId, pageSize],
    );
  }

  /** One range. A prefetched page the caller never awaits (consumer gone) must not crash the process. */
  private page(clientId: string, range: PageRange): Promise<FeedJob[]> {
    const query: Promise<FeedJob[]> = this.db.query(
      feedPageSql(Boolean(range.after), Boolean(range.upTo)),
      [clientId, range.after?.cursor ?? null, range.after?.id ?? null, range.upTo?.cursor ?? null, range.upTo?.id ?? null],
    );
    query.catch(() => undefined);
    return query;
  }

  /**
   * Writes the whole document to `out` (which the caller ends), respecting back-pressure. A
   * document no larger than the cache limit is kept for the next requests with the same ETag.
   * Returns false when `out` closed before the end (the consumer went away).
   */
  async writeFeed(out: Writable, state: Pick<FeedState, 'clientId' | 'etag' | 'jobCount'>): Promise<boolean> {
    const { clientId } = state;
    const keep: Buffer[] | null = this.cache.maxDocumentBytes > 0 ? [] : null;
    // The first render of a cacheable feed lets the requests that arrive meanwhile wait for it.
    const release = keep && !this.renders.has(clientId) ? this.announceRender(state) : () => undefined;
    let kept = 0;
    const write = async (chunk: Buffer): Promise<boolean> => {
      kept += chunk.length;
      if (keep) {
        if (kept <= this.cache.maxDocumentBytes) keep.push(chunk);
        else {
          keep.length = 0;
          release(); // Too big to keep: the waiting requests render their own.
        }
      }
      if (out.destroyed) return false;
      // Back-pressure with some slack (the next page is encoded while this one drains), except
      // while the document is still cacheable: its chunks are held anyway, and a slow consumer
      // must not hold up the requests waiting for this render.
      const stillCacheable = keep !== null && kept <= this.cache.maxDocumentBytes;
      if (!out.write(chunk) && !stillCacheable && out.writableLength > WRITE_SLACK_BYTES) await drained(out);
      return !out.destroyed;
    };
    try {
      if (!(await write(Buffer.from(FEED_HEAD)))) return false;
      for await (const jobs of this.pages(clientId, state.jobCount)) {
        if (!(await write(encodePage(jobs)))) return false;
      }
      if (!(await write(Buffer.from(FEED_TAIL)))) return false;
      if (keep && kept <= this.cache.maxDocumentBytes) this.cache.set(clientId, state.etag, Buffer.concat(keep, kept));
      this.logger.debug({ clientId, bytes: kept }, 'Feed written');
      return true;
    } finally {
      release();
    }
  }

  /** The cached document with this ETag in `coding`, if this process has it ready (nothing is computed). */
  ready(state: Pick<FeedState, 'clientId' | 'etag'>, coding: FeedCoding): Buffer | undefined {
    return coding === 'identity' ? this.cache.get(state.clientId, state.etag) : this.cache.variant(state.clientId, state.etag, coding);
  }

  /**
   * The cached document with this ETag compressed in `coding`: made once per ETag, off the main
   * thread, and requests asking for it meanwhile share that compression. Undefined, returned at
   * once (no await: concurrent requests must see a render announced before they look), when the
   * document itself is not cached (too large, or not rendered for this ETag yet).
   */
  compressedCopy(state: Pick<FeedState, 'clientId' | 'etag'>, coding: Exclude<FeedCoding, 'identity'>): Promise<Buffer> | undefined {
    const { clientId, etag } = state;
    const ready = this.cache.variant(clientId, etag, coding);
    if (ready) return Promise.resolve(ready);
    const body = this.cache.get(clientId, etag);
    if (!body) return undefined;
    const key = `${clientId}|${etag}|${coding}`;
    let compression = this.compressions.get(key);
    if (!compression) {
      compression = compressDocument(body, coding)
        .then((bytes) => {
          this.cache.setVariant(clientId, etag, coding, bytes);
          return bytes;
        })
        .finally(() => this.compressions.delete(key));
      this.compressions.set(key, compression);
    }
    return compression;
  }

  /**
   * A render of exactly this feed (same client and ETag) under way, to wait for before looking in
   * the cache again: after a change, concurrent consumers cost one render instead of one each.
   */
  renderUnderWay(state: Pick<FeedState, 'clientId' | 'etag'>): Promise<void> | undefined {
    const render = this.renders.get(state.clientId);
    return render?.etag === state.etag ? render.done : undefined;
  }

  private announceRender(state: Pick<FeedState, 'clientId' | 'etag'>): () => void {
    let resolve!: () => void;
    const render = { etag: state.etag, done: new Promise<void>((r) => (resolve = r)) };
    this.renders.set(state.clientId, render);
    return () => {
      if (this.renders.get(state.clientId) === render) this.renders.delete(state.clientId);
      resolve();
    };
  }

}

/**
 * The XML of a page of jobs as one Buffer, each job's text encoded straight into it: one
 * allocation a page. (Buffer.from per job took a pooled 8 KB slab every two jobs, then a copy
 * into the page: those allocations and their garbage collection were the largest part of a
 * 20,000-job feed's CPU; one page-long string costs a flattening copy instead.)
 */
export function encodePage(jobs: readonly FeedJob[]): Buffer {
  const texts = new Array<string>(jobs.length);
  const sizes = new Array<number>(jobs.length);
  let total = 0;
  for (let i = 0; i < jobs.length; i++) {
    texts[i] = jobXml(jobs[i]);
    total += sizes[i] = Buffer.byteLength(texts[i], 'utf8');
  }
  const page = Buffer.allocUnsafe(total);
  let offset = 0;
  for (let i = 0; i < texts.length; i++) offset += page.write(texts[i], offset, sizes[i], 'utf8');
  return page;
}

/** Resolves when `out` can take more, or will never (closed, errored). */
function drained(out: Writable): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
    out.on('error', done);
  });
}
