import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { Clock } from '../../../infra/clock.js';
import { ExpirySweep } from '../../../infra/expiry-sweep.js';
import { CLOCK } from '../../../infra/tokens.js';
import { TransfersService } from './transfers.service.js';

/**
 * Gives back the tickets whose invited recipients did not accept in time (TRANSFER_INVITE_HOURS).
 * Safe in many instances: each transfer is ended by one conditional UPDATE (pending -> expired).
 */
@Injectable()
export class TransferExpiryJob {
  private readonly sweep: ExpirySweep;

  constructor(transfers: TransfersService, @Inject(CLOCK) clock: Clock) {
    this.sweep = new ExpirySweep(
      new Logger(TransferExpiryJob.name),
      'transfer invitation',
      (now, limit) => transfers.expiredPendingIds(now, limit),
      (id) => transfers.expire(id),
      () => clock.now(),
    );
  }

  @Interval(60_000)
  tick(): Promise<void> {
    return this.sweep.tick();
  }

  /** Gives back every ticket whose invitation has run out; answers how many. */
  run(): Promise<number> {
    return this.sweep.run();
  }
}
