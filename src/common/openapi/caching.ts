import { ApiHeader } from '@nestjs/swagger';
import type { HeadersObject } from '@nestjs/swagger';

/** The validators and cache policy sent with a cacheable answer (and with its 304). */
export function cachingHeaders(cacheControl: string): HeadersObject {
  return {
    ETag: { description: 'Validator of this answer: send it back in If-None-Match', required: true, schema: { type: 'string' } },
    'Last-Modified': { description: 'Latest change of what the answer shows (HTTP date)', required: true, schema: { type: 'string' } },
    'Cache-Control': { description: `\`${cacheControl}\``, required: true, schema: { type: 'string', example: cacheControl } },
  };
}

export const ApiIfNoneMatch = (): MethodDecorator & ClassDecorator =>
  ApiHeader({ name: 'If-None-Match', required: false, description: 'ETag of a previous answer: 304 when nothing changed' });

export const ApiIfModifiedSince = (): MethodDecorator & ClassDecorator =>
  ApiHeader({ name: 'If-Modified-Since', required: false, description: 'Last-Modified of a previous answer: 304 when nothing changed since (ignored when If-None-Match is sent)' });
