import type { EventStatus, OrderStatus } from '../catalogue/tickets.js';

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
