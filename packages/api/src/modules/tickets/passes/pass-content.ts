import type { EventRow } from '../../events/index.js';
import type { Ticket } from '../entities/ticket.entity.js';

/** What both wallets show, always read from the current ticket row (so seat and holder are current). */
export interface PassContent {
  code: string;
  qr: string;
  eventTitle: string;
  eventSlug: string;
  eventId: number;
  startsAt: number;
  endsAt: number;
  /** The venue's IANA time zone: both wallets show the time as the venue reads it. */
  timeZone: string;
  venue: string;
  location: string;
  seatArea: string;
  holderName: string | null;
  /** A revoked ticket's pass stays in the wallet, voided. */
  revoked: boolean;
}

export function passContent(ticket: Ticket, event: EventRow): PassContent {
  return {
    code: ticket.code,
    qr: ticket.code,
    eventTitle: event.title,
    eventSlug: event.slug,
    eventId: event.id,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    venue: event.venue,
    location: event.location,
    seatArea: ticket.seatArea,
    holderName: ticket.attendeeName,
    revoked: ticket.status === 'revoked',
  };
}
