import type { EntityManager } from 'typeorm';
import type { Order } from './entities/order.entity.js';

/**
 * What a resale order (`source = 'resale'`) holds: one fan's listed ticket instead of seats. The
 * resale module owns the listings and registers itself here at start-up (it depends on orders,
 * so orders only declare the need, as with the waiting list's `ReturnedSeats`).
 */
export interface ResaleStock {
  /**
   * In the transaction that ends a held resale order (expired or cancelled): its listing goes
   * back on offer (the next waiting fan, else the event page). May answer work for after the commit.
   */
  released(
    tx: EntityManager,
    order: Order,
    to: 'expired' | 'cancelled',
    now: number,
  ): Promise<(() => Promise<void>) | void>;
  /**
   * In the transaction that pays the order, before it is marked paid: the listing held by this
   * order becomes sold and its ticket the buyer's. False (nothing written) when the order no
   * longer holds its listing: the charge is then refunded, never kept.
   */
  sell(tx: EntityManager, order: Order, now: number): Promise<boolean>;
  /** After the commit that paid it: the refund a return owes, sent (its e-mails are in the outbox). Never throws. */
  afterSold(orderId: number): Promise<void>;
  /**
   * Of a paid order's tickets, how many per seat area its holder has resold (sold listings taken
   * from it): no longer theirs, so an operator's refund neither returns their seats nor repays them.
   */
  resoldFrom(tx: EntityManager, orderId: number): Promise<Map<number, number>>;
  /**
   * In an operator's refund of a paid order: its tickets' live listings withdrawn (a buyer paying
   * one now is refunded). False when one of them was sold or changed meanwhile: decide again.
   */
  withdrawFrom(tx: EntityManager, orderId: number, now: number): Promise<boolean>;
}

/** No resale module: no resale order can exist. */
export const NO_RESALE: ResaleStock = {
  released: () => Promise.resolve(),
  sell: () => Promise.resolve(false),
  afterSold: () => Promise.resolve(),
  resoldFrom: () => Promise.resolve(new Map()),
  withdrawFrom: () => Promise.resolve(true),
};
