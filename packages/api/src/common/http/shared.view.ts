import type {
  DeletedView as DeletedViewContract,
  OrderDiscountView as OrderDiscountContract,
} from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** The paging fields of contracts `Page<T>`; each page view adds its typed `list`. */
export class PageMeta {
  @ApiProperty() total: number;
  @ApiProperty({ description: '1-based' }) page: number;
  @ApiProperty() pageSize: number;
}

export class DeletedView implements DeletedViewContract {
  @ApiProperty({ description: 'The id that is gone' }) id: number;
}

/** The discount a ticket or merch order carries (vouchers and Fan Coin); order views extend it. */
export class OrderDiscountView implements OrderDiscountContract {
  @ApiProperty({ type: Number, nullable: true, description: 'The voucher applied (GET /voucher/mine)' })
  voucherId: number | null;
  @ApiProperty({ description: 'Minor units the voucher takes off' }) voucherDiscount: number;
  @ApiProperty({ description: 'Whole Fan Coin spent on the order' }) fanCoinUsed: number;
  @ApiProperty({ description: 'Minor units the Fan Coin take off' }) fanCoinDiscount: number;
  @ApiProperty({ description: 'Minor units a payment charges: total less both discounts, never below 0' })
  amountDue: number;
}
