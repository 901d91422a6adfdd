import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { escapeLike } from '../../database/like.js';
import { num, numOrNull, type Sql, sqlOf, type SqlRow } from '../../database/sql.js';

/** An order as the console's search lists it (one statement with its event and buyer). */
export interface OrderFound {
  id: number;
  orderNo: string;
  eventId: number;
  eventTitle: string;
  status: string;
  email: string;
  nickname: string;
  quantity: number;
  total: number;
  amountDue: number;
  currency: string;
  createdAt: number;
  paidAt: number | null;
  expiresAt: number;
  updatedAt: number;
  checkoutId: number | null;
}

/** One ticket of an order or an event, with its holder and its admission. */
export interface TicketFound {
  id: number;
  code: string;
  orderNo: string;
  area: string;
  seatRow: string | null;
  seatNumber: string | null;
  status: string;
  attendeeName: string | null;
  email: string;
  nickname: string;
  checkedInAt: number | null;
  gate: string | null;
}

const ORDER_COLUMNS = `o.id, o.order_no, o.event_id, e.title, o.status, u.email, u.nickname, o.quantity, o.total,
  o.amount_due, o.currency, o.created_at, o.paid_at, o.expires_at, o.updated_at, o.checkout_id`;
const ORDER_FROM = 'FROM orders o JOIN events e ON e.id = o.event_id LEFT JOIN users u ON u.id = o.user_id';
const TICKET_SELECT = `SELECT t.id, t.code, o.order_no, t.seat_area, t.seat_row, t.seat_number, t.status, t.attendee_name,
  u.email, u.nickname, h.created_at AS checked_in_at, h.detail AS gate
  FROM tickets t JOIN orders o ON o.id = t.order_id LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN ticket_history h ON h.ticket_id = t.id AND h.kind = 'Validated' AND t.status = 'validated'`;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const strOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

function orderOf(r: SqlRow): OrderFound {
  return {
    id: num(r.id),
    orderNo: str(r.order_no),
    eventId: num(r.event_id),
    eventTitle: str(r.title),
    status: str(r.status),
    email: str(r.email),
    nickname: str(r.nickname),
    quantity: num(r.quantity),
    total: num(r.total),
    amountDue: num(r.amount_due),
    currency: str(r.currency),
    createdAt: num(r.created_at),
    paidAt: numOrNull(r.paid_at),
    expiresAt: num(r.expires_at),
    updatedAt: num(r.updated_at),
    checkoutId: numOrNull(r.checkout_id),
  };
}

function ticketOf(r: SqlRow): TicketFound {
  return {
    id: num(r.id),
    code: str(r.code),
    orderNo: str(r.order_no),
    area: str(r.seat_area),
    seatRow: strOrNull(r.seat_row),
    seatNumber: strOrNull(r.seat_number),
    status: str(r.status),
    attendeeName: strOrNull(r.attendee_name),
    email: str(r.email),
    nickname: str(r.nickname),
    checkedInAt: numOrNull(r.checked_in_at),
    gate: strOrNull(r.gate),
  };
}

/** `IN (?, ?, …)` for a non-empty list. */
const marks = (list: readonly unknown[]): string => list.map(() => '?').join(', ');

/**
 * The console's reads of orders and what happened to them, across the tables of the orders,
 * payments, tickets, transfers, resale and gate modules (read only: every change goes through
 * the services that own those tables).
 */
@Injectable()
export class ConsoleOrdersRepository {
  private readonly sql: Sql;

  constructor(dataSource: DataSource) {
    this.sql = sqlOf(dataSource);
  }

