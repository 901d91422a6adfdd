import type { PaymentMethod } from '../catalogue/payments.js';
import type { OrderStatus } from '../catalogue/tickets.js';
import type { PaymentType } from '../constants.js';
import type { WalletMethodView } from './wallet.js';

/** What a paid order's receipt says: the e-mail and the payment result page show the same. */
export interface ReceiptView {
  orderNo: string;
  event: {
    id: number;
    slug: string;
    title: string;
    venue: string;
    location: string;
    /** Epoch milliseconds. */
    startsAt: number;
    endsAt: number;
    /** The venue's IANA time zone. */
    timeZone: string;
  };
  seats: { area: string; quantity: number }[];
  /** Minor units. */
  amount: number;
  currency: string;
  method: string;
  paymentType: string | null;
  paidAt: number | null;
}

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A remembered card: a provider token stays on the server, the fan sees these only. */
export interface SavedCardView {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** GET /payment/methods. */
export interface PaymentMethodsView {
  methods: { method: PaymentMethod; paymentTypes: PaymentType[] }[];
  paymentTypes: PaymentType[];
  savedCards: SavedCardView[];
  /** 'My wallet': its balance and whether the payment password is set (null when the wallet is not offered). */
  wallet: WalletMethodView | null;
}

/** POST /payment/create: where to send the browser (the provider's page). */
export interface PaymentCreatedView {
  paymentNo: string;
  orderNo: string;
  method: PaymentMethod;
  paymentType: PaymentType;
  /** Minor units. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  redirectUrl: string;
  /** When the order's hold ends (epoch ms). */
  expiresAt: number;
}

/** GET /payment/result: the order, its latest payment, the ticket codes once paid, or the apology. */
export interface PaymentResultView {
  orderNo: string;
  orderStatus: OrderStatus;
  payment: {
    paymentNo: string;
    status: PaymentStatus;
    method: string;
    paymentType: string | null;
    amount: number;
    currency: string;
    failure: string | null;
  } | null;
  /** The ticket codes, once paid. */
  tickets: string[];
  /** What the confirmation e-mail says, once the order is paid. */
  receipt: ReceiptView | null;
  message: string | null;
  messageKey: string | null;
}

/** What a provider callback's answer said to the state of its payment. */
export const CALLBACK_OUTCOMES = ['paid', 'failed', 'refund', 'duplicate', 'ignored'] as const;
export type CallbackOutcome = (typeof CALLBACK_OUTCOMES)[number];

/** POST /payment/callback (server to server). */
export interface PaymentCallbackView {
  received: true;
  outcome: CallbackOutcome;
}
