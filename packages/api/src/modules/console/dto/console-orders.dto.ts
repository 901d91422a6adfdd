import {
  CONSOLE_REASON_MAX,
  CONSOLE_TIMELINE_KINDS,
  ORDER_STATUSES,
  TICKET_STATUSES,
  type ConsoleTimelineKind,
  type OrderStatus,
  type TicketStatus,
} from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';
import { PageQuery } from '../../../common/http/page.query.js';
import { FreeText } from '../../../common/text/free-text.js';

export class OrderSearchQuery extends PageQuery {
  @ApiPropertyOptional({ description: "An order number, or part of the buyer's e-mail or name or an attendee's name" })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  q?: string;

  @ApiPropertyOptional({ description: "Only this event's orders" })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId?: number;
}

export class OrderNoQuery {
  @ApiProperty()
  @IsString()
  @Length(1, 32)
  orderNo: string;
}

export class OrderNoBody implements contracts.ConsoleOrderNoBody {
  @ApiProperty()
  @IsString()
  @Length(1, 32)
  orderNo: string;
}

export class OrderReasonBody implements contracts.ConsoleOrderReasonBody {
  @ApiProperty()
  @IsString()
  @Length(1, 32)
  orderNo: string;

  @ApiProperty({ description: 'Why: kept with the refund and in the audit log', maxLength: CONSOLE_REASON_MAX })
  @IsString()
  @Length(1, CONSOLE_REASON_MAX)
  // Blank is no reason at all.
  @Matches(/\S/, { message: 'validation.required' })
  @FreeText()
  reason: string;
}

export class AttendeesQuery {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId: number;
}

export class ConsoleOrderRowView implements contracts.ConsoleOrderRow {
  @ApiProperty() orderNo: string;
  @ApiProperty() eventId: number;
  @ApiProperty() eventTitle: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ description: "The buyer's e-mail" }) email: string;
  @ApiProperty() nickname: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Minor units' }) total: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
  @ApiProperty({ type: Number, nullable: true }) paidAt: number | null;
}

export class ConsoleOrderPageView implements contracts.ConsoleOrderPage {
  @ApiProperty({ type: [ConsoleOrderRowView] }) list: ConsoleOrderRowView[];
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

export class ConsoleOrderTicketView implements contracts.ConsoleOrderTicketView {
  @ApiProperty() code: string;
  @ApiProperty() area: string;
  @ApiProperty({ type: String, nullable: true }) seat: string | null;
  @ApiProperty({ enum: TICKET_STATUSES }) status: TicketStatus;
  @ApiProperty({ type: String, nullable: true }) attendeeName: string | null;
  @ApiProperty() holderEmail: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Admitted at the gate, epoch ms' })
  checkedInAt: number | null;
}

export class ConsoleTimelineEntryView implements contracts.ConsoleTimelineEntry {
  @ApiProperty({ description: 'Epoch ms' }) at: number;
  @ApiProperty({ enum: CONSOLE_TIMELINE_KINDS }) kind: ConsoleTimelineKind;
  @ApiPropertyOptional() amount?: number;
  @ApiPropertyOptional() status?: string;
  @ApiPropertyOptional() detail?: string;
  @ApiPropertyOptional() ticketCode?: string;
  @ApiPropertyOptional() actor?: string;
}

export class ConsoleOrderEventView {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() venue: string;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty() startsAt: number;
}

export class ConsoleOrderItemView {
  @ApiProperty() area: string;
  @ApiProperty() quantity: number;
  @ApiProperty() unitPrice: number;
}

export class ConsoleOrderView extends ConsoleOrderRowView implements contracts.ConsoleOrderView {
  @ApiProperty({ type: ConsoleOrderEventView }) event: ConsoleOrderEventView;
  @ApiProperty({ type: [ConsoleOrderItemView] }) items: ConsoleOrderItemView[];
  @ApiProperty() paid: number;
  @ApiProperty() refunded: number;
  @ApiProperty() expiresAt: number;
  @ApiProperty({ type: [ConsoleOrderTicketView] }) tickets: ConsoleOrderTicketView[];
  @ApiProperty({ type: [ConsoleTimelineEntryView] }) timeline: ConsoleTimelineEntryView[];
  @ApiProperty() refundable: boolean;
  @ApiProperty() cancellable: boolean;
  @ApiProperty() resendable: boolean;
}
