import type { MerchOrderStatus } from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { TransactionRunner } from '../../database/transaction.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import type { MerchOrderItem } from './entities/merch-order-item.entity.js';
import type { MerchOrder } from './entities/merch-order.entity.js';
import type { MerchProduct } from './entities/merch-product.entity.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';
import { MerchRepository } from './merch.repository.js';

/** Thrown inside the hold's transaction to roll it back with a business error. */
class Refused extends AppError {}

/** A hold to place, already checked against the items' rules by the caller. */
export interface MerchHoldRequest {
  order: Omit<MerchOrder, 'id'>;
  items: Omit<MerchOrderItem, 'id' | 'orderId'>[];
  /** Holder-only items and the ticket they are counted against. */
  exclusive: { ticketId: number; product: MerchProduct; quantity: number }[];
}

/**
 * Stock holds and their return. Every count moves by one conditional UPDATE inside the
 * transaction that writes the order: the order rows, the per-ticket allowances, then each
 * variant in id order (the contended rows last, so MySQL holds their locks only until commit).
 */
@Injectable()
export class MerchHolds {
  private readonly endedListeners: ((tx: EntityManager, order: MerchOrder) => Promise<void>)[] = [];

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly merch: MerchRepository,
    private readonly orders: MerchOrdersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  place(request: MerchHoldRequest): Promise<MerchOrder> {
    const now = request.order.createdAt;
    const items = [...request.items].sort((a, b) => a.variantId - b.variantId);
    return this.transactions.withTransaction(async (tx) => {
      const order = await this.orders.insertOrder(tx, request.order, items);
      for (const e of request.exclusive) {
        if (!(await this.merch.ticketCountUp(tx, e.ticketId, e.product.id, e.quantity, e.product.perTicketLimit))) {
          throw new Refused(
            'MERCH_EXCLUSIVE_LIMIT',
            { num: e.product.perTicketLimit },
            { productId: e.product.id, limit: e.product.perTicketLimit },
          );
        }
      }
      for (const item of items) {
        if (!(await this.merch.hold(tx, item.variantId, item.quantity, now))) {
          throw new Refused('MERCH_SOLD_OUT', {}, { variantId: item.variantId });
        }
      }
      return order;
    });
  }

  /**
   * Runs in the transaction that ends a hold (expired or cancelled), after its claim: the vouchers
   * module gives the order's voucher and Fan Coin back there.
   */
  onEnded(listener: (tx: EntityManager, order: MerchOrder) => Promise<void>): void {
    this.endedListeners.push(listener);
  }

  /**
   * Ends a hold (expired or cancelled) and gives its stock, ticket allowance and discount back:
   * claimed by a conditional UPDATE, so only one caller does it. False when the order was no
   * longer held.
   */
  end(orderId: number, to: Extract<MerchOrderStatus, 'expired' | 'cancelled'>): Promise<boolean> {
    const now = this.clock.now();
    return this.transactions.withTransaction(async (tx) => {
      const claimed = await this.orders.transition(
        tx,
        orderId,
        'held',
        to,
        { endedAt: now, updatedAt: now },
        to === 'expired' ? { expiredBy: now } : {},
      );
      if (!claimed) return false;
      if (this.endedListeners.length) {
        const order = (await this.orders.findById(orderId, tx))!;
        for (const listener of this.endedListeners) await listener(tx, order);
      }
      await this.giveBack(tx, orderId, now, 'held');
      return true;
    });
  }

  /** Paid: the held units become sold ones (in the settling transaction). */
  async sell(tx: EntityManager, orderId: number, now: number): Promise<void> {
    for (const item of await this.orders.itemsOf([orderId], tx)) {
      if (!(await this.merch.sell(tx, item.variantId, item.quantity, now))) {
        throw new Error(`merch variant ${item.variantId} holds fewer than ${item.quantity} units of order ${orderId}`);
      }
    }
  }

  /** Units (held or sold) and ticket allowance back to sale, in the caller's transaction. */
  async giveBack(tx: EntityManager, orderId: number, now: number, from: 'held' | 'sold'): Promise<void> {
    const order = (await this.orders.findById(orderId, tx))!;
    const items = (await this.orders.itemsOf([orderId], tx)).sort((a, b) => a.variantId - b.variantId);
    if (order.ticketId !== null) {
      const products = await this.merch.findProducts([...new Set(items.map((i) => i.productId))], tx);
      for (const product of products.filter((p) => p.access === 'holders')) {
        const n = items.filter((i) => i.productId === product.id).reduce((sum, i) => sum + i.quantity, 0);
        await this.merch.ticketCountDown(tx, order.ticketId, product.id, n);
      }
    }
    for (const item of items) {
      const ok =
        from === 'held'
          ? await this.merch.release(tx, item.variantId, item.quantity, now)
          : await this.merch.unsell(tx, item.variantId, item.quantity, now);
      if (!ok) throw new Error(`merch variant ${item.variantId} has fewer ${from} units than order ${order.orderNo}`);
    }
  }
}
