import type { OrderStatus } from '../catalogue/tickets.js';
import type { Page } from './common.js';
import type { OrderDiscountView } from './vouchers.js';

/** The shapes the order calls answer with. */

/** Where a held order came from: bought directly, offered from the waiting list, or a fan's resale listing. */
export const ORDER_SOURCES = ['direct', 'waitlist', 'resale'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The order number: `T` and 16 upper-case hexadecimal digits. */
export const ORDER_NO_PATTERN = /^T[0-9A-F]{16}$/;

export function isOrderNo(value: string): boolean {
  return ORDER_NO_PATTERN.test(value);
}

/** An order; its discount fields (OrderDiscountView) say what a payment charges: amountDue. */
export interface OrderView extends OrderDiscountView {
  orderNo: string;
  status: OrderStatus;
  source: OrderSource;
  event: {
    id: number;
    title: string;
    venue: string;
    location: string;
    startsAt: number;
    endsAt: number;
    /** The venue's IANA time zone. */
    timeZone: string;
    images: string[];
  };
  items: { ticketTypeId: number; name: string; quantity: number; unitPrice: number; subtotal: number }[];
  quantity: number;
  /** Minor units: the undiscounted sum of the items (amountDue is what is charged). */
  total: number;
  currency: string;
  holdMinutes: number;
  expiresAt: number;
  /** Seconds left on the hold (0 unless held). */
  remainingSeconds: number;
  paidAt: number | null;
  createdAt: number;
  /** Real-name events: the attendees, ID numbers masked but for the last four characters. */
  attendees: { fullName: string; idType: string; idNumber: string }[];
}

/**
 * GET /order/ticketLimit: where the signed-in fan stands against an event's per-account limit,
 * before choosing (the order refuses past it with TICKET_LIMIT_EXCEEDED).
 */
export interface TicketLimitView {
  eventId: number;
  /** The event's limit of tickets per account. */
  limit: number;
  /** Tickets counted against it now: bought, and on hold in open orders (waiting-list offers too). */
  used: number;
  /** Of `used`, the tickets in the fan's open order for the event, which choosing again replaces. */
  held: number;
  /** How many more one order can add on top of `used`: limit - used, never below 0. */
  remaining: number;
}

/** GET /order/myOrders. */
export type OrderPage = Page<OrderView>;
