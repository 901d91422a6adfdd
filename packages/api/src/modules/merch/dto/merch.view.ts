import {
  MERCH_ACCESS,
  MERCH_FULFILMENTS,
  MERCH_ORDER_FULFILMENTS,
  MERCH_ORDER_STATUSES,
  type MerchAccess,
  type MerchFulfilment,
  type MerchOrderFulfilment,
  type MerchOrderStatus,
} from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { OrderDiscountView, PageMeta } from '../../../common/http/shared.view.js';

/** Reply schemas of the merch calls; each implements its contracts view so the two cannot drift. */

export class MerchEventRefView implements contracts.MerchEventRef {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
}

export class MerchVariantView implements contracts.MerchVariantView {
  @ApiProperty() id: number;
  @ApiProperty() code: string;
  @ApiProperty({ example: 'M' }) label: string;
  @ApiProperty({ description: 'Units that can be bought now' }) available: number;
}

export class MerchProductView implements contracts.MerchProductView {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty({ type: MerchEventRefView, nullable: true }) event: MerchEventRefView | null;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) images: string[];
  @ApiProperty({ description: 'Minor units' }) price: number;
  @ApiProperty() currency: string;
  @ApiProperty({ enum: MERCH_ACCESS }) access: MerchAccess;
  @ApiProperty() desktopOnly: boolean;
  @ApiProperty({ enum: MERCH_FULFILMENTS }) fulfilment: MerchFulfilment;
  @ApiProperty({ type: [String], description: 'YYYY-MM-DD' }) pickupDates: string[];
  @ApiProperty({ type: String, nullable: true }) pickupPlace: string | null;
  @ApiProperty({ description: 'Holder-only items: units one ticket may buy across orders' }) perTicketLimit: number;
  @ApiProperty({ description: 'Most units of this item in one order' }) orderLimit: number;
  @ApiProperty() available: number;
  @ApiProperty() soldOut: boolean;
  @ApiProperty({ type: [MerchVariantView] }) variants: MerchVariantView[];
}

export class MerchPageView extends PageMeta implements contracts.MerchPage {
  @ApiProperty({ type: [MerchProductView] }) list: MerchProductView[];
}

export class ShippingAddressView implements contracts.ShippingAddressView {
  @ApiProperty() id: number;
  @ApiProperty() recipient: string;
  @ApiProperty() areaCode: string;
  @ApiProperty() phone: string;
  @ApiProperty() country: string;
  @ApiProperty() region: string;
  @ApiProperty() line1: string;
  @ApiProperty() line2: string;
  @ApiProperty() postcode: string;
  @ApiProperty() isDefault: boolean;
}

export class OrderAddressView implements contracts.OrderAddressView {
  @ApiProperty() recipient: string;
  @ApiProperty() areaCode: string;
  @ApiProperty() phone: string;
  @ApiProperty() country: string;
  @ApiProperty() region: string;
  @ApiProperty() line1: string;
  @ApiProperty() line2: string;
  @ApiProperty() postcode: string;
}

export class MerchOrderLineView implements contracts.MerchOrderLineView {
  @ApiProperty() productId: number;
  @ApiProperty() variantId: number;
  @ApiProperty() name: string;
  @ApiProperty() variantLabel: string;
  @ApiProperty({ type: String, nullable: true }) image: string | null;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Minor units' }) unitPrice: number;
  @ApiProperty({ description: 'Minor units' }) subtotal: number;
}

const STEPS = ['placed', 'paid', 'shipped', 'delivered', 'collected', 'expired', 'cancelled', 'refunded'] as const;

export class MerchProgressStepView implements contracts.MerchProgressStep {
  @ApiProperty({ enum: STEPS }) step: (typeof STEPS)[number];
  @ApiProperty({ description: 'Epoch ms' }) at: number;
}

export class MerchOrderView extends OrderDiscountView implements contracts.MerchOrderView {
  @ApiProperty({ example: 'M1A2B3C4D5E6F7A8B' }) orderNo: string;
  @ApiProperty({ enum: MERCH_ORDER_STATUSES }) status: MerchOrderStatus;
  @ApiProperty({ enum: MERCH_ORDER_FULFILMENTS }) fulfilment: MerchOrderFulfilment;
  @ApiProperty({ type: MerchEventRefView, nullable: true }) event: MerchEventRefView | null;
  @ApiProperty({ type: [MerchOrderLineView] }) items: MerchOrderLineView[];
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Minor units' }) total: number;
  @ApiProperty() currency: string;
  @ApiProperty() holdMinutes: number;
  @ApiProperty({ description: 'Epoch ms' }) expiresAt: number;
  @ApiProperty({ description: 'Seconds left on the hold (0 unless held)' }) remainingSeconds: number;
  @ApiProperty({ type: Number, nullable: true }) paidAt: number | null;
  @ApiProperty() createdAt: number;
  @ApiProperty({ type: OrderAddressView, nullable: true }) address: OrderAddressView | null;
  @ApiProperty({ type: String, nullable: true }) pickupDate: string | null;
  @ApiProperty({ type: String, nullable: true }) pickupPlace: string | null;
  @ApiProperty({ type: String, nullable: true }) carrier: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNo: string | null;
  @ApiProperty({ type: Number, nullable: true }) collectedAt: number | null;
  @ApiProperty({ type: [MerchProgressStepView] }) progress: MerchProgressStepView[];
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Paid pick-up orders: the rotating pick-up QR of this moment, FPM2.<orderNo>.<step>.<8 digits>; draw the live one from merchOrder/pickupSecret',
  })
  pickupQr: string | null;
}

export class MerchOrderPageView extends PageMeta implements contracts.MerchOrderPage {
  @ApiProperty({ type: [MerchOrderView] }) list: MerchOrderView[];
}

class PickupItemView {
  @ApiProperty() name: string;
  @ApiProperty() variantLabel: string;
  @ApiProperty() quantity: number;
}

export class PickupScanView implements contracts.PickupScanView {
  @ApiProperty({ enum: ['collected', 'alreadyCollected', 'notReady'] })
  result: 'collected' | 'alreadyCollected' | 'notReady';
  @ApiProperty() orderNo: string;
  @ApiProperty({ type: [PickupItemView] }) items: PickupItemView[];
  @ApiProperty({ type: String, nullable: true }) pickupDate: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'When it was collected' }) collectedAt: number | null;
  @ApiProperty({ description: "The buyer's nickname, or their e-mail address without one: the counter asks for it" })
  buyerName: string;
}

export class PickupQrSecretView implements contracts.PickupQrSecretView {
  @ApiProperty() orderNo: string;
  @ApiProperty({ description: "The order's pick-up secret (64 hex digits); the device draws the rotating QR from it" })
  secret: string;
  @ApiProperty({ description: 'Seconds of one QR step' }) stepSeconds: number;
  @ApiProperty({ enum: MERCH_ORDER_STATUSES }) status: MerchOrderStatus;
}
