/** A rendered feed, valid as long as its client's feed state still has this ETag. */
export interface CachedFeed {
  etag: string;
  body: Buffer;
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
 * so API instances need no invalidation messages between them.
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
    this.entries.set(clientId, { etag, body });
    this.totalBytes += body.length;
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes <= this.limits.maxTotalBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.body.length;
    }
  }

  delete(clientId: string): void {
    const entry = this.entries.get(clientId);
    if (!entry) return;
    this.entries.delete(clientId);
    this.totalBytes -= entry.body.length;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  get size(): { feeds: number; bytes: number } {
    return { feeds: this.entries.size, bytes: this.totalBytes };
  }
}
