import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../common/errors/app-error.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG, REDIS } from './tokens.js';

export interface LimitRule {
  /** How many points a key may spend per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
  /** Seconds a key stays blocked once it went over (defaults to the rest of the window). */
  blockDuration?: number;
}

/**
 * Named counters for throttling (the global ceiling per client address, and the tighter limits
 * of login, code sending and payment passwords). In memory by default; in Redis when
 * REDIS_URL is set, so every instance counts together.
 */
@Injectable()
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  define(name: string, rule: LimitRule): void {
    const options = {
      keyPrefix: `${this.config.redisPrefix}:rl:${name}`,
      points: rule.points,
      duration: rule.duration,
      blockDuration: rule.blockDuration,
    };
    this.limiters.set(
      name,
      this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis }) : new RateLimiterMemory(options),
    );
  }

  /** Spends points for a key; over the limit throws 429 with the high-demand message. */
  async consume(name: string, key: string, points = 1): Promise<void> {
    const limiter = this.limiter(name);
    try {
      await limiter.consume(key, points);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError('TOO_MANY_REQUESTS', {}, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
      }
      throw error;
    }
  }

  /** Points left for a key (without spending any). */
  async remaining(name: string, key: string): Promise<number> {
    const res = await this.limiter(name).get(key);
    const rule = this.limiter(name).points;
    return res ? Math.max(0, rule - res.consumedPoints) : rule;
  }

  /** Forgets a key's count (for example after a successful login). */
  async reset(name: string, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }

  private limiter(name: string): RateLimiterAbstract {
    const limiter = this.limiters.get(name);
    if (!limiter) throw new Error(`rate limit "${name}" is not defined`);
    return limiter;
  }
}
