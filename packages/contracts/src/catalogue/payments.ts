import type { ReplyCodeEntry } from './entry.js';

/** Payments and saved cards (5000–5099; the wallet takes later numbers). */
export const PAYMENT_CODES = {
  PAYMENT_NOT_FOUND: { code: 5001, status: 404, key: 'payments.notFound' },
  PAYMENT_FAILED: { code: 5002, status: 402, key: 'payments.failed' },
  PAYMENT_METHOD_UNSUPPORTED: { code: 5003, status: 400, key: 'payments.methodUnsupported' },
  PAYMENT_CALLBACK_INVALID: { code: 5004, status: 401, key: 'payments.callbackInvalid' },
  SAVED_CARD_NOT_FOUND: { code: 5005, status: 404, key: 'payments.savedCardNotFound' },
  PAYMENT_CLOSED: { code: 5006, status: 409, key: 'payments.closed' },
} as const satisfies Record<string, ReplyCodeEntry>;

/** How an order is paid: a card or another provider type now, the wallet later (its own issue). */
export const PAYMENT_METHODS = ['card', 'provider'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Card types a card form offers (spec §3 card type; the card brands among the payment types). */
export const CARD_TYPES = ['visa', 'master', 'chinaUnion'] as const;
export type CardType = (typeof CARD_TYPES)[number];
