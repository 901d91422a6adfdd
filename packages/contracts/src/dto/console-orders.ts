import type { OrderStatus, TicketStatus } from '../catalogue/tickets.js';

/** The console's orders and fans (issue 47): `/fanapih5/console/orders/…`. Money is minor units. */

/** One ticket order in the console's search results. */
export interface ConsoleOrderRow {
  orderNo: string;
  eventId: number;
  eventTitle: string;
  status: OrderStatus;
  /** The buyer's account. */
  email: string;
  nickname: string;
  quantity: number;
  total: number;
  currency: string;
  /** Epoch ms. */
  createdAt: number;
  paidAt: number | null;
}

/** GET /console/orders: newest first. */
export interface ConsoleOrderPage {
  list: ConsoleOrderRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One seat of an order as the console shows it, with who holds it now. */
export interface ConsoleOrderTicketView {
  code: string;
  area: string;
  /** Row and seat once assigned, else null (general admission, or not assigned yet). */
  seat: string | null;
  status: TicketStatus;
  attendeeName: string | null;
  /** The current holder's e-mail (after a transfer, the recipient's). */
  holderEmail: string;
  /** When it was admitted at the gate (epoch ms), null when not yet. */
  checkedInAt: number | null;
}

export const CONSOLE_TIMELINE_KINDS = [
  'hold',
  'payment',
  'charge',
  'paid',
  'cancelled',
  'expired',
  'refund',
  'transfer',
  'resale',
  'resaleSold',
  'scan',
  'scanConflict',
  'action',
] as const;
export type ConsoleTimelineKind = (typeof CONSOLE_TIMELINE_KINDS)[number];

/**
 * One moment of an order's life, oldest first: its hold, payments and the provider's charges, its
 * end, refunds, transfers and resale of its tickets, scans at the gate, and console actions.
 */
export interface ConsoleTimelineEntry {
  /** Epoch ms (shown in the venue's time zone). */
  at: number;
  kind: ConsoleTimelineKind;
  /** A payment's or refund's amount. */
  amount?: number;
  /** A payment's, charge's, refund's or transfer's state; a console action's name (`order.refund`). */
  status?: string;
  /** A payment's method, a refund's reason or note, a transfer's recipient, a gate, an action's reason. */
  detail?: string;
  /** The ticket it concerns. */
  ticketCode?: string;
  /** Who did a console or ops action. */
  actor?: string;
}

/** GET /console/orders/detail: an order, its tickets and its timeline. */
export interface ConsoleOrderView extends ConsoleOrderRow {
  event: { id: number; title: string; venue: string; timeZone: string; startsAt: number };
  /** Seats per area as ordered. */
  items: { area: string; quantity: number; unitPrice: number }[];
  /** What the fan paid (the total less discounts), and what has been refunded of it. */
  paid: number;
  refunded: number;
  /** A held order's deadline (epoch ms). */
  expiresAt: number;
  tickets: ConsoleOrderTicketView[];
  timeline: ConsoleTimelineEntry[];
  /** What the console may do with it now. */
  refundable: boolean;
  cancellable: boolean;
  resendable: boolean;
}

/** POST /console/orders/refund and /cancel body: the reason is kept with the refund and in the audit log. */
export interface ConsoleOrderReasonBody {
  orderNo: string;
  reason: string;
}

/** POST /console/orders/resend body. */
export interface ConsoleOrderNoBody {
  orderNo: string;
}

/** The longest reason a refund or cancel keeps. */
export const CONSOLE_REASON_MAX = 300;
