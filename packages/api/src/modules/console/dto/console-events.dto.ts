import { CONSOLE_SALE_STATES, QUEUE_METHODS, QUEUE_MODES, type QueueMethod, type QueueMode } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/*
 * The console's event bodies check shapes only; the event import's own checks (parseEventFile:
 * times in order, the time zone, the limits) then decide, so the console and `ops event import`
 * keep one set of rules.
 */

export class EventIdQuery {
  @ApiProperty()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId: number;
}

export class EventIdBody {
  @ApiProperty()
  @IsInt()
  @Min(1)
  eventId: number;
}

export class AreaBody implements contracts.ConsoleAreaBody {
  @ApiProperty({ description: 'Stable within the event: letters, digits, dashes, underscores' })
  @IsString()
  @Length(1, 60)
  code: string;

  @ApiProperty()
  @IsString()
  @Length(1, 100)
  name: string;

  @ApiProperty({ description: 'Minor units' })
  @IsInt()
  @Min(0)
  @Max(Number.MAX_SAFE_INTEGER)
  price: number;

  @ApiProperty()
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  capacity: number;
}

export class EventFieldsBody implements contracts.ConsoleEventFields {
  @ApiProperty() @IsString() @Length(1, 200) title: string;
  @ApiProperty() @IsString() @MaxLength(20_000) about: string;
  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  artist?: string | null;
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 500, { each: true })
  images: string[];
  @ApiProperty() @IsString() @Length(1, 200) venue: string;
  @ApiProperty() @IsString() @Length(1, 300) location: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, 100) city?: string;
  @ApiProperty({ description: "The venue's IANA time zone" }) @IsString() @Length(1, 64) timeZone: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Epoch ms' })
  @IsOptional()
  @IsInt()
  doorsAt?: number | null;
  @ApiProperty({ description: 'Epoch ms' }) @IsInt() @Min(1) startsAt: number;
  @ApiProperty({ description: 'Epoch ms' }) @IsInt() @Min(1) endsAt: number;
  @ApiProperty({ description: 'Epoch ms' }) @IsInt() @Min(0) saleStartsAt: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Epoch ms; null: when the event ends' })
  @IsOptional()
  @IsInt()
  saleEndsAt?: number | null;
  @ApiProperty() @IsInt() @Min(1) @Max(100) ticketLimit: number;
  @ApiProperty() @IsBoolean() realNameRequired: boolean;
  @ApiProperty() @IsBoolean() desktopOnly: boolean;
}

export class EventCreateBody extends EventFieldsBody implements contracts.ConsoleEventCreateBody {
  @ApiProperty({ description: 'Short name in links: lower-case letters, digits, dashes' })
  @IsString()
  @Length(1, 80)
  slug: string;

