import { Inject, Injectable, Logger } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config.service';
import { REDIS } from '../redis/redis.module';

/**
 * Sliding-window log in a Redis sorted set, atomic in one Lua script: at most `limit` requests
 * in any `ttl` window (a fixed window lets up to 2x pass around the boundary). A refused
 * request is not recorded, so a client that keeps retrying gets in as soon as the window allows.
 * Returns: hits in window (including this one if admitted), admitted (1/0), ms until the oldest hit leaves.
 */
const SLIDING_WINDOW = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local ttl = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local member = ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - ttl)
local count = redis.call('ZCARD', key)
local admitted = 0
if count < limit then
  redis.call('ZADD', key, now, member)
  count = count + 1
  admitted = 1
end
redis.call('PEXPIRE', key, ttl)
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local wait = ttl
if oldest[2] then wait = tonumber(oldest[2]) + ttl - now end
return { count, admitted, wait }
`;

type WindowResult = [count: number, admitted: number, waitMs: number];
type RedisWithWindow = Redis & {
  slidingWindow(key: string, now: number, ttl: number, limit: number, member: string): Promise<WindowResult>;
};

@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger(RedisThrottlerStorage.name);
  private sequence = 0;
  private lastFailureLog = 0;

  private readonly redis: RedisWithWindow;

  constructor(
    @Inject(REDIS) redis: Redis,
    private readonly config: AppConfig,
  ) {
    // defineCommand sends EVALSHA (the script is loaded once), not the whole script per request.
    if (!('slidingWindow' in redis)) redis.defineCommand('slidingWindow', { numberOfKeys: 1, lua: SLIDING_WINDOW });
    this.redis = redis as RedisWithWindow;
  }

  async increment(key: string, ttl: number, limit: number): Promise<ThrottlerStorageRecord> {
    const now = Date.now();
    const member = `${now}:${process.pid}:${(this.sequence = (this.sequence + 1) % 1_000_000)}:${Math.random()}`;
    try {
      const [count, admitted, waitMs] = await this.redis.slidingWindow(`${this.config.redisPrefix}:rl:${key}`, now, ttl, limit, member);
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      return { totalHits: admitted ? count : limit + 1, timeToExpire: seconds, isBlocked: admitted === 0, timeToBlockExpire: seconds };
    } catch (error) {
      // Fail open: an unreachable Redis must not take the API down with it.
      if (now - this.lastFailureLog > 10_000) {
        this.lastFailureLog = now;
        this.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'Rate limiter unavailable (Redis): requests pass unlimited');
      }
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
