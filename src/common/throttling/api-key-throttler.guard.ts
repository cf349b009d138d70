import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerRequest } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { AuthenticatedRequest } from '../auth/auth-context';
import { HttpMetrics } from '../metrics/http.metrics';

/**
 * Counts per API key, not per IP or route: one budget per key and limit family
 * ('public': apply + contact, 'partner'). Sends the standard RateLimit-* headers and Retry-After.
 * Runs after ApiKeyGuard, so the key is known; a route without a key is not limited.
 */
@Injectable()
export class ApiKeyThrottlerGuard extends ThrottlerGuard {
  // Property injection: ThrottlerGuard's constructor parameters stay as the library declares them.
  @Inject(HttpMetrics) private readonly metrics!: HttpMetrics;

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    return (req as AuthenticatedRequest).auth?.keyId ?? '';
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}:${tracker}`;
  }

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const { context, limit, ttl, throttler } = props;
    const http = context.switchToHttp();
    const request = http.getRequest<Request & AuthenticatedRequest>();
    const response = http.getResponse<Response>();
    if (!request.auth) return true;
    const key = this.generateKey(context, request.auth.keyId, throttler.name ?? 'default');
    const record = await this.storageService.increment(key, ttl, limit, ttl, throttler.name ?? 'default');
    response.setHeader('RateLimit-Limit', limit);
    response.setHeader('RateLimit-Remaining', Math.max(0, limit - record.totalHits));
    response.setHeader('RateLimit-Reset', record.timeToExpire);
    response.setHeader('RateLimit-Policy', `${limit};w=${Math.round(ttl / 1000)}`);
    if (record.isBlocked) {
      this.metrics.rateLimitRejected(request, throttler.name ?? 'default');
      response.setHeader('Retry-After', record.timeToBlockExpire);
      await this.throwThrottlingException(context, {
        limit, ttl, key, tracker: request.auth.keyId, ...record,
      });
    }
    return true;
  }
}
