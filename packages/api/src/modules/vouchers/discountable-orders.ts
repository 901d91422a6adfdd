import type { DiscountTarget } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { DiscountChoice } from '../../database/order-discount.js';
import { HeldOrders, type HeldOrderKind, type HeldOrderRow } from '../held-orders/index.js';
import type { AuthUser } from '../sessions/index.js';

/** An order a discount lowers, of either kind: a ticket order (`T…`) or a merch order (`M…`). */
export type DiscountableOrder = HeldOrderRow;

/**
 * The orders a voucher and Fan Coin may lower: the held orders of every kind, read and written
 * through the kind that owns each (chosen by the order number's letter). All carry the same
 * discount columns (`database/order-discount.ts`).
 */
@Injectable()
export class DiscountableOrders {
  constructor(private readonly held: HeldOrders) {}

  /** An order of mine (anyone else's is not found, in its kind's words), expired first if its hold ran out. */
  async mine(user: AuthUser, orderNo: string): Promise<DiscountableOrder> {
    const kind = this.held.kindOf(orderNo);
    const order = kind && (await this.held.mine(kind, user.id, orderNo));
    if (!order)
      throw new AppError(
        kind?.name === 'merch'
          ? 'MERCH_ORDER_NOT_FOUND'
          : kind?.name === 'checkout'
            ? 'CHECKOUT_NOT_FOUND'
            : 'ORDER_NOT_FOUND',
      );
    // A checkout's part is discounted through its checkout, which its one payment charges.
    if (order.checkoutId != null) throw new AppError('CHECKOUT_PART');
    return order;
  }

  /** The order as it is now. */
  async reread(order: DiscountableOrder): Promise<DiscountableOrder> {
    return (await this.kindOf(order).findById(order.id))!;
  }

  /** What voucher terms weigh: the order's kind, its event and its undiscounted total. */
  targetOf(order: DiscountableOrder): DiscountTarget {
    const kind = this.kindOf(order);
    const scope = kind.voucherScope ? kind.voucherScope(order) : kind.name === 'merch' ? 'merch' : 'ticket';
    return { kind: scope, eventId: order.eventId, amount: order.total };
  }

  /** Writes the discount if unchanged since `version` and no payment is under way (one conditional UPDATE). */
  setDiscount(
    tx: EntityManager,
    order: DiscountableOrder,
    version: number,
    d: DiscountChoice,
    now: number,
  ): Promise<boolean> {
    return this.kindOf(order).setDiscount(tx, order, version, d, now);
  }

  /** Drops an ended order's discount: it is due its total again. */
  clearDiscount(tx: EntityManager, order: DiscountableOrder): Promise<void> {
    return this.kindOf(order).clearDiscount(tx, order.id);
  }

  private kindOf(order: DiscountableOrder): HeldOrderKind {
    return this.held.kindOf(order.orderNo)!;
  }
}
