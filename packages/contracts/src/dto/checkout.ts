import type { MerchOrderView } from './merch.js';
import type { OrderView } from './orders.js';
import type { OrderDiscountView } from './vouchers.js';

/**
 * Tickets and merch in one checkout (spec 5.12, issue 45 item 10): one hold and one payment over
 * a ticket order and a merch order of one event, its parts. The number: `C` and 16 upper-case
 * hexadecimal digits.
 */
export const CHECKOUT_NO_PATTERN = /^C[0-9A-F]{16}$/;

export function isCheckoutNo(value: string): boolean {
  return CHECKOUT_NO_PATTERN.test(value);
}

/** A checkout's life: held until paid; a hold that ran out or was let go returns both parts' stock. */
export const CHECKOUT_STATUSES = ['held', 'paid', 'expired', 'cancelled', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/** A checkout: its parts (either may be absent, never both) and what one payment of it charges (amountDue). */
export interface CheckoutView extends OrderDiscountView {
  orderNo: string;
  status: CheckoutStatus;
  eventId: number;
  /** The ticket order it holds (its lines, seats and attendees), or null for merch only. */
  tickets: OrderView | null;
  /** The merch order it holds (its lines, pick-up or delivery), or null for tickets only. */
  merch: MerchOrderView | null;
  total: number;
  currency: string;
  holdMinutes: number;
  expiresAt: number;
  remainingSeconds: number;
  paidAt: number | null;
  createdAt: number;
}
