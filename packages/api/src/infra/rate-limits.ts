import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
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

/** A key's count in its current window, and when the window (or its block) ends. */
interface Window {
  spent: number;
  endsAt: number;
}

/**
 * One limit's fixed windows in this process, as rate-limiter-flexible's RateLimiterMemory counts
 * them: the first point a key spends opens a window of `duration` seconds; a key that goes over
 * is refused until it ends (or, with `blockDuration`, blocked that long from its first refusal).
 * Windows are kept in the order they end (a new one goes to the back), so the ones that ended
 * are swept from the front, as the nonce store does; no timer per key.
 */
export class MemoryWindows {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly rule: LimitRule) {}

  /** Spends points at `now` (ms): -1 when within the limit, else the ms until the key may try again. */
  consume(key: string, points: number, now: number): number {
    this.sweep(now);
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      this.windows.delete(key);
      window = { spent: points, endsAt: now + this.rule.duration * 1000 };
      this.windows.set(key, window);
    } else {
      window.spent += points;
    }
    if (window.spent <= this.rule.points) return -1;
    const block = this.rule.blockDuration ?? 0;
    // Blocked once, on the refusal that first went over (as RateLimiterMemory does).
    if (block > 0 && window.spent <= this.rule.points + points) {
      window.endsAt = now + block * 1000;
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    return window.endsAt - now;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now) break;
      this.windows.delete(key);
    }
  }
}

/**
 * Named counters for throttling (the global ceiling per client address, and the tighter limits
 * of support enquiries and partner keys). In this process's memory by default
 * (`MemoryWindows`, no promise per request); in Redis when REDIS_URL is set, so every instance
 * counts together (rate-limiter-flexible's RateLimiterRedis).
 */
@Injectable()
export class RateLimits {
  private readonly memory = new Map<string, MemoryWindows>();
  private readonly shared = new Map<string, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  define(name: string, rule: LimitRule): void {
    if (!this.redis) {
      this.memory.set(name, new MemoryWindows(rule));
      return;
    }
    this.shared.set(
      name,
      new RateLimiterRedis({
        keyPrefix: `${this.config.redisPrefix}:rl:${name}`,
        points: rule.points,
        duration: rule.duration,
        blockDuration: rule.blockDuration,
        storeClient: this.redis,
      }),
    );
  }

  /**
   * Spends points for a key; over the limit it is refused with 429 and the high-demand message.
   * Counted in memory it answers at once: nothing (`undefined`) within the limit, a throw over it;
   * in Redis, a promise. Callers await it either way.
   */
  consume(name: string, key: string, points = 1): Promise<void> | undefined {
    const memory = this.memory.get(name);
    if (memory) {
      const wait = memory.consume(key, points, Date.now());
      if (wait >= 0) throw tooMany(wait);
      return undefined;
    }
    const shared = this.shared.get(name);
    if (!shared) throw new Error(`rate limit "${name}" is not defined`);
    return shared.consume(key, points).then(
      () => undefined,
      (error: unknown) => {
        throw error instanceof RateLimiterRes ? tooMany(error.msBeforeNext) : error;
      },
    );
  }
}

function tooMany(msBeforeNext: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', {}, { retryAfterSeconds: Math.ceil(msBeforeNext / 1000) });
}
