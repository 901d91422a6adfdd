import type { Redis } from 'ioredis';
import type { AttemptRule, AttemptStore, Claim, Failure } from './attempt-store.js';

// KEYS[1] = counter; ARGV = limit, windowMs, now, ttlMs. Returns {granted, attempts, resetAt}.
const CLAIM = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local r = tonumber(redis.call('HGET', KEYS[1], 'r') or '0')
local now = tonumber(ARGV[3])
if r <= now then n = 0; r = now + tonumber(ARGV[2]) end
if n >= tonumber(ARGV[1]) then return {0, n, r} end
n = n + 1
redis.call('HSET', KEYS[1], 'n', n, 'r', r)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {1, n, r}`;

// KEYS[1] = counter; ARGV = limit, lockMs, now, ttlMs. Returns {attempts, resetAt}.
const FAILED = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local r = tonumber(redis.call('HGET', KEYS[1], 'r') or '0')
if n >= tonumber(ARGV[1]) then
  r = tonumber(ARGV[3]) + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'r', r)
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
end
return {n, r}`;

const REFUND = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if n > 0 then redis.call('HSET', KEYS[1], 'n', n - 1) end
return n`;

/** Attempt counters in Redis (REDIS_URL): each step is one Lua script, atomic on the server. */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async claim(scope: string, subject: string, rule: AttemptRule, now: number): Promise<Claim> {
    const ttl = Math.max(rule.windowMs, rule.lockMs) + 60_000;
    const [granted, n, r] = (await this.redis.eval(
      CLAIM,
      1,
      this.key(scope, subject),
      rule.limit,
      rule.windowMs,
      now,
      ttl,
    )) as number[];
    return granted === 1 ? { granted: true, used: n! } : { granted: false, msLeft: Math.max(1, r! - now) };
  }

  async failed(scope: string, subject: string, rule: AttemptRule, now: number): Promise<Failure> {
    const ttl = Math.max(rule.windowMs, rule.lockMs) + 60_000;
    const [n, r] = (await this.redis.eval(
      FAILED,
      1,
      this.key(scope, subject),
      rule.limit,
      rule.lockMs,
      now,
      ttl,
    )) as number[];
    const left = Math.max(0, rule.limit - n!);
    return { left, lockedMs: left === 0 ? Math.max(1, r! - now) : 0 };
  }

  async reset(scope: string, subject: string): Promise<void> {
    await this.redis.del(this.key(scope, subject));
  }

  async refund(scope: string, subject: string): Promise<void> {
    await this.redis.eval(REFUND, 1, this.key(scope, subject));
  }

  private key(scope: string, subject: string): string {
    return `${this.prefix}:attempts:${scope}:${subject}`;
  }
}
