import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { HoldsService } from './holds.service.js';
import { OrdersRepository } from './orders.repository.js';

const BATCH = 200;

/**
 * Expires unpaid holds and returns their seats. Safe in many instances at once: each order is
 * claimed by a conditional UPDATE (status held -> expired), so only one instance returns it.
 */
@Injectable()
export class ExpiryJob {
  private readonly logger = new Logger(ExpiryJob.name);
  private running = false;

  constructor(
    private readonly holds: HoldsService,
    private readonly orders: OrdersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Interval(5_000)
  async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.run();
    } catch (error) {
      this.logger.error(`hold expiry failed: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }

  /** Expires every hold that has run out; answers how many this instance expired. */
  async run(): Promise<number> {
    let expired = 0;
    for (;;) {
      const ids = await this.orders.expiredHoldIds(this.clock.now(), BATCH);
      for (const id of ids) if (await this.holds.end(id, 'expired')) expired++;
      if (ids.length < BATCH) return expired;
    }
  }
}
