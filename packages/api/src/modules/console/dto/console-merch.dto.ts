import { MERCH_ORDER_FULFILMENTS, MERCH_ORDER_NO_PATTERN, MERCH_ORDER_STATUSES } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { OrderAddressViewSchema } from '../../merch/index.js';

export class MerchScopeQuery {
  @ApiPropertyOptional({ description: 'One event; without it every event I may see (an admin: merch without one too)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  eventId?: number;
}

export class MerchStockBody implements contracts.ConsoleMerchStockBody {
  @ApiProperty()
  @IsInt()
  @Min(1)
  variantId: number;

  @ApiProperty({ description: 'Every unit (left, sold and held); never below what is sold and held' })
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  stock: number;
}

export class MerchOrderBody implements contracts.ConsoleMerchOrderBody {
  @ApiProperty({ example: 'M1A2B3C4D5E6F7A8B' })
  @IsString()
  @Matches(MERCH_ORDER_NO_PATTERN, { message: 'merch.orderNotFound' })
  orderNo: string;
}

export class MerchShipBody extends MerchOrderBody implements contracts.ConsoleMerchShipBody {
  @ApiProperty({ example: 'SF Express' })
  @IsString()
  @Length(1, 60)
  carrier: string;

  @ApiProperty({ example: 'SF1234567890' })
  @IsString()
  @Length(1, 60)
  trackingNo: string;
}

export class ConsoleMerchStockView implements contracts.ConsoleMerchStockView {
  @ApiProperty() productId: number;
  @ApiProperty() productName: string;
  @ApiProperty({ type: Number, nullable: true }) eventId: number | null;
  @ApiProperty({ type: String, nullable: true }) eventTitle: string | null;
  @ApiProperty() variantId: number;
  @ApiProperty() variantCode: string;
  @ApiProperty() variantLabel: string;
  @ApiProperty({ description: 'Minor units' }) price: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'Every unit: left + sold + held' }) stock: number;
  @ApiProperty() sold: number;
  @ApiProperty({ description: 'In unpaid orders' }) held: number;
  @ApiProperty() left: number;
}

export class ConsoleMerchLineView implements contracts.ConsoleMerchLineView {
  @ApiProperty() name: string;
  @ApiProperty() variantLabel: string;
  @ApiProperty() quantity: number;
}

export class ConsoleMerchOrderView implements contracts.ConsoleMerchOrderView {
  @ApiProperty({ example: 'M1A2B3C4D5E6F7A8B' }) orderNo: string;
  @ApiProperty({ type: Number, nullable: true }) eventId: number | null;
  @ApiProperty({ type: String, nullable: true }) eventTitle: string | null;
  @ApiProperty({ enum: MERCH_ORDER_STATUSES }) status: contracts.MerchOrderStatus;
  @ApiProperty({ enum: MERCH_ORDER_FULFILMENTS }) fulfilment: contracts.MerchOrderFulfilment;
  @ApiProperty({ description: 'Nickname, else e-mail address' }) buyerName: string;
  @ApiProperty() buyerEmail: string;
  @ApiProperty({ type: [ConsoleMerchLineView] }) items: ConsoleMerchLineView[];
  @ApiProperty() quantity: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) paidAt: number | null;
  @ApiProperty({ type: OrderAddressViewSchema, nullable: true }) address: OrderAddressViewSchema | null;
  @ApiProperty({ type: String, nullable: true }) carrier: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNo: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD' }) pickupDate: string | null;
  @ApiProperty({ type: String, nullable: true }) pickupPlace: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) readyAt: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) collectedAt: number | null;
}
