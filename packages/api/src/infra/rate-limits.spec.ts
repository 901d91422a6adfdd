import { REPLY_CODES } from '@fanpass/contracts';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import fc from 'fast-check';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../common/errors/app-error.js';
import type { AppConfig } from '../config/config.js';
import { MemoryWindows, RateLimits } from './rate-limits.js';

/** What rate-limiter-flexible's RateLimiterMemory answers at `now`: -1, or the ms before the next try. */
async function reference(limiter: RateLimiterMemory, key: string, points: number, now: number): Promise<number> {
  jest.setSystemTime(now);
  try {
    await limiter.consume(key, points);
    return -1;
  } catch (refused) {
    return (refused as RateLimiterRes).msBeforeNext;
  }
}

describe('MemoryWindows', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('counts, refuses and blocks exactly as RateLimiterMemory, for any rule and any run of requests', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const step = fc.record({
      key: fc.constantFrom('a', 'b', 'c'),
      points: fc.integer({ min: 1, max: 3 }),
      after: fc.integer({ min: 0, max: 1500 }),
    });
    const rule = fc.record({
      points: fc.integer({ min: 0, max: 6 }),
      duration: fc.integer({ min: 1, max: 4 }),
      blockDuration: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(rule, fc.array(step, { maxLength: 60 }), async (limit, steps) => {
        const ours = new MemoryWindows(limit);
        const theirs = new RateLimiterMemory(limit);
        let now = 1_700_000_000_000;
        for (const { key, points, after } of steps) {
          now += after;
          expect(ours.consume(key, points, now)).toBe(await reference(theirs, key, points, now));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('forgets windows that ended', () => {
    const windows = new MemoryWindows({ points: 1, duration: 1 });
    for (let i = 0; i < 100; i++) expect(windows.consume(`k${i}`, 1, 0)).toBe(-1);
    expect(windows.consume('k0', 1, 500)).toBe(500);
    expect(windows.consume('late', 1, 1000)).toBe(-1);
    expect((windows as unknown as { windows: Map<string, unknown> }).windows.size).toBe(1);
  });
});

/** What a call throws at once (not as a rejection), or undefined. */
function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('RateLimits in memory', () => {
  it('answers at once within the limit, and throws 429 with the seconds to wait over it', () => {
    const limits = new RateLimits(null, { redisPrefix: 'test' } as AppConfig);
    limits.define('x', { points: 2, duration: 60 });
    expect(limits.consume('x', '1.2.3.4')).toBeUndefined();
    expect(limits.consume('x', '1.2.3.4')).toBeUndefined();
    const refused = thrownBy(() => limits.consume('x', '1.2.3.4'));
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).entry.code).toBe(REPLY_CODES.TOO_MANY_REQUESTS.code);
    expect((refused as AppError).data).toEqual({ retryAfterSeconds: 60 });
    expect(limits.consume('x', '5.6.7.8')).toBeUndefined();
    expect(() => limits.consume('y', 'k')).toThrow('rate limit "y" is not defined');
  });
});
