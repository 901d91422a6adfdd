import { CHECKOUT_STATUSES, type CheckoutStatus } from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { OrderDiscountView } from '../../../common/http/shared.view.js';
import { MerchOrderViewSchema } from '../../merch/index.js';
import { OrderViewSchema } from '../../orders/index.js';

export class CheckoutView extends OrderDiscountView implements contracts.CheckoutView {
  @ApiProperty({ example: 'C1A2B3C4D5E6F7A8B' }) orderNo: string;
  @ApiProperty({ enum: CHECKOUT_STATUSES }) status: CheckoutStatus;
  @ApiProperty() eventId: number;
  @ApiProperty({ type: OrderViewSchema, nullable: true, description: 'The ticket part, or null for merch only' })
  tickets: OrderViewSchema | null;
  @ApiProperty({ type: MerchOrderViewSchema, nullable: true, description: 'The merch part, or null for tickets only' })
  merch: MerchOrderViewSchema | null;
  @ApiProperty({ description: 'Minor units: both parts, undiscounted' }) total: number;
  @ApiProperty() currency: string;
  @ApiProperty() holdMinutes: number;
  @ApiProperty({ description: 'Epoch ms' }) expiresAt: number;
  @ApiProperty({ description: 'Seconds left on the hold (0 unless held)' }) remainingSeconds: number;
  @ApiProperty({ type: Number, nullable: true }) paidAt: number | null;
  @ApiProperty() createdAt: number;
}