  /**
   * Ticket orders matching `q` (the order number, or part of the buyer's e-mail or name, or of an
   * attendee's name on one of its tickets), of `eventIds` only when given; newest first.
   */
  async search(
    q: string,
    eventIds: number[] | undefined,
    eventId: number | undefined,
    skip: number,
    take: number,
  ): Promise<[OrderFound[], number]> {
    if (eventIds && !eventIds.length) return [[], 0];
    const where: string[] = [];
    const params: unknown[] = [];
    if (eventIds) {
      where.push(`o.event_id IN (${marks(eventIds)})`);
      params.push(...eventIds);
    }
    if (eventId !== undefined) {
      where.push('o.event_id = ?');
      params.push(eventId);
    }
    const text = q.trim();
    if (text) {
      const like = `%${escapeLike(text.toLowerCase())}%`;
      where.push(`(o.order_no = ? OR LOWER(u.email) LIKE ? ESCAPE '!' OR LOWER(u.nickname) LIKE ? ESCAPE '!'
        OR EXISTS (SELECT 1 FROM tickets t WHERE t.order_id = o.id AND LOWER(t.attendee_name) LIKE ? ESCAPE '!'))`);
      params.push(text.toUpperCase(), like, like, like);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, count] = await Promise.all([
      this.sql.rows(
        `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} ${clause} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
        [...params, take, skip],
      ),
      this.sql.rows<{ n: unknown }>(`SELECT COUNT(*) AS n ${ORDER_FROM} ${clause}`, params),
    ]);
    return [rows.map(orderOf), num(count[0]?.n ?? 0)];
  }

  async findByNo(orderNo: string): Promise<OrderFound | null> {
    const rows = await this.sql.rows(`SELECT ${ORDER_COLUMNS} ${ORDER_FROM} WHERE o.order_no = ?`, [orderNo]);
    return rows[0] ? orderOf(rows[0]) : null;
  }

  async items(orderId: number): Promise<{ area: string; quantity: number; unitPrice: number }[]> {
    const rows = await this.sql.rows(
      `SELECT tt.name, i.quantity, i.unit_price FROM order_items i JOIN ticket_types tt ON tt.id = i.ticket_type_id
        WHERE i.order_id = ? ORDER BY i.id`,
      [orderId],
    );
    return rows.map((r) => ({ area: str(r.name), quantity: num(r.quantity), unitPrice: num(r.unit_price) }));
  }

  /** The tickets an order has now (a ticket resold moved to its buyer's order) and those it had. */
  async ticketsOf(orderId: number): Promise<TicketFound[]> {
    const rows = await this.sql.rows(
      `${TICKET_SELECT} WHERE t.order_id = ? OR t.id IN (SELECT r.ticket_id FROM resale_listings r WHERE r.from_order_id = ?)
        ORDER BY t.id`,
      [orderId, orderId],
    );
    return rows.map(ticketOf);
  }

  /** A page of an event's tickets that still admit (or admitted) someone, in ticket order after `afterId`. */
  async attendees(eventId: number, afterId: number, take: number): Promise<TicketFound[]> {
    const rows = await this.sql.rows(
      `${TICKET_SELECT} WHERE t.event_id = ? AND t.status <> 'revoked' AND t.id > ? ORDER BY t.id LIMIT ?`,
      [eventId, afterId, take],
    );
    return rows.map(ticketOf);
  }

  async eventOf(eventId: number): Promise<{ slug: string; timeZone: string } | null> {
    const rows = await this.sql.rows('SELECT slug, time_zone FROM events WHERE id = ?', [eventId]);
    return rows[0] ? { slug: str(rows[0].slug), timeZone: str(rows[0].time_zone) } : null;
  }

  async event(
    eventId: number,
  ): Promise<{ id: number; title: string; venue: string; timeZone: string; startsAt: number } | null> {
    const rows = await this.sql.rows('SELECT id, title, venue, time_zone, starts_at FROM events WHERE id = ?', [
      eventId,
    ]);
    const r = rows[0];
    return r
      ? {
          id: num(r.id),
          title: str(r.title),
          venue: str(r.venue),
          timeZone: str(r.time_zone),
          startsAt: num(r.starts_at),
        }
      : null;
  }

  payments(orderNo: string): Promise<SqlRow[]> {
    return this.sql.rows(
      `SELECT id, payment_no, provider, method, payment_type, amount, refunded, status, failure, created_at, updated_at
         FROM payments WHERE order_no = ? ORDER BY id`,
      [orderNo],
    );
  }

  callbacks(paymentIds: number[]): Promise<SqlRow[]> {
    if (!paymentIds.length) return Promise.resolve([]);
    return this.sql.rows(
      `SELECT payment_id, provider_txn_id, result, outcome, created_at FROM payment_callbacks
        WHERE payment_id IN (${marks(paymentIds)}) ORDER BY id`,
      paymentIds,
    );
  }

  refunds(paymentIds: number[]): Promise<SqlRow[]> {
    if (!paymentIds.length) return Promise.resolve([]);
    return this.sql.rows(
      `SELECT payment_id, amount, reason, note, status, created_at, done_at FROM payment_refunds
        WHERE payment_id IN (${marks(paymentIds)}) ORDER BY id`,
      paymentIds,
    );
  }

  transfers(ticketIds: number[]): Promise<SqlRow[]> {
    if (!ticketIds.length) return Promise.resolve([]);
    return this.sql.rows(
      `SELECT f.ticket_id, f.to_email, f.state, f.created_at, f.accepted_at, u.email AS from_email
         FROM ticket_transfers f LEFT JOIN users u ON u.id = f.from_user_id
        WHERE f.ticket_id IN (${marks(ticketIds)}) ORDER BY f.id`,
      ticketIds,
    );
  }

  resale(orderId: number): Promise<SqlRow[]> {
    return this.sql.rows(
      `SELECT ticket_id, status, price, created_at, sold_at FROM resale_listings WHERE from_order_id = ? ORDER BY id`,
      [orderId],
    );
  }

  scans(ticketIds: number[]): Promise<SqlRow[]> {
    if (!ticketIds.length) return Promise.resolve([]);
    return this.sql.rows(
      `SELECT ticket_id, kind, detail, created_at FROM ticket_history
        WHERE kind = 'Validated' AND ticket_id IN (${marks(ticketIds)}) ORDER BY id`,
      ticketIds,
    );
  }

  conflicts(ticketIds: number[]): Promise<SqlRow[]> {
    if (!ticketIds.length) return Promise.resolve([]);
    return this.sql.rows(
      `SELECT ticket_id, gate, scanned_at FROM gate_scans WHERE outcome = 'conflict' AND ticket_id IN (${marks(ticketIds)})
        ORDER BY id`,
      ticketIds,
    );
  }

  /** What the console and ops did to the order (the audit log names it as its target). */
  actions(orderNo: string): Promise<SqlRow[]> {
    return this.sql.rows('SELECT actor, action, after_state, created_at FROM audit_log WHERE target = ? ORDER BY id', [
      orderNo,
    ]);
  }
}
