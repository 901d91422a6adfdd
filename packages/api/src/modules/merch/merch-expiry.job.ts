import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { Clock } from '../../infra/clock.js';
import { HoldSweep } from '../../infra/hold-sweep.js';
import { CLOCK } from '../../infra/tokens.js';
import { MerchHolds } from './merch-holds.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';

/** Expires unpaid merch holds and returns their stock (infra/hold-sweep.ts). */
@Injectable()
export class MerchExpiryJob {
  private readonly sweep: HoldSweep;

  constructor(holds: MerchHolds, orders: MerchOrdersRepository, @Inject(CLOCK) clock: Clock) {
    this.sweep = new HoldSweep(
      new Logger(MerchExpiryJob.name),
      'merch hold',
      (now, limit) => orders.expiredHoldIds(now, limit),
      (id) => holds.end(id, 'expired'),
      () => clock.now(),
    );
  }

  @Interval(5_000)
  tick(): Promise<void> {
    return this.sweep.tick();
  }

  /** Expires every merch hold that has run out; answers how many this instance expired. */
  run(): Promise<number> {
    return this.sweep.run();
  }
}
