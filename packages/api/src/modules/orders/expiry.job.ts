import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { Clock } from '../../infra/clock.js';
import { HoldSweep } from '../../infra/hold-sweep.js';
import { CLOCK } from '../../infra/tokens.js';
import { HoldsService } from './holds.service.js';
import { OrdersRepository } from './orders.repository.js';

/** Expires unpaid ticket holds and returns their seats (infra/hold-sweep.ts). */
@Injectable()
export class ExpiryJob {
  private readonly sweep: HoldSweep;

  constructor(holds: HoldsService, orders: OrdersRepository, @Inject(CLOCK) clock: Clock) {
    this.sweep = new HoldSweep(
      new Logger(ExpiryJob.name),
      'hold',
      (now, limit) => orders.expiredHoldIds(now, limit),
      (id) => holds.end(id, 'expired'),
      () => clock.now(),
    );
  }

  @Interval(5_000)
  tick(): Promise<void> {
    return this.sweep.tick();
  }

  /** Expires every hold that has run out; answers how many this instance expired. */
  run(): Promise<number> {
    return this.sweep.run();
  }
}
