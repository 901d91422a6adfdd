import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AppError } from '../src/common/errors/app-error.js';
import type { StripeConfig } from '../src/config/config.js';
import type { CreatePaymentInput } from '../src/modules/payments/payment-provider.js';
import { StripeCustomersRepository } from '../src/modules/payments/stripe/stripe-customers.repository.js';
import { stripeClient, StripeProvider } from '../src/modules/payments/stripe/stripe.provider.js';
import { MASTERCARD, type StripeEventObject, StripeStandIn, VISA } from './support/stripe-stand-in.js';
import { TestApp } from './support/test-app.js';

const SECRET_KEY = 'sk_test_standIn0123456789';
const WEBHOOK_SECRET = 'whsec_standInSigningSecret0123';
/** Only for the package's own test-header helper (it signs as Stripe does). */
const signer = new Stripe(SECRET_KEY);

function signed(
  event: StripeEventObject | Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {},
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event, null, 2);
  const header = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { body, headers: { 'stripe-signature': header } };
}

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof AppError ? error.entry.key : String(error);
  }
}

async function rejection(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof AppError ? error.entry.key : String(error);
  }
}

describe('payments: the Stripe provider against a local Stripe stand-in', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let provider: StripeProvider;
  let customers: StripeCustomersRepository;
  let nextUser = 1000;

  const config = (methods = ['card', 'alipay', 'wechat_pay']): StripeConfig => ({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: standIn.url,
    paymentMethods: methods,
  });

  function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
    const paymentNo = `P${randomBytes(8).toString('hex').toUpperCase()}`;
    return {
      paymentNo,
      orderNo: `O${randomBytes(6).toString('hex').toUpperCase()}`,
      amount: 50_000_000,
      currency: 'VND',
      method: 'card',
      paymentType: 'visa',
      savedCard: null,
      customer: { userId: nextUser++, email: 'fan@example.com' },
      returnUrl: `http://api.fanpass.test/fanapih5/payment/return?paymentNo=${paymentNo}`,
      cancelUrl: `http://api.fanpass.test/fanapih5/payment/return?paymentNo=${paymentNo}&cancelled=1`,
      idempotencyKey: `payment-${paymentNo}`,
      lang: 'vi',
      ...overrides,
    };
  }

  const ref = (i: CreatePaymentInput, providerRef: string | null) => ({
    paymentNo: i.paymentNo,
    providerRef,
    amount: i.amount,
    currency: i.currency,
  });

  beforeAll(async () => {
    standIn = await StripeStandIn.start(SECRET_KEY);
    t = await TestApp.start();
    customers = new StripeCustomersRepository(t.dataSource);
    provider = new StripeProvider(config(), customers, await stripeClient(config()));
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('offers the spec types of the configured Stripe methods only', async () => {
    expect(provider.name).toBe('stripe');
    expect([...provider.paymentTypes].sort()).toEqual(
      ['alipay', 'alipayHK', 'applePay', 'chinaUnion', 'googlePay', 'master', 'visa', 'wechatPayHK'].sort(),
    );
    // Apple Pay and Google Pay come with cards: Stripe's card checkout shows them where the device has them.
    const cardsOnly = new StripeProvider(config(['card']), customers, await stripeClient(config(['card'])));
    expect([...cardsOnly.paymentTypes].sort()).toEqual(['applePay', 'chinaUnion', 'googlePay', 'master', 'visa']);
    expect(await rejection(cardsOnly.createPayment(input({ method: 'provider', paymentType: 'alipayHK' })))).toBe(
      'payments.methodUnsupported',
    );
    expect(await rejection(provider.createPayment(input({ method: 'provider', paymentType: 'MPAY' })))).toBe(
      'payments.methodUnsupported',
    );
  });

  it('creates a Checkout Session with idempotency keys: whole dong, the fan customer, returns, locale and expiry', async () => {
    const i = input();
    const before = Math.floor(Date.now() / 1000);
    const created = await provider.createPayment(i);
    expect(created.providerRef).toMatch(/^cs_test_/);
    expect(created.redirectUrl).toBe(`${standIn.url}/c/pay/${created.providerRef}`);

    const [customerCall] = standIn
      .calls('POST /v1/customers')
      .filter((r) => r.idempotencyKey === `customer-${i.customer.userId}`);
    expect(customerCall?.body).toMatchObject({
      email: 'fan@example.com',
      metadata: { userId: String(i.customer.userId) },
    });
    const sessionCall = standIn.calls('POST /v1/checkout/sessions').at(-1)!;
    expect(sessionCall.idempotencyKey).toBe(i.idempotencyKey);
    const body = sessionCall.body;
    expect(body).toMatchObject({
      mode: 'payment',
      client_reference_id: i.paymentNo,
      metadata: { paymentNo: i.paymentNo, orderNo: i.orderNo, flow: 'checkout' },
      payment_intent_data: { metadata: { paymentNo: i.paymentNo, flow: 'checkout' } },
      allowed_payment_method_types: ['card'],
      saved_payment_method_options: { payment_method_save: 'enabled' },
      success_url: i.returnUrl,
      cancel_url: i.cancelUrl,
      locale: 'vi',
      customer: standIn.sessions.get(created.providerRef!)!.customer,
    });
    // VND is zero-decimal at Stripe: 50,000,000 hundredths are 500,000 dong.
    expect(body).toMatchObject({
      line_items: [{ quantity: '1', price_data: { currency: 'vnd', unit_amount: '500000' } }],
    });
    const expiresAt = Number(body.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60);
    expect(expiresAt).toBeLessThan(before + 40 * 60);

    // A retry with the same key answers the same session; Stripe made only one.
    const again = await provider.createPayment(i);
    expect(again).toEqual(created);
    expect(standIn.calls('POST /v1/checkout/sessions').at(-1)!.replayed).toBe(true);
    expect([...standIn.sessions.values()].filter((s) => s.client_reference_id === i.paymentNo)).toHaveLength(1);
    // A retry later (another expires_at): Stripe refuses the key with other parameters; the first session is the answer.
    const later = await provider.createPayment({ ...i, lang: 'th' });
    expect(later).toEqual(created);
    expect(standIn.calls('GET /v1/checkout/sessions')).toHaveLength(1);
    expect(standIn.calls('POST /v1/checkout/sessions').at(-1)!.idempotencyKey).toBe(i.idempotencyKey);
    expect([...standIn.sessions.values()].filter((s) => s.client_reference_id === i.paymentNo)).toHaveLength(1);
  });

  it('sends Alipay and WeChat Pay to their Stripe methods, in the fan language', async () => {
    await provider.createPayment(
      input({ method: 'provider', paymentType: 'alipayHK', currency: 'HKD', amount: 12_345, lang: 'zh_tw' }),
    );
    const alipay = standIn.calls('POST /v1/checkout/sessions').at(-1)!.body;
    expect(alipay).toMatchObject({ allowed_payment_method_types: ['alipay'], locale: 'zh-TW' });
    expect(alipay).toMatchObject({ line_items: [{ price_data: { currency: 'hkd', unit_amount: '12345' } }] });
    expect(alipay.saved_payment_method_options).toBeUndefined();

    await provider.createPayment(
      input({ method: 'provider', paymentType: 'wechatPayHK', currency: 'HKD', amount: 9_900, lang: 'en_US' }),
    );
    const wechat = standIn.calls('POST /v1/checkout/sessions').at(-1)!.body;
    expect(wechat).toMatchObject({
      allowed_payment_method_types: ['wechat_pay'],
      payment_method_options: { wechat_pay: { client: 'web' } },
      locale: 'en',
    });
  });

  it('accepts a validly signed webhook and maps a paid checkout to succeeded', async () => {
    const i = input();
    const { providerRef } = await provider.createPayment(i);
    const { intent } = standIn.pay(providerRef!);
    const [completed] = standIn.eventsOf('checkout.session.completed').slice(-1);
    const { body, headers } = signed(completed!);
    expect(provider.verifyEvent(body, headers)).toEqual({
      eventId: completed!.id,
      paymentNo: i.paymentNo,
      outcome: { state: 'succeeded', txnId: intent.id, amount: 50_000_000, currency: 'VND', card: null },
    });
    const [succeeded] = standIn.eventsOf('payment_intent.succeeded').slice(-1);
    const second = signed(succeeded!);
    expect(provider.verifyEvent(second.body, second.headers)?.outcome).toMatchObject({
      state: 'succeeded',
      txnId: intent.id,
      amount: 50_000_000,
    });
  });

  it('refuses tampered, foreign, unsigned and replayed webhooks', async () => {
    const i = input();
    const { providerRef } = await provider.createPayment(i);
    standIn.pay(providerRef!);
    const [completed] = standIn.eventsOf('checkout.session.completed').slice(-1);
    const { body, headers } = signed(completed!);

    const tampered = body.replace('"amount_total": 500000', '"amount_total": 1');
    expect(tampered).not.toBe(body);
    expect(codeOf(() => provider.verifyEvent(tampered, headers))).toBe('payments.callbackInvalid');
    const foreign = signed(completed!, { secret: 'whsec_someoneElsesSecret0000' });
    expect(codeOf(() => provider.verifyEvent(foreign.body, foreign.headers))).toBe('payments.callbackInvalid');
    expect(codeOf(() => provider.verifyEvent(body, {}))).toBe('payments.callbackInvalid');
    expect(codeOf(() => provider.verifyEvent(body, { 'stripe-signature': 't=1,v1=00' }))).toBe(
      'payments.callbackInvalid',
    );

    // The same message signed ten minutes ago: outside Stripe's five-minute tolerance.
    const old = signed(completed!, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(codeOf(() => provider.verifyEvent(old.body, old.headers))).toBe('payments.callbackInvalid');
  });

  it('ignores genuine events that say nothing final about one of our payments', async () => {
    const customerEvent = signed({
      id: 'evt_customer_created',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: '2026-10-28.endive',
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    expect(provider.verifyEvent(customerEvent.body, customerEvent.headers)).toBeNull();

    // A declined card on Stripe's page: the session stays open and the fan may try again.
    const i = input();
    const { providerRef } = await provider.createPayment(i);
    standIn.decline(providerRef!);
    const failed = signed(standIn.eventsOf('payment_intent.payment_failed').at(-1)!);
    expect(provider.verifyEvent(failed.body, failed.headers)).toBeNull();
    expect(await provider.lookup(ref(i, providerRef))).toEqual({ state: 'pending' });
  });

  it('maps events delivered out of order, and lookup answers the real state', async () => {
    const i = input();
    const first = await provider.createPayment(i);
    // The first session's time ran out; the fan was sent to a second one (another key) and paid.
    standIn.expireSession(first.providerRef!);
    const expired = standIn.eventsOf('checkout.session.expired').at(-1)!;
    const second = await provider.createPayment({ ...i, idempotencyKey: `${i.idempotencyKey}-2` });
    const { intent } = standIn.pay(second.providerRef!);
    const completed = standIn.eventsOf('checkout.session.completed').at(-1)!;
    const succeeded = standIn.eventsOf('payment_intent.succeeded').at(-1)!;

    // Stripe delivers them in any order: each maps to what it says, once per event id.
    const outcomes = [succeeded, expired, completed].map((e) => {
      const s = signed(e);
      return provider.verifyEvent(s.body, s.headers);
    });
    expect(outcomes.map((o) => [o?.eventId, o?.paymentNo, o?.outcome.state])).toEqual([
      [succeeded.id, i.paymentNo, 'succeeded'],
      [expired.id, i.paymentNo, 'expired'],
      [completed.id, i.paymentNo, 'succeeded'],
    ]);
    expect(outcomes[0]!.outcome).toEqual(outcomes[2]!.outcome);
    expect(await provider.lookup(ref(i, second.providerRef))).toMatchObject({ state: 'succeeded', txnId: intent.id });
    expect(await provider.lookup(ref(i, first.providerRef))).toEqual({ state: 'expired' });
  });

  it('refunds with an idempotency key: a retry makes no second refund', async () => {
    const i = input();
    const { providerRef } = await provider.createPayment(i);
    const { intent } = standIn.pay(providerRef!);
    const request = {
      txnId: intent.id as string,
      amount: i.amount,
      currency: i.currency,
      idempotencyKey: `refund-${i.paymentNo}`,
    };
    const first = await provider.refund(request);
    const retry = await provider.refund(request);
    expect(first.refundId).toMatch(/^re_/);
    expect(retry).toEqual(first);
    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(500_000);
    const calls = standIn.calls('POST /v1/refunds').filter((r) => r.body.payment_intent === intent.id);
    expect(calls.map((c) => [c.idempotencyKey, c.replayed])).toEqual([
      [`refund-${i.paymentNo}`, false],
      [`refund-${i.paymentNo}`, true],
    ]);
    // Refunded meanwhile under another key (the dashboard): that refund is the answer, not a second one.
    expect(await provider.refund({ ...request, idempotencyKey: 'another-key' })).toEqual(first);
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === intent.id)).toHaveLength(1);
  });

  it('cancels: an open session expires, a paid one answers its charge, an unknown one is expired', async () => {
    const open = input();
    const a = await provider.createPayment(open);
    expect(await provider.cancel(ref(open, a.providerRef))).toEqual({ state: 'expired' });
    expect(standIn.sessions.get(a.providerRef!)!.status).toBe('expired');
    expect(standIn.calls(`POST /v1/checkout/sessions/${a.providerRef}/expire`)[0]!.idempotencyKey).toBe(
      `cancel-${open.paymentNo}`,
    );

    const paid = input();
    const b = await provider.createPayment(paid);
    const { intent } = standIn.pay(b.providerRef!);
    expect(await provider.cancel(ref(paid, b.providerRef))).toMatchObject({ state: 'succeeded', txnId: intent.id });
    expect(standIn.sessions.get(b.providerRef!)!.status).toBe('complete');

    // No session id was kept (creation never answered): Stripe is searched by our payment number.
    expect(await provider.cancel(ref(paid, null))).toMatchObject({ state: 'succeeded', txnId: intent.id });
    expect(await provider.lookup(ref(input(), null))).toEqual({ state: 'expired' });
  });

  describe('remembered cards', () => {
    it('makes one customer per fan and remembers the card the fan chose to save: token, brand, last four, expiry', async () => {
      const fan = { userId: nextUser++, email: 'saver@example.com' };
      const first = input({ customer: fan });
      const a = await provider.createPayment(first);
      standIn.pay(a.providerRef!, MASTERCARD, { save: true });
      const outcome = await provider.lookup(ref(first, a.providerRef));
      expect(outcome.state).toBe('succeeded');
      const card = outcome.state === 'succeeded' ? outcome.card : null;
      expect(card).toEqual({
        token: expect.stringMatching(/^pm_/),
        brand: 'master',
        last4: '4444',
        expMonth: 3,
        expYear: 2031,
      });

      // The webhook says succeeded without the card; withCard reads it from Stripe.
      const completed = signed(standIn.eventsOf('checkout.session.completed').at(-1)!);
      const event = provider.verifyEvent(completed.body, completed.headers)!;
      expect(event.outcome).toMatchObject({ state: 'succeeded', card: null });
      expect((await provider.withCard(event)).outcome).toEqual(outcome);

      const second = input({ customer: fan });
      const b = await provider.createPayment(second);
      standIn.pay(b.providerRef!, VISA); // not saved this time
      expect(await provider.lookup(ref(second, b.providerRef))).toMatchObject({ state: 'succeeded', card: null });

      expect(
        standIn.calls('POST /v1/customers').filter((r) => r.idempotencyKey === `customer-${fan.userId}`),
      ).toHaveLength(1);
      expect(standIn.sessions.get(a.providerRef!)!.customer).toBe(standIn.sessions.get(b.providerRef!)!.customer);
      expect(await customers.find(fan.userId, false)).toMatchObject({
        customerId: standIn.sessions.get(a.providerRef!)!.customer,
      });
    });

    it('pays with a remembered card, through 3-D Secure when the bank asks, and reports a decline', async () => {
      const fan = { userId: nextUser++, email: null };
      const setup = input({ customer: fan });
      const s = await provider.createPayment(setup);
      const customer = standIn.sessions.get(s.providerRef!)!.customer as string;

      const token = standIn.addCard(customer, VISA);
      const direct = input({ customer: fan, savedCard: { token } });
      const paid = await provider.createPayment(direct);
      expect(paid.providerRef).toMatch(/^pi_/);
      expect(paid.redirectUrl).toBe(direct.returnUrl);
      const call = standIn.calls('POST /v1/payment_intents').at(-1)!;
      expect(call.idempotencyKey).toBe(direct.idempotencyKey);
      expect(call.body).toMatchObject({
        amount: '500000',
        currency: 'vnd',
        customer,
        payment_method: token,
        confirm: 'true',
        return_url: direct.returnUrl,
        allowed_payment_method_types: ['card'],
        metadata: { paymentNo: direct.paymentNo, flow: 'saved_card' },
      });
      const event = signed(standIn.eventsOf('payment_intent.succeeded').at(-1)!);
      expect(provider.verifyEvent(event.body, event.headers)).toMatchObject({
        paymentNo: direct.paymentNo,
        outcome: { state: 'succeeded', txnId: paid.providerRef, amount: 50_000_000, currency: 'VND' },
      });
      // Already remembered: not reported as a new card.
      expect(await provider.lookup(ref(direct, paid.providerRef))).toMatchObject({ state: 'succeeded', card: null });

      const secure = standIn.addCard(customer, { ...VISA, last4: '3155', behaviour: 'three_d_secure' });
      const challenged = input({ customer: fan, savedCard: { token: secure } });
      const c = await provider.createPayment(challenged);
      expect(c.redirectUrl).toBe(`${standIn.url}/3ds/${c.providerRef}`);
      expect(await provider.lookup(ref(challenged, c.providerRef))).toEqual({ state: 'pending' });
      standIn.authenticate(c.providerRef!);
      expect(await provider.lookup(ref(challenged, c.providerRef))).toMatchObject({ state: 'succeeded' });

      const poor = standIn.addCard(customer, { ...VISA, last4: '9995', behaviour: 'decline' });
      const declined = input({ customer: fan, savedCard: { token: poor } });
      const d = await provider.createPayment(declined);
      expect(d).toEqual({ redirectUrl: declined.returnUrl, providerRef: expect.stringMatching(/^pi_/) });
      const failed = signed(standIn.eventsOf('payment_intent.payment_failed').at(-1)!);
      expect(provider.verifyEvent(failed.body, failed.headers)).toEqual({
        eventId: expect.stringMatching(/^evt_/),
        paymentNo: declined.paymentNo,
        outcome: { state: 'declined', txnId: d.providerRef, reason: 'insufficient_funds' },
      });
      expect(await provider.lookup(ref(declined, d.providerRef))).toMatchObject({ state: 'declined' });
    });

    it("refuses another fan's card, and forgets a card at Stripe", async () => {
      const owner = { userId: nextUser++, email: null };
      const s = await provider.createPayment(input({ customer: owner }));
      const token = standIn.addCard(standIn.sessions.get(s.providerRef!)!.customer as string, VISA);

      const thief = input({ savedCard: { token } });
      expect(await rejection(provider.createPayment(thief))).toBe('payments.savedCardNotFound');
      expect(
        await rejection(
          provider.createPayment(input({ savedCard: { token }, method: 'provider', paymentType: 'alipay' })),
        ),
      ).toBe('payments.methodUnsupported');

      await provider.forgetCard(token);
      expect(standIn.methods.get(token)!.customer).toBeNull();
      expect(standIn.calls(`POST /v1/payment_methods/${token}/detach`)[0]!.idempotencyKey).toBe(`forget-${token}`);
      await provider.forgetCard(token); // already forgotten: nothing to do
      await provider.forgetCard('pm_unknown');
      expect(standIn.calls(`POST /v1/payment_methods/${token}/detach`)).toHaveLength(1);
      expect(await rejection(provider.createPayment(input({ customer: owner, savedCard: { token } })))).toBe(
        'payments.savedCardNotFound',
      );
    });
  });
});
