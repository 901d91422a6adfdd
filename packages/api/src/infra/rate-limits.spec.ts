import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { AppError } from '../common/errors/app-error.js';
import type { AppConfig } from '../config/config.js';
import { type LimitRule, RateLimits } from './rate-limits.js';

/** What a consume answers: 'ok', or the seconds to wait that its 429 names. */
async function answer(limits: RateLimits, name: string, key: string, points = 1): Promise<'ok' | number> {
  try {
    await limits.consume(name, key, points);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).entry.code).toBe(REPLY_CODES.TOO_MANY_REQUESTS.code);
    return ((error as AppError).data as { retryAfterSeconds: number }).retryAfterSeconds;
  }
}

function inMemory(rule: LimitRule): RateLimits {
  const limits = new RateLimits(null, { redisPrefix: 'test' } as AppConfig);
  limits.define('x', rule);
  return limits;
}

describe('RateLimits in memory', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_700_000_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('lets a key spend its points, then answers 429 with the seconds left in its window', async () => {
    const limits = inMemory({ points: 2, duration: 60 });
    expect(limits.shared).toBe(false);
    expect(await answer(limits, 'x', '1.2.3.4')).toBe('ok');
    expect(await answer(limits, 'x', '1.2.3.4')).toBe('ok');
    expect(await answer(limits, 'x', '1.2.3.4')).toBe(60);
    jest.advanceTimersByTime(20_500);
    expect(await answer(limits, 'x', '1.2.3.4')).toBe(40);
  });

  it('counts each key on its own, and several points at once', async () => {
    const limits = inMemory({ points: 3, duration: 10 });
    expect(await answer(limits, 'x', 'a', 2)).toBe('ok');
    expect(await answer(limits, 'x', 'b', 3)).toBe('ok');
    expect(await answer(limits, 'x', 'a', 2)).toBe(10);
    expect(await answer(limits, 'x', 'c')).toBe('ok');
  });

  it('opens a new window with the first request after the last one ended', async () => {
    const limits = inMemory({ points: 1, duration: 2 });
    expect(await answer(limits, 'x', 'k')).toBe('ok');
    jest.advanceTimersByTime(1000);
    expect(await answer(limits, 'x', 'k')).toBe(1);
    jest.advanceTimersByTime(1000);
    expect(await answer(limits, 'x', 'k')).toBe('ok');
    // The window opened by that request, not one on a fixed grid.
    jest.advanceTimersByTime(1500);
    expect(await answer(limits, 'x', 'k')).toBe(1);
  });

  it('refusals inside the window count but do not move its end', async () => {
    const limits = inMemory({ points: 1, duration: 5 });
    expect(await answer(limits, 'x', 'k')).toBe('ok');
    for (let i = 0; i < 4; i++) {
      jest.advanceTimersByTime(1000);
      expect(await answer(limits, 'x', 'k')).toBe(5 - (i + 1));
    }
    jest.advanceTimersByTime(1000);
    expect(await answer(limits, 'x', 'k')).toBe('ok');
  });

  it('with blockDuration, blocks a key that went over for that long from its first refusal', async () => {
    const limits = inMemory({ points: 1, duration: 2, blockDuration: 10 });
    expect(await answer(limits, 'x', 'k')).toBe('ok');
    jest.advanceTimersByTime(500);
    expect(await answer(limits, 'x', 'k')).toBe(10);
    // Later refusals do not block it again: the block still ends 10 s after the first refusal.
    jest.advanceTimersByTime(4000);
    expect(await answer(limits, 'x', 'k')).toBe(6);
    jest.advanceTimersByTime(6000);
    expect(await answer(limits, 'x', 'k')).toBe('ok');
  });

  it('a limit of zero points refuses every request', async () => {
    const limits = inMemory({ points: 0, duration: 3 });
    expect(await answer(limits, 'x', 'k')).toBe(3);
  });

  it('forgets the keys whose windows ended', async () => {
    const limits = inMemory({ points: 1, duration: 1 });
    for (let i = 0; i < 100; i++) expect(await answer(limits, 'x', `k${i}`)).toBe('ok');
    expect(jest.getTimerCount()).toBe(100);
    jest.advanceTimersByTime(1000);
    expect(jest.getTimerCount()).toBe(0);
    for (let i = 0; i < 100; i++) expect(await answer(limits, 'x', `k${i}`)).toBe('ok');
  });

  it('keeps two named limits apart, and refuses a name never defined', async () => {
    const limits = inMemory({ points: 1, duration: 60 });
    limits.define('y', { points: 1, duration: 60 });
    expect(await answer(limits, 'x', 'k')).toBe('ok');
    expect(await answer(limits, 'y', 'k')).toBe('ok');
    expect(await answer(limits, 'x', 'k')).toBe(60);
    await expect(limits.consume('z', 'k')).rejects.toThrow('rate limit "z" is not defined');
  });
});

// Where a Redis is at hand (CI sets REDIS_URL): the same answers from the shared store.
const REDIS_URL = process.env.REDIS_URL;

(REDIS_URL ? describe : describe.skip)('RateLimits in Redis (REDIS_URL)', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(REDIS_URL!);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('answers as in memory: points per key, then 429 with the seconds left in the window', async () => {
    const limits = new RateLimits(redis, {
      redisPrefix: `fanpass-test-${randomBytes(4).toString('hex')}`,
    } as AppConfig);
    limits.define('x', { points: 2, duration: 60 });
    expect(limits.shared).toBe(true);
    expect(await answer(limits, 'x', 'a')).toBe('ok');
    expect(await answer(limits, 'x', 'a')).toBe('ok');
    expect(await answer(limits, 'x', 'a')).toBe(60);
    expect(await answer(limits, 'x', 'b', 2)).toBe('ok');
    await expect(limits.consume('z', 'k')).rejects.toThrow('rate limit "z" is not defined');
  });
});
