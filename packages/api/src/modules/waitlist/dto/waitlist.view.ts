import { ORDER_STATUSES, type OrderStatus, WAITLIST_STATUSES, type WaitlistStatus } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the waiting-list calls; each implements its contracts view so the two cannot drift. */

type Entry = contracts.WaitlistEntryView;

export class WaitlistEventView implements NonNullable<Entry['event']> {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
}

export class WaitlistTicketTypeView implements NonNullable<Entry['ticketType']> {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Minor units' }) price: number;
}

export class WaitlistOfferView implements NonNullable<Entry['offer']> {
  @ApiProperty() orderNo: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Pay before this time (epoch ms)' }) expiresAt: number;
}

export class WaitlistEntryView implements Entry {
  @ApiProperty() id: number;
  @ApiProperty({ enum: WAITLIST_STATUSES }) status: WaitlistStatus;
  @ApiProperty() quantity: number;
  @ApiProperty({ type: Number, nullable: true, description: '1-based, only while waiting' }) position: number | null;
  @ApiProperty({ type: WaitlistEventView, nullable: true }) event: WaitlistEventView | null;
  @ApiProperty({ type: WaitlistTicketTypeView, nullable: true }) ticketType: WaitlistTicketTypeView | null;
  @ApiProperty({ type: WaitlistOfferView, nullable: true }) offer: WaitlistOfferView | null;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
}
