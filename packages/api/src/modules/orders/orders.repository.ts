import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../../infra/transactional-repository.js';
import { type EntityManager, IsNull, LessThanOrEqual } from 'typeorm';
import type { OrderStatus } from '@fanpass/contracts';
import { ReadBatch } from '../../infra/read-batch.js';
import { inList, num, numOrNull, type SqlRow, sqlOf } from '../../database/sql.js';
import {
  clearDiscount,
  type DiscountChoice,
  noDiscount,
  type OrderDiscount,
  writeDiscount,
} from '../../database/order-discount.js';
import { OrderItem } from './entities/order-item.entity.js';
import { Order } from './entities/order.entity.js';

/** The columns the discount (vouchers, Fan Coin) writes. */
export type DiscountColumn = keyof OrderDiscount;

/** An order row as plain SQL reads it (the hot reads of the order path skip TypeORM's query building). */
function orderFromRow(row: SqlRow): Order {
  return {
    id: num(row.id),
    orderNo: row.order_no as string,
    userId: num(row.user_id),
    eventId: num(row.event_id),
    status: row.status as Order['status'],
    source: row.source as Order['source'],
    platform: row.platform as string,
    holdMinutes: num(row.hold_minutes),
    quantity: num(row.quantity),
    total: num(row.total),
    currency: row.currency as string,
    attendees: (row.attendees as string | null) ?? null,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    liveKey: (row.live_key as string | null) ?? null,
    checkoutId: numOrNull(row.checkout_id),
    voucherId: numOrNull(row.voucher_id),
    voucherDiscount: num(row.voucher_discount),
    fanCoinUsed: num(row.fan_coin_used),
    fanCoinDiscount: num(row.fan_coin_discount),
    amountDue: num(row.amount_due),
    discountVersion: num(row.discount_version),
    expiresAt: num(row.expires_at),
    paidAt: numOrNull(row.paid_at),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
}

const ORDER_COLUMNS =
  'id, order_no, user_id, event_id, status, source, platform, hold_minutes, quantity, total, currency, attendees, ' +
  'idempotency_key, live_key, voucher_id, voucher_discount, fan_coin_used, fan_coin_discount, amount_due, ' +
  'discount_version, expires_at, paid_at, created_at, updated_at, checkout_id';

/**
 * One order by each of its unique keys. The texts are made once: one built on every read is a new
 * string to flatten and hash for the statement cache's lookup, and the live hold is read on every
 * order.
 */
const ORDER_BY = {
  id: `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? LIMIT 1`,
  orderNo: `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_no = ? LIMIT 1`,
  key: `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? AND idempotency_key = ? LIMIT 1`,
};

/** The live holds of several (fan, event) pairs (`live_key` is unique). */
const LIVE_HOLDS = `SELECT ${ORDER_COLUMNS} FROM orders WHERE live_key `;

export function liveKeyOf(userId: number, eventId: number): string {
  return `${userId}:${eventId}`;
}

/** Orders, their items and the per-(account, event) ticket counter. */
@Injectable()
export class OrdersRepository extends TransactionalRepository {
  private readonly liveHolds = new ReadBatch<string, Order>((keys) => this.readLiveHolds(keys));

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
        'attendees, idempotency_key, live_key, expires_at, paid_at, created_at, updated_at, amount_due, checkout_id) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
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
        v.checkoutId ?? null,
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
    options: { expiredBy?: number; paidAt?: number; amountDue?: number } = {},
  ): Promise<boolean> {
    // Leaving 'held' frees the fan's one live hold for the event.
    const paidAt = options.paidAt ? ', paid_at = ?' : '';
    const expired = options.expiredBy !== undefined ? ' AND expires_at <= ?' : '';
    const due = options.amountDue !== undefined ? ' AND amount_due = ?' : '';
    const result = await sqlOf(this.dataSource).run(
      `UPDATE orders SET status = ?, updated_at = ?, live_key = NULL${paidAt} WHERE id = ? AND status = ?${expired}${due}`,
      [
        to,
        now,
        ...(options.paidAt ? [options.paidAt] : []),
        id,
        from,
        ...(options.expiredBy !== undefined ? [options.expiredBy] : []),
        ...(options.amountDue !== undefined ? [options.amountDue] : []),
      ],
      tx,
    );
    return result.affected === 1;
  }

  /** A held order's discount, if unchanged since `version` and no payment is under way (`writeDiscount`). */
  setDiscount(
    tx: EntityManager,
    order: Pick<Order, 'id' | 'total'>,
    version: number,
    discount: DiscountChoice,
    now: number,
  ): Promise<boolean> {
    return writeDiscount(sqlOf(this.dataSource), 'orders', tx, order, version, discount, now);
  }

  /** Drops an ended order's discount (the caller gave its voucher and coins back in `tx`): due its total. */
  clearDiscount(tx: EntityManager, id: number): Promise<void> {
    return clearDiscount(sqlOf(this.dataSource), 'orders', tx, id);
  }

  /** True while a payment of the order is under way (its discount can no longer change). */
  async paymentPending(orderNo: string, tx?: EntityManager): Promise<boolean> {
    const rows = await sqlOf(this.dataSource).rows(
      "SELECT 1 AS one FROM payments WHERE order_no = ? AND status = 'pending' LIMIT 1",
      [orderNo],
      tx,
    );
    return rows.length > 0;
  }

  findById(id: number): Promise<Order | null> {
    return this.findByIdInTx(this.manager(), id);
  }

  /** The order as the unit of work sees it (after its own writes). */
  findByIdInTx(tx: EntityManager, id: number): Promise<Order | null> {
    return this.one(ORDER_BY.id, [id], tx.queryRunner ? tx : undefined);
  }

  findByNo(orderNo: string): Promise<Order | null> {
    return this.one(ORDER_BY.orderNo, [orderNo]);
  }

  /**
   * The fan's live direct hold for an event, if any (it may have run out without being expired yet).
   * Read on every order: those asked for in one turn of the event loop are read by one statement
   * right after it (ReadBatch).
   */
  async findLiveHold(userId: number, eventId: number): Promise<Order | null> {
    return (await this.liveHolds.get(liveKeyOf(userId, eventId))) ?? null;
  }

  private async readLiveHolds(keys: string[]): Promise<Map<string, Order>> {
    const sql = sqlOf(this.dataSource);
    const among = inList(sql, keys);
    const rows = await sql.rows(LIVE_HOLDS + among.text, among.params);
    return new Map(rows.map((row) => [row.live_key as string, orderFromRow(row)]));
  }

  findByKey(userId: number, idempotencyKey: string): Promise<Order | null> {
    return this.one(ORDER_BY.key, [userId, idempotencyKey]);
  }

  /** One order by a unique key, in plain SQL (read on every order and payment request). */
  private async one(text: string, params: unknown[], tx?: EntityManager): Promise<Order | null> {
    const [row] = await sqlOf(this.dataSource).rows(text, params, tx);
    return row ? orderFromRow(row) : null;
  }

  itemsOf(orderIds: number[]): Promise<OrderItem[]> {
    return this.itemsOfInTx(this.manager(), orderIds);
  }

  /** The items of orders as the unit of work sees them, in id order (plain SQL: read on every hold and payment). */
  async itemsOfInTx(tx: EntityManager, orderIds: number[]): Promise<OrderItem[]> {
    if (!orderIds.length) return [];
    const rows = await sqlOf(this.dataSource).rows(
      `SELECT id, order_id, ticket_type_id, quantity, unit_price FROM order_items WHERE order_id IN (${orderIds.map(() => '?').join(', ')}) ORDER BY id`,
      orderIds,
      tx.queryRunner ? tx : undefined,
    );
    return rows.map((row) => ({
      id: num(row.id),
      orderId: num(row.order_id),
      ticketTypeId: num(row.ticket_type_id),
      quantity: num(row.quantity),
      unitPrice: num(row.unit_price),
    }));
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
      // A checkout's part ends with its checkout (that kind's sweep), never alone.
      where: { status: 'held', expiresAt: LessThanOrEqual(now), checkoutId: IsNull() },
      order: { expiresAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }
}
