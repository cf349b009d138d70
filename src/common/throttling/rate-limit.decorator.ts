import { SkipThrottle } from '@nestjs/throttler';

export type RateLimitFamily = 'public' | 'partner';

/** Puts a route under one rate-limit family (DESIGN 4): 'public' 30/min/key, 'partner' 120/min/key. */
export function RateLimit(family: RateLimitFamily): MethodDecorator & ClassDecorator {
  return SkipThrottle(family === 'public' ? { partner: true } : { public: true });
}

/** No rate limit (feed, health, docs). */
export const NoRateLimit = (): MethodDecorator & ClassDecorator => SkipThrottle({ public: true, partner: true });
