import { type DynamicModule, Global, Module, type OnApplicationShutdown, Inject } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config.js';
import { TransactionRunner } from '../database/transaction.js';
import { type Clock, systemClock } from './clock.js';
import { MemoryNonceStore, RedisNonceStore } from './nonce-store.js';
import { Attempts } from './attempts/attempts.js';
import { RateLimits } from './rate-limits.js';
import { APP_CONFIG, CLOCK, NONCE_STORE, REDIS } from './tokens.js';

export interface InfraOptions {
  clock?: Clock;
}

/** Configuration, clock, Redis (when configured), nonce store, rate limits, attempt counters, transactions. */
@Global()
@Module({})
export class InfraModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  static register(config: AppConfig, options: InfraOptions = {}): DynamicModule {
    const clock = options.clock ?? systemClock;
    return {
      module: InfraModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        {
          provide: REDIS,
          useFactory: () =>
            config.redisUrl
              ? new Redis(config.redisUrl, {
                  maxRetriesPerRequest: 2,
                  lazyConnect: false,
                  // Commands issued in the same turn of the event loop go out in one write (a request's
                  // throttle count and nonce claim, RequestGuards.whileCounted; and concurrent requests').
                  enableAutoPipelining: true,
                })
              : null,
        },
        {
          provide: NONCE_STORE,
          inject: [REDIS],
          useFactory: (redis: Redis | null) =>
            redis ? new RedisNonceStore(redis, config.redisPrefix) : new MemoryNonceStore(() => clock.now()),
        },
        RateLimits,
        Attempts,
        TransactionRunner,
      ],
      exports: [APP_CONFIG, CLOCK, REDIS, NONCE_STORE, RateLimits, Attempts, TransactionRunner],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis) await this.redis.quit();
  }
}
