import { REPLY_CODES } from '@fanpass/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ReconciliationService } from '../src/modules/payments/reconciliation.service.js';
import {
  SANDBOX_SIGNATURE_HEADER,
  type SandboxCallbackBody,
  signSandboxCallback,
} from '../src/modules/payments/sandbox-signature.js';
import { MASTERCARD, type StripeEventObject, StripeStandIn } from './support/stripe-stand-in.js';
import { TestApp } from './support/test-app.js';
import { type Buyer, buyer, createEvent, typeRow } from './support/tickets-fixtures.js';

const SECRET_KEY = 'sk_test_standInHttp0123456789';
const WEBHOOK_SECRET = 'whsec_standInHttpSecret0123';
/** Only for the package's own test-header helper (it signs as Stripe does). */
const signer = new Stripe(SECRET_KEY);

describe('payments over HTTP with PAYMENT_PROVIDER=stripe against the Stripe stand-in', () => {
  let t: TestApp;
  let base: string;
  let standIn: StripeStandIn;

  beforeAll(async () => {
    standIn = await StripeStandIn.start(SECRET_KEY);
    t = await TestApp.start({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      STRIPE_PAYMENT_METHODS: 'card,alipay,wechat_pay',
    });
    base = await t.listen();
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  async function holdOrder(fan: Buyer, quantity = 2): Promise<{ orderNo: string; typeId: number }> {
    const { event, types } = await createEvent(t);
    const res = await t.post(
      '/fanapih5/order/create',
      { eventId: event.id, items: [{ ticketTypeId: types[0]!.id, quantity }] },
      fan.opts,
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return { orderNo: res.body.data.orderNo as string, typeId: types[0]!.id };
  }

  async function startPayment(fan: Buyer, orderNo: string) {
    const res = await t.post('/fanapih5/payment/create', { orderNo, method: 'card', paymentType: 'visa' }, fan.opts);
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return res.body.data as { paymentNo: string; redirectUrl: string; amount: number };
  }

  function sessionOf(paymentNo: string) {
    const session = [...standIn.sessions.values()].find((s) => s.client_reference_id === paymentNo);
    expect(session).toBeDefined();
    return session!;
  }

  function lastEvent(type: string, sessionOrIntentId: string): StripeEventObject {
    const found = standIn.eventsOf(type).filter((e) => e.data.object.id === sessionOrIntentId);
    expect(found.length).toBeGreaterThan(0);
    return found.at(-1)!;
  }

  async function webhook(event: StripeEventObject, options: { timestamp?: number; tamper?: boolean } = {}) {
    const body = JSON.stringify(event, null, 2);
    const header = signer.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
    const sent = options.tamper ? body.replace(/"amount_total": \d+/, '"amount_total": 1') : body;
    const res = await fetch(`${base}/fanapih5/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: sent,
    });
    return { status: res.status, body: (await res.json()) as { code: number; data: { outcome?: string } | null } };
  }

  it("answers Stripe's checkout URL, and a signed webhook pays the order and issues its tickets once", async () => {
    const fan = await buyer(t);
    const { orderNo, typeId } = await holdOrder(fan, 2);
    const payment = await startPayment(fan, orderNo);
    const session = sessionOf(payment.paymentNo);
    expect(payment.redirectUrl).toBe(session.url);
    expect(payment.redirectUrl.startsWith(`${standIn.url}/c/pay/cs_test_`)).toBe(true);
    // Returns come from PUBLIC_API_URL (this server), never from the request.
    expect(String(session.success_url).startsWith(base)).toBe(true);
    expect(session.amount_total).toBe(payment.amount / 100); // VND: whole dong at Stripe

    const { intent } = standIn.pay(session.id as string);
    const paid = await webhook(lastEvent('checkout.session.completed', session.id as string));
    expect(paid).toMatchObject({ status: 200, body: { code: REPLY_CODES.SUCCESS.code, data: { outcome: 'paid' } } });

    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data).toMatchObject({ orderStatus: 'paid', payment: { status: 'succeeded' } });
    expect(result.body.data.tickets).toHaveLength(2);
    expect(await typeRow(t, typeId)).toMatchObject({ sold: 2, held: 0 });

    // The same charge again (its payment_intent.succeeded), and the same message replayed: nothing more.
    const again = await webhook(lastEvent('payment_intent.succeeded', intent.id as string));
    expect(again.body.data?.outcome).toBe('duplicate');
    const replay = await webhook(lastEvent('checkout.session.completed', session.id as string));
    expect(replay.body.data?.outcome).toBe('duplicate');
    expect((await t.get('/fanapih5/payment/result', { orderNo }, fan.opts)).body.data.tickets).toHaveLength(2);
    expect(await typeRow(t, typeId)).toMatchObject({ sold: 2, held: 0 });
  });

  it('refuses tampered and replayed webhooks: the order stays held until a genuine one arrives', async () => {
    const fan = await buyer(t);
    const { orderNo, typeId } = await holdOrder(fan, 1);
    const payment = await startPayment(fan, orderNo);
    const session = sessionOf(payment.paymentNo);
    standIn.pay(session.id as string);
    const completed = lastEvent('checkout.session.completed', session.id as string);

    const tampered = await webhook(completed, { tamper: true });
    expect(tampered).toMatchObject({ status: 401, body: { code: REPLY_CODES.PAYMENT_CALLBACK_INVALID.code } });
    const stale = await webhook(completed, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale).toMatchObject({ status: 401, body: { code: REPLY_CODES.PAYMENT_CALLBACK_INVALID.code } });
    const unsigned = await fetch(`${base}/fanapih5/payment/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed),
    });
    expect(unsigned.status).toBe(401);

    expect((await t.get('/fanapih5/order/detail', { orderNo }, fan.opts)).body.data.status).toBe('held');
    expect(await typeRow(t, typeId)).toMatchObject({ sold: 0, held: 1 });

    expect((await webhook(completed)).body.data?.outcome).toBe('paid');
    expect(await typeRow(t, typeId)).toMatchObject({ sold: 1, held: 0 });
  });

  it("remembers the card the fan saved on Stripe's page when the webhook settles the payment", async () => {
    const fan = await buyer(t);
    const { orderNo } = await holdOrder(fan, 1);
    const payment = await startPayment(fan, orderNo);
    const session = sessionOf(payment.paymentNo);
    standIn.pay(session.id as string, MASTERCARD, { save: true });
    const paid = await webhook(lastEvent('checkout.session.completed', session.id as string));
    expect(paid.body.data?.outcome).toBe('paid');
    const cards = await t.get('/fanapih5/payment/savedCards', {}, fan.opts);
    expect(cards.body.data).toEqual([
      { id: expect.any(Number), brand: 'master', last4: '4444', expMonth: 3, expYear: 2031 },
    ]);
  });

  it('has no sandbox beside Stripe: no hosted test page, and a sandbox-signed callback is refused', async () => {
    const fan = await buyer(t);
    const { orderNo } = await holdOrder(fan, 1);
    const payment = await startPayment(fan, orderNo);
    expect((await fetch(`${base}/sandbox-pay/${payment.paymentNo}`)).status).toBe(404);
    const card = { paymentType: 'visa', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' };
    const posted = await fetch(`${base}/sandbox-pay/${payment.paymentNo}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(card).toString(),
    });
    expect(posted.status).toBe(404);
    const body: SandboxCallbackBody = {
      paymentNo: payment.paymentNo,
      txnId: 'sbx_forged',
      result: 'succeeded',
      amount: payment.amount,
      currency: 'VND',
      paymentType: 'visa',
      card: null,
      sentAt: t.clock.now(),
    };
    const forged = await fetch(`${base}/fanapih5/payment/callback`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(body, 'fanpass-dev-sandbox-pay-secret'),
      },
      body: JSON.stringify(body),
    });
    expect(forged.status).toBe(401);
    expect((await t.get('/fanapih5/order/detail', { orderNo }, fan.opts)).body.data.status).toBe('held');
  });

  it('reconciles without webhooks: a paid checkout is settled with the card the fan saved, an unpaid one is expired at Stripe', async () => {
    const fan = await buyer(t);
    const paidOrder = await holdOrder(fan, 1);
    const paidPayment = await startPayment(fan, paidOrder.orderNo);
    standIn.pay(sessionOf(paidPayment.paymentNo).id as string, MASTERCARD, { save: true });
    const openOrder = await holdOrder(fan, 1);
    const openPayment = await startPayment(fan, openOrder.orderNo);
    const openSession = sessionOf(openPayment.paymentNo);

    // No webhook arrives (lost, or the server was down); the reconciliation window passes.
    t.clock.advance(16 * 60_000);
    const results = await t.app.get(ReconciliationService).run();
    expect(results).toEqual(
      expect.arrayContaining([
        { paymentNo: paidPayment.paymentNo, state: 'succeeded', outcome: 'paid' },
        { paymentNo: openPayment.paymentNo, state: 'expired', outcome: 'failed' },
      ]),
    );
    expect((await t.get('/fanapih5/order/detail', { orderNo: paidOrder.orderNo }, fan.opts)).body.data.status).toBe(
      'paid',
    );
    expect(await typeRow(t, paidOrder.typeId)).toMatchObject({ sold: 1 });
    expect(standIn.sessions.get(openSession.id as string)!.status).toBe('expired');
    const cards = await t.get('/fanapih5/payment/savedCards', {}, fan.opts);
    expect(cards.body.data).toEqual([
      { id: expect.any(Number), brand: 'master', last4: '4444', expMonth: 3, expYear: 2031 },
    ]);
  });

  it('pays with the remembered card, and an operator refund reaches Stripe once however often it is asked', async () => {
    const fan = await buyer(t);
    const first = await holdOrder(fan, 1);
    const firstPayment = await startPayment(fan, first.orderNo);
    const { intent: firstIntent } = standIn.pay(sessionOf(firstPayment.paymentNo).id as string, MASTERCARD, {
      save: true,
    });
    t.clock.advance(16 * 60_000); // the webhook is lost: reconciliation settles it and remembers the card
    await t.app.get(ReconciliationService).run();
    const [card] = (await t.get('/fanapih5/payment/savedCards', {}, fan.opts)).body.data as Array<{ id: number }>;
    expect(card).toBeDefined();

    const second = await holdOrder(fan, 1);
    const res = await t.post(
      '/fanapih5/payment/create',
      { orderNo: second.orderNo, method: 'card', paymentType: 'master', savedCardId: card!.id },
      fan.opts,
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const intentCall = standIn.calls('POST /v1/payment_intents').at(-1)!;
    expect(intentCall.body).toMatchObject({
      payment_method: (firstIntent.payment_method as string) ?? '',
      confirm: 'true',
      metadata: { paymentNo: res.body.data.paymentNo },
    });
    // No 3-D Secure asked: the browser goes straight back to our result page.
    expect(String(res.body.data.redirectUrl).startsWith(base)).toBe(true);
    const intentId = [...standIn.intents.values()].find(
      (i) => (i.metadata as Record<string, string>).paymentNo === res.body.data.paymentNo,
    )!.id as string;
    expect((await webhook(lastEvent('payment_intent.succeeded', intentId))).body.data?.outcome).toBe('paid');

    const refunded = await t.ops('order', 'refund', second.orderNo, '--reason', 'event cancelled');
    expect(refunded.code).toBe(0);
    const refundId = /provider refund done \((re_[0-9a-f]+)\)/.exec(refunded.out)?.[1];
    expect(refundId).toBe([...standIn.refunds.values()].find((r) => r.payment_intent === intentId)?.id);
    const again = await t.ops('order', 'refund', second.orderNo);
    expect(again).toMatchObject({
      code: 0,
      out: expect.stringContaining(`already refunded; provider refund done (${refundId})`),
    });
    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_intent === intentId);
    expect(refunds).toHaveLength(1);
    expect(standIn.calls('POST /v1/refunds').filter((c) => c.body.payment_intent === intentId)[0]!.idempotencyKey).toBe(
      `fanpass-refund-${res.body.data.paymentNo}-${intentId}`,
    );
  });

  it('acknowledges and ignores genuine events about nothing of ours', async () => {
    const other = await webhook({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: 'cus_other', object: 'customer' } },
    });
    expect(other).toMatchObject({
      status: 200,
      body: { code: REPLY_CODES.SUCCESS.code, data: { outcome: 'ignored' } },
    });
  });

  it('takes Apple Pay and Google Pay through its card checkout, which shows them on the devices that have them', async () => {
    const fan = await buyer(t);
    const methods = await t.get('/fanapih5/payment/methods', {}, fan.opts);
    const provider = (methods.body.data.methods as { method: string; paymentTypes: string[] }[]).find(
      (m) => m.method === 'provider',
    );
    expect(provider?.paymentTypes).toEqual(expect.arrayContaining(['applePay', 'googlePay']));
    for (const paymentType of ['applePay', 'googlePay']) {
      const { orderNo } = await holdOrder(fan, 1);
      const res = await t.post('/fanapih5/payment/create', { orderNo, method: 'provider', paymentType }, fan.opts);
      expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
      const session = sessionOf(res.body.data.paymentNo as string);
      expect(session.allowed_payment_method_types).toEqual(['card']);
      expect(res.body.data.redirectUrl).toBe(session.url);
    }
  });

  it('refuses the payment types Stripe does not carry', async () => {
    const fan = await buyer(t);
    const { orderNo } = await holdOrder(fan, 1);
    const res = await t.post(
      '/fanapih5/payment/create',
      { orderNo, method: 'provider', paymentType: 'MPAY' },
      fan.opts,
    );
    expect(res.body.code).toBe(REPLY_CODES.PAYMENT_METHOD_UNSUPPORTED.code);
  });
});
