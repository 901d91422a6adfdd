import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';

/**
 * TEMPORARY until the vouchers module (branch wallet-rewards) is on main: its VouchersService is
 * not here yet, so granting a voucher prize fails loudly (the draw logs it; the winner is still
 * told by notice and e-mail). On merge this class goes and `VouchersService` is imported from
 * '../vouchers/index.js' (and VouchersModule imported by GiveawayModule); nothing else changes.
 */
export class VouchersService {
  grantTo(..._a: unknown[]): Promise<void> {
    return Promise.reject(new Error('voucher prizes need the vouchers module, not merged yet'));
  }
}
import type { VoucherPrize } from './campaign-input.js';

const DAY_MS = 86_400_000;

/** A voucher prize lands in the winner's My Voucher: the vouchers module's grant, once per key. */
@Injectable()
export class PrizeVouchers {
  constructor(
    private readonly vouchers: VouchersService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async grant(userId: number, prize: VoucherPrize, title: string, grantKey: string): Promise<void> {
    const now = this.clock.now();
    await this.vouchers.grantTo(userId, {
      title,
      kind: prize.kind,
      value: prize.value,
      cap: prize.cap ?? null,
      minSpend: prize.minSpend ?? 0,
      scope: prize.scope ?? 'any',
      eventId: prize.eventId ?? null,
      validFrom: now,
      validTo: now + prize.validDays * DAY_MS,
      code: null,
      grantKey,
    });
  }
}
