import type { OrderView } from '@fanpass/contracts';
import type { OrderShownEvent, TicketType } from '../events/index.js';
import type { OrderItem } from './entities/order-item.entity.js';
import type { Order, OrderAttendee } from './entities/order.entity.js';

export type { OrderView };

function mask(idNumber: string): string {
  return idNumber.length <= 4 ? idNumber : `${'*'.repeat(idNumber.length - 4)}${idNumber.slice(-4)}`;
}

export function orderView(
  order: Order,
  event: OrderShownEvent,
  items: Pick<OrderItem, 'ticketTypeId' | 'quantity' | 'unitPrice'>[],
  types: Pick<TicketType, 'id' | 'name'>[],
  now: number,
): OrderView {
  const attendees: OrderAttendee[] = order.attendees ? (JSON.parse(order.attendees) as OrderAttendee[]) : [];
  let images: string[];
  try {
    images = JSON.parse(event.images) as string[];
  } catch {
    images = [];
  }
  return {
    orderNo: order.orderNo,
    status: order.status,
    source: order.source,
    event: {
      id: event.id,
      title: event.title,
      venue: event.venue,
      location: event.location,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timeZone: event.timeZone,
      images,
    },
    items: items.map((item) => ({
      ticketTypeId: item.ticketTypeId,
      name: types.find((t) => t.id === item.ticketTypeId)?.name ?? '',
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      subtotal: item.unitPrice * item.quantity,
    })),
    quantity: order.quantity,
    total: order.total,
    voucherId: order.voucherId,
    voucherDiscount: order.voucherDiscount,
    fanCoinUsed: order.fanCoinUsed,
    fanCoinDiscount: order.fanCoinDiscount,
    amountDue: order.amountDue,
    currency: order.currency,
    holdMinutes: order.holdMinutes,
    expiresAt: order.expiresAt,
    // Rounded up: a countdown started from it reaches 00:00 no earlier than the hold really ends.
    remainingSeconds: order.status === 'held' ? Math.max(0, Math.ceil((order.expiresAt - now) / 1000)) : 0,
    paidAt: order.paidAt,
    createdAt: order.createdAt,
    attendees: attendees.map((a) => ({ fullName: a.fullName, idType: a.idType, idNumber: mask(a.idNumber) })),
  };
}
