import {
  CALLBACK_OUTCOMES,
  type CallbackOutcome,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentType,
} from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Reply schemas of the payment calls; each implements its contracts view so the two cannot drift. */

type ReceiptEvent = contracts.ReceiptView['event'];
type ReceiptSeats = contracts.ReceiptView['seats'][number];

export class SavedCardView implements contracts.SavedCardView {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
  @ApiProperty() expMonth: number;
  @ApiProperty() expYear: number;
}

export class PaymentMethodOption {
  @ApiProperty({ enum: PAYMENT_METHODS }) method: PaymentMethod;
  @ApiProperty({ enum: PAYMENT_TYPES, isArray: true }) paymentTypes: PaymentType[];
}

export class WalletMethodOption implements contracts.WalletMethodView {
  @ApiProperty({ description: 'Cash balance (minor units)' }) balance: number;
  @ApiProperty() currency: string;
  @ApiProperty({ enum: [0, 1], description: '1 when the payment password is set' }) payPasswordSetUp: 0 | 1;
}

export class PaymentMethodsView implements contracts.PaymentMethodsView {
  @ApiProperty({ type: [PaymentMethodOption] }) methods: PaymentMethodOption[];
  @ApiProperty({ enum: PAYMENT_TYPES, isArray: true }) paymentTypes: PaymentType[];
  @ApiProperty({ type: [SavedCardView] }) savedCards: SavedCardView[];
  @ApiProperty({ type: WalletMethodOption, nullable: true, description: "'My wallet', paid with POST /wallet/pay" })
  wallet: WalletMethodOption | null;
}

export class PaymentCreatedView implements contracts.PaymentCreatedView {
  @ApiProperty() paymentNo: string;
  @ApiProperty() orderNo: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) method: PaymentMethod;
  @ApiProperty({ enum: PAYMENT_TYPES }) paymentType: PaymentType;
  @ApiProperty({ description: 'Minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty({ description: "The provider's payment page" }) redirectUrl: string;
  @ApiProperty({ description: 'When the hold ends (epoch ms)' }) expiresAt: number;
}

export class PaymentSummaryView implements NonNullable<contracts.PaymentResultView['payment']> {
  @ApiProperty() paymentNo: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty() method: string;
  @ApiProperty({ type: String, nullable: true }) paymentType: string | null;
  @ApiProperty({ description: 'Minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ type: String, nullable: true }) failure: string | null;
}

export class ReceiptEventView implements ReceiptEvent {
  @ApiProperty() id: number;
  @ApiProperty() slug: string;
  @ApiProperty() title: string;
  @ApiProperty() venue: string;
  @ApiProperty() location: string;
  @ApiProperty({ description: 'Epoch ms' }) startsAt: number;
  @ApiProperty({ description: "The venue's IANA time zone" }) timeZone: string;
  @ApiProperty({ description: 'Epoch ms' }) endsAt: number;
}

export class ReceiptSeatsView implements ReceiptSeats {
  @ApiProperty() area: string;
  @ApiProperty() quantity: number;
}

export class ReceiptView implements contracts.ReceiptView {
  @ApiProperty() orderNo: string;
  @ApiProperty({ type: ReceiptEventView }) event: ReceiptEventView;
  @ApiProperty({ type: [ReceiptSeatsView] }) seats: ReceiptSeatsView[];
  @ApiProperty({ description: 'Minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty() method: string;
  @ApiProperty({ type: String, nullable: true }) paymentType: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Epoch ms' }) paidAt: number | null;
}

export class PaymentResultView implements contracts.PaymentResultView {
  @ApiProperty() orderNo: string;
  @ApiProperty({ enum: ORDER_STATUSES }) orderStatus: OrderStatus;
  @ApiProperty({ type: PaymentSummaryView, nullable: true }) payment: PaymentSummaryView | null;
  @ApiProperty({ type: [String], description: 'The ticket codes, once paid' }) tickets: string[];
  @ApiProperty({ type: ReceiptView, nullable: true }) receipt: ReceiptView | null;
  @ApiProperty({ type: String, nullable: true }) message: string | null;
  @ApiProperty({ type: String, nullable: true }) messageKey: string | null;
}

export class PaymentCallbackView implements contracts.PaymentCallbackView {
  @ApiProperty({ enum: [true] }) received: true;
  @ApiProperty({ enum: CALLBACK_OUTCOMES }) outcome: CallbackOutcome;
}
