import {
  PAYABLE_ORDER_NO_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  type PaymentMethod,
  type PaymentType,
} from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';

export class CreatePaymentBody {
  @ApiProperty({ example: 'T1A2B3C4D5E6F7A8B' })
  @IsString()
  @Matches(PAYABLE_ORDER_NO_PATTERN)
  orderNo: string;

  @ApiProperty({
    enum: PAYMENT_METHODS,
    description: "'card' or 'provider' (other payment types); the wallet comes later",
  })
  @IsIn(PAYMENT_METHODS, { message: 'payments.methodUnsupported' })
  method: PaymentMethod;

  @ApiPropertyOptional({
    enum: PAYMENT_TYPES,
    description: 'Which of the 13 payment types (card brands for method card)',
  })
  @IsOptional()
  @IsIn(PAYMENT_TYPES, { message: 'payments.methodUnsupported' })
  paymentType?: PaymentType;

  @ApiPropertyOptional({ description: 'Pay with one of my saved cards (method card)' })
  @IsOptional()
  @IsInt()
  @Min(1)
  savedCardId?: number;
}

export class OrderNoPaymentQuery {
  @ApiProperty({ example: 'T1A2B3C4D5E6F7A8B' })
  @IsString()
  @Matches(PAYABLE_ORDER_NO_PATTERN)
  orderNo: string;
}

export class CardIdBody {
  @ApiProperty({ example: 1 })
  @IsInt()
  @Min(1)
  id: number;
}
