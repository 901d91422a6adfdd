import type { TicketStatus } from '../catalogue/tickets.js';

/** The shapes the ticket calls answer with. */

/** The ticket number: 20 upper-case hexadecimal digits. */
export const TICKET_CODE_PATTERN = /^[0-9A-F]{20}$/;

export function isTicketCode(value: string): boolean {
  return TICKET_CODE_PATTERN.test(value);
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

/** Which wallet app a pass is for. */
export const WALLET_KINDS = ['apple', 'google'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** POST /ticket/walletPass. */
export interface WalletPassView {
  /** Apple: a short-lived .pkpass download link; Google: the Save to Google Wallet link. */
  url: string;
}
