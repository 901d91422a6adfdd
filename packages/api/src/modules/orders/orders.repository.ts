import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, In, LessThanOrEqual } from 'typeorm';
import type { OrderStatus } from '@fanpass/contracts';
import { sqlOf } from '../../infra/sql.js';
import { OrderItem } from './entities/order-item.entity.js';
import { Order } from './entities/order.entity.js';

/** The columns the discount (vouchers, Fan Coin) writes. */
export type DiscountColumn = 'voucherId' | 'voucherDiscount' | 'fanCoinUsed' | 'fanCoinDiscount' | 'amountDue';

/** An order without a discount: due its total. */
export function noDiscount(total: number): Pick<Order, DiscountColumn> {
  return { voucherId: null, voucherDiscount: 0, fanCoinUsed: 0, fanCoinDiscount: 0, amountDue: total };
}

export function liveKeyOf(userId: number, eventId: number): string {
  return `${userId}:${eventId}`;
}

/** Orders, their items and the per-(account, event) ticket counter. */
@Injectable()
export class OrdersRepository extends TransactionalRepository {
  /**
   * Adds n tickets to an account's count for an event unless that passes the limit. The row is
   * made sure of first; on MySQL with ON DUPLICATE KEY UPDATE, which locks an existing row
   * exclusively (INSERT IGNORE would take a shared lock that two transactions then both try to
   * upgrade: a deadlock).
   */
  async countUp(tx: EntityManager, userId: number, eventId: number, n: number, limit: number): Promise<boolean> {
    const sql = sqlOf(this.dataSource);
    await sql.run(
      sql.mysql
        ? 'INSERT INTO purchase_counters (user_id, event_id, tickets) VALUES (?, ?, 0) ON DUPLICATE KEY UPDATE tickets = tickets'
        : 'INSERT OR IGNORE INTO purchase_counters (user_id, event_id, tickets) VALUES (?, ?, 0)',
      [userId, eventId],
      tx,
    );
    const result = await sql.run(
      'UPDATE purchase_counters SET tickets = tickets + ? WHERE user_id = ? AND event_id = ? AND tickets + ? <= ?',
      [n, userId, eventId, n, limit],
      tx,
    );
    return result.affected === 1;
  }

  /** Tickets an account holds or has bought for an event (a hint; countUp decides). */
  async ticketsOf(userId: number, eventId: number): Promise<number> {
    const [row] = await sqlOf(this.dataSource).rows<{ tickets: unknown }>(
      'SELECT tickets FROM purchase_counters WHERE user_id = ? AND event_id = ?',
      [userId, eventId],
    );
    return row ? Number(row.tickets) : 0;
  }

  async countDown(tx: EntityManager, userId: number, eventId: number, n: number): Promise<boolean> {
    const result = await sqlOf(this.dataSource).run(
      'UPDATE purchase_counters SET tickets = tickets - ? WHERE user_id = ? AND event_id = ? AND tickets >= ?',
      [n, userId, eventId, n],
      tx,
    );
    return result.affected === 1;
  }

  /** Writes an order (due its total, no discount yet) and all its items; answers the order as written. */
  async insertOrder(
    tx: EntityManager,
    values: Omit<Order, 'id' | DiscountColumn>,
    items: Omit<OrderItem, 'id' | 'orderId'>[],
  ): Promise<Order> {
    const sql = sqlOf(this.dataSource);
    const v = { ...values, ...noDiscount(values.total) };
    const { insertId: id } = await sql.run(
      'INSERT INTO orders (order_no, user_id, event_id, status, source, platform, hold_minutes, quantity, total, currency, ' +
        'attendees, idempotency_key, live_key, expires_at, paid_at, created_at, updated_at, amount_due) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        v.orderNo,
        v.userId,
        v.eventId,
        v.status,
        v.source,
        v.platform,
        v.holdMinutes,
        v.quantity,
        v.total,
        v.currency,
        v.attendees,
        v.idempotencyKey,
        v.liveKey,
        v.expiresAt,
        v.paidAt,
        v.createdAt,
        v.updatedAt,
        v.amountDue,
      ],
      tx,
    );
    if (!id) throw new Error(`order ${v.orderNo} was written without an id`);
    await sql.run(
      `INSERT INTO order_items (order_id, ticket_type_id, quantity, unit_price) VALUES ${items.map(() => '(?, ?, ?, ?)').join(', ')}`,
      items.flatMap((item) => [id, item.ticketTypeId, item.quantity, item.unitPrice]),
      tx,
    );
    return { id, ...v };
  }

  /** Moves an order from one status to another; false when someone else moved it first. */
  async transition(
    tx: EntityManager,
    id: number,
    from: OrderStatus,
    to: OrderStatus,
    now: number,
    options: { expiredBy?: number; paidAt?: number } = {},
  ): Promise<boolean> {
    const query = tx
      .createQueryBuilder()
      .update(Order)
      // Leaving 'held' frees the fan's one live hold for the event.
      .set({ status: to, updatedAt: now, liveKey: null, ...(options.paidAt ? { paidAt: options.paidAt } : {}) })
      .where('id = :id AND status = :from', { id, from });
    if (options.expiredBy !== undefined) query.andWhere('expires_at <= :at', { at: options.expiredBy });
    const result = await query.execute();
    return result.affected === 1;
  }

  findById(id: number): Promise<Order | null> {
    return this.findByIdInTx(this.manager(), id);
  }

  /** The order as the unit of work sees it (after its own writes). */
  findByIdInTx(tx: EntityManager, id: number): Promise<Order | null> {
    return tx.findOneBy(Order, { id });
  }

  findByNo(orderNo: string): Promise<Order | null> {
    return this.manager().findOneBy(Order, { orderNo });
  }

  /** The fan's live direct hold for an event, if any (it may have run out without being expired yet). */
  findLiveHold(userId: number, eventId: number): Promise<Order | null> {
    return this.manager().findOneBy(Order, { liveKey: liveKeyOf(userId, eventId) });
  }

  findByKey(userId: number, idempotencyKey: string): Promise<Order | null> {
    return this.manager().findOneBy(Order, { userId, idempotencyKey });
  }

  itemsOf(orderIds: number[]): Promise<OrderItem[]> {
    return this.itemsOfInTx(this.manager(), orderIds);
  }

  itemsOfInTx(tx: EntityManager, orderIds: number[]): Promise<OrderItem[]> {
    return orderIds.length
      ? tx.find(OrderItem, { where: { orderId: In(orderIds) }, order: { id: 'ASC' } })
      : Promise.resolve([]);
  }

  listFor(userId: number, status: OrderStatus | undefined, skip: number, take: number) {
    return this.manager().findAndCount(Order, {
      where: status ? { userId, status } : { userId },
      order: { id: 'DESC' },
      skip,
      take,
    });
  }

  /** Ids of holds whose time ran out (the expiry job then claims each one conditionally). */
  async expiredHoldIds(now: number, limit: number): Promise<number[]> {
    const rows = await this.manager().find(Order, {
      select: { id: true },
      where: { status: 'held', expiresAt: LessThanOrEqual(now) },
      order: { expiresAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }
}
