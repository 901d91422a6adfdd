import { RESALE_PAYOUTS, RESALE_STATUSES, type ResalePayout, type ResaleStatus } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the resale calls; each implements its contracts view so the two cannot drift. */

export class ResaleListingView implements contracts.ResaleListingView {
  @ApiProperty() id: number;
  @ApiProperty() ticketCode: string;
  @ApiProperty({ enum: RESALE_STATUSES }) status: ResaleStatus;
  @ApiProperty({ enum: RESALE_PAYOUTS }) payout: ResalePayout;
  @ApiProperty({ description: 'Minor units' }) price: number;
  @ApiProperty({ description: "The event's fee (minor units)" }) fee: number;
  @ApiProperty({ description: 'What the seller gets: price - fee' }) net: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) soldAt: number | null;
}

export class ResaleTicketView implements contracts.ResaleTicketView {
  @ApiProperty() ticketCode: string;
  @ApiProperty({ description: 'The most a listing may ask (minor units)' }) faceValue: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'Whether the event takes listings now' }) open: boolean;
  @ApiProperty({ description: 'Listings close at this time (epoch ms)' }) deadline: number;
  @ApiProperty() feePercent: number;
  @ApiProperty() refundAllowed: boolean;
  @ApiProperty({ type: ResaleListingView, nullable: true }) listing: ResaleListingView | null;
}

export class ResaleOfferView implements contracts.ResaleOfferView {
  @ApiProperty() id: number;
  @ApiProperty() ticketTypeId: number;
  @ApiProperty() seatArea: string;
  @ApiProperty({ description: 'Minor units' }) price: number;
  @ApiProperty({ description: 'Minor units' }) faceValue: number;
  @ApiProperty() currency: string;
}
