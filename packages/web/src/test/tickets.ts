import type { TicketView } from '@fanpass/contracts';

/** A ready ticket of mine, as My Tickets lists it (the ticket screens' unit tests share it). */
export const TICKET: TicketView = {
  code: '9F86D081884C7D659A2F',
  qr: '9F86D081884C7D659A2F',
  status: 'ready',
  orderNo: 'T20250101000001',
  type: 'Standard',
  seatArea: 'Section A',
  attendeeName: null,
  event: {
    id: 1,
    title: 'Summer Live Concert',
    startsAt: Date.UTC(2030, 6, 1, 12),
    endsAt: Date.UTC(2030, 6, 1, 15),
    timeZone: 'Asia/Macau',
    venue: 'Arena',
    location: 'Macau',
  },
  issuedAt: Date.UTC(2030, 0, 1),
  part: { index: 1, count: 1 },
  seatState: null,
  seatsBy: null,
  seatRow: null,
  seatNumber: null,
  entry: { gate: null, queueAt: null, entryAt: null, guide: null },
  transferLockedUntil: null,
  attendeePending: false,
};
