import type { HeadersObject } from '@nestjs/swagger';

const integer = { type: 'integer', minimum: 0 } as const;

/** Sent by every rate-limited route once the key is known (the limiter runs after the key check). */
export const RATE_LIMIT_HEADERS: HeadersObject = {
  'RateLimit-Limit': { description: 'Requests allowed per window for this key and family of routes', schema: integer },
  'RateLimit-Remaining': { description: 'Requests left in the current window', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until a request is freed in the sliding window', schema: integer },
  'RateLimit-Policy': { description: 'The limit and its window in seconds: `30;w=60`', schema: { type: 'string', example: '30;w=60' } },
};

export const RETRY_AFTER_HEADER: HeadersObject = {
  'Retry-After': { description: 'Seconds to wait before retrying', required: true, schema: { type: 'integer', minimum: 1 } },
};
