import type { ReceiptView } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { num, numOrNull, sqlOf } from '../../infra/sql.js';
import type { Payment } from './entities/payment.entity.js';

/**
 * What a paid order's receipt says, built once for the e-mail and the payment result page. It is
 * read after every payment, so it is two plain queries (the order with its event; its seat
 * areas with their names) rather than four entity loads.
 */
@Injectable()
export class ReceiptsService {
  constructor(private readonly dataSource: DataSource) {}

  /** A ticket order's receipt (other purposes have their own); null for anything else. */
  async of(payment: Payment): Promise<ReceiptView | null> {
    return (await this.withEmail(payment))?.receipt ?? null;
  }

  /** The receipt and the buyer's e-mail address (for the receipt e-mail), read together. */
  async withEmail(payment: Payment): Promise<{ receipt: ReceiptView; email: string | null } | null> {
    if (payment.purpose !== 'ticket') return null;
    const sql = sqlOf(this.dataSource);
    const [order] = await sql.rows<OrderRow>(
      `SELECT o.id, o.order_no, o.currency, o.paid_at, e.id AS event_id, e.slug, e.title, e.venue, e.location,
              e.starts_at, e.ends_at, u.email
         FROM orders o JOIN events e ON e.id = o.event_id LEFT JOIN users u ON u.id = o.user_id
        WHERE o.id = ?`,
      [payment.orderId],
    );
    if (!order) return null;
    const seats = await sql.rows<{ name: string | null; quantity: unknown }>(
      `SELECT t.name, i.quantity FROM order_items i LEFT JOIN ticket_types t ON t.id = i.ticket_type_id
        WHERE i.order_id = ? ORDER BY i.id`,
      [order.id],
    );
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
      },
      seats: seats.map((s) => ({ area: s.name ?? '', quantity: num(s.quantity) })),
      // What was paid: the order's total less any discount.
      amount: payment.amount,
      currency: order.currency,
      method: payment.method,
      paymentType: payment.paymentType,
      paidAt: numOrNull(order.paid_at),
    };
    return { receipt, email: order.email ?? null };
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
  email: string | null;
}
