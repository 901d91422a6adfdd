import { EVENT_STATUSES, type EventStatus } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { PageMeta } from '../../../common/http/shared.view.js';

/** Reply schemas of the event calls; each implements its contracts view so the two cannot drift. */

export class TicketTypeView implements contracts.TicketTypeView {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Minor units' }) price: number;
  @ApiProperty() currency: string;
  @ApiProperty() capacity: number;
  @ApiProperty() sold: number;
  @ApiProperty() held: number;
  @ApiProperty() available: number;
  @ApiProperty() soldOut: boolean;
}

export class EventCardView implements contracts.EventCardView {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty({ type: String, nullable: true, description: 'Who performs (artist or line-up)' })
  artist: string | null;
  @ApiProperty({ type: [String] }) images: string[];
  @ApiProperty() venue: string;
  @ApiProperty() location: string;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) doorsAt: number | null;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: 'Epoch ms' }) endsAt: number;
  @ApiProperty({ description: 'Epoch ms' }) saleStartsAt: number;
  @ApiProperty({ description: "The venue's IANA time zone; times are shown as the venue reads them" })
  timeZone: string;
  @ApiProperty({ enum: EVENT_STATUSES }) status: EventStatus;
  @ApiProperty() desktopOnly: boolean;
  @ApiProperty() realNameRequired: boolean;
  @ApiProperty() ticketLimit: number;
  @ApiProperty() currency: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Lowest seat-area price, minor units' })
  minPrice: number | null;
}

export class EventListPageView extends PageMeta implements contracts.EventListPage {
  @ApiProperty({ type: [EventCardView] }) list: EventCardView[];
}

export class EventDetailView extends EventCardView implements contracts.EventDetailView {
  @ApiProperty() about: string;
  @ApiProperty({ type: [TicketTypeView] }) ticketTypes: TicketTypeView[];
  @ApiProperty({ type: String, nullable: true, description: 'Message key of the real-name disclosure' })
  attendeeDisclosureKey: string | null;
}

export class EventAvailabilityView implements contracts.EventAvailabilityView {
  @ApiProperty() eventId: number;
  @ApiProperty({ type: [TicketTypeView] }) ticketTypes: TicketTypeView[];
}
