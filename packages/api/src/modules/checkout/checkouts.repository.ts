import type { CheckoutStatus } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { type EntityManager, LessThanOrEqual } from 'typeorm';
import { clearDiscount, type DiscountChoice, writeDiscount } from '../../database/order-discount.js';
import { sqlOf } from '../../database/sql.js';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { Order } from '../orders/index.js';
import { MerchOrder } from '../merch/index.js';
import { Checkout } from './entities/checkout.entity.js';

/** Checkouts, and the parts (a ticket order, a merch order) that name them. */
@Injectable()
export class CheckoutsRepository extends TransactionalRepository {
  async insert(tx: EntityManager, values: Omit<Checkout, 'id'>): Promise<Checkout> {
    const result = await tx.insert(Checkout, values);
    return { ...values, id: Number(result.identifiers[0]!.id) };
  }

  /**
   * Moves a checkout from one status to another; false when someone else moved it first (the one
   * conditional UPDATE decides). An expiry only once its time ran out; a payment only while it is
   * still due what the payment charged.
   */
  async transition(
    tx: EntityManager,
    id: number,
    from: CheckoutStatus,
    to: CheckoutStatus,
    set: Partial<Checkout>,
    options: { expiredBy?: number; amountDue?: number } = {},
  ): Promise<boolean> {
    const query = tx
      .createQueryBuilder()
      .update(Checkout)
      .set({ ...set, status: to })
      .where('id = :id AND status = :from', { id, from });
    if (options.expiredBy !== undefined) query.andWhere('expires_at <= :at', { at: options.expiredBy });
    if (options.amountDue !== undefined) query.andWhere('amount_due = :due', { due: options.amountDue });
    return (await query.execute()).affected === 1;
  }

  setDiscount(
    tx: EntityManager,
    order: Pick<Checkout, 'id' | 'total'>,
    version: number,
    discount: DiscountChoice,
    now: number,
  ): Promise<boolean> {
    return writeDiscount(sqlOf(this.dataSource), 'checkouts', tx, order, version, discount, now);
  }

  clearDiscount(tx: EntityManager, id: number): Promise<void> {
    return clearDiscount(sqlOf(this.dataSource), 'checkouts', tx, id);
  }

  findById(id: number, tx?: EntityManager): Promise<Checkout | null> {
    return this.manager(tx).findOneBy(Checkout, { id });
  }

  findByNo(orderNo: string): Promise<Checkout | null> {
    return this.manager().findOneBy(Checkout, { orderNo });
  }

  findByKey(userId: number, idempotencyKey: string): Promise<Checkout | null> {
    return this.manager().findOneBy(Checkout, { userId, idempotencyKey });
  }

  /** Its parts: the ticket order and the merch order naming it (either may be absent). */
  async partsOf(checkoutId: number, tx?: EntityManager): Promise<{ tickets: Order | null; merch: MerchOrder | null }> {
    const manager = this.manager(tx);
    return {
      tickets: await manager.findOneBy(Order, { checkoutId }),
      merch: await manager.findOneBy(MerchOrder, { checkoutId }),
    };
  }

  async expiredHoldIds(now: number, limit: number): Promise<number[]> {
    const rows = await this.manager().find(Checkout, {
      select: { id: true },
      where: { status: 'held', expiresAt: LessThanOrEqual(now) },
      order: { expiresAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }
}
