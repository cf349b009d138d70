import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/require-scope.decorator';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../common/errors/error-envelope.filter';
import { NoRateLimit } from '../../common/throttling/rate-limit.decorator';
import { errorXml } from './feed-xml';
import { FeedService, FeedState } from './feed.service';

export const FEED_CONTENT_TYPE = 'text/xml; charset=utf-8';
export const FEED_CACHE_CONTROL = 'public, max-age=300';

/** SPEC 4.1: the public XML feed of a client's open jobs. No key, no rate limit (SPEC 8). */
@ApiTags('feed')
@Controller('public/feeds/site-web')
@Public()
@NoRateLimit()
export class FeedController {
  private readonly logger = new Logger(FeedController.name);

  constructor(private readonly feed: FeedService) {}

  /** Also answers HEAD (Express routes HEAD to GET handlers): same headers, no body, no job read. */
  @Get(':slug.xml')
  @ApiOperation({ summary: 'XML feed of the published jobs of the client (SPEC 2.1); ETag / If-None-Match give 304' })
  @ApiProduces('text/xml')
  @ApiOkResponse({ description: 'The feed: root `source`, one `job` per published job of an open project, newest first' })
  @ApiNotFoundResponse({ description: '`<error><code>not_found</code>...</error>` for an unknown slug' })
  async getFeed(@Param('slug') slug: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    try {
      const state = await this.feed.state(slug);
      if (!state) {
        this.sendError(res, 404, 'not_found', 'No feed for this client');
        return;
      }
      res.setHeader('Content-Type', FEED_CONTENT_TYPE);
      res.setHeader('Cache-Control', FEED_CACHE_CONTROL);
      res.setHeader('ETag', state.etag);
      res.setHeader('Last-Modified', state.lastModified.toUTCString());
      if (notModified(req, state)) {
        res.removeHeader('Content-Type');
        res.status(304).end();
        return;
      }
      let cached = this.feed.cache.get(state.clientId, state.etag);
      if (cached) res.setHeader('Content-Length', cached.length);
      if (req.method === 'HEAD') {
        res.status(200).end();
        return;
      }
      const underWay = cached ? undefined : this.feed.renderUnderWay(state);
      if (underWay) {
        await underWay;
        cached = this.feed.cache.get(state.clientId, state.etag);
      }
      if (cached) {
        res.setHeader('Content-Length', cached.length);
        res.status(200).end(cached);
        return;
      }
      res.status(200);
      const complete = await this.feed.writeFeed(res, state);
      if (complete) res.end();
    } catch (error) {
      this.logger.error({ err: error, slug }, 'Feed failed');
      if (!res.headersSent && isDatabaseUnavailable(error)) {
        res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        this.sendError(res, 503, 'service_unavailable', 'The feed cannot be produced right now: retry after the delay in Retry-After');
      } else if (!res.headersSent) this.sendError(res, 500, 'internal_error', 'The feed could not be produced');
      // Mid-document: cut the connection so that no consumer takes a truncated feed for a whole one.
      else res.destroy();
    }
  }

  private sendError(res: Response, status: number, code: string, message: string): void {
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
    const wanted = opaque(state.etag);
    return ifNoneMatch.split(',').some((tag) => {
      const value = tag.trim();
      return value === '*' || opaque(value) === wanted;
    });
  }
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(state.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}
