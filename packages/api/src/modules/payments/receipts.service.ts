import type { ReceiptView } from '@fanpass/contracts';
import { Injectable } from '@nestjs/common';
import { EventsRepository } from '../events/index.js';
import { OrdersRepository } from '../orders/index.js';
import type { Payment } from './entities/payment.entity.js';

/** What a paid order's receipt says, built once for the e-mail and the payment result page. */
@Injectable()
export class ReceiptsService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly events: EventsRepository,
  ) {}

  /** A ticket order's receipt (other purposes have their own); null for anything else. */
  async of(payment: Payment): Promise<ReceiptView | null> {
    if (payment.purpose !== 'ticket') return null;
    const order = await this.orders.findById(payment.orderId);
    const event = order && (await this.events.findEvent(order.eventId));
    if (!order || !event) return null;
    const items = await this.orders.itemsOf([order.id]);
    const types = new Map((await this.events.findTypes(items.map((i) => i.ticketTypeId))).map((t) => [t.id, t]));
    return {
      orderNo: order.orderNo,
      event: {
        id: event.id,
        slug: event.slug,
        title: event.title,
        venue: event.venue,
        location: event.location,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
      },
      seats: items.map((i) => ({ area: types.get(i.ticketTypeId)?.name ?? '', quantity: i.quantity })),
      // What was paid: the order's total less any discount.
      amount: payment.amount,
      currency: order.currency,
      method: payment.method,
      paymentType: payment.paymentType,
      paidAt: order.paidAt,
    };
  }
}
