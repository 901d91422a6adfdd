import {
  MERCH_ORDER_STATUSES,
  ORDER_STATUSES,
  VOUCHER_KINDS,
  VOUCHER_SCOPES,
  VOUCHER_STATUSES,
  type MerchOrderStatus,
  type OrderStatus,
  type VoucherKind,
  type VoucherScope,
  type VoucherStatus,
} from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { OrderDiscountView, PageMeta } from '../../../common/http/shared.view.js';

/** Reply schemas of the voucher calls; each implements its contracts view so the two cannot drift. */

export class VoucherView implements contracts.VoucherView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'V7KQ2M9XH4ZP3' }) code: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The operator's text; null: describe it from kind and value",
  })
  title: string | null;
  @ApiProperty({ enum: VOUCHER_KINDS }) kind: VoucherKind;
  @ApiProperty({ description: 'fixed: minor units off; percent: 1–100 per cent off' }) value: number;
  @ApiProperty({ type: Number, nullable: true, description: 'percent: the most it takes off (minor units)' })
  cap: number | null;
  @ApiProperty({ description: 'Minor units the order must come to (before discounts)' }) minSpend: number;
  @ApiProperty({ enum: VOUCHER_SCOPES, description: 'any ticket order, one event, or merch orders' })
  scope: VoucherScope;
  @ApiProperty({ type: Number, nullable: true, description: 'scope event: the event' }) eventId: number | null;
  @ApiProperty({ description: 'Epoch ms' }) validFrom: number;
  @ApiProperty({ description: 'Epoch ms (usable before it)' }) validTo: number;
  @ApiProperty({ enum: VOUCHER_STATUSES }) status: VoucherStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The order it lowers' }) orderNo: string | null;
}

export class VoucherPageView extends PageMeta implements contracts.VoucherPage {
  @ApiProperty({ type: [VoucherView] }) list: VoucherView[];
}

export class UsableVoucherView extends VoucherView implements contracts.UsableVoucherView {
  @ApiProperty({ description: 'Minor units it takes off this order' }) discount: number;
}

type FanCoinOffer = contracts.OrderDiscountsView['fanCoin'];

export class FanCoinOfferView implements FanCoinOffer {
  @ApiProperty({ description: 'Minor units one coin takes off (FAN_COIN_VALUE)' }) coinValue: number;
  @ApiProperty({ description: 'Coins pay at most this per cent of the total (FAN_COIN_MAX_SHARE)' })
  maxSharePercent: number;
  @ApiProperty({ description: 'One coin earned per this many minor units paid (FAN_COIN_EARN_RATE)' }) earnPer: number;
  @ApiProperty({ description: 'My Fan Coin (not counting those on this order)' }) balance: number;
  @ApiProperty({ description: 'The most coins this order may take with its voucher' }) maxUsable: number;
}

export class OrderDiscountsView implements contracts.OrderDiscountsView {
  @ApiProperty({ example: 'T1A2B3C4D5E6F7A8B', description: 'A ticket order (T…) or a merch order (M…)' })
  orderNo: string;
  @ApiProperty({
    enum: [...new Set([...ORDER_STATUSES, ...MERCH_ORDER_STATUSES])],
    description: "The order's status (a ticket or merch order status); 'paid' when the discount left nothing to pay",
  })
  orderStatus: OrderStatus | MerchOrderStatus;
  @ApiProperty({ description: 'Minor units, before discounts' }) total: number;
  @ApiProperty() currency: string;
  @ApiProperty({ type: OrderDiscountView }) applied: OrderDiscountView;
  @ApiProperty({ type: [UsableVoucherView], description: 'The applied one first, then the largest discount first' })
  vouchers: UsableVoucherView[];
  @ApiProperty({ type: FanCoinOfferView }) fanCoin: FanCoinOfferView;
  @ApiProperty({ description: 'A payment has started (or the order is not held): the discount cannot change' })
  locked: boolean;
}
