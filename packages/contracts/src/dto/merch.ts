import type { MerchAccess, MerchFulfilment, MerchOrderFulfilment, MerchOrderStatus } from '../catalogue/merch.js';
import type { Page } from './common.js';
import type { OrderDiscountView } from './vouchers.js';

/** The merch order number: `M` and 16 upper-case hexadecimal digits. */
export const MERCH_ORDER_NO_PATTERN = /^M[0-9A-F]{16}$/;

export function isMerchOrderNo(value: string): boolean {
  return MERCH_ORDER_NO_PATTERN.test(value);
}

/** A pick-up QR reads `FPM1.<orderNo>.<Ed25519 signature of "FPM1.<orderNo>", base64url>`. */
export const PICKUP_QR_PREFIX = 'FPM1';
const PICKUP_QR = /^FPM1\.(M[0-9A-F]{16})\.([A-Za-z0-9_-]{80,100})$/;

/** The signed part of a pick-up QR. */
export function pickupQrMessage(orderNo: string): string {
  return `${PICKUP_QR_PREFIX}.${orderNo}`;
}

/** A scanned pick-up QR's order number and signature, or null when the text is not one. */
export function parsePickupQr(text: string): { orderNo: string; signature: string } | null {
  const match = PICKUP_QR.exec(text.trim());
  return match ? { orderNo: match[1]!, signature: match[2]! } : null;
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
  /** The signed pick-up QR text, once a pick-up order is paid (until collected). */
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
}
