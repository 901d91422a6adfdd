import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../clock.js';
import { APP_CONFIG, CLOCK, REDIS } from '../tokens.js';
import type { AttemptRule, AttemptStore, Claim, Failure } from './attempt-store.js';
import { DatabaseAttemptStore } from './database-attempt-store.js';
import { RedisAttemptStore } from './redis-attempt-store.js';

export type { AttemptRule, Claim, Failure } from './attempt-store.js';

/**
 * Attempt counters for secrets (passwords, payment passwords): an attempt is claimed BEFORE
 * the secret is checked, so any number of parallel guesses checks at most the limit. Durable
 * in the database, or in Redis when REDIS_URL is set; either way shared by every instance.
 */
@Injectable()
export class Attempts {
  private readonly store: AttemptStore;

  constructor(
    dataSource: DataSource,
    @Inject(REDIS) redis: Redis | null,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.store = redis ? new RedisAttemptStore(redis, config.redisPrefix) : new DatabaseAttemptStore(dataSource);
  }

  claim(scope: string, subject: string, rule: AttemptRule): Promise<Claim> {
    return this.store.claim(scope, subject, rule, this.clock.now());
  }

  failed(scope: string, subject: string, rule: AttemptRule): Promise<Failure> {
    return this.store.failed(scope, subject, rule, this.clock.now());
  }

  reset(scope: string, subject: string): Promise<void> {
    return this.store.reset(scope, subject);
  }

  refund(scope: string, subject: string): Promise<void> {
    return this.store.refund(scope, subject);
  }
}
