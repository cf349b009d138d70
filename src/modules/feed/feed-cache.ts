import type { FeedCoding } from './feed-encoding';

type Compressed = Exclude<FeedCoding, 'identity'>;

/** A rendered feed, valid as long as its client's feed state still has this ETag, with its compressed forms. */
export interface CachedFeed {
  etag: string;
  body: Buffer;
  /** Compressed copies of `body`, made once each when first asked for (see FeedService.compressed). */
  variants: Partial<Record<Compressed, Buffer>>;
}

export interface FeedCacheLimits {
  /** Larger documents are streamed on every request and never kept (memory stays flat). */
  maxDocumentBytes: number;
  /** Total kept across clients; the least recently used feeds are dropped first. */
  maxTotalBytes: number;
}

export const DEFAULT_FEED_CACHE_LIMITS: FeedCacheLimits = { maxDocumentBytes: 8 * 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 };

/**
 * Per-process cache of rendered feeds, keyed by client and checked against the ETag computed
 * from the database on every request: an entry is only served when nothing in the feed changed,
 * so API instances need no invalidation messages between them. The limits count an entry's
 * compressed copies with its body.
 */
export class FeedCache {
  private readonly entries = new Map<string, CachedFeed>();
  private totalBytes = 0;

  constructor(private limits: FeedCacheLimits = DEFAULT_FEED_CACHE_LIMITS) {}

  configure(limits: Partial<FeedCacheLimits>): void {
    this.limits = { ...this.limits, ...limits };
    this.clear();
  }

  get maxDocumentBytes(): number {
    return this.limits.maxDocumentBytes;
  }

  get(clientId: string, etag: string): Buffer | undefined {
    const entry = this.entries.get(clientId);
    if (!entry) return undefined;
    if (entry.etag !== etag) {
      this.delete(clientId);
      return undefined;
    }
    // Re-insert: Map order is the recency order.
    this.entries.delete(clientId);
    this.entries.set(clientId, entry);
    return entry.body;
  }

  set(clientId: string, etag: string, body: Buffer): void {
    this.delete(clientId);
    if (body.length > this.limits.maxDocumentBytes || body.length > this.limits.maxTotalBytes) return;
    this.entries.set(clientId, { etag, body, variants: {} });
    this.totalBytes += body.length;
    this.evict();
  }

  /** The compressed copy of the cached document with this ETag, if made already. */
  variant(clientId: string, etag: string, coding: Compressed): Buffer | undefined {
    const entry = this.entries.get(clientId);
    return entry?.etag === etag ? entry.variants[coding] : undefined;
  }

  /** Keeps a compressed copy beside the document it was made from (dropped if that document is gone). */
  setVariant(clientId: string, etag: string, coding: Compressed, bytes: Buffer): void {
    const entry = this.entries.get(clientId);
    if (entry?.etag !== etag || entry.variants[coding]) return;
    entry.variants[coding] = bytes;
    this.totalBytes += bytes.length;
    this.evict();
  }

  delete(clientId: string): void {
    const entry = this.entries.get(clientId);
    if (!entry) return;
    this.entries.delete(clientId);
    this.totalBytes -= entryBytes(entry);
  }

  /** Drops the least recently used entries until the total fits (Map order is the recency order). */
  private evict(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes <= this.limits.maxTotalBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entryBytes(entry);
    }
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): { feeds: number; bytes: number } {
    return { feeds: this.entries.size, bytes: this.totalBytes };
  }
}

function entryBytes(entry: CachedFeed): number {
  return entry.body.length + (entry.variants.gzip?.length ?? 0) + (entry.variants.br?.length ?? 0);
}
