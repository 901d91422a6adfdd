import type { PaymentType } from '@fanpass/contracts';
import type { PaymentProviderName } from '../../config/config.js';

/** Injection token of the payment provider. */
export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface CreatePaymentInput {
  paymentNo: string;
  orderNo: string;
  amount: number;
  currency: string;
  /** 'card' or 'provider' (spec §3). */
  method: string;
  /** One of the spec's payment types this provider takes (`paymentTypes`). */
  paymentType: string;
  /** A remembered card the fan chose (its provider token), or null. */
  savedCard: { token: string } | null;
  /** The fan: a provider may keep a customer record for remembered cards. */
  customer: { userId: number; email: string | null };
  /** Where the browser goes back to when the provider is done (built from PUBLIC_API_URL). */
  returnUrl: string;
  /** Where the browser goes when the fan gives up on the provider's page. */
  cancelUrl: string;
  /** Sent with every call that creates something at the provider, so a retry never charges twice. */
  idempotencyKey: string;
  /** The fan's language, for the provider's page. */
  lang: string;
}

export interface CreatedPayment {
  /** The provider's page the browser is sent to. */
  redirectUrl: string;
  /** The provider's id of this payment (a checkout session, a payment intent), kept for lookups. */
  providerRef: string | null;
}

/** A card the provider tokenised when the fan asked to remember it. */
export interface ProviderCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** What became of a payment at the provider: from a verified event, or asked by reconciliation. */
export type ProviderOutcome =
  | {
      state: 'succeeded';
      /** The provider's id of the charge (what a refund names); one charge settles once. */
      txnId: string;
      amount: number;
      currency: string;
      /** Present when the fan asked to remember the card. */
      card: ProviderCard | null;
    }
  | { state: 'declined'; txnId: string | null; reason: string }
  /** Closed at the provider without being paid (timed out, cancelled). */
  | { state: 'expired' }
  /** Still open at the provider: the fan may still pay. */
  | { state: 'pending' };

export type FinalOutcome = Exclude<ProviderOutcome, { state: 'pending' }>;

/** A provider message whose signature checked out. */
export interface ProviderEvent {
  /** The provider's id of the message; the same message delivered twice (a replay) is applied once. */
  eventId: string;
  paymentNo: string;
  outcome: FinalOutcome;
}

/** What reconciliation knows of a payment when it asks the provider. */
export interface ProviderPaymentRef {
  paymentNo: string;
  providerRef: string | null;
  amount: number;
  currency: string;
}

/**
 * What every payment provider implements (docs/payments.md): start a payment (a page to send the
 * browser to), verify its messages, answer what became of a payment, close an unpaid one, refund,
 * and forget a remembered card. The sandbox and Stripe implement it; the regional methods of the
 * spec (MPAY, UEPAY, BOC, alipayHK …) plug in as more implementations.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The spec's payment types this provider takes; the others are refused with PAYMENT_METHOD_UNSUPPORTED. */
  readonly paymentTypes: readonly PaymentType[];
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Verifies a message the provider sent (its raw body and headers). Throws
   * PAYMENT_CALLBACK_INVALID unless it carries the provider's valid, fresh signature; answers null
   * for genuine messages that are not about a payment's outcome (they are acknowledged and ignored).
   */
  verifyEvent(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent | null;
  /**
   * Fills in what a verified message leaves out (the card the fan asked to remember), asking the
   * provider; providers whose messages carry it need not implement it.
   */
  withCard?(event: ProviderEvent): Promise<ProviderEvent>;
  /**
   * Checks a verified message against the provider's own record of the charge, for a provider
   * whose signature alone cannot vouch for a message (the sandbox: its development secret is
   * public). Throws PAYMENT_CALLBACK_INVALID for a charge it did not make as the message says.
   */
  confirm?(event: ProviderEvent): Promise<void>;
  /** Reconciliation: what became of a payment at the provider. */
  lookup(payment: ProviderPaymentRef): Promise<ProviderOutcome>;
  /**
   * Closes a payment still open at the provider so it can no longer be paid (reconciliation gives
   * up on it). Answers its final outcome: 'expired', or what it became if it was paid meanwhile.
   */
  cancel(payment: ProviderPaymentRef): Promise<FinalOutcome>;
  /** Refunds a charge in full; the idempotency key makes a retried refund a no-op. */
  refund(input: { txnId: string; amount: number; currency: string; idempotencyKey: string }): Promise<{
    refundId: string;
  }>;
  /** Forgets a remembered card at the provider (the fan deleted it). */
  forgetCard(token: string): Promise<void>;
}
