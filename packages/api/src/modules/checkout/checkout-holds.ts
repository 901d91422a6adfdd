import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DiscountChoice } from '../../database/order-discount.js';
import { HeldOrders, type HeldOrderKind, type HoldEnd } from '../held-orders/index.js';
import { MerchHolds } from '../merch/index.js';
import { HoldsService } from '../orders/index.js';
import type { Checkout } from './entities/checkout.entity.js';
import { CheckoutsRepository } from './checkouts.repository.js';

/**
 * Checkouts as a kind of held order (the held-orders core runs their lifecycle): what a hold
 * takes is what its parts' kinds take — seats against the fan's limit (ticket orders), stock and
 * a ticket's allowance (merch orders) — in the one transaction that writes the checkout and both
 * parts. Its end ends both parts through their kinds, in the transaction that ended it.
 */
@Injectable()
export class CheckoutHolds implements HeldOrderKind<Checkout>, OnModuleInit {
  readonly name = 'checkout';
  readonly prefix = 'C';
  readonly ownsParts = true;

  constructor(
    private readonly held: HeldOrders,
    private readonly checkouts: CheckoutsRepository,
    private readonly tickets: HoldsService,
    private readonly merch: MerchHolds,
  ) {}

  onModuleInit(): void {
    this.held.register(this);
  }

  /** Ticket vouchers for a checkout with tickets (the event's or any), merch vouchers for merch only. */
  voucherScope(order: Checkout): 'ticket' | 'merch' {
    return order.tickets > 0 ? 'ticket' : 'merch';
  }

  findById(id: number, tx?: EntityManager): Promise<Checkout | null> {
    return this.checkouts.findById(id, tx);
  }

  findByNo(orderNo: string): Promise<Checkout | null> {
    return this.checkouts.findByNo(orderNo);
  }

  findByKey(userId: number, idempotencyKey: string): Promise<Checkout | null> {
    return this.checkouts.findByKey(userId, idempotencyKey);
  }

  expiredHoldIds(now: number, limit: number): Promise<number[]> {
    return this.checkouts.expiredHoldIds(now, limit);
  }

  close(tx: EntityManager, id: number, to: HoldEnd, now: number): Promise<boolean> {
    const set = { endedAt: now, updatedAt: now };
    return this.checkouts.transition(tx, id, 'held', to, set, to === 'expired' ? { expiredBy: now } : {});
  }

  /** Both parts end with it (the same end), and each gives back what it took: seats, stock, allowance. */
  async giveBack(tx: EntityManager, order: Checkout, to: HoldEnd, now: number): Promise<() => Promise<void>> {
    const parts = await this.checkouts.partsOf(order.id, tx);
    let afterCommit: (() => Promise<void>) | void = undefined;
    if (parts.tickets) {
      // A part's hold ends when its checkout's does (same expiry): closed here, never on its own.
      if (!(await this.tickets.close(tx, parts.tickets.id, to, Math.max(now, parts.tickets.expiresAt)))) {
        throw new Error(`ticket part ${parts.tickets.orderNo} of checkout ${order.orderNo} was no longer held`);
      }
      afterCommit = await this.tickets.giveBack(tx, parts.tickets, to, now);
    }
    if (parts.merch) {
      if (!(await this.merch.close(tx, parts.merch.id, to, Math.max(now, parts.merch.expiresAt)))) {
        throw new Error(`merch part ${parts.merch.orderNo} of checkout ${order.orderNo} was no longer held`);
      }
      await this.merch.giveBack(tx, parts.merch, to, now);
    }
    return async () => {
      if (afterCommit) await afterCommit();
    };
  }

  setDiscount(tx: EntityManager, order: Checkout, version: number, discount: DiscountChoice, now: number) {
    return this.checkouts.setDiscount(tx, order, version, discount, now);
  }

  clearDiscount(tx: EntityManager, id: number): Promise<void> {
    return this.checkouts.clearDiscount(tx, id);
  }
}
