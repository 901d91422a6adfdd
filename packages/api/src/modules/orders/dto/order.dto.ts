import { PageQuery } from '../../../common/http/page.query.js';
import { ORDER_NO_PATTERN, ORDER_STATUSES, type OrderStatus } from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';

export class OrderItemBody {
  @ApiProperty({ description: 'Seat area (ticket type) id', example: 1 })
  @IsInt()
  @Min(1)
  ticketTypeId: number;

  @ApiProperty({ description: 'Seats in this area (0 is ignored)', example: 2 })
  @IsInt()
  @Min(0)
  @Max(100)
  quantity: number;
}

export class CreateOrderBody {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  eventId: number;

  @ApiProperty({ type: [OrderItemBody] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => OrderItemBody)
  items: OrderItemBody[];

  @ApiPropertyOptional({ type: [Number], description: 'Real-name events: one of my attendee ids per ticket' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  attendeeIds?: number[];
}

export class TicketLimitQuery {
  @ApiProperty({ description: 'Event id', example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId: number;
}

export class OrderNoQuery {
  @ApiProperty({ example: 'T1A2B3C4D5E6F7A8B' })
  @IsString()
  @Matches(ORDER_NO_PATTERN)
  orderNo: string;
}

export class OrderNoBody extends OrderNoQuery {}

export class MyOrdersQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES)
  status?: OrderStatus;
}
