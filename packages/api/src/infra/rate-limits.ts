import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
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
 * of support enquiries and partner keys), counted by rate-limiter-flexible: in this process's
 * memory by default (RateLimiterMemory), in Redis when REDIS_URL is set, so every instance counts
 * together (RateLimiterRedis). Both count fixed windows: the first point a key spends opens a
 * window of `duration` seconds, and a key that goes over is refused until it ends (or, with
 * `blockDuration`, for that long from its first refusal).
 */
@Injectable()
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** True when the counts live in Redis (a round trip per count), false when in this process. */
  get shared(): boolean {
    return this.redis !== null;
  }

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

  /** Spends points for a key; over the limit it is refused with 429 and the high-demand message. */
  async consume(name: string, key: string, points = 1): Promise<void> {
    const limiter = this.limiters.get(name);
    if (!limiter) throw new Error(`rate limit "${name}" is not defined`);
    try {
      await limiter.consume(key, points);
    } catch (error) {
      throw error instanceof RateLimiterRes ? tooMany(error.msBeforeNext) : error;
    }
  }
}

function tooMany(msBeforeNext: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', {}, { retryAfterSeconds: Math.ceil(msBeforeNext / 1000) });
}
