import { ORDER_SOURCES, ORDER_STATUSES, type OrderSource, type OrderStatus } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { OrderDiscountView, PageMeta } from '../../../common/http/shared.view.js';

/** Reply schemas of the order calls; each implements its contracts view so the two cannot drift. */

type OrderEvent = contracts.OrderView['event'];
type OrderLine = contracts.OrderView['items'][number];
type OrderAttendee = contracts.OrderView['attendees'][number];

export class OrderEventView implements OrderEvent {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() venue: string;
  @ApiProperty() location: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty({ description: 'Epoch ms' }) endsAt: number;
  @ApiProperty({ type: [String] }) images: string[];
}

export class OrderLineView implements OrderLine {
  @ApiProperty() ticketTypeId: number;
  @ApiProperty() name: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Minor units' }) unitPrice: number;
  @ApiProperty({ description: 'Minor units' }) subtotal: number;
}

export class OrderAttendeeView implements OrderAttendee {
  @ApiProperty() fullName: string;
  @ApiProperty() idType: string;
  @ApiProperty({ description: 'Masked but for the last four characters' }) idNumber: string;
}

export class OrderView extends OrderDiscountView implements contracts.OrderView {
  @ApiProperty({ example: 'T1A2B3C4D5E6F7A8B' }) orderNo: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ enum: ORDER_SOURCES }) source: OrderSource;
  @ApiProperty({ type: OrderEventView }) event: OrderEventView;
  @ApiProperty({ type: [OrderLineView] }) items: OrderLineView[];
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Minor units: the undiscounted sum of the items' }) total: number;
  @ApiProperty() currency: string;
  @ApiProperty() holdMinutes: number;
  @ApiProperty({ description: 'Epoch ms' }) expiresAt: number;
  @ApiProperty({ description: 'Seconds left on the hold (0 unless held)' }) remainingSeconds: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) paidAt: number | null;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
  @ApiProperty({ type: [OrderAttendeeView] }) attendees: OrderAttendeeView[];
}

export class OrderPageView extends PageMeta implements contracts.OrderPage {
  @ApiProperty({ type: [OrderView] }) list: OrderView[];
}

export class TicketLimitView implements contracts.TicketLimitView {
  @ApiProperty() eventId: number;
  @ApiProperty({ description: 'The event’s limit of tickets per account' }) limit: number;
  @ApiProperty({ description: 'Tickets counted against it: bought, and on hold in open orders' }) used: number;
  @ApiProperty({ description: 'Of used, the tickets in the open order for the event, which choosing again replaces' })
  held: number;
  @ApiProperty({ description: 'How many more one order can add: limit - used, at least 0' }) remaining: number;
}
