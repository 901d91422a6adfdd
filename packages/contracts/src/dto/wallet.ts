import type { PaymentMethod } from '../catalogue/payments.js';
import type { RechargeStatus, WalletRecordType, WalletUnit } from '../catalogue/wallet.js';
import type { PaymentType } from '../constants.js';
import type { Page, PageParams } from './common.js';

/** The shapes the wallet calls (`/fanapih5/wallet/…`) take and answer with. Money is minor units. */

/** GET /wallet/info. */
export interface WalletInfoView {
  /** Cash balance (minor units). */
  balance: number;
  currency: string;
  /** Fan Coin balance (whole coins). */
  fanCoin: number;
  /** Vouchers the fan can use now. */
  vouchers: number;
  /** 1 when the payment password is set (a wallet payment needs it). */
  payPasswordSetUp: 0 | 1;
  topUp: {
    /** Most one top-up may be (WALLET_TOPUP_MAX). */
    max: number;
    /** Most all top-ups of one day may be together (WALLET_TOPUP_DAILY_MAX, UTC day). */
    dailyMax: number;
    /** What may still be topped up today. */
    todayLeft: number;
    /** Amounts the deposit page offers (WALLET_TOPUP_PRESETS). */
    presets: number[];
  };
}

/** GET /wallet/transactions query. */
export interface WalletRecordQuery extends PageParams {
  type?: WalletRecordType;
  unit?: WalletUnit;
}

/** One movement of the fan's cash or Fan Coin. */
export interface WalletRecordView {
  id: number;
  type: WalletRecordType;
  /** Signed: + in, - out (minor units for cash, coins for coin). */
  amount: number;
  unit: WalletUnit;
  /** The account's balance right after this movement. */
  balanceAfter: number;
  /** The order it belongs to (top-up `W…`, ticket `T…`, merch `M…`), when there is one. */
  orderNo: string | null;
  /** Epoch milliseconds. */
  createdAt: number;
}

/** GET /wallet/transactions: newest first. */
export type WalletRecordPage = Page<WalletRecordView>;

/** POST /wallet/recharge body: a deposit through the payment provider. */
export interface WalletRechargeBody {
  /** Minor units, > 0. */
  amount: number;
  method: PaymentMethod;
  paymentType?: PaymentType;
  savedCardId?: number;
}

/** POST /wallet/recharge: the top-up order and where to send the browser (the provider's page). */
export interface RechargeCreatedView {
  orderNo: string;
  paymentNo: string;
  amount: number;
  currency: string;
  redirectUrl: string;
  /** Epoch ms: after it, an unpaid top-up is expired. */
  expiresAt: number;
}

/** GET /wallet/rechargeResult?orderNo=. */
export interface RechargeResultView {
  orderNo: string;
  status: RechargeStatus;
  amount: number;
  currency: string;
  /** The wallet's balance now. */
  balance: number;
  paidAt: number | null;
  /** What happened, in the caller's language (WALLET_MESSAGE_KEYS). */
  message: string;
  messageKey: string;
}

/** POST /wallet/pay body (header `Idempotency-Key` replays the first answer). */
export interface WalletPayBody {
  /** Any held order of the fan's: ticket `T…`, merch `M…`. */
  orderNo: string;
  /** The 6-digit payment password. */
  payPassword: string;
}

/** POST /wallet/pay: the order is paid and the wallet debited. */
export interface WalletPaidView {
  orderNo: string;
  paymentNo: string;
  amount: number;
  currency: string;
  /** The balance after the payment. */
  balance: number;
}

/** The wallet as one more way to pay (GET /payment/methods' `wallet`; paid with POST /wallet/pay). */
export interface WalletMethodView {
  balance: number;
  currency: string;
  payPasswordSetUp: 0 | 1;
}
