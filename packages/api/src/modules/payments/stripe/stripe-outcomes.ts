import type Stripe from 'stripe';
import type { FinalOutcome, ProviderCard, ProviderEvent, ProviderOutcome } from '../payment-provider.js';
import { fromStripeAmount } from './stripe-amounts.js';

/** How a payment intent was started: by a Checkout Session, or by us for a remembered card. */
export type StripeFlow = 'checkout' | 'saved_card';

/** Our metadata on every Checkout Session and payment intent. */
export interface StripeMetadata {
  paymentNo: string;
  orderNo: string;
  flow: StripeFlow;
}

/** Stripe's card brands as the spec's card types where there is one (visa, master, chinaUnion). */
const BRANDS: Record<string, string> = { visa: 'visa', mastercard: 'master', unionpay: 'chinaUnion' };

function idOf(value: string | { id: string } | null): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

function flowOf(metadata: Stripe.Metadata | null): StripeFlow | null {
  const flow = metadata?.flow;
  return flow === 'checkout' || flow === 'saved_card' ? flow : null;
}

/**
 * The card to remember: only when the payment method was kept on the fan's customer (the fan
 * ticked 'save' on Stripe's page) and it is not already a remembered card being used again.
 * Token, brand, last four and expiry only.
 */
function rememberedCard(intent: Stripe.PaymentIntent): ProviderCard | null {
  const method = intent.payment_method;
  if (!method || typeof method === 'string' || !method.card || !method.customer) return null;
  if (flowOf(intent.metadata) === 'saved_card') return null;
  const card = method.card;
  return {
    token: method.id,
    brand: BRANDS[card.brand] ?? card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

function succeeded(txnId: string, amount: number, currency: string, card: ProviderCard | null): FinalOutcome {
  return {
    state: 'succeeded',
    txnId,
    amount: fromStripeAmount(amount, currency),
    currency: currency.toUpperCase(),
    card,
  };
}

function declineReason(intent: Stripe.PaymentIntent | null): string {
  const error = intent?.last_payment_error;
  return error?.decline_code ?? error?.code ?? error?.message ?? 'declined';
}

/** What became of a payment intent (reconciliation of a remembered-card payment, or a checkout's charge). */
export function intentOutcome(intent: Stripe.PaymentIntent): ProviderOutcome {
  switch (intent.status) {
    case 'succeeded':
      return succeeded(intent.id, intent.amount_received, intent.currency, rememberedCard(intent));
    case 'canceled':
      return { state: 'expired' };
    case 'processing':
    case 'requires_action':
    case 'requires_capture':
    case 'requires_confirmation':
      return { state: 'pending' };
    case 'requires_payment_method':
      // A checkout's fan may try another card on Stripe's page; our own confirmation is never retried.
      if (intent.last_payment_error && flowOf(intent.metadata) === 'saved_card') {
        return { state: 'declined', txnId: intent.id, reason: declineReason(intent) };
      }
      return { state: 'pending' };
    default:
      return { state: 'pending' }; // a state newer than this code: ask again later
  }
}

/** What became of a Checkout Session (its payment intent expanded, with its payment method). */
export function sessionOutcome(session: Stripe.Checkout.Session): ProviderOutcome {
  if (session.status === 'expired') return { state: 'expired' };
  if (session.status !== 'complete') return { state: 'pending' };
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (session.payment_status === 'paid') {
    const txnId = idOf(session.payment_intent);
    if (!txnId || session.amount_total === null || !session.currency) return { state: 'pending' };
    return succeeded(txnId, session.amount_total, session.currency, intent ? rememberedCard(intent) : null);
  }
  // Complete but unpaid: a delayed method still settling, or one that failed.
  if (intent && (intent.status === 'requires_payment_method' || intent.status === 'canceled')) {
    return { state: 'declined', txnId: intent.id, reason: declineReason(intent) };
  }
  return { state: 'pending' };
}

function paymentNoOf(metadata: Stripe.Metadata | null, clientReferenceId: string | null = null): string | null {
  return metadata?.paymentNo || clientReferenceId || null;
}

/**
 * A verified Stripe event as a payment's outcome, or null when it says nothing final about one
 * of our payments. Stripe's events carry the session or intent but not its payment method, so a
 * succeeded event answers no card; `lookup` answers the card.
 */
export function eventOutcome(event: Stripe.Event): ProviderEvent | null {
  const of = (paymentNo: string | null, outcome: FinalOutcome | null): ProviderEvent | null =>
    paymentNo && outcome ? { eventId: event.id, paymentNo, outcome } : null;
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
    const session = event.data.object;
    const txnId = idOf(session.payment_intent);
    if (session.payment_status !== 'paid' || !txnId || session.amount_total === null || !session.currency) {
      return null; // a delayed method: its async_payment_succeeded / _failed event follows
    }
    const paymentNo = paymentNoOf(session.metadata, session.client_reference_id);
    return of(paymentNo, succeeded(txnId, session.amount_total, session.currency, null));
  }
  if (event.type === 'checkout.session.async_payment_failed') {
    const session = event.data.object;
    const paymentNo = paymentNoOf(session.metadata, session.client_reference_id);
    return of(paymentNo, { state: 'declined', txnId: idOf(session.payment_intent), reason: 'async_payment_failed' });
  }
  if (event.type === 'checkout.session.expired') {
    const session = event.data.object;
    return of(paymentNoOf(session.metadata, session.client_reference_id), { state: 'expired' });
  }
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    return of(paymentNoOf(intent.metadata), succeeded(intent.id, intent.amount_received, intent.currency, null));
  }
  if (event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    // On Stripe's checkout page a declined card is not the end: the fan may try another one,
    // and the session's completion or expiry decides. Only our own confirmation ends here.
    if (flowOf(intent.metadata) !== 'saved_card') return null;
    return of(paymentNoOf(intent.metadata), { state: 'declined', txnId: intent.id, reason: declineReason(intent) });
  }
  return null;
}
