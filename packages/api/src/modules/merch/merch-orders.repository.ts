import type { MerchOrderFulfilment, MerchOrderStatus } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { type EntityManager, In, IsNull, LessThanOrEqual } from 'typeorm';
import { clearDiscount, type DiscountChoice, writeDiscount } from '../../database/order-discount.js';
import { sqlOf } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { MerchOrderItem } from './entities/merch-order-item.entity.js';
import { MerchOrder } from './entities/merch-order.entity.js';

/** Merch orders and their lines. */
@Injectable()
export class MerchOrdersRepository extends TransactionalRepository {
  async insertOrder(
    tx: EntityManager,
    values: Omit<MerchOrder, 'id'>,
    items: Omit<MerchOrderItem, 'id' | 'orderId'>[],
  ): Promise<MerchOrder> {
    const result = await tx.insert(MerchOrder, values);
    const id = Number(result.identifiers[0]!.id);
    await tx.insert(
      MerchOrderItem,
      items.map((item) => ({ ...item, orderId: id })),
    );
    return { ...values, id };
  }

  /**
   * Moves an order from one status to another with the fields that go with it; false when
   * someone else moved it first (the one conditional UPDATE decides).
   */
  async transition(
    tx: EntityManager | undefined,
    id: number,
    from: MerchOrderStatus,
    to: MerchOrderStatus,
    set: Partial<MerchOrder>,
    options: { expiredBy?: number; amountDue?: number } = {},
  ): Promise<boolean> {
    const query = this.manager(tx)
      .createQueryBuilder()
      .update(MerchOrder)
      .set({ ...set, status: to })
      .where('id = :id AND status = :from', { id, from });
    if (options.expiredBy !== undefined) query.andWhere('expires_at <= :at', { at: options.expiredBy });
    // Paid only while still due what the payment charged (its discount did not change meanwhile).
    if (options.amountDue !== undefined) query.andWhere('amount_due = :due', { due: options.amountDue });
    const result = await query.execute();
    return result.affected === 1;
  }

  /** A held order's discount, if unchanged since `version` and no payment is under way (`writeDiscount`). */
  setDiscount(
    tx: EntityManager,
    order: Pick<MerchOrder, 'id' | 'total'>,
    version: number,
    discount: DiscountChoice,
    now: number,
  ): Promise<boolean> {
    return writeDiscount(sqlOf(this.dataSource), 'merch_orders', tx, order, version, discount, now);
  }

  /** Drops an ended order's discount (the caller gave its voucher and coins back in `tx`): due its total. */
  clearDiscount(tx: EntityManager, id: number): Promise<void> {
    return clearDiscount(sqlOf(this.dataSource), 'merch_orders', tx, id);
  }

  findById(id: number, tx?: EntityManager): Promise<MerchOrder | null> {
    return this.manager(tx).findOneBy(MerchOrder, { id });
  }

  findByNo(orderNo: string, tx?: EntityManager): Promise<MerchOrder | null> {
    return this.manager(tx).findOneBy(MerchOrder, { orderNo });
  }

  findByKey(userId: number, idempotencyKey: string): Promise<MerchOrder | null> {
    return this.manager().findOneBy(MerchOrder, { userId, idempotencyKey });
  }

  itemsOf(orderIds: number[], tx?: EntityManager): Promise<MerchOrderItem[]> {
    return orderIds.length
      ? this.manager(tx).find(MerchOrderItem, { where: { orderId: In(orderIds) }, order: { id: 'ASC' } })
      : Promise.resolve([]);
  }

  listFor(userId: number, status: MerchOrderStatus | undefined, skip: number, take: number) {
    return this.manager().findAndCount(MerchOrder, {
      where: status ? { userId, status } : { userId },
      order: { id: 'DESC' },
      skip,
      take,
    });
  }

  /**
   * Paid orders of one kind waiting for the organiser (to ship, or to hand over), of these events
   * (undefined: all, merch without an event too), oldest paid first.
   */
  awaiting(fulfilment: MerchOrderFulfilment, eventIds: number[] | undefined, limit: number): Promise<MerchOrder[]> {
    if (eventIds && !eventIds.length) return Promise.resolve([]);
    return this.manager().find(MerchOrder, {
      where: { status: 'paid', fulfilment, ...(eventIds ? { eventId: In(eventIds) } : {}) },
      order: { paidAt: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  /** A paid pick-up order marked ready, once (false when it is not paid or already ready). */
  async markReady(tx: EntityManager, id: number, now: number): Promise<boolean> {
    const result = await this.manager(tx)
      .createQueryBuilder()
      .update(MerchOrder)
      .set({ readyAt: now, updatedAt: now })
      .where("id = :id AND status = 'paid' AND fulfilment = 'pickup' AND ready_at IS NULL", { id })
      .execute();
    return result.affected === 1;
  }

  /** Ids of holds whose time ran out (the expiry job then claims each one conditionally). */
  async expiredHoldIds(now: number, limit: number): Promise<number[]> {
    const rows = await this.manager().find(MerchOrder, {
      select: { id: true },
      // A checkout's part ends with its checkout (that kind's sweep), never alone.
      where: { status: 'held', expiresAt: LessThanOrEqual(now), checkoutId: IsNull() },
      order: { expiresAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }
}
