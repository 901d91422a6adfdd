import type { EventStatus } from '../catalogue/tickets.js';
import type { Page, PageParams } from './common.js';

/** The shapes the event calls answer with; the API builds them and the web reads them. */

/** A seat area (ticket type) with its exact availability. */
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
  /** Who performs (an artist or a line-up), null when the organiser gave none. */
  artist: string | null;
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
  /** The venue's IANA time zone: event times are shown as the venue reads them. */
  timeZone: string;
  status: EventStatus;
  desktopOnly: boolean;
  realNameRequired: boolean;
  ticketLimit: number;
  currency: string;
  /** Lowest seat-area price in minor units, null without seat areas. */
  minPrice: number | null;
}

/**
 * GET /event/list filters. `q` matches part of the event's name, artist, venue, address or city
 * (case-insensitive, 1–100 characters);
 * `city` is one of GET /event/cities; `from`/`to` (epoch ms) keep events starting in [from, to).
 */
export interface EventListParams extends PageParams {
  status?: EventStatus;
  q?: string;
  city?: string;
  from?: number;
  to?: number;
}

/** GET /event/list. */
export type EventListPage = Page<EventCardView>;

export interface EventDetailView extends EventCardView {
  about: string;
  ticketTypes: TicketTypeView[];
  /** Message key of the real-name disclosure (spec §1), null when the event is not real-name. */
  attendeeDisclosureKey: string | null;
}

/** GET /event/availability: the exact seats left per seat area, read at the moment of the call. */
export interface EventAvailabilityView {
  eventId: number;
  ticketTypes: TicketTypeView[];
}
