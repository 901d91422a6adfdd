import { CHECKOUT_NO_PATTERN } from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Min, ValidateNested } from 'class-validator';
import { CreateMerchOrderBody } from '../../merch/index.js';
import { OrderItemBody } from '../../orders/index.js';

export class CreateCheckoutBody {
  @ApiProperty({ description: 'The event whose tickets and official merch are bought', example: 1 })
  @IsInt()
  @Min(1)
  eventId: number;

  @ApiProperty({ type: [OrderItemBody], description: 'Seat areas and quantities (none: merch only)' })
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

  @ApiPropertyOptional({
    type: CreateMerchOrderBody,
    description:
      "The event's merch to add (none: tickets only): variants and units, delivery or pick-up date, my ticket of the event for holder-only items",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => CreateMerchOrderBody)
  merch?: CreateMerchOrderBody;
}

export class CheckoutNoQuery {
  @ApiProperty({ example: 'C1A2B3C4D5E6F7A8B' })
  @IsString()
  @Matches(CHECKOUT_NO_PATTERN, { message: 'tickets.checkoutNotFound' })
  orderNo: string;
}

export class CheckoutNoBody extends CheckoutNoQuery {}
