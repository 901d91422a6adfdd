import type { ReplyCodeEntry } from './entry.js';

/**
 * The Fan Pay wallet (5100–5199: 5100–5149 the wallet's cash, top-ups and wallet payments; 5150–5199
 * Fan Coin and vouchers). A wallet payment without a payment password answers the accounts'
 * PAY_PASSWORD_NOT_SET (the client opens the set-payment-password screen), a wrong one
 * PAY_PASSWORD_WRONG and, after five, PAY_PASSWORD_LOCKED.
 */
export const WALLET_CODES = {
  /** Spec §9: 'Deposit amount must be greater than 0'. */
  WALLET_DEPOSIT_AMOUNT_INVALID: { code: 5101, status: 400, key: 'wallet.depositAmountInvalid' },
  /** One top-up above WALLET_TOPUP_MAX; params `max` (formatted). */
  WALLET_TOPUP_OVER_MAX: { code: 5102, status: 400, key: 'wallet.topUpOverMax' },
  /** Today's top-ups would pass WALLET_TOPUP_DAILY_MAX; params `max`, `left` (formatted). */
  WALLET_TOPUP_DAILY_LIMIT: { code: 5103, status: 400, key: 'wallet.topUpDailyLimit' },
  /** Spec §9: 'Oops! Insufficient wallet balance, please top up your balance.' */
  WALLET_INSUFFICIENT: { code: 5104, status: 402, key: 'wallet.insufficient' },
  WALLET_TOPUP_NOT_FOUND: { code: 5105, status: 404, key: 'wallet.topUpNotFound' },
  /** A top-up is paid through the provider, never from the wallet it fills. */
  WALLET_TOPUP_NOT_WALLET_PAYABLE: { code: 5106, status: 400, key: 'wallet.topUpNotWalletPayable' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** Message keys the wallet answers with besides its codes (the recharge result page). */
export const WALLET_MESSAGE_KEYS = {
  topUpPending: 'wallet.topUpPending',
  topUpPaid: 'wallet.topUpPaid',
  topUpFailed: 'wallet.topUpFailed',
  topUpExpired: 'wallet.topUpExpired',
} as const;

/** The two currencies of the ledger: the fan's money and Fan Coin. */
export const WALLET_UNITS = ['cash', 'coin'] as const;
export type WalletUnit = (typeof WALLET_UNITS)[number];

/**
 * What a wallet record is (wallet/transactions' `type` filter); a ledger transaction's kind.
 * topup: money in from the provider; payment: an order paid from the wallet; refund: money or Fan
 * Coin given back; coinEarned / coinSpent: Fan Coin; voucher: a voucher's movement; resale: a
 * resold ticket's price credited to its seller.
 */
export const WALLET_RECORD_TYPES = [
  'topup',
  'payment',
  'refund',
  'coinEarned',
  'coinSpent',
  'voucher',
  'resale',
] as const;
export type WalletRecordType = (typeof WALLET_RECORD_TYPES)[number];

/** A top-up's state on the recharge result page ('expired': its window passed unpaid). */
export const RECHARGE_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];

/** The top-up order number: `W` and 16 upper-case hexadecimal digits. */
export const TOPUP_ORDER_NO_PATTERN = /^W[0-9A-F]{16}$/;

/** Any order the wallet can pay (ticket `T`, merch `M`, …): a capital letter and 16 hexadecimal digits. */
export const PAYABLE_ORDER_NO_PATTERN = /^[A-Z][0-9A-F]{16}$/;

/** The payment method and provider name of a payment made from the wallet. */
export const WALLET_PAYMENT_METHOD = 'wallet';
