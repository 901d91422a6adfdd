import { SEAT_STATES, type SeatState, TICKET_STATUSES, type TicketStatus } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the ticket calls; each implements its contracts view so the two cannot drift. */

type TicketEvent = contracts.TicketView['event'];
type TicketPart = contracts.TicketView['part'];
type TicketHistory = contracts.TicketDetailView['history'][number];

export class TicketEventView implements TicketEvent {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty({ description: 'Epoch ms' }) endsAt: number;
  @ApiProperty() venue: string;
  @ApiProperty() location: string;
}

export class TicketPartView implements TicketPart {
  @ApiProperty({ description: '1-based' }) index: number;
  @ApiProperty() count: number;
}

export class TicketEntryView implements contracts.TicketEntryView {
  @ApiProperty({ type: String, nullable: true }) gate: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) queueAt: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) entryAt: number | null;
  @ApiProperty({ type: String, nullable: true }) guide: string | null;
}

export class TicketView implements contracts.TicketView {
  @ApiProperty({ description: 'The ticket number', example: '9F86D081884C7D659A2F' }) code: string;
  @ApiProperty({ description: 'The text the QR code encodes' }) qr: string;
  @ApiProperty({ enum: TICKET_STATUSES }) status: TicketStatus;
  @ApiProperty({ type: String, nullable: true }) orderNo: string | null;
  @ApiProperty() type: string;
  @ApiProperty() seatArea: string;
  @ApiProperty({ type: String, nullable: true }) attendeeName: string | null;
  @ApiProperty({ type: TicketEventView }) event: TicketEventView;
  @ApiProperty({ description: 'Epoch ms' }) issuedAt: number;
  @ApiProperty({ type: TicketPartView }) part: TicketPartView;
  @ApiProperty({ enum: SEAT_STATES, nullable: true, description: 'Null for general admission' })
  seatState: SeatState | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Epoch ms: while confirming, when seats are assigned automatically; null otherwise',
  })
  seatsBy: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Row (seatArea is the Section)' }) seatRow: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Seat' }) seatNumber: string | null;
  @ApiProperty({ type: TicketEntryView }) entry: TicketEntryView;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms; no transfer before it' })
  transferLockedUntil: number | null;
  @ApiProperty({ description: 'A real-name ticket received by transfer: choose an attendee' }) attendeePending: boolean;
}

class TicketPublicEventView {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty({ description: 'Epoch ms' }) endsAt: number;
  @ApiProperty() venue: string;
  @ApiProperty() location: string;
}

export class TicketPublicView implements contracts.TicketPublicView {
  @ApiProperty() code: string;
  @ApiProperty({ enum: TICKET_STATUSES }) status: TicketStatus;
  @ApiProperty() seatArea: string;
  @ApiProperty({ enum: SEAT_STATES, nullable: true }) seatState: SeatState | null;
  @ApiProperty({ type: TicketPublicEventView }) event: TicketPublicEventView;
}

export class TicketHistoryView implements TicketHistory {
  @ApiProperty({ description: 'Purchased, Transferred or Validated' }) kind: string;
  @ApiProperty({ type: String, nullable: true, description: 'Validated: the gate; Transferred: the sender' })
  detail: string | null;
  @ApiProperty({ description: 'Epoch ms' }) at: number;
}

export class TicketDetailView extends TicketView implements contracts.TicketDetailView {
  @ApiProperty({ type: [TicketHistoryView] }) history: TicketHistoryView[];
}

export class WalletPassView implements contracts.WalletPassView {
  @ApiProperty({
    description: 'Apple: a short-lived .pkpass download link; Google: the Save to Google Wallet link',
  })
  url: string;
}
