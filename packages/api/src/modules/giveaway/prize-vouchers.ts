import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { VouchersService } from '../vouchers/index.js';
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
