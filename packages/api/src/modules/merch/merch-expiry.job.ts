import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { MerchHolds } from './merch-holds.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';

const BATCH = 200;

/** Expires unpaid merch holds and returns their stock; safe in many instances (each claim is conditional). */
@Injectable()
export class MerchExpiryJob {
  private readonly logger = new Logger(MerchExpiryJob.name);
  private running = false;

  constructor(
    private readonly holds: MerchHolds,
    private readonly orders: MerchOrdersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Interval(5_000)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.run();
    } catch (error) {
      this.logger.error(`merch hold expiry failed: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }

  /** Expires every merch hold that has run out; answers how many this instance expired. */
  async run(): Promise<number> {
    let expired = 0;
    for (;;) {
      const ids = await this.orders.expiredHoldIds(this.clock.now(), BATCH);
      for (const id of ids) if (await this.holds.end(id, 'expired')) expired++;
      if (ids.length < BATCH) return expired;
    }
  }
}
