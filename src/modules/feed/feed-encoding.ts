import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

/**
 * Content codings of the feed (RFC 9110 8.4). Brotli is offered first: on the feed it gave
 * smaller output than gzip for less CPU at every level measured (bench/results/feed.md).
 */
export type FeedCoding = 'br' | 'gzip' | 'identity';
/** The compressed codings, in the server's order of preference. */
const COMPRESSED = ['br', 'gzip'] as const;

/**
 * The coding to answer with, from Accept-Encoding: the compressed coding (br, gzip) with the
 * highest q-value, br first on a tie, `*` standing for a coding not named; identity when none is
 * acceptable or when identity is named with a higher q-value. A refused identity (`identity;q=0`)
 * with nothing else acceptable still gets the plain body: a 406 would help no feed reader.
 */
export function negotiateCoding(acceptEncoding: string | string[] | undefined): FeedCoding {
  if (acceptEncoding === undefined) return 'identity';
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(param);
      if (match) q = Number(match[1]);
    }
    weights.set(name === 'x-gzip' ? 'gzip' : name, q);
  }
  let best: FeedCoding = 'identity';
  let bestQ = 0;
  for (const coding of COMPRESSED) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  // Identity is always acceptable (RFC 9110 12.5.3); it wins only when named with a higher q-value.
  const identityQ = weights.get('identity');
  return identityQ !== undefined && identityQ > bestQ ? 'identity' : best;
}

/**
 * The ETag of one representation. The plain document keeps the strong tag of the feed state;
 * a compressed one gets a weak tag of its own (`W/"…-gzip"`): caches keep the representations
 * apart (RFC 9110 8.8.3.3), and weak because a compressed body is the same content but not always
 * the same bytes (compressed once per ETag from the cache at one level, or on the fly at another).
 */
export function representationTag(etag: string, coding: FeedCoding): string {
  return coding === 'identity' ? etag : `W/${etag.slice(0, -1)}-${coding}"`;
}

/** The feed-state tag a request validator names, whichever representation it came from. */
export function stateTagOf(tag: string): string {
  const opaque = tag.startsWith('W/') ? tag.slice(2) : tag;
  return opaque.replace(/-(?:gzip|br)"$/, '"');
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Levels. A cached document is compressed once per ETag: a denser setting is worth it. A streamed
 * one (over the cache limit, 20,000 jobs = 67 MB) is compressed as it is written, so the
 * compressor must keep up with the writer: the fastest settings (brotli 1 still beats gzip 6 in size).
 */
const CACHED_GZIP_LEVEL = 6;
const CACHED_BROTLI_QUALITY = 4;
const STREAMED_GZIP_LEVEL = 1;
const STREAMED_BROTLI_QUALITY = 1;

/** Compresses a whole document (off the main thread: zlib's thread pool). */
export function compressDocument(body: Buffer, coding: Exclude<FeedCoding, 'identity'>): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: CACHED_GZIP_LEVEL });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Output chunks of a streaming compressor: larger than zlib's 16 KB, fewer round trips to its thread pool per page. */
const STREAM_CHUNK_BYTES = 128 * 1024;

/** A compressing stream for a document written as it is produced. */
export function createCompressor(coding: Exclude<FeedCoding, 'identity'>): Transform {
  if (coding === 'gzip') return createGzip({ level: STREAMED_GZIP_LEVEL, chunkSize: STREAM_CHUNK_BYTES });
  return createBrotliCompress({
    chunkSize: STREAM_CHUNK_BYTES,
    params: { [constants.BROTLI_PARAM_QUALITY]: STREAMED_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
}
