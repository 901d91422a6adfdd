import {
  DISCOUNTABLE_ORDER_NO_PATTERN,
  VOUCHER_STATUSES,
  type ApplyDiscountRequest,
  type VoucherStatus,
} from '@fanpass/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { PageQuery } from '../../../common/http/page.query.js';

export class MyVouchersQuery extends PageQuery {
  @ApiPropertyOptional({ enum: VOUCHER_STATUSES, description: 'expired: the window ended while unused' })
  @IsOptional()
  @IsIn(VOUCHER_STATUSES)
  status?: VoucherStatus;
}

export class DiscountsQuery {
  @ApiProperty({ example: 'T1A2B3C4D5E6F7A8B', description: 'A ticket order (T…) or merch order (M…) of mine' })
  @IsString()
  @Matches(DISCOUNTABLE_ORDER_NO_PATTERN)
  orderNo: string;
}

export class ApplyDiscountBody implements ApplyDiscountRequest {
  @ApiProperty({ example: 'T1A2B3C4D5E6F7A8B', description: 'A held ticket order (T…) or merch order (M…) of mine' })
  @IsString()
  @Matches(DISCOUNTABLE_ORDER_NO_PATTERN)
  orderNo: string;

  @ApiProperty({ type: Number, nullable: true, description: 'One of my vouchers, or null for none' })
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(1)
  voucherId: number | null;

  @ApiProperty({ description: 'Whole Fan Coin to spend (0 for none)', example: 0 })
  @IsInt()
  @Min(0)
  @Max(1_000_000_000)
  fanCoin: number;
}
