import { applyDecorators } from '@nestjs/common';
import { ApiNotFoundResponse, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse } from '@nestjs/swagger';
import type { HeadersObject } from '@nestjs/swagger';
import { ApiIfModifiedSince, ApiIfNoneMatch, cachingHeaders } from '../../common/openapi/caching';
import { RETRY_AFTER_HEADER } from '../../common/openapi/http-headers';
import { ApiHeadToo } from '../../common/openapi/openapi-document';
import { ApiSlugParam } from '../../common/openapi/path-params';

export const FEED_CONTENT_TYPE = 'text/xml; charset=utf-8';
export const FEED_CACHE_CONTROL = 'public, max-age=300';

const FEED_EXAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<source>
  <job>
    <title><![CDATA[Backend developer]]></title>
    <date><![CDATA[2026-11-02T09:00:00.000Z]]></date>
    <jobid><![CDATA[J-2026-001]]></jobid>
    <url><![CDATA[https://careers.example.org/jobs/backend-developer]]></url>
    <company><![CDATA[Acme]]></company>
    <city><![CDATA[Lyon]]></city>
    <state><![CDATA[Rhône]]></state>
    <country><![CDATA[FR]]></country>
    <description><![CDATA[<p>Build the platform.</p>]]></description>
    <salary><![CDATA[45-55k EUR]]></salary>
    <jobtype><![CDATA[Permanent contract]]></jobtype>
    <remotetype><![CDATA[Hybrid remote]]></remotetype>
    <team><![CDATA[Platform]]></team>
  </job>
</source>
`;

const xmlError = (code: string, message: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<error><code>${code}</code><message>${message}</message></error>\n`;

/** The representation's headers: the validators, the cache policy, and what the body's encoding depends on. */
const VARY_HEADER: HeadersObject = {
  Vary: { description: '`Accept-Encoding`: the body is compressed when the request allows it', required: true, schema: { type: 'string', example: 'Accept-Encoding' } },
};
const REPRESENTATION_HEADERS: HeadersObject = { ...cachingHeaders(FEED_CACHE_CONTROL), ...VARY_HEADER };

const xmlBody = (description: string, example: string) => ({ schema: { type: 'string', description }, example });

/** GET (and HEAD) /public/feeds/site-web/{slug}.xml (SPEC 2.1, 4.1). */
export const getFeedContract = (): MethodDecorator =>
  applyDecorators(
    ApiOperation({
      operationId: 'getJobFeed',
      summary: 'XML feed of the client\'s published jobs',
      description: [
        'Public, no key, no rate limit: pull it as often as needed. Root element `source`, one `job` per published job of an',
        'open project, newest first, every value in a CDATA section; each custom field of a job is an element named by the',
        'slug of the field\'s name. Cached 300 seconds by shared caches; revalidate with If-None-Match (or',
        'If-Modified-Since) to get 304. Compressed with br or gzip when Accept-Encoding allows.',
      ].join(' '),
    }),
    ApiHeadToo(),
    ApiProduces('text/xml'),
    ApiSlugParam('The client\'s slug'),
    ApiIfNoneMatch(),
    ApiIfModifiedSince(),
    ApiOkResponse({
      description: 'The feed',
      ...xmlBody('XML document: root `source`, one `job` element per job (SPEC 2.1)', FEED_EXAMPLE),
      headers: {
        ...REPRESENTATION_HEADERS,
        'Content-Encoding': { description: '`br` or `gzip` when the body is compressed (absent otherwise)', schema: { type: 'string', enum: ['br', 'gzip'] } },
      },
    }),
    ApiNotModifiedResponse({ description: 'Unchanged since the ETag of If-None-Match (or the date of If-Modified-Since): no body', headers: REPRESENTATION_HEADERS }),
    ApiNotFoundResponse({ description: 'No client with this slug', ...xmlBody('XML `error` element with `code` not_found and a message', xmlError('not_found', 'No feed for this client')) }),
    ApiResponse({ status: 500, description: 'The feed could not be produced', ...xmlBody('XML `error` element with `code` internal_error', xmlError('internal_error', 'The feed could not be produced')) }),
    ApiResponse({
      status: 503,
      description: 'The database cannot answer now: retry after Retry-After seconds',
      ...xmlBody('XML `error` element with `code` service_unavailable', xmlError('service_unavailable', 'The feed cannot be produced right now')),
      headers: RETRY_AFTER_HEADER,
    }),
  );
