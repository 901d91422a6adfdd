import type { MerchOrderStatus } from '../catalogue/merch.js';
import type { OrderStatus } from '../catalogue/tickets.js';
import type { VoucherKind, VoucherScope, VoucherStatus } from '../catalogue/vouchers.js';
import type { Page } from './common.js';

/** The shapes the voucher and Fan Coin calls answer with, and the rules both sides apply. */

/** A voucher as GET /voucher/mine lists it. Amounts in minor units; times epoch ms. */
export interface VoucherView {
  id: number;
  code: string;
  /** Free text the operator gave it (any language), or null: the app then describes it from kind and value. */
  title: string | null;
  kind: VoucherKind;
  /** fixed: minor units off; percent: 1–100 per cent off. */
  value: number;
  /** percent: the most it takes off (minor units), or null for no cap; always null for fixed. */
  cap: number | null;
  /** The order must come to at least this (minor units, before any discount). */
  minSpend: number;
  scope: VoucherScope;
  /** scope 'event': the one event whose ticket orders it lowers; else null. */
  eventId: number | null;
  validFrom: number;
  validTo: number;
  status: VoucherStatus;
  /** The order it is applied to (a held order keeps it until paid, expired or cancelled), or null. */
  orderNo: string | null;
}

/** GET /voucher/mine. */
export type VoucherPage = Page<VoucherView>;

/** A voucher this order may take, with what it would take off. */
export interface UsableVoucherView extends VoucherView {
  /** Minor units this voucher takes off this order. */
  discount: number;
}

/** The discount an order carries (part of OrderView; `total` stays the undiscounted sum). */
export interface OrderDiscountView {
  /** The voucher applied, or null. */
  voucherId: number | null;
  voucherDiscount: number;
  /** Fan Coin spent on the order (whole coins). */
  fanCoinUsed: number;
  /** Minor units the coins take off: fanCoinUsed × coinValue. */
  fanCoinDiscount: number;
  /** total − voucherDiscount − fanCoinDiscount, never below 0: what a payment charges. */
  amountDue: number;
}

/** The Fan Coin rules of this deployment (FAN_COIN_VALUE, FAN_COIN_MAX_SHARE, FAN_COIN_EARN_RATE). */
export interface FanCoinRules {
  /** Minor units one coin takes off. */
  coinValue: number;
  /** Coins may pay at most this per cent of an order's total. */
  maxSharePercent: number;
  /** One coin is earned per this many minor units paid. */
  earnPer: number;
}

/** A ticket order (`T…`), a merch order (`M…`) or a checkout of both (`C…`): the orders a discount lowers. */
export const DISCOUNTABLE_ORDER_NO_PATTERN = /^[TMC][0-9A-F]{16}$/;

/** GET /order/discounts: what the fan may apply to a held order of theirs (ticket or merch). */
export interface OrderDiscountsView {
  orderNo: string;
  /** 'paid' when the discount left nothing to pay: the order was paid at once (provider 'voucher'). */
  orderStatus: OrderStatus | MerchOrderStatus;
  /** The undiscounted sum (minor units). */
  total: number;
  currency: string;
  /** What the order carries now. */
  applied: OrderDiscountView;
  /** The voucher applied now (if any) first, then every other one this order may take, largest discount first. */
  vouchers: UsableVoucherView[];
  fanCoin: FanCoinRules & {
    /** The fan's Fan Coin (not counting the coins already on this order). */
    balance: number;
    /** The most coins this order may take with the voucher applied now (the fan's coins included). */
    maxUsable: number;
  };
  /** True once a payment of the order has started: the discount can no longer change. */
  locked: boolean;
}

/** POST /order/applyDiscount: the whole choice (it replaces the previous one). */
export interface ApplyDiscountRequest {
  /** A held ticket order (`T…`) or merch order (`M…`) of mine. */
  orderNo: string;
  /** The voucher to apply, or null for none. */
  voucherId: number | null;
  /** Whole Fan Coin to spend (0 for none). */
  fanCoin: number;
}

/** What a voucher says about which orders it lowers and by how much. */
export interface VoucherTerms {
  kind: VoucherKind;
  value: number;
  cap: number | null;
  minSpend: number;
  scope: VoucherScope;
  eventId: number | null;
  validFrom: number;
  validTo: number;
}

/** The order a voucher is weighed against: a ticket order (of an event) or a merch order; amount before discounts. */
export interface DiscountTarget {
  kind: 'ticket' | 'merch';
  eventId: number | null;
  amount: number;
}

/** Why a voucher does not apply: the reply-code names. */
export type VoucherRefusal =
  'VOUCHER_SCOPE_MISMATCH' | 'VOUCHER_MIN_SPEND' | 'VOUCHER_NOT_AVAILABLE' | 'VOUCHER_NOT_STARTED';

/**
 * What a voucher takes off an order (minor units, never more than the order), or why it does not
 * apply. Scope 'any' is any ticket order, 'event' one event's ticket orders, 'merch' merch orders.
 * The state (available/used) is the caller's to check; this answers the terms.
 */
export function voucherDiscount(
  voucher: VoucherTerms,
  target: DiscountTarget,
  now: number,
): { discount: number } | { refused: VoucherRefusal } {
  const inScope =
    voucher.scope === 'merch'
      ? target.kind === 'merch'
      : target.kind === 'ticket' && (voucher.scope === 'any' || voucher.eventId === target.eventId);
  if (!inScope) return { refused: 'VOUCHER_SCOPE_MISMATCH' };
  if (now >= voucher.validTo) return { refused: 'VOUCHER_NOT_AVAILABLE' };
  if (now < voucher.validFrom) return { refused: 'VOUCHER_NOT_STARTED' };
  if (target.amount < voucher.minSpend) return { refused: 'VOUCHER_MIN_SPEND' };
  let off = voucher.kind === 'fixed' ? voucher.value : Math.floor((target.amount * voucher.value) / 100);
  if (voucher.kind === 'percent' && voucher.cap !== null) off = Math.min(off, voucher.cap);
  return { discount: Math.max(0, Math.min(off, target.amount)) };
}

/**
 * The most Fan Coin an order may take: coins pay at most `maxSharePercent` of the total and never
 * more than what the voucher left to pay; `have` is what the fan can spend.
 */
export function maxFanCoin(total: number, voucherOff: number, rules: FanCoinRules, have: number): number {
  const byShare = Math.floor((total * rules.maxSharePercent) / 100);
  const left = Math.max(0, total - voucherOff);
  return Math.max(0, Math.min(have, Math.floor(Math.min(byShare, left) / rules.coinValue)));
}
