import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { RateLimits } from '../../infra/rate-limits.js';
import { APP_CONFIG } from '../../infra/tokens.js';

export const GLOBAL_LIMIT = 'global';

/** The global ceiling: THROTTLE_LIMIT requests per client address per window, then 429. */
@Injectable()
export class ThrottleGuard implements OnModuleInit {
  constructor(
    private readonly limits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.limits.define(GLOBAL_LIMIT, {
      points: this.config.throttle.limit,
      duration: this.config.throttle.windowSeconds,
    });
  }

  /** True when the count is a round trip to Redis (RequestGuards checks more while it travels). */
  get shared(): boolean {
    return this.limits.shared;
  }

  /** Resolves within the limit; over it, rejects with a 429. */
  check(request: FastifyRequest): Promise<void> {
    return this.limits.consume(GLOBAL_LIMIT, request.ip);
  }
}