  @ApiProperty({ type: [AreaBody] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => AreaBody)
  areas: AreaBody[];
}

export class EventUpdateBody extends EventFieldsBody implements contracts.ConsoleEventUpdateBody {
  @ApiProperty() @IsInt() @Min(1) eventId: number;
}

export class AreaSaveBody extends AreaBody implements contracts.ConsoleAreaSaveBody {
  @ApiProperty() @IsInt() @Min(1) eventId: number;
  @ApiPropertyOptional({ description: 'Only add: a code the event has already is refused (8215), not changed' })
  @IsOptional()
  @IsBoolean()
  add?: boolean;
}

export class PublishBody extends EventIdBody {
  @ApiProperty() @IsBoolean() published: boolean;
}

export class QueueSettingsBody extends EventIdBody {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional({ enum: QUEUE_METHODS }) @IsOptional() @IsIn(QUEUE_METHODS) method?: QueueMethod;
  @ApiPropertyOptional({ enum: QUEUE_MODES }) @IsOptional() @IsIn(QUEUE_MODES) mode?: QueueMode;
  @ApiPropertyOptional({ description: 'Fans admitted a minute' }) @IsOptional() @IsInt() ratePerMinute?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() maxActive?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() admissionSeconds?: number;
  @ApiPropertyOptional({ description: 'Epoch ms' }) @IsOptional() @IsInt() prequeueOpensAt?: number;
}

export class ResaleSettingsBody extends EventIdBody {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() enabled?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() paused?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsInt() feePercent?: number;
  @ApiPropertyOptional() @IsOptional() @IsInt() deadlineHours?: number;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() refundAllowed?: boolean;
}

/** Reply schemas; each implements its contracts view. */

export class ConsoleAreaView extends AreaBody implements contracts.ConsoleAreaView {
  @ApiProperty() id: number;
  @ApiProperty() sold: number;
  @ApiProperty() held: number;
  @ApiProperty() available: number;
}

export class ConsoleQueueView implements contracts.ConsoleQueueView {
  @ApiProperty() enabled: boolean;
  @ApiProperty() method: string;
  @ApiProperty() mode: string;
  @ApiProperty() ratePerMinute: number;
  @ApiProperty() maxActive: number;
  @ApiProperty() admissionSeconds: number;
  @ApiProperty({ description: 'Epoch ms' }) prequeueOpensAt: number;
}

export class ConsoleResaleView implements contracts.ConsoleResaleView {
  @ApiProperty() enabled: boolean;
  @ApiProperty() paused: boolean;
  @ApiProperty() feePercent: number;
  @ApiProperty() deadlineHours: number;
  @ApiProperty() refundAllowed: boolean;
}

export class ConsoleEventSummaryView implements contracts.ConsoleEventSummaryView {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() venue: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty() published: boolean;
  @ApiProperty({ enum: CONSOLE_SALE_STATES }) saleState: contracts.ConsoleSaleState;
  @ApiProperty() sold: number;
  @ApiProperty() capacity: number;
}

export class ConsoleEventView extends EventFieldsBody implements contracts.ConsoleEventView {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() currency: string;
  @ApiProperty() published: boolean;
  @ApiProperty({ enum: CONSOLE_SALE_STATES }) saleState: contracts.ConsoleSaleState;
  @ApiProperty({ type: [ConsoleAreaView] }) areas: ConsoleAreaView[];
  @ApiProperty({ type: ConsoleQueueView, nullable: true }) queue: ConsoleQueueView | null;
  @ApiProperty({ type: ConsoleResaleView }) resale: ConsoleResaleView;
}

export class ConsoleSalesMinute implements contracts.ConsoleSalesMinute {
  @ApiProperty({ description: "The minute's start, epoch ms" }) at: number;
  @ApiProperty() orders: number;
  @ApiProperty() tickets: number;
}

export class ConsoleSalesArea implements contracts.ConsoleSalesArea {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Minor units' }) price: number;
  @ApiProperty() capacity: number;
  @ApiProperty() sold: number;
  @ApiProperty() held: number;
  @ApiProperty() available: number;
}

export class ConsoleSalesQueue {
  @ApiProperty() waiting: number;
  @ApiProperty() admitted: number;
  @ApiProperty() active: number;
}

export class ConsoleSalesView implements contracts.ConsoleSalesView {
  @ApiProperty() eventId: number;
  @ApiProperty({ description: 'When these figures were read, epoch ms' }) at: number;
  @ApiProperty() currency: string;
  @ApiProperty({ type: [ConsoleSalesArea] }) areas: ConsoleSalesArea[];
  @ApiProperty({ description: 'Paid ticket orders’ totals (refunded orders left out), minor units' }) revenue: number;
  @ApiProperty() ticketsSold: number;
  @ApiProperty() ordersLastMinute: number;
  @ApiProperty({ type: [ConsoleSalesMinute], description: 'The last 60 minutes, oldest first' })
  minutes: ConsoleSalesMinute[];
  @ApiProperty() waitlistWaiting: number;
  @ApiProperty({ type: ConsoleSalesQueue, nullable: true }) queue: ConsoleSalesQueue | null;
}
