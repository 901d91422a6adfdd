import {
  ATTENDEE_DISCLOSURE_KEY,
  type EventCardView,
  type EventStatus,
  type EventDetailView,
  type TicketTypeView,
} from '@fanpass/contracts';
import type { EventRow } from './entities/event.entity.js';
import type { TicketType } from './entities/ticket-type.entity.js';

export type { EventCardView, EventDetailView, TicketTypeView };

export function available(type: TicketType): number {
  return Math.max(0, type.capacity - type.sold - type.held);
}

/** upcoming before the sale opens, ended after the end, sold out when no seat is free, else on sale. */
export function eventStatus(event: EventRow, types: TicketType[], now: number): EventStatus {
  if (now >= event.endsAt) return 'ended';
  if (now < event.saleStartsAt) return 'upcoming';
  // A sale the organiser closed sells nothing more: to a fan it is sold out.
  if (event.saleEndsAt !== null && now >= event.saleEndsAt) return 'soldOut';
  if (types.every((t) => available(t) === 0)) return 'soldOut';
  return 'onSale';
}

/** An event's `images` column (a JSON list of URLs) as a list; anything else is none. */
export function parseImages(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function typeView(type: TicketType, currency: string): TicketTypeView {
  const free = available(type);
  return {
    id: type.id,
    code: type.code,
    name: type.name,
    price: type.price,
    currency,
    capacity: type.capacity,
    sold: type.sold,
    held: type.held,
    available: free,
    soldOut: free === 0,
  };
}

export function cardView(event: EventRow, types: TicketType[], now: number): EventCardView {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    artist: event.artist,
    images: parseImages(event.images),
    venue: event.venue,
    location: event.location,
    city: event.city,
    doorsAt: event.doorsAt,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    saleStartsAt: event.saleStartsAt,
    timeZone: event.timeZone,
    status: eventStatus(event, types, now),
    desktopOnly: event.desktopOnly,
    realNameRequired: event.realNameRequired,
    ticketLimit: event.ticketLimit,
    currency: event.currency,
    minPrice: types.length ? Math.min(...types.map((t) => t.price)) : null,
  };
}

export function detailView(event: EventRow, types: TicketType[], now: number): EventDetailView {
  return {
    ...cardView(event, types, now),
    about: event.about,
    ticketTypes: types.map((t) => typeView(t, event.currency)),
    attendeeDisclosureKey: event.realNameRequired ? ATTENDEE_DISCLOSURE_KEY : null,
  };
}
