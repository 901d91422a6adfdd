import {
  MERCH_ORDER_FULFILMENTS,
  MERCH_ORDER_NO_PATTERN,
  MERCH_ORDER_STATUSES,
  type MerchOrderFulfilment,
  type MerchOrderStatus,
} from '@fanpass/contracts';
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
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../../common/http/page.query.js';

export class MerchOrderItemBody {
  @ApiProperty({ description: 'Variant (size, colour) id', example: 1 })
  @IsInt()
  @Min(1)
  variantId: number;

  @ApiProperty({ description: 'Units (0 is ignored)', example: 1 })
  @IsInt()
  @Min(0)
  @Max(100)
  quantity: number;
}

export class CreateMerchOrderBody {
  @ApiProperty({ type: [MerchOrderItemBody] })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => MerchOrderItemBody)
  items: MerchOrderItemBody[];

  @ApiProperty({ enum: MERCH_ORDER_FULFILMENTS })
  @IsIn(MERCH_ORDER_FULFILMENTS)
  fulfilment: MerchOrderFulfilment;

  @ApiPropertyOptional({ description: 'Delivery: one of my saved shipping addresses' })
  @IsOptional()
  @IsInt()
  @Min(1)
  addressId?: number;

  @ApiPropertyOptional({ description: "Pick-up: one of the items' pick-up dates (YYYY-MM-DD)", example: '2026-12-14' })
  @IsOptional()
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'merch.pickupDateInvalid' })
  pickupDate?: string;

  @ApiPropertyOptional({ description: 'Holder-only items: my ticket number of their event' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'merch.ticketInvalid' })
  ticketNo?: string;
}

export class MerchOrderNoQuery {
  @ApiProperty({ example: 'M1A2B3C4D5E6F7A8B' })
  @IsString()
  @Matches(MERCH_ORDER_NO_PATTERN, { message: 'merch.orderNotFound' })
  orderNo: string;
}

export class MerchOrderNoBody extends MerchOrderNoQuery {}

export class MyMerchOrdersQuery extends PageQuery {
  @ApiPropertyOptional({ enum: MERCH_ORDER_STATUSES })
  @IsOptional()
  @IsIn(MERCH_ORDER_STATUSES)
  status?: MerchOrderStatus;
}

export class PickupRedeemBody {
  @ApiProperty({ description: 'The scanned pick-up QR text (FPM2.<orderNo>.<step>.<8 digits>)' })
  @IsString()
  @MaxLength(200, { message: 'merch.pickupQrInvalid' })
  qr: string;
}
