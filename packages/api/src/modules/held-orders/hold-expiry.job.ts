import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { HeldOrders } from './held-orders.service.js';
import { ExpirySweep } from '../../infra/expiry-sweep.js';

/** Expires unpaid holds of every kind (ticket and merch orders) and gives back what they held. */
@Injectable()
export class HoldExpiryJob {
  private readonly logger = new Logger(HoldExpiryJob.name);
  private readonly sweeps = new Map<string, ExpirySweep>();

  constructor(
    private readonly held: HeldOrders,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Interval(5_000)
  async tick(): Promise<void> {
    for (const sweep of this.sweepsOfKinds()) await sweep.tick();
  }

  /** Expires every hold that has run out; answers how many this instance expired. */
  async run(): Promise<number> {
    let expired = 0;
    for (const sweep of this.sweepsOfKinds()) expired += await sweep.run();
    return expired;
  }

  private sweepsOfKinds(): ExpirySweep[] {
    return this.held.registered().map((kind) => {
      let sweep = this.sweeps.get(kind.name);
      if (!sweep) {
        sweep = new ExpirySweep(
          this.logger,
          `${kind.name} hold`,
          (now, limit) => kind.expiredHoldIds(now, limit),
          (id) => this.held.end(kind, id, 'expired'),
          () => this.clock.now(),
        );
        this.sweeps.set(kind.name, sweep);
      }
      return sweep;
    });
  }
}
