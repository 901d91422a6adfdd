import { venueIso } from '@fanpass/contracts';
import type { GoogleWalletConfig } from '../../../config/config.js';
import { serviceAccountJwt } from './google-wallet-client.js';
import type { PassContent } from './pass-content.js';

/** Google Wallet ids allow letters, digits, '.', '_' and '-'. */
const idPart = (value: string): string => value.replace(/[^A-Za-z0-9._-]/g, '_');

const text = (value: string) => ({ defaultValue: { language: 'en-US', value } });

/**
 * The event ticket object's id: one per holding of a ticket (the pass's generation), under our
 * issuer, so an object saved by an earlier holder never shows a later one. Generation 0 keeps the
 * id objects had before holdings were counted.
 */
export function eventTicketObjectId(config: GoogleWalletConfig, code: string, generation: number): string {
  return generation === 0 ? `${config.issuerId}.${code}` : `${config.issuerId}.${code}.${generation}`;
}

/** The fields of a ticket's Google object that follow the ticket (what a change patches). */
export function eventTicketObjectFields(content: PassContent): Record<string, unknown> {
  const start = new Date(content.startsAt).toISOString();
  const end = new Date(content.endsAt).toISOString();
  return {
    state: content.revoked ? 'INACTIVE' : 'ACTIVE',
    ticketNumber: content.code,
    ...(content.holderName ? { ticketHolderName: content.holderName } : {}),
    barcode: { type: 'QR_CODE', value: content.qr, alternateText: content.code },
    seatInfo: { section: text(content.seatArea) },
    eventName: text(content.eventTitle),
    validTimeInterval: { start: { date: start }, end: { date: end } },
  };
}

/**
 * The 'Save to Google Wallet' link: a JWT (RS256, typ savetowallet) signed with the service
 * account's key, carrying the event ticket object of the current holding (and its class) built
 * from the current ticket.
 */
export function googleWalletUrl(
  config: GoogleWalletConfig,
  content: PassContent,
  origins: string[],
  nowSeconds: number,
  generation: number,
): string {
  const classId = `${config.issuerId}.${idPart(content.eventSlug || String(content.eventId))}`;
  const claims = {
    iss: config.serviceAccountEmail,
    aud: 'google',
    typ: 'savetowallet',
    iat: nowSeconds,
    origins,
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: 'Fanpass',
          reviewStatus: 'UNDER_REVIEW',
          eventName: text(content.eventTitle),
          venue: { name: text(content.venue), address: text(content.location) },
          // With the venue's offset Google shows the venue's local time.
          dateTime: {
            start: venueIso(content.startsAt, content.timeZone),
            end: venueIso(content.endsAt, content.timeZone),
          },
        },
      ],
      eventTicketObjects: [
        { id: eventTicketObjectId(config, content.code, generation), classId, ...eventTicketObjectFields(content) },
      ],
    },
  };
  return `https://pay.google.com/gp/v/save/${serviceAccountJwt(config, claims)}`;
}
