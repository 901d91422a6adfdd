import type { EventStatus, OrderStatus, TicketStatus } from '../catalogue/tickets.js';

/** The shapes the ticketing API answers with; the API builds them and the web reads them. */

/** Where a held order came from: bought directly, or offered from the waiting list. */
export type OrderSource = 'direct' | 'waitlist';

export interface TicketTypeView {
  id: number;
  code: string;
  name: string;
  /** Minor units. */
  price: number;
  currency: string;
  capacity: number;
  sold: number;
  held: number;
  available: number;
  soldOut: boolean;
}

export interface EventCardView {
  id: number;
  slug: string;
  title: string;
  images: string[];
  venue: string;
  location: string;
  /** The city the event is listed under (discovery filter), null when the organiser gave none. */
  city: string | null;
  /** When the doors open (epoch ms), null when not announced. */
  doorsAt: number | null;
  startsAt: number;
  endsAt: number;
  saleStartsAt: number;
  status: EventStatus;
  desktopOnly: boolean;
  realNameRequired: boolean;
  ticketLimit: number;
  currency: string;
  /** Lowest seat-area price in minor units, null without seat areas. */
  minPrice: number | null;
}

/**
 * GET /event/list filters. `q` matches the event name (case-insensitive, 1–100 characters);
 * `city` is one of GET /event/cities; `from`/`to` (epoch ms) keep events starting in [from, to).
 */
export interface EventListParams {
  status?: EventStatus;
  q?: string;
  city?: string;
  from?: number;
  to?: number;
  page?: number;
  pageSize?: number;
}

export interface EventListPage {
  list: EventCardView[];
  total: number;
  page: number;
  pageSize: number;
}

export interface EventDetailView extends EventCardView {
  about: string;
  ticketTypes: TicketTypeView[];
  /** Message key of the real-name disclosure (spec §1), null when the event is not real-name. */
  attendeeDisclosureKey: string | null;
}

export interface OrderView {
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
    images: string[];
  };
  items: { ticketTypeId: number; name: string; quantity: number; unitPrice: number; subtotal: number }[];
  quantity: number;
  /** Minor units. */
  total: number;
  currency: string;
  holdMinutes: number;
  expiresAt: number;
  /** Seconds left on the hold (0 unless held). */
  remainingSeconds: number;
  paidAt: number | null;
  createdAt: number;
  attendees: { fullName: string; idType: string; idNumber: string }[];
}

/** A ticket as GET /ticket/myTickets and /ticket/detail answer it; qr is the text the QR encodes. */
export interface TicketView {
  /** The ticket number. */
  code: string;
  qr: string;
  status: TicketStatus;
  orderNo: string | null;
  type: string;
  seatArea: string;
  attendeeName: string | null;
  event: { id: number; title: string; startsAt: number; endsAt: number; venue: string; location: string };
  issuedAt: number;
  /** This ticket's place among the tickets of its order that the holder has: '1 of 2'. */
  part: { index: number; count: number };
}

export interface TicketDetailView extends TicketView {
  history: { kind: string; detail: string | null; at: number }[];
}
