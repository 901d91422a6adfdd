import { createSign } from 'node:crypto';
import type { GoogleWalletConfig } from '../../../config/config.js';
import type { PassContent } from './pass-content.js';

const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Google Wallet ids allow letters, digits, '.', '_' and '-'. */
const idPart = (value: string): string => value.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * The 'Save to Google Wallet' link: a JWT (RS256, typ savetowallet) signed with the service
 * account's key, carrying the event ticket object (and its class) built from the current ticket.
 */
export function googleWalletUrl(
  config: GoogleWalletConfig,
  content: PassContent,
  origins: string[],
  nowSeconds: number,
): string {
  const classId = `${config.issuerId}.${idPart(content.eventSlug || String(content.eventId))}`;
  const start = new Date(content.startsAt).toISOString();
  const end = new Date(content.endsAt).toISOString();
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
          eventName: { defaultValue: { language: 'en-US', value: content.eventTitle } },
          venue: {
            name: { defaultValue: { language: 'en-US', value: content.venue } },
            address: { defaultValue: { language: 'en-US', value: content.location } },
          },
          dateTime: { start, end },
        },
      ],
      eventTicketObjects: [
        {
          id: `${config.issuerId}.${content.code}`,
          classId,
          state: 'ACTIVE',
          ticketNumber: content.code,
          ...(content.holderName ? { ticketHolderName: content.holderName } : {}),
          barcode: { type: 'QR_CODE', value: content.qr, alternateText: content.code },
          seatInfo: { section: { defaultValue: { language: 'en-US', value: content.seatArea } } },
          eventName: { defaultValue: { language: 'en-US', value: content.eventTitle } },
          validTimeInterval: { start: { date: start }, end: { date: end } },
        },
      ],
    },
  };
  const unsigned = `${b64url({ alg: 'RS256', typ: 'JWT' })}.${b64url(claims)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(config.privateKeyPem).toString('base64url');
  return `https://pay.google.com/gp/v/save/${unsigned}.${signature}`;
}
