import type { SeatState, TicketStatus } from '../catalogue/tickets.js';

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
  event: {
    id: number;
    title: string;
    startsAt: number;
    endsAt: number;
    /** The venue's IANA time zone. */
    timeZone: string;
    venue: string;
    location: string;
  };
  issuedAt: number;
  /** This ticket's place among the tickets of its order that the holder has: '1 of 2'. */
  part: { index: number; count: number };
  /** Seated areas: 'confirming' until a seat is assigned, then 'assigned'; null for general admission. */
  seatState: SeatState | null;
  /**
   * While confirming: when seats are assigned automatically (epoch ms, the configured time before
   * doors); the seat and the code may come sooner when the organiser assigns them. Null otherwise.
   */
  seatsBy: number | null;
  /** Shown as Row and Seat once assigned (seatArea is the Section). */
  seatRow: string | null;
  seatNumber: string | null;
  /** Entry details of the event, or of the seat area where it has its own. */
  entry: TicketEntryView;
  /** Epoch ms until which the ticket cannot be transferred again; null when it can. */
  transferLockedUntil: number | null;
  /** A real-name ticket received by transfer: the holder must choose one of their attendees. */
  attendeePending: boolean;
}

/** Where and when to enter; any part the organiser left out is null. */
export interface TicketEntryView {
  gate: string | null;
  /** Epoch ms. */
  queueAt: number | null;
  /** Epoch ms. */
  entryAt: number | null;
  guide: string | null;
}

export interface TicketDetailView extends TicketView {
  /** Purchased, Transferred, Validated; for Validated, detail is the gate. */
  history: { kind: string; detail: string | null; at: number }[];
}

/** GET /ticket/stuDetail: a ticket as its public link shows it, with no personal data. */
export interface TicketPublicView {
  code: string;
  status: TicketStatus;
  seatArea: string;
  seatState: SeatState | null;
  event: { title: string; startsAt: number; endsAt: number; timeZone: string; venue: string; location: string };
}

/** POST /ticket/transfer/check: the recipient account exists. */
export interface TransferRecipientView {
  toUserMail: string;
  /**
   * Whether the recipient has an account: if so the ticket moves at once on confirm; if not it
   * waits for them (an invitation, TRANSFER_INVITE_HOURS) and the sender may cancel it meanwhile.
   */
  registered: boolean;
  /** How many hours an invited recipient has to sign up and accept (TRANSFER_INVITE_HOURS). */
  inviteHours: number;
}

/** POST /ticket/transfer/confirm. */
export interface TransferDoneView {
  /** Names the transfer on the public /share-transfer page. */
  shareToken: string;
  toUserMail: string;
  at: number;
  /** 'done': the ticket is the recipient's; 'pending': it waits for them to sign up and accept. */
  state: TransferState;
  /** A pending transfer's deadline (epoch ms), after which the ticket comes back; else null. */
  expiresAt: number | null;
}

/**
 * A transfer's life: 'pending' while an invited recipient has not accepted (the ticket is
 * 'transferring', usable by no one), then 'done' (accepted, or at once to an account), 'cancelled'
 * by the sender or 'expired'; the last two give the ticket back to the sender.
 */
export const TRANSFER_STATES = ['pending', 'done', 'cancelled', 'expired'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** GET /ticket/transfer/mine: a ticket I sent (or am sending), newest first. */
export interface OutgoingTransferView {
  shareToken: string;
  ticketCode: string;
  event: { title: string; startsAt: number };
  seatArea: string;
  toUserMail: string;
  state: TransferState;
  at: number;
  expiresAt: number | null;
}

/** GET /ticket/transfer/share: what was sent and by whom, for the page the recipient's e-mail links to. */
export interface ShareTransferView {
  fromName: string;
  event: { title: string; startsAt: number; timeZone: string; venue: string; location: string };
  seatArea: string;
  at: number;
  state: TransferState;
  /** A pending transfer's deadline (epoch ms); else null. */
  expiresAt: number | null;
}

/** Which wallet app a pass is for. */
export const WALLET_KINDS = ['apple', 'google'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

/** POST /ticket/walletPass. */
export interface WalletPassView {
  /** Apple: a short-lived .pkpass download link; Google: the Save to Google Wallet link. */
  url: string;
}
