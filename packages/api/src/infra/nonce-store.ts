import type { Redis } from 'ioredis';

/** Remembers nonces for a while so a signed request cannot be sent twice. */
export interface NonceStore {
  /** True the first time a key is claimed within ttlMs, false after. */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Gives back a key this caller claimed, for a request refused for another reason after all. */
  release(key: string): Promise<void>;
}

/** One process's memory: expiries are in insertion order, so sweeping pops from the front. */
export class MemoryNonceStore implements NonceStore {
  private readonly seen = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  claim(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    this.sweep(now);
    const expiry = this.seen.get(key);
    if (expiry !== undefined && expiry > now) return Promise.resolve(false);
    this.seen.delete(key);
    this.seen.set(key, now + ttlMs);
    return Promise.resolve(true);
  }

  release(key: string): Promise<void> {
    this.seen.delete(key);
    return Promise.resolve();
  }

  private sweep(now: number): void {
    for (const [key, expiry] of this.seen) {
      if (expiry > now) break;
      this.seen.delete(key);
    }
  }
}

/** Shared by every instance through Redis: SET NX with an expiry. */
export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'fanpass',
  ) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    const result = await this.redis.set(`${this.prefix}:nonce:${key}`, '1', 'PX', ttlMs, 'NX');
    return result === 'OK';
  }

  async release(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:nonce:${key}`);
  }
}
