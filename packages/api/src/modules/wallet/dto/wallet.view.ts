import {
  RECHARGE_STATUSES,
  type RechargeStatus,
  WALLET_RECORD_TYPES,
  WALLET_UNITS,
  type WalletRecordType,
  type WalletUnit,
} from '@fanpass/contracts';
import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { PageMeta } from '../../../common/http/shared.view.js';

/** Reply schemas of the wallet calls; each implements its contracts view so the two cannot drift. */

export class TopUpLimitsView implements Readonly<contracts.WalletInfoView['topUp']> {
  @ApiProperty({ description: 'Most one top-up may be (minor units)' }) max: number;
  @ApiProperty({ description: 'Most all top-ups of one UTC day may be together' }) dailyMax: number;
  @ApiProperty({ description: 'What may still be topped up today' }) todayLeft: number;
  @ApiProperty({ type: [Number], description: 'Amounts the deposit page offers' }) presets: number[];
}

export class WalletInfoView implements contracts.WalletInfoView {
  @ApiProperty({ description: 'Cash balance (minor units)' }) balance: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'Fan Coin balance' }) fanCoin: number;
  @ApiProperty({ description: 'Vouchers usable now' }) vouchers: number;
  @ApiProperty({ enum: [0, 1], description: '1 when the payment password is set' }) payPasswordSetUp: 0 | 1;
  @ApiProperty({ type: TopUpLimitsView }) topUp: TopUpLimitsView;
}

export class WalletRecordView implements contracts.WalletRecordView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: WALLET_RECORD_TYPES }) type: WalletRecordType;
  @ApiProperty({ description: 'Signed: + in, - out (minor units for cash, coins for coin)' }) amount: number;
  @ApiProperty({ enum: WALLET_UNITS }) unit: WalletUnit;
  @ApiProperty({ description: "The account's balance right after" }) balanceAfter: number;
  @ApiProperty({ type: String, nullable: true, description: 'W… top-up, T… ticket, M… merch order' })
  orderNo: string | null;
  @ApiProperty({ description: 'Epoch ms' }) createdAt: number;
}

export class WalletRecordPageView extends PageMeta implements contracts.WalletRecordPage {
  @ApiProperty({ type: [WalletRecordView] }) list: WalletRecordView[];
}

export class RechargeCreatedView implements contracts.RechargeCreatedView {
  @ApiProperty({ example: 'W1A2B3C4D5E6F7A8B' }) orderNo: string;
  @ApiProperty() paymentNo: string;
  @ApiProperty({ description: 'Minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: "The provider's payment page" }) redirectUrl: string;
  @ApiProperty({ description: 'Epoch ms: after it an unpaid top-up is expired' }) expiresAt: number;
}

export class RechargeResultView implements contracts.RechargeResultView {
  @ApiProperty() orderNo: string;
  @ApiProperty({ enum: RECHARGE_STATUSES }) status: RechargeStatus;
  @ApiProperty({ description: 'Minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: "The wallet's balance now" }) balance: number;
  @ApiProperty({ type: Number, nullable: true }) paidAt: number | null;
  @ApiProperty({ description: "What happened, in the caller's language" }) message: string;
  @ApiProperty({ example: 'wallet.topUpPaid' }) messageKey: string;
}

export class WalletPaidView implements contracts.WalletPaidView {
  @ApiProperty() orderNo: string;
  @ApiProperty() paymentNo: string;
  @ApiProperty({ description: 'Minor units' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'The balance after the payment' }) balance: number;
}
