import type { TicketStatus } from '@fanpass/contracts';

/** A ticket as GET /ticket/myTickets and /ticket/detail answer it; qr is the text the QR encodes. */
export interface TicketView {
  code: string;
  qr: string;
  status: TicketStatus;
  orderNo: string | null;
  type: string;
  seatArea: string;
  attendeeName: string | null;
  event: { id: number; title: string; startsAt: number; endsAt: number; venue: string; location: string };
  issuedAt: number;
}

export interface TicketDetailView extends TicketView {
  history: { kind: string; detail: string | null; at: number }[];
}
