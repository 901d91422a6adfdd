import type { PaymentType } from '@fanpass/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../../common/errors/app-error.js';
import type { StripeConfig } from '../../../config/config.js';
import type {
  CreatedPayment,
  CreatePaymentInput,
  FinalOutcome,
  PaymentProvider,
  ProviderEvent,
  ProviderOutcome,
  ProviderPaymentRef,
} from '../payment-provider.js';
import { stripeCurrency, toStripeAmount } from './stripe-amounts.js';
import { StripeCustomersRepository } from './stripe-customers.repository.js';
import { eventOutcome, intentOutcome, sessionOutcome, type StripeMetadata } from './stripe-outcomes.js';

/** The spec's payment types Stripe takes, and the Stripe payment method type of each. */
export const STRIPE_METHOD_OF: Partial<Record<PaymentType, string>> = {
  visa: 'card',
  master: 'card',
  chinaUnion: 'card',
  alipay: 'alipay',
  alipayHK: 'alipay',
  wechatPayHK: 'wechat_pay',
  // Stripe Checkout offers Apple Pay and Google Pay with cards, on the devices that have them.
  applePay: 'card',
  googlePay: 'card',
};

/** Our languages as the locales of Stripe's checkout page (Stripe has all six). */
const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  en_US: 'en',
  zh: 'zh',
  zh_tw: 'zh-TW',
  th: 'th',
  vi: 'vi',
  ms: 'ms',
};

/**
 * A Checkout Session lives at least 30 minutes (Stripe refuses a shorter expires_at); a minute
 * more absorbs clock skew. Holds are shorter: reconciliation expires the session of a payment
 * whose hold is gone (`cancel`). Stripe's clock decides, so this uses the real time.
 */
const SESSION_LIFETIME_SECONDS = 31 * 60;

/**
 * The session's end, rounded up to a whole minute: a retry within that minute sends the very same
 * parameters, so Stripe replays the first answer (with the exact second, a retry a second later was
 * refused as other parameters under the same key and had to be looked up).
 */
function sessionExpiry(): number {
  return Math.ceil((Date.now() / 1000 + SESSION_LIFETIME_SECONDS) / 60) * 60;
}

/** Intent states in which Stripe still lets an intent be cancelled. */
const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);

/**
 * The Stripe client for a configuration: Stripe's own API, or STRIPE_API_URL (a local stand-in in
 * tests). The SDK is loaded here, when PAYMENT_PROVIDER=stripe asks for it, not by every start.
 */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe');
  const options: Stripe.StripeConfig = { telemetry: false, maxNetworkRetries: 2, timeout: 20_000 };
  if (config.apiUrl) {
    const url = new URL(config.apiUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.host = url.hostname;
    options.port = Number(url.port || (protocol === 'http' ? 80 : 443));
    options.protocol = protocol;
  }
  return new StripeSdk(config.secretKey, options);
}

