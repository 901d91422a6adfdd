import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HoldExpiryJob } from '../src/modules/held-orders/index.js';
import { Payment } from '../src/modules/payments/entities/payment.entity.js';
import { SandboxCheckoutService } from '../src/modules/payments/sandbox-checkout.service.js';
import { outbox } from './support/accounts.js';
import { addressOf, createMerch, MERCH_ORDER, variantRow } from './support/merch-fixtures.js';
import { TestApp } from './support/test-app.js';
import { submitHostedPage } from './support/traffic.js';
import { type Buyer, buyer, createEvent } from './support/tickets-fixtures.js';

const GOOD = {
  cardHolder: 'Chan Tai Man',
  cardNumber: '4242424242424242',
  expiry: '12/30',
  cvc: '123',
  cardType: 'visa',
  paymentType: 'visa',
};

/** Merch orders paid through the 'merch' payment purpose: payment/create, the sandbox card, settlement. */
describe('merch payments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
    await t.listen();
  });
  afterAll(async () => {
    await t.close();
  });

  async function hold(fan: Buyer, variantId: number, quantity = 1): Promise<string> {
    const res = await t.post(
      MERCH_ORDER,
      { items: [{ variantId, quantity }], fulfilment: 'delivery', addressId: await addressOf(t, fan) },
      { ...fan.opts, lang: 'en-US' },
    );
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    return res.body.data.orderNo as string;
  }

  async function pay(fan: Buyer, orderNo: string, card = GOOD.cardNumber) {
    const res = await t.post('/fanapih5/payment/create', { orderNo, method: 'card', paymentType: 'visa' }, fan.opts);
    expect(res.body.code).toBe(REPLY_CODES.SUCCESS.code);
    const { redirectUrl, paymentNo, amount } = res.body.data as {
      redirectUrl: string;
      paymentNo: string;
      amount: number;
    };
    expect((await submitHostedPage(redirectUrl, { ...GOOD, cardNumber: card })).status).toBe(303);
    await t.app.get(SandboxCheckoutService).settled();
    return { paymentNo, amount };
  }

  it('pays a held merch order with the sandbox card: stock sold, order paid, the fan e-mailed', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug, price: 350_00 });
    const fan = await buyer(t);
    const m = tee.variants[1]!.id;
    const orderNo = await hold(fan, m, 2);
    const { amount } = await pay(fan, orderNo);
    expect(amount).toBe(700_00);
    expect(await variantRow(t, m)).toMatchObject({ held: 0, sold: 2 });
    const detail = await t.get('/fanapih5/merchOrder/detail', { orderNo }, fan.opts);
    expect(detail.body.data).toMatchObject({ status: 'paid' });
    expect(detail.body.data.progress.map((p: { step: string }) => p.step)).toEqual(['placed', 'paid']);
    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data).toMatchObject({ orderNo, orderStatus: 'paid', payment: { status: 'succeeded' } });
    const mail = (await outbox(t, fan.user.email))[0]!;
    expect(mail.subject).toBe(`Merch order confirmed ${orderNo}`);
    expect(mail.text).toContain('Tour T-shirt (M) × 2');
    expect(mail.text).toContain('We will ship it to Chan Tai Man, Rua de Evora 12');
    // Paid once: a second payment of it is refused.
    expect((await t.post('/fanapih5/payment/create', { orderNo, method: 'card' }, fan.opts)).body.code).not.toBe(
      REPLY_CODES.SUCCESS.code,
    );
    // Someone else cannot pay (or see) my order.
    const stranger = await buyer(t);
    expect((await t.post('/fanapih5/payment/create', { orderNo, method: 'card' }, stranger.opts)).body.code).toBe(
      REPLY_CODES.MERCH_ORDER_NOT_FOUND.code,
    );
  });

  it('a declined card gives the apology and keeps the hold to retry', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, { eventSlug: event.slug });
    const fan = await buyer(t);
    const s = tee.variants[0]!.id;
    const orderNo = await hold(fan, s);
    await pay(fan, orderNo, '4000000000000002');
    const result = await t.get('/fanapih5/payment/result', { orderNo }, { ...fan.opts, lang: 'en-US' });
    expect(result.body.data).toMatchObject({
      orderStatus: 'held',
      payment: { status: 'failed' },
      messageKey: 'payments.failed',
    });
    expect(result.body.data.message).toMatch(/sorry/i);
    expect((await variantRow(t, s)).held).toBe(1);
    await pay(fan, orderNo);
    expect(await variantRow(t, s)).toMatchObject({ held: 0, sold: 1 });
  });

  it('a charge that arrives after the hold expired is refunded with the apology, never overselling', async () => {
    const { event } = await createEvent(t);
    const tee = await createMerch(t, {
      eventSlug: event.slug,
      variants: [{ code: 'm', label: 'M', stock: 1 }],
    });
    const fan = await buyer(t);
    const m = tee.variants[0]!.id;
    const orderNo = await hold(fan, m);
    const res = await t.post('/fanapih5/payment/create', { orderNo, method: 'card', paymentType: 'visa' }, fan.opts);
    t.clock.advance(11 * 60_000);
    await t.app.get(HoldExpiryJob).run();
    const rival = await buyer(t);
    await hold(rival, m);
    expect((await submitHostedPage(res.body.data.redirectUrl as string, GOOD)).status).toBe(303);
    await t.app.get(SandboxCheckoutService).settled();
    const payment = await t.dataSource.manager.findOneByOrFail(Payment, {
      paymentNo: res.body.data.paymentNo as string,
    });
    expect(payment.status).toBe('refunded');
    expect(payment.purpose).toBe('merch');
    expect(await variantRow(t, m)).toMatchObject({ held: 1, sold: 0 });
    const result = await t.get('/fanapih5/payment/result', { orderNo }, fan.opts);
    expect(result.body.data).toMatchObject({ orderStatus: 'expired', messageKey: 'payments.failed' });
  });
});
