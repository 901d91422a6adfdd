import type { ReplyCodeEntry } from './entry.js';

/** Vouchers and Fan Coin at checkout (5150–5199). */
export const VOUCHER_CODES = {
  VOUCHER_NOT_FOUND: { code: 5151, status: 404, key: 'vouchers.notFound' },
  VOUCHER_SCOPE_MISMATCH: { code: 5152, status: 409, key: 'vouchers.scopeMismatch' },
  VOUCHER_MIN_SPEND: { code: 5153, status: 409, key: 'vouchers.minSpend' },
  VOUCHER_NOT_AVAILABLE: { code: 5154, status: 409, key: 'vouchers.notAvailable' },
  VOUCHER_NOT_STARTED: { code: 5155, status: 409, key: 'vouchers.notStarted' },
  FAN_COIN_NOT_ENOUGH: { code: 5156, status: 409, key: 'vouchers.fanCoinNotEnough' },
  FAN_COIN_OVER_MAX: { code: 5157, status: 409, key: 'vouchers.fanCoinOverMax' },
  DISCOUNT_LOCKED: { code: 5158, status: 409, key: 'vouchers.discountLocked' },
  DISCOUNT_ORDER_NOT_HELD: { code: 5159, status: 409, key: 'vouchers.orderNotHeld' },
  DISCOUNT_CHANGED: { code: 5160, status: 409, key: 'vouchers.discountChanged' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** How a voucher's value is read: a fixed amount (minor units) or a percentage (1–100) with a cap. */
export const VOUCHER_KINDS = ['fixed', 'percent'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Which orders a voucher may lower: any ticket order, one event's ticket orders, or merch orders. */
export const VOUCHER_SCOPES = ['any', 'event', 'merch'] as const;
export type VoucherScope = (typeof VOUCHER_SCOPES)[number];

/** A voucher as the fan sees it: expired = its window ended while it was still unused. */
export const VOUCHER_STATUSES = ['available', 'used', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
