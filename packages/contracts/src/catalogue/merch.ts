import type { ReplyCodeEntry } from './entry.js';

/** Official merchandise, merch orders, shipping addresses and pick-up (6000–6099). */
export const MERCH_CODES = {
  MERCH_NOT_FOUND: { code: 6001, status: 404, key: 'merch.notFound' },
  MERCH_VARIANT_NOT_FOUND: { code: 6002, status: 404, key: 'merch.variantNotFound' },
  MERCH_SOLD_OUT: { code: 6003, status: 409, key: 'merch.soldOut' },
  MERCH_NONE_SELECTED: { code: 6004, status: 400, key: 'merch.noneSelected' },
  MERCH_TICKET_INVALID: { code: 6005, status: 400, key: 'merch.ticketInvalid' },
  MERCH_EXCLUSIVE_LIMIT: { code: 6006, status: 409, key: 'merch.exclusiveLimit' },
  MERCH_DESKTOP_ONLY: { code: 6007, status: 403, key: 'merch.desktopOnly' },
  MERCH_ORDER_LIMIT: { code: 6008, status: 400, key: 'merch.orderLimit' },
  MERCH_ORDER_NOT_FOUND: { code: 6009, status: 404, key: 'merch.orderNotFound' },
  MERCH_FULFILMENT_UNAVAILABLE: { code: 6010, status: 400, key: 'merch.fulfilmentUnavailable' },
  MERCH_PICKUP_DATE_INVALID: { code: 6011, status: 400, key: 'merch.pickupDateInvalid' },
  ADDRESS_NOT_FOUND: { code: 6012, status: 404, key: 'merch.addressNotFound' },
  MERCH_ADDRESS_REQUIRED: { code: 6013, status: 400, key: 'merch.addressRequired' },
  MERCH_MIXED_EVENTS: { code: 6014, status: 400, key: 'merch.mixedEvents' },
  MERCH_ORDER_NOT_CANCELLABLE: { code: 6015, status: 409, key: 'merch.orderNotCancellable' },
  PICKUP_QR_INVALID: { code: 6016, status: 400, key: 'merch.pickupQrInvalid' },
  ADDRESS_LIMIT: { code: 6017, status: 409, key: 'merch.addressLimit' },
  MERCH_TICKET_REQUIRED: { code: 6018, status: 400, key: 'merch.ticketRequired' },
  PICKUP_QR_EXPIRED: { code: 6019, status: 400, key: 'merch.pickupQrExpired' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** Who may buy an item: everyone, or holders of a ticket of its event. */
export const MERCH_ACCESS = ['public', 'holders'] as const;
export type MerchAccess = (typeof MERCH_ACCESS)[number];

/** How an item reaches the fan: shipped, collected at the counter, or either. */
export const MERCH_FULFILMENTS = ['delivery', 'pickup', 'both'] as const;
export type MerchFulfilment = (typeof MERCH_FULFILMENTS)[number];

/** What a merch order chose. */
export const MERCH_ORDER_FULFILMENTS = ['delivery', 'pickup'] as const;
export type MerchOrderFulfilment = (typeof MERCH_ORDER_FULFILMENTS)[number];

/**
 * A merch order's life: held (stock held until paid), then paid; a delivery goes shipped
 * ('delivery in progress') then delivered; a pick-up is collected at the counter. A hold that ran
 * out is expired, one the fan let go is cancelled; a refunded order gave its money back.
 */
export const MERCH_ORDER_STATUSES = [
  'held',
  'paid',
  'shipped',
  'delivered',
  'collected',
  'expired',
  'cancelled',
  'refunded',
] as const;
export type MerchOrderStatus = (typeof MERCH_ORDER_STATUSES)[number];

/** Lengths of the shipping-address fields. */
export const ADDRESS_RULES = {
  recipient: { min: 2, max: 60 },
  line: { min: 1, max: 120 },
  region: { max: 60 },
  postcode: { pattern: /^[A-Za-z0-9 -]{0,12}$/ },
  /** At most this many saved addresses per account. */
  perAccount: 20,
} as const;