/**
 * The real provider (docs/payments.md): a Stripe Checkout Session per payment (cards, Alipay,
 * WeChat Pay), a payment intent for a remembered card, webhooks verified with the signing secret,
 * an idempotency key on every call that writes at Stripe, refunds, and remembered cards as Stripe
 * payment methods of the fan's Stripe customer (token, brand, last four and expiry only).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly paymentTypes: readonly PaymentType[];
  private readonly stripe: Stripe;
  private readonly livemode: boolean;

  constructor(
    private readonly config: StripeConfig,
    private readonly customers: StripeCustomersRepository,
    stripe: Stripe,
  ) {
    this.stripe = stripe;
    this.livemode = /^(sk|rk)_live_/.test(config.secretKey);
    this.paymentTypes = (Object.keys(STRIPE_METHOD_OF) as PaymentType[]).filter((type) =>
      config.paymentMethods.includes(STRIPE_METHOD_OF[type]!),
    );
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const method = this.methodOf(input.paymentType);
    if (input.savedCard && method !== 'card') throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
    const customer = await this.customerOf(input.customer);
    const amount = toStripeAmount(input.amount, input.currency);
    const currency = stripeCurrency(input.currency);
    if (input.savedCard) return this.payWithSavedCard(input, input.savedCard.token, customer, amount, currency);

    const metadata: StripeMetadata = { paymentNo: input.paymentNo, orderNo: input.orderNo, flow: 'checkout' };
    const created = this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        customer,
        client_reference_id: input.paymentNo,
        metadata: { ...metadata },
        payment_intent_data: { metadata: { ...metadata } },
        allowed_payment_method_types: [method as Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType],
        ...(method === 'wechat_pay' ? { payment_method_options: { wechat_pay: { client: 'web' } } } : {}),
        // The fan decides on Stripe's page whether the card is remembered (kept on the customer).
        ...(method === 'card' ? { saved_payment_method_options: { payment_method_save: 'enabled' } } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: { currency, unit_amount: amount, product_data: { name: `Fanpass ${input.orderNo}` } },
          },
        ],
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        locale: LOCALES[input.lang] ?? 'auto',
        expires_at: sessionExpiry(),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const session = await this.sameSessionOnRetry(created, customer, input.paymentNo);
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
    return { redirectUrl: session.url, providerRef: session.id };
  }

  verifyEvent(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent | null {
    const raw = headers['stripe-signature'];
    const signature = Array.isArray(raw) ? raw[0] : raw;
    if (!signature) throw new AppError('PAYMENT_CALLBACK_INVALID');
    let event: Stripe.Event;
    try {
      // Checks the HMAC under the signing secret and that the signed timestamp is within 5 minutes.
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new AppError('PAYMENT_CALLBACK_INVALID');
    }
    return eventOutcome(event);
  }

  /**
   * A verified event with its remembered card filled in. Stripe's events carry the session or
   * intent but not its payment method, so the card (when the fan saved it) is read from Stripe:
   * one call, made outside any transaction, before the event is stored.
   */
  async withCard(event: ProviderEvent): Promise<ProviderEvent> {
    if (event.outcome.state !== 'succeeded' || event.outcome.card) return event;
    const outcome = intentOutcome(await this.intent(event.outcome.txnId));
    return outcome.state === 'succeeded' && outcome.card
      ? { ...event, outcome: { ...event.outcome, card: outcome.card } }
      : event;
  }

  async lookup(payment: ProviderPaymentRef): Promise<ProviderOutcome> {
    const ref = payment.providerRef;
    if (ref?.startsWith('cs_')) {
      return sessionOutcome(
        await this.stripe.checkout.sessions.retrieve(ref, { expand: ['payment_intent.payment_method'] }),
      );
    }
    const intent = ref ? await this.intent(ref) : await this.intentOfPaymentNo(payment.paymentNo);
    // No session id was kept and Stripe has no charge for it: nobody was sent to pay it.
    return intent ? intentOutcome(intent) : { state: 'expired' };
  }

  async cancel(payment: ProviderPaymentRef): Promise<FinalOutcome> {
    const ref = payment.providerRef;
    const key = `cancel-${payment.paymentNo}`;
    let outcome: ProviderOutcome;
    if (ref?.startsWith('cs_')) {
      outcome = await this.lookup(payment);
      if (outcome.state === 'pending') {
        await this.tolerateConflict(this.stripe.checkout.sessions.expire(ref, {}, { idempotencyKey: key }));
        outcome = await this.lookup(payment);
      }
    } else {
      const intent = ref ? await this.intent(ref) : await this.intentOfPaymentNo(payment.paymentNo);
      if (!intent) return { state: 'expired' };
      outcome = intentOutcome(intent);
      if (outcome.state === 'pending' && CANCELABLE.has(intent.status)) {
        await this.tolerateConflict(this.stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: key }));
        outcome = intentOutcome(await this.intent(intent.id));
      }
    }
    // Processing at Stripe (a charge under way): it cannot be closed now; reconciliation asks again.
    if (outcome.state === 'pending') throw new Error(`Stripe payment ${payment.paymentNo} is still processing`);
    return outcome;
  }

  async refund(input: { txnId: string; amount: number; currency: string; idempotencyKey: string }): Promise<{
    refundId: string;
  }> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: input.txnId, amount: toStripeAmount(input.amount, input.currency) },
        { idempotencyKey: input.idempotencyKey },
      );
      return { refundId: refund.id };
    } catch (error) {
      // Already refunded in full (from Stripe's dashboard, or under another key): that refund is the answer.
      if (error instanceof this.stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') {
        const refunds = await this.stripe.refunds.list({ payment_intent: input.txnId, limit: 10 });
        const done = refunds.data.find((r) => r.status === 'succeeded' || r.status === 'pending');
        if (done) return { refundId: done.id };
      }
      throw error;
    }
  }

  async forgetCard(token: string): Promise<void> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(token);
    } catch (error) {
      if (error instanceof this.stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return;
      throw error;
    }
    if (!method.customer) return; // already detached
    await this.stripe.paymentMethods.detach(token, {}, { idempotencyKey: `forget-${token}` });
  }

  private methodOf(paymentType: string): string {
    const method = STRIPE_METHOD_OF[paymentType as PaymentType];
    if (!method || !this.config.paymentMethods.includes(method)) throw new AppError('PAYMENT_METHOD_UNSUPPORTED');
    return method;
  }

  /** The fan's Stripe customer, made once (an idempotency key guards a retried or concurrent first payment). */
  private async customerOf(fan: CreatePaymentInput['customer']): Promise<string> {
    const kept = await this.customers.find(fan.userId, this.livemode);
    if (kept) return kept.customerId;
    const customer = await this.stripe.customers.create(
      { ...(fan.email ? { email: fan.email } : {}), metadata: { userId: String(fan.userId) } },
      { idempotencyKey: `customer-${fan.userId}` },
    );
    const row = await this.customers.keep({
      userId: fan.userId,
      livemode: this.livemode,
      customerId: customer.id,
      createdAt: Date.now(),
    });
    return row.customerId;
  }

  /**
   * A remembered card: a payment intent confirmed at once. When the bank asks for 3-D Secure the
   * browser goes to Stripe's authentication page (then back to returnUrl); otherwise straight to
   * returnUrl, and the outcome arrives as a webhook.
   */
  private async payWithSavedCard(
    input: CreatePaymentInput,
    token: string,
    customer: string,
    amount: number,
    currency: string,
  ): Promise<CreatedPayment> {
    const metadata: StripeMetadata = { paymentNo: input.paymentNo, orderNo: input.orderNo, flow: 'saved_card' };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount,
          currency,
          customer,
          payment_method: token,
          allowed_payment_method_types: ['card'],
          confirm: true,
          return_url: input.returnUrl,
          metadata: { ...metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      const next = intent.status === 'requires_action' ? intent.next_action?.redirect_to_url?.url : null;
      return { redirectUrl: next ?? input.returnUrl, providerRef: intent.id };
    } catch (error) {
      // Declined: Stripe answers 402 with the intent, and its payment_failed event declines the payment.
      if (error instanceof this.stripe.errors.StripeCardError && error.payment_intent) {
        return { redirectUrl: input.returnUrl, providerRef: error.payment_intent.id };
      }
      // The card is not one of this fan's (another customer's, or detached meanwhile).
      if (error instanceof this.stripe.errors.StripeInvalidRequestError && error.param === 'payment_method') {
        throw new AppError('SAVED_CARD_NOT_FOUND');
      }
      throw error;
    }
  }

  /**
   * A retry of createPayment with the same key but a later expires_at is refused by Stripe as an
   * idempotency error: the session the first call made is then found on the fan's customer.
   */
  private async sameSessionOnRetry(
    created: Promise<Stripe.Checkout.Session>,
    customer: string,
    paymentNo: string,
  ): Promise<Stripe.Checkout.Session> {
    try {
      return await created;
    } catch (error) {
      if (!(error instanceof this.stripe.errors.StripeIdempotencyError)) throw error;
      const sessions = await this.stripe.checkout.sessions.list({ customer, limit: 20 });
      const first = sessions.data.find((s) => s.client_reference_id === paymentNo);
      if (!first) throw error;
      return first;
    }
  }

  private intent(id: string): Promise<Stripe.PaymentIntent> {
    return this.stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
  }

  /** A payment whose provider id was never kept (its creation did not answer): find its charge by our metadata. */
  private async intentOfPaymentNo(paymentNo: string): Promise<Stripe.PaymentIntent | null> {
    if (!/^[A-Za-z0-9_-]+$/.test(paymentNo)) return null;
    const found = await this.stripe.paymentIntents.search({ query: `metadata['paymentNo']:'${paymentNo}'`, limit: 10 });
    const intent = found.data.find((i) => i.status === 'succeeded') ?? found.data[0];
    return intent ? this.intent(intent.id) : null;
  }

  /** Closing something that closed meanwhile (paid, expired) is answered by Stripe with a 400: ask again instead. */
  private async tolerateConflict(call: Promise<unknown>): Promise<void> {
    try {
      await call;
    } catch (error) {
      if (!(error instanceof this.stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }
}
