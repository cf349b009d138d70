import type { Transform, Writable } from 'node:stream';
import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/require-scope.decorator';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../common/errors/error-envelope.filter';
import { NoRateLimit } from '../../common/throttling/rate-limit.decorator';
import { createCompressor, negotiateCoding, representationTag, stateTagOf } from './feed-encoding';
import { errorXml } from './feed-xml';
import { FEED_CACHE_CONTROL, FEED_CONTENT_TYPE, getFeedContract } from './feed.openapi';
import { FeedService, FeedState } from './feed.service';


/** SPEC 4.1: the public XML feed of a client's open jobs. No key, no rate limit (SPEC 8). */
@ApiTags('feed')
@Controller('public/feeds/site-web')
@Public()
@NoRateLimit()
export class FeedController {
  private readonly logger = new Logger(FeedController.name);

  constructor(private readonly feed: FeedService) {}

  /**
   * Also answers HEAD (Express routes HEAD to GET handlers): same headers, no body, no job read.
   * Compressed (br or gzip) when Accept-Encoding allows: a cached document from its compressed
   * copy (made once per ETag), a streamed one compressed as it is written.
   */
  @Get(':slug.xml')
  @getFeedContract()
  async getFeed(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    let compressor: Transform | undefined;
    try {
      const state = await this.feed.state(slug);
      if (!state) {
        this.sendError(res, 404, 'not_found', 'No feed for this client');
        return;
      }
      const coding = negotiateCoding(req.headers['accept-encoding']);
      res.setHeader('Content-Type', FEED_CONTENT_TYPE);
      res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', representationTag(state.etag, coding));
      res.setHeader('Last-Modified', state.lastModified.toUTCString());
      if (notModified(req, state)) {
        res.removeHeader('Content-Type');
        res.status(304).end();
        return;
      }
      if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
      let body = this.feed.ready(state, coding);
      if (body) res.setHeader('Content-Length', body.length);
      if (req.method === 'HEAD') {
        res.status(200).end();
        return;
      }
      if (!body) {
        // No await unless there is something to wait for: a concurrent request must find the render
        // this one announces (in writeFeed) before it looks, or it renders the feed again.
        const underWay = this.feed.renderUnderWay(state);
        if (underWay) await underWay;
        const compressing = coding === 'identity' ? undefined : this.feed.compressedCopy(state, coding);
        body = compressing ? await compressing : this.feed.ready(state, coding);
      }
      if (body) {
        res.setHeader('Content-Length', body.length);
        res.status(200).end(body);
        return;
      }
      res.status(200);
      let out: Writable = res;
      if (coding !== 'identity') {
        const stream = createCompressor(coding);
        stream.pipe(res);
        res.once('close', () => stream.destroy()); // the client left: writeFeed sees its output destroyed and stops
        stream.once('error', () => res.destroy());
        out = compressor = stream;
      }
      const complete = await this.feed.writeFeed(out, state);
      if (complete) out.end();
    } catch (error) {
      this.logger.error({ err: error, slug }, 'Feed failed');
      // What the compressor holds is dropped: the error below replaces it, or the connection is cut.
      compressor?.unpipe(res);
      compressor?.destroy();
      if (!res.headersSent && isDatabaseUnavailable(error)) {
        res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        this.sendError(res, 503, 'service_unavailable', 'The feed cannot be produced right now: retry after the delay in Retry-After');
      } else if (!res.headersSent) this.sendError(res, 500, 'internal_error', 'The feed could not be produced');
      // Mid-document: cut the connection so that no consumer takes a truncated feed for a whole one.
      else res.destroy();
    }
  }

  private sendError(res: Response, status: number, code: string, message: string): void {
    for (const header of ['Content-Encoding', 'Content-Length', 'ETag', 'Last-Modified', 'Vary']) res.removeHeader(header);
    res.status(status);
    res.setHeader('Content-Type', FEED_CONTENT_TYPE);
    res.setHeader('Cache-Control', 'no-store');
    res.end(errorXml(code, message));
  }
}

/**
 * RFC 9110 13.2.2: If-None-Match (weak comparison, `*`, lists) decides when present; otherwise
 * If-Modified-Since, at the one-second resolution of HTTP dates.
 */
export function notModified(req: Pick<Request, 'headers'>, state: FeedState): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    // Weak comparison, any representation: a validator of the gzip copy revalidates the plain one too.
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim();
      return value === '*' || stateTagOf(value) === state.etag;
    });
  }
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(state.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}
