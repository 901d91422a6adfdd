import {
  PAYABLE_ORDER_NO_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  type PaymentMethod,
  type PaymentType,
  TOPUP_ORDER_NO_PATTERN,
  WALLET_RECORD_TYPES,
  WALLET_UNITS,
  type WalletPayBody,
  type WalletRechargeBody,
  type WalletRecordQuery,
  type WalletRecordType,
  type WalletUnit,
} from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Min } from 'class-validator';
import { PageQuery } from '../../../common/http/page.query.js';
import { PayPasswordField } from '../../users/index.js';

export class RecordsQuery extends PageQuery implements WalletRecordQuery {
  @ApiPropertyOptional({ enum: WALLET_RECORD_TYPES })
  @IsOptional()
  @IsIn(WALLET_RECORD_TYPES)
  type?: WalletRecordType;

  @ApiPropertyOptional({ enum: WALLET_UNITS, description: 'cash (the wallet) or coin (Fan Coin); both when absent' })
  @IsOptional()
  @IsIn(WALLET_UNITS)
  unit?: WalletUnit;
}

export class RechargeBody implements WalletRechargeBody {
  @ApiProperty({ description: 'Minor units, greater than 0', example: 10_000_000 })
  @IsInt({ message: 'wallet.depositAmountInvalid' })
  amount: number;

  @ApiProperty({ enum: PAYMENT_METHODS, description: "'card' or 'provider' (the other payment types)" })
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

export class TopUpOrderQuery {
  @ApiProperty({ example: 'W1A2B3C4D5E6F7A8B' })
  @IsString()
  @Matches(TOPUP_ORDER_NO_PATTERN)
  orderNo: string;
}

export class WalletPayRequest implements WalletPayBody {
  @ApiProperty({ example: 'T1A2B3C4D5E6F7A8B', description: 'A held order of mine: ticket T…, merch M…' })
  @IsString()
  @Matches(PAYABLE_ORDER_NO_PATTERN)
  orderNo: string;

  @PayPasswordField()
  payPassword: string;
}
