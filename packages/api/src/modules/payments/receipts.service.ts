import type { ReceiptView } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { num, numOrNull, sqlOf } from '../../database/sql.js';
import type { Payment } from './entities/payment.entity.js';

/**
 * What a paid order's receipt says, built once for the e-mail and the payment result page. It is
 * read after every payment, so it is one plain query (the order with its event, buyer, and a
 * row per seat area) rather than four entity loads.
 */
@Injectable()
export class ReceiptsService {
  constructor(private readonly dataSource: DataSource) {}

  /** A ticket order's receipt (other purposes have their own); null for anything else. */
  async of(payment: Payment): Promise<ReceiptView | null> {
    return (await this.withEmail(payment))?.receipt ?? null;
  }

  /** The receipt and the buyer's e-mail address (for the receipt e-mail), read together. */
  async withEmail(
    payment: Payment,
    tx?: EntityManager,
  ): Promise<{ receipt: ReceiptView; email: string | null; lang: string | null } | null> {
    if (payment.purpose !== 'ticket') return null;
    // One statement: the order with its event and buyer, a row per item with its seat area's name.
    const rows = await sqlOf(this.dataSource).rows<OrderRow>(
      `SELECT o.id, o.order_no, o.currency, o.paid_at, e.id AS event_id, e.slug, e.title, e.venue, e.location,
              e.starts_at, e.ends_at, e.time_zone, u.email, u.lang, t.name AS area, i.quantity
         FROM orders o JOIN events e ON e.id = o.event_id LEFT JOIN users u ON u.id = o.user_id
              LEFT JOIN order_items i ON i.order_id = o.id LEFT JOIN ticket_types t ON t.id = i.ticket_type_id
        WHERE o.id = ? ORDER BY i.id`,
      [payment.orderId],
      tx,
    );
    const order = rows[0];
    if (!order) return null;
    const seats = order.quantity === null ? [] : rows;
    const receipt: ReceiptView = {
      orderNo: order.order_no,
      event: {
        id: num(order.event_id),
        slug: order.slug,
        title: order.title,
        venue: order.venue,
        location: order.location,
        startsAt: num(order.starts_at),
        endsAt: num(order.ends_at),
        timeZone: order.time_zone,
      },
      seats: seats.map((s) => ({ area: s.area ?? '', quantity: num(s.quantity) })),
      // What was paid: the order's total less any discount.
      amount: payment.amount,
      currency: order.currency,
      method: payment.method,
      paymentType: payment.paymentType,
      paidAt: numOrNull(order.paid_at),
    };
    return { receipt, email: order.email ?? null, lang: order.lang ?? null };
  }
}

interface OrderRow {
  id: number;
  order_no: string;
  currency: string;
  paid_at: unknown;
  event_id: unknown;
  slug: string;
  title: string;
  venue: string;
  location: string;
  starts_at: unknown;
  ends_at: unknown;
  time_zone: string;
  email: string | null;
  lang: string | null;
  area: string | null;
  quantity: unknown;
}
