import type { MerchAccess, MerchFulfilment, MerchOrderFulfilment, MerchOrderStatus } from '../catalogue/merch.js';
import { type HmacBytes, type ParsedQr, hmacBytes, QR_STEP_SECONDS, qrDigits, qrStep } from '../gate.js';
import type { Page } from './common.js';
import type { OrderDiscountView } from './vouchers.js';

/** The merch order number: `M` and 16 upper-case hexadecimal digits. */
export const MERCH_ORDER_NO_PATTERN = /^M[0-9A-F]{16}$/;

export function isMerchOrderNo(value: string): boolean {
  return MERCH_ORDER_NO_PATTERN.test(value);
}

/**
 * A pick-up QR reads `FPM2.<orderNo>.<time step>.<8 digits>`: it rotates as the ticket QR does
 * (gate.ts, docs/decisions/0005-rotating-qr.md), the digits an HMAC of `<orderNo>.<step>` under
 * the order's pick-up secret, which only the buyer's account receives. A screenshot stops working
 * after its step (one step of drift either side).
 */
export const PICKUP_QR_PREFIX = 'FPM2';
const PICKUP_QR = /^FPM2\.(M[0-9A-F]{16})\.(\d{1,12})\.(\d{8})$/;

/** The text the buyer's pick-up QR encodes at a moment. */
export function pickupQrText(
  secretHex: string,
  orderNo: string,
  nowMs: number,
  stepSeconds: number = QR_STEP_SECONDS,
  hmac: HmacBytes = hmacBytes,
): string {
  const step = qrStep(nowMs, stepSeconds);
  return `${PICKUP_QR_PREFIX}.${orderNo}.${step}.${qrDigits(secretHex, orderNo, step, hmac)}`;
}

/**
 * A scanned pick-up QR as `checkQr` (gate.ts) takes it: the order number as its code, its step and
 * digits; null when the text is not one.
 */
export function parsePickupQr(text: string): ParsedQr | null {
  const match = PICKUP_QR.exec(text.trim().toUpperCase());
  return match ? { code: match[1]!, step: Number(match[2]), digits: match[3]! } : null;
}

/** GET /merchOrder/pickupSecret: what the buyer's device keeps to draw the rotating pick-up QR offline. */
export interface PickupQrSecretView {
  orderNo: string;
  secret: string;
  stepSeconds: number;
  status: MerchOrderStatus;
}

export interface MerchVariantView {
  id: number;
  code: string;
  /** Size, colour, … as the organiser names it ('M', 'Black / L'). */
  label: string;
  /** Units that can be bought now (stock less held and sold). */
  available: number;
}

export interface MerchEventRef {
  id: number;
  title: string;
}

export interface MerchProductView {
  id: number;
  slug: string;
  event: MerchEventRef | null;
  name: string;
  description: string;
  images: string[];
  /** Minor units. */
  price: number;
  currency: string;
  access: MerchAccess;
  desktopOnly: boolean;
  fulfilment: MerchFulfilment;
  /** Pick-up dates (YYYY-MM-DD) when pick-up is offered. */
  pickupDates: string[];
  pickupPlace: string | null;
  /** Holder-only items: how many one ticket may buy, across orders. */
  perTicketLimit: number;
  /** Most units of this item in one order. */
  orderLimit: number;
  available: number;
  soldOut: boolean;
  variants: MerchVariantView[];
}

export type MerchPage = Page<MerchProductView>;

export interface ShippingAddressView {
  id: number;
  recipient: string;
  areaCode: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: string;
  line1: string;
  line2: string;
  postcode: string;
  isDefault: boolean;
}

/** The address a delivery order was placed with (a copy: editing the book does not change it). */
export type OrderAddressView = Omit<ShippingAddressView, 'id' | 'isDefault'>;

export interface MerchOrderLineView {
  productId: number;
  variantId: number;
  name: string;
  variantLabel: string;
  image: string | null;
  quantity: number;
  unitPrice: number;
  subtotal: number;
}

/** One step of a merch order's progress timeline. */
export interface MerchProgressStep {
  step: 'placed' | 'paid' | 'shipped' | 'delivered' | 'collected' | 'expired' | 'cancelled' | 'refunded';
  at: number;
}

/** A merch order; its discount fields (OrderDiscountView) say what a payment charges: amountDue. */
export interface MerchOrderView extends OrderDiscountView {
  orderNo: string;
  status: MerchOrderStatus;
  fulfilment: MerchOrderFulfilment;
  event: MerchEventRef | null;
  items: MerchOrderLineView[];
  quantity: number;
  total: number;
  currency: string;
  holdMinutes: number;
  expiresAt: number;
  remainingSeconds: number;
  paidAt: number | null;
  createdAt: number;
  address: OrderAddressView | null;
  pickupDate: string | null;
  pickupPlace: string | null;
  carrier: string | null;
  trackingNo: string | null;
  collectedAt: number | null;
  progress: MerchProgressStep[];
  /**
   * The pick-up QR of this moment, once a pick-up order is paid (until collected). It rotates:
   * draw the live one from `merchOrder/pickupSecret` (pickupQrText).
   */
  pickupQr: string | null;
}

export type MerchOrderPage = Page<MerchOrderView>;

/** What the counter learns from a pick-up scan. */
export interface PickupScanView {
  /** collected: handed over now; alreadyCollected: collected before (see collectedAt); notReady: not paid. */
  result: 'collected' | 'alreadyCollected' | 'notReady';
  orderNo: string;
  items: { name: string; variantLabel: string; quantity: number }[];
  pickupDate: string | null;
  collectedAt: number | null;
  /** Who bought the order (their nickname, or their e-mail address without one): the counter asks. */
  buyerName: string;
}
