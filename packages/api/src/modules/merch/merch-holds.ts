import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import type { DiscountChoice } from '../../database/order-discount.js';
import { HeldOrders, type HeldOrderKind, type HoldEnd, type HoldPart } from '../held-orders/index.js';
import type { MerchOrderItem } from './entities/merch-order-item.entity.js';
import type { MerchOrder } from './entities/merch-order.entity.js';
import type { MerchProduct } from './entities/merch-product.entity.js';
import { MerchMailer } from './merch-mailer.js';
import { MerchOrdersRepository } from './merch-orders.repository.js';
import { MerchRepository } from './merch.repository.js';

/** A hold to place, already checked against the items' rules by the caller. */
export interface MerchHoldRequest {
  order: Omit<MerchOrder, 'id'>;
  items: Omit<MerchOrderItem, 'id' | 'orderId'>[];
  /** Holder-only items and the ticket they are counted against. */
  exclusive: { ticketId: number; product: MerchProduct; quantity: number }[];
}

/**
 * Merch orders as a kind of held order (the held-orders core runs their lifecycle): what a hold
 * takes is stock, and for holder-only items the allowance of the ticket they are bought against.
 * Every count moves by one conditional UPDATE inside the transaction that writes the order.
 */
@Injectable()
export class MerchHolds implements HeldOrderKind<MerchOrder>, OnModuleInit {
  readonly name = 'merch';
  readonly prefix = 'M';

  constructor(
    private readonly held: HeldOrders,
    private readonly merch: MerchRepository,
    private readonly orders: MerchOrdersRepository,
    private readonly mailer: MerchMailer,
  ) {}

  onModuleInit(): void {
    this.held.register(this);
  }

  /** Places a hold: the tickets' allowances, the order rows, then each variant in id order. */
  place(request: MerchHoldRequest): Promise<MerchOrder> {
    return this.held.place(this.held.alone(this.part(request)));
  }

  /** A hold's writes, alone or as a checkout's part (its order then names the checkout). */
  part(request: MerchHoldRequest): HoldPart<MerchOrder> {
    const now = request.order.createdAt;
    const items = [...request.items].sort((a, b) => a.variantId - b.variantId);
    return {
      limits: request.exclusive.map((e) => ({
        take: (tx) => this.merch.ticketCountUp(tx, e.ticketId, e.product.id, e.quantity, e.product.perTicketLimit),
        refusal: () =>
          new AppError(
            'MERCH_EXCLUSIVE_LIMIT',
            { num: e.product.perTicketLimit },
            { productId: e.product.id, limit: e.product.perTicketLimit },
          ),
      })),
      write: (tx, checkoutId) => this.orders.insertOrder(tx, { ...request.order, checkoutId }, items),
      stock: items.map((item) => ({
        take: (tx) => this.merch.hold(tx, item.variantId, item.quantity, now),
        refusal: () => new AppError('MERCH_SOLD_OUT', {}, { variantId: item.variantId }),
      })),
    };
  }

  /** A part's items as its receipt names them ("Tee (M) × 2, …"), read in the transaction. */
  async itemsLine(tx: EntityManager, orderId: number): Promise<string> {
    const items = await this.orders.itemsOf([orderId], tx);
    const products = await this.merch.findProducts([...new Set(items.map((i) => i.productId))], tx);
    const variants = await this.merch.findVariants([...new Set(items.map((i) => i.variantId))], tx);
    return items
      .map((i) => {
        const name = products.find((p) => p.id === i.productId)?.name ?? '';
        const label = variants.find((v) => v.id === i.variantId)?.label ?? '';
        return `${name} (${label}) × ${i.quantity}`;
      })
      .join(', ');
  }

  /** A checkout's part paid with its checkout: held -> paid and its units sold, in the settling transaction. */
  async payPart(tx: EntityManager, orderId: number, now: number): Promise<boolean> {
    if (!(await this.orders.transition(tx, orderId, 'held', 'paid', { paidAt: now, updatedAt: now }))) return false;
    await this.sell(tx, orderId, now);
    await this.mailer.ready(tx, (await this.orders.findById(orderId, tx))!);
    return true;
  }

  /** Ends a hold (expired or cancelled) through the core; false when it was no longer held. */
  end(orderId: number, to: HoldEnd): Promise<boolean> {
    return this.held.end(this, orderId, to);
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
  async giveBackUnits(tx: EntityManager, order: MerchOrder, now: number, from: 'held' | 'sold'): Promise<void> {
    const items = (await this.orders.itemsOf([order.id], tx)).sort((a, b) => a.variantId - b.variantId);
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

  // The kind's rows and inventory, as the held-orders core uses them.

  findById(id: number, tx?: EntityManager): Promise<MerchOrder | null> {
    return this.orders.findById(id, tx);
  }

  findByNo(orderNo: string): Promise<MerchOrder | null> {
    return this.orders.findByNo(orderNo);
  }

  findByKey(userId: number, idempotencyKey: string): Promise<MerchOrder | null> {
    return this.orders.findByKey(userId, idempotencyKey);
  }

  expiredHoldIds(now: number, limit: number): Promise<number[]> {
    return this.orders.expiredHoldIds(now, limit);
  }

  close(tx: EntityManager, id: number, to: HoldEnd, now: number): Promise<boolean> {
    const set = { endedAt: now, updatedAt: now };
    return this.orders.transition(tx, id, 'held', to, set, to === 'expired' ? { expiredBy: now } : {});
  }

  async giveBack(tx: EntityManager, order: MerchOrder, _to: HoldEnd, now: number): Promise<void> {
    await this.giveBackUnits(tx, order, now, 'held');
  }

  setDiscount(tx: EntityManager, order: MerchOrder, version: number, discount: DiscountChoice, now: number) {
    return this.orders.setDiscount(tx, order, version, discount, now);
  }

  clearDiscount(tx: EntityManager, id: number): Promise<void> {
    return this.orders.clearDiscount(tx, id);
  }
}
