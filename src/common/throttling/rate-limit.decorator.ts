import { SkipThrottle } from '@nestjs/throttler';

/** The named limits of ThrottlingModule, each counted per key (DESIGN 4). */
export const RATE_LIMIT_FAMILIES = ['public', 'partner', 'careers-read'] as const;
export type RateLimitFamily = (typeof RATE_LIMIT_FAMILIES)[number];

function skipAllBut(family: RateLimitFamily | null): Record<string, boolean> {
  return Object.fromEntries(RATE_LIMIT_FAMILIES.filter((name) => name !== family).map((name) => [name, true]));
}

/**
 * Puts a route under one rate-limit family: 'public' (apply + contact, 30/min/key), 'partner'
 * (120/min/key), 'careers-read' (reading jobs, 120/min/key). The others are skipped.
 */
export function RateLimit(family: RateLimitFamily): MethodDecorator & ClassDecorator {
  return SkipThrottle(skipAllBut(family));
}

/** No rate limit (feed, health, docs). */
export const NoRateLimit = (): MethodDecorator & ClassDecorator => SkipThrottle(skipAllBut(null));
