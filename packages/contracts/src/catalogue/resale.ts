import type { ReplyCodeEntry } from './entry.js';

/** Face-value resale and returns (33xx): listing, buying and withdrawing a fan's ticket. */
export const RESALE_CODES = {
  RESALE_NOT_ALLOWED: { code: 3300, status: 409, key: 'tickets.resaleNotAllowed' },
  RESALE_DEADLINE_PASSED: { code: 3301, status: 409, key: 'tickets.resaleDeadlinePassed' },
  RESALE_PRICE_ABOVE_FACE: { code: 3302, status: 400, key: 'tickets.resalePriceAboveFace' },
  RESALE_TICKET_NOT_YOURS: { code: 3303, status: 404, key: 'tickets.resaleTicketNotYours' },
  RESALE_TICKET_USED: { code: 3304, status: 409, key: 'tickets.resaleTicketUsed' },
  RESALE_TICKET_TRANSFERRED: { code: 3305, status: 409, key: 'tickets.resaleTicketTransferred' },
  RESALE_TICKET_REFUNDED: { code: 3306, status: 409, key: 'tickets.resaleTicketRefunded' },
  RESALE_ALREADY_LISTED: { code: 3307, status: 409, key: 'tickets.resaleAlreadyListed' },
  RESALE_LISTING_NOT_FOUND: { code: 3308, status: 404, key: 'tickets.resaleListingNotFound' },
  RESALE_OWN_LISTING: { code: 3309, status: 409, key: 'tickets.resaleOwnListing' },
  RESALE_LISTING_TAKEN: { code: 3310, status: 409, key: 'tickets.resaleListingTaken' },
  RESALE_ALREADY_SOLD: { code: 3311, status: 409, key: 'tickets.resaleAlreadySold' },
  RESALE_REFUND_NOT_ALLOWED: { code: 3312, status: 409, key: 'tickets.resaleRefundNotAllowed' },
  RESALE_RETURN_NOT_REFUNDABLE: { code: 3313, status: 409, key: 'tickets.resaleReturnNotRefundable' },
  RESALE_RETURN_AT_FACE: { code: 3314, status: 400, key: 'tickets.resaleReturnAtFace' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** A listing's state: on offer (listed), held by a buyer's unpaid order, sold, or withdrawn by its seller. */
export const RESALE_STATUSES = ['listed', 'held', 'sold', 'withdrawn'] as const;
export type ResaleStatus = (typeof RESALE_STATUSES)[number];

/** Where a sale's money goes: the seller's Fan Pay wallet, or back to the original payment (a return). */
export const RESALE_PAYOUTS = ['wallet', 'refund'] as const;
export type ResalePayout = (typeof RESALE_PAYOUTS)[number];

/** Most fee an event may take on a resale, in per cent. */
export const RESALE_MAX_FEE_PERCENT = 20;

/** The event's fee on a resale price (minor units, rounded down): what the seller sees before confirming. */
export function resaleFee(price: number, feePercent: number): number {
  return Math.floor((price * feePercent) / 100);
}
